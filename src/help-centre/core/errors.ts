/** §8 Help centre: a FAQ answered 404 is "Not found"; any other HTTP failure "User is not authorised". */
import { FinWidgetsError } from '../../shared/errors';

export class FaqNotFoundError extends FinWidgetsError {
  override name = 'FaqNotFoundError';
  readonly key: string;

  constructor(key: string, options?: { cause?: unknown }) {
    super('not_found', 'Not found', options);
    this.key = key;
  }
}

export class NotAuthorisedError extends FinWidgetsError {
  override name = 'NotAuthorisedError';

  constructor(options?: { cause?: unknown }) {
    super('not_authorised', 'User is not authorised', options);
  }
}
