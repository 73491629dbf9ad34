/**
 * The picker types (§3 Pickers, §5): COUNTRY_SELECTION, CURRENCY_SELECTION,
 * TRANSACTIONS_SELECTION, ENTITIES_SELECTION, CARD_SELECTION and CHOOSER, and the display type
 * ENTITIES_SUMMARY. Their options come from the item (countries, currencies, chooser options)
 * or from the host's listing calls (transactions, entities, cards: the views load them). Only
 * what the engine's rules need is decoded here; the rest (filters, summary parameters, country
 * descriptions) is read by the pickers' lazy chunk, so a form without pickers does not carry it.
 */
import { array, id, object, optional } from '../../../shared/decode';
import type { Json } from '../../../shared/decode';
import type { FormTranslate } from '../../strings';
import { at, compact, listAt, optNumber } from '../fields';
import type { Currency, CustomOption, Option } from '../item-model';
import type { TransactionEntity } from '../pickers/wire';
import { decodeCurrency } from './money';
import { always, defineItem, never } from './definition';
import type { ItemBase } from './definition';
import { decodeCustomOption, decodeOption } from './parts';

/** A code, given as text or as `{code}`. */
const codeOf = (value: unknown): string | undefined => (typeof value === 'string' ? value : typeof value === 'object' && value !== null ? (value as Json).code as string | undefined : undefined);
const code = (value: unknown, path: string): string => decodeCurrency(value, path).code;

/** A list kept as the server sent it (absent: empty); the pickers read its entries. */
const rawList = (o: Json, key: string, path: string): unknown[] => at(o, key, path, optional(array)) ?? [];

/** §4: a required list-style country or currency advances on pick. */
const listPick = (item: ItemBase) => item.required && item.style === 'LIST';

export interface CountrySelectionItem extends ItemBase<'COUNTRY_SELECTION', string> {
  /** The countries offered (codes, or `{code, description}`); empty means every country. */
  countries: unknown[];
}

const countrySelectionItem = defineItem<CountrySelectionItem>({
  type: 'COUNTRY_SELECTION',
  decode: (o, path) => ({ countries: rawList(o, Object.hasOwn(o, 'countries') ? 'countries' : 'availableCountries', path) }),
  value: code,
  kind: {
    interactive: always,
    validate: (value, item) =>
      /^[A-Za-z]{2}$/.test(value) && (item.countries.length === 0 || item.countries.some((entry) => codeOf(entry)?.toUpperCase() === value.toUpperCase())) ? undefined : '',
    autoAdvance: listPick,
  },
});

export interface CurrencySelectionItem extends ItemBase<'CURRENCY_SELECTION', string> {
  currencies: Currency[];
}

const currencySelectionItem = defineItem<CurrencySelectionItem>({
  type: 'CURRENCY_SELECTION',
  decode: (o, path) => ({ currencies: listAt(o, 'currencies', path, decodeCurrency) }),
  value: code,
  kind: {
    interactive: always,
    // §5 Currency: options must exist, and a currency must be set.
    emptyMessage: (t) => t('currencyEmpty'),
    validate: (value, item, t) =>
      item.currencies.length === 0 ? t('currencyOptionsMissing') : item.currencies.some((currency) => currency.code === value) ? undefined : t('currencyEmpty'),
    autoAdvance: listPick,
  },
});

/** The picked transactions as the server sent them (§3 Transaction: type, category, mcc… and fields this SDK does not know). */
export interface TransactionsValue {
  transactions: TransactionEntity[];
}

export interface TransactionsSelectionItem extends ItemBase<'TRANSACTIONS_SELECTION', TransactionsValue> {
  maxSelected?: number;
  /** §3 Transaction filter entries ({name, type, value or values}); the picker reads them. */
  filters: unknown[];
  /** Only these transactions are offered (§7 transactionIds). */
  transactionIds: string[];
  /** These are never offered (§7 excludeTransactionIds). */
  excludeTransactionIds: string[];
}

/** `{[key]: [{id, …}]}`: each entry keeps its fields, its id read as text. */
const withIds =
  <K extends string, T>(key: K) =>
  (value: unknown, path: string): Record<K, T[]> =>
    ({
      [key]: listAt(object(value, path), key, path, (entry, entryPath) => {
        const o = object(entry, entryPath);
        return { ...o, id: at(o, 'id', entryPath, id) } as T;
      }),
    }) as Record<K, T[]>;

/** §5: at most `max` (the empty rule says at least one). */
const atMost = (count: number, max: number | undefined, key: 'transactionsAtMost' | 'entitiesAtMost' | 'cardsAtMost', t: FormTranslate) =>
  max !== undefined && max > 0 && count > max ? t(key, { max }) : undefined;

const transactionsSelectionItem = defineItem<TransactionsSelectionItem>({
  type: 'TRANSACTIONS_SELECTION',
  decode: (o, path) =>
    compact({
      maxSelected: at(o, 'maxSelected', path, optNumber),
      filters: rawList(o, 'filters', path),
      transactionIds: listAt(o, 'transactionIds', path, id),
      excludeTransactionIds: listAt(o, 'excludeTransactionIds', path, id),
    }),
  value: withIds<'transactions', TransactionEntity>('transactions'),
  kind: {
    interactive: always,
    isEmpty: (value) => value.transactions.length === 0,
    validate: (value, item, t) => atMost(value.transactions.length, item.maxSelected, 'transactionsAtMost', t),
    autoAdvance: (item) => item.maxSelected === 1,
  },
});

export interface OptionIdsValue {
  optionIds: string[];
}

export interface EntitiesSelectionItem extends ItemBase<'ENTITIES_SELECTION', OptionIdsValue> {
  maxSelectedOptions?: number;
}

const entitiesSelectionItem = defineItem<EntitiesSelectionItem>({
  type: 'ENTITIES_SELECTION',
  decode: (o, path) => compact({ maxSelectedOptions: at(o, 'maxSelectedOptions', path, optNumber) ?? at(o, 'maxSelected', path, optNumber) }),
  value: (value, path) => ({ optionIds: listAt(object(value, path), 'optionIds', path, id) }),
  kind: {
    interactive: always,
    isEmpty: (value) => value.optionIds.length === 0,
    validate: (value, item, t) => atMost(value.optionIds.length, item.maxSelectedOptions, 'entitiesAtMost', t),
    autoAdvance: (item) => item.maxSelectedOptions === 1,
  },
});

export interface CardsValue {
  cards: { id: string }[];
}

export interface CardSelectionItem extends ItemBase<'CARD_SELECTION', CardsValue> {
  maxSelected?: number;
}

const cardSelectionItem = defineItem<CardSelectionItem>({
  type: 'CARD_SELECTION',
  decode: (o, path) => compact({ maxSelected: at(o, 'maxSelected', path, optNumber) }),
  // Each card with an id (§3).
  value: withIds<'cards', { id: string }>('cards'),
  kind: {
    interactive: always,
    isEmpty: (value) => value.cards.length === 0,
    validate: (value, item, t) => atMost(value.cards.length, item.maxSelected, 'cardsAtMost', t),
  },
});

export interface ChooserValue {
  optionId: string;
}

/** CHOOSER (docs/forms-wire.md): option cells; a pick sets {optionId} and, as the only input, advances. */
export interface ChooserItem extends ItemBase<'CHOOSER', ChooserValue> {
  options: Option[];
  customOption?: CustomOption;
}

const chooserItem = defineItem<ChooserItem>({
  type: 'CHOOSER',
  decode: (o, path, { warn }) => compact({ options: listAt(o, 'options', path, (value, at_) => decodeOption(value, at_, warn)), customOption: decodeCustomOption(o, path) }),
  value: (value, path) => ({ optionId: at(object(value, path), 'optionId', path, id) }),
  kind: {
    interactive: always,
    isEmpty: (value) => !value.optionId,
    validate: (value, item) => (item.options.some((option) => option.id === value.optionId) ? undefined : ''),
    autoAdvance: always,
  },
});

/** ENTITIES_SUMMARY: its `parameters` go to the summary call, each value wrapped in a list (§7). */
export interface EntitiesSummaryItem extends ItemBase<'ENTITIES_SUMMARY', never> {
  parameters: Json;
}

const entitiesSummaryItem = defineItem<EntitiesSummaryItem>({
  type: 'ENTITIES_SUMMARY',
  decode: (o, path) => ({ parameters: at(o, 'parameters', path, optional(object)) ?? {} }),
  kind: { interactive: never },
});

/** For src/forms/core/items/index.ts. */
export const pickerItems = [
  countrySelectionItem,
  currencySelectionItem,
  transactionsSelectionItem,
  entitiesSelectionItem,
  cardSelectionItem,
  chooserItem,
  entitiesSummaryItem,
] as const;
