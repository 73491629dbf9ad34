/**
 * The SDK's device id (device.ts) with its storage code loaded on the first call that needs it:
 * a page whose host passes device-id never loads it, and the ticket and chargeback pages do not
 * pay for IndexedDB up front.
 */
import { once } from '../once';

const device = once(() => import('./device'));

export const lazySdkDeviceId = async (): Promise<string> => (await device()).sdkDeviceId();
