// Reads the encrypted device id header (src/chat/core/device.ts has the format): a 64-byte
// buffer, base64, version 3, the id XOR a SHA-256 keystream of key ‖ nonce ‖ block.
import { createHash } from 'node:crypto';

export const DEMO_DEVICE_KEY = 'fin-widgets-demo-device-key';

export function decryptDeviceId(header, key = DEMO_DEVICE_KEY) {
  if (typeof header !== 'string' || !/^[A-Za-z0-9+/]+=*$/.test(header)) return undefined;
  const buffer = Buffer.from(header, 'base64');
  if (buffer.length !== 64 || buffer[0] !== 3 || buffer[1] < 1 || buffer[1] > 46) return undefined;
  const length = buffer[1];
  const nonce = buffer.subarray(2, 18);
  const out = Buffer.alloc(length);
  for (let block = 0; block * 32 < length; block++) {
    const digest = createHash('sha256').update(Buffer.concat([Buffer.from(key), nonce, Buffer.from([block])])).digest();
    for (let index = block * 32; index < Math.min(length, block * 32 + 32); index++) out[index] = buffer[18 + index] ^ digest[index - block * 32];
  }
  return out.toString('utf8');
}
