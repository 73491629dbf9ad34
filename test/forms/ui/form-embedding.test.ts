/** <fin-form> in a host page: the widget by default, the full page only on request, and how a flow ends (issue 14). */
import { expect, waitUntil as wait } from '@open-wc/testing';
import '../../../elements/fin-form';
import type { FormAdapter } from '../../../src/forms/core/host';

/** The status dialog is a lazy chunk, which the test server compiles on first use: 1 s (the default) ran out under load. */
const waitUntil = (predicate: () => unknown, message?: string) => wait(predicate, message, { timeout: 5000 });

type Json = Record<string, unknown>;
let counter = 0;
const id = () => `embedding-${Date.now()}-${counter++}`;
const flowOf = (flowId: string, views: Json[], extra: Json = {}) => ({ id: flowId, name: 'Embedded', state: 'INCOMPLETE', views, ...extra });

function mount(adapter: FormAdapter, flowId: string, attributes: Record<string, string> = {}) {
  const element = document.createElement('fin-form');
  element.adapter = adapter;
  element.setAttribute('flow-id', flowId);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  const events: [string, unknown][] = [];
  for (const name of ['fin-form-complete', 'fin-form-back', 'fin-form-view'] as const) {
    element.addEventListener(name, (event) => events.push([name, (event as CustomEvent).detail]));
  }
  document.body.append(element);
  const root = element.shadowRoot!;
  const button = (label: string) => [...root.querySelectorAll('button')].find((entry) => entry.textContent === label);
  return { element, root, events, button, title: () => root.querySelector('h1')?.textContent };
}

const hostTitle = document.title;
afterEach(() => {
  document.body.replaceChildren();
  document.title = hostTitle;
});

describe('<fin-form> in a host page', () => {
  it('without mode or widget-mode is the widget: the host title and history stay, the first view closes', async () => {
    const flowId = id();
    const historyLength = history.length;
    const { events, title, root } = mount({ loadFlow: async () => flowOf(flowId, [{ id: 'v', type: 'FORM', title: 'One' }]), submitFlow: async () => ({}) }, flowId);
    await waitUntil(() => title() === 'One', 'the view did not render');
    expect(document.title).to.equal(hostTitle);
    expect(root.querySelector('[part="back"]') === null, 'a back button on the first view').to.equal(true);
    root.querySelector<HTMLButtonElement>('[part="close"]')!.click();
    expect(events.filter(([name]) => name === 'fin-form-back').map(([, detail]) => detail)).to.deep.equal([{ flowId, reason: 'close' }]);
    expect(history.length).to.equal(historyLength);
  });

  it('mode="page" is the full-page app: the document title names the flow', async () => {
    const flowId = id();
    const { title } = mount({ loadFlow: async () => flowOf(flowId, [{ id: 'v', type: 'FORM', title: 'One' }]), submitFlow: async () => ({}) }, flowId, { mode: 'page' });
    await waitUntil(() => title() === 'One', 'the view did not render');
    expect(document.title).to.equal('Embedded | Fin Business');
  });

  it('widget-mode still wins over mode="page"', async () => {
    const flowId = id();
    const { title, root } = mount({ loadFlow: async () => flowOf(flowId, [{ id: 'v', type: 'FORM', title: 'One' }]), submitFlow: async () => ({}) }, flowId, { mode: 'page', 'widget-mode': '' });
    await waitUntil(() => title() === 'One', 'the view did not render');
    expect(document.title).to.equal(hostTitle);
    expect(root.querySelectorAll('[part="close"]').length).to.equal(1);
  });
});

describe('<fin-form> once the flow is over', () => {
  it('after completion Back and Continue are not shown and Back sends no view event', async () => {
    const flowId = id();
    const views = [{ id: 'v1', type: 'FORM', title: 'First' }, { id: 'v2', type: 'FORM', title: 'Second' }];
    const { root, events, title } = mount(
      {
        loadFlow: async () => flowOf(flowId, views),
        submitFlow: async (sent: Json) => (sent.currentViewId === 'v1' ? { ...sent, currentViewId: 'v2' } : { response: { ok: true } }),
      },
      flowId,
    );
    await waitUntil(() => title() === 'First', 'the first view did not render');
    root.querySelector<HTMLButtonElement>('[part~="primary"]')!.click();
    await waitUntil(() => title() === 'Second', 'no second view');
    root.querySelector<HTMLButtonElement>('[part~="primary"]')!.click();
    await waitUntil(() => root.textContent!.includes('Thank you for your submission'), 'no completion screen');
    expect(root.querySelectorAll('[part="back"], [part~="primary"], [part="actions"]').length).to.equal(0);
    const viewEvents = events.filter(([name]) => name === 'fin-form-view').length;
    root.querySelector<HTMLButtonElement>('[part="close"]')?.click();
    expect(events.filter(([name]) => name === 'fin-form-view').length).to.equal(viewEvents);
  });

  it('an ERROR dialog without an action link ends in its title and Start again, which loads the flow anew', async () => {
    const flowId = id();
    let loads = 0;
    const { root, events, title, button } = mount(
      {
        loadFlow: async () => {
          loads += 1;
          return flowOf(flowId, [{ id: 'e', type: 'STATUS_DIALOG', dialogType: 'ERROR', title: 'We could not check your card' }]);
        },
        submitFlow: async () => ({}),
      },
      flowId,
    );
    await waitUntil(() => button('Ok'), 'no status dialog');
    button('Ok')!.click();
    await waitUntil(() => title() === 'We could not check your card', 'no end state with the dialog title');
    expect(root.querySelector('[role="dialog"]') === null, 'the dialog stayed').to.equal(true);
    expect(events.filter(([name]) => name === 'fin-form-back').map(([, detail]) => detail)).to.deep.equal([{ flowId, reason: 'abort' }]);
    button('Start again')!.click();
    await waitUntil(() => loads === 2 && button('Ok'), 'Start again did not load the flow again');
  });

  it('a widget sends its params as the load query (a help-centre form action)', async () => {
    const flowId = id();
    const queries: (string | undefined)[] = [];
    const widget = document.createElement('fin-form');
    widget.params = { reason: 'lost', card: 'c 1' };
    widget.adapter = {
      loadFlow: async (_flowId, query) => {
        queries.push(query);
        return flowOf(flowId, [{ id: 'v', type: 'FORM', title: 'Two' }]);
      },
      submitFlow: async () => ({}),
    };
    widget.setAttribute('flow-id', flowId);
    document.body.append(widget);
    await waitUntil(() => widget.shadowRoot?.querySelector('h1')?.textContent === 'Two', 'the view did not render');
    expect(queries).to.deep.equal(['?reason=lost&card=c+1']);
  });
});
