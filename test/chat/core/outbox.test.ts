import { expect } from '@open-wc/testing';
import { messagesOf } from '../../../src/chat/core/chat';
import { PRE_TICKET } from '../../../src/chat/core/messages';
import { createMemoryStorage } from '../../../src/shared/storage';
import { chatHarness, listen } from '../support/chat-harness';

async function openTicket(harness: ReturnType<typeof chatHarness>) {
  harness.backend.ticket('t1');
  await harness.chat.signIn('token', 'me');
  await harness.chat.openTicket('t1');
}

describe('chat outbox: nothing lost, nothing doubled', () => {
  it('messages sent while the socket is down and the server fails arrive exactly once, in order, when it is back', async () => {
    const harness = chatHarness();
    const { chat, backend, run } = harness;
    await openTicket(harness);
    await listen(chat);
    backend.fail('tickets/t1/messages/text', 'network', 2);
    backend.fail('tickets/t1/messages/text', 503, 2);
    for (const text of ['one', 'two', 'three']) await chat.sendText(text);
    await run();
    expect(backend.clientTexts('t1')).to.deep.equal([]);
    // No connection: every message waits for it (not failed: 'failed' is for a failure) and stays
    // queued, retried by itself (`retrying`); those behind the first wait with it.
    expect(messagesOf(chat.getSnapshot(), 't1').map((message) => [message.payload.text, !!message.failed, !!message.retrying, message.failure?.reason])).to.deep.equal([
      ['one', false, true, 'connection'],
      ['two', false, true, 'connection'],
      ['three', false, true, 'connection'],
    ]);
    await harness.openSocket();
    await run(60_000);
    expect(backend.clientTexts('t1')).to.deep.equal(['one', 'two', 'three']);
    expect(harness.texts('t1')).to.deep.equal(['one', 'two', 'three']);
    expect(chat.getSnapshot().threads['t1']!.pending).to.deep.equal([]);
    expect(await harness.queued()).to.deep.equal([]);
  });

  it('an answer lost on the way back is re-sent with the same correlationId and stored once', async () => {
    const harness = chatHarness();
    const { chat, backend, run } = harness;
    await openTicket(harness);
    await listen(chat);
    await harness.openSocket();
    backend.fail('tickets/t1/messages/text', 'lost', 1);
    await chat.sendText('only once');
    await run(10_000);
    const sends = backend.calls.filter((call) => call.path === 'tickets/t1/messages/text');
    expect(sends).to.have.length(2);
    expect(sends[0]!.query.get('correlationId')).to.equal(sends[1]!.query.get('correlationId'));
    expect(backend.clientTexts('t1')).to.deep.equal(['only once']);
    expect(harness.texts('t1')).to.deep.equal(['only once']);
  });

  it('a message that arrives by socket before its HTTP answer shows once', async () => {
    const harness = chatHarness();
    const { chat, backend, run } = harness;
    await openTicket(harness);
    await listen(chat);
    await harness.openSocket();
    backend.fail('tickets/t1/messages/text', 'lost', 1);
    await chat.sendText('echo');
    await run();
    const stored = backend.messages.find((message) => message.payload.text === 'echo')!;
    harness.socket.last().receive({ id: 'f1', type: 'message', payload: stored });
    await run(10_000);
    expect(harness.texts('t1')).to.deep.equal(['echo']);
  });

  it('queued messages survive a reload and are sent once by the next page', async () => {
    const storage = createMemoryStorage();
    const first = chatHarness({ storage });
    await openTicket(first);
    const stopFirst = await listen(first.chat);
    first.backend.fail('tickets/t1/messages/text', 503, 1_000);
    await first.chat.sendText('before reload 1');
    await first.chat.sendText('before reload 2');
    await first.run();
    stopFirst();
    expect((await storage.entries('outbox:')).length).to.equal(2);

    const second = chatHarness({ storage, backend: first.backend, clock: first.clock });
    await second.chat.signIn('token', 'me');
    await listen(second.chat);
    expect(second.chat.getSnapshot().threads['t1']!.pending.map((message) => message.payload.text)).to.deep.equal(['before reload 1', 'before reload 2']);
    first.backend.clearFaults();
    await second.openSocket();
    await second.run(30_000);
    await first.run(30_000);
    await second.chat.openTicket('t1');
    expect(first.backend.clientTexts('t1')).to.deep.equal(['before reload 1', 'before reload 2']);
    expect(second.texts('t1')).to.deep.equal(['before reload 1', 'before reload 2']);
    expect(await storage.entries('outbox:')).to.deep.equal([]);
  });

  it('a message whose storage write the page never finished (Enter, then a reload at once) is kept and sent by the next page', async () => {
    const storage = createMemoryStorage();
    // The first page goes while IndexedDB writes its outbox item: the write never completes.
    const dying = { ...storage, set: (key: string, value: unknown) => (key.startsWith('outbox:') ? new Promise<void>(() => undefined) : storage.set(key, value)) };
    const kept = new Map<string, string>();
    const backup = { getItem: (key: string) => kept.get(key) ?? null, setItem: (key: string, value: string) => void kept.set(key, value), removeItem: (key: string) => void kept.delete(key) };
    const first = chatHarness({ storage: dying, backup });
    await openTicket(first);
    const stopFirst = await listen(first.chat);
    void first.chat.sendText('typed just before the reload');
    await first.run();
    stopFirst();
    expect(await storage.entries('outbox:')).to.deep.equal([]);

    const second = chatHarness({ storage, backup, backend: first.backend, clock: first.clock });
    await second.chat.signIn('token', 'me');
    await listen(second.chat);
    await second.openSocket();
    await second.run(30_000);
    await second.chat.openTicket('t1');
    expect(first.backend.clientTexts('t1')).to.deep.equal(['typed just before the reload']);
    expect(await storage.entries('outbox:')).to.deep.equal([]);
    expect([...kept.keys()]).to.deep.equal([]);
  });

  it("another user signing in on the same browser never sends the first user's queued messages", async () => {
    const storage = createMemoryStorage();
    const first = chatHarness({ storage });
    await openTicket(first);
    const stopFirst = await listen(first.chat);
    first.backend.fail('tickets/t1/messages/text', 503, 1_000);
    await first.chat.sendText('from the first user');
    await first.run();
    stopFirst();
    first.backend.clearFaults();

    const second = chatHarness({ storage, backend: first.backend, clock: first.clock });
    await second.chat.signIn('token', 'someone-else');
    await listen(second.chat);
    await second.openSocket();
    await second.run(30_000);
    expect(first.backend.clientTexts('t1')).to.deep.equal([]);
    expect(messagesOf(second.chat.getSnapshot(), 't1')).to.deep.equal([]);
    expect((await storage.entries('outbox:')).length).to.equal(1);

    const back = chatHarness({ storage, backend: first.backend, clock: first.clock });
    await back.chat.signIn('token', 'me');
    await listen(back.chat);
    await back.openSocket();
    await back.run(30_000);
    expect(first.backend.clientTexts('t1')).to.deep.equal(['from the first user']);
  });

  it('a session that cannot be refreshed signs the user out; the queue waits for their next sign-in', async () => {
    const harness = chatHarness();
    const { chat, backend, run } = harness;
    await openTicket(harness);
    await listen(chat);
    await harness.openSocket();
    backend.expireSession();
    await chat.sendText('after expiry');
    await run(10_000);
    expect(chat.getSnapshot().session.status).to.equal('unauthorised');
    const [item] = await harness.storage.entries<{ parked: boolean }>('outbox:');
    expect(item![1].parked).to.equal(false);
    const attempts = backend.calls.filter((call) => call.path.endsWith('/messages/text')).length;
    await run(120_000);
    expect(backend.calls.filter((call) => call.path.endsWith('/messages/text')).length).to.equal(attempts);
    await chat.signIn('token', 'me');
    await run(10_000);
    expect(backend.clientTexts('t1')).to.deep.equal(['after expiry']);
  });

  it('after a reconnect the store re-syncs from its last message (since), so missed messages appear', async () => {
    const harness = chatHarness();
    const { chat, backend, run } = harness;
    await openTicket(harness);
    backend.addMessage('t1', { fromClient: false, payloadType: 'text', payload: { text: 'agent 1' } });
    await chat.openTicket('t1');
    await listen(chat);
    await harness.openSocket();
    harness.socket.last().drop(1006);
    for (let index = 2; index <= 60; index++) backend.addMessage('t1', { fromClient: false, payloadType: 'text', payload: { text: `agent ${index}` } });
    await run(1_000);
    backend.calls.length = 0;
    await harness.openSocket();
    await run();
    expect(harness.texts('t1')).to.deep.equal(Array.from({ length: 60 }, (_, index) => `agent ${index + 1}`));
    const since = backend.calls.filter((call) => call.path === 'tickets/t1/messages' && call.query.get('since'));
    expect(since.map((call) => call.query.get('limit'))).to.deep.equal(['50', '50']);
  });

  it('a send answered while disconnected does not move the re-sync cursor past messages it missed', async () => {
    const harness = chatHarness();
    const { chat, backend, run } = harness;
    await openTicket(harness);
    await listen(chat);
    await harness.openSocket();
    harness.socket.last().drop(1006);
    backend.addMessage('t1', { fromClient: false, payloadType: 'text', payload: { text: 'missed while away' } });
    await chat.sendText('mine');
    await run(1_000);
    expect(harness.texts('t1')).to.deep.equal(['mine']);
    await harness.openSocket();
    await run();
    expect(harness.texts('t1')).to.deep.equal(['missed while away', 'mine']);
  });

  it('a 429 with Retry-After is retried no sooner than the server asked', async () => {
    const harness = chatHarness();
    const { chat, backend, run } = harness;
    await openTicket(harness);
    await listen(chat);
    await harness.openSocket();
    backend.fail('tickets/t1/messages/text', 429, 1, 20);
    await chat.sendText('later');
    await run(15_000);
    expect(backend.clientTexts('t1')).to.deep.equal([]);
    await run(10_000);
    expect(backend.clientTexts('t1')).to.deep.equal(['later']);
  });

  it('a permanent failure parks the message as failed; retry sends it, delete drops it for good', async () => {
    const harness = chatHarness();
    const { chat, backend, run } = harness;
    await openTicket(harness);
    await listen(chat);
    await harness.openSocket();
    backend.fail('tickets/t1/messages/text', 400, 2);
    const kept = (await chat.sendText('retry me'))!;
    const dropped = (await chat.sendText('delete me'))!;
    await run(60_000);
    expect(messagesOf(chat.getSnapshot(), 't1').map((message) => [message.payload.text, message.failed, message.failure])).to.deep.equal([
      ['retry me', true, { reason: 'refused', retryable: true }],
      ['delete me', true, { reason: 'refused', retryable: true }],
    ]);
    await chat.retry(kept);
    await chat.delete(dropped);
    await run(60_000);
    expect(backend.clientTexts('t1')).to.deep.equal(['retry me']);
    expect(harness.texts('t1')).to.deep.equal(['retry me']);
    expect(await harness.queued()).to.deep.equal([]);
  });

  it('delete finds the message in its own thread, whichever ticket is on screen', async () => {
    const harness = chatHarness();
    const { chat, backend, run } = harness;
    await openTicket(harness);
    backend.ticket('t2');
    await listen(chat);
    await harness.openSocket();
    backend.fail('tickets/t1/messages/text', 400, 1);
    const dropped = (await chat.sendText('delete me'))!;
    await run(60_000);
    await chat.openTicket('t2');
    await chat.delete(dropped);
    expect(harness.texts('t1')).to.deep.equal([]);
    expect(await harness.queued()).to.deep.equal([]);
  });

  it('pre-ticket messages create one ticket and are sent without escalation', async () => {
    const harness = chatHarness();
    const { chat, backend, run } = harness;
    await chat.signIn('token', 'me');
    await chat.startPreTicket({ category: 'cards', externalRef: 'host-ref-7' });
    await listen(chat);
    await harness.openSocket();
    backend.fail('tickets', 'lost', 1);
    await chat.sendText('first');
    await chat.sendText('second');
    expect(harness.texts(PRE_TICKET)).to.deep.equal(['first', 'second']);
    await run(30_000);
    const creates = backend.calls.filter((call) => call.method === 'POST' && call.path === 'tickets');
    expect(creates.length).to.be.at.least(2);
    expect(new Set(creates.map((call) => JSON.stringify(call.body))).size).to.equal(1);
    expect((creates[0]!.body as { category: string }).category).to.equal('cards');
    // The host's externalRef is sent as given; the repeated creates share one idempotency key instead.
    expect((creates[0]!.body as { externalRef: string }).externalRef).to.equal('host-ref-7');
    const keys = new Set(creates.map((call) => call.headers.get('idempotency-key')));
    expect(keys.size).to.equal(1);
    expect([...keys][0]).to.match(/^[0-9a-f-]{36}$/);
    expect(backend.tickets.size).to.equal(1);
    const ticketId = chat.getSnapshot().ticketId!;
    expect(backend.clientTexts(ticketId)).to.deep.equal(['first', 'second']);
    const sends = backend.calls.filter((call) => call.path.endsWith('/messages/text'));
    expect(sends.every((call) => call.query.get('preventEscalation') === 'true')).to.equal(true);
    // The greeting the user saw stays at the top of the ticket's thread.
    expect(harness.texts(ticketId)).to.deep.equal(['Hello from the server', 'first', 'second']);
  });
});
