/**
 * Read marks on the user's own messages (issue 37, "a sent/read mark on the user's own messages
 * from the socket's `read` events"). §7.3 names the `read` frame; its payload is not shown, so
 * docs/chat-core.md chooses: `{ticketId}` alone is the user's own read (§4.4 "Read: unread 0"),
 * `{ticketId, agentId, readAt}` is the agent reading the user's messages up to readAt.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { currentBackend, FakeWebSocket, openPanel } from './panel-harness';

const chatSocket = () => FakeWebSocket.instances.find((socket) => socket.url.includes('/api/chat/ws'));

describe('<fin-chat> sent and read marks', function () {
  this.timeout(20_000);

  it("each of the user's confirmed messages says Sent; an agent's read frame turns those up to readAt into Read, a later one stays Sent", async () => {
    const backend = currentBackend();
    backend.ticket('t1');
    const first = backend.addMessage('t1', { fromClient: true, payloadType: 'text', payload: { text: 'First question' } });
    backend.addMessage('t1', { fromClient: false, payloadType: 'text', payload: { text: 'Agent answer' } });
    const later = backend.addMessage('t1', { fromClient: true, payloadType: 'text', payload: { text: 'Second question' } });
    const panel = await openPanel({ open: { ticketId: 't1' } });
    await waitUntil(() => chatSocket()?.readyState === 1 && panel.texts('[part~="bubble-client"]').length === 2, 'the ticket did not open', { timeout: 5000 });
    const receipts = () => panel.texts('[part~="receipt"]');
    await waitUntil(() => receipts().length === 2, 'no mark on the client messages', { timeout: 3000 });
    expect(receipts()).to.deep.equal(['Sent', 'Sent']);
    expect(panel.all('[part~="receipt-read"]')).to.have.length(0);

    // The user's own read (another device): the unread count, not the marks.
    chatSocket()!.receive({ id: 'r1', type: 'read', payload: { ticketId: 't1' } });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(receipts()).to.deep.equal(['Sent', 'Sent']);

    const readAt = new Date(Date.parse(first.createdAt) + 1).toISOString();
    expect(Date.parse(later.createdAt)).to.be.greaterThan(Date.parse(readAt));
    chatSocket()!.receive({ id: 'r2', type: 'read', payload: { ticketId: 't1', agentId: 'agent-1', readAt } });
    await waitUntil(() => receipts()[0] === 'Read', 'the agent read frame did not mark the first message', { timeout: 3000 });
    expect(receipts()).to.deep.equal(['Read', 'Sent']);
    expect(panel.all('[part~="receipt-read"]')).to.have.length(1);
    // An older read frame arriving late does not undo a newer one.
    chatSocket()!.receive({ id: 'r3', type: 'read', payload: { ticketId: 't1', agentId: 'agent-1', readAt: new Date(0).toISOString() } });
    chatSocket()!.receive({ id: 'r4', type: 'read', payload: { ticketId: 't1', agentId: 'agent-1', readAt: new Date(Date.parse(later.createdAt) + 1).toISOString() } });
    await waitUntil(() => receipts().join() === 'Read,Read', 'the later read frame did not mark both', { timeout: 3000 });
    await panel.axeClean('the marks');
  });
});
