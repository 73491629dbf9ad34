/** A fake browser for the sign-on client: popups, frames, messages, storage and cookies in memory. */
import { readCookie } from '../../../src/shared/cookies';
import { createAttemptStore } from '../../../src/sso/core/attempts';
import type { CookieJar, TextStorage } from '../../../src/sso/core/attempts';
import type { SignOnEnvironment } from '../../../src/sso/core/client';
import { runFrame } from '../../../src/sso/core/frames';
import type { IncomingMessage } from '../../../src/sso/core/messages';
import { createFakeClock } from '../../support/fake-clock';

export const PAGE = 'https://shop.example/account?tab=1';
export const SERVICE = 'https://sso.example/';

export function fakeBrowser(options: { blockPopups?: boolean; noFrames?: boolean } = {}) {
  const clock = createFakeClock();
  const local = new Map<string, string>();
  const cookies = new Map<string, { value: string; maxAge: number }>();
  const handlers = new Set<(message: IncomingMessage) => void>();
  /** Every handler ever added, removed or not: to deliver a message that raced the removal. */
  const everAdded: ((message: IncomingMessage) => void)[] = [];
  const popups: { window: object; closed: boolean; url: string; features: string; name: string }[] = [];
  const frames: { window: object; url: string; removed: boolean }[] = [];
  const redirects: string[] = [];
  let logouts = 0;
  let href = PAGE;
  let counter = 0;

  const text: TextStorage = { get: (key) => local.get(key) ?? null, set: (key, value) => void local.set(key, value) };
  const jar: CookieJar = {
    read: () => [...cookies].map(([name, { value }]) => `${name}=${encodeURIComponent(value)}`).join('; '),
    write: (name, value, maxAge) => void cookies.set(name, { value, maxAge }),
  };
  const env: SignOnEnvironment = {
    origin: new URL(PAGE).origin,
    random: { bytes: (length) => Uint8Array.from({ length }, () => (counter++ * 37) % 256) },
    sha256: (data) => crypto.subtle.digest('SHA-256', data),
    clock,
    attempts: createAttemptStore(text, jar),
    cookies: jar,
    windowBox: () => ({ left: 100, top: 50, width: 1240, height: 900 }),
    openPopup(name, features) {
      if (options.blockPopups) return null;
      const popup = { window: { popup: popups.length }, closed: false, url: 'about:blank', features, name };
      popups.push(popup);
      return {
        window: popup.window,
        get closed() {
          return popup.closed;
        },
        navigate: (url) => void (popup.url = url),
        close: () => void (popup.closed = true),
      };
    },
    frames: async () => ({
      openFrame(url) {
        if (options.noFrames) return null;
        const frame = { window: { frame: frames.length }, url, removed: false };
        frames.push(frame);
        return { window: frame.window, remove: () => void (frame.removed = true) };
      },
      announceLogout: () => void logouts++,
      runFrame,
    }),
    listen(handler) {
      handlers.add(handler);
      everAdded.push(handler);
      return () => handlers.delete(handler);
    },
    redirect: (url) => void redirects.push(url),
    href: () => href,
    replaceUrl: (url) => void (href = url),
  };
  return {
    env,
    clock,
    local,
    cookies,
    popups,
    frames,
    redirects,
    listeners: () => handlers.size,
    timers: () => clock.pending(),
    post: (message: IncomingMessage) => [...handlers].forEach((handler) => handler(message)),
    /** Delivers to removed handlers too, as if the message had been queued before the removal. */
    postLate: (message: IncomingMessage) => everAdded.forEach((handler) => handler(message)),
    setHref: (url: string) => void (href = url),
    href: () => href,
    cookie: (name: string) => readCookie(jar.read(), name),
    logouts: () => logouts,
  };
}

/** Lets the client's awaited challenge settle. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
