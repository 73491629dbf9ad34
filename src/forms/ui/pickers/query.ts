/**
 * The pickers' server state, in the form's per-element caches (PickerCaches, made with its host):
 * one QueryClient, made when a picker first mounts, so the lists a user scrolled survive a view
 * change and come back as they were. Transaction data never goes stale (§9), so a list is loaded
 * once in the element's life.
 */
import type { FormHost } from '../../core/host';
import { listingsFor } from '../../core/listings';
import { pickerData } from '../../core/pickers/data';
import type { PickerData } from '../../core/pickers/data';
import { createQueryClient } from '../../../ui/query';
import type { QueryClient } from '../../../ui/query';
import { useFormContext } from '../form-context';
import type { PickerCaches } from '../form-context';

/** The caches of the form this picker is in. */
export const usePickerCaches = (): PickerCaches => useFormContext().pickers;

/** The host's listing calls, fetched and decoded (made once per element). */
export function pickerDataOf(caches: PickerCaches, host: FormHost): PickerData {
  return (caches.data ??= pickerData(listingsFor(host)));
}

export function clientFor(caches: PickerCaches): QueryClient {
  return (caches.client ??= createQueryClient());
}

/**
 * §9: a list's first page ends when its item is first shown, and that key stays for the element's
 * life: the item shown again (after Continue and Back) finds its pages cached under the same key
 * and asks for nothing (a key made per mount asked again each time).
 */
export function listStartFor(caches: PickerCaches, listKey: string, makeKey: () => string): string {
  let key = caches.starts.get(listKey);
  if (key === undefined) caches.starts.set(listKey, (key = makeKey()));
  return key;
}

/** §9 "Transaction data never goes stale": kept for the element's life. */
export const neverStale = { staleTime: Infinity, gcTime: Infinity } as const;
