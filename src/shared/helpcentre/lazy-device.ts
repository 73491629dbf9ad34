/**
 * The SDK's device id (device.ts) with its storage code loaded on the first call that needs it:
 * a page whose host passes device-id never loads it, and the ticket and chargeback pages do not
 * pay for IndexedDB up front.
 */
import { once } from '../once';

const device = once(() => import('./device'));

const lazySdkDeviceId = async (): Promise<string> => (await device()).sdkDeviceId();

/**
 * The identity with the SDK's device id when the host gave none. One the host completed is
 * returned as it is, not as a promise, so a request sent with it needs no await (src/shared/http.ts).
 */
export const withDeviceId = <I extends { deviceId?: string | undefined }>(identity: I): (I & { deviceId: string }) | Promise<I & { deviceId: string }> =>
  identity.deviceId ? (identity as I & { deviceId: string }) : lazySdkDeviceId().then((deviceId) => ({ ...identity, deviceId }));
