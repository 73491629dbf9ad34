/**
 * The view of every item type, and the definitions the engine gets: the core definitions of the
 * types that have a view. A type of the Item union missing here fails to compile.
 */
import { coreItems } from '../../core/items';
import type { ItemDefinition } from '../../core/items/definition';
import type { TypeChunk } from '../../core/items/lazy';
import { addressViewChunk, addressViews } from './address';
import { choiceViews } from './choices';
import { displayViews } from './display';
import { mediaViewChunk, mediaViews } from './media';
import { pickerViewChunk, pickerViews } from './pickers';
import type { ItemViews } from './props';
import { textInputViews } from './text-inputs';

export const itemViews: ItemViews = {
  ...textInputViews,
  ...choiceViews,
  ...displayViews,
  ...mediaViews,
  ...addressViews,
  ...pickerViews,
};

/** The views' lazy chunks, for the engine to start with the flow that shows them (src/forms/core/items/lazy.ts). */
export const itemViewChunks: readonly TypeChunk[] = [pickerViewChunk, mediaViewChunk, addressViewChunk];

/** For the engine: what this form can show. */
export const formItems: readonly ItemDefinition[] = coreItems.filter((definition) => itemViews[definition.type] !== null);
