/**
 * The launcher's unread count before the panel runs: a light poll of GET /tickets/summary with
 * the chat's headers, for a signed-in page (the host's setAuth token) and for an anonymous
 * visitor (the session the panel stored), without the panel's code (no React, no chat core, no
 * socket). React-free and loaded by the launcher after it renders. Once the panel reports counts
 * itself (its socket is live) the launcher stops this. Wire choices: docs/elements/fin-chat-launcher.md.
 */
import { systemClock } from '../shared/clock';
import type { Clock, TimerId } from '../shared/clock';
import { FinWidgetsError } from '../shared/errors';
import { once } from '../shared/once';
import { createStorage } from '../shared/storage';
import type { KeyValueStorage } from '../shared/storage';
import { ANONYMOUS_SESSION_KEY, LAUNCHER_POLL_MS } from './constants';

export interface UnreadOptions {
  apiBase: string;
  deviceId?: string | undefined;
  deviceKey: string;
  locale: string;
  /** The host's setAuth token and the user's client id: a signed-in page. */
  token?: string | undefined;
  clientId?: string | undefined;
}

export interface UnreadPorts {
  clock?: Clock;
  fetch?: typeof fetch;
  storage?: KeyValueStorage;
  /** The page's visibility: polls only while visible, and at once when it shows again. */
  page?: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
  /**
   * Hears a misconfiguration (a FinWidgetsError: a token without a client id), once; the poll then
   * asks nothing more until the token or the client id changes.
   */
  onMisconfigured?: ((error: FinWidgetsError) => void) | undefined;
}

export interface UnreadFollower {
  /** Asks now (the host's token came). */
  refresh(): void;
  stop(): void;
}

/**
 * Follows the unread agent messages across the user's tickets: asks now, then every
 * LAUNCHER_POLL_MS while the page is visible, and at once when it becomes visible again. `read`
 * gives the current options (the host's token may come later). Without a possible session (no
 * token, no stored anonymous session) it asks nothing and loads nothing more; the asking itself
 * (unread-ask.ts) signs in as the panel would when no cookie session answers.
 */
export function followUnread(read: () => UnreadOptions, onUnread: (unread: number) => void, ports: UnreadPorts = {}): UnreadFollower {
  const clock = ports.clock ?? systemClock;
  const page = ports.page ?? document;
  const storage = ports.storage ?? createStorage({ namespace: 'chat' });
  let timer: TimerId | undefined;
  let stopped = false;
  let asking = false;
  /** The token and client id a misconfiguration was reported for: not asked with again. */
  let refused: string | undefined;

  // The asking half (HTTP, device id, decoders) loads only once a session is possible.
  const asker = once(async () => (await import('./unread-ask')).createUnreadAsk({ clock, storage, fetch: ports.fetch ?? ((input, init) => fetch(input, init)) }));

  async function ask(): Promise<void> {
    const options = read();
    // Only a page with a possible session asks: the host's token, or the visitor's stored anonymous session.
    if (!options.token && !(await storage.get(ANONYMOUS_SESSION_KEY))) return;
    const settings = `${options.token ?? ''} ${options.clientId ?? ''}`;
    if (settings === refused) return;
    try {
      onUnread(await (await asker())(options));
    } catch (error) {
      if (!(error instanceof FinWidgetsError && error.code === 'missing_attribute')) throw error;
      refused = settings;
      ports.onMisconfigured?.(error);
    }
  }

  function schedule(): void {
    clock.clearTimeout(timer);
    timer = stopped || page.visibilityState !== 'visible' ? undefined : clock.setTimeout(() => void poll(), LAUNCHER_POLL_MS);
  }

  async function poll(): Promise<void> {
    if (stopped || asking) return;
    asking = true;
    try {
      await ask();
    } catch {
      // Offline, no server, no session: no count this time; the next poll asks again.
    } finally {
      asking = false;
      schedule();
    }
  }

  const onVisibility = () => (page.visibilityState === 'visible' ? void poll() : schedule());
  page.addEventListener('visibilitychange', onVisibility);
  void poll();
  return {
    refresh: () => void poll(),
    stop() {
      stopped = true;
      clock.clearTimeout(timer);
      page.removeEventListener('visibilitychange', onVisibility);
    },
  };
}
