/**
 * Texts of <fin-sso-button> as en-GB defaults: views read them with useStrings(strings), hosts
 * override them as `sso.<key>` (docs/loader.md "messages").
 */
import { defineCatalog } from '../shared/i18n';
import type { SignInErrorCode } from './constants';

/** Every §8 sign-in code in words a user understands. */
const errors = {
  'error.registration_not_supported': 'Sign-up is not available here. Sign in instead.',
  'error.user_cancelled': 'Sign-in was cancelled.',
  'error.access_denied': 'Access was denied for this account.',
  'error.authorise_declined': 'You declined access, so you are not signed in.',
  'error.unknown': 'Something went wrong. Try again.',
  'error.timeout': 'Sign-in took too long. Try again.',
  'error.interrupted': 'Sign-in was interrupted. Try again.',
  'error.popup_blocked': 'Your browser blocked the sign-in window. Allow pop-ups and try again.',
  'error.popup_closed': 'The sign-in window was closed before you finished.',
  'error.iframe_failed': 'We could not reach the sign-in service. Try again.',
  'error.code_verifier_not_found': 'This sign-in has expired. Sign in again.',
  'error.code_verifier_already_used': 'This sign-in was already used. Sign in again.',
  'error.state_not_found': 'This sign-in is incomplete. Sign in again.',
} satisfies Record<`error.${SignInErrorCode}`, string>;

export const strings = defineCatalog('sso', {
  signIn: 'Sign in',
  signUp: 'Sign up',
  ...errors,
  notConfigured: 'Sign-in is not set up here yet.',
});
