/**
 * The 'New messages' divider (issue 37): a ticket that opens with unread agent messages shows
 * a divider above the first of them (the ticket's unread count, §4.4, counted back from the
 * latest agent message); it stays while the ticket is open, after they are read. A ticket that
 * opens with nothing unread has none.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { currentBackend, FakeWebSocket, openPanel } from './panel-harness';

const chatSocket = () => FakeWebSocket.instances.find((socket) => socket.url.includes('/api/chat/ws'));

async function open(unread: number) {
  const backend = currentBackend();
  backend.ticket('t1').unread = unread;
  backend.serve('POST tickets/t1/messages/read', () => new Response(null, { status: 204 }));
  backend.addMessage('t1', { fromClient: false, payloadType: 'text', payload: { text: 'Earlier answer' } });
  backend.addMessage('t1', { fromClient: true, payloadType: 'text', payload: { text: 'My question' } });
  backend.addMessage('t1', { fromClient: false, payloadType: 'text', payload: { text: 'First new' } });
  backend.addMessage('t1', { fromClient: false, payloadType: 'text', payload: { text: 'Second new' } });
  const panel = await openPanel({ open: { ticketId: 't1' } });
  await waitUntil(() => chatSocket()?.readyState === 1 && panel.texts('[part~="bubble-agent"]').includes('Second new'), 'the ticket did not open', { timeout: 5000 });
  return panel;
}

describe('<fin-chat> New messages divider', function () {
  this.timeout(20_000);

  it('a ticket opened with 2 unread shows the divider right above the first of them, and keeps it once read', async () => {
    const panel = await open(2);
    await waitUntil(() => panel.all('[part="new-divider"]').length === 1, 'no divider', { timeout: 3000 });
    expect(panel.texts('[part="new-divider"]')).to.deep.equal(['New messages']);
    const rows = panel.all('.vrow');
    const at = rows.findIndex((row) => row.querySelector('[part="new-divider"]'));
    expect(rows[at]!.textContent, 'the divider is in the first new message’s row').to.include('First new');
    expect(rows[at]!.textContent!.indexOf('New messages')).to.be.lessThan(rows[at]!.textContent!.indexOf('First new'));
    await waitUntil(() => currentBackend().calls.some((call) => call.path === 'tickets/t1/messages/read'), 'not read', { timeout: 3000 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(panel.all('[part="new-divider"]'), 'still there once read').to.have.length(1);
    await panel.axeClean('the divider');
  });

  it('a ticket opened with nothing unread has no divider', async () => {
    const panel = await open(0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(panel.all('[part="new-divider"]')).to.have.length(0);
  });
});
