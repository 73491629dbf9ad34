/** `<fin-chat>` before a ticket (§2.2, §4.5, §4.6, §5, §8, §9), by keyboard, axe in every state. */
import { expect, waitUntil } from '@open-wc/testing';
import { currentBackend, openPanel, usage } from './panel-harness';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('<fin-chat> pre-ticket (§4.6)', function () {
  // A whole panel per test, on a 2-core machine shared with other browsers.
  this.timeout(30_000);
  it("header 'Support' / 'Helping you 24/7', the server's greeting, analytics screen 'chat'; axe clean", async () => {
    const panel = await openPanel();
    await waitUntil(() => panel.texts('[part~="bubble-agent"]').length === 1, 'no greeting', { timeout: 3000 });
    expect(panel.texts('[part="title"]')).to.deep.equal(['Support']);
    expect(panel.texts('[part="caption"]')).to.deep.equal(['Helping you 24/7']);
    expect(panel.texts('[part~="bubble-agent"]')).to.deep.equal(['Hello from the server']);
    expect(usage).to.deep.include({ screen: 'chat', action: 'view' });
    const decision = currentBackend().calls.find((call) => call.path === 'tickets/next');
    expect(decision, 'the decision was asked').to.not.equal(undefined);
    await panel.axeClean('the greeting');
  });

  it("a failed greeting fetch shows the built-in greeting with the chatbot's name", async () => {
    currentBackend().serve('GET greeting-messages', () => json({ error: 'down' }, 500));
    const panel = await openPanel({ attributes: { 'chatbot-name': 'Finn' } });
    await waitUntil(() => panel.texts('[part~="bubble-agent"]').length > 0, 'no greeting', { timeout: 3000 });
    expect(panel.texts('[part~="bubble-agent"]')).to.deep.equal(["I'm Finn, the chatbot. How can I help you?"]);
  });

  it('without a chatbot name the built-in greeting is the other two texts', async () => {
    currentBackend().serve('GET greeting-messages', () => json({ error: 'down' }, 500));
    const panel = await openPanel();
    await waitUntil(() => panel.texts('[part~="bubble-agent"]').length > 0, 'no greeting', { timeout: 3000 });
    expect(panel.texts('[part~="bubble-agent"]')).to.deep.equal([
      'How can we help you?',
      "Please provide a summary of the issue you're facing, we'll help you solve it as quickly as possible.",
    ]);
  });

  it('shows at most 5 entry suggestions; choosing one by keyboard creates the ticket and sends it without escalation', async () => {
    const suggestions = Array.from({ length: 7 }, (_, index) => ({ id: `s${index}`, title: `Suggestion ${index + 1}` }));
    const panel = await openPanel({ properties: { suggestions } });
    await panel.find('[part="suggestion"]');
    expect(panel.texts('[part="suggestion"]')).to.deep.equal(['Suggestion 1', 'Suggestion 2', 'Suggestion 3', 'Suggestion 4', 'Suggestion 5']);
    await panel.axeClean('the entry suggestions');
    await panel.press('Suggestion 2');
    const backend = currentBackend();
    await waitUntil(() => backend.messages.length === 1, 'the suggestion was not sent', { timeout: 3000 });
    const send = backend.calls.find((call) => call.path.endsWith('/messages/text'))!;
    expect(send.query.get('preventEscalation')).to.equal('true');
    expect(backend.messages[0]!.payload).to.deep.equal({ text: 'Suggestion 2' });
    expect(backend.calls.filter((call) => call.method === 'POST' && call.path === 'tickets')).to.have.length(1);
  });

  it("shows the open request's entry suggestions (at most 5) over the element's", async () => {
    const entrySuggestions = Array.from({ length: 6 }, (_, index) => ({ id: `e${index}`, title: `From the article ${index + 1}` }));
    const panel = await openPanel({ properties: { suggestions: [{ id: 'own', title: 'The element’s own' }] }, open: { category: 'cards', suggestions: entrySuggestions } });
    await panel.find('[part="suggestion"]');
    expect(panel.texts('[part="suggestion"]')).to.deep.equal(entrySuggestions.slice(0, 5).map((suggestion) => suggestion.title));
  });

  it("shows the open request's form (a <fin-form> of that flow) before the first message", async () => {
    // The page defines no <fin-form>: the panel waits for it, as it waits for the loader's.
    const panel = await openPanel({ open: { category: 'cards', form: 'card-replacement' } });
    const slot = await panel.find('[part="pre-ticket-form"]');
    customElements.define('fin-form', class extends HTMLElement {});
    await waitUntil(() => slot.querySelector('fin-form'), 'no form', { timeout: 3000 });
    expect(slot.querySelector('fin-form')?.getAttribute('flow-id')).to.equal('card-replacement');
    expect(slot.querySelector('fin-form')?.getAttribute('api-base')).to.equal('https://chat.test/');
    // Its close: the chat goes on without it.
    slot.querySelector('fin-form')!.dispatchEvent(new CustomEvent('fin-form-back', { detail: { flowId: 'card-replacement', reason: 'close' }, bubbles: true, composed: true, cancelable: true }));
    await waitUntil(() => !panel.root.querySelector('[part="pre-ticket-form"]'), 'the form stays after its close', { timeout: 3000 });
  });

  it('refuses an open request whose entry suggestions or form are malformed', async () => {
    const { openDetail } = await import('../../../src/chat/open');
    expect(() => openDetail({ suggestions: [{ id: 1, title: 'x' }] })).to.throw('suggestions must be a list of {id, title} strings');
    expect(() => openDetail({ form: '' })).to.throw('form must be a non-empty string');
    expect(openDetail({ form: 'f', suggestions: [{ id: 'a', title: 'b' }] })).to.deep.include({ form: 'f', suggestions: [{ id: 'a', title: 'b' }] });
  });

  it('a decision naming an existing ticket opens that ticket', async () => {
    const backend = currentBackend();
    backend.ticket('t-existing');
    backend.addMessage('t-existing', { fromClient: false, payloadType: 'text', payload: { text: 'Welcome back' } });
    backend.state.decision = { openNew: false, ticketId: 't-existing' };
    const panel = await openPanel();
    await waitUntil(() => panel.texts('[part~="bubble-agent"]').includes('Welcome back'), 'the ticket did not open', { timeout: 3000 });
    expect(backend.calls.some((call) => call.path === 'greeting-messages')).to.equal(false);
  });

  it("a decision with neither a new-ticket flag nor a ticket id shows the error toast 'Cannot open a new chat'", async () => {
    currentBackend().state.decision = { openNew: false };
    const panel = await openPanel();
    await waitUntil(() => panel.root.textContent?.includes('Cannot open a new chat'), 'no toast', { timeout: 3000 });
    await panel.axeClean('the error toast');
  });

  it("a failed decision shows the error state 'Something went wrong' with Retry, which asks again", async () => {
    const backend = currentBackend();
    backend.fail('tickets/next', 500);
    const panel = await openPanel();
    await panel.button('Retry');
    expect(panel.root.querySelector('[role="alert"]')?.textContent).to.contain('Something went wrong');
    await panel.axeClean('the error state');
    await panel.press('Retry');
    await waitUntil(() => panel.texts('[part~="bubble-agent"]').includes('Hello from the server'), 'Retry did not load the greeting', { timeout: 3000 });
  });

  it('the input is disabled before initialisation and while the last pre-ticket message is sending', async () => {
    const backend = currentBackend();
    const releaseSignIn = backend.hold('signin');
    const releaseDecision = backend.hold('tickets/next');
    const panel = await openPanel();
    const input = await panel.find<HTMLTextAreaElement>('[part="input"]');
    expect(input.disabled, 'before sign-in').to.equal(true);
    releaseSignIn();
    await waitUntil(() => backend.calls.some((call) => call.path === 'tickets/next'), 'no decision asked', { timeout: 8000 });
    expect(input.disabled, 'before the decision').to.equal(true);
    releaseDecision();
    await waitUntil(() => !input.disabled, 'the input stayed disabled', { timeout: 8000 });
    const releaseCreate = backend.hold('tickets');
    await panel.type('My card was declined');
    panel.key(input, 'Enter');
    await waitUntil(() => panel.texts('[part~="bubble-client"]').includes('My card was declined'), 'no pending message', { timeout: 8000 });
    await waitUntil(() => panel.root.querySelector<HTMLTextAreaElement>('[part="input"]')?.disabled === true, 'input enabled while sending', { timeout: 8000 });
    await panel.axeClean('a pre-ticket message sending');
    releaseCreate();
    await waitUntil(() => backend.messages.length === 1, 'not sent', { timeout: 8000 });
  });

  it('once the first message has made the ticket, the same input takes what is typed next, focus back in it (issue 50)', async () => {
    const backend = currentBackend();
    const panel = await openPanel();
    const input = await panel.find<HTMLTextAreaElement>('[part="input"]');
    await waitUntil(() => !input.disabled, 'the input stayed disabled', { timeout: 8000 });
    const releaseCreate = backend.hold('tickets');
    await panel.type('my card was declined');
    panel.key(input, 'Enter');
    await waitUntil(() => input.disabled, 'input enabled while the ticket is made', { timeout: 8000 });
    releaseCreate();
    await waitUntil(() => panel.root.querySelector('[part="messages"][role="region"]') && !input.disabled, 'the ticket did not show', { timeout: 8000 });
    // The thread took the pre-ticket chat's place; the input is the one the user typed in, and has focus.
    expect(panel.root.querySelector('[part="input"]') === input, 'the same input').to.equal(true);
    await waitUntil(() => panel.deepActive() === input, 'focus did not come back to the input', { timeout: 3000 });
    await panel.type('and my transfer is late');
    panel.key(input, 'Enter');
    await waitUntil(() => backend.messages.length === 2, 'the second message was not sent', { timeout: 8000 });
    expect(backend.clientTexts(backend.messages[0]!.ticketId)).to.deep.equal(['my card was declined', 'and my transfer is late']);
  });

  it('the input is disabled while the last pre-ticket message failed; Resend in its menu sends it', async () => {
    const backend = currentBackend();
    const panel = await openPanel();
    const input = await panel.find<HTMLTextAreaElement>('[part="input"]');
    await waitUntil(() => !input.disabled, 'the input stayed disabled', { timeout: 3000 });
    backend.fail('tickets', 400, 1);
    await panel.type('Help');
    panel.key(input, 'Enter');
    await panel.find('[part~="bubble-failed"]');
    expect(panel.root.querySelector('.status-failed')?.textContent).to.contain('Message failed to send');
    await waitUntil(() => panel.root.querySelector<HTMLTextAreaElement>('[part="input"]')?.disabled === true, 'input enabled after a failure', { timeout: 3000 });
    await panel.axeClean('a failed pre-ticket message');
    await panel.press('Message options');
    await panel.press('Resend');
    await waitUntil(() => backend.clientTexts(backend.messages[0]?.ticketId ?? '').includes('Help'), 'Resend did not send', { timeout: 8000 });
  });

  it('the chat context is kept in session storage and sent with the ticket; the externalRef goes as given', async () => {
    const backend = currentBackend();
    const context = { entityRef: { id: 'txn-42' } };
    const panel = await openPanel({ open: { context, externalRef: 'host-ref-1' } });
    const input = await panel.find<HTMLTextAreaElement>('[part="input"]');
    await waitUntil(() => !input.disabled, 'the input stayed disabled', { timeout: 3000 });
    expect(JSON.parse(sessionStorage.getItem('fin-chat-context') ?? 'null')).to.deep.equal(context);
    await panel.type('About this payment');
    panel.key(input, 'Enter');
    await waitUntil(() => backend.calls.some((call) => call.method === 'POST' && call.path === 'tickets'), 'no ticket made', { timeout: 3000 });
    const create = backend.calls.find((call) => call.method === 'POST' && call.path === 'tickets')!;
    expect(create.body).to.deep.include({ context, externalRef: 'host-ref-1' });
  });
});
