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
import type { ItemViews } from './props';
import { textInputViews } from './text-inputs';

export const itemViews: ItemViews = {
  ...textInputViews,
  ...choiceViews,
  ...displayViews,
  ...mediaViews,
  ...addressViews,
  // The pickers' views come with their issue; until then their items are kept and sent back unchanged.
  TRANSACTIONS_SELECTION: null,
  ENTITIES_SELECTION: null,
  COUNTRY_SELECTION: null,
  CURRENCY_SELECTION: null,
};

/** For the engine: what this form can show. */
export const formItems: readonly ItemDefinition[] = coreItems.filter((definition) => itemViews[definition.type] !== null);
