/**
 * Sign-out and user info through hidden frames (embed/logout, embed/userinfo). Loaded lazily by
 * the commands; everything else comes in through the sign-on environment and the envelope
 * reader, so this module shares no code with the button beyond src/shared.
 */
import { attempt, object } from '../../shared/decode';
import type { SignInErrorCode } from '../constants';
import { DELETE_SESSION_PARAM, EMBED_LOGOUT, EMBED_TIMEOUT_MS, EMBED_USERINFO } from '../embed-constants';
import type { SignOnEnvironment } from './client';
import type { readEnvelope } from './messages';

export interface EmbedOptions {
  /** Base URL of the sign-on service. */
  serviceUrl: string;
  clientId: string;
  /** Default 2000 ms. */
  timeoutMs?: number | undefined;
}

export interface SignOutOptions extends EmbedOptions {
  /** Also end the session at the sign-on service (delete_session=true). */
  deleteSession?: boolean;
}

export interface EmbedFailure {
  status: 'error';
  error: Extract<SignInErrorCode, 'timeout' | 'iframe_failed'>;
}

export type SignOutResult = { status: 'success'; sessionDeleted: boolean } | EmbedFailure;
export type UserInfoResult = { status: 'success'; user: Record<string, unknown> | null } | EmbedFailure;

type ReadEnvelope = typeof readEnvelope;

function embedRequest(
  path: string,
  params: Record<string, string | undefined>,
  options: EmbedOptions,
  env: SignOnEnvironment,
  read: ReadEnvelope,
): Promise<{ status: 'success'; payload: Record<string, unknown> } | EmbedFailure> {
  if (!options || typeof options.serviceUrl !== 'string' || !URL.canParse(options.serviceUrl) || !options.clientId) {
    return Promise.reject(new TypeError('serviceUrl (an absolute URL) and clientId are required.'));
  }
  const url = new URL(path, options.serviceUrl.endsWith('/') ? options.serviceUrl : `${options.serviceUrl}/`);
  for (const [name, value] of Object.entries({ client_id: options.clientId, origin: env.origin, ...params })) {
    if (value) url.searchParams.append(name, value);
  }
  return env.frames().then((port) => new Promise((resolve) => {
    // The frame loads asynchronously, so listening right after creating it misses nothing.
    const frame = port.openFrame(url.href);
    if (!frame) return resolve({ status: 'error', error: 'iframe_failed' });
    const finish = (result: Awaited<ReturnType<typeof embedRequest>>) => {
      stop();
      env.clock.clearTimeout(timer);
      frame.remove();
      resolve(result);
    };
    const stop = env.listen((message) => {
      const envelope = read(message, { origin: url.origin, source: frame.window });
      if (envelope?.type === path) finish({ status: 'success', payload: envelope.payload });
    });
    const timer = env.clock.setTimeout(() => finish({ status: 'error', error: 'timeout' }), options.timeoutMs ?? EMBED_TIMEOUT_MS);
  }));
}

/** Signs the host's client out at the service; with deleteSession, ends the service's session too. */
export async function signOut(options: SignOutOptions, env: SignOnEnvironment, read: ReadEnvelope): Promise<SignOutResult> {
  const answer = await embedRequest(EMBED_LOGOUT, { [DELETE_SESSION_PARAM]: options?.deleteSession ? 'true' : undefined }, options, env, read);
  return answer.status === 'success' ? { status: 'success', sessionDeleted: answer.payload.session_deleted === true } : answer;
}

/** The signed-in user as the service describes them, or null when there is no session. */
export async function userInfo(options: EmbedOptions, env: SignOnEnvironment, read: ReadEnvelope): Promise<UserInfoResult> {
  const answer = await embedRequest(EMBED_USERINFO, {}, options, env, read);
  if (answer.status !== 'success') return answer;
  const user = answer.payload.user;
  return { status: 'success', user: attempt(object, user) ?? null };
}
