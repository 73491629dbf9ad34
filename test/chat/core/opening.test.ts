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

  it('the chat context is kept: a later request without one uses it (§3.2)', () => {
    const store = memoryStore();
    const harness = chatHarness({ contextStore: store });
    harness.chat.request({ context: { entityRef: { id: 'txn_1' } } });
    harness.chat.request({});
    expect(JSON.parse(store.getItem('fin-chat-context')!)).to.deep.equal({ entityRef: { id: 'txn_1' } });
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
