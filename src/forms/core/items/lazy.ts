/**
 * Item definitions that load with the flow that needs them (issue 16's pickers, issue 17's
 * media): a form without those types never downloads their decoders and rules. The engine
 * reads the item types from the raw JSON, loads the chunks those types need, then decodes.
 */
import { once } from '../../../shared/once';
import type { ItemDefinition } from './definition';

export interface DefinitionChunk {
  /** The types the chunk defines (checked against what it loads by test/forms/core/lazy-items.test.ts). */
  types: readonly string[];
  load(): Promise<readonly ItemDefinition[]>;
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
