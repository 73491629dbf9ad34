/**
 * ADDRESS_INPUT's view, loaded as its own chunk the first time a flow shows an address item:
 * a form without one pays nothing for the picker, its core or its styles.
 */
import { lazy, Suspense } from 'react';
import { once } from '../../../shared/once';
import { Skeleton } from '../../../ui/Skeleton';
import type { AddressItem } from '../../core/items/address';
import type { TypeChunk } from '../../core/items/lazy';
import type { ItemRendererProps, ItemViews } from './props';

const loadAddressInput = once(() => import('./address/AddressInput'));
const LazyAddressInput = lazy(loadAddressInput);

export function AddressInput(props: ItemRendererProps<AddressItem>) {
  return (
    <Suspense fallback={<Skeleton shape="block" height={76} />}>
      <LazyAddressInput {...props} />
    </Suspense>
  );
}

export const addressViews: Pick<ItemViews, 'ADDRESS_INPUT'> = { ADDRESS_INPUT: AddressInput };

export const addressViewChunk: TypeChunk = { types: Object.keys(addressViews), load: loadAddressInput };
