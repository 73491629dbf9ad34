/**
 * The transaction picker's rules (§3 Transaction, §9 Transaction paging): page keys and
 * windows, grouping by day, time formats, failed states and when to load more. Pure: time and
 * zone come in as arguments.
 */
import { dateFormat } from '../../../shared/i18n';
import { FAILED_TRANSACTION_STATES, TRANSACTION_PAGE_SIZE, TRANSACTION_WINDOW_DAYS } from '../../constants';
import type { LegacyTransactionsQuery, TransactionsRequest } from '../host';
import type { Page, Transaction, TransactionEntity, TransactionFilter } from './wire';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The 30-day window a page covers: it ends at createdBefore and starts 30 days earlier. */
export function transactionWindow(createdBefore: string): { from: string; to: string } {
  const end = Date.parse(createdBefore);
  return { from: new Date(end - TRANSACTION_WINDOW_DAYS * DAY_MS).toISOString(), to: new Date(end).toISOString() };
}

/** The first page's key: now. */
export const firstPageKey = (now: number): string => new Date(now).toISOString();

/** The next page's key (its createdBefore): where this page stopped, or none after the last. */
export function nextPageKey(page: Page<unknown>, createdBefore: string): string | undefined {
  if (page.last) return undefined;
  // A page that does not say where it stopped covered its whole window.
  return page.createdSince ?? transactionWindow(createdBefore).from;
}

export const isFailedState = (state: string | undefined): boolean => state !== undefined && FAILED_TRANSACTION_STATES.includes(state);

interface DateParts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
}

function dateParts(time: number, timeZone: string | undefined): DateParts {
  if (timeZone === undefined) {
    // The viewer's own zone needs no Intl: Date's local fields are the same numbers, some 20×
    // faster than formatToParts, and the list works out a day for every row loaded.
    const date = new Date(time);
    const two = (value: number) => String(value).padStart(2, '0');
    return { year: String(date.getFullYear()), month: two(date.getMonth() + 1), day: two(date.getDate()), hour: two(date.getHours()), minute: two(date.getMinutes()) };
  }
  const format = dateFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const parts: Record<string, string> = {};
  for (const part of format.formatToParts(time)) parts[part.type] = part.value;
  return { year: parts.year ?? '', month: parts.month ?? '', day: parts.day ?? '', hour: parts.hour ?? '', minute: parts.minute ?? '' };
}

const dayKey = (parts: DateParts) => `${parts.year}-${parts.month}-${parts.day}`;

/** 'd MMM yyyy' (§9): the day without a leading zero, the locale's short month, the year. */
export function dayTitle(time: number, locale: string, timeZone?: string): string {
  const parts = dateParts(time, timeZone);
  const month = dateFormat(locale, { timeZone, month: 'short' }).format(time);
  return `${Number(parts.day)} ${month} ${parts.year}`;
}

// The rows of a list render share one `now`: its day is worked out once, not once a row.
let today = { now: Number.NaN, zone: '', key: '' };
function todayKey(now: number, timeZone: string | undefined): string {
  if (today.now !== now || today.zone !== (timeZone ?? '')) today = { now, zone: timeZone ?? '', key: dayKey(dateParts(now, timeZone)) };
  return today.key;
}

export interface TransactionTime {
  /** §9: HH:mm for today's transactions, dd/MM/yyyy HH:mm for others; '' for no date. */
  text: string;
  /** Today's: the text does not say the day, so a row that hides its heading must. */
  today: boolean;
}

/** When a transaction was, as its row shows it. */
export function transactionTime(createdDate: string, now: number, timeZone?: string): TransactionTime {
  const time = Date.parse(createdDate);
  if (Number.isNaN(time)) return { text: '', today: false };
  const parts = dateParts(time, timeZone);
  const clock = `${parts.hour}:${parts.minute}`;
  return dayKey(parts) === todayKey(now, timeZone) ? { text: clock, today: true } : { text: `${parts.day}/${parts.month}/${parts.year} ${clock}`, today: false };
}

/** A transaction row carries its day's title too: the list hides its headings from assistive technology. */
export type TransactionRow = { kind: 'day'; key: string; title: string } | { kind: 'transaction'; key: string; transaction: Transaction; day: string };

interface Day {
  zone: string | undefined;
  locale: string;
  key: string;
  /** Made for the first transaction of a day only: the title of its heading. */
  title?: string;
}

/**
 * A transaction's day, worked out once per zone and locale: the list is grouped again over every
 * row loaded whenever a page comes.
 */
const days = new WeakMap<Transaction, Day>();

function dayOf(transaction: Transaction, locale: string, timeZone: string | undefined): Day {
  const known = days.get(transaction);
  if (known && known.zone === timeZone && known.locale === locale) return known;
  const time = Date.parse(transaction.createdDate);
  const day: Day = { zone: timeZone, locale, key: Number.isNaN(time) ? '' : dayKey(dateParts(time, timeZone)) };
  days.set(transaction, day);
  return day;
}

/** Rows of the list: a day heading before the first transaction of each day, in the order given (newest first). */
export function groupByDay(transactions: readonly Transaction[], locale: string, timeZone?: string): TransactionRow[] {
  const rows: TransactionRow[] = [];
  let current = '';
  let title = '';
  for (const transaction of transactions) {
    const day = dayOf(transaction, locale, timeZone);
    if (day.key !== current) {
      current = day.key;
      title = day.title ??= day.key ? dayTitle(Date.parse(transaction.createdDate), locale, timeZone) : '';
      rows.push({ kind: 'day', key: `day-${current}`, title });
    }
    rows.push({ kind: 'transaction', key: transaction.id, transaction, day: title });
  }
  return rows;
}

/** Rows of every page, each transaction once (a page boundary may repeat one). */
export function mergePages(pages: readonly Page<Transaction>[]): Transaction[] {
  const seen = new Set<string>();
  const out: Transaction[] = [];
  for (const page of pages) {
    for (const row of page.rows) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      out.push(row);
    }
  }
  return out;
}

/** What the picker asks for one page: the page's transactionId (§2) on the first page only, empty lists left out. */
export function transactionsRequest(args: {
  flowId: string;
  itemId: string;
  createdBefore: string;
  firstKey: string;
  keyword: string;
  transactionId?: string;
  transactionIds: readonly string[];
  excludeTransactionIds: readonly string[];
  filters: readonly TransactionFilter[];
}): TransactionsRequest {
  const { flowId, itemId, createdBefore, firstKey, keyword, transactionId, transactionIds, excludeTransactionIds, filters } = args;
  const request: TransactionsRequest = { flowId, itemId, createdBefore };
  if (keyword.trim()) request.searchKeyword = keyword.trim();
  if (transactionId && createdBefore === firstKey) request.transactionId = transactionId;
  if (transactionIds.length > 0) request.transactionIds = [...transactionIds];
  if (excludeTransactionIds.length > 0) request.excludeTransactionIds = [...excludeTransactionIds];
  if (filters.length > 0) request.filters = filters.map((filter) => ({ ...filter, values: [...filter.values] }));
  return request;
}

/**
 * A pick in a multi-select list (§5): a chosen transaction is let go; a new one is taken while
 * fewer than maxSelected are chosen (none or 0: no limit), otherwise the pick is refused (null).
 */
export function toggleTransaction(selected: readonly TransactionEntity[], transaction: Transaction, maxSelected: number | undefined): TransactionEntity[] | null {
  if (selected.some((other) => other.id === transaction.id)) return selected.filter((other) => other.id !== transaction.id);
  if (maxSelected !== undefined && maxSelected > 0 && selected.length >= maxSelected) return null;
  return [...selected, transaction.entity];
}

/** §7 getTransactionsLegacy's query for a page: its 30-day window, 120 rows, the mcc and chargebackEligible filters. */
export function legacyQuery(request: TransactionsRequest): LegacyTransactionsQuery {
  const { from, to } = transactionWindow(request.createdBefore);
  const query: LegacyTransactionsQuery = { count: TRANSACTION_PAGE_SIZE, from, to };
  for (const filter of request.filters ?? []) {
    if (filter.name === 'mcc') query.mcc = filter.values.map((value) => (typeof value === 'boolean' ? String(value) : value));
    if (filter.name === 'chargebackEligible' && filter.values[0] !== undefined) query.chargebackEligible = filter.values[0] === true || filter.values[0] === 'true';
  }
  return query;
}

/**
 * A page from a legacy answer (`{transactions}` or a list): the legacy call knows no keyword or
 * ids, so they are applied here. A full page continues from its oldest row; a window with no
 * transactions at all ends the list (the legacy call cannot say whether older ones exist).
 */
export function legacyPage(request: TransactionsRequest, query: LegacyTransactionsQuery, answer: unknown): { transactions: unknown[]; last: boolean; createdSince: string } {
  const all: unknown[] = Array.isArray(answer) ? answer : Array.isArray((answer as { transactions?: unknown } | null)?.transactions) ? (answer as { transactions: unknown[] }).transactions : [];
  const field = (row: unknown, name: string): string => {
    const value = (row as Record<string, unknown> | null)?.[name];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  };
  const needle = request.searchKeyword?.toLocaleLowerCase();
  const rows = all.filter((row) => {
    const id = field(row, 'id');
    if (request.transactionIds && !request.transactionIds.includes(id)) return false;
    if (request.excludeTransactionIds?.includes(id)) return false;
    return !needle || `${field(row, 'description')} ${field(row, 'creatorName')}`.toLocaleLowerCase().includes(needle);
  });
  const full = all.length >= query.count;
  const oldest = all.length > 0 ? field(all[all.length - 1], 'createdDate') : '';
  return { transactions: rows, last: all.length === 0, createdSince: full && oldest ? oldest : query.from };
}
