/**
 * The Fin Widgets loader: a classic script with no dependencies. It replays calls queued by
 * the snippet, discovers fin-* tags now and later, imports each element's module once, and
 * relays configuration, auth and events between the host page and the elements.
 */
import { EVENT_PREFIX, HOST_STATE_EVENT, HOST_STATE_KEY } from './protocol';
import type { HostConfig, HostState } from './protocol';

/** Tag → module path relative to this script; written by the build. */
declare const __FIN_ELEMENTS__: Record<string, string>;

type Command = (...args: unknown[]) => unknown;
interface Api {
  (command: string, ...args: unknown[]): unknown;
  q?: IArguments[];
  version?: string;
}

const w = window as unknown as Window & { FinWidgets?: Api; [HOST_STATE_KEY]?: HostState };
const doc = document;
const existing = w.FinWidgets;

// A second copy of the script must not redefine anything or load twice.
if (!existing || !existing.version) {
  const elements = __FIN_ELEMENTS__;
  const tags = Object.keys(elements);
  const script = doc.currentScript as HTMLScriptElement | null;
  const base = (script && script.src) || doc.baseURI;
  const loads: Record<string, Promise<unknown> | undefined> = {};

  const fail = (message: string): never => {
    const error = new TypeError('FinWidgets: ' + message);
    error.name = 'FinWidgetsArgumentError';
    throw error;
  };
  const isObject = (value: unknown): value is Record<string, unknown> =>
    !!value && typeof value == 'object' && !Array.isArray(value);
  const expectString = (value: unknown, what: string): string =>
    typeof value == 'string' && value ? value : fail(what + ' must be a non-empty string');
  const expectFunction = (value: unknown, what: string): Command =>
    typeof value == 'function' ? (value as Command) : fail(what + ' must be a function');
  const expectEvent = (value: unknown): string =>
    expectString(value, 'the event name').indexOf(EVENT_PREFIX) ? fail('event names start with "fin-"') : (value as string);
  const expectSwitches = (value: unknown, what: string): Record<string, boolean> => {
    if (!isObject(value)) fail(what + ' must be an object of booleans');
    for (const key in value as object) {
      if (typeof (value as Record<string, unknown>)[key] != 'boolean') fail(what + '.' + key + ' must be a boolean');
    }
    return value as Record<string, boolean>;
  };

  const state: HostState = (w[HOST_STATE_KEY] = { config: {}, auth: null });
  const publish = (): void => {
    w.dispatchEvent(new CustomEvent(HOST_STATE_EVENT, { detail: state }));
  };
  const configure = (options: unknown): void => {
    if (!isObject(options)) fail('configure takes an object');
    const next: HostConfig = { ...state.config };
    for (const key in options as object) {
      const value = (options as Record<string, unknown>)[key];
      if (key == 'apiBase') {
        try {
          next.apiBase = new URL(expectString(value, 'apiBase'), doc.baseURI).href;
        } catch (error) {
          throw (error as Error).name == 'FinWidgetsArgumentError' ? error : fail('apiBase is not a URL: ' + value);
        }
      } else if (key == 'locale') {
        next.locale = expectString(value, 'locale');
        try {
          Intl.getCanonicalLocales(next.locale);
        } catch {
          fail('locale is not a BCP 47 tag: ' + value);
        }
      } else if (key == 'features') next.features = { ...next.features, ...expectSwitches(value, 'features') };
      else if (key == 'tracker') next.tracker = isObject(value) ? value : fail('tracker must be an object');
      else fail('configure has no option "' + key + '"');
    }
    state.config = next;
    publish();
  };

  const load = (tag: string): Promise<unknown> =>
    (loads[tag] ||= import(new URL(elements[tag] as string, base).href).then(
      () => customElements.whenDefined(tag),
      (error: unknown) => {
        // Forget the failure so the next appearance of the tag, or ready(), tries again.
        loads[tag] = undefined;
        console.error('FinWidgets: could not load <' + tag + '>', error);
        doc.querySelectorAll(tag).forEach((element) =>
          element.dispatchEvent(
            new CustomEvent('fin-error', {
              bubbles: true,
              composed: true,
              detail: { code: 'load_failed', message: 'Could not load <' + tag + '>.' },
            }),
          ),
        );
        throw error;
      },
    ));
  const quietly = (promise: Promise<unknown>): void => void promise.catch(() => {});
  const scan = (root: ParentNode | Element): void => {
    for (const tag of tags) {
      if (!loads[tag] && !customElements.get(tag) && ((root as Element).localName == tag || root.querySelector(tag))) {
        quietly(load(tag));
      }
    }
  };

  const handlers = new WeakMap<Command, Record<string, EventListener>>();
  const commands: Record<string, Command> = {
    configure,
    setAuth(auth: unknown) {
      if (auth !== null && !(isObject(auth) && typeof auth.token == 'string' && auth.token)) {
        fail('setAuth takes {token: string} or null');
      }
      state.auth = auth ? { token: (auth as { token: string }).token } : null;
      publish();
    },
    setFeatures(features: unknown) {
      configure({ features: expectSwitches(features, 'features') });
    },
    on(name: unknown, listener: unknown) {
      const type = expectEvent(name);
      const fn = expectFunction(listener, 'the listener');
      const handler = (event: Event) => fn((event as CustomEvent).detail, event);
      const byType = handlers.get(fn) || {};
      byType[type] = handler;
      handlers.set(fn, byType);
      doc.addEventListener(type, handler);
      return () => doc.removeEventListener(type, handler);
    },
    off(name: unknown, listener: unknown) {
      const type = expectEvent(name);
      const byType = handlers.get(expectFunction(listener, 'the listener'));
      if (byType && byType[type]) doc.removeEventListener(type, byType[type]);
    },
    ready(what?: unknown) {
      if (what !== undefined && typeof what != 'function' && !elements[what as string]) {
        fail('ready takes a callback or one of the tags ' + tags.join(', '));
      }
      const pending =
        typeof what == 'string' ? [load(what)] : tags.filter((tag) => loads[tag] || doc.querySelector(tag)).map(load);
      const all = Promise.all(pending).then(() => undefined);
      if (typeof what == 'function') all.then(what as Command, () => {});
      return all;
    },
  };

  const api: Api = (command, ...args) => {
    const run = commands[command];
    return run ? run(...args) : fail('unknown command "' + command + '"');
  };
  api.version = '1';
  w.FinWidgets = api;

  if (script && script.dataset.apiBase) configure({ apiBase: script.dataset.apiBase });
  if (script && script.dataset.locale) configure({ locale: script.dataset.locale });
  for (const args of (existing && existing.q) || []) {
    try {
      api(...(args as unknown as [string, ...unknown[]]));
    } catch (error) {
      // A bad queued call must not stop the ones after it.
      console.error(error);
    }
  }

  scan(doc);
  new MutationObserver((records) => {
    for (const record of records) {
      record.addedNodes.forEach((node) => node.nodeType == 1 && scan(node as Element));
    }
  }).observe(doc, { childList: true, subtree: true });
}
