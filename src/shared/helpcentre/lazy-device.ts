/**
 * The SDK's device id (device.ts) with its storage code loaded only when the id's copy is not
 * there (device-copy.ts): a page whose host passes device-id, or whose browser has the copy,
 * never loads it, and the ticket and chargeback pages do not pay for IndexedDB up front.
 */
import { once } from '../once';
import { pageDeviceId } from './device-copy';

const device = once(() => import('./device'));

/**
 * The identity with the SDK's device id when the host gave none. One whose id is known now (the
 * host's, or the stored id's copy) is returned as it is, not as a promise, so a request sent with
 * it needs no await (src/shared/http.ts).
 */
export const withDeviceId = <I extends { deviceId?: string | undefined }>(identity: I): (I & { deviceId: string }) | Promise<I & { deviceId: string }> => {
  if (identity.deviceId) return identity as I & { deviceId: string };
  const deviceId = pageDeviceId(async () => (await device()).readStoredDeviceId());
  return typeof deviceId === 'string' ? { ...identity, deviceId } : deviceId.then((id) => ({ ...identity, deviceId: id }));
};
