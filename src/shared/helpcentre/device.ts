/**
 * The SDK's own device id for the help-centre calls, read from storage once per page for every
 * element (the ticket widget and the help centre send the same one), read again after a failure.
 */
import { browserRandom, randomId } from '../random';
import { once } from '../once';
import { createStorage } from '../storage';
import { storedDeviceId } from './identity';

/** Storage namespace of the device id. */
export const HELPCENTRE_STORAGE_NAMESPACE = 'helpcentre';

export const sdkDeviceId = once(() => storedDeviceId(createStorage({ namespace: HELPCENTRE_STORAGE_NAMESPACE }), () => randomId(browserRandom)));
