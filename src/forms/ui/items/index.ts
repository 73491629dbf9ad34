/**
 * The view of every item type, and the definitions the engine gets: the core definitions of the
 * types that have a view. A type of the Item union missing here fails to compile.
 */
import { coreItems } from '../../core/items';
import type { ItemDefinition } from '../../core/items/definition';
import { addressViews } from './address';
import { choiceViews } from './choices';
import { displayViews } from './display';
import { mediaViews } from './media';
import { pickerViews } from './pickers';
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

/** For the engine: what this form can show. */
export const formItems: readonly ItemDefinition[] = coreItems.filter((definition) => itemViews[definition.type] !== null);
