/**
 * The troubleshooters, topic selectors and chat decision (sso-chat-help-centre.md §2.3, §3.3, §4.9,
 * §9): their models and rules (the wire decoders of cards, transactions and issues are in
 * troubleshooter-wire.ts, loaded on the first call). Pure: used by the default services, the views and tests.
 */
import { boolean, fields, id, oneOf, optional, string } from '../../shared/decode';
import type { Decoder } from '../../shared/decode';
import { CARD_TROUBLESHOOTER_CATEGORY, DEFAULT_TRANSACTION_CATEGORIES, ROUTES, TRANSACTION_FILTER_COUNT, TRANSACTION_SELECTOR_GROUPS } from '../constants';
import type { HelpCentreScope, TransactionSelectorGroup, TransactionType } from '../constants';
import { decodeChat } from './model';
import type { ArticleAction, FaqChat } from './model';

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

/** §7.8 chat decision: open a new ticket, or continue the one named. */
export interface ChatDecision {
  openNew: boolean;
  ticketId?: string | undefined;
}

export const decodeChatDecision: Decoder<ChatDecision> = (value, path) => {
  const f = fields(value, path);
  return { openNew: f.has('openNew') ? f.get('openNew', boolean) : false, ticketId: f.get('ticketId', optional(id)) };
};

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

/** §4.9: 'Continue chat' when the decision names a ticket and openNew is false. */
export const continuesChat = (decision: ChatDecision | undefined): boolean => Boolean(decision && decision.ticketId && !decision.openNew);

/** §7.8: the category asked about: the chat category, or 'flow' when form actions exist, or null. */
export const decisionCategory = (category: string | undefined, hasFormActions: boolean): string | null => category ?? (hasFormActions ? 'flow' : null);

/**
 * What a page says a new chat is about: the ticket fields of §7.2 (titleKey, faqPath,
 * localisedFaqPath) and the chat context of §3.2 (the transaction or card: entityRef).
 */
export interface HelpCentreChatContext {
  entityRef?: { id: string; type: EntityType } | undefined;
  faqPath?: string | undefined;
  localisedFaqPath?: string | undefined;
  titleKey?: string | undefined;
  /** Beyond the spec: the article voted not helpful, with the reasons chosen (in the chat context). */
  feedback?: { faqKey: string; tags: string[]; comment?: string | undefined } | undefined;
}

/** A new chat as the chat's open request takes it (`fin-chat-open`'s detail): §7.2's fields at the top level. */
export interface NewChatDetail {
  category?: string | undefined;
  titleKey?: string | undefined;
  faqPath?: string | undefined;
  localisedFaqPath?: string | undefined;
  context?: { entityRef?: { id: string; type: EntityType } | undefined; feedback?: HelpCentreChatContext['feedback'] } | undefined;
}

/** What a chat opened from a page is about (the chat button, a /chat link, the forms-actions page). */
export interface ChatRequest {
  /** The chat category of the page (a topic's or an article's). */
  category?: string | undefined;
  /** The page offers form actions: the decision is asked for 'flow' when there is no category (§7.8). */
  hasFormActions?: boolean | undefined;
  /** What a new ticket carries (entityRef, faqPath, localisedFaqPath, titleKey); category is added. */
  context?: HelpCentreChatContext | undefined;
  /** The article's chat entry (§3.3): its entry suggestions and form go to the chat. */
  entry?: Pick<FaqChat, 'entrySuggestions' | 'form'> | undefined;
}

const text = optional(string);

/**
 * A ChatRequest carried in navigation state (the forms-actions page's chat): read back from the
 * browser's history, so checked like any input. The feedback note is never carried: it is added
 * when the chat opens.
 */
export const decodeChatRequest: Decoder<ChatRequest> = (value, path) => {
  const f = fields(value, path);
  const context: Decoder<HelpCentreChatContext> = (raw, at) => {
    const c = fields(raw, at);
    const entityRef: Decoder<{ id: string; type: EntityType }> = (ref, refAt) => {
      const r = fields(ref, refAt);
      return { id: r.get('id', id), type: r.get('type', oneOf(ENTITY_TYPES)) };
    };
    return stripUndefined({ entityRef: c.get('entityRef', optional(entityRef)), faqPath: c.get('faqPath', text), localisedFaqPath: c.get('localisedFaqPath', text), titleKey: c.get('titleKey', text) });
  };
  return stripUndefined({
    category: f.get('category', text),
    hasFormActions: f.get('hasFormActions', optional(boolean)),
    context: f.get('context', optional(context)),
    entry: f.get('entry', optional(decodeChat)),
  });
};


export type ChatOpening = { kind: 'ticket'; ticketId: string } | { kind: 'new'; detail: NewChatDetail } | { kind: 'error' };

/** §4.9, §5: the ticket named, a new ticket about the page, or the error toast (neither). */
export function chatOpening(decision: ChatDecision | undefined, category: string | undefined, page: HelpCentreChatContext): ChatOpening {
  if (!decision) return { kind: 'error' };
  if (decision.ticketId && !decision.openNew) return { kind: 'ticket', ticketId: decision.ticketId };
  if (!decision.openNew) return { kind: 'error' };
  const { entityRef, feedback, titleKey, faqPath, localisedFaqPath } = page;
  const context = stripUndefined({ entityRef, feedback });
  return {
    kind: 'new',
    detail: stripUndefined({
      category,
      titleKey,
      faqPath,
      localisedFaqPath,
      context: Object.keys(context).length > 0 ? context : undefined,
    }),
  };
}

function stripUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}

/** A router location outside the base path (wouter starts it with '~'). */
export const isOutsideBase = (location: string): boolean => location.startsWith('~');

/** The help centre's paths where the chat context is cleared (§4.9): outside, the base path and search. */
export const clearsChatContext = (location: string): boolean => isOutsideBase(location) || location === ROUTES.landing || location === '' || location === ROUTES.search;

/** Routes of the troubleshooter pages, relative to the base path. */
export const troubleshootRoutes = {
  transaction: (id: string) => `/troubleshoot/transaction/${encodeURIComponent(id)}`,
  transactionIssue: (id: string, key: string) => `/troubleshoot/transaction/${encodeURIComponent(id)}/${encodeURIComponent(key)}`,
  card: (id: string) => `/troubleshoot/card/${encodeURIComponent(id)}`,
  cardIssue: (id: string, key: string) => `/troubleshoot/card/${encodeURIComponent(id)}/${encodeURIComponent(key)}`,
};
