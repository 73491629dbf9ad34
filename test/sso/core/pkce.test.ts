import { expect } from '@open-wc/testing';
import { codeChallenge } from '../../../src/sso/core/pkce';
import { browserRandom, randomString } from '../../../src/shared/random';
import type { Random } from '../../../src/shared/random';
import { base64url, createCodeVerifier, createState, isState, VERIFIER_ALPHABET } from '../../../src/sso/core/random';

const sha256 = (data: Uint8Array<ArrayBuffer>) => crypto.subtle.digest('SHA-256', data);
const realRandom = browserRandom;

describe('sso core: PKCE', () => {
  it('matches the RFC 7636 Appendix B vector', async () => {
    expect(await codeChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk', sha256)).to.equal('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
  });

  it('encodes base64url without padding', () => {
    const bytes = (...values: number[]) => new Uint8Array(values);
    expect(base64url(bytes())).to.equal('');
    expect(base64url(bytes(0xff))).to.equal('_w');
    expect(base64url(bytes(0xfb, 0xff))).to.equal('-_8');
    expect(base64url(new TextEncoder().encode('foobar'))).to.equal('Zm9vYmFy');
    expect(base64url(new TextEncoder().encode('fooba'))).to.equal('Zm9vYmE');
  });

  it('makes a 64-character verifier of unreserved characters and a _pk_ state of 16 more', () => {
    const verifier = createCodeVerifier(realRandom);
    expect(verifier).to.match(/^[A-Za-z0-9\-._~]{64}$/);
    const state = createState(realRandom);
    expect(state).to.match(/^_pk_[A-Za-z0-9]{16}$/);
    expect(isState(state)).to.equal(true);
    for (const bad of ['__proto__', 'constructor', '_pk_short', `${state}x`, 42]) expect(isState(bad)).to.equal(false);
  });

  it('rejects bytes that would bias the choice (rejection sampling, no modulo bias)', () => {
    // 66 characters: bytes from 198 (= 256 - 256 % 66) up must be thrown away, not folded.
    const stream = [198, 255, 0, 200, 65, 197];
    const random: Random = { bytes: (length) => Uint8Array.from({ length }, () => stream.shift() ?? 1) };
    // 198, 255 and 200 are skipped; 0 → 'A', 65 → '~', 197 (= 2 × 66 + 65) → '~'.
    expect(randomString(random, 3, VERIFIER_ALPHABET)).to.equal('A~~');
  });

  it('gives every character the same chance', () => {
    const counts = new Map<string, number>();
    const text = randomString(realRandom, 66 * 600, VERIFIER_ALPHABET);
    for (const char of text) counts.set(char, (counts.get(char) ?? 0) + 1);
    expect(counts.size).to.equal(66);
    // Expected 600 each; with bias (256 % 66 folded) the first 58 would get ~25% more.
    for (const count of counts.values()) expect(count).to.be.within(450, 760);
  });
});
