/**
 * Recent sign-in attempts: the newest 7 in local storage and the newest 3 in a cookie (a second
 * copy for browsers that clear or partition local storage across the redirect). An attempt is
 * single-use: once answered it keeps only its state, marked used, so a replay is recognised.
 */
import { readCookie } from '../../shared/cookies';
import { array, attempt, boolean, fields, optional, refine, string } from '../../shared/decode';
import { ATTEMPT_COOKIE_MAX_AGE_S, ATTEMPTS_KEY, COOKIE_ATTEMPTS, LOCAL_ATTEMPTS } from '../constants';
import { isCodeVerifier, isState } from './random';

export interface Attempt {
  state: string;
  /** Empty once used. */
  codeVerifier: string;
  used?: true;
}

/** localStorage, as a port; implementations swallow the browser's refusals (private mode, quota). */
export interface TextStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
}

export interface CookieJar {
  /** document.cookie */
  read(): string;
  write(name: string, value: string, maxAgeSeconds: number): void;
}

export interface AttemptStore {
  add(attempt: Attempt): void;
  find(state: string): Attempt | undefined;
  /** Forgets the verifier and remembers the state as used. */
  markUsed(state: string): void;
  list(): Attempt[];
}

/** Stored data is decoded like server data: anything malformed is dropped, never trusted. */
export function decodeAttempts(text: string | null | undefined): Attempt[] {
  if (!text) return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return [];
  }
  return (attempt(array, value) ?? []).flatMap((item, index) => attempt(decodeAttempt, item, `$[${index}]`) ?? []);
}

function decodeAttempt(value: unknown, path: string): Attempt {
  const f = fields(value, path);
  const state = f.get('state', refine(string, isState, 'a state this client made'));
  if (f.get('used', optional(boolean))) return { state, codeVerifier: '', used: true };
  return { state, codeVerifier: f.get('codeVerifier', refine(string, isCodeVerifier, 'a PKCE code verifier')) };
}

export function createAttemptStore(local: TextStorage, cookies: CookieJar): AttemptStore {
  const list = (): Attempt[] => {
    const merged = [...decodeAttempts(local.get(ATTEMPTS_KEY)), ...decodeAttempts(readCookie(cookies.read(), ATTEMPTS_KEY))];
    // One entry per state; a used mark wins over a stale copy that still has its verifier.
    const byState = new Map<string, Attempt>();
    for (const attempt of merged) {
      const known = byState.get(attempt.state);
      if (!known || (attempt.used && !known.used)) byState.set(attempt.state, attempt);
    }
    return [...byState.values()];
  };
  const save = (attempts: Attempt[]): void => {
    local.set(ATTEMPTS_KEY, JSON.stringify(attempts.slice(0, LOCAL_ATTEMPTS)));
    cookies.write(ATTEMPTS_KEY, JSON.stringify(attempts.slice(0, COOKIE_ATTEMPTS)), ATTEMPT_COOKIE_MAX_AGE_S);
  };
  return {
    list,
    add: (attempt) => save([attempt, ...list().filter((known) => known.state !== attempt.state)]),
    find: (state) => list().find((attempt) => attempt.state === state),
    markUsed: (state) =>
      save(list().map((attempt): Attempt => (attempt.state === state ? { state, codeVerifier: '', used: true } : attempt))),
  };
}
