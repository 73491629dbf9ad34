/**
 * ADDRESS_INPUT's view, loaded as its own chunk the first time a flow shows an address item:
 * a form without one pays nothing for the picker, its core or its styles.
 */
import { lazy, Suspense } from 'react';
import { Skeleton } from '../../../ui/Skeleton';
import type { AddressItem } from '../../core/items/address';
import type { ItemRendererProps, ItemViews } from './props';

const LazyAddressInput = lazy(() => import('./address/AddressInput'));

export function AddressInput(props: ItemRendererProps<AddressItem>) {
  return (
    <Suspense fallback={<Skeleton shape="block" height={76} />}>
      <LazyAddressInput {...props} />
    </Suspense>
  );
}

export const addressViews: Pick<ItemViews, 'ADDRESS_INPUT'> = { ADDRESS_INPUT: AddressInput };
