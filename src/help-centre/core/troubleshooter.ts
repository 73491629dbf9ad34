/**
 * The troubleshooters and topic selectors (sso-chat-help-centre.md §2.3, §3.3, §9): their models
 * and the selectors' rules (the wire decoders of cards, transactions and issues are in
 * troubleshooter-wire.ts, loaded on the first call; the chat hand-off is in chat.ts, the routes in
 * routes.ts). Pure: used by the default services, the views and tests.
 */
import { CARD_TROUBLESHOOTER_CATEGORY, DEFAULT_TRANSACTION_CATEGORIES, TRANSACTION_FILTER_COUNT, TRANSACTION_SELECTOR_GROUPS } from '../constants';
import type { HelpCentreScope, TransactionSelectorGroup, TransactionType } from '../constants';
import type { ArticleAction } from './model';

/** §3.3 Card: id; name and the last digits are what the list shows. */
export interface Card {
  id: string;
  name: string;
  last4?: string | undefined;
}

/** §3.3 Transaction: id, createdDate (ISO 8601); the rest is what a row shows. */
export interface Transaction {
  id: string;
  createdDate: string;
  title: string;
  type: TransactionType;
  /** Minor units are not used: a decimal amount in its currency, negative for money out. */
  amount: number;
  currency: string;
}

/** §3.3 Transaction filter: count, types, feeCode, merchantTransaction. */
export interface TransactionFilter {
  count: number;
  types: TransactionType[];
  feeCode?: string | undefined;
  merchantTransaction?: boolean | undefined;
}

export const ENTITY_TYPES = ['TRANSACTION', 'CARD'] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

/** §3.3 Troubleshoot request. */
export interface TroubleshootRequest {
  entityId: string;
  entityType: EntityType;
  debug: boolean;
}

export interface SubContentItem {
  key: string;
  title: string;
  content?: string | undefined;
  action?: ArticleAction | undefined;
}

/** §3.3 Troubleshooter item. */
export interface TroubleshooterItem {
  key: string;
  title: string;
  subtitle?: string | undefined;
  content?: string | undefined;
  image?: string | undefined;
  subContents?: { style: string; items: SubContentItem[] } | undefined;
  actions: ArticleAction[];
  help?: { hyperlink: string; key?: string | undefined; title: string } | undefined;
  contentLink?: string | undefined;
}

/**
 * The viewer's day of a time, `yyyy-mm-dd` in the viewer's own time zone (as the forms' picker
 * groups): a payment at 23:30 in London is on that day in London, whatever UTC says.
 */
export function localDay(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const two = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}

/** §3.3: transactions sorted by createdDate (newest first) and grouped by the viewer's day. */
export function groupByDay(transactions: readonly Transaction[]): { day: string; transactions: Transaction[] }[] {
  const sorted = [...transactions].sort((a, b) => Date.parse(b.createdDate) - Date.parse(a.createdDate));
  const groups = new Map<string, Transaction[]>();
  for (const transaction of sorted) {
    const day = localDay(transaction.createdDate);
    groups.set(day, [...(groups.get(day) ?? []), transaction]);
  }
  return [...groups].map(([day, list]) => ({ day, transactions: list }));
}

/** The newest first, once each: several filters may return the same transaction. */
export function mergeTransactions(lists: readonly (readonly Transaction[])[]): Transaction[] {
  const byId = new Map(lists.flat().map((transaction) => [transaction.id, transaction]));
  return [...byId.values()].sort((a, b) => Date.parse(b.createdDate) - Date.parse(a.createdDate));
}

export interface TransactionsPage {
  transactions: Transaction[];
  /** createdBefore of the next page: the last shown's date; undefined when this was the last. */
  next: string | undefined;
}

/**
 * One page of the transactions list ('See all'): each filter's answer for the page (at most `size`
 * rows older than the cursor), merged newest first and cut at `size`. More pages follow while a
 * filter answered a full page or the merge was cut; `seen` (the ids already shown) stops a service
 * that ignores the cursor from repeating itself.
 */
export function transactionsPage(answers: readonly (readonly Transaction[])[], size: number, seen: ReadonlySet<string> = new Set()): TransactionsPage {
  const merged = mergeTransactions(answers).filter((transaction) => !seen.has(transaction.id));
  const transactions = merged.slice(0, size);
  const more = transactions.length > 0 && (merged.length > size || answers.some((answer) => answer.length >= size));
  return { transactions, next: more ? transactions.at(-1)?.createdDate : undefined };
}

/** §2.3, §9: a card selector on the card-payments category (with a cards api). */
export const showsCardSelector = (category: string | undefined, hasCards: boolean): boolean => hasCards && category === CARD_TROUBLESHOOTER_CATEGORY;

/** §2.3, §6, §9: the transaction filters of a category's selector; business scope only, with a transactions api. */
export function transactionFilters(
  scope: HelpCentreScope,
  category: string | undefined,
  hasTransactions: boolean,
  groups: Readonly<Record<string, TransactionSelectorGroup>> = DEFAULT_TRANSACTION_CATEGORIES,
): TransactionFilter[] | undefined {
  if (scope !== 'business' || !hasTransactions || category === undefined) return undefined;
  const group = Object.hasOwn(groups, category) ? groups[category] : undefined;
  return group && TRANSACTION_SELECTOR_GROUPS[group].map((filter) => ({ count: TRANSACTION_FILTER_COUNT, ...filter, types: [...filter.types] }));
}

/**
 * The host's `transactionCategories` over the defaults: its category key → one of the §2.3 groups,
 * or null to take a default key away. Anything else is a problem, named for the console.
 */
export function transactionCategories(host: unknown): { groups: Record<string, TransactionSelectorGroup>; problems: string[] } {
  const groups: Record<string, TransactionSelectorGroup> = { ...DEFAULT_TRANSACTION_CATEGORIES };
  const problems: string[] = [];
  if (host === undefined || host === null) return { groups, problems };
  const names = Object.keys(TRANSACTION_SELECTOR_GROUPS).map((name) => `"${name}"`).join(', ');
  if (typeof host !== 'object' || Array.isArray(host)) {
    return { groups, problems: [`<fin-help-centre> property "transactionCategories" expects an object of category key → group (${names}) or null.`] };
  }
  for (const [key, group] of Object.entries(host)) {
    if (group === null) delete groups[key];
    else if (typeof group === 'string' && Object.hasOwn(TRANSACTION_SELECTOR_GROUPS, group)) groups[key] = group as TransactionSelectorGroup;
    else problems.push(`<fin-help-centre> property "transactionCategories": "${key}" maps to ${JSON.stringify(group)}; use one of ${names}, or null for no selector.`);
  }
  return { groups, problems };
}

