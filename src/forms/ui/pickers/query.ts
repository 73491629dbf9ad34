/**
 * The pickers' server state: one QueryClient per form host (one per element), made when a
 * picker first mounts, so the lists a user scrolled survive a view change and come back as they
 * were. Transaction data never goes stale (§9), so a list is loaded once in the element's life.
 */
import type { FormHost } from '../../core/host';
import { listingsFor } from '../../core/listings';
import { pickerData } from '../../core/pickers/data';
import type { PickerData } from '../../core/pickers/data';
import { createQueryClient } from '../../../ui/query';
import type { QueryClient } from '../../../ui/query';

const clients = new WeakMap<FormHost, QueryClient>();
const data = new WeakMap<FormHost, PickerData>();

/** The host's listing calls, fetched and decoded (made once per host). */
export function pickerDataOf(host: FormHost): PickerData {
  let own = data.get(host);
  if (!own) {
    own = pickerData(listingsFor(host));
    data.set(host, own);
  }
  return own;
}

export function clientFor(host: FormHost): QueryClient {
  let client = clients.get(host);
  if (!client) {
    client = createQueryClient();
    clients.set(host, client);
  }
  return client;
}

const starts = new WeakMap<FormHost, Map<string, string>>();

/**
 * §9: a list's first page ends when its item is first shown, and that key stays for the element's
 * life: the item shown again (after Continue and Back) finds its pages cached under the same key
 * and asks for nothing (a key made per mount asked again each time).
 */
export function listStartFor(host: FormHost, listKey: string, makeKey: () => string): string {
  let own = starts.get(host);
  if (!own) starts.set(host, (own = new Map()));
  let key = own.get(listKey);
  if (key === undefined) own.set(listKey, (key = makeKey()));
  return key;
}

/** §9 "Transaction data never goes stale": kept for the element's life. */
export const neverStale = { staleTime: Infinity, gcTime: Infinity } as const;
