/**
 * The PKCE building blocks (RFC 7636): verifier and state from the Random port (randomString
 * throws biased draws away: rejection sampling, no modulo bias), and base64url.
 */
import { randomString } from '../../shared/random';
import type { Random } from '../../shared/random';
import { CODE_VERIFIER_LENGTH, STATE_PREFIX, STATE_RANDOM_LENGTH } from '../constants';

/** RFC 7636 §4.1 unreserved characters. */
export const VERIFIER_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~';
/** Letters and digits: the state's random part and the device ids. */
export const ALPHANUMERIC = VERIFIER_ALPHABET.slice(0, 62);

export const createCodeVerifier = (random: Random): string => randomString(random, CODE_VERIFIER_LENGTH, VERIFIER_ALPHABET);

export const createState = (random: Random): string => STATE_PREFIX + randomString(random, STATE_RANDOM_LENGTH, ALPHANUMERIC);

/** The only states this client makes; anything else (`__proto__`, `constructor`) is not ours. */
export const isState = (value: unknown): value is string =>
  typeof value === 'string' && new RegExp(`^${STATE_PREFIX}[A-Za-z0-9]{${STATE_RANDOM_LENGTH}}$`).test(value);

export const isCodeVerifier = (value: unknown): value is string => typeof value === 'string' && /^[A-Za-z0-9\-._~]{43,128}$/.test(value);

/** Base64url without padding (RFC 4648 §5). */
export const base64url = (bytes: Uint8Array): string =>
  btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
