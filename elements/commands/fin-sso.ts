/**
 * The sign-on commands without the button (FinWidgets('signIn'), 'signOut', 'userInfo',
 * 'handleSignInReturn', 'loadPaymentEmbed'): a module with no element and no React, so a host
 * that draws its own button pays for the sign-on client only. <fin-sso-button> exports the same
 * commands from the same module.
 */
export { commands } from '../../src/sso/commands';
