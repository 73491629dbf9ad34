/** FinWidgets('signIn', options): the page's sign-on client, for hosts that draw their own button. */
import { once } from '../shared/once';
import { pageSignOnClient } from './browser/environment';
import type { SignInOptions } from './core/client';
import type { EmbedOptions, SignOutOptions, SignOutResult, UserInfoResult } from './core/embed';
import type { PaymentEmbed, PaymentEmbedOptions } from './core/payment-embed';
import type { SignInResult } from './core/result';

/**
 * Starts a sign-in and returns the promise of its result. Popup mode opens the popup before it
 * returns, so a click handler calling FinWidgets('signIn') keeps the browser's permission once
 * the element module has loaded (FinWidgets('ready', 'fin-sso-button') first); before that the
 * loader must import the module, and a blocker may refuse the popup: the result is popup_blocked.
 */
export function signIn(options: SignInOptions): Promise<SignInResult> {
  return pageSignOnClient().signIn(options);
}

/** On the redirect return page: the result (the address is cleaned), or null when it is not a return. */
export function handleSignInReturn(): Promise<SignInResult | null> {
  return pageSignOnClient().handleReturn();
}

/**
 * Loads the payment embed (version script, then embed or upsell) and reads the payment return
 * (_rp_oid, _rp_s, _rp_fr) in the address; its code is fetched only when asked for.
 */
export function loadPaymentEmbed(options: PaymentEmbedOptions): Promise<PaymentEmbed> {
  return payment().then((module) => module.loadPaymentEmbedInBrowser(options));
}

// Each loaded on first use, once; a failed load is asked again on the next call.
const payment = once(() => import('./browser/payment'));
const frames = once(() => import('./browser/frames'));

/**
 * Signs out through embed/logout (deleteSession: also end the service's session); timeoutMs
 * defaults to 2000. Loaded on first use. A connected frame (signIn mode connect) is removed first.
 */
export const signOut = (options: SignOutOptions): Promise<SignOutResult> => frames().then((module) => module.signOut(options));

/** The signed-in user through embed/userinfo, or user null without a session. Loaded on first use. */
export const userInfo = (options: EmbedOptions): Promise<UserInfoResult> => frames().then((module) => module.userInfo(options));

/** The loader's commands of the sign-on feature (elements/commands/fin-sso.ts, <fin-sso-button>). */
export const commands = { signIn, handleSignInReturn, signOut, userInfo, loadPaymentEmbed };
