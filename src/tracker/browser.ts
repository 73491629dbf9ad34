/**
 * The tracker of this page: the core wired to the browser (fetch and sendBeacon, IndexedDB,
 * Web Locks, sessionStorage, page lifecycle events) and to its two sources of options, the
 * loader's configure({tracker}) and the <fin-tracker> tags. One per page.
 */
import { systemClock } from '../shared/clock';
import { resolveConfig } from '../shared/config';
import { DEFAULT_HTTP_TIMEOUT_MS } from '../shared/constants';
import { emit } from '../shared/events';
import { getHostState, subscribeHostState } from '../shared/host';
import { parseRetryAfter } from '../shared/retry-after';
import { consoleLogger, LOG_PREFIX } from '../shared/logger';
import { browserRandom, randomId } from '../shared/random';
import { createStorage } from '../shared/storage';
import type { KeyValueStorage } from '../shared/storage';
import { setUsageSink } from '../shared/usage';
import { EVENT_CONTENT_TYPE, KEEP_STORAGE_KEY, OUTBOX_LOCK_NAME, SESSION_STORAGE_KEY, STORAGE_NAMESPACE, UNLOAD_BYTES_LIMIT } from './constants';
import { utf8Length } from './core/outbox';
import type { OutboxLock, TrackerTransport } from './core/outbox';
import type { TextStore } from './core/session';
import { createTracker } from './core/tracker';

const post = (url: string, body: string, init: RequestInit) =>
  fetch(url, { method: 'POST', body, headers: { 'content-type': EVENT_CONTENT_TYPE }, credentials: 'omit', ...init });

/** One event per request, as text (no preflight). Never throws: no answer is status 0. */
export function browserTransport(): TrackerTransport {
  return {
    async send(url, body) {
      try {
        // keepalive lets a send in flight finish if the page goes away; the browser refuses it over 64 KB.
        const response = await post(url, body, {
          keepalive: utf8Length(body) <= UNLOAD_BYTES_LIMIT,
          signal: AbortSignal.timeout(DEFAULT_HTTP_TIMEOUT_MS),
        });
        return { status: response.status, retryAfterMs: parseRetryAfter(response.headers.get('retry-after'), Date.now()) };
      } catch {
        return { status: 0 };
      }
    },
    sendAtUnload(url, body) {
      let queued = false;
      try {
        queued = navigator.sendBeacon(url, new Blob([body], { type: EVENT_CONTENT_TYPE }));
      } catch {
        // Some browsers throw instead of returning false; the fallback below covers both.
      }
      if (!queued) post(url, body, { keepalive: true }).catch(() => undefined);
    },
  };
}

/** Web Locks where the browser has them; else a lease in the outbox's own storage, loaded only then. */
export function outboxLock(storage: KeyValueStorage): OutboxLock {
  const locks = (navigator as Partial<Navigator>).locks;
  if (!locks) {
    const owner = randomId(browserRandom);
    return { run: async (task) => (await import('./core/lock')).createLeaseLock({ storage, clock: systemClock, owner }).run(task) };
  }
  return {
    run: async (task) =>
      Boolean(
        await locks.request(OUTBOX_LOCK_NAME, { ifAvailable: true }, async (lock) => {
          if (!lock) return false;
          await task(async () => true);
          return true;
        }),
      ),
  };
}

/** One key of Web Storage, reached lazily: merely reading `localStorage` throws on some pages. */
const textStore = (area: () => Storage, key: string): TextStore => ({
  read: () => area().getItem(key),
  write: (value) => (value === null ? area().removeItem(key) : area().setItem(key, value)),
});

const doNotTrack = (): boolean => {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return nav.doNotTrack === '1' || (window as Window & { doNotTrack?: string }).doNotTrack === '1' || nav.globalPrivacyControl === true;
};

const tracker = createTracker({
  clock: systemClock,
  random: browserRandom,
  storage: () => createStorage({ namespace: STORAGE_NAMESPACE }),
  lock: outboxLock,
  transport: browserTransport(),
  sessionStore: textStore(() => sessionStorage, SESSION_STORAGE_KEY),
  keepStore: textStore(() => localStorage, KEEP_STORAGE_KEY),
  page: () => ({
    path: location.pathname,
    device: {
      userAgent: navigator.userAgent,
      language: navigator.language,
      screenWidth: screen.width,
      screenHeight: screen.height,
      viewportWidth: innerWidth,
      viewportHeight: innerHeight,
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    },
    doNotTrack: doNotTrack(),
  }),
  logger: consoleLogger,
  log: consoleLogger.info,
});

/** Options of each connected <fin-tracker>, in connection order. */
const tagOptions = new Map<object, Record<string, unknown>>();
let reported = '';

function apply(): void {
  const hostConfig = getHostState().config;
  // configure() wins over the tags' attributes: consent given or withdrawn at run time must stick.
  const input = hostConfig.tracker || tagOptions.size ? Object.assign({}, ...tagOptions.values(), hostConfig.tracker) : undefined;
  const baseUrl = document.baseURI;
  const { apiBase, locale } = resolveConfig({ attributes: {}, host: hostConfig, cookie: document.cookie, baseUrl });
  const problems = tracker.configure(input, { endpoint: apiBase, locale, baseUrl }).join('; ');
  // A <fin-tracker> that has not rendered yet is about to give its options (the product, say).
  const tagPending = !tagOptions.size && !!document.querySelector('fin-tracker');
  if (problems && problems !== reported && !tagPending) {
    // A misconfiguration is loud: one console error, and fin-error on the tags (or the page) that configured it.
    consoleLogger.error(problems);
    const detail = { code: /is required/.test(problems) ? 'missing_attribute' : 'invalid_attribute', message: `${LOG_PREFIX} ${problems}` };
    for (const tag of tagOptions.size ? tagOptions.keys() : [document]) emit(tag as EventTarget, 'fin-error', detail);
  }
  if (!tagPending) reported = problems;
}

/** A <fin-tracker> gives its options (or takes them back with undefined). */
export function setTagOptions(tag: object, options: Record<string, unknown> | undefined): void {
  if (options) tagOptions.set(tag, options);
  else tagOptions.delete(tag);
  apply();
}

/** FinWidgets('track', event): resolves with the event's id, or undefined when it was not recorded. */
export function track(event: unknown): Promise<string | undefined> {
  return tracker.track(event);
}

subscribeHostState(apply);
apply();
addEventListener('pagehide', () => tracker.pageHidden());
addEventListener('online', () => tracker.online());
document.addEventListener('visibilitychange', () =>
  document.visibilityState === 'hidden' ? tracker.pageHidden() : tracker.pageShown(),
);
setUsageSink((event) => {
  track(event).catch((error: unknown) => consoleLogger.warn('usage event not recorded:', error));
});
