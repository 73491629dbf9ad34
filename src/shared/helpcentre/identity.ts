/**
 * The device id sent to the help centre. A host that has its own device fingerprint passes it
 * (the elements' device-id attribute); otherwise the SDK makes a random id once and keeps it in
 * storage, so the same browser keeps the same id across pages and visits.
 */
import { attempt, string } from '../decode';
import type { KeyValueStorage } from '../storage';
import { DEVICE_ID_KEY } from './constants';

export function storedDeviceId(storage: KeyValueStorage, makeId: () => string): Promise<string> {
  return storage
    .update<string>(DEVICE_ID_KEY, (current) => attempt(string, current) || makeId())
    .then((id) => id as string);
}
