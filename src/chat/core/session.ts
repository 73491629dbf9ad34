/**
 * The auth session of §4.8: unauthorised, authorised or anonymous. Sign-in and sign-out give up
 * after 30000 ms and refresh after 10000 ms with 'Chat {action} action failed after timeout:
 * {ms}ms.'; an anonymous session is kept in storage and restored if the server still accepts it.
 */
import type { Clock, TimerId } from '../../shared/clock';
import { HttpStatusError } from '../../shared/http';
import type { KeyValueStorage } from '../../shared/storage';
import { createStore } from '../../shared/store';
import { ANONYMOUS_SESSION_KEY, REFRESH_TIMEOUT_MS, SIGN_IN_TIMEOUT_MS, SIGN_OUT_TIMEOUT_MS } from '../constants';
import type { SessionApi } from './client';
import { AnonymousSessionExpiredError, AnonymousSessionMissingError, ChatTimeoutError, NotAuthorisedError } from './errors';
import type { ChatAction } from './errors';

export type SessionStatus = 'unauthorised' | 'authorised' | 'anonymous';

export interface SessionSnapshot {
  status: SessionStatus;
  clientId?: string | undefined;
}

export interface Credentials {
  verificationToken: string;
  clientId: string;
}

export interface SessionOptions {
  api: SessionApi;
  storage: KeyValueStorage;
  clock: Clock;
  /** Fresh credentials for a signed-in user's refresh (the host's token); absent → refresh fails. */
  credentials?: (() => Promise<Credentials | undefined>) | undefined;
}

export { ANONYMOUS_SESSION_KEY };

interface StoredAnonymous {
  clientId: string;
}

export type Session = ReturnType<typeof createSession>;

/** Statuses with which the server says a stored session is no longer valid. */
const EXPIRED = new Set([401, 403, 404]);

export function createSession({ api, storage, clock, credentials }: SessionOptions) {
  const store = createStore<SessionSnapshot>({ status: 'unauthorised' });
  const set = (status: SessionStatus, clientId?: string) =>
    store.update((draft) => {
      draft.status = status;
      draft.clientId = clientId;
    });

  /** Runs `work` with a signal that aborts after `ms`; a timeout rejects with ChatTimeoutError. */
  async function timed<T>(action: ChatAction, ms: number, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
    const controller = new AbortController();
    let timer: TimerId | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = clock.setTimeout(() => {
        controller.abort();
        reject(new ChatTimeoutError(action, ms));
      }, ms);
    });
    try {
      return await Promise.race([work(controller.signal), timeout]);
    } finally {
      clock.clearTimeout(timer);
    }
  }

  async function becomeAnonymous(clientId: string): Promise<void> {
    await storage.set(ANONYMOUS_SESSION_KEY, { clientId } satisfies StoredAnonymous);
    set('anonymous', clientId);
  }

  async function signOutLocally(): Promise<void> {
    await storage.del(ANONYMOUS_SESSION_KEY);
    set('unauthorised');
  }

  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,

    async signIn(verificationToken: string, clientId: string): Promise<void> {
      const info = await timed('sign-in', SIGN_IN_TIMEOUT_MS, (signal) => api.signIn(verificationToken, clientId, signal));
      await storage.del(ANONYMOUS_SESSION_KEY);
      set(info.anonymous ? 'anonymous' : 'authorised', info.clientId);
    },

    async signInAnonymous(): Promise<void> {
      const info = await timed('sign-in', SIGN_IN_TIMEOUT_MS, (signal) => api.signInAnonymous(undefined, signal));
      await becomeAnonymous(info.clientId);
    },

    /** Restores the stored anonymous session if the server accepts it; an expired one is cleared. */
    async restoreAnonymous(): Promise<void> {
      const stored = await storage.get<StoredAnonymous>(ANONYMOUS_SESSION_KEY);
      if (!stored?.clientId) throw new AnonymousSessionMissingError();
      try {
        const info = await timed('sign-in', SIGN_IN_TIMEOUT_MS, (signal) => api.info(stored.clientId, signal));
        if (!info.anonymous) throw new AnonymousSessionExpiredError();
        set('anonymous', info.clientId);
      } catch (error) {
        if (error instanceof AnonymousSessionExpiredError || (error instanceof HttpStatusError && EXPIRED.has(error.status))) {
          await signOutLocally();
          throw new AnonymousSessionExpiredError();
        }
        throw error;
      }
    },

    async signOut(): Promise<void> {
      try {
        await timed('sign-out', SIGN_OUT_TIMEOUT_MS, (signal) => api.signOut(signal));
      } finally {
        await signOutLocally();
      }
    },

    /** The 401 handler's refresh (§4.8). Any failure signs the user out and rejects. */
    async refresh(): Promise<void> {
      const { status, clientId } = store.getSnapshot();
      if (status === 'unauthorised') throw new NotAuthorisedError();
      try {
        await timed('refresh', REFRESH_TIMEOUT_MS, async (signal) => {
          if (status === 'anonymous') {
            const info = await api.signInAnonymous(clientId, signal);
            await becomeAnonymous(info.clientId);
            return;
          }
          const fresh = await credentials?.();
          if (!fresh) throw new NotAuthorisedError();
          const info = await api.signIn(fresh.verificationToken, fresh.clientId, signal);
          set('authorised', info.clientId);
        });
      } catch (error) {
        await signOutLocally();
        throw error;
      }
    },
  };
}
