/**
 * The troubleshooter routes' navigation state (§2.3: the list page's title and
 * transactionFilters; the entity chosen; a confirmed popup), kept under one key so the host's own
 * history state is not read as ours. It comes back from the browser's history after a reload, so
 * it is decoded at the boundary with the shared decoders, as the forms actions' state is
 * (decodeFormActions): none is no state, malformed is a DecodeError.
 */
import { boolean, fields, listOf, number, oneOf, optional, string } from '../../shared/decode';
import type { Decoder } from '../../shared/decode';
import { TRANSACTION_TYPES } from '../constants';
import type { Card, Transaction, TransactionFilter } from './troubleshooter';
import { decodeCard, decodeTransaction } from './troubleshooter-wire';

export interface TroubleshootState {
  title?: string | undefined;
  transactionFilters?: TransactionFilter[] | undefined;
  transaction?: Transaction | undefined;
  card?: Card | undefined;
  /** The chat category of the topic the entity was picked on: the troubleshooter's chat asks about it (§7.8). */
  category?: string | undefined;
  /** The user answered Yes to 'Is your issue about this …?'. */
  confirmed?: boolean | undefined;
}

const KEY = 'finHelpCentre';

/** The history state that carries `state`. */
export const troubleshootState = (state: TroubleshootState) => ({ [KEY]: state });

/** An object without its undefined members: what was not in the state is not in what it decodes to. */
function present<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, member]) => member !== undefined)) as T;
}

const decodeFilter: Decoder<TransactionFilter> = (value, path) => {
  const f = fields(value, path);
  return present({
    count: f.get('count', number),
    types: f.get('types', listOf(oneOf(TRANSACTION_TYPES))),
    feeCode: f.get('feeCode', optional(string)),
    merchantTransaction: f.get('merchantTransaction', optional(boolean)),
  });
};

/** The troubleshooter's part of a history state: {} when it has none (the host's own state, or none at all). */
export const decodeTroubleshootState: Decoder<TroubleshootState> = (value, path) => {
  const own = value && typeof value === 'object' ? (value as Record<string, unknown>)[KEY] : undefined;
  if (own === undefined || own === null) return {};
  const f = fields(own, `${path}.${KEY}`);
  return present({
    title: f.get('title', optional(string)),
    transactionFilters: f.get('transactionFilters', optional(listOf(decodeFilter))),
    transaction: f.get('transaction', optional(decodeTransaction)),
    card: f.get('card', optional(decodeCard)),
    category: f.get('category', optional(string)),
    confirmed: f.get('confirmed', optional(boolean)),
  });
};
