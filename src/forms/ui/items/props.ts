/** What an item's view gets; each view in this folder renders one member of the Item union. */
import type { ComponentType } from 'react';
import type { FormHost } from '../../core/host';
import type { ValueOf } from '../../core/items/definition';
import type { Item, ItemOf, ItemType } from '../../core/items';

export interface ItemRendererProps<I extends Item = Item> {
  item: I;
  viewId: string;
  flowId: string;
  /** Already in the type's shape: the engine decoded it at the boundary. */
  value: ValueOf<I> | undefined;
  /** The message to show, once the view was submitted (already defaulted when the spec gives none). */
  error: string | undefined;
  /** `preset`: a preselection, not the user's pick (§4: only a pick advances). */
  onChange(value: ValueOf<I> | undefined, options?: { preset?: boolean }): void;
  /** read-only, or the flow is done. */
  disabled: boolean;
  locale: string;
  host: FormHost;
  /** Ids of the label, hint and error, for aria wiring. */
  ids: { control: string; label: string; hint: string; error: string };
}

/** The view of one type; null while a type has no view yet (its items are kept and sent back unchanged). */
export type ItemView<T extends ItemType> = ComponentType<ItemRendererProps<ItemOf<T>>> | null;

/** A view for every type: the index's map of this type fails to compile when a type has none. */
export type ItemViews = { [T in ItemType]: ItemView<T> };
