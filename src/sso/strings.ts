import type { SignInErrorCode } from './constants';

export const strings = {
  signIn: 'Sign in',
  signUp: 'Sign up',
  /** Every §8 sign-in code in words a user understands. */
  errors: {
    registration_not_supported: 'Sign-up is not available here. Sign in instead.',
    user_cancelled: 'Sign-in was cancelled.',
    access_denied: 'Access was denied for this account.',
    authorise_declined: 'You declined access, so you are not signed in.',
    unknown: 'Something went wrong. Try again.',
    timeout: 'Sign-in took too long. Try again.',
    interrupted: 'Sign-in was interrupted. Try again.',
    popup_blocked: 'Your browser blocked the sign-in window. Allow pop-ups and try again.',
    popup_closed: 'The sign-in window was closed before you finished.',
    iframe_failed: 'We could not reach the sign-in service. Try again.',
    code_verifier_not_found: 'This sign-in has expired. Sign in again.',
    code_verifier_already_used: 'This sign-in was already used. Sign in again.',
    state_not_found: 'This sign-in is incomplete. Sign in again.',
  } satisfies Record<SignInErrorCode, string>,
  notConfigured: 'Sign-in is not set up here yet.',
} as const;
