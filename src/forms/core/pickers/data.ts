/**
 * The pickers' data, fetched and decoded (§7 listings): what each picker view's query asks for,
 * so the views only say when to ask. Answers are decoded at the boundary (./wire.ts); a malformed
 * one rejects with a DecodeError naming the field, and the picker shows its retry cell.
 */
import type { FormListings, TransactionsRequest } from '../host';
import { decodeCard, decodeCards, decodeEntitiesSummary, decodeEntityPage, decodeTransactionPage } from './wire';
import type { Card, EntitiesSummary, Entity, Page, Transaction } from './wire';

export interface PickerData {
  /** One page of transactions, with the key it was asked for (the next page's key comes from both). */
  transactionPage(request: TransactionsRequest): Promise<{ page: Page<Transaction>; createdBefore: string }>;
  /** One page of entities: the first without createdSince, the next with the previous page's. */
  entityPage(request: { flowId: string; itemId: string; createdSince?: string | undefined }): Promise<Page<Entity>>;
  cards(request: { flowId: string; itemId: string }): Promise<Card[]>;
  card(request: { flowId: string; itemId: string; cardId: string }): Promise<Card>;
  /** The summary of the item's parameters, each value sent wrapped in a list (§7). */
  entitiesSummary(request: { flowId: string; itemId: string; parameters: Readonly<Record<string, unknown>> }): Promise<EntitiesSummary>;
}

const scalar = (value: unknown): value is string | number | boolean => typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/** §7 Entities summary: each parameter value wrapped in a list (a list stays one; other values are left out). */
export function summaryParameters(parameters: Readonly<Record<string, unknown>>): Record<string, string[]> {
  const wrapped: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(parameters)) {
    if (scalar(value)) wrapped[key] = [String(value)];
    else if (Array.isArray(value)) wrapped[key] = value.filter(scalar).map(String);
  }
  return wrapped;
}

export function pickerData(listings: FormListings): PickerData {
  return {
    async transactionPage(request) {
      return { page: decodeTransactionPage(await listings.listTransactions(request)), createdBefore: request.createdBefore };
    },
    async entityPage({ flowId, itemId, createdSince }) {
      return decodeEntityPage(await listings.getEntities({ flowId, itemId, ...(createdSince ? { createdSince } : {}) }));
    },
    async cards(request) {
      return decodeCards(await listings.getCards(request));
    },
    async card(request) {
      return decodeCard(await listings.getCard(request), '$');
    },
    async entitiesSummary({ flowId, itemId, parameters }) {
      return decodeEntitiesSummary(await listings.getEntitiesSummary({ flowId, itemId, parameters: summaryParameters(parameters) }));
    },
  };
}
