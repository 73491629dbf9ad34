/**
 * Commands that live in a feature's module rather than in the loader: command → tag whose
 * element module exports it in `commands`. The build fails when a tag named here has no element.
 */
export const COMMAND_TAGS: Record<string, string> = {
  track: 'fin-tracker',
  signIn: 'fin-sso-button',
  handleSignInReturn: 'fin-sso-button',
  signOut: 'fin-sso-button',
  userInfo: 'fin-sso-button',
  loadPaymentEmbed: 'fin-sso-button',
};
