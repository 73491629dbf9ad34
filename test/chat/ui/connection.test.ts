/**
 * `<fin-chat>` while its socket is down (issue 19, "Nothing lost, visibly"): the visible
 * 'Reconnecting…' status, messages typed meanwhile shown pending and sent once the connection is
 * back (shown as waiting for the connection, with Delete / Resend in its menu, meanwhile), the hidden `role="log"` announcing them, and a ticket view that holds still through the
 * reconnect (the ticket lists reload, §4.4) — by keyboard, axe in every state.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { FakeWebSocket, currentBackend, openPanel } from './panel-harness';

const chatSockets = () => FakeWebSocket.instances.filter((socket) => socket.url.includes('/api/chat/ws'));

describe('<fin-chat> connection', function () {
  // A whole panel per test and a real reconnect backoff (500 ms and up), on a shared 2-core machine.
  this.timeout(40_000);

  it("socket down: 'Reconnecting…', a message typed shows pending and goes once it is back; the composer keeps its draft and focus through the reconnect", async () => {
    const backend = currentBackend();
    backend.ticket('t1');
    const panel = await openPanel({ open: { ticketId: 't1' } });
    const enabledInput = () => panel.root.querySelector<HTMLTextAreaElement>('[part="input"]:enabled');
    await waitUntil(() => chatSockets()[0]?.readyState === 1 && enabledInput(), 'the socket did not open, or the composer is disabled', { timeout: 5000 });
    const input = enabledInput()!;
    await waitUntil(() => backend.calls.some((call) => call.path === 'tickets/t1/messages'), 'the transcript was not loaded');
    // The composer must never be disabled or replaced from here on: either would drop the user's focus and draft.
    const blinks: string[] = [];
    const watch = new MutationObserver(() => {
      const now = panel.root.querySelector<HTMLTextAreaElement>('[part="input"]');
      if (now !== input) blinks.push('replaced');
      else if (now.disabled) blinks.push('disabled');
    });
    watch.observe(panel.root, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled'] });

    // The network is gone: sends fail and the socket drops.
    backend.fail('tickets/t1/messages/text', 'network', 1000);
    const first = chatSockets()[0]!;
    first.readyState = 3;
    first.onclose?.({ code: 1006, reason: '' });
    const notice = await panel.find('[part="reconnecting"]');
    expect([notice.textContent, notice.getAttribute('role')]).to.deep.equal(['Reconnecting…', 'status']);
    await panel.axeClean('reconnecting');

    await panel.type('sent while down');
    panel.key(input, 'Enter');
    await waitUntil(() => panel.texts('[part~="bubble-client"]').some((text) => text.includes('sent while down')), 'the message is not shown');
    // Not sent yet, and still queued: it says it waits for the connection (not failed, issue 50) and goes by itself once it is back.
    await waitUntil(() => panel.text(panel.root.querySelector('[part="waiting"]')) === 'Waiting for the connection to send', 'no waiting state while down', { timeout: 5000 });
    expect(panel.root.querySelector('.status-failed')).to.equal(null);
    expect(backend.clientTexts('t1')).to.deep.equal([]);
    await panel.axeClean('a message pending while reconnecting');

    // The user goes on typing; meanwhile the connection comes back, and the ticket list it reloads is slow.
    await panel.type('half a thought');
    let releaseList: () => void = () => {};
    backend.serve('GET tickets', () => new Promise((resolve) => (releaseList = () => resolve([...backend.tickets.values()]))));
    backend.clearFaults();
    await waitUntil(() => chatSockets().length === 2, 'no reconnect', { timeout: 8000 });
    chatSockets()[1]!.accept();
    await waitUntil(() => !panel.root.querySelector('[part="reconnecting"]'), "'Reconnecting…' stayed");
    await waitUntil(() => backend.calls.filter((call) => call.method === 'GET' && call.path === 'tickets').length > 0, 'the ticket list was not reloaded');
    expect([input.disabled, input.value, panel.deepActive() === input]).to.deep.equal([false, 'half a thought', true]);
    releaseList();

    await waitUntil(() => backend.clientTexts('t1').length === 1 && !panel.root.querySelector('.status'), undefined, { timeout: 8000 }).catch(() => {
      throw new Error(`the pending message did not go: sent ${JSON.stringify(backend.clientTexts('t1'))}, status '${panel.root.querySelector('.status')?.textContent ?? ''}'`);
    });
    expect(backend.clientTexts('t1')).to.deep.equal(['sent while down']);
    const live = panel.root.querySelector('[role="log"]')!;
    await waitUntil(() => live.lastElementChild?.textContent === 'You: sent while down', 'the live log does not announce it');
    expect([input.disabled, input.value, panel.deepActive() === input]).to.deep.equal([false, 'half a thought', true]);
    watch.disconnect();
    expect(blinks).to.deep.equal([]);
    await panel.axeClean('back online');
  });
});
