/**
 * Wire decoders of cards, transactions and troubleshooter issues (docs/elements/fin-help-centre.md
 * "Wire"): loaded by the default services on their first call, so a page without a troubleshooter
 * does not pay for them.
 */
import { fields, id, listOf, number, oneOf, optional, string } from '../../shared/decode';
import type { Decoder } from '../../shared/decode';
import { TRANSACTION_TYPES } from '../constants';
import { decodeAction, decodeActions } from './model';
import type { Card, SubContentItem, Transaction, TroubleshooterItem } from './troubleshooter';

const text = optional(string);

/** One card: `{id, name, last4?}` (`GET cards/{id}` answers it alone). */
export const decodeCard: Decoder<Card> = (value, path) => {
  const f = fields(value, path);
  return { id: f.get('id', id), name: f.get('name', string), last4: f.get('last4', text) };
};

export const decodeCards: Decoder<Card[]> = (value, path) => fields(value, path).get('cards', listOf(decodeCard));

/** One transaction: `{id, createdDate, title, type, amount, currency}` (`GET transactions/{id}` answers it alone). */
export const decodeTransaction: Decoder<Transaction> = (value, path) => {
  const f = fields(value, path);
  return {
    id: f.get('id', id),
    createdDate: f.get('createdDate', string),
    title: f.get('title', string),
    type: f.get('type', oneOf(TRANSACTION_TYPES)),
    amount: f.get('amount', number),
    currency: f.get('currency', string),
  };
};

export const decodeTransactions: Decoder<Transaction[]> = (value, path) => fields(value, path).get('transactions', listOf(decodeTransaction));

const decodeSubItem: Decoder<SubContentItem> = (value, path) => {
  const f = fields(value, path);
  // §3.3: one action per sub-content item.
  return { key: f.get('key', id), title: f.get('title', string), content: f.get('content', text), action: f.get('action', optional(decodeAction)) };
};

const decodeTroubleshooterItem: Decoder<TroubleshooterItem> = (value, path) => {
  const f = fields(value, path);
  const sub = f.has('subContents')
    ? f.get('subContents', (raw, at) => {
        const s = fields(raw, at);
        return { style: s.get('style', string), items: s.get('items', listOf(decodeSubItem)) };
      })
    : undefined;
  const help = f.has('help')
    ? f.get('help', (raw, at) => {
        const h = fields(raw, at);
        return { hyperlink: h.get('hyperlink', string), key: h.get('key', text), title: h.get('title', string) };
      })
    : undefined;
  return {
    key: f.get('key', id),
    title: f.get('title', string),
    subtitle: f.get('subtitle', text),
    content: f.get('content', text),
    image: f.get('image', text),
    subContents: sub,
    actions: f.has('actions') ? f.get('actions', decodeActions) : [],
    help,
    contentLink: f.get('contentLink', text),
  };
};

export const decodeTroubleshooterItems: Decoder<TroubleshooterItem[]> = (value, path) => fields(value, path).get('items', listOf(decodeTroubleshooterItem));

