/**
 * The closed `<fin-chat>` (issue 45): a real element from its module, React-free. A property a
 * framework set before the tag was defined is kept; attributes, properties, methods and the
 * disable/enable commands work while its panel's code has not loaded; show() loads the panel,
 * which renders what was set before into the same shadow root. The panel's code is not imported
 * by this file: it loads only when the element asks for it.
 */
import { expect, waitUntil } from '@open-wc/testing';
import type { FinChatElement } from '../../elements/fin-chat';
import { createFakeBackend } from './support/fake-backend';

/** Whether React or the panel's module has been fetched by the page (the test runner serves each module as a file). */
const panelRequested = () => performance.getEntriesByType('resource').some((entry) => /\/__react\/|\/elements\/panels\/fin-chat\.ts/.test(entry.name));

const suggestions = [
  { id: 'cards', title: 'My card was declined' },
  { id: 'refund', title: 'Where is my refund?' },
];
const realFetch = window.fetch;
const RealWebSocket = window.WebSocket;

/** A socket that never opens: the pre-ticket panel needs none. */
class SilentSocket {
  readyState = 0;
  onopen = null;
  onmessage = null;
  onclose = null;
  send(): void {}
  close(): void {}
}

describe('the closed <fin-chat>', function () {
  this.timeout(30_000);
  let element: FinChatElement;

  before(() => {
    window.fetch = createFakeBackend().fetch;
    (window as unknown as { WebSocket: unknown }).WebSocket = SilentSocket;
  });
  after(() => {
    element?.remove();
    window.fetch = realFetch;
    window.WebSocket = RealWebSocket;
  });

  it('keeps a property set before the tag was defined, and is defined as soon as its module runs, without React', async () => {
    element = document.createElement('fin-chat') as FinChatElement;
    for (const [name, value] of Object.entries({ 'api-base': 'https://chat.test', 'device-key': 'test-device-key', 'device-id': 'device-1', anonymous: '' })) element.setAttribute(name, value);
    // As a framework does before the element's code is in: an own property on the plain element.
    element.suggestions = suggestions;
    document.body.append(element);
    expect(customElements.get('fin-chat')).to.equal(undefined);

    const { FinChatElement: defined } = await import('../../elements/fin-chat');
    expect(customElements.get('fin-chat')).to.equal(defined);
    expect(element).to.be.instanceOf(defined);
    expect(Object.hasOwn(element, 'suggestions'), 'moved through the accessor').to.equal(false);
    expect(element.suggestions).to.deep.equal(suggestions);
    expect(typeof element.show).to.equal('function');
    expect(typeof element.hide).to.equal('function');
    expect(panelRequested(), 'React or the panel loaded').to.equal(false);
  });

  it('takes its attributes, properties and the disable/enable commands while closed, loading nothing', async () => {
    const { commands } = await import('../../elements/fin-chat');
    const faqs = [{ key: 'cards', title: 'Cards' }];
    const messages = { 'en-GB': { 'chat.title': 'Help' } };
    element.faqs = faqs;
    element.messages = messages;
    element.chatbotName = 'Finn';
    expect(element.getAttribute('chatbot-name')).to.equal('Finn');
    expect([element.faqs, element.messages, element.anonymous, element.deviceKey]).to.deep.equal([faqs, messages, true, 'test-device-key']);

    await commands.disable();
    expect([element.hasAttribute('disabled'), element.disabled]).to.deep.equal([true, true]);
    await commands.enable();
    expect([element.hasAttribute('disabled'), element.disabled]).to.deep.equal([false, false]);
    element.disabled = true;
    expect(element.hasAttribute('disabled')).to.equal(true);
    element.disabled = false;

    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(panelRequested(), 'React or the panel loaded').to.equal(false);
    expect(element.shadowRoot!.childNodes.length, 'nothing rendered yet').to.equal(0);
  });

  it('show() loads the panel and opens it in the same shadow root, with what was set before', async () => {
    const root = element.shadowRoot;
    element.show();
    expect(element.open).to.equal(true);
    await waitUntil(() => root!.querySelector('[part="panel"]'), 'the panel did not show', { timeout: 20_000 });
    expect(element.shadowRoot).to.equal(root);
    expect(panelRequested()).to.equal(true);
    await waitUntil(() => root!.querySelectorAll('[part="suggestion"]').length === 2, 'no suggestions', { timeout: 10_000 });
    expect([...root!.querySelectorAll('[part="suggestion"]')].map((node) => node.textContent)).to.deep.equal(suggestions.map((suggestion) => suggestion.title));
    expect(root!.querySelector('[part="title"]')?.textContent).to.equal('Help');

    element.hide();
    expect(element.open).to.equal(false);
  });
});
