/** <fin-form>'s fixed screens, retry, read-only, events and the draft notice, through an adapter. */
import { expect, waitUntil } from '@open-wc/testing';
import '../../../elements/fin-form';
import type { FormAdapter } from '../../../src/forms/core/host';
import { createStorage } from '../../../src/shared/storage';

type Json = Record<string, unknown>;
let counter = 0;
const flowOf = (flowId: string, views: Json[]) => ({ id: flowId, name: 'Screens', state: 'INCOMPLETE', views });

function mount(adapter: FormAdapter, flowId: string, attributes: Record<string, string> = { 'widget-mode': '' }) {
  const element = document.createElement('fin-form');
  element.adapter = adapter;
  element.setAttribute('flow-id', flowId);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  const events: [string, unknown][] = [];
  for (const name of ['fin-form-complete', 'fin-form-back', 'fin-form-error', 'fin-form-view'] as const) {
    element.addEventListener(name, (event) => events.push([name, (event as CustomEvent).detail]));
  }
  document.body.append(element);
  const root = element.shadowRoot!;
  return { element, root, events, text: () => root.textContent ?? '' };
}

const id = () => `screens-${Date.now()}-${counter++}`;

afterEach(() => document.body.replaceChildren());

describe('<fin-form> screens', () => {
  it('shows the generic block: "Something went wrong", "Unable to load the form." with Retry, which loads again (§2, §8)', async () => {
    const flowId = id();
    let fail = true;
    const { root, text, events } = mount({
      loadFlow: async () => {
        if (fail) throw new Error('offline');
        return flowOf(flowId, [{ id: 'v', type: 'FORM', title: 'Loaded' }]);
      },
      submitFlow: async () => ({}),
    }, flowId);
    await waitUntil(() => text().includes('Unable to load the form.'), 'no error block');
    expect(root.querySelector('h1')!.textContent).to.equal('Something went wrong');
    expect((events[0]![1] as { message: string }).message).to.match(/^Unable to load the form\. offline/);
    fail = false;
    expect([...root.querySelectorAll('button')].map((button) => button.textContent)).to.deep.equal(['Retry']);
    [...root.querySelectorAll('button')].find((button) => button.textContent === 'Retry')!.click();
    await waitUntil(() => root.querySelector('h1')?.textContent === 'Loaded', 'retry did not load');
  });

  it('a submit that fails inside an open view is an error dialog with Try again and Close (§2, §8)', async () => {
    const flowId = id();
    const views = [{ id: 'v1', type: 'FORM', title: 'First' }, { id: 'v2', type: 'FORM', title: 'Second' }];
    const submits: Json[] = [];
    let failures = 2;
    const { root } = mount({
      loadFlow: async () => ({ ...flowOf(flowId, views), attributes: { failedSubmissionMessage: 'We could not send your dispute.' } }),
      submitFlow: async (sent: Json) => {
        submits.push(sent);
        if (failures-- > 0) throw new Error('offline');
        return { ...sent, currentViewId: 'v2' };
      },
    }, flowId);
    const title = () => root.querySelector('h1')?.textContent;
    const dialog = () => root.querySelector<HTMLElement>('.submit-error-dialog[role="dialog"], .submit-error-dialog [role="dialog"]');
    const dialogButton = (label: string) => [...dialog()!.querySelectorAll('button')].find((button) => button.textContent === label)!;
    await waitUntil(() => title() === 'First', 'the first view did not render');
    root.querySelector<HTMLButtonElement>('[part~="primary"]')!.click();
    await waitUntil(() => dialog(), 'no error dialog');
    expect(dialog()!.querySelector('h2')!.textContent).to.equal('We could not send your dispute.');
    expect(dialog()!.textContent).to.include('Unable to submit the form.');
    expect([...dialog()!.querySelectorAll('button')].map((button) => button.textContent)).to.deep.equal(['Try again', 'Close']);
    dialogButton('Close').click();
    await waitUntil(() => !dialog(), 'Close did not close the dialog');
    expect(title()).to.equal('First');
    expect(submits).to.have.length(1);
    root.querySelector<HTMLButtonElement>('[part~="primary"]')!.click();
    await waitUntil(() => dialog() && submits.length === 2, 'no error dialog on the second failure');
    dialogButton('Try again').click();
    await waitUntil(() => title() === 'Second', 'Try again did not send the view again');
    expect(submits).to.have.length(3);
    expect(dialog() === null, 'the dialog stayed').to.equal(true);
  });

  it('a bottom prompt whose submit fails keeps the sheet under the error dialog; Try again sends it', async () => {
    const flowId = id();
    const views = [{ id: 'v1', type: 'FORM', title: 'Under' }, { id: 's', type: 'BOTTOM_PROMPT', title: 'Send it?', actions: [{ id: 'send', title: 'Send' }] }, { id: 'v2', type: 'FORM', title: 'Sent' }];
    let failures = 1;
    const { root } = mount({
      loadFlow: async () => ({ ...flowOf(flowId, views), currentViewId: 's' }),
      submitFlow: async (sent: Json) => {
        if (failures-- > 0) throw new Error('offline');
        return { ...sent, currentViewId: 'v2' };
      },
    }, flowId);
    const button = (label: string) => [...root.querySelectorAll('button')].find((entry) => entry.textContent === label);
    await waitUntil(() => button('Send'), 'the bottom prompt did not render');
    button('Send')!.click();
    await waitUntil(() => root.querySelector('.submit-error-dialog'), 'no error dialog');
    expect(root.textContent).to.include('Send it?');
    button('Try again')!.click();
    await waitUntil(() => root.querySelector('h1')?.textContent === 'Sent', 'Try again did not send the bottom prompt');
    expect(root.querySelectorAll('.submit-error-dialog').length).to.equal(0);
  });

  it('shows the not-found screen in widget mode', async () => {
    const { root, text } = mount({ loadFlow: async () => null, submitFlow: async () => ({}) }, id());
    await waitUntil(() => root.querySelector('h1')?.textContent === 'Form not found');
    expect(text()).to.include('It seems this form does not exist or is closed.');
  });

  it('read-only disables every input', async () => {
    const flowId = id();
    const { root } = mount({ loadFlow: async () => flowOf(flowId, [{ id: 'v', type: 'FORM', title: 'R', items: [{ id: 't', type: 'TEXT_INPUT', title: 'Name' }, { id: 'y', type: 'YES_NO_INPUT', title: 'Ok?' }] }]), submitFlow: async () => ({}) }, flowId, { 'widget-mode': '', 'read-only': '' });
    await waitUntil(() => root.querySelector('h1')?.textContent === 'R');
    const controls = [...root.querySelectorAll<HTMLInputElement | HTMLButtonElement>('.item input, .item button')];
    expect(controls.length).to.equal(3);
    expect(controls.every((control) => control.disabled)).to.equal(true);
  });

  it('the first view closes in widget mode (fin-form-back), completes with fin-form-complete and no redirect', async () => {
    const flowId = id();
    const page = location.href;
    const { root, events } = mount({ loadFlow: async () => flowOf(flowId, [{ id: 'v', type: 'FORM', title: 'One' }]), submitFlow: async () => ({ response: { ok: true } }) }, flowId);
    await waitUntil(() => root.querySelector('h1')?.textContent === 'One');
    root.querySelector<HTMLButtonElement>('[part="close"]')!.click();
    root.querySelector<HTMLButtonElement>('[part~="primary"]')!.click();
    await waitUntil(() => root.textContent!.includes('Thank you for your submission'), 'no completion screen');
    expect(events.map(([name]) => name)).to.deep.equal(['fin-form-view', 'fin-form-back', 'fin-form-complete']);
    expect(events[1]![1]).to.deep.equal({ flowId, reason: 'close' });
    expect(events[2]![1]).to.deep.equal({ flowId, response: { ok: true } });
    expect(location.href).to.equal(page);
  });

  it('says when a draft could not be restored because the flow changed', async () => {
    const flowId = id();
    await createStorage({ namespace: 'forms' }).set(flowId, { version: 1, signature: 'older', flow: {}, history: [], values: {}, submittedViews: [] });
    const { root, text } = mount({ loadFlow: async () => flowOf(flowId, [{ id: 'v', type: 'FORM', title: 'Changed' }]), submitFlow: async () => ({}) }, flowId);
    await waitUntil(() => root.querySelector('h1')?.textContent === 'Changed');
    expect(text()).to.include('This form has changed since you last opened it, so your earlier answers could not be restored.');
    root.querySelector<HTMLButtonElement>('[part="notice"] button')!.click();
    await waitUntil(() => !root.querySelector('[part="notice"]'));
  });

  it('an adapter without submitFlow is a loud misconfiguration: one console error and fin-error naming the method', async () => {
    const errors: string[] = [];
    const logged: string[] = [];
    const error = console.error;
    console.error = (...args: unknown[]) => void logged.push(args.map(String).join(' '));
    document.addEventListener('fin-error', (event) => errors.push(event.detail.code), { once: true });
    try {
      mount({ loadFlow: async () => null } as unknown as FormAdapter, id());
      await waitUntil(() => errors.length === 1);
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      console.error = error;
    }
    expect(errors).to.deep.equal(['invalid_adapter']);
    expect(logged).to.deep.equal(['FinWidgets: <fin-form> adapter needs a submitFlow() method.']);
  });
});
