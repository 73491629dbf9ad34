/**
 * The redirect return (§2.1, §4.1): reads code, state, error and error_description, resolves
 * them against the stored attempts (single use) and gives the address without them.
 */
import { MAX_CODE_CHARS, MAX_DESCRIPTION_CHARS } from '../constants';
import type { AttemptStore } from './attempts';
import type { SignOnEnvironment } from './client';
import { isState } from './random';
import { failure, serviceFailure } from './result';
import type { SignInResult } from './result';

export const RETURN_PARAMS = ['code', 'state', 'error', 'error_description'] as const;

export interface ReturnReading {
  result: SignInResult;
  /** The address with the four parameters removed, for history.replaceState. */
  cleanUrl: string;
}

/** Null when the address carries neither a code nor an error: not a return, nothing to do. */
export function readReturn(href: string, attempts: AttemptStore): ReturnReading | null {
  const url = new URL(href);
  const query = url.searchParams;
  const code = query.get('code');
  const error = query.get('error');
  if (code === null && error === null) return null;
  const state = query.get('state') ?? '';
  const description = (query.get('error_description') ?? '').slice(0, MAX_DESCRIPTION_CHARS);
  for (const name of RETURN_PARAMS) query.delete(name);
  const cleanUrl = url.href;

  const attempt = isState(state) ? attempts.find(state) : undefined;
  if (attempt) attempts.markUsed(state);
  if (error !== null) {
    return { cleanUrl, result: attempt?.used ? failure('code_verifier_already_used', state) : serviceFailure(error, description, state) };
  }
  if (!state) return { cleanUrl, result: failure('state_not_found', '') };
  if (!attempt) return { cleanUrl, result: failure('code_verifier_not_found', state) };
  if (attempt.used) return { cleanUrl, result: failure('code_verifier_already_used', state) };
  if (!code || code.length > MAX_CODE_CHARS) return { cleanUrl, result: failure('unknown', state, 'The authorisation code is malformed.') };
  return { cleanUrl, result: { status: 'success', authCode: code, codeVerifier: attempt.codeVerifier, state } };
}

/** The client's handleReturn: the result, with the address cleaned; null when this is not a return. */
export function handleReturn(env: Pick<SignOnEnvironment, 'href' | 'attempts' | 'replaceUrl'>): SignInResult | null {
  const reading = readReturn(env.href(), env.attempts);
  if (!reading) return null;
  env.replaceUrl(reading.cleanUrl);
  return reading.result;
}
