/**
 * Randomness as a port beside Clock, so ids, PKCE secrets and backoff jitter are injectable and
 * tests can name every random value. The port gives bytes; the helpers here turn them into
 * uniform integers, strings, fractions and ids without modulo bias.
 */

export interface Random {
  /** `length` uniformly random bytes (cryptographically strong in the browser). */
  bytes(length: number): Uint8Array;
}

/** crypto.getRandomValues: strong, and unlike crypto.randomUUID available outside secure contexts. */
export const browserRandom: Random = {
  bytes: (length) => crypto.getRandomValues(new Uint8Array(length)),
};

/**
 * A uniform integer from 0 to `below` − 1 (1 ≤ below ≤ 2^32), read from as few bytes as hold it.
 * Draws at or above the largest multiple of `below` are thrown away (rejection sampling), so no
 * value is likelier than another.
 */
export function randomInt(random: Random, below: number): number {
  if (!Number.isInteger(below) || below < 1 || below > 2 ** 32) throw new RangeError(`randomInt needs an integer from 1 to 2^32, got ${below}`);
  const width = below <= 2 ** 8 ? 1 : below <= 2 ** 16 ? 2 : 4;
  const range = 2 ** (8 * width);
  const limit = range - (range % below);
  for (;;) {
    const value = random.bytes(width).reduce((sum, byte) => sum * 256 + byte, 0);
    if (value < limit) return value % below;
  }
}

/** A uniform fraction in [0, 1), to 32 bits: the jitter of a backoff. Four bytes are a uniform integer below 2^32 as they are: nothing to reject. */
export const randomFraction = (random: Random): number => random.bytes(4).reduce((sum, byte) => sum * 256 + byte, 0) / 2 ** 32;

/** `length` characters of `alphabet`, each equally likely (PKCE verifiers and states, device ids). */
export function randomString(random: Random, length: number, alphabet: string): string {
  let out = '';
  while (out.length < length) out += alphabet[randomInt(random, alphabet.length)];
  return out;
}

/**
 * The one id helper: a random (version 4) UUID, for client message ids, event and session ids and
 * the SDK's device id. Built from the port rather than crypto.randomUUID, which needs a secure context.
 */
export function randomId(random: Random): string {
  const bytes = Uint8Array.from(random.bytes(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
