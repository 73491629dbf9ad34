/** Public events of <fin-sso-button> (and of FinWidgets('signIn') through the button's module). */
import type { SignInErrorCode } from './constants';

export interface SsoSuccessDetail {
  /** Exchange it, with codeVerifier, at the sign-on service's token endpoint (from your backend). */
  authCode: string;
  codeVerifier: string;
  state: string;
}

export interface SsoErrorDetail {
  error: SignInErrorCode;
  errorDescription: string;
  state: string;
  /** The error in words a user understands (what the button shows). */
  message: string;
}

declare module '../shared/events' {
  interface FinEventMap {
    /** Sign-in finished with an authorisation code. */
    'fin-sso-success': SsoSuccessDetail;
    /** Sign-in ended with one of the §8 sign-in codes. */
    'fin-sso-error': SsoErrorDetail;
    /** On document: the session of a connected frame (signIn mode connect) ended at the service (embed/logout-sync). */
    'fin-sso-logout': Record<string, never>;
  }
}
