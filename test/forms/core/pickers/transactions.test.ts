import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { lazyItemChunks } from '../../../../src/forms/core/items';
import type { Item } from '../../../../src/forms/core/items';
import { createItemRules } from '../../../../src/forms/core/items/rules';
import { listingsFor } from '../../../../src/forms/core/listings';
import type { FormHost, LegacyTransactionsQuery, TransactionsRequest } from '../../../../src/forms/core/host';
import {
  dayTitle,
  firstPageKey,
  groupByDay,
  isFailedState,
  legacyQuery,
  mergePages,
  nextPageKey,
  toggleTransaction,
  transactionsRequest,
  transactionTime,
  transactionWindow,
} from '../../../../src/forms/core/pickers/transactions';
import { decodeFilter, decodeTransactionPage } from '../../../../src/forms/core/pickers/wire';
import type { Transaction, TransactionEntity } from '../../../../src/forms/core/pickers/wire';
import { formItems } from '../../../../src/forms/ui/items';
import { enGB } from '../../support/fixtures';

/** A fixed "now" (fake time): Monday 23 November 2026, 14:05 UTC. */
const NOW = Date.parse('2026-11-23T14:05:00Z');
const tx = (id: string, createdDate: string, extra: Partial<Transaction> = {}): Transaction => ({ id, description: `Payment ${id}`, createdDate, entity: { id, createdDate }, ...extra });

describe('transaction paging (§9 Transaction paging)', () => {
  it('the first page is keyed by now; a window ends at createdBefore and starts 30 days before', () => {
    expect(firstPageKey(NOW)).to.equal('2026-11-23T14:05:00.000Z');
    expect(transactionWindow('2026-11-23T14:05:00.000Z')).to.deep.equal({ from: '2026-10-24T14:05:00.000Z', to: '2026-11-23T14:05:00.000Z' });
    // Across a DST change the window is 30 × 24 h, not 30 calendar days in a zone.
    expect(transactionWindow('2026-04-10T00:00:00.000Z').from).to.equal('2026-03-11T00:00:00.000Z');
  });

  const keys: [string, { last: boolean; createdSince?: string }, string | undefined][] = [
    ['a last page has no next key', { last: true, createdSince: '2026-10-01T00:00:00.000Z' }, undefined],
    ['the next page continues where this one stopped (a full window of 120)', { last: false, createdSince: '2026-11-02T08:00:00.000Z' }, '2026-11-02T08:00:00.000Z'],
    ['a page without createdSince covered its whole window', { last: false }, '2026-10-24T14:05:00.000Z'],
  ];
  for (const [name, page, next] of keys) {
    it(name, () => {
      expect(nextPageKey({ rows: [], ...page }, '2026-11-23T14:05:00.000Z')).to.equal(next);
    });
  }

  it('merges pages newest first, each transaction once (a boundary may repeat one)', () => {
    const a = tx('a', '2026-11-23T10:00:00Z');
    const b = tx('b', '2026-11-20T10:00:00Z');
    const c = tx('c', '2026-10-01T10:00:00Z');
    expect(mergePages([{ rows: [a, b], last: false }, { rows: [b, c], last: true }]).map((row) => row.id)).to.deep.equal(['a', 'b', 'c']);
  });

  it('decodes a page {transactions, last, createdSince}; a missing last means last', () => {
    const page = decodeTransactionPage({ transactions: [{ id: 7, description: 'Coffee', createdDate: '2026-11-23T09:00:00Z', amount: { amount: -3.5, currency: 'GBP' }, state: 'DECLINED', icon: { name: 'card' } }], createdSince: '2026-10-24T00:00:00Z' });
    expect(page).to.deep.equal({
      rows: [
        {
          id: '7',
          description: 'Coffee',
          createdDate: '2026-11-23T09:00:00Z',
          amount: { amount: -3.5, currency: 'GBP' },
          state: 'DECLINED',
          icon: { name: 'card' },
          entity: { id: '7', description: 'Coffee', createdDate: '2026-11-23T09:00:00Z', amount: { amount: -3.5, currency: 'GBP' }, state: 'DECLINED', icon: { name: 'card' } },
        },
      ],
      last: true,
      createdSince: '2026-10-24T00:00:00Z',
    });
    expect(() => decodeTransactionPage({ transactions: [{ id: 'x' }] })).to.throw(/createdDate/);
  });
});

describe('transaction rows (§9: grouping by d MMM yyyy, HH:mm today, dd/MM/yyyy HH:mm otherwise)', () => {
  const times: [string, string, string | undefined, string, boolean][] = [
    ['today in UTC', '2026-11-23T09:07:00Z', 'UTC', '09:07', true],
    ['yesterday', '2026-11-22T23:59:00Z', 'UTC', '22/11/2026 23:59', false],
    ['a year ago, same day and month', '2025-11-23T09:07:00Z', 'UTC', '23/11/2025 09:07', false],
    ['midnight today', '2026-11-23T00:00:00Z', 'UTC', '00:00', true],
    // 23:30 UTC on the 22nd is already the 23rd in Dubai (+4): today there.
    ['today in the viewer\'s zone, not UTC', '2026-11-22T23:30:00Z', 'Asia/Dubai', '03:30', true],
    ['yesterday in New York (-5) though today in UTC', '2026-11-23T03:00:00Z', 'America/New_York', '22/11/2026 22:00', false],
    ['not a date', 'soon', 'UTC', '', false],
  ];
  for (const [name, created, zone, text, today] of times) {
    it(`time: ${name}`, () => {
      expect(transactionTime(created, NOW, zone)).to.deep.equal({ text, today });
    });
  }

  const titles: [string, string, string, string][] = [
    ['en-GB', '2026-11-03T10:00:00Z', 'UTC', '3 Nov 2026'],
    ['en-GB', '2026-01-31T23:30:00Z', 'Asia/Dubai', '1 Feb 2026'],
    ['de-DE', '2026-03-09T10:00:00Z', 'UTC', '9 Mär 2026'],
  ];
  for (const [locale, created, zone, title] of titles) {
    it(`day title ${locale} ${created} in ${zone}: ${title}`, () => {
      expect(dayTitle(Date.parse(created), locale, zone)).to.equal(title);
    });
  }

  it('puts a day heading before the first transaction of each day, in the zone given', () => {
    const rows = groupByDay([tx('a', '2026-11-23T10:00:00Z'), tx('b', '2026-11-23T01:00:00Z'), tx('c', '2026-11-22T22:00:00Z'), tx('d', '2026-10-01T10:00:00Z')], 'en-GB', 'UTC');
    expect(rows.map((row) => (row.kind === 'day' ? row.title : row.key))).to.deep.equal(['23 Nov 2026', 'a', 'b', '22 Nov 2026', 'c', '1 Oct 2026', 'd']);
    const dubai = groupByDay([tx('b', '2026-11-23T01:00:00Z'), tx('c', '2026-11-22T22:00:00Z')], 'en-GB', 'Asia/Dubai');
    expect(dubai.map((row) => (row.kind === 'day' ? row.title : row.key))).to.deep.equal(['23 Nov 2026', 'b', 'c']);
  });

  it('reads the viewer\'s own zone (no zone given) as Intl does in that zone', async () => {
    // Half an hour off UTC, so an hour or a day read in UTC by mistake shows.
    await executeServerCommand('emulate-timezone', { timezoneId: 'Asia/Kolkata' });
    try {
      const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
      expect(new Date('2026-01-01T00:00:00Z').getMinutes(), 'the page runs at UTC+5:30').to.equal(30);
      for (const created of ['2026-11-23T09:07:00Z', '2026-11-22T23:59:00Z', '2026-03-29T00:30:00Z', '2026-03-29T01:30:00Z', '2026-10-25T00:59:00Z', '2025-01-01T00:00:00Z']) {
        expect(transactionTime(created, NOW), created).to.deep.equal(transactionTime(created, NOW, zone));
        expect(dayTitle(Date.parse(created), 'en-GB'), created).to.equal(dayTitle(Date.parse(created), 'en-GB', zone));
      }
      const list = [tx('a', '2026-11-23T10:00:00Z'), tx('b', '2026-11-22T01:00:00Z'), tx('c', '2026-11-21T20:00:00Z')];
      expect(groupByDay(list, 'en-GB')).to.deep.equal(groupByDay(list, 'en-GB', zone));
      expect(groupByDay(list, 'en-GB').filter((row) => row.kind === 'day')).to.have.length(2);
    } finally {
      await executeServerCommand('emulate-timezone', {});
    }
  });

  it('works out each transaction\'s day once however often the list is grouped again', () => {
    const formatToParts = Intl.DateTimeFormat.prototype.formatToParts;
    let calls = 0;
    Intl.DateTimeFormat.prototype.formatToParts = function (this: Intl.DateTimeFormat, date?: Date | number) {
      calls++;
      return formatToParts.call(this, date);
    };
    try {
      const page = [tx('a', '2026-11-23T10:00:00Z'), tx('b', '2026-11-23T01:00:00Z'), tx('c', '2026-11-22T22:00:00Z')];
      groupByDay(page, 'en-GB', 'UTC');
      const first = calls;
      // A second page comes: only its row and its new day are worked out.
      const rows = groupByDay([...page, tx('d', '2026-10-01T10:00:00Z')], 'en-GB', 'UTC');
      expect(calls - first).to.equal(2);
      expect(rows.map((row) => (row.kind === 'day' ? row.title : row.key))).to.deep.equal(['23 Nov 2026', 'a', 'b', '22 Nov 2026', 'c', '1 Oct 2026', 'd']);
      // Another locale or zone is worked out again.
      expect(groupByDay(page, 'de-DE', 'UTC').filter((row) => row.kind === 'day').map((row) => row.key)).to.deep.equal(['day-2026-11-23', 'day-2026-11-22']);
      expect(groupByDay(page, 'en-GB', 'Asia/Dubai').filter((row) => row.kind === 'day').map((row) => (row.kind === 'day' ? row.title : ''))).to.deep.equal(['23 Nov 2026']);
    } finally {
      Intl.DateTimeFormat.prototype.formatToParts = formatToParts;
    }
  });

  const states: [string | undefined, boolean][] = [
    ['REVERTED', true],
    ['FAILED', true],
    ['DECLINED', true],
    ['CANCELLED', true],
    ['CREATED', false],
    ['COMPLETED', false],
    [undefined, false],
    ['declined', false],
  ];
  for (const [state, failed] of states) {
    it(`state ${state ?? '(none)'} ${failed ? 'looks failed' : 'does not look failed'}`, () => {
      expect(isFailedState(state)).to.equal(failed);
    });
  }
});

describe('transaction filters (§3: name, type, value type)', () => {
  const cases: [string, Record<string, unknown>, unknown][] = [
    ['STRING', { name: 'mcc', type: 'IN', valueType: 'STRING', values: ['5812', '5814'] }, { valueType: 'STRING', values: ['5812', '5814'] }],
    ['BOOLEAN from true or its text', { name: 'chargebackEligible', valueType: 'BOOLEAN', value: 'true' }, { valueType: 'BOOLEAN', values: [true] }],
    ['INT32', { name: 'mcc', valueType: 'INT32', values: [5812, '5814'] }, { valueType: 'INT32', values: [5812, 5814] }],
    ['INT64 beyond 2^53 stays exact, as text', { name: 'account', valueType: 'INT64', value: '9007199254740993' }, { valueType: 'INT64', values: ['9007199254740993'] }],
    ['DATE_TIME', { name: 'createdDate', type: 'GT', valueType: 'DATE_TIME', value: '2026-01-01T00:00:00Z' }, { valueType: 'DATE_TIME', values: ['2026-01-01T00:00:00Z'] }],
    ['DATE', { name: 'createdDate', type: 'BETWEEN', valueType: 'DATE', values: ['2026-01-01', '2026-06-30'] }, { valueType: 'DATE', values: ['2026-01-01', '2026-06-30'] }],
    ['TIME', { name: 'cutOff', valueType: 'TIME', value: '17:30' }, { valueType: 'TIME', values: ['17:30'] }],
    ['no valueType: read from the JSON', { name: 'chargebackEligible', value: false }, { valueType: 'BOOLEAN', values: [false] }],
  ];
  for (const [name, json, expected] of cases) {
    it(name, () => {
      expect(decodeFilter(json, '$')).to.deep.include(expected as object);
    });
  }

  const bad: [string, Record<string, unknown>][] = [
    ['INT32 out of range', { name: 'mcc', valueType: 'INT32', value: 2 ** 31 }],
    ['INT32 not whole', { name: 'mcc', valueType: 'INT32', value: 1.5 }],
    ['BOOLEAN of another text', { name: 'chargebackEligible', valueType: 'BOOLEAN', value: 'yes' }],
    ['DATE not a day', { name: 'createdDate', valueType: 'DATE', value: '2026-02-30' }],
    ['DATE_TIME not ISO 8601', { name: 'createdDate', valueType: 'DATE_TIME', value: 'yesterday' }],
    ['TIME out of range', { name: 'cutOff', valueType: 'TIME', value: '25:00' }],
    ['an unknown valueType', { name: 'x', valueType: 'FLOAT', value: 1 }],
  ];
  for (const [name, json] of bad) {
    it(`${name} is a decode error (the filter is left out with a warning)`, () => {
      expect(() => decodeFilter(json, '$.filters[0]')).to.throw(/\$\.filters\[0\]/);
    });
  }
});

describe('transaction requests (§7 Transaction listing)', () => {
  const base = { flowId: 'f', itemId: 'tx', firstKey: '2026-11-23T14:05:00.000Z', keyword: '', transactionIds: [], excludeTransactionIds: [], filters: [] };

  it('asks for createdBefore only, by default', () => {
    expect(transactionsRequest({ ...base, createdBefore: base.firstKey })).to.deep.equal({ flowId: 'f', itemId: 'tx', createdBefore: base.firstKey });
  });

  it('sends the page\'s transactionId on the first page only, the trimmed keyword, ids and filters on every page', () => {
    const filters = [decodeFilter({ name: 'mcc', type: 'IN', values: [5812, 5814] }, '$'), decodeFilter({ name: 'chargebackEligible', type: 'EQ', valueType: 'BOOLEAN', value: true }, '$')];
    const more = { ...base, keyword: ' coffee ', transactionId: 't9', transactionIds: ['t1', 't9'], excludeTransactionIds: ['t2'], filters };
    const first = transactionsRequest({ ...more, createdBefore: base.firstKey });
    expect(first).to.deep.equal({
      flowId: 'f',
      itemId: 'tx',
      createdBefore: base.firstKey,
      searchKeyword: 'coffee',
      transactionId: 't9',
      transactionIds: ['t1', 't9'],
      excludeTransactionIds: ['t2'],
      // §3: each filter keeps its value type, and its values are sent typed.
      filters: [
        { name: 'mcc', type: 'IN', valueType: 'INT64', values: [5812, 5814] },
        { name: 'chargebackEligible', type: 'EQ', valueType: 'BOOLEAN', values: [true] },
      ],
    });
    const second = transactionsRequest({ ...more, createdBefore: '2026-10-24T14:05:00.000Z' });
    expect(second.transactionId).to.equal(undefined);
    expect(second.searchKeyword).to.equal('coffee');
  });

  it('sends filters as query values over HTTP: IN repeats, BETWEEN/GT/LT become nameFrom/nameTo', async () => {
    const seen: { path: string; query: unknown }[] = [];
    const http = { get: async (path: string, init: { query: unknown }) => (seen.push({ path, query: init.query }), { transactions: [], last: true }) };
    const host = { source: { http, headers: {} } } as unknown as FormHost;
    const filters = [
      { name: 'mcc', type: 'IN', valueType: 'INT32', values: [5812, 5814] },
      { name: 'createdDate', type: 'BETWEEN', valueType: 'DATE', values: ['2026-01-01', '2026-06-30'] },
      { name: 'chargebackEligible', type: 'EQ', valueType: 'BOOLEAN', values: [true] },
    ];
    await listingsFor(host).listTransactions({ flowId: 'demo flow', itemId: 'tx', createdBefore: 'K', searchKeyword: 'tea', filters });
    expect(seen).to.deep.equal([
      {
        path: 'api/forms/demo%20flow/items/tx/transactions',
        query: {
          createdBefore: 'K',
          searchKeyword: 'tea',
          transactionId: undefined,
          excludeTransactionIds: undefined,
          transactionIds: undefined,
          mcc: ['5812', '5814'],
          createdDateFrom: ['2026-01-01'],
          createdDateTo: ['2026-06-30'],
          chargebackEligible: ['true'],
        },
      },
    ]);
  });

  it('an adapter with no listing method answers empty and last (the default setup)', async () => {
    const host = { source: { adapter: { loadFlow: async () => null, submitFlow: async () => null } } } as unknown as FormHost;
    expect(await listingsFor(host).listTransactions({ flowId: 'f', itemId: 'tx', createdBefore: 'K' })).to.deep.equal({ transactions: [], last: true });
  });
});

describe('getTransactionsLegacy when the adapter supplies only it (§7)', () => {
  const request: TransactionsRequest = {
    flowId: 'f',
    itemId: 'tx',
    createdBefore: '2026-11-23T14:05:00.000Z',
    filters: [
      { name: 'mcc', type: 'IN', valueType: 'STRING', values: ['5812'] },
      { name: 'chargebackEligible', type: 'EQ', valueType: 'BOOLEAN', values: [false] },
    ],
  };

  it('asks for 120 in the page\'s 30-day window with mcc and chargebackEligible', () => {
    expect(legacyQuery(request)).to.deep.equal({ count: 120, from: '2026-10-24T14:05:00.000Z', to: '2026-11-23T14:05:00.000Z', mcc: ['5812'], chargebackEligible: false });
    expect(legacyQuery({ flowId: 'f', itemId: 'tx', createdBefore: request.createdBefore })).to.deep.equal({ count: 120, from: '2026-10-24T14:05:00.000Z', to: '2026-11-23T14:05:00.000Z' });
  });

  const legacyHost = (rows: (query: LegacyTransactionsQuery) => unknown[], seen: LegacyTransactionsQuery[]) =>
    ({ source: { adapter: { loadFlow: async () => null, submitFlow: async () => null, getTransactionsLegacy: async (query: LegacyTransactionsQuery) => (seen.push(query), { transactions: rows(query) }) } } }) as unknown as FormHost;

  it('pages through windows; a full page continues from its oldest row; an empty window ends the list', async () => {
    const seen: LegacyTransactionsQuery[] = [];
    const full = Array.from({ length: 120 }, (_, index) => tx(`t${index}`, new Date(Date.parse('2026-11-23T12:00:00Z') - index * 3600_000).toISOString()));
    const listings = listingsFor(legacyHost((query) => (query.to === request.createdBefore ? full : []), seen));
    const first = decodeTransactionPage(await listings.listTransactions(request));
    expect(seen[0]).to.deep.equal(legacyQuery(request));
    expect(first.rows).to.have.length(120);
    expect(first.last).to.equal(false);
    expect(nextPageKey(first, request.createdBefore)).to.equal(full[119]!.createdDate);
    const second = decodeTransactionPage(await listings.listTransactions({ ...request, createdBefore: full[119]!.createdDate }));
    expect(second).to.deep.equal({ rows: [], last: true, createdSince: transactionWindow(full[119]!.createdDate).from });
  });

  it('applies the keyword, transactionIds and excludeTransactionIds the legacy call does not know', async () => {
    const rows = [tx('a', '2026-11-20T10:00:00Z', { description: 'Coffee House' }), tx('b', '2026-11-19T10:00:00Z', { description: 'Fuel' }), tx('c', '2026-11-18T10:00:00Z', { description: 'coffee beans' })];
    const listings = listingsFor(legacyHost(() => rows, []));
    const page = decodeTransactionPage(await listings.listTransactions({ ...request, searchKeyword: 'COFFEE', excludeTransactionIds: ['c'] }));
    expect(page.rows.map((row) => row.id)).to.deep.equal(['a']);
    expect(page.last).to.equal(false);
    expect(page.createdSince).to.equal('2026-10-24T14:05:00.000Z');
    const only = decodeTransactionPage(await listings.listTransactions({ ...request, transactionIds: ['b', 'c'] }));
    expect(only.rows.map((row) => row.id)).to.deep.equal(['b', 'c']);
  });
});

describe('a transaction keeps its fields (§3 Transaction, issue 46)', () => {
  const sent = {
    id: 7,
    description: 'Tesco',
    createdDate: '2026-11-20T10:00:00Z',
    amount: { amount: -12.5, currency: 'GBP' },
    state: 'COMPLETED',
    type: 'CARD',
    category: 'GROCERIES',
    mcc: '5411',
    chargebackEligible: true,
    icon: { name: 'groceries', tint: 'green' },
    merchant: { id: 'm1', country: 'GB' },
  };

  it('type, category, mcc and chargebackEligible are read; the icon stays an object', () => {
    const [row] = decodeTransactionPage({ transactions: [sent] }).rows;
    expect(row).to.deep.include({ id: '7', type: 'CARD', category: 'GROCERIES', mcc: '5411', chargebackEligible: true, icon: { name: 'groceries' } });
  });

  it('a pick submits the entity as the server sent it, unknown fields included (its id as text)', () => {
    const [row] = decodeTransactionPage({ transactions: [sent] }).rows;
    expect(toggleTransaction([], row!, undefined)).to.deep.equal([{ ...sent, id: '7' }]);
  });

  it('a type or category this SDK does not know is not modelled, and still sent back', () => {
    const [row] = decodeTransactionPage({ transactions: [{ ...sent, type: 'CRYPTO', category: 'PETS' }] }).rows;
    expect(row!.type).to.equal(undefined);
    expect(row!.category).to.equal(undefined);
    expect(row!.entity).to.deep.include({ type: 'CRYPTO', category: 'PETS' });
  });
});

describe('transaction selection (§4 auto-advance, §5 at least one, at most maxSelected)', () => {
  const a = tx('a', '2026-11-20T10:00:00Z');
  const b = tx('b', '2026-11-19T10:00:00Z');
  const c = tx('c', '2026-11-18T10:00:00Z');
  const picks: [string, TransactionEntity[], Transaction, number | undefined, string[] | null][] = [
    ['adds a pick', [a.entity], b, 3, ['a', 'b']],
    ['lets a chosen one go', [a.entity, b.entity], a, 2, ['b']],
    ['refuses a pick past maxSelected', [a.entity, b.entity], c, 2, null],
    ['lets one go even at maxSelected', [a.entity, b.entity], b, 2, ['a']],
    ['no maxSelected: no limit', [a.entity, b.entity], c, undefined, ['a', 'b', 'c']],
    ['maxSelected 0: no limit', [a.entity, b.entity], c, 0, ['a', 'b', 'c']],
  ];
  for (const [name, selected, picked, max, result] of picks) {
    it(name, () => {
      const next = toggleTransaction(selected, picked, max);
      expect(next === null ? null : next.map((row) => row.id)).to.deep.equal(result);
    });
  }

  const rules = createItemRules(formItems, enGB);
  // The picker definitions are a lazy chunk (w16a): the engine adds them when a flow needs them.
  before(async () => {
    for (const chunk of lazyItemChunks) rules.add(await chunk.load());
  });
  const report = { warn: () => undefined, unknown: () => undefined };
  const item = (fields: Record<string, unknown>) => rules.decode({ id: 'tx', type: 'TRANSACTIONS_SELECTION', title: 'Transactions', required: true, ...fields }, '$', report) as Item;
  const value = (...rows: Transaction[]) => ({ transactions: rows });

  const verdicts: [string, Record<string, unknown>, unknown, { valid: boolean; message?: string }][] = [
    ['required, none chosen (the form names it: §5 required message)', { maxSelected: 2 }, value(), { valid: false }],
    ['required, nothing at all', {}, undefined, { valid: false }],
    ['one of at most 2', { maxSelected: 2 }, value(a), { valid: true }],
    ['two of at most 2', { maxSelected: 2 }, value(a, b), { valid: true }],
    ['three of at most 2', { maxSelected: 2 }, value(a, b, c), { valid: false, message: 'Select at most 2 transactions' }],
    ['optional and empty', { required: false, maxSelected: 2 }, value(), { valid: true }],
  ];
  for (const [name, fields, chosen, verdict] of verdicts) {
    it(`validation: ${name}`, () => {
      expect(rules.validate(item(fields), chosen)).to.deep.equal(verdict);
    });
  }

  it('single-select (maxSelected 1) advances on pick; multi-select does not', () => {
    expect(rules.isAutoAdvance(item({ maxSelected: 1 }))).to.equal(true);
    expect(rules.isAutoAdvance(item({ maxSelected: 3 }))).to.equal(false);
  });
});
