/**
 * The Fin Widgets loader: no dependencies. It replays calls queued by the snippet, discovers
 * fin-* tags now and later, imports each element's module once, and relays configuration,
 * auth and events between the host page and the elements. Written for size (budget 1.5 KB
 * min+gzip): terse, but every argument is still checked.
 */
import { HOST_STATE_EVENT, HOST_STATE_KEY, TAG_PREFIX } from './protocol';
import type { HostConfig, HostState } from './protocol';

type Command = (...args: unknown[]) => unknown;
interface Api {
  (command: string, ...args: unknown[]): unknown;
  q?: IArguments[];
  version?: string;
}
type Options = Record<string, unknown>;
/** What an element module may export for forwarded commands. */
type Module = { commands?: Record<string, Command> };

/**
 * Installs window.FinWidgets. Every undefined `fin-*` tag is an element of the SDK: its module
 * is `elements/<tag>.js?v=<build>` beside the script (beside the page when run as a module, as
 * the tests do), a small entry that imports the element's content-hashed code. The loader holds
 * no tag list, so it stays the same size however many elements the SDK has. `forwards` maps a
 * feature's command (track, signIn…) to the tag whose module exports it in `commands`: the
 * loader imports that module and returns the command's promise, so features add commands
 * without adding loader code.
 */
export function install(build: string, forwards: Record<string, string> = {}): void {
  const w = window as unknown as Window & { FinWidgets?: Api; [HOST_STATE_KEY]?: HostState };
  const doc = document;
  const existing = w.FinWidgets;
  // A second copy of the script must not redefine anything or load twice.
  if (existing && existing.version) return;

  const script = doc.currentScript as HTMLScriptElement | null;
  const base = (script && script.src) || doc.baseURI;
  const loads: Record<string, Promise<Module> | undefined> = {};
  // Loaded modules, so a forwarded command runs in the caller's own turn (a popup opened by
  // signIn must open inside the click, before any await).
  const modules: Record<string, Module> = {};
  const failures: Record<string, number> = {};
  let state: HostState = (w[HOST_STATE_KEY] = { config: {}, auth: null });
  // A new object on every change: elements read it with useSyncExternalStore, which compares by identity.
  const publish = (change: Partial<HostState>) => {
    state = w[HOST_STATE_KEY] = { ...state, ...change };
    w.dispatchEvent(new Event(HOST_STATE_EVENT));
  };

  const check = (ok: unknown, message: string): void => {
    if (!ok) {
      const error = new TypeError('FinWidgets: ' + message);
      error.name = 'FinWidgetsArgumentError';
      throw error;
    }
  };
  const isObject = (value: unknown): value is Options => !!value && typeof value == 'object' && !Array.isArray(value);
  const isFin = (name: unknown): name is string => typeof name == 'string' && !name.indexOf(TAG_PREFIX);
  const eventName = (value: unknown): string => {
    check(isFin(value), 'event names start with "' + TAG_PREFIX + '"');
    return value as string;
  };
  const listener = (value: unknown): Command => {
    check(typeof value == 'function', 'the listener must be a function');
    return value as Command;
  };
  const switches = (value: unknown, what: string): Record<string, boolean> => {
    check(isObject(value), what + ' must be an object of booleans');
    for (const key in value as Options) check(typeof (value as Options)[key] == 'boolean', what + '.' + key + ' must be a boolean');
    return value as Record<string, boolean>;
  };
  const isLocale = (value: string): boolean => {
    try {
      return !!Intl.getCanonicalLocales(value);
    } catch {
      return false;
    }
  };

  const configure = (options: unknown): void => {
    check(isObject(options), 'configure takes an object');
    const next: HostConfig = { ...state.config };
    for (const key in options as Options) {
      const value = (options as Options)[key];
      if (key == 'apiBase') {
        check(value && typeof value == 'string' && URL.canParse(value, doc.baseURI), 'apiBase is not a URL: ' + value);
        next.apiBase = new URL(value as string, doc.baseURI).href;
      } else if (key == 'locale') {
        check(typeof value == 'string' && isLocale(value), 'locale is not a BCP 47 tag: ' + value);
        next.locale = value as string;
      } else if (key == 'features') next.features = { ...next.features, ...switches(value, key) };
      else if (key == 'tracker') {
        check(isObject(value), 'tracker must be an object');
        // Merged like features, so configure({tracker: {consent: true}}) keeps the product.
        next.tracker = { ...next.tracker, ...(value as Options) };
      } else check(0, 'configure has no option "' + key + '"');
    }
    publish({ config: next });
  };

  const load = (tag: string): Promise<Module> => {
    // Browsers keep a failed module in their module map: a retry must use a new URL.
    const url = new URL('elements/' + tag + '.js?v=' + build + (failures[tag] ? '&retry=' + failures[tag] : ''), base);
    const message = 'Could not load <' + tag + '>';
    return (loads[tag] ||= import(url.href)
      .then((module: Module) => {
        // Element modules define their tag when they run; one that did not is broken.
        if (!customElements.get(tag)) throw Error(url + ' did not define it');
        return (modules[tag] = module);
      })
      .catch((error: unknown) => {
        // Forget the failure so the next appearance of the tag, or ready(), tries again.
        loads[tag] = undefined;
        failures[tag] = (failures[tag] || 0) + 1;
        console.error('FinWidgets: ' + message, error);
        const detail = { code: 'load_failed', message: message + '.' };
        doc.querySelectorAll(tag).forEach((element) =>
          element.dispatchEvent(new CustomEvent('fin-error', { bubbles: true, composed: true, detail })),
        );
        throw error;
      }));
  };
  // The undefined fin-* elements in and under root (custom elements not yet defined match :not(:defined)).
  const found = (root: ParentNode): string[] =>
    [root as Element, ...root.querySelectorAll(':not(:defined)')]
      .map((element) => element.localName)
      .filter((name) => isFin(name) && !customElements.get(name));
  const scan = (root: ParentNode): void => {
    for (const tag of found(root)) if (!loads[tag]) load(tag).catch(() => {});
  };

  const commands: Record<string, Command> = {
    configure,
    setAuth(auth: unknown) {
      check(auth === null || (isObject(auth) && typeof auth.token == 'string' && auth.token), 'setAuth takes {token: string} or null');
      // null stays null; an object is copied down to its token.
      publish({ auth: (auth as { token: string } | null) && { token: (auth as { token: string }).token } });
    },
    setFeatures(features: unknown) {
      configure({ features: switches(features, 'features') });
    },
    // Listeners get the DOM event itself (detail on event.detail), so off() needs no bookkeeping.
    on(name: unknown, fn: unknown) {
      const type = eventName(name);
      doc.addEventListener(type, listener(fn) as EventListener);
      return () => doc.removeEventListener(type, fn as EventListener);
    },
    off(name: unknown, fn: unknown) {
      doc.removeEventListener(eventName(name), listener(fn) as EventListener);
    },
    ready(what?: unknown) {
      const callback = typeof what == 'function';
      check(what === undefined || callback || isFin(what), 'ready takes a callback or a ' + TAG_PREFIX + '* tag');
      const all = Promise.all(
        (isFin(what) ? [what] : [...found(doc), ...Object.keys(loads).filter((tag) => loads[tag])]).map(load),
      ).then(() => {});
      if (callback) all.then(what as Command, () => {});
      return all;
    },
  };

  const api: Api = (command, ...args) => {
    const tag = forwards[command];
    const run = (module: Module) => (module.commands as Record<string, Command>)[command]!(...args);
    // A loaded module's command runs now, inside the executor (a throw still rejects).
    if (tag) return modules[tag] ? new Promise((resolve) => resolve(run(modules[tag]!))) : load(tag).then(run);
    check(commands[command], 'unknown command "' + command + '"');
    return (commands[command] as Command)(...args);
  };
  api.version = '1';
  w.FinWidgets = api;

  for (const key of ['apiBase', 'locale']) if (script && script.dataset[key]) configure({ [key]: script.dataset[key] });
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
    for (const record of records) record.addedNodes.forEach((node) => node.nodeType == 1 && scan(node as Element));
  }).observe(doc, { childList: true, subtree: true });
}
