// The reference server's transaction listing: the fixtures (§3) and the paging of §9 over HTTP.
import assert from 'node:assert/strict';
import { URLSearchParams } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { createServer } from '../../demo/server/app.mjs';
import { CATEGORIES, STATUSES, TYPES, makeTransactions } from '../../demo/server/listings/transactions.mjs';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('reference transactions (fixtures)', () => {
  const now = Date.parse('2026-11-23T14:05:00Z');
  const rows = makeTransactions(now);

  it('are about 2,000 over 13 months, newest first, unique ids and seconds, the same every run', () => {
    assert.equal(rows.length, 2000);
    assert.equal(new Set(rows.map((row) => row.id)).size, 2000);
    assert.equal(new Set(rows.map((row) => row.createdDate)).size, 2000);
    const times = rows.map((row) => Date.parse(row.createdDate));
    assert.deepEqual(times, [...times].sort((a, b) => b - a));
    assert.ok(times[0] <= now);
    const months = (now - times.at(-1)) / (30.44 * DAY_MS);
    assert.ok(months > 12.5 && months <= 13, `spans ${months} months`);
    assert.deepEqual(makeTransactions(now), rows);
  });

  it('hold every type, status and category of §3, amounts with a currency, mcc and chargebackEligible', () => {
    assert.deepEqual(new Set(rows.map((row) => row.type)), new Set(TYPES));
    assert.deepEqual(new Set(rows.map((row) => row.state)), new Set(STATUSES));
    assert.deepEqual(new Set(rows.map((row) => row.category)), new Set(CATEGORIES));
    for (const row of rows) {
      assert.equal(typeof row.amount.amount, 'number');
      assert.match(row.amount.currency, /^[A-Z]{3}$/);
      assert.match(row.mcc, /^\d{4}$/);
      assert.equal(typeof row.chargebackEligible, 'boolean');
    }
    assert.ok(rows.filter((row) => row.chargebackEligible).length > 100);
  });
});

describe('GET /api/forms/{flowId}/items/{itemId}/transactions', () => {
  let app;
  before(async () => {
    ({ app } = await createServer());
  });
  after(() => app.close());

  const get = async (query, flowId = 'card-disputes') => {
    const response = await app.inject({ method: 'GET', url: `/api/forms/${flowId}/items/payments/transactions?${new URLSearchParams(query)}` });
    return { status: response.statusCode, body: response.json() };
  };

  it('pages newest first in 30-day windows of at most 120 keyed by createdBefore, every transaction once, to the last page', async () => {
    let createdBefore = new Date().toISOString();
    const seen = [];
    let pages = 0;
    for (;;) {
      const { status, body } = await get({ createdBefore });
      assert.equal(status, 200);
      pages += 1;
      assert.ok(body.transactions.length <= 120);
      const start = Date.parse(createdBefore) - 30 * DAY_MS;
      for (const row of body.transactions) {
        assert.ok(Date.parse(row.createdDate) < Date.parse(createdBefore));
        assert.ok(Date.parse(row.createdDate) >= start);
      }
      if (body.transactions.length < 120) assert.equal(body.createdSince, new Date(start).toISOString());
      else assert.equal(body.createdSince, body.transactions.at(-1).createdDate);
      seen.push(...body.transactions.map((row) => row.id));
      if (body.last) break;
      createdBefore = body.createdSince;
      assert.ok(pages < 40, 'paging does not end');
    }
    assert.equal(seen.length, 2000);
    assert.equal(new Set(seen).size, 2000);
    assert.ok(pages >= 17, `${pages} pages (~150 a month, 120 a page)`);
  });

  it('searches by keyword, narrows to transactionIds, leaves out excludeTransactionIds', async () => {
    const createdBefore = new Date().toISOString();
    const all = (await get({ createdBefore })).body.transactions;
    const word = all.find((row) => row.type === 'CARD').description.split(' ')[0].toUpperCase();
    const found = (await get({ createdBefore, searchKeyword: word })).body.transactions;
    assert.ok(found.length > 0 && found.every((row) => `${row.description} ${row.creatorName ?? ''} ${row.category}`.toUpperCase().includes(word)));
    const [a, b, c] = all;
    const only = new URLSearchParams({ createdBefore });
    only.append('transactionIds', a.id);
    only.append('transactionIds', c.id);
    only.append('excludeTransactionIds', c.id);
    const response = await app.inject({ method: 'GET', url: `/api/forms/card-disputes/items/payments/transactions?${only}` });
    assert.deepEqual(response.json().transactions.map((row) => row.id), [a.id]);
    assert.ok(!(await get({ createdBefore, excludeTransactionIds: b.id })).body.transactions.some((row) => row.id === b.id));
  });

  it('filters on mcc (IN), chargebackEligible and a createdDate range', async () => {
    const createdBefore = new Date().toISOString();
    const query = new URLSearchParams({ createdBefore, chargebackEligible: 'true' });
    query.append('mcc', '5814');
    query.append('mcc', '5812');
    const rows = (await app.inject({ method: 'GET', url: `/api/forms/card-disputes/items/payments/transactions?${query}` })).json().transactions;
    assert.ok(rows.length > 0);
    assert.ok(rows.every((row) => ['5814', '5812'].includes(row.mcc) && row.chargebackEligible === true));
    const from = new Date(Date.now() - 10 * DAY_MS).toISOString();
    const to = new Date(Date.now() - 5 * DAY_MS).toISOString();
    const ranged = await get({ createdBefore, createdDateFrom: from, createdDateTo: to });
    assert.ok(ranged.body.transactions.length > 0);
    assert.ok(ranged.body.transactions.every((row) => row.createdDate >= from && row.createdDate <= to));
    assert.equal(ranged.body.last, true);
  });

  it('puts the page\'s transactionId first on a page that does not hold it', async () => {
    const createdBefore = new Date().toISOString();
    const old = (await get({ createdBefore: new Date(Date.now() - 200 * DAY_MS).toISOString() })).body.transactions[3];
    const page = (await get({ createdBefore, transactionId: old.id })).body.transactions;
    assert.equal(page[0].id, old.id);
    assert.equal(page.filter((row) => row.id === old.id).length, 1);
  });

  it('answers 404 for an unknown flow and 400 without createdBefore', async () => {
    assert.equal((await get({ createdBefore: new Date().toISOString() }, 'nope')).status, 404);
    assert.equal((await get({})).status, 400);
  });

  it('serves getTransactionsLegacy: count, from, to, mcc and chargebackEligible', async () => {
    const to = new Date().toISOString();
    const from = new Date(Date.now() - 30 * DAY_MS).toISOString();
    const response = await app.inject({ method: 'GET', url: `/api/transactions/legacy?${new URLSearchParams({ count: '50', from, to, chargebackEligible: 'true' })}` });
    const rows = response.json().transactions;
    assert.equal(rows.length, 50);
    assert.ok(rows.every((row) => row.createdDate >= from && row.createdDate < to && row.chargebackEligible));
    assert.equal((await app.inject({ method: 'GET', url: '/api/transactions/legacy?count=x' })).statusCode, 400);
  });
});
