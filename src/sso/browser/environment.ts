/**
 * The thin browser adapter of the sign-on client: window.open, a hidden iframe, message events,
 * localStorage, cookies, crypto and the address bar. No protocol logic lives here.
 */
import { systemClock } from '../../shared/clock';
import { writeCookie } from '../../shared/cookies';
import { once } from '../../shared/once';
import { browserRandom } from '../../shared/random';
import { createAttemptStore } from '../core/attempts';
import type { CookieJar, TextStorage } from '../core/attempts';
import { createSignOnClient } from '../core/client';
import type { PopupHandle, SignOnClient, SignOnEnvironment } from '../core/client';

const localText: TextStorage = {
  // Private modes and sandboxed frames throw on localStorage; the cookie copy still works.
  get(key) {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key, value) {
    try {
      localStorage.setItem(key, value);
    } catch {
      // Quota or a SecurityError: the cookie copy is the fallback.
    }
  },
};

const cookieJar: CookieJar = {
  read: () => document.cookie,
  write: (name, value, maxAge) => writeCookie(name, value, { maxAge }),
};

function openPopup(name: string, features: string): PopupHandle | null {
  const popup = window.open('', name, features);
  if (!popup) return null;
  return {
    window: popup,
    get closed() {
      return popup.closed;
    },
    navigate: (url) => popup.location.replace(url),
    close: () => popup.close(),
  };
}

export function browserEnvironment(): SignOnEnvironment {
  return {
    origin: location.origin,
    random: browserRandom,
    sha256: (data) => crypto.subtle.digest('SHA-256', data),
    clock: systemClock,
    attempts: createAttemptStore(localText, cookieJar),
    cookies: cookieJar,
    windowBox: () => ({ left: window.screenX, top: window.screenY, width: window.outerWidth, height: window.outerHeight }),
    openPopup,
    frames: once(async () => (await import('./frames')).framePort),
    listen(handler) {
      // A MessageEvent is an IncomingMessage: origin, source, data.
      window.addEventListener('message', handler);
      return () => window.removeEventListener('message', handler);
    },
    redirect: (url) => location.assign(url),
    href: () => location.href,
    replaceUrl: (url) => history.replaceState(history.state, '', url),
  };
}

let pageClient: SignOnClient | undefined;

/** One client per page, shared by every button and FinWidgets('signIn'), so attempts interrupt each other. */
export function pageSignOnClient(): SignOnClient {
  return (pageClient ??= createSignOnClient(browserEnvironment()));
}
