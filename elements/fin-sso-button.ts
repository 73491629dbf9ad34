import { SIGN_IN_MODES } from '../src/sso/constants';
import { SsoButtonView } from '../src/sso/ui/SsoButtonView';
import type { SsoButtonProps } from '../src/sso/ui/SsoButtonView';
import { ssoButtonStyles } from '../src/sso/ui/styles';
import { missingAttribute } from './attributes';
import { createElementClass, defineElement, oneOf } from './define';

/**
 * A sign-in or sign-up button over the provider's sign-on service: authorisation code with
 * PKCE (S256) over a full-page redirect, a popup or a hidden frame. On the redirect return page
 * it reads the answer and cleans the address.
 *
 * @summary Sign in / sign up through the sign-on service (PKCE; redirect, popup or hidden frame).
 * @tag fin-sso-button
 *
 * @attr {string} service-url - Base URL of the sign-on service (required), e.g. https://sso.example.com/.
 * @attr {string} client-id - The host's client id at the sign-on service (required).
 * @attr {string} redirect-uri - Where the service sends the browser back (required; resolved against the page).
 * @attr {"redirect" | "popup" | "frame" | "connect"} mode - redirect (default), popup, frame or connect (a hidden frame that stays to hear of a sign-out elsewhere).
 * @attr {string} flow - The service's flow; signup and signup_only open signup and label the button 'Sign up'.
 * @attr {string} login-hint - Pre-fills the user's identifier.
 * @attr {string} acr-values - Requested authentication context.
 * @attr {string} prompt - e.g. login or none.
 * @attr {string} ui-color-scheme - light or dark, passed to the service.
 * @attr {string} ui-background - Background for the service's pages.
 * @attr {string} country-codes - Space- or comma-separated country codes (sent space-joined).
 * @attr {object} extra-params - JSON object of further parameters (they never replace the spec's ones).
 * @attr {number} timeout - Hidden-frame timeout in ms (default 2000).
 * @attr {"primary" | "secondary"} variant - primary (default) or secondary.
 * @attr {string} api-base - Accepted by every element; unused here.
 * @attr {string} locale - Sent as ui_locales. Default: the loader's, then the language cookie, then en-GB.
 * @attr {"auto" | "light" | "dark"} appearance - Light or dark colours. auto (default): the page's color-scheme when it sets one, else the user's prefers-color-scheme, live. Default: configure({appearance}), then auto.
 *
 * @fires {CustomEvent<{authCode: string, codeVerifier: string, state: string}>} fin-sso-success - Exchange authCode with codeVerifier at the token endpoint, from your backend.
 * @fires {CustomEvent<{error: string, errorDescription: string, state: string, message: string}>} fin-sso-error - A §8 sign-in code; message is what the button shows.
 * @fires {CustomEvent<{}>} fin-sso-logout - Dispatched on document (not the element): a connected session (mode connect) ended at the service.
 * @fires {CustomEvent<{code: string, message: string}>} fin-error - Missing or malformed attributes (code invalid_sign_in_options or invalid_attribute).
 *
 * @csspart container - The button and its message.
 * @csspart button - The button.
 * @csspart error - The error message under the button.
 *
 * @cssprop --fin-color-accent - Button colour.
 * @cssprop --fin-color-accent-contrast - Button text colour.
 * @cssprop --fin-color-danger - Error text colour.
 * @cssprop --fin-radius-button - Button corner radius.
 */
export class FinSsoButtonElement extends createElementClass<SsoButtonProps>('fin-sso-button', {
  view: SsoButtonView,
  attributes: {
    serviceUrl: 'string',
    clientId: 'string',
    redirectUri: 'string',
    mode: oneOf(SIGN_IN_MODES),
    flow: 'string',
    loginHint: 'string',
    acrValues: 'string',
    prompt: 'string',
    uiColorScheme: 'string',
    uiBackground: 'string',
    countryCodes: 'string',
    extraParams: 'json',
    timeout: 'number',
    variant: oneOf(['primary', 'secondary']),
  },
  styles: ssoButtonStyles,
  // Found before the click: a button that cannot sign anyone in should not look as if it could.
  problems: ({ serviceUrl, clientId, redirectUri }) => [
    ...(serviceUrl ? [] : [missingAttribute('fin-sso-button', 'service-url', 'the sign-on service, e.g. service-url="https://sso.example.com/"')]),
    ...(clientId ? [] : [missingAttribute('fin-sso-button', 'client-id', 'your client id at the sign-on service')]),
    ...(redirectUri ? [] : [missingAttribute('fin-sso-button', 'redirect-uri', 'the page the service sends the browser back to, e.g. redirect-uri="/signed-in"')]),
  ],
}) {}

defineElement('fin-sso-button', FinSsoButtonElement);

/** The sign-on commands, also loaded without the button from elements/commands/fin-sso.ts. */
export { commands } from '../src/sso/commands';

declare global {
  interface HTMLElementTagNameMap {
    'fin-sso-button': FinSsoButtonElement;
  }
}
