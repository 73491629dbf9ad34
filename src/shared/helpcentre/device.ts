/**
 * The SDK's own device id for the help-centre calls, kept in IndexedDB and copied to localStorage
 * (device-copy.ts): the ticket widget, the help centre, the form and their heads send the same one.
 */
import { browserRandom, randomId } from '../random';
import { createStorage } from '../storage';
import { pageDeviceId } from './device-copy';
import { storedDeviceId } from './identity';

/** Storage namespace of the device id. */
export const HELPCENTRE_STORAGE_NAMESPACE = 'helpcentre';

/** Reads IndexedDB (making and storing the id when it holds none). */
export const readStoredDeviceId = (): Promise<string> =>
  storedDeviceId(createStorage({ namespace: HELPCENTRE_STORAGE_NAMESPACE }), () => randomId(browserRandom));

/** The stored id: at once from its copy, else from IndexedDB, once per page. */
export const sdkDeviceId = (): string | Promise<string> => pageDeviceId(readStoredDeviceId);
