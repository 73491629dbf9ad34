/**
 * Item renderers by item type. The engine never needs to know a renderer: a new item type
 * (uploads, pickers, address…) registers its component here and, if it has rules, its kind
 * with registerItemKind() in core/items.ts. A type with no renderer renders as nothing.
 */
import type { ComponentType } from 'react';
import type { Item } from '../core/model';
import type { FormHost } from '../core/host';

export interface ItemRendererProps<V = unknown> {
  item: Item;
  viewId: string;
  flowId: string;
  value: V | undefined;
  /** The message to show, once the view was submitted (already defaulted when the spec gives none). */
  error: string | undefined;
  onChange(value: V | undefined): void;
  /** read-only, or the flow is done. */
  disabled: boolean;
  locale: string;
  host: FormHost;
  /** Ids of the label, hint and error, for aria wiring. */
  ids: { control: string; label: string; hint: string; error: string };
}

const renderers = new Map<string, ComponentType<ItemRendererProps>>();

export function registerItemRenderer<V>(type: string, renderer: ComponentType<ItemRendererProps<V>>): void {
  renderers.set(type, renderer as ComponentType<ItemRendererProps>);
}

export function itemRenderer(type: string): ComponentType<ItemRendererProps> | undefined {
  return renderers.get(type);
}
