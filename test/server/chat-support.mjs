// Helpers for the chat server tests: the encrypted device id (the format of
// src/chat/core/device.ts, written again here so the server's reader is tested on its own)
// and a client that keeps the session cookie.
import { createHash, randomBytes } from 'node:crypto';
import { DEMO_DEVICE_KEY } from '../../demo/server/chat/device.mjs';

export function encryptDevice(id, key = DEMO_DEVICE_KEY) {
  const bytes = Buffer.from(id);
  const buffer = randomBytes(64);
  buffer[0] = 3;
  buffer[1] = bytes.length;
  const nonce = buffer.subarray(2, 18);
  for (let block = 0; block * 32 < bytes.length; block++) {
    const digest = createHash('sha256').update(Buffer.concat([Buffer.from(key), nonce, Buffer.from([block])])).digest();
    for (let index = block * 32; index < Math.min(bytes.length, block * 32 + 32); index++) buffer[18 + index] = bytes[index] ^ digest[index - block * 32];
  }
  return buffer.toString('base64');
}

/** fetch against the chat API with the chat headers and a cookie jar of one cookie. */
export function chatAgent(origin) {
  let cookie = '';
  const device = encryptDevice('device-test-1');
  return {
    get cookie() {
      return cookie;
    },
    async call(method, path, body, headers = {}) {
      const init = { method, headers: { 'x-chat-version': '1', 'x-device-id': device, 'accept-language': 'en-GB', ...headers } };
      if (cookie) init.headers.cookie = cookie;
      if (body instanceof FormData) init.body = body;
      else if (body !== undefined) {
        init.body = JSON.stringify(body);
        init.headers['content-type'] = 'application/json';
      }
      const response = await fetch(`${origin}/api/chat/${path}`, init);
      const set = response.headers.get('set-cookie');
      if (set) cookie = set.split(';')[0];
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : undefined };
    },
  };
}
