/**
 * The panel's session and open request as the core's state machine (core/opening.ts, §4.6, §4.8,
 * §6), on fakes and fake time: which sign-in, the 5000 ms wait for the host's token, the request
 * opened once authorised with the §7.2 fields at the top level, Retry, New chat, disable/enable.
 */
import { expect } from '@open-wc/testing';
import { AuthRequiredError } from '../../../src/chat/core/errors';
import { openRequest } from '../../../src/chat/core/opening';
import { chatHarness } from '../support/chat-harness';

const AUTH_WAIT_MS = 5000;
const memoryStore = () => {
  const kept = new Map<string, string>();
  return { getItem: (key: string) => kept.get(key) ?? null, setItem: (key: string, value: string) => void kept.set(key, value), removeItem: (key: string) => void kept.delete(key) };
};
const paths = (harness: ReturnType<typeof chatHarness>) => harness.backend.calls.map((call) => `${call.method} ${call.path}`);

describe('chat core: opening (session and open request)', () => {
  for (const { name, credentials, signIn } of [
    { name: 'an anonymous visitor with no stored session', credentials: { anonymous: true }, signIn: 'POST signin/anonymous' },
    { name: "a signed-in user (the host's token and the client id)", credentials: { anonymous: false, token: 'host-token', clientId: 'c-7' }, signIn: 'POST signin' },
  ]) {
    it(`${name}: signs in (${signIn}), then opens the request`, async () => {
      const harness = chatHarness();
      harness.backend.ticket('t1');
      harness.chat.setCredentials(credentials);
      harness.chat.request({ ticketId: 't1' });
      await harness.run();
      const calls = paths(harness);
      expect(calls.indexOf(signIn), signIn).to.be.greaterThan(-1);
      expect(calls.indexOf('GET tickets/t1')).to.be.greaterThan(calls.indexOf(signIn));
      expect(harness.chat.getSnapshot().opening).to.deep.include({ phase: 'open', authRequests: 0 });
      expect(harness.chat.getSnapshot().ticketId).to.equal('t1');
    });
  }

  it('without credentials: asks the host once, waits 5000 ms (4999: still waiting), then fails with AuthRequiredError, logged once with both fixes', async () => {
    const harness = chatHarness();
    harness.chat.setCredentials({ anonymous: false, clientId: 'c-7' });
    harness.chat.request({ ticketId: 't1' });
    await harness.run();
    expect(harness.chat.getSnapshot().opening).to.deep.include({ phase: 'waiting-for-auth', authRequests: 1 });
    harness.clock.tick(AUTH_WAIT_MS - 1);
    await harness.run();
    expect(harness.chat.getSnapshot().opening.phase).to.equal('waiting-for-auth');
    harness.clock.tick(1);
    await harness.run();
    const { opening } = harness.chat.getSnapshot();
    expect(opening.phase).to.equal('failed');
    expect(opening.error).to.be.instanceOf(AuthRequiredError);
    expect((opening.error as AuthRequiredError).code).to.equal('auth_required');
    expect(harness.logger.errors).to.have.length(1);
    expect(harness.logger.errors[0]).to.contain("FinWidgets('setAuth', {token})").and.contain('fin-auth-required').and.contain('anonymous attribute');
    expect(paths(harness).filter((call) => call.startsWith('GET tickets'))).to.deep.equal([]);
    // Retry asks again and waits again; the console is not told twice.
    harness.chat.retryOpening();
    await harness.run();
    expect(harness.chat.getSnapshot().opening).to.deep.include({ phase: 'waiting-for-auth', authRequests: 2 });
    harness.clock.tick(AUTH_WAIT_MS);
    await harness.run();
    expect(harness.chat.getSnapshot().opening.phase).to.equal('failed');
    expect(harness.logger.errors).to.have.length(1);
  });

  it('a token that comes at 4999 ms signs in and opens; nothing fails at 5000 ms', async () => {
    const harness = chatHarness();
    harness.backend.ticket('t1');
    harness.chat.setCredentials({ anonymous: false, clientId: 'c-7' });
    harness.chat.request({ ticketId: 't1' });
    harness.clock.tick(AUTH_WAIT_MS - 1);
    harness.chat.setCredentials({ anonymous: false, clientId: 'c-7', token: 'late' });
    await harness.run();
    harness.clock.tick(AUTH_WAIT_MS);
    await harness.run();
    expect(harness.chat.getSnapshot().opening.phase).to.equal('open');
    expect(harness.chat.getSnapshot().ticketId).to.equal('t1');
    expect(harness.logger.errors).to.deep.equal([]);
  });

  it("a new chat's POST /tickets carries tags, context, titleKey, faqPath, localisedFaqPath, category and externalRef at the top level (§7.2)", async () => {
    const harness = chatHarness({ contextStore: memoryStore() });
    harness.chat.setCredentials({ anonymous: true });
    harness.chat.request(
      { category: 'cards', context: { entityRef: { id: 'txn_1' } }, titleKey: 'card-declined', faqPath: 'cards/declined', localisedFaqPath: 'cartes/refusee', externalRef: 'case-9' },
      { segment: 'Retail' },
    );
    await harness.run();
    await harness.chat.sendText('my card was declined');
    await harness.run();
    const create = harness.backend.calls.find((call) => call.method === 'POST' && call.path === 'tickets')!;
    expect(create.body).to.deep.equal({
      tags: ['retail'],
      context: { entityRef: { id: 'txn_1' } },
      titleKey: 'card-declined',
      faqPath: 'cards/declined',
      localisedFaqPath: 'cartes/refusee',
      category: 'cards',
      externalRef: 'case-9',
    });
  });

  it('New chat keeps the segment tag, the context and the page fields; it drops the ticket', async () => {
    const harness = chatHarness({ contextStore: memoryStore() });
    harness.backend.ticket('t1');
    harness.chat.setCredentials({ anonymous: true });
    harness.chat.request({ ticketId: 't1', category: 'cards', context: { entityRef: { id: 'txn_1' } }, titleKey: 'card-declined' }, { segment: 'Business' });
    await harness.run();
    expect(harness.chat.getSnapshot().ticketId).to.equal('t1');
    harness.chat.newChat();
    await harness.run();
    expect(harness.chat.getSnapshot().ticketId).to.equal(undefined);
    expect(harness.chat.getSnapshot().preTicket.ticketBody).to.deep.include({ tags: ['business'], context: { entityRef: { id: 'txn_1' } }, titleKey: 'card-declined', category: 'cards' });
  });

  it('the chat context is kept in session storage for the chat asked for; a later request without one carries none (§3.2)', async () => {
    const store = memoryStore();
    const harness = chatHarness({ contextStore: store });
    harness.chat.setCredentials({ anonymous: true });
    void harness.chat.request({ context: { entityRef: { id: 'txn_1' } } });
    await harness.run();
    expect(JSON.parse(store.getItem('fin-chat-context')!)).to.deep.equal({ entityRef: { id: 'txn_1' } });
    void harness.chat.request({ category: 'general' });
    await harness.run();
    expect(store.getItem('fin-chat-context')).to.equal(null);
    expect(harness.chat.getSnapshot().preTicket.ticketBody?.context).to.equal(undefined);
    await harness.chat.sendText('hello');
    await harness.run();
    const create = harness.backend.calls.find((call) => call.method === 'POST' && call.path === 'tickets')!;
    expect(create.body).not.to.have.property('context');
  });

  it('the entry suggestions of the request win over the element’s; the first 5 show (§2.2)', async () => {
    const six = Array.from({ length: 6 }, (_, index) => ({ id: `s${index}`, title: `Suggestion ${index}` }));
    expect(openRequest({ suggestions: six }, { suggestions: [{ id: 'x', title: 'X' }] }, undefined).suggestions).to.equal(six);
    const harness = chatHarness();
    harness.chat.setCredentials({ anonymous: true });
    harness.chat.request({ suggestions: six });
    await harness.run();
    expect(harness.chat.getSnapshot().preTicket.entrySuggestions.map((item) => item.id)).to.deep.equal(['s0', 's1', 's2', 's3', 's4']);
  });

  it('disabled: nothing opens; enabled again, the request opens', async () => {
    const harness = chatHarness();
    harness.backend.ticket('t1');
    harness.chat.disable();
    harness.chat.setCredentials({ anonymous: true });
    harness.chat.request({ ticketId: 't1' });
    await harness.run();
    expect(paths(harness)).to.deep.equal([]);
    harness.chat.enable();
    await harness.run();
    expect(harness.chat.getSnapshot().ticketId).to.equal('t1');
    expect(harness.chat.getSnapshot().opening.phase).to.equal('open');
  });
});

/**
 * Every way of opening or showing a ticket goes through the opening's one gate (issue 50): a
 * table of transitions, each from a start (what is shown) through one event to what the panel
 * then shows, the opening's phase and source, and what was asked of the server.
 */
describe('chat core: opening, every transition through one gate', () => {
  type Harness = ReturnType<typeof chatHarness>;
  const shown = (harness: Harness) => harness.chat.getSnapshot().ticketId ?? 'pre-ticket';
  const asked = (harness: Harness, from: number) => paths(harness).slice(from);
  /** Signed in anonymously; t1 active, t9 resolved; the panel shows `start` (a ticket id, or the pre-ticket chat). */
  async function from(start: 'pre-ticket' | 't1' | 't9') {
    const harness = chatHarness({ contextStore: memoryStore() });
    harness.backend.ticket('t1');
    harness.backend.ticket('t9').state = 'resolved';
    harness.chat.setCredentials({ anonymous: true });
    void harness.chat.request(start === 'pre-ticket' ? { category: 'cards', context: { entityRef: { id: 'txn_1' } } } : { ticketId: start }).catch(() => undefined);
    await harness.run();
    expect(shown(harness)).to.equal(start);
    return harness;
  }

  const rows: {
    name: string;
    start: 'pre-ticket' | 't1' | 't9';
    event: (harness: Harness) => Promise<unknown> | void;
    shows: string;
    source: string;
    /** Requests made by the event, in order (a subset check on their prefixes). */
    asks?: string[];
    /** Requests that must not be made. */
    never?: string[];
    /** The conversation shown goes on (the view keeps its composer): only the ticket the pre-ticket chat made, and a resume. */
    continues?: boolean;
  }[] = [
    { name: 'open by id (fin-chat-open / chat.open with ticketId)', start: 'pre-ticket', event: (h) => h.chat.request({ ticketId: 't1' }), shows: 't1', source: 'request', asks: ['GET tickets/t1'], never: ['GET tickets/next'] },
    { name: 'open a resolved ticket by id: it stays shown, no decision', start: 'pre-ticket', event: (h) => h.chat.request({ ticketId: 't9' }), shows: 't9', source: 'request', asks: ['GET tickets/t9'], never: ['GET tickets/next', 'GET greeting-messages'] },
    { name: "the list's row", start: 'pre-ticket', event: (h) => h.chat.openTicket('t9', 'row'), shows: 't9', source: 'row', asks: ['GET tickets/t9'], never: ['GET tickets/next'] },
    { name: "the launcher's resume on a resolved ticket: nothing asked, it stays", start: 't9', event: (h) => h.chat.request({ category: 'general', resume: true }), shows: 't9', source: 'request', never: ['GET tickets/t9', 'GET greeting-messages'], continues: true },
    { name: "the launcher's resume on the pre-ticket chat: nothing asked, it stays", start: 'pre-ticket', event: (h) => h.chat.request({ category: 'general', resume: true }), shows: 'pre-ticket', source: 'request', never: ['GET tickets/next', 'GET greeting-messages'], continues: true },
    { name: 'New chat from a resolved ticket: the pre-ticket chat, asked anew', start: 't9', event: (h) => h.chat.newChat(), shows: 'pre-ticket', source: 'new-chat', asks: ['GET tickets/next', 'GET greeting-messages'] },
    { name: 'a request with no ticket (chat.open()): a new chat, asked anew', start: 't1', event: (h) => h.chat.request({}), shows: 'pre-ticket', source: 'request', asks: ['GET tickets/next'] },
    { name: 'a failed load: the ticket stays shown with its failure (the banner with Retry)', start: 'pre-ticket', event: (h) => (h.backend.fail('tickets/t1', 503, 2), h.chat.request({ ticketId: 't1' })), shows: 't1', source: 'request', asks: ['GET tickets/t1'] },
    { name: "the first message of the pre-ticket chat: its ticket, nothing reloaded but the ticket's actions (§4.4)", start: 'pre-ticket', event: (h) => h.chat.sendText('hello'), shows: 't1-created', source: 'created', asks: ['POST tickets'], continues: true },
  ];

  for (const row of rows) {
    it(`${row.start} → ${row.name} → ${row.shows}`, async () => {
      const harness = await from(row.start);
      const before = harness.backend.calls.length;
      const conversation = harness.chat.getSnapshot().opening.conversation;
      await Promise.resolve(row.event(harness)).catch(() => undefined);
      await harness.run();
      const snapshot = harness.chat.getSnapshot();
      expect(snapshot.opening.conversation, 'the conversation').to.equal(row.continues ? conversation : conversation + 1);
      if (row.shows === 't1-created') {
        const created = snapshot.ticketId!;
        expect(created, 'a ticket shows').to.be.a('string').and.not.equal('t1');
        expect(asked(harness, before)).to.include(`GET tickets/${created}/action-suggestions`);
        // The greeting the user saw stays at the top of the ticket's thread.
        expect(harness.texts(created)).to.deep.equal(['Hello from the server', 'hello']);
      } else expect(shown(harness)).to.equal(row.shows);
      expect(snapshot.opening.phase).to.equal('open');
      expect(snapshot.opening.source).to.equal(row.source);
      for (const path of row.asks ?? []) expect(asked(harness, before), path).to.include(path);
      for (const path of row.never ?? []) expect(asked(harness, before), path).not.to.include(path);
      if (row.name.includes('resume')) expect(asked(harness, before), 'a resume asks nothing').to.deep.equal([]);
      if (row.name.includes('failed load')) {
        expect(snapshot.tickets.failed.t1).to.be.instanceOf(Error);
        await harness.chat.reloadTicket('t1');
        expect(harness.chat.getSnapshot().tickets.failed.t1).to.equal(undefined);
        expect(shown(harness)).to.equal('t1');
      }
    });
  }

  it("the gate: a late decision and greeting of an earlier request never replace a ticket opened since (the 'greeting after a second' defect)", async () => {
    const harness = await from('t9');
    const release = harness.backend.hold('tickets/next');
    void harness.chat.newChat();
    await harness.run();
    void harness.chat.openTicket('t9', 'row');
    await harness.run();
    expect(shown(harness)).to.equal('t9');
    release();
    await harness.run();
    expect(shown(harness)).to.equal('t9');
    expect(harness.chat.getSnapshot().preTicket.greeting).to.deep.equal([]);
  });

  it("a session lost and made again opens what the user shows now (the list's row), not the first request", async () => {
    const harness = await from('pre-ticket');
    await harness.chat.openTicket('t9', 'row');
    harness.backend.serve('POST signout', () => null);
    await harness.chat.signOut();
    harness.chat.setCredentials({ anonymous: true });
    await harness.run();
    expect(shown(harness)).to.equal('t9');
    expect(harness.chat.getSnapshot().opening.phase).to.equal('open');
  });

  it("'Chat with a live agent' shows the ticket reopened locally, without a load that would undo the reopen", async () => {
    const harness = await from('pre-ticket');
    const before = harness.backend.calls.length;
    await harness.chat.chatWithLiveAgent('t9', 'Chat with a live agent');
    await harness.run();
    expect(shown(harness)).to.equal('t9');
    expect(harness.chat.getSnapshot().opening.source).to.equal('live-agent');
    expect(asked(harness, before)).not.to.include('GET tickets/t9');
  });
});

describe('chat core: the ticketless send path (§7.2)', () => {
  it('signed out, a pre-ticket message goes by POST messages/text (no ticket made first), and the ticket the server opened for it shows', async () => {
    const harness = chatHarness();
    harness.chat.setCredentials({ anonymous: true });
    void harness.chat.request({ category: 'general' });
    await harness.run();
    harness.backend.serve('POST signout', () => null);
    await harness.chat.signOut();
    expect(harness.chat.getSnapshot().session.status).to.equal('unauthorised');
    harness.backend.ticket('tx');
    harness.backend.serve('POST messages/text', (call) =>
      harness.backend.addMessage('tx', { fromClient: true, payloadType: 'text', payload: { text: (call.body as { text: string }).text }, correlationId: call.query.get('correlationId') ?? undefined }),
    );
    const stop = harness.chat.subscribe(() => {});
    await harness.chat.sendText('hello without a session');
    await harness.run(30_000);
    const sends = paths(harness).filter((call) => call.endsWith('messages/text'));
    expect(sends).to.deep.equal(['POST messages/text']);
    expect(paths(harness)).not.to.include('POST tickets');
    expect(harness.chat.getSnapshot().ticketId).to.equal('tx');
    expect(harness.texts('tx')).to.include('hello without a session');
    stop();
  });
});
