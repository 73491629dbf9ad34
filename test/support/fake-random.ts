/** Random ports whose draws a test can name. */
import type { Random } from '../../src/shared/random';

/**
 * Each draw is `lead` followed by a counter: a fraction reads as lead / 256 (0.5 by default, plus
 * a part too small to change a rounded delay), and every id differs from the last.
 */
export function countingRandom(lead = 0x80): Random {
  let count = 0;
  return {
    bytes(length) {
      const bytes = new Uint8Array(length);
      bytes[0] = lead;
      for (let index = length - 1, rest = ++count; index > 0; index--, rest = Math.floor(rest / 256)) bytes[index] = rest % 256;
      return bytes;
    },
  };
}

/** Draws that read, through randomFraction, as these fractions in turn (then the last one again). */
export function fractionRandom(...fractions: number[]): Random {
  const queue = [...fractions];
  return {
    bytes(length) {
      const fraction = queue.length > 1 ? queue.shift()! : queue[0] ?? 0;
      const value = Math.floor(fraction * 2 ** 32);
      return Uint8Array.from({ length }, (_, index) => Math.floor(value / 2 ** (8 * (length - 1 - index))) % 256);
    },
  };
}
