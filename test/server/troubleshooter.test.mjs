// The reference server's troubleshooters and chat decisions (issue 22, sso-chat-help-centre.md §3.3,
// §7.5, §7.8): the accounts API's cards and filtered transactions, POST /troubleshoot's issues
// for each transaction type and for cards (their help links are articles of the scope that
// reaches them), the chat decision per category over the user's requests, and the simulated
// desk reading a help-centre ticket's context.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createServer } from '../../demo/server/app.mjs';
import { MAX_ACTIVE_CHATS } from '../../demo/server/routes/help-centre.mjs';
import { hashedKey } from '../../demo/server/routes/troubleshoot.mjs';
import { chatAgent } from './chat-support.mjs';

const TYPES = ['TRANSFER', 'TOPUP', 'TRADE', 'EXCHANGE', 'FEE', 'CARD_PAYMENT', 'CARD_REFUND', 'CASHBACK_REVERSAL', 'CASHBACK', 'ATM'];
const FAST = { botReplyMs: 20, agentJoinMs: 20, agentTypingMs: 20, heartbeatMs: 20_000 };

describe('reference server: troubleshooters and chat decisions', () => {
  let app;
  let origin;
  let chatState;
  before(async () => {
    ({ app } = await createServer({ chat: { timings: FAST, expose: (value) => (chatState = value.state) } }));
    origin = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  after(() => app.close());

  const headers = (extra = {}) => ({ 'x-device-id': 'device-1', ...extra });
  const get = async (path, extra) => {
    const response = await fetch(`${origin}${path}`, { headers: headers(extra) });
    return { status: response.status, body: await response.json() };
  };
  const troubleshoot = async (body) => {
    const response = await fetch(`${origin}/api/help-centre/troubleshoot`, { method: 'POST', headers: headers({ 'content-type': 'application/json' }), body: JSON.stringify(body) });
    return { status: response.status, body: await response.json() };
  };
  const transactions = async (query) => (await get(`/api/accounts/transactions?${new URLSearchParams(query)}`)).body.transactions;

  test('lists the cards, at most the limit asked, and asks for the device', async () => {
    assert.equal((await fetch(`${origin}/api/accounts/cards`)).status, 400);
    const all = (await get('/api/accounts/cards')).body.cards;
    assert.ok(all.length > 4, 'more cards than the selector fetches (4), so it shows See all');
    for (const card of all) assert.deepEqual(Object.keys(card).sort(), ['id', 'last4', 'name']);
    assert.deepEqual((await get('/api/accounts/cards?limit=4')).body.cards, all.slice(0, 4));
    assert.equal((await get('/api/accounts/cards?limit=0')).status, 400);
  });

  test('answers one card and one transaction by id (404 for an unknown one), asking for the device', async () => {
    const [card] = (await get('/api/accounts/cards')).body.cards;
    assert.deepEqual((await get(`/api/accounts/cards/${card.id}`)).body, card);
    assert.deepEqual(await get('/api/accounts/cards/nope'), { status: 404, body: { error: 'no_card', message: 'No card nope.' } });
    const [row] = await transactions({ count: '1' });
    assert.deepEqual((await get(`/api/accounts/transactions/${row.id}`)).body, row);
    assert.equal((await get('/api/accounts/transactions/nope')).status, 404);
    assert.equal((await fetch(`${origin}/api/accounts/transactions/${row.id}`)).status, 400);
  });

  test('lists transactions per filter: types, fee code, merchant flag and count, newest first', async () => {
    const cards = await transactions([['count', '50'], ['types', 'CARD_PAYMENT'], ['types', 'CARD_REFUND'], ['types', 'ATM']]);
    assert.ok(cards.length >= 4);
    assert.ok(cards.every((row) => ['CARD_PAYMENT', 'CARD_REFUND', 'ATM'].includes(row.type)));
    const dates = cards.map((row) => row.createdDate);
    assert.deepEqual(dates, [...dates].sort().reverse(), 'newest first');
    assert.ok(dates.every((date) => Date.parse(date) <= Date.now()), 'none in the future');
    for (const row of cards) assert.deepEqual(Object.keys(row).sort(), ['amount', 'createdDate', 'currency', 'id', 'title', 'type']);

    const merchant = await transactions([['count', '4'], ['types', 'CARD_PAYMENT'], ['types', 'CARD_REFUND'], ['merchantTransaction', 'true']]);
    assert.ok(merchant.length >= 2 && merchant.every((row) => /customer/.test(row.title)), JSON.stringify(merchant));
    const custody = await transactions({ count: '4', types: 'FEE', feeCode: 'TRADING_CUSTODY_FEE' });
    assert.deepEqual(custody.map((row) => row.title), ['Trading custody fee']);
    assert.equal((await transactions({ count: '2', types: 'TRANSFER' })).length, 2);

    // Every type of §9 occurs.
    const every = await transactions({ count: '100' });
    assert.deepEqual(TYPES.filter((type) => !every.some((row) => row.type === type)), []);

    assert.equal((await get('/api/accounts/transactions?types=TRANSFER')).status, 400, 'count is required');
    assert.equal((await get('/api/accounts/transactions?count=4&types=GIFT')).status, 400);
    assert.equal((await get('/api/accounts/transactions?count=4&merchantTransaction=yes')).status, 400);
  });

  test('pages the transactions with createdBefore: only older ones, the next page continuing where one ended', async () => {
    const every = await transactions({ count: '100' });
    const first = await transactions({ count: '5' });
    const next = await transactions({ count: '5', createdBefore: first.at(-1).createdDate });
    assert.deepEqual([...first, ...next], every.slice(0, 10));
    assert.equal((await get('/api/accounts/transactions?count=5&createdBefore=yesterday')).status, 400);
  });

  test("answers a transaction's issues by its type, with help links into the business scope", async () => {
    const business = (await get('/api/help-centre/support/faq-tree/v1/business')).body;
    const keys = new Set(business.flatMap((category) => category.children.map((node) => node.key)));
    const every = await transactions({ count: '100' });
    for (const type of TYPES) {
      const row = every.find((candidate) => candidate.type === type);
      const { status, body } = await troubleshoot({ entityId: row.id, entityType: 'TRANSACTION', debug: false });
      assert.equal(status, 200, type);
      assert.ok(body.items.length > 0, `issues for ${type}`);
      for (const item of body.items) {
        assert.match(item.key, /^[0-9a-f]{16}$/);
        assert.equal(typeof item.title, 'string');
        assert.ok(!/\{\w+\}/.test(JSON.stringify(item)), `filled in: ${JSON.stringify(item)}`);
        if (item.help) {
          assert.ok(keys.has(item.help.key), `${item.help.key} is a business article`);
          assert.equal(item.help.hyperlink, `finapp://faq?key=${encodeURIComponent(item.help.key)}`);
        }
        if (item.image) assert.equal(new URL(item.image).origin, origin);
        for (const action of item.actions) assert.ok(action.formId ? action.title : action.label && action.link, JSON.stringify(action));
      }
    }
    const payment = every.find((row) => row.type === 'CARD_PAYMENT' && !/customer/.test(row.title));
    const { body } = await troubleshoot({ entityId: payment.id, entityType: 'TRANSACTION', debug: false });
    const first = body.items[0];
    assert.equal(first.key, hashedKey('not-recognised'));
    assert.ok(first.content.includes(payment.title), first.content);
    assert.equal(first.subContents.style, 'NUMBERED');
    assert.deepEqual(first.subContents.items[2].action, { label: 'Open cards', link: 'finapp://cards' });
    assert.deepEqual(first.actions, [{ formId: 'chargeback', title: 'Dispute this payment' }]);
    assert.ok((await fetch(first.image)).ok, 'the image is served');

    // A merchant's card payment has the merchant's issues.
    const sale = every.find((row) => row.type === 'CARD_PAYMENT' && /customer/.test(row.title));
    const merchant = await troubleshoot({ entityId: sale.id, entityType: 'TRANSACTION' });
    assert.deepEqual(merchant.body.items.map((item) => item.title), ['My payout is late', 'A customer disputes this payment']);
  });

  test("answers a card's issues with help links into the retail scope, and debug names the rule", async () => {
    const retail = (await get('/api/help-centre/support/faq-tree/v1/retail')).body;
    const keys = new Set(retail.flatMap((category) => category.children.map((node) => node.key)));
    const [card] = (await get('/api/accounts/cards')).body.cards;
    const { status, body } = await troubleshoot({ entityId: card.id, entityType: 'CARD', debug: true });
    assert.equal(status, 200);
    assert.deepEqual(body.items.map((item) => item.title), ['My card was declined', 'My card is lost or stolen', "I can't unfreeze my card"]);
    for (const item of body.items) {
      assert.ok(keys.has(item.help.key), `${item.help.key} is a retail article`);
      assert.match(item.subtitle, new RegExp(`^Debug: rule card → [a-z-]+ for CARD ${card.id}$`));
    }
    assert.ok(body.items[0].content.includes(`${card.name} ending ${card.last4}`), body.items[0].content);
  });

  test('refuses a troubleshoot request that is malformed or names no known entity', async () => {
    assert.equal((await troubleshoot({ entityType: 'CARD' })).status, 400);
    assert.equal((await troubleshoot({ entityId: 'card-debit', entityType: 'ACCOUNT' })).status, 400);
    assert.equal((await troubleshoot({ entityId: 'card-debit', entityType: 'CARD', debug: 'yes' })).status, 400);
    const missing = await troubleshoot({ entityId: 'hc-tx-999', entityType: 'TRANSACTION' });
    assert.equal(missing.status, 404);
    assert.equal(missing.body.error, 'no_entity');
    const response = await fetch(`${origin}/api/help-centre/troubleshoot`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    assert.equal(response.status, 400, 'the device header is required');
  });

  test("decides per category: the user's active request is continued, else a new chat, none past the limit", async () => {
    const decide = async (identity, category) => (await get(`/api/support/chat-decision${category ? `?category=${category}` : ''}`, identity ? { 'x-registered-identity-id': identity } : {})).body;
    assert.deepEqual(await decide(undefined, 'transfers'), { openNew: true }, 'a visitor opens a new chat');
    assert.deepEqual(await decide('user-dec-1', undefined), { openNew: true }, 'no category: a new chat');

    const transfers = await decide('user-dec-1', 'transfers');
    assert.equal(transfers.openNew, false);
    const { tickets } = (await get('/api/help-centre/support/tickets', { 'x-registered-identity-id': 'user-dec-1' })).body;
    assert.equal(tickets.find((ticket) => ticket.id === transfers.ticketId)?.title, 'Transfer to a friend is late');
    assert.deepEqual(await decide('user-dec-1', 'currency-exchange'), { openNew: true });

    // A resolved request of the category is not continued.
    const late = chatState.ticket('user-dec-1', transfers.ticketId);
    late.state = 'resolved';
    assert.deepEqual(await decide('user-dec-1', 'transfers'), { openNew: true });

    // At the limit of active chats, a category without one gets neither (the element's error toast).
    const active = chatState.ticketsOf('user-dec-1').filter((ticket) => ['open', 'assigned', 'awaiting_response'].includes(ticket.state)).length;
    for (let index = active; index < MAX_ACTIVE_CHATS; index++) chatState.newTicket('user-dec-1', { category: 'team' });
    assert.deepEqual(await decide('user-dec-1', 'currency-exchange'), { openNew: false });
    assert.equal((await decide('user-dec-1', 'team')).openNew, false);
    assert.ok((await decide('user-dec-1', 'team')).ticketId, 'an active request of the category is still continued');
  });

  test("the desk reads a help-centre ticket's fields (§7.2) and context: the chatbot names the page and the transaction", async () => {
    const chat = chatAgent(origin);
    assert.equal((await chat.call('POST', 'signin', { verificationToken: 'token', clientId: 'user-ctx-1' })).status, 200);
    const context = { entityRef: { id: 'hc-tx-003', type: 'TRANSACTION' } };
    const fields = { titleKey: hashedKey('exchange-rate'), localisedFaqPath: 'The exchange rate looks wrong', faqPath: 'troubleshoot/transaction/exchange-rate' };
    assert.equal((await chat.call('POST', 'tickets', { category: 'currency-exchange', context, titleKey: 7 })).status, 400, 'titleKey is a string');
    const created = await chat.call('POST', 'tickets', { tags: ['retail'], category: 'currency-exchange', context, ...fields });
    assert.equal(created.status, 201);
    const stored = chatState.ticket('user-ctx-1', created.body.id);
    assert.deepEqual(stored.context, context);
    assert.deepEqual({ titleKey: stored.titleKey, localisedFaqPath: stored.localisedFaqPath, faqPath: stored.faqPath, tags: stored.tags }, { ...fields, tags: ['retail'] });
    const sent = await chat.call('POST', `tickets/${created.body.id}/messages/text?correlationId=c-1`, { text: 'The rate is not what I saw' });
    assert.equal(sent.status, 200);
    const note = 'I can see you came from the help centre about "The exchange rate looks wrong" (transaction hc-tx-003).';
    const deadline = Date.now() + 3000;
    let texts = [];
    while (Date.now() < deadline && !texts.includes(note)) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      texts = (await chat.call('GET', `tickets/${created.body.id}/messages`)).body.map((message) => message.payload?.text);
    }
    assert.ok(texts.includes(note), JSON.stringify(texts));
    // Said once.
    await chat.call('POST', `tickets/${created.body.id}/messages/text?correlationId=c-2`, { text: 'Still wrong' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    texts = (await chat.call('GET', `tickets/${created.body.id}/messages`)).body.map((message) => message.payload?.text);
    assert.equal(texts.filter((text) => text === note).length, 1);
  });
});
