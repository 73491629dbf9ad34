/** Random strings without modulo bias, and base64url: the PKCE building blocks (RFC 7636). */
import { CODE_VERIFIER_LENGTH, STATE_PREFIX, STATE_RANDOM_LENGTH } from '../constants';

/** Fills a byte array with cryptographically strong random values (crypto.getRandomValues). */
export type RandomSource = (bytes: Uint8Array) => void;

/** RFC 7636 §4.1 unreserved characters. */
export const VERIFIER_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~';
/** Letters and digits: the state's random part and the device ids. */
export const ALPHANUMERIC = VERIFIER_ALPHABET.slice(0, 62);

/**
 * `length` characters of `alphabet`. Bytes at or above the largest multiple of the alphabet's
 * size are thrown away (rejection sampling), so every character is exactly as likely.
 */
export function randomString(random: RandomSource, length: number, alphabet: string): string {
  const limit = 256 - (256 % alphabet.length);
  let out = '';
  while (out.length < length) {
    const bytes = new Uint8Array(Math.min(length * 2, 4096));
    random(bytes);
    for (const byte of bytes) {
      if (byte < limit && out.length < length) out += alphabet[byte % alphabet.length];
    }
  }
  return out;
}

export const createCodeVerifier = (random: RandomSource): string => randomString(random, CODE_VERIFIER_LENGTH, VERIFIER_ALPHABET);

export const createState = (random: RandomSource): string => STATE_PREFIX + randomString(random, STATE_RANDOM_LENGTH, ALPHANUMERIC);

/** The only states this client makes; anything else (`__proto__`, `constructor`) is not ours. */
export const isState = (value: unknown): value is string =>
  typeof value === 'string' && new RegExp(`^${STATE_PREFIX}[A-Za-z0-9]{${STATE_RANDOM_LENGTH}}$`).test(value);

export const isCodeVerifier = (value: unknown): value is string => typeof value === 'string' && /^[A-Za-z0-9\-._~]{43,128}$/.test(value);

/** Base64url without padding (RFC 4648 §5). */
export const base64url = (bytes: Uint8Array): string =>
  btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
