/**
 * One ask of the launcher's light poll (launcher.ts): GET /tickets/summary with the chat's
 * headers, in a session made first as the panel would (POST /signin with the host's token and
 * the client id, or POST /signin/anonymous for the visitor's stored anonymous client) and
 * carried as a bearer token; a 401 later makes a new one. Loaded only once the page
 * has a possible session, so a visitor with none loads none of it.
 */
import type { Clock } from '../shared/clock';
import { FinWidgetsError } from '../shared/errors';
import { storedDeviceId } from '../shared/helpcentre/identity';
import { HttpStatusError } from '../shared/http';
import type { Http } from '../shared/http';
import { browserRandom, randomId } from '../shared/random';
import type { KeyValueStorage } from '../shared/storage';
import { ANONYMOUS_SESSION_KEY, chatApiBase } from './constants';
import { encryptDeviceId } from './core/device';
import { createChatHttp } from './core/http';
import { decodeSummary } from './core/session-info';
import { postSignIn, postSignInAnonymous, signInWay } from './core/sign-in';
import type { UnreadOptions } from './launcher';

/**
 * The page has the host's setAuth token but no client id: no session can be made from it (POST
 * /signin takes both), and no cookie session answered. Said once (console and fin-error).
 */
export class MissingClientIdError extends FinWidgetsError {
  override name = 'MissingClientIdError';

  constructor() {
    super(
      'missing_attribute',
      "<fin-chat-launcher> cannot read the unread count: the page has a setAuth token but no client-id. Add client-id (the signed-in user's client id) to <fin-chat-launcher> or <fin-chat>.",
    );
  }
}

export function createUnreadAsk({ clock, storage, fetch: base }: { clock: Clock; storage: KeyValueStorage; fetch: typeof fetch }) {
  let bearer: string | undefined;

  function http(options: UnreadOptions): Http {
    return createChatHttp({
      baseUrl: chatApiBase(options.apiBase),
      clock,
      device: async () => encryptDeviceId(options.deviceId || (await storedDeviceId(storage, () => randomId(browserRandom))), options.deviceKey, browserRandom),
      locale: () => options.locale,
      fetch: (input, init = {}) => {
        const headers = new Headers(init.headers);
        if (bearer) headers.set('authorization', `Bearer ${bearer}`);
        return base(input, { ...init, headers });
      },
    });
  }

  /** A session as the panel makes one; false when there is nothing to make one from. */
  async function signIn(api: Http, options: UnreadOptions): Promise<boolean> {
    // The stored anonymous client, when the page has no token of the host's (the panel's rule: one signInWay).
    const stored = options.token ? undefined : await storage.get<{ clientId?: unknown }>(ANONYMOUS_SESSION_KEY);
    const anonymousId = typeof stored?.clientId === 'string' ? stored.clientId : undefined;
    const way = signInWay({ anonymous: anonymousId !== undefined, token: options.token, clientId: options.clientId });
    if (way.kind === 'ask-host') return false;
    const info = way.kind === 'token' ? await postSignIn(api, way.token, way.clientId) : await postSignInAnonymous(api, anonymousId);
    bearer = info.sessionToken;
    return true;
  }

  /** Unread agent messages across the user's tickets. */
  return async function ask(options: UnreadOptions): Promise<number> {
    const api = http(options);
    const summary = async () => (await api.get('tickets/summary', { decode: decodeSummary })).unread;
    // Signed in first when it can be, as the panel does: asking without a session would earn a
    // 401, which the browser logs as an error on the host's console. With nothing to sign in
    // with (a token, no client id) only a cookie session can answer.
    if (!bearer) await signIn(api, options);
    try {
      return await summary();
    } catch (error) {
      // The session ended (401): make a new one, then ask once more.
      if (!(error instanceof HttpStatusError && error.status === 401)) throw error;
      if (!(await signIn(api, options))) throw options.token && !options.clientId ? new MissingClientIdError() : error;
      return summary();
    }
  };
}
