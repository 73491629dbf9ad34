import { FinWidgetsArgumentError } from '../../shared/errors';

/** signIn() was given options it cannot work with; the message names the option. */
export class SignInOptionsError extends FinWidgetsArgumentError {
  constructor(message: string) {
    super('invalid_sign_in_options', message);
  }
}
