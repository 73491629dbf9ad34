/**
 * The transaction picker's rules (§3 Transaction, §9 Transaction paging): page keys and
 * windows, grouping by day, time formats, failed states and when to load more. Pure: time and
 * zone come in as arguments.
 */
import { FAILED_TRANSACTION_STATES, TRANSACTION_WINDOW_DAYS } from '../../constants';
import type { Page, Transaction } from './wire';

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
  const format = new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const parts: Record<string, string> = {};
  for (const part of format.formatToParts(time)) parts[part.type] = part.value;
  return { year: parts.year ?? '', month: parts.month ?? '', day: parts.day ?? '', hour: parts.hour ?? '', minute: parts.minute ?? '' };
}

const dayKey = (parts: DateParts) => `${parts.year}-${parts.month}-${parts.day}`;

/** 'd MMM yyyy' (§9): the day without a leading zero, the locale's short month, the year. */
export function dayTitle(time: number, locale: string, timeZone?: string): string {
  const parts = dateParts(time, timeZone);
  const month = new Intl.DateTimeFormat(locale, { timeZone, month: 'short' }).format(time);
  return `${Number(parts.day)} ${month} ${parts.year}`;
}

/** §9: today's transactions show HH:mm, others dd/MM/yyyy HH:mm. */
export function transactionTime(createdDate: string, now: number, timeZone?: string): string {
  const time = Date.parse(createdDate);
  if (Number.isNaN(time)) return '';
  const parts = dateParts(time, timeZone);
  const clock = `${parts.hour}:${parts.minute}`;
  return dayKey(parts) === dayKey(dateParts(now, timeZone)) ? clock : `${parts.day}/${parts.month}/${parts.year} ${clock}`;
}

export type TransactionRow = { kind: 'day'; key: string; title: string } | { kind: 'transaction'; key: string; transaction: Transaction };

/** Rows of the list: a day heading before the first transaction of each day, in the order given (newest first). */
export function groupByDay(transactions: readonly Transaction[], locale: string, timeZone?: string): TransactionRow[] {
  const rows: TransactionRow[] = [];
  let current = '';
  for (const transaction of transactions) {
    const time = Date.parse(transaction.createdDate);
    const key = Number.isNaN(time) ? '' : dayKey(dateParts(time, timeZone));
    if (key !== current) {
      current = key;
      rows.push({ kind: 'day', key: `day-${key}`, title: Number.isNaN(time) ? '' : dayTitle(time, locale, timeZone) });
    }
    rows.push({ kind: 'transaction', key: transaction.id, transaction });
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
