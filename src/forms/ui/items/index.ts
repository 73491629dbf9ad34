/**
 * The view of every item type, and the definitions the engine gets: the core definitions of the
 * types that have a view. A type of the Item union missing here fails to compile.
 */
import { coreItems, lazyItemChunks } from '../../core/items';
import type { ItemDefinition } from '../../core/items/definition';
import type { DefinitionChunk } from '../../core/items/lazy';
import { addressViews } from './address';
import { choiceViews } from './choices';
import { displayViews } from './display';
import { mediaViews } from './media';
import { loadPickers, pickerViews } from './pickers';
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

/** A lazy family of views: the types it shows and the load of its chunk. */
export interface ViewChunk {
  types: readonly string[];
  load(): Promise<unknown>;
}

/**
 * Definition chunks that also start the chunks of their types' views. A flow's types are known
 * when its JSON arrives, so a picker's views download beside its definitions and the draft's
 * read, not after the first render asks for them (issue 16: cold paint of the transaction
 * picker). The form does not wait for them: a view still loading shows its skeleton. A failed
 * views chunk is asked for again when the view renders (src/shared/once.ts).
 */
export function withViews(chunks: readonly DefinitionChunk[], views: readonly ViewChunk[]): DefinitionChunk[] {
  return chunks.map((chunk) => {
    const own = views.filter((family) => family.types.some((type) => chunk.types.includes(type)));
    return {
      types: chunk.types,
      load() {
        for (const family of own) family.load().catch(() => undefined);
        return chunk.load();
      },
    };
  });
}

/** For the engine: the lazy definitions, each with its views. */
export const formLazyItems: readonly DefinitionChunk[] = withViews(lazyItemChunks, [{ types: Object.keys(pickerViews), load: loadPickers }]);
