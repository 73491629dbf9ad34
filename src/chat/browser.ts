/**
 * The browser's side of the chat core's ports: the Socket port over WebSocket, and a chat wired
 * to fetch, IndexedDB storage, the system clock and the page's device cookie. Kept out of core/
 * so the core stays free of DOM globals.
 */
import { systemClock } from '../shared/clock';
import type { Clock } from '../shared/clock';
import { storedDeviceId } from '../shared/helpcentre/identity';
import { consoleLogger } from '../shared/logger';
import { once } from '../shared/once';
import { browserRandom, randomId } from '../shared/random';
import { attempt, object, string } from '../shared/decode';
import { createStorage, localBackup } from '../shared/storage';
import { browserTransport } from '../shared/transport';
import type { Transport } from '../shared/transport';
import type { KeyValueStorage, SyncStore } from '../shared/storage';
import { setAnonymousHint } from './anonymous-hint';
import { ANONYMOUS_SESSION_KEY } from './constants';
import { createChatHttp } from './core/client';
import { createChat, socketUrl } from './core/chat';
import type { Credentials } from './core/session';
import { encryptDeviceId } from './core/device';
import type { SocketFactory } from './core/socket';

export const browserSocketFactory: SocketFactory = (url, handlers) => {
  const socket = new WebSocket(url);
  socket.onopen = () => handlers.open();
  socket.onmessage = (event) => {
    if (typeof event.data === 'string') handlers.message(event.data);
  };
  socket.onclose = (event) => handlers.close(event.code, event.reason);
  return {
    send: (data) => socket.send(data),
    close: (code, reason) => {
      // 4000 is ours to send (3000-4999 are application codes); other closes are plain.
      if (socket.readyState === WebSocket.CLOSING || socket.readyState === WebSocket.CLOSED) return;
      if (code === undefined) socket.close();
      else socket.close(code, reason);
    },
  };
};

/**
 * The session as a bearer token, for a panel on another site than the API: a cross-site answer
 * cannot set the session cookie (SameSite), so the sign-in answer's `sessionToken` is kept in
 * memory and sent as `Authorization: Bearer`, and in the socket's query (a browser cannot set
 * WebSocket headers). Same-site, the cookie is sent as well and wins. Signing out forgets it.
 */
export function bearerSession(base: Transport = browserTransport) {
  let token: string | undefined;
  const withToken: Transport = async (url, init = {}) => {
    const headers = new Headers(init.headers);
    if (token) headers.set('authorization', `Bearer ${token}`);
    const response = await base(url, { ...init, headers });
    const path = new URL(url, location.href).pathname;
    if (/\/signout$/.test(path)) token = undefined;
    else if (/\/signin(\/anonymous)?$/.test(path) && response.ok) {
      const answer: unknown = await response.clone().json().catch(() => undefined);
      // No token in the answer is cookie sign-in (same site): the session goes on without one.
      token = attempt((value, path) => string(object(value, path).sessionToken, `${path}.sessionToken`), answer);
    }
    return response;
  };
  const socketFactory: SocketFactory = (url, handlers) =>
    browserSocketFactory(token ? `${url}${url.includes('?') ? '&' : '?'}session=${encodeURIComponent(token)}` : url, handlers);
  return { fetch: withToken, socketFactory };
}

/**
 * The chat's storage with the anonymous session's presence mirrored to the launcher's hint: set
 * when the session is stored or read back (one stored before the hint existed), cleared when it goes.
 */
export function withAnonymousHint(storage: KeyValueStorage): KeyValueStorage {
  return {
    ...storage,
    async get<T>(key: string) {
      const value = await storage.get<T>(key);
      if (key === ANONYMOUS_SESSION_KEY) setAnonymousHint(value !== undefined);
      return value;
    },
    async set(key, value) {
      await storage.set(key, value);
      if (key === ANONYMOUS_SESSION_KEY) setAnonymousHint(true);
    },
    async del(key) {
      await storage.del(key);
      if (key === ANONYMOUS_SESSION_KEY) setAnonymousHint(false);
    },
  };
}

/** This tab's sessionStorage, where the chat context is kept (§3.2), when the page may use it. */
function sessionStore(): SyncStore | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export interface BrowserChatOptions {
  /** The chat API's base URL, e.g. https://api.example/api/chat. */
  apiBase: string;
  /** The device id from the provider's device cookie (§3.1 device identity); default an id the SDK keeps in storage. */
  deviceId?: string | undefined;
  /** The key the device id is encrypted with (agreed with the provider). */
  deviceKey: string;
  locale?: () => string | undefined;
  appType?: string | undefined;
  credentials?: () => Promise<Credentials | undefined>;
  chatbotName?: string | undefined;
  storage?: KeyValueStorage;
  clock?: Clock;
  outboxRetryMs?: { min: number; max: number };
}

export function createBrowserChat(options: BrowserChatOptions) {
  const storage = withAnonymousHint(options.storage ?? createStorage({ namespace: 'chat' }));
  // Encrypted once; a failure is not kept, so the next request tries again.
  const encrypted = once(async () =>
    encryptDeviceId(options.deviceId || (await storedDeviceId(storage, () => randomId(browserRandom))), options.deviceKey, browserRandom),
  );
  const locale = options.locale ?? (() => navigator.language);
  const clock = options.clock ?? systemClock;
  const bearer = bearerSession();
  return createChat({
    http: createChatHttp({ baseUrl: options.apiBase, clock, device: encrypted, locale, appType: options.appType, fetch: bearer.fetch }),
    socketUrl: socketUrl(options.apiBase, location.href),
    socketFactory: bearer.socketFactory,
    storage,
    backup: options.storage ? undefined : localBackup(),
    clock,
    random: browserRandom,
    device: encrypted,
    locale,
    userAgent: navigator.userAgent,
    credentials: options.credentials,
    chatbotName: options.chatbotName,
    outboxRetryMs: options.outboxRetryMs,
    logger: consoleLogger,
    contextStore: sessionStore(),
  });
}
