/** What is wrong with signIn's options, in words for the developer; loaded only when something is. */
import { SIGN_IN_MODES } from '../constants';
import type { SignInOptions, WrongOption } from './client';
import { wrongOption } from './client';
import { SignInOptionsError } from './errors';

const url = (name: string, value: unknown) => `${name} must be an absolute http(s) URL, got "${String(value)}".`;

export function describeProblem(wrong: WrongOption, options: SignInOptions): string {
  switch (wrong) {
    case 'options':
      return 'signIn takes an options object.';
    case 'serviceUrl':
      return url('serviceUrl', options.serviceUrl);
    case 'clientId':
      return 'clientId is required.';
    case 'redirectUri':
      return url('redirectUri', options.redirectUri);
    case 'mode':
      return `mode must be one of ${SIGN_IN_MODES.join(', ')}, got "${String(options.mode)}".`;
    case 'challenge':
      return 'challenge needs a method and an id of letters, digits, _ or -, and mode redirect or popup.';
  }
}

export const optionsError = (wrong: WrongOption, options: SignInOptions): SignInOptionsError => new SignInOptionsError(describeProblem(wrong, options));

/** The problem with the options in words, or undefined when signIn can work with them. */
export function optionsProblem(options: SignInOptions): string | undefined {
  const wrong = wrongOption(options);
  return wrong && describeProblem(wrong, options);
}
