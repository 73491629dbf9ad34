/** The button's state over the sign-on client: idle, busy while an attempt runs, or the last error. */
import { createStore } from '../../shared/store';
import type { SignInErrorCode } from '../constants';
import type { SignInOptions, SignOnClient } from './client';
import type { SignInResult } from './result';

export interface SsoButtonSnapshot {
  busy: boolean;
  error: SignInErrorCode | null;
  /** Set when the options themselves are wrong (a developer's problem, not the user's). */
  invalid: string | null;
}

export interface SsoButtonCallbacks {
  onResult(result: SignInResult): void;
  onInvalid(message: string): void;
}

/**
 * When `returnHere`, the first start (first listener) reports a redirect return, if this page is
 * one; a later start (StrictMode, a remount) does not report it twice. The report waits for
 * `pageReady`: on a return page the element can start before the host's own scripts have run, and
 * an event sent then would reach none of their listeners.
 */
export interface SsoButton {
  getSnapshot(): SsoButtonSnapshot;
  subscribe(listener: () => void): () => void;
  /** Call from the click handler itself: a popup opens before this returns. */
  start(options: SignInOptions): void;
  /** The page came back from the back/forward cache: a redirect that left it is over. */
  restored(): void;
}

export function createSsoButton(
  client: SignOnClient,
  callbacks: SsoButtonCallbacks,
  returnHere = false,
  pageReady: () => Promise<void> = () => Promise.resolve(),
): SsoButton {
  let returnHandled = !returnHere;
  const store = createStore<SsoButtonSnapshot>(
    { busy: false, error: null, invalid: null },
    {
      onStart() {
        if (returnHandled) return;
        returnHandled = true;
        void Promise.all([client.handleReturn(), pageReady()]).then(([result]) => result && settle(result));
      },
    },
  );
  const settle = (result: SignInResult): void => {
    store.update((draft) => {
      draft.busy = false;
      draft.error = result.status === 'error' ? result.error : null;
    });
    callbacks.onResult(result);
  };
  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    start(options) {
      const attempt = client.signIn(options);
      store.update((draft) => {
        draft.busy = true;
        draft.error = null;
        draft.invalid = null;
      });
      attempt.then(settle, (error: Error) => {
        store.update((draft) => {
          draft.busy = false;
          draft.invalid = error.message;
        });
        callbacks.onInvalid(error.message);
      });
    },
    restored() {
      store.update((draft) => {
        draft.busy = false;
      });
    },
  };
}
