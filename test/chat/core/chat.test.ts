/** The chat's one snapshot and its lifecycle: the first listener starts it, the last one leaving stops it. */
import { expect } from '@open-wc/testing';
import { messagesOf, selectThread } from '../../../src/chat/core/chat';
import { preTicketInputDisabled } from '../../../src/chat/core/pre-ticket';
import { chatHarness, listen } from '../support/chat-harness';

describe('chat core: lifecycle and snapshot', () => {
  it('opens no socket before anyone listens; the first listener connects, the last one leaving closes with 4000', async () => {
    const harness = chatHarness();
    await harness.chat.signIn('token', 'me');
    await harness.run();
    expect(harness.socket.connections.length).to.equal(0);
    const first = await listen(harness.chat);
    const second = harness.chat.subscribe(() => {});
    await harness.openSocket();
    expect(harness.chat.getSnapshot().socket.status).to.equal('Open');
    first();
    expect(harness.socket.last().closed).to.equal(undefined);
    second();
    expect(harness.socket.last().closed).to.deep.equal({ code: 4000, reason: 'client closed' });
    expect(harness.chat.getSnapshot().socket.status).to.equal('Closed');
    // StrictMode's subscribe, unsubscribe, subscribe: it starts again.
    await listen(harness.chat);
    expect(harness.socket.connections.length).to.equal(2);
  });

  it("the active list is the core's, at the chat's clock: a dismissed active ticket comes back 12 hours after, with nothing else changing (§4.4)", async () => {
    const harness = chatHarness();
    const active = harness.backend.ticket('t1');
    Object.assign(active, { updatedAt: new Date(harness.clock.now() - 3_600_000).toISOString(), clientDismissedAt: new Date(harness.clock.now() - 60_000).toISOString() });
    harness.backend.ticket('t2');
    await harness.chat.signIn('token', 'me');
    await harness.chat.loadTickets();
    await listen(harness.chat);
    const shown = () => harness.chat.getSnapshot().activeTickets.map((ticket) => ticket.id);
    expect(shown()).to.deep.equal(['t2']);
    harness.clock.tick(12 * 3_600_000 - 60_001);
    expect(shown()).to.deep.equal(['t2']);
    harness.clock.tick(1);
    expect(shown().sort()).to.deep.equal(['t1', 't2']);
  });

  it('offers the snapshot and commands only: no sub-core (session, socket, tickets, messages, outbox, client) is public', () => {
    const { chat } = chatHarness();
    const exposed = ['session', 'socket', 'tickets', 'messages', 'outbox', 'client'].filter((name) => name in chat);
    expect(exposed).to.deep.equal([]);
    for (const [name, value] of Object.entries(chat)) expect(typeof value, name).to.equal('function');
  });

  it("loadAvatar asks GET /agents/{id}/avatar?type=JSON once per agent; its src is kept, a failure keeps null (no avatar, no retry)", async () => {
    const harness = chatHarness();
    const { chat, backend } = harness;
    backend.serve('GET agents/agent-0/avatar', () => ({ src: '/api/chat/agents/agent-0/avatar.svg' }));
    backend.serve('GET agents/agent-9/avatar', () => new Response('{}', { status: 500 }));
    await Promise.all([chat.loadAvatar('agent-0'), chat.loadAvatar('agent-0'), chat.loadAvatar('agent-9')]);
    await chat.loadAvatar('agent-9');
    expect(chat.getSnapshot().avatars).to.deep.equal({ 'agent-0': '/api/chat/agents/agent-0/avatar.svg', 'agent-9': null });
    expect(backend.calls.filter((call) => call.path.startsWith('agents/')).map((call) => `${call.path}?${call.query}`)).to.deep.equal([
      'agents/agent-0/avatar?type=JSON',
      'agents/agent-9/avatar?type=JSON',
    ]);
  });

  it('a new chat is not initialised: the pre-ticket input stays disabled until the decision is in (§4.5)', async () => {
    const { chat } = chatHarness();
    expect(preTicketInputDisabled(chat.getSnapshot().preTicket, [])).to.equal(true);
    await chat.signInAnonymous();
    expect(preTicketInputDisabled(chat.getSnapshot().preTicket, [])).to.equal(true);
    await chat.startPreTicket();
    expect(preTicketInputDisabled(chat.getSnapshot().preTicket, [])).to.equal(false);
  });

  it('one snapshot holds the session, socket, tickets, threads and outbox; unchanged parts keep their identity', async () => {
    const harness = chatHarness();
    const { chat } = harness;
    harness.backend.ticket('t1');
    await chat.signIn('token', 'me');
    await chat.openTicket('t1');
    const before = chat.getSnapshot();
    expect(before.session.status).to.equal('authorised');
    expect(before.socket.status).to.equal('Closed');
    expect(Object.keys(before.tickets.byId)).to.deep.equal(['t1']);
    expect(before.outbox).to.deep.equal({ pending: 0, failed: 0 });
    expect(chat.getSnapshot()).to.equal(before);

    await listen(chat);
    await harness.openSocket();
    await chat.sendText('hello');
    const during = chat.getSnapshot();
    expect(during.tickets).to.equal(before.tickets);
    await harness.run();
    expect(messagesOf(chat.getSnapshot(), 't1').map((message) => message.payload.text)).to.deep.equal(['hello']);
    expect(chat.getSnapshot().outbox).to.deep.equal({ pending: 0, failed: 0 });
  });

  it('a selection notifies only when its slice changes', async () => {
    const harness = chatHarness();
    const { chat } = harness;
    harness.backend.ticket('t1');
    harness.backend.ticket('t2');
    await chat.signIn('token', 'me');
    const t2 = chat.select(selectThread('t2'));
    const status = chat.select((state) => state.socket.status);
    const calls = { t2: 0, status: 0 };
    t2.subscribe(() => calls.t2++);
    status.subscribe(() => calls.status++);
    await harness.run();
    await chat.openTicket('t1');
    expect(calls.t2).to.equal(0);
    await harness.openSocket();
    expect(calls.status).to.be.greaterThan(0);
    expect(status.getSnapshot()).to.equal('Open');
    await chat.openTicket('t2');
    expect(calls.t2).to.be.greaterThan(0);
  });

  it('a reconnect reloads the ticket lists (§4.4) but the open ticket stays known throughout, fetched again when the list no longer holds it', async () => {
    const harness = chatHarness();
    const { chat, backend, run } = harness;
    backend.ticket('t1');
    const t2 = backend.ticket('t2');
    await chat.signIn('token', 'me');
    await chat.openTicket('t1');
    await listen(chat);
    await harness.openSocket();
    // While the socket is down an agent closes t1: the active list holds only t2 from now on.
    harness.socket.last().drop(1006);
    backend.tickets.get('t1')!.state = 'closed';
    backend.serve('GET tickets', () => [t2]);
    const missing: string[] = [];
    const stop = chat.subscribe(() => {
      if (!chat.getSnapshot().tickets.byId.t1) missing.push('t1');
    });
    await run(1_000);
    await harness.openSocket();
    await run();
    stop();
    expect(missing).to.deep.equal([]);
    const { byId } = chat.getSnapshot().tickets;
    expect(Object.keys(byId).sort()).to.deep.equal(['t1', 't2']);
    expect(byId.t1!.state).to.equal('Closed');
  });

  it('a reconnect asks for the open ticket\'s quick actions again: what changed while the socket was down shows (§4.4 actions updated)', async () => {
    const harness = chatHarness();
    const { chat, backend, run } = harness;
    backend.ticket('t1');
    let offered = [{ actionId: 'talk-agent', title: 'Talk to a live agent', state: 'Pending' }];
    backend.serve('GET tickets/t1/action-suggestions', () => offered);
    await chat.signIn('token', 'me');
    await chat.openTicket('t1');
    await listen(chat);
    await harness.openSocket();
    expect(chat.getSnapshot().actions.t1!.map((action) => action.actionId)).to.deep.equal(['talk-agent']);
    harness.socket.last().drop(1006);
    offered = [{ actionId: 'freeze-card', title: 'Freeze my card', state: 'Pending' }];
    await run(1_000);
    await harness.openSocket();
    await run();
    expect(chat.getSnapshot().actions.t1!.map((action) => action.actionId)).to.deep.equal(['freeze-card']);
  });
});
