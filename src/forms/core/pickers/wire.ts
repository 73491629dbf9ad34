/**
 * The pickers' server entities (§3 Transaction, Entity, Other picker entities) and their
 * decoders: what the listing calls answer, decoded at the boundary (src/shared/decode.ts).
 * A malformed row is a DecodeError naming its field; the picker shows its retry cell.
 */
import { id, list, number, object, oneOf, optional, string } from '../../../shared/decode';
import { DecodeError } from '../../../shared/errors';
import { at, compact, listAt, optBool, optId, optObject, optString } from '../fields';

export interface Amount {
  amount: number;
  currency: string;
}

/** §3 Transaction type. */
export const TRANSACTION_TYPES = ['CASHBACK', 'CASH', 'FEE', 'TRANSFER', 'CARD'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** §3 Transaction categories. */
export const TRANSACTION_CATEGORIES = [
  'HEALTH', 'GENERAL', 'SERVICES', 'TRAVEL', 'TRANSPORT', 'ACCOMMODATION', 'UTILITIES', 'SHOPPING', 'FINANCIAL', 'FURNITURE',
  'HARDWARE', 'GROCERIES', 'FUEL', 'ENTERTAINMENT', 'SOFTWARE', 'RESTAURANTS', 'ADVERTISING', 'CASH', 'EDUCATION', 'GOVERNMENT',
] as const;
export type TransactionCategory = (typeof TRANSACTION_CATEGORIES)[number];

/** A picked transaction as the server sent it (unknown fields included), its id read as text: what is submitted. */
export type TransactionEntity = Record<string, unknown> & { id: string };

/** §3 Transaction (picker entity), with the row it was read from. */
export interface Transaction {
  id: string;
  description: string;
  /** ISO 8601. */
  createdDate: string;
  amount?: Amount;
  state?: string;
  creatorName?: string;
  /** A type or category this SDK does not know is left out here and still sent back in `entity`. */
  type?: TransactionType;
  category?: TransactionCategory;
  /** The merchant category code (ISO 18245), as the mcc filter reads it. */
  mcc?: string;
  chargebackEligible?: boolean;
  /** The server's icon: `{name}` (a bare name is read as one). */
  icon?: { name: string };
  iconUrl?: string;
  avatar?: string;
  /** The row as the server sent it; a pick submits this, not the fields above. */
  entity: TransactionEntity;
}

/** A page of a listing (§3 Transaction page, Entity page). */
export interface Page<T> {
  rows: T[];
  /** No older rows exist. */
  last: boolean;
  /** The oldest moment this page covers: the next page's key. */
  createdSince?: string;
}

/** §3 Entity (picker). */
export interface Entity {
  id: string;
  title: string;
  description?: string;
  secondaryDescription?: string;
  assetUrl?: string;
  icon?: { name: string };
}

/** A card of CARD_SELECTION (§3: each with an id); the rest is what a cards list shows. */
export interface Card {
  id: string;
  title: string;
  lastFour?: string;
  expiry?: string;
  brand?: string;
  state?: string;
  assetUrl?: string;
}

/** The ENTITIES_SUMMARY answer (the spec does not show it; docs/forms-wire.md). */
export interface EntitiesSummary {
  title?: string;
  rows: { title: string; value?: string; description?: string }[];
}

const amount = (value: unknown, path: string): Amount => {
  const o = object(value, path);
  return { amount: at(o, 'amount', path, number), currency: at(o, 'currency', path, string) };
};

const known = <T extends string>(values: readonly T[]) => (value: string | undefined): T | undefined => (values as readonly string[]).includes(value ?? '') ? (value as T) : undefined;
const transactionType = known(TRANSACTION_TYPES);
const transactionCategory = known(TRANSACTION_CATEGORIES);

export function decodeTransaction(value: unknown, path: string): Transaction {
  const o = object(value, path);
  const transactionId = at(o, 'id', path, id);
  const icon = typeof o.icon === 'string' ? o.icon : at(at(o, 'icon', path, optObject) ?? {}, 'name', `${path}.icon`, optString);
  return compact({
    id: transactionId,
    description: at(o, 'description', path, optString) ?? '',
    createdDate: at(o, 'createdDate', path, string),
    amount: at(o, 'amount', path, optional(amount)),
    state: at(o, 'state', path, optString),
    creatorName: at(o, 'creatorName', path, optString),
    type: transactionType(at(o, 'type', path, optString)),
    category: transactionCategory(at(o, 'category', path, optString)),
    mcc: at(o, 'mcc', path, optId),
    chargebackEligible: at(o, 'chargebackEligible', path, optBool),
    icon: icon ? { name: icon } : undefined,
    iconUrl: at(o, 'iconUrl', path, optString),
    avatar: at(o, 'avatar', path, optString),
    entity: { ...o, id: transactionId },
  });
}

function decodePage<T>(key: string, row: (value: unknown, path: string) => T) {
  return (value: unknown, path = '$'): Page<T> => {
    const o = object(value, path);
    return compact({
      rows: listAt(o, key, path, row),
      last: at(o, 'last', path, optBool) ?? true,
      createdSince: at(o, 'createdSince', path, optString),
    });
  };
}

export const decodeTransactionPage = decodePage('transactions', decodeTransaction);

export function decodeEntity(value: unknown, path: string): Entity {
  const o = object(value, path);
  const icon = at(o, 'icon', path, optObject);
  const iconName = icon && at(icon, 'name', `${path}.icon`, optString);
  return compact({
    id: at(o, 'id', path, id),
    title: at(o, 'title', path, optString) ?? '',
    description: at(o, 'description', path, optString),
    secondaryDescription: at(o, 'secondaryDescription', path, optString),
    assetUrl: at(o, 'assetUrl', path, optString),
    icon: iconName ? { name: iconName } : undefined,
  });
}

export const decodeEntityPage = decodePage('entities', decodeEntity);

export function decodeCard(value: unknown, path: string): Card {
  const o = object(value, path);
  return compact({
    id: at(o, 'id', path, id),
    title: at(o, 'title', path, optString) ?? at(o, 'name', path, optString) ?? '',
    lastFour: at(o, 'lastFour', path, optString),
    expiry: at(o, 'expiry', path, optString),
    brand: at(o, 'brand', path, optString),
    state: at(o, 'state', path, optString),
    assetUrl: at(o, 'assetUrl', path, optString),
  });
}

/** `{cards: [...]}` or a bare list. */
export function decodeCards(value: unknown, path = '$'): Card[] {
  if (Array.isArray(value)) return list(value, path, decodeCard);
  return listAt(object(value, path), 'cards', path, decodeCard);
}

export function decodeEntitiesSummary(value: unknown, path = '$'): EntitiesSummary {
  const o = object(value, path);
  return compact({
    title: at(o, 'title', path, optString),
    rows: listAt(o, 'rows', path, (row, rowPath) => {
      const r = object(row, rowPath);
      return compact({ title: at(r, 'title', rowPath, string), value: at(r, 'value', rowPath, optString), description: at(r, 'description', rowPath, optString) });
    }),
  });
}

/** §3 Filter value types. */
export const FILTER_VALUE_TYPES = ['STRING', 'BOOLEAN', 'INT32', 'INT64', 'DATE_TIME', 'DATE', 'TIME'] as const;
export type FilterValueType = (typeof FILTER_VALUE_TYPES)[number];
/** A value as its type has it: text, a boolean, or a whole number (an INT64 beyond 2^53 stays its exact text). */
export type FilterValue = string | number | boolean;

/** §3 Transaction filter; the ones in use are mcc, chargebackEligible and a createdDate range. */
export interface TransactionFilter {
  name: string;
  type: 'EQ' | 'IN' | 'BETWEEN' | 'GT' | 'LT';
  valueType: FilterValueType;
  /** IN: several; BETWEEN: [from, to]; otherwise one. Each of `valueType`. */
  values: FilterValue[];
}

const INT32 = 2 ** 31;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

const realDate = (text: string): boolean => ISO_DATE.test(text) && new Date(`${text}T00:00:00Z`).toISOString().slice(0, 10) === text;

/** One value read as its type; a value of another kind is a DecodeError naming it. */
function typed(valueType: FilterValueType, value: unknown, path: string): FilterValue {
  const bad = (expected: string): never => {
    throw new DecodeError(path, `expected ${expected} (valueType ${valueType}), got ${JSON.stringify(value)}`);
  };
  switch (valueType) {
    case 'STRING':
      return typeof value === 'number' || typeof value === 'boolean' ? String(value) : string(value, path);
    case 'BOOLEAN':
      if (typeof value === 'boolean') return value;
      return value === 'true' ? true : value === 'false' ? false : bad('true or false');
    case 'INT32':
    case 'INT64': {
      const text = typeof value === 'string' && /^-?\d+$/.test(value) ? value : typeof value === 'number' && Number.isInteger(value) ? String(value) : bad('a whole number');
      const number = Number(text);
      if (valueType === 'INT32') return number >= -INT32 && number < INT32 ? number : bad('a whole number of 32 bits');
      return Number.isSafeInteger(number) ? number : /^-?\d{1,19}$/.test(text) ? text : bad('a whole number of 64 bits');
    }
    case 'DATE_TIME':
      return typeof value === 'string' && ISO_DATE_TIME.test(value) && !Number.isNaN(Date.parse(value)) ? value : bad('an ISO 8601 date and time');
    case 'DATE':
      return typeof value === 'string' && realDate(value) ? value : bad('an ISO 8601 date (yyyy-mm-dd)');
    case 'TIME':
      return typeof value === 'string' && TIME.test(value) ? value : bad('a time (HH:mm or HH:mm:ss)');
  }
}

/** Without a valueType, the JSON's own kind says it: a boolean, a whole number (INT64) or text. */
const inferred = (value: unknown): FilterValueType => (typeof value === 'boolean' ? 'BOOLEAN' : typeof value === 'number' ? 'INT64' : 'STRING');

/** One filter of an item: `{name, type, valueType, value}` or `{…, values}`; each value is kept as its type. */
export function decodeFilter(value: unknown, path: string): TransactionFilter {
  const o = object(value, path);
  const raw = Object.hasOwn(o, 'values') ? o.values : o.value;
  const list_ = Array.isArray(raw) ? raw : raw === undefined || raw === null ? [] : [raw];
  const valuesPath = Object.hasOwn(o, 'values') ? `${path}.values` : `${path}.value`;
  const valueType = at(o, 'valueType', path, optional(oneOf(FILTER_VALUE_TYPES))) ?? inferred(list_[0]);
  return {
    name: at(o, 'name', path, string),
    type: at(o, 'type', path, optional(oneOf(['EQ', 'IN', 'BETWEEN', 'GT', 'LT'] as const))) ?? 'EQ',
    valueType,
    values: list_.map((entry, index) => typed(valueType, entry, Array.isArray(raw) ? `${valuesPath}[${index}]` : valuesPath)),
  };
}
