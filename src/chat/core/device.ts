/**
 * The encrypted device id every chat request and the socket's first frame carry (§7.2, §7.3, §9):
 * a 64-byte buffer, base64 encoded, version 3. The spec does not show the cipher; ours is
 * documented in docs/chat-core.md and the reference server reads it back:
 *   byte 0      version (3)
 *   byte 1      length n of the UTF-8 device id (at most 46)
 *   bytes 2-17  random nonce
 *   bytes 18-   the id XOR a keystream of SHA-256(key ‖ nonce ‖ block), then random padding
 */
import { FinWidgetsError } from '../../shared/errors';
import type { Random } from '../../shared/random';
import { DEVICE_ID_BUFFER_BYTES, DEVICE_ID_VERSION } from '../constants';

const NONCE_BYTES = 16;
const HEADER_BYTES = 2 + NONCE_BYTES;
export const MAX_DEVICE_ID_BYTES = DEVICE_ID_BUFFER_BYTES - HEADER_BYTES;

export class DeviceIdError extends FinWidgetsError {
  override name = 'DeviceIdError';

  constructor(message: string) {
    super('device_id', message);
  }
}

async function keystream(key: string, nonce: Uint8Array, length: number): Promise<Uint8Array> {
  const out = new Uint8Array(length);
  const keyBytes = new TextEncoder().encode(key);
  for (let block = 0; block * 32 < length; block++) {
    const input = new Uint8Array([...keyBytes, ...nonce, block]);
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', input));
    out.set(digest.subarray(0, Math.min(32, length - block * 32)), block * 32);
  }
  return out;
}

const toBase64 = (bytes: Uint8Array): string => btoa(String.fromCharCode(...bytes));

/** `random` gives the nonce and the padding. */
export async function encryptDeviceId(deviceId: string, key: string, random: Random): Promise<string> {
  const id = new TextEncoder().encode(deviceId);
  if (id.length === 0 || id.length > MAX_DEVICE_ID_BYTES) {
    throw new DeviceIdError(`A device id is 1 to ${MAX_DEVICE_ID_BYTES} bytes of UTF-8; got ${id.length}.`);
  }
  const buffer = Uint8Array.from(random.bytes(DEVICE_ID_BUFFER_BYTES));
  buffer[0] = DEVICE_ID_VERSION;
  buffer[1] = id.length;
  const nonce = buffer.subarray(2, HEADER_BYTES);
  const stream = await keystream(key, nonce, id.length);
  for (let index = 0; index < id.length; index++) buffer[HEADER_BYTES + index] = id[index]! ^ stream[index]!;
  return toBase64(buffer);
}
