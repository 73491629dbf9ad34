/**
 * The picker types' views, each a lazy part of one chunk (src/forms/ui/pickers): it loads when a
 * flow first shows a picker, a money amount or a phone number; until then a skeleton holds the
 * place. A form without them never loads it.
 */
import { Suspense } from 'react';
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

/** A view of the chunk, behind Suspense; `height` and `width` are the skeleton's while it loads. */
export function lazyPicker<P extends object>(pick: (module: Pickers) => ComponentType<P>, height: number, width?: number): ComponentType<P> {
  const View = lazyView(
    async () => pick(await loadPickers()),
    () => loaded && pick(loaded),
  );
  return function LazyPicker(props: P) {
    return (
      <Suspense fallback={<Skeleton shape="block" height={height} width={width} />}>
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

