/**
 * Panel behaviour the issue-37 audit found untested: the ticket list's load failure (§8
 * 'Something went wrong' with Retry) and the message list's spinner while a ticket's messages
 * load.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { currentBackend, openPanel } from './panel-harness';

describe('<fin-chat> what the audit found untested', function () {
  this.timeout(20_000);

  it("a ticket list that fails to load shows 'Something went wrong' with Retry, which loads it", async () => {
    const backend = currentBackend();
    Object.assign(backend.ticket('t1'), { title: 'My card payment' });
    let failing = true;
    backend.serve('GET tickets', () => (failing ? new Response('{}', { status: 503 }) : [...backend.tickets.values()]));
    const panel = await openPanel();
    await waitUntil(() => panel.texts('[part~="bubble-agent"]').length > 0, 'no greeting', { timeout: 5000 });
    const more = await panel.find<HTMLButtonElement>('[part="more-button"]');
    more.focus();
    panel.key(more, 'ArrowDown');
    await panel.find('[role="menu"]');
    await panel.press('Your chats');
    const banner = await panel.find('[part="tickets"] [role="alert"]');
    expect(panel.text(banner)).to.equal('Something went wrongRetry');
    expect(panel.all('[part="ticket-card"]')).to.have.length(0);
    await panel.axeClean('the ticket list load failure');
    failing = false;
    await panel.press('Retry');
    await waitUntil(() => panel.all('[part="ticket-card"]').length === 1, 'Retry did not load the list', { timeout: 3000 });
    expect(panel.root.querySelector('[part="tickets"] [role="alert"]')).to.equal(null);
  });

  it("the message list shows a spinner named 'Conversation' while the ticket's messages load, then the messages", async () => {
    const backend = currentBackend();
    backend.ticket('t1');
    const message = backend.addMessage('t1', { fromClient: false, payloadType: 'text', payload: { text: 'Loaded at last' } });
    // Held until the test answers; the socket's open asks again (re-sync), so every ask is held, and
    // once answered, later asks are answered at once.
    const held: ((value: unknown) => void)[] = [];
    let released: unknown;
    const answer = (value: unknown) => {
      released = value;
      held.splice(0).forEach((resolve) => resolve(value));
    };
    backend.serve('GET tickets/t1/messages', () => released ?? new Promise((resolve) => held.push(resolve)));
    const panel = await openPanel({ open: { ticketId: 't1' } });
    const spinner = await panel.find('[part="messages"] [part="spinner"]');
    expect([spinner.getAttribute('role'), spinner.getAttribute('aria-label')]).to.deep.equal(['progressbar', 'Conversation']);
    answer([message]);
    await waitUntil(() => panel.texts('[part~="bubble-agent"]').includes('Loaded at last'), 'the messages did not show', { timeout: 6000 });
    expect(panel.root.querySelector('[part="messages"] [part="spinner"]')).to.equal(null);
  });
});
