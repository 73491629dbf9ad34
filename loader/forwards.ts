/**
 * The single-word commands that came before `<feature>.<command>`: command → the feature whose
 * element module (fin-<feature>) exports it in `commands`. New commands need no entry here. The
 * build fails when a feature named here has no element.
 */
export const COMMAND_FEATURES: Record<string, string> = {
  track: 'tracker',
  signIn: 'sso-button',
  handleSignInReturn: 'sso-button',
  signOut: 'sso-button',
  userInfo: 'sso-button',
  loadPaymentEmbed: 'sso-button',
};
