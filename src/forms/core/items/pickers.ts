/**
 * TRANSACTIONS_SELECTION, ENTITIES_SELECTION, COUNTRY_SELECTION and CURRENCY_SELECTION: the
 * auto-advance rule of §4 is the engine's; their values stay the server's shape until the
 * pickers' views define them. Without a view they are not passed to the engine (kept, sent back).
 */
import { at, optNumber } from '../fields';
import { always, defineItem } from './definition';
import type { ItemBase } from './definition';

export interface PickerItem extends ItemBase<'TRANSACTIONS_SELECTION' | 'ENTITIES_SELECTION' | 'COUNTRY_SELECTION' | 'CURRENCY_SELECTION'> {
  maxSelected?: number;
}

/** Absent values never reach a value decoder, so this one is never null. */
const keep = (value: unknown): NonNullable<unknown> => value as NonNullable<unknown>;

const picker = (type: PickerItem['type'], autoAdvance: (item: PickerItem) => boolean) =>
  defineItem<PickerItem>({
    type,
    decode: (o, path) => {
      const maxSelected = at(o, 'maxSelected', path, optNumber) ?? at(o, 'maxSelectedOptions', path, optNumber);
      return maxSelected === undefined ? {} : { maxSelected };
    },
    value: keep,
    kind: { interactive: always, autoAdvance },
  });

const singlePick = (item: PickerItem) => item.maxSelected === 1;
const listPick = (item: PickerItem) => item.required && item.style === 'LIST';

const transactionsSelectionItem = picker('TRANSACTIONS_SELECTION', singlePick);
const entitiesSelectionItem = picker('ENTITIES_SELECTION', singlePick);
const countrySelectionItem = picker('COUNTRY_SELECTION', listPick);
const currencySelectionItem = picker('CURRENCY_SELECTION', listPick);

/** For src/forms/core/items/index.ts. */
export const pickerItems = [transactionsSelectionItem, entitiesSelectionItem, countrySelectionItem, currencySelectionItem] as const;
