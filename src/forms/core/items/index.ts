/**
 * Every item type the engine knows: the core definitions, and the Item union they
 * produce. A new type adds its definition to a family file here (or a new file, spread below)
 * and its view to src/forms/ui/items/, whose renderer map must then name it. The picker and
 * media families load with the first flow that has one of their types (./lazy.ts), so their
 * modules are imported here for their types only.
 */
import { addressItems } from './address';
import { choiceItems } from './choices';
import type { ItemDefinition } from './definition';
import { displayItems } from './display';
import type { DefinitionChunk } from './lazy';
import type { mediaItems } from './media';
import { moneyItems } from './money';
import type { pickerItems } from './pickers';
import { textItems } from './text';

/** The definitions in the form's main chunk. */
export const coreItems = [...textItems, ...moneyItems, ...choiceItems, ...displayItems, ...addressItems] as const;

/** The definitions loaded on demand; each chunk's `types` is checked against what it loads by a test. */
export const lazyItemChunks: readonly DefinitionChunk[] = [
  {
    types: ['COUNTRY_SELECTION', 'CURRENCY_SELECTION', 'TRANSACTIONS_SELECTION', 'ENTITIES_SELECTION', 'CARD_SELECTION', 'CHOOSER', 'ENTITIES_SUMMARY'],
    load: () => import('./pickers').then((module) => module.pickerItems),
  },
  {
    types: ['FILES_UPLOAD', 'DOCUMENT', 'CAMERA_IMAGE', 'SIGNATURE_INPUT'],
    load: () => import('./media').then((module) => module.mediaItems),
  },
];

type Defined<D> = D extends ItemDefinition<infer I> ? I : never;

/** The discriminated union of items, on `type`. */
export type Item = Defined<(typeof coreItems)[number] | (typeof pickerItems)[number] | (typeof mediaItems)[number]>;
export type ItemType = Item['type'];

/** The member of the union for one type (TEXT and TEXT_INPUT share one). */
export type ItemOf<T extends ItemType> = Item extends infer I ? (I extends { type: infer U } ? (T extends U ? I : never) : never) : never;
