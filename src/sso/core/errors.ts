import { FinWidgetsError } from '../../shared/errors';

/** signIn() was given options it cannot work with; the message names the option. */
export class SignInOptionsError extends FinWidgetsError {
  override name = 'SignInOptionsError';

  constructor(message: string) {
    super('invalid_sign_in_options', message);
  }
}
