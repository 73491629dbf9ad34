import type { SignInErrorCode } from './constants';

export const strings = {
  signIn: 'Sign in',
  signUp: 'Sign up',
  /** Every §8 sign-in code in words a user understands. */
  errors: {
    registration_not_supported: 'Signing up is not available here. Sign in with an existing account.',
    user_cancelled: 'Sign-in was cancelled.',
    access_denied: 'Access was denied for this account.',
    authorise_declined: 'You did not allow access, so you are not signed in.',
    unknown: 'Something went wrong. Please try again.',
    timeout: 'Sign-in took too long. Please try again.',
    interrupted: 'Sign-in was interrupted. Please try again.',
    popup_blocked: 'Your browser blocked the sign-in window. Allow pop-ups and try again.',
    popup_closed: 'The sign-in window was closed before you finished.',
    iframe_failed: 'We could not reach the sign-in service. Please try again.',
    code_verifier_not_found: 'This sign-in has expired. Please sign in again.',
    code_verifier_already_used: 'This sign-in was already used. Please sign in again.',
    state_not_found: 'This sign-in could not be completed. Please sign in again.',
  } satisfies Record<SignInErrorCode, string>,
  notConfigured: 'Sign-in is not set up on this page yet.',
} as const;
