/**
 * Behaviour the issue-37 audit found untested, through the whole chat core on fakes: the first
 * socket frame's fields (§7.3), /ws/config replacing §9's defaults, an internalRequest frame
 * reloading the ticket's requests, and the ticket lists reset on sign-in (§4.4).
 */
import { expect } from '@open-wc/testing';
import { isHidden } from '../../../src/chat/core/ticket-rules';
import { chatHarness, listen } from '../support/chat-harness';

const keepAlives = (sent: unknown[]) => sent.filter((frame) => (frame as { type?: string }).type === 'heartbeat').length;

describe('chat core: what the audit found untested', () => {
  it('the first socket frame carries version, userAgent, acceptLanguage and the encrypted device id (§7.3)', async () => {
    const harness = chatHarness();
    await harness.chat.signIn('token', 'me');
    await listen(harness.chat);
    await harness.openSocket();
    expect(harness.socket.last().url).to.equal('wss://chat.test/api/chat/ws?auth-scheme=web');
    expect(harness.socket.last().sent[0]).to.deep.equal({ version: '1', userAgent: 'test', acceptLanguage: 'en-GB', device: 'DEVICE' });
  });

  it("/ws/config's answer replaces §9's defaults: its keep-alive interval is the one used", async () => {
    const harness = chatHarness();
    harness.backend.serve('GET ws/config', () => ({
      keepAliveIntervalMillis: 5000,
      idleTimeoutMillis: 40_000,
      openConnectionBackoff: { minMillis: 500, maxMillis: 15_000, randomFactor: 0.3, autoResetMillis: 600_000 },
    }));
    await harness.chat.signIn('token', 'me');
    await listen(harness.chat);
    await harness.openSocket();
    const connection = harness.socket.last();
    const before = keepAlives(connection.sent);
    // Server heartbeats keep the socket inside its idle timeout meanwhile.
    for (let second = 0; second < 12; second++) {
      connection.receive({ type: 'heartbeat' });
      await harness.run(1000);
    }
    expect(keepAlives(connection.sent) - before, 'a keep-alive every 5 s, not the default').to.be.at.least(2);
  });

  it('an internalRequest frame reloads that ticket’s internal requests', async () => {
    const harness = chatHarness();
    harness.backend.ticket('t1');
    await harness.chat.signIn('token', 'me');
    await listen(harness.chat);
    await harness.openSocket();
    const asked = () => harness.backend.calls.filter((call) => call.method === 'GET' && call.path === 'tickets/t1/internal-requests').length;
    const before = asked();
    harness.socket.last().receive({ id: 'f1', type: 'internalRequest', payload: { ticketId: 't1' } });
    await harness.run();
    expect(asked() - before).to.equal(1);
    harness.socket.last().receive({ id: 'f2', type: 'internalRequest', payload: {} });
    await harness.run();
    expect(asked() - before, 'a frame with no ticket asks nothing').to.equal(1);
  });

  it('a sign-in resets the ticket lists (§4.4): nothing of the previous user stays, the new lists load', async () => {
    const harness = chatHarness();
    harness.backend.ticket('t1');
    await harness.chat.signIn('token', 'first-user');
    await harness.run();
    expect(Object.keys(harness.chat.getSnapshot().tickets.byId)).to.deep.equal(['t1']);
    harness.backend.tickets.clear();
    harness.backend.ticket('t2');
    let sawEmpty = false;
    const stop = harness.chat.subscribe(() => {
      if (Object.keys(harness.chat.getSnapshot().tickets.byId).length === 0) sawEmpty = true;
    });
    await harness.chat.signIn('token-2', 'second-user');
    await harness.run();
    stop();
    expect(sawEmpty, 'the lists were emptied first').to.equal(true);
    expect(Object.keys(harness.chat.getSnapshot().tickets.byId)).to.deep.equal(['t2']);
  });
});

describe('chat core: the last message update event (§4.4)', () => {
  it("a service message moves the ticket's last message (lastMessageUpdate), so a ticket dismissed before it shows again", async () => {
    const harness = chatHarness();
    const now = harness.clock.now();
    Object.assign(harness.backend.ticket('t1'), { clientDismissedAt: new Date(now + 1000).toISOString() });
    await harness.chat.signIn('token', 'me');
    await listen(harness.chat);
    await harness.openSocket();
    expect(harness.chat.getSnapshot().tickets.byId.t1?.lastMessage).to.equal(undefined);
    const createdAt = new Date(now + 5000).toISOString();
    const service = { id: 'm9', ticketId: 't1', fromClient: false, author: { id: 'agent-1', chatbot: false }, createdAt, kind: 'service', payloadType: 'message-deleted', payload: {} };
    harness.socket.last().receive({ id: 'f1', type: 'message', payload: service });
    await harness.run();
    const ticket = harness.chat.getSnapshot().tickets.byId.t1!;
    expect(ticket.lastMessage).to.deep.equal({ createdAt });
    expect(isHidden(ticket, now + 6000), 'activity after the dismissal').to.equal(false);
  });
});
