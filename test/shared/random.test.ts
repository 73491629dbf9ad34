import { expect } from '@open-wc/testing';
import { browserRandom, randomFraction, randomId, randomInt, randomString } from '../../src/shared/random';
import type { Random } from '../../src/shared/random';
import { countingRandom, fractionRandom } from '../support/fake-random';

/** A Random that hands out these bytes in order (then 0s). */
const byteStream = (...stream: number[]): Random => ({ bytes: (length) => Uint8Array.from({ length }, () => stream.shift() ?? 0) });

describe('random: uniform integers without modulo bias', () => {
  const cases: { below: number; bytes: number[]; expected: number; why: string }[] = [
    { below: 66, bytes: [0], expected: 0, why: 'one byte is enough for below ≤ 256' },
    { below: 66, bytes: [197], expected: 65, why: '197 = 2 × 66 + 65 is under the limit 198' },
    { below: 66, bytes: [198, 255, 5], expected: 5, why: '198 and up are thrown away, not folded' },
    { below: 256, bytes: [255], expected: 255, why: '256 divides 256: nothing is rejected' },
    { below: 1000, bytes: [0x03, 0xe7], expected: 999, why: 'two bytes, big-endian, for below ≤ 65536' },
    { below: 1000, bytes: [0xff, 0xff, 0x00, 0x07], expected: 7, why: '65535 is at or over 65000 and is thrown away' },
    { below: 2 ** 32, bytes: [0x80, 0, 0, 0], expected: 2 ** 31, why: 'four bytes for the full 32 bits' },
    { below: 1, bytes: [9], expected: 0, why: 'below 1 has one value' },
  ];
  for (const { below, bytes, expected, why } of cases) {
    it(`randomInt(${below}) from [${bytes.join(', ')}] is ${expected}: ${why}`, () => {
      expect(randomInt(byteStream(...bytes), below)).to.equal(expected);
    });
  }

  for (const bad of [0, -1, 1.5, 2 ** 32 + 1, Number.NaN]) {
    it(`refuses below = ${bad}`, () => {
      expect(() => randomInt(browserRandom, bad)).to.throw(RangeError);
    });
  }

  it('fractions are the 32-bit value over 2^32', () => {
    expect([0, 0.25, 0.5, 0.999].map((fraction) => randomFraction(fractionRandom(fraction)))).to.deep.equal([0, 0.25, 0.5, 0.999 - ((0.999 * 2 ** 32) % 1) / 2 ** 32]);
  });

  it('strings pick every character through randomInt (254 ≥ 252 is thrown away)', () => {
    expect(randomString(byteStream(0, 254, 2, 1), 3, 'abcdefghijklmnopqrstuvwxyz0123456789')).to.equal('acb');
  });
});

describe('random: the one id helper', () => {
  it('makes a version-4 UUID from 16 bytes', () => {
    const id = randomId(byteStream(...Array.from({ length: 16 }, (_, index) => index * 17)));
    expect(id).to.equal('00112233-4455-4677-8899-aabbccddeeff');
  });

  it('keeps the version and variant bits whatever the bytes', () => {
    for (const fill of [0x00, 0xff]) {
      expect(randomId({ bytes: (length) => new Uint8Array(length).fill(fill) })).to.match(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
  });

  it('does not write into the bytes the port returned', () => {
    const shared = new Uint8Array(16).fill(0xff);
    randomId({ bytes: () => shared });
    expect([...shared].every((byte) => byte === 0xff)).to.equal(true);
  });

  it('differs from call to call, in the browser and with the counting fake', () => {
    for (const random of [browserRandom, countingRandom()]) {
      expect(new Set(Array.from({ length: 200 }, () => randomId(random))).size).to.equal(200);
    }
  });
});
