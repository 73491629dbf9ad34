/** The troubleshooter rules (§2.3, §3.3, §4.9, §5, §9) and the new default services (§7.5, §7.8). */
import { expect } from '@open-wc/testing';
import { apiBaseUrls, createHttpServices } from '../../../src/help-centre/core/services';
import { chatOpening, continuesChat, decisionCategory, feedbackFor } from '../../../src/help-centre/core/chat';
import { clearsChatContext } from '../../../src/help-centre/core/routes';
import { groupByDay, mergeTransactions, showsCardSelector, transactionCategories, transactionFilters } from '../../../src/help-centre/core/troubleshooter';
import { createHttpClient } from '../../../src/shared/http';
import { TRANSACTIONS } from '../ui/fake-troubleshooter';

describe('help centre: troubleshooter rules', () => {
  it('groups transactions by day, newest first', () => {
    const groups = groupByDay(TRANSACTIONS);
    expect(groups.map((group) => group.day)).to.deep.equal(['2026-11-22', '2026-11-20', '2026-11-18']);
    expect(groups[0]!.transactions.map((transaction) => transaction.id)).to.deep.equal(['tx-2', 'tx-3']);
  });

  it('merges the lists of several filters once each, newest first', () => {
    const merged = mergeTransactions([TRANSACTIONS.slice(0, 2), TRANSACTIONS.slice(1)]);
    expect(merged.map((transaction) => transaction.id)).to.deep.equal(['tx-2', 'tx-3', 'tx-1', 'tx-4']);
  });

  const selectorTable: [string, string | undefined, boolean, boolean][] = [
    ['card-payments with cards', 'card-payments', true, true],
    ['card-payments without cards', 'card-payments', false, false],
    ['another category', 'cards', true, false],
    ['no category', undefined, true, false],
  ];
  for (const [name, category, hasCards, shown] of selectorTable) {
    it(`card selector: ${name}`, () => expect(showsCardSelector(category, hasCards)).to.equal(shown));
  }

  const transactionTable: [string, Parameters<typeof transactionFilters>, number][] = [
    ['business transfers', ['business', 'transfers', true], 1],
    ['business currency exchange', ['business', 'currency-exchange', true], 2],
    ['business merchant accounts', ['business', 'merchant-accounts', true], 1],
    ['business expenses', ['business', 'expenses', true], 2],
    ['business cards', ['business', 'cards', true], 1],
    ['business team: none', ['business', 'team', true], 0],
    ['business crypto (the currency exchange group)', ['business', 'crypto', true], 2],
    ['business savings (the currency exchange group)', ['business', 'savings', true], 2],
    ['business invoicing (the expenses group)', ['business', 'invoicing', true], 2],
    ["a host's own key mapped onto a group", ['business', 'payouts', true, { payouts: 'transfers' }], 1],
    ['a default key the host took away: none', ['business', 'transfers', true, {}], 0],
    ["an inherited name is no category: none", ['business', 'toString', true], 0],
    ['retail transfers: none', ['retail', 'transfers', true], 0],
    ['business without a transactions api: none', ['business', 'transfers', false], 0],
  ];
  for (const [name, args, count] of transactionTable) {
    it(`transaction selector: ${name}`, () => {
      const filters = transactionFilters(...args) ?? [];
      expect(filters.length).to.equal(count);
      for (const filter of filters) expect(filter.count).to.equal(4);
    });
  }

  it("reads the host's transactionCategories over the defaults, null taking a key away, and names what it cannot use", () => {
    expect(transactionCategories(undefined).groups.crypto).to.equal('currency-exchange');
    const { groups, problems } = transactionCategories({ payouts: 'transfers', transfers: null, fx: 'forex', cards: 'cards' });
    expect([groups.payouts, groups.transfers, groups.fx, groups.cards, groups.expenses]).to.deep.equal(['transfers', undefined, undefined, 'cards', 'expenses']);
    expect(problems).to.deep.equal([
      '<fin-help-centre> property "transactionCategories": "fx" maps to "forex"; use one of "transfers", "currency-exchange", "merchant-accounts", "expenses", "cards", or null for no selector.',
    ]);
    expect(transactionCategories(['transfers']).problems).to.have.length(1);
  });

  it("transaction selector: merchant accounts take the business's sales, cards its own card spending", () => {
    expect(transactionFilters('business', 'merchant-accounts', true)).to.deep.equal([{ count: 4, types: ['CARD_PAYMENT', 'CARD_REFUND'], merchantTransaction: true }]);
    expect(transactionFilters('business', 'cards', true)).to.deep.equal([{ count: 4, types: ['CARD_PAYMENT', 'CARD_REFUND', 'ATM'], merchantTransaction: false }]);
  });

  it('asks the chat decision for the category, else flow with form actions, else null', () => {
    expect(decisionCategory('cards', true)).to.equal('cards');
    expect(decisionCategory(undefined, true)).to.equal('flow');
    expect(decisionCategory(undefined, false)).to.equal(null);
  });

  it("reads 'Continue chat' only for an existing ticket without openNew", () => {
    expect(continuesChat({ openNew: false, ticketId: 'T-1' })).to.equal(true);
    expect(continuesChat({ openNew: true, ticketId: 'T-1' })).to.equal(false);
    expect(continuesChat({ openNew: false })).to.equal(false);
    expect(continuesChat(undefined)).to.equal(false);
  });

  it('opens the ticket, a new one with the §7.2 fields at the top level and the chat context, or the error toast', () => {
    const context = { entityRef: { id: 'tx-1', type: 'TRANSACTION' as const }, faqPath: undefined, titleKey: 'k', localisedFaqPath: 'Lost card' };
    expect(chatOpening({ openNew: false, ticketId: 'T-1' }, 'cards', context)).to.deep.equal({ kind: 'ticket', ticketId: 'T-1' });
    expect(chatOpening({ openNew: true }, 'cards', context)).to.deep.equal({
      kind: 'new',
      detail: {
        category: 'cards',
        titleKey: 'k',
        localisedFaqPath: 'Lost card',
        context: { entityRef: { id: 'tx-1', type: 'TRANSACTION' } },
      },
    });
    expect(chatOpening({ openNew: true }, undefined, { titleKey: 'k' })).to.deep.equal({ kind: 'new', detail: { titleKey: 'k' } });
    expect(chatOpening({ openNew: false }, 'cards', context)).to.deep.equal({ kind: 'error' });
    expect(chatOpening(undefined, 'cards', context)).to.deep.equal({ kind: 'error' });
  });

  it('clears the chat context at the base path, on search and outside the help centre', () => {
    expect(['/', '/search', '~/shop', '/faq/cards', '/troubleshoot/transactions'].map(clearsChatContext)).to.deep.equal([true, true, true, false, false]);
  });
});

describe('help centre: troubleshooter services', () => {
  const json = (value: unknown) => new Response(JSON.stringify(value), { status: 200, headers: { 'content-type': 'application/json' } });

  function fake(apis?: ('cards' | 'transactions')[]) {
    const calls: { method: string; url: string; body: unknown }[] = [];
    const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const call = { method: init?.method ?? 'GET', url: String(input), body: init?.body ? JSON.parse(String(init.body)) : undefined };
      calls.push(call);
      if (call.url.includes('chat-decision')) return json({ openNew: false, ticketId: 'T-9' });
      if (call.url.includes('/troubleshoot')) return json({ items: [{ key: 'k', title: 'T', actions: [{ label: 'L', link: 'https://x.example' }] }] });
      if (call.url.endsWith('/cards/c%201')) return json({ id: 'c 1', name: 'Card', last4: '1234' });
      if (call.url.endsWith('/transactions/t%201')) return json({ id: 't 1', createdDate: '2026-11-01T00:00:00Z', title: 'X', type: 'FEE', amount: -1, currency: 'EUR' });
      if (call.url.includes('/cards')) return json({ cards: [{ id: 'c1', name: 'Card' }] });
      return json({ transactions: [{ id: 't1', createdDate: '2026-11-01T00:00:00Z', title: 'X', type: 'FEE', amount: -1, currency: 'EUR' }] });
    };
    const bases = apiBaseUrls('https://bank.example');
    const client = (baseUrl: string) => createHttpClient({ baseUrl, fetch });
    const http = { helpCentre: client(bases.helpCentre), support: client(bases.support), banners: client(bases.banners), accounts: client(bases.accounts) };
    return { calls, services: createHttpServices({ http, segment: 'business', lang: () => 'en-GB', apis }) };
  }

  it('asks the chat decision and the troubleshooter FAQs at their paths', async () => {
    const { calls, services } = fake();
    expect(await services.getChatDecision('cards')).to.deep.equal({ openNew: false, ticketId: 'T-9' });
    await services.getChatDecision(null);
    const items = await services.getTroubleshooterFaqs({ entityId: 'tx-1', entityType: 'TRANSACTION', debug: true });
    expect(items[0]!.actions).to.deep.equal([{ kind: 'link', label: 'L', link: 'https://x.example' }]);
    expect(calls.map(({ method, url, body }) => [method, url, body])).to.deep.equal([
      ['GET', 'https://bank.example/api/support/chat-decision?category=cards', undefined],
      ['GET', 'https://bank.example/api/support/chat-decision', undefined],
      ['POST', 'https://bank.example/api/help-centre/troubleshoot', { entityId: 'tx-1', entityType: 'TRANSACTION', debug: true }],
    ]);
  });

  it('has cards and transactions only for the apis turned on', async () => {
    expect(fake().services.getCards).to.equal(undefined);
    expect(fake().services.getTransactions).to.equal(undefined);
    expect([fake().services.getCard, fake().services.getTransaction]).to.deep.equal([undefined, undefined]);
    const { calls, services } = fake(['cards', 'transactions']);
    expect(await services.getCards!(4)).to.deep.equal([{ id: 'c1', name: 'Card', last4: undefined }]);
    await services.getTransactions!({ count: 4, types: ['FEE'], feeCode: 'EXPENSES_APP_CHARGE', merchantTransaction: true });
    expect(await services.getCard!('c 1')).to.deep.equal({ id: 'c 1', name: 'Card', last4: '1234' });
    expect(await services.getTransaction!('t 1')).to.deep.equal({ id: 't 1', createdDate: '2026-11-01T00:00:00Z', title: 'X', type: 'FEE', amount: -1, currency: 'EUR' });
    expect(calls.map((call) => call.url)).to.deep.equal([
      'https://bank.example/api/accounts/cards?limit=4',
      'https://bank.example/api/accounts/transactions?count=4&types=FEE&feeCode=EXPENSES_APP_CHARGE&merchantTransaction=true',
      'https://bank.example/api/accounts/cards/c%201',
      'https://bank.example/api/accounts/transactions/t%201',
    ]);
  });

  it('a chat carries the not-helpful note only about the article it was given for', () => {
    const note = { faqKey: 'lost', tags: ['UNCLEAR'] };
    expect(feedbackFor(note, 'lost')).to.equal(note);
    expect(feedbackFor(note, 'freeze')).to.equal(undefined);
    expect(feedbackFor(undefined, 'lost')).to.equal(undefined);
  });
});
