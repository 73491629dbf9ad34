/** The authorisation request of §3.1: which path, which parameters, in which order. */
import { SIGN_ON_PATHS, SIGN_UP_FLOWS } from '../constants';
import type { SignInMode } from '../constants';

/** What the host chooses about a sign-in (the rest is made per attempt). */
export interface AuthorisationOptions {
  clientId: string;
  redirectUri: string;
  acrValues?: string | undefined;
  loginHint?: string | undefined;
  flow?: string | undefined;
  prompt?: string | undefined;
  uiLocales?: string | undefined;
  uiColorScheme?: string | undefined;
  uiBackground?: string | undefined;
  countryCodes?: readonly string[] | undefined;
  /** Further parameters the sign-on service understands; they never replace the ones above. */
  extraParams?: Readonly<Record<string, string | undefined>> | undefined;
  /** A step-up verification the service asked for: opens challenges/{method}/{id} (popup or redirect). */
  challenge?: Challenge | undefined;
}

export interface Challenge {
  method: string;
  id: string;
}

/** What each attempt adds. */
export interface AttemptParams {
  mode: SignInMode;
  codeChallenge: string;
  state: string;
  /** The page's origin, where the service posts its answer. */
  origin: string;
}

/** `signin`, `signup` for the signup flows, `challenges/{method}/{id}` for a challenge; hidden frames use `embed/authorise` or `embed/connect`. */
export function authorisationPath(mode: SignInMode, flow: string | undefined, challenge?: Challenge): string {
  if (mode === 'frame') return SIGN_ON_PATHS.authorise;
  if (mode === 'connect') return SIGN_ON_PATHS.connect;
  if (challenge) return `${SIGN_ON_PATHS.challenges}/${challenge.method}/${challenge.id}`;
  return flow !== undefined && SIGN_UP_FLOWS.includes(flow) ? SIGN_ON_PATHS.signup : SIGN_ON_PATHS.signin;
}

/** The query parameters in §3.1 order; empty values are dropped. */
export function authorisationParams(options: AuthorisationOptions, attempt: AttemptParams): [string, string][] {
  const named: [string, string | undefined][] = [
    ['client_id', options.clientId],
    ['redirect_uri', options.redirectUri],
    ['response_type', 'code'],
    ['code_challenge_method', 'S256'],
    ['code_challenge', attempt.codeChallenge],
    ['response_mode', attempt.mode === 'redirect' ? 'query' : 'post-message'],
    ['acr_values', options.acrValues],
    ['login_hint', options.loginHint],
    ['display', attempt.mode === 'redirect' ? 'page' : attempt.mode === 'popup' ? 'popup' : undefined],
    ['flow', options.flow],
    ['prompt', options.prompt],
    ['ui_locales', options.uiLocales],
    ['ui_color_scheme', options.uiColorScheme],
    ['ui_background', options.uiBackground],
    ['country_codes', options.countryCodes?.filter(Boolean).join(' ')],
    ['state', attempt.state],
    ['origin', attempt.origin],
  ];
  const reserved = new Set(named.map(([name]) => name));
  for (const [name, value] of Object.entries(options.extraParams ?? {})) {
    if (!reserved.has(name)) named.push([name, value]);
  }
  return named.filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '');
}

/** The URL to open: `serviceUrl` is the sign-on service's base URL (a trailing slash is added). */
export function authorisationUrl(serviceUrl: string, options: AuthorisationOptions, attempt: AttemptParams): string {
  const base = serviceUrl.endsWith('/') ? serviceUrl : `${serviceUrl}/`;
  const url = new URL(authorisationPath(attempt.mode, options.flow, options.challenge), base);
  for (const [name, value] of authorisationParams(options, attempt)) url.searchParams.append(name, value);
  return url.href;
}
