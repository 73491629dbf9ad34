/**
 * Item definitions that load with the flow that needs them (issue 16's pickers, issue 17's
 * media): a form without those types never downloads their decoders and rules. The engine
 * reads the item types from the raw JSON, loads the chunks those types need, then decodes.
 */
import { once } from '../../../shared/once';
import type { ItemDefinition } from './definition';

/** A lazy chunk that some item types need. */
export interface TypeChunk<T = unknown> {
  types: readonly string[];
  load(): Promise<T>;
}

export interface DefinitionChunk extends TypeChunk<readonly ItemDefinition[]> {
  /** The types the chunk defines (checked against what it loads by test/forms/core/lazy-items.test.ts). */
  types: readonly string[];
}

const ITEM_KEYS = ['items', 'componentItems'];

/** Every item `type` in a flow's JSON: items and component items of views and their secondary descriptions. */
export function itemTypesIn(json: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(json)) {
    for (const entry of json) itemTypesIn(entry, found);
  } else if (typeof json === 'object' && json !== null) {
    for (const [key, value] of Object.entries(json)) {
      if (ITEM_KEYS.includes(key) && Array.isArray(value)) {
        for (const item of value) if (typeof (item as { type?: unknown })?.type === 'string') found.add((item as { type: string }).type);
      }
      if (typeof value === 'object') itemTypesIn(value, found);
    }
  }
  return found;
}

/**
 * `definitionsFor(json)`: the definitions of the chunks the flow's types need. Each chunk loads
 * once (shared while it runs and after), and is asked again after a failure (src/shared/once.ts).
 */
export function createDefinitionLoader(chunks: readonly DefinitionChunk[]): (json: unknown) => Promise<ItemDefinition[]> {
  const loads = chunks.map((chunk) => ({ types: chunk.types, load: once(chunk.load) }));
  return async (json) => {
    const types = itemTypesIn(json);
    const needed = loads.filter((chunk) => chunk.types.some((type) => types.has(type)));
    return (await Promise.all(needed.map((chunk) => chunk.load()))).flat();
  };
}

/** The raw view a flow's JSON (or a submit's answer) is on: its currentViewId's, else the first. */
function shownView(json: unknown): unknown {
  const views = (json as { views?: unknown } | null)?.views;
  if (!Array.isArray(views)) return undefined;
  const current = (json as { currentViewId?: unknown }).currentViewId;
  return views.find((view) => (view as { id?: unknown } | null)?.id === current) ?? views[0];
}

/**
 * `preload(json)`: starts the chunks of the views the shown view's types need (src/forms/ui/items) as
 * soon as its JSON is there, so they download while it is decoded and drawn, instead of when an
 * item first renders. Nothing waits for them: a failed load is the view's to retry (its loads go
 * through src/shared/once.ts, which forgets a failure).
 */
export function createChunkPreloader(chunks: readonly TypeChunk[]): (json: unknown) => void {
  return (json) => {
    const types = itemTypesIn(shownView(json));
    for (const chunk of chunks) if (chunk.types.some((type) => types.has(type))) chunk.load().catch(() => undefined);
  };
}
