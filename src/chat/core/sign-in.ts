/**
 * The one sign-in path of the panel (opening.ts, session.ts) and the launcher's light poll
 * (unread-ask.ts), §4.8 and §7.2: which way a session is made from what the page holds, and the
 * requests that make it. React-free and free of the chat's models, so the launcher loads it cheaply.
 */
import type { Http } from '../../shared/http';
import { ANONYMOUS_TAGS } from '../constants';
import { decodeSessionInfo } from './session-info';
import type { SessionInfo } from './session-info';

/** What the page holds: an anonymous visitor (the panel's attribute, or a stored anonymous session), the host's token, the user's client id. */
export interface SignInCredentials {
  anonymous: boolean;
  token?: string | undefined;
  clientId?: string | undefined;
}

export type SignInWay = { kind: 'anonymous' } | { kind: 'token'; token: string; clientId: string } | { kind: 'ask-host' };

/** Anonymous when the visitor is one; else the host's token with the user's client id; else the host is asked (fin-auth-required). */
export function signInWay({ anonymous, token, clientId }: SignInCredentials): SignInWay {
  if (anonymous) return { kind: 'anonymous' };
  if (token && clientId) return { kind: 'token', token, clientId };
  return { kind: 'ask-host' };
}

/** POST /signin with the host's token. */
export const postSignIn = (http: Http, token: string, clientId: string, signal?: AbortSignal): Promise<SessionInfo> =>
  http.post<SessionInfo>('signin', { verificationToken: token, clientId }, { signal, decode: decodeSessionInfo });

/** POST /signin/anonymous: the stored anonymous client again, or a new one (no clientId). */
export const postSignInAnonymous = (http: Http, clientId: string | undefined, signal?: AbortSignal): Promise<SessionInfo> =>
  http.post<SessionInfo>('signin/anonymous', { clientId, tags: ANONYMOUS_TAGS }, { signal, decode: decodeSessionInfo });
