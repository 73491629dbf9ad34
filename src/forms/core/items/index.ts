/**
 * Every item type the engine knows: the core definitions, and the Item union they
 * produce. A new type adds its definition to a family file here (or a new file, spread below)
 * and its view to src/forms/ui/items/, whose renderer map must then name it.
 */
import { addressItems } from './address';
import { choiceItems } from './choices';
import type { ItemDefinition } from './definition';
import { displayItems } from './display';
import { mediaItems } from './media';
import { moneyItems } from './money';
import { pickerItems } from './pickers';
import { textItems } from './text';

export const coreItems = [...textItems, ...moneyItems, ...choiceItems, ...pickerItems, ...displayItems, ...mediaItems, ...addressItems] as const;

type Defined<D> = D extends ItemDefinition<infer I> ? I : never;

/** The discriminated union of items, on `type`. */
export type Item = Defined<(typeof coreItems)[number]>;
export type ItemType = Item['type'];

/** The member of the union for one type (TEXT and TEXT_INPUT share one). */
export type ItemOf<T extends ItemType> = Item extends infer I ? (I extends { type: infer U } ? (T extends U ? I : never) : never) : never;
