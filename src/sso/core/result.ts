/** The sign-in result of §3.1. */
import type { SignInErrorCode } from '../constants';
import { strings } from '../strings';

export interface SignInSuccess {
  status: 'success';
  authCode: string;
  codeVerifier: string;
  state: string;
}

export interface SignInFailure {
  status: 'error';
  error: SignInErrorCode;
  errorDescription: string;
  state: string;
}

export type SignInResult = SignInSuccess | SignInFailure;

/** §8's codes are the keys of the message table (`error.<code>`): one list, one place. */
export const isSignInError = (value: string): value is SignInErrorCode => Object.hasOwn(strings.defaults, `error.${value}`);

export const failure = (error: SignInErrorCode, state: string, errorDescription = ''): SignInFailure => ({
  status: 'error',
  error,
  errorDescription,
  state,
});

/** An error the service sent: one of §8's codes, otherwise `unknown` with the code kept in the description. */
export function serviceFailure(error: string, description: string, state: string): SignInFailure {
  if (isSignInError(error)) return failure(error, state, description);
  return failure('unknown', state, description ? `${error}: ${description}` : error);
}
