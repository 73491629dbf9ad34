/**
 * The panel's timers run on the Clock port (src/shared/clock.ts), so fake time drives them: the
 * typing indicator (its end is the core's timer) and the §6 wait for authorisation (5000 ms).
 */
import { expect, waitUntil } from '@open-wc/testing';
import { chatStyles } from '../../../src/chat/ui/styles';
import { ChatView } from '../../../src/chat/ui/ChatView';
import { Thread } from '../../../src/chat/ui/Thread';
import { TicketList } from '../../../src/chat/ui/TicketList';
import { createFakeClock } from '../../support/fake-clock';
import { mount, unmountAll } from '../../ui/harness';
import { chatHarness } from '../support/chat-harness';
import { setHost } from './panel-harness';

describe('chat views on fake time', function () {
  this.timeout(20_000);
  afterEach(unmountAll);

  it('the typing indicator shows for the typing event and goes when its duration is up', async () => {
    const harness = chatHarness();
    harness.backend.ticket('t1');
    await harness.chat.signIn('token', 'me');
    await harness.chat.openTicket('t1');
    const { root, element } = await mount(Thread, [chatStyles], {
      chat: harness.chat,
      ticketId: 't1',
      onAgent: () => undefined,
      onRate: () => undefined,
      onFailure: () => undefined,
    });
    element.setAttribute('open', '');
    await waitUntil(() => harness.socket.connections.length > 0, 'the socket did not connect');
    await harness.openSocket();
    harness.socket.last().receive({ id: 'f1', type: 'typing', payload: { ticketId: 't1', authorId: 'agent-1', event: 'Start', durationMs: 3000 } });
    await waitUntil(() => root.querySelector('[part="typing"]'), 'no typing indicator', { timeout: 2000 });
    harness.clock.tick(2999);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(root.querySelector('[part="typing"]'), 'still typing at 2999 ms').to.not.equal(null);
    harness.clock.tick(1);
    await waitUntil(() => !root.querySelector('[part="typing"]'), 'the indicator stayed after 3000 ms', { timeout: 2000 });
  });

  it('a ticket link without authorisation fails after 5000 ms of the clock (§6), with Retry', async () => {
    setHost({ apiBase: 'https://chat.test' });
    const clock = createFakeClock(Date.parse('2026-05-01T10:00:00Z'));
    const asked: string[] = [];
    document.addEventListener('fin-auth-required', () => void asked.push('auth'), { once: true });
    const { root } = await mount(ChatView, [chatStyles], {
      open: true,
      request: { seq: 1, ticketId: 't1' },
      deviceId: 'device-1',
      deviceKey: 'test-device-key',
      clientId: 'client-1',
      clock,
    });
    await waitUntil(() => asked.length === 1, 'no fin-auth-required');
    clock.tick(4999);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(root.querySelector('[role="alert"]'), 'failed before 5000 ms').to.equal(null);
    clock.tick(1);
    await waitUntil(() => root.querySelector('[role="alert"]'), 'no failure after 5000 ms', { timeout: 2000 });
    expect(root.querySelector('[role="alert"]')!.textContent).to.contain('Chat is not available yet');
    expect([...root.querySelectorAll('[role="alert"] button')].map((button) => button.textContent)).to.deep.equal(['Retry']);
  });

  it("the list of chats hides an active ticket dismissed within 12 hours by the chat's clock, not the page's (§4.4)", async () => {
    // The chat's clock is months away from the machine's: the list must read the chat's.
    const harness = chatHarness();
    const dismissedAt = new Date(harness.clock.now() - 60_000).toISOString();
    const active = harness.backend.ticket('t1');
    Object.assign(active, { updatedAt: new Date(harness.clock.now() - 3_600_000).toISOString(), clientDismissedAt: dismissedAt });
    harness.backend.ticket('t2');
    await harness.chat.signIn('token', 'me');
    await harness.chat.loadTickets();
    const { root } = await mount(TicketList, [chatStyles], {
      chat: harness.chat,
      state: harness.chat.getSnapshot(),
      features: {},
      onOpen: () => undefined,
      onRate: () => undefined,
      onEnd: () => undefined,
      onDismiss: () => undefined,
    });
    await waitUntil(() => root.querySelectorAll('[part="ticket-card"]').length > 0, 'no tickets shown');
    expect(root.querySelectorAll('[part="ticket-card"]').length, 'only t2: t1 was dismissed a minute ago').to.equal(1);
  });
});
