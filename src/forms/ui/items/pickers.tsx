/**
 * The picker types' views, each a lazy part of one chunk (src/forms/ui/pickers): it loads with
 * the definitions of a flow that has a picker type (./index.ts), or when a money amount or a
 * phone number first shows; until then a skeleton holds the place. A form without them never
 * loads it.
 */
import { Suspense, useEffect, useState } from 'react';
import type { ComponentType } from 'react';
import { once } from '../../../shared/once';
import { lazyView } from '../../../ui/lazy';
import { Skeleton } from '../../../ui/Skeleton';
import type * as PickersModule from '../pickers/index';
import type { ItemViews } from './props';

type Pickers = typeof PickersModule;

/** The chunk once it came: a picker rendered after that shows at once (src/ui/lazy.ts). */
let loaded: Pickers | undefined;

/**
 * The pickers' chunk, and the country picker's (the combobox) with the modal family, asked for
 * together: a chunk names only the chunks it imports (hoistTransitiveImports is off in
 * rollup.config.mjs), so the browser would find the combobox's chunk once the pickers' had
 * come, and the sheet's, the virtual list's and the popover helpers' once that had. Both are
 * import() targets already (the address dialog's country picker, the lazy modals), so asking
 * adds no chunk: three levels of requests before a picker's first row become two.
 */
export const loadPickers = once(async (): Promise<Pickers> => {
  const [pickers] = await Promise.all([import('../pickers/index'), import('../pickers/CountryPicker'), import('../../../ui/modals')]);
  return (loaded = pickers);
});

/**
 * A view of the chunk; `height` and `width` are the skeleton's while it loads. The chunk starts
 * with the flow's definitions (./index.ts), and the picker waits for it with a state update, not
 * behind a Suspense fallback: React commits what replaces a fallback no sooner than 300 ms after
 * the fallback showed. Once the chunk is there the lazy view renders without suspending; if it
 * failed, the lazy view asks again and a second failure reaches the item's boundary (Retry).
 */
export function lazyPicker<P extends object>(pick: (module: Pickers) => ComponentType<P>, height: number, width?: number): ComponentType<P> {
  const View = lazyView(
    async () => pick(await loadPickers()),
    () => loaded && pick(loaded),
  );
  return function LazyPicker(props: P) {
    const [waiting, setWaiting] = useState(() => !loaded);
    useEffect(() => {
      if (!waiting) return undefined;
      let live = true;
      const done = () => live && setWaiting(false);
      loadPickers().then(done, done);
      return () => {
        live = false;
      };
    }, [waiting]);
    const skeleton = <Skeleton shape="block" height={height} width={width} />;
    return waiting ? (
      skeleton
    ) : (
      <Suspense fallback={skeleton}>
        <View {...props} />
      </Suspense>
    );
  };
}

const ROW = 76;

/** For src/forms/ui/items/index.ts. */
export const pickerViews = {
  COUNTRY_SELECTION: lazyPicker((m) => m.CountrySelectionView, ROW),
  CURRENCY_SELECTION: lazyPicker((m) => m.CurrencySelectionView, ROW),
  TRANSACTIONS_SELECTION: lazyPicker((m) => m.TransactionsSelectionView, ROW * 6),
  ENTITIES_SELECTION: lazyPicker((m) => m.EntitiesSelectionView, ROW * 4),
  CARD_SELECTION: lazyPicker((m) => m.CardSelectionView, ROW * 2),
  CHOOSER: lazyPicker((m) => m.ChooserView, ROW * 2),
  ENTITIES_SUMMARY: lazyPicker((m) => m.EntitiesSummaryView, 96),
} satisfies Partial<ItemViews>;

