/**
 * The single-word commands that came before `<feature>.<command>`: command → the feature whose
 * module (elements/fin-<feature>.js) exports it in `commands`; the sign-on commands load
 * without the button's React (elements/commands/fin-sso.ts). New commands need no entry here. The
 * build fails when a feature named here has no element.
 */
export const COMMAND_FEATURES: Record<string, string> = {
  track: 'tracker',
  signIn: 'sso',
  handleSignInReturn: 'sso',
  signOut: 'sso',
  userInfo: 'sso',
  loadPaymentEmbed: 'sso',
};
