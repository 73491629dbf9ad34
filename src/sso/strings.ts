import type { SignInErrorCode } from './constants';

export const strings = {
  signIn: 'Sign in',
  signUp: 'Sign up',
  busy: 'Signing in…',
  signedIn: 'Signed in',
  /** Every §8 sign-in code in words a user understands. */
  errors: {
    registration_not_supported: 'Signing up is not available here. Sign in with an existing account instead.',
    user_cancelled: 'Sign-in was cancelled. You can try again whenever you are ready.',
    access_denied: 'Access was denied. Sign in with an account that is allowed to use this service.',
    authorise_declined: 'You did not allow access, so you are not signed in.',
    unknown: 'Something went wrong while signing you in. Please try again.',
    timeout: 'The sign-in service took too long to answer. Please try again.',
    interrupted: 'Sign-in was interrupted by another sign-in. Please try again.',
    popup_blocked: 'Your browser blocked the sign-in window. Allow pop-ups for this site and try again.',
    popup_closed: 'The sign-in window was closed before you finished. Please try again.',
    iframe_failed: 'We could not reach the sign-in service. Check your connection and try again.',
    code_verifier_not_found: 'This sign-in was started in another browser or has expired. Please sign in again.',
    code_verifier_already_used: 'This sign-in has already been completed. Sign in again if you need to.',
    state_not_found: 'The answer from the sign-in service was incomplete. Please sign in again.',
  } satisfies Record<SignInErrorCode, string>,
  notConfigured: 'Sign-in is not set up on this page yet.',
} as const;
