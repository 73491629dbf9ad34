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
/** What an element module may export: its feature's commands. */
type Module = { commands?: Commands };
type Commands = Record<string, Command>;

/**
 * Installs window.FinWidgets. Every undefined `fin-*` tag is an element of the SDK: its module
 * is `elements/<tag>.js?v=<build>` beside the script (beside the page when run as a module, as
 * the tests do), a small entry that imports the element's content-hashed code. The loader holds
 * no tag list, so it stays the same size however many elements the SDK has. A feature's command
 * resolves by name: `FinWidgets('chat.open', …)` imports fin-chat's module and returns the
 * promise of its `commands.open(…)`, so features add commands without adding loader code.
 * `forwards` keeps the older single-word commands (track, signIn…): command → feature.
 */
export function install(build: string, forwards: Record<string, string>): void {
  const w = window as unknown as Window & { FinWidgets?: Api; [HOST_STATE_KEY]?: HostState };
  const doc = document;
  const elements = customElements;
  const existing = w.FinWidgets;
  // A second copy of the script must not redefine anything or load twice.
  if (existing && existing.version) return;

  const script = doc.currentScript as HTMLScriptElement | null;
  const base = (script && script.src) || doc.baseURI;
  const loads: Record<string, Promise<Commands | undefined>> = {};
  // The commands of loaded modules, so a feature command runs in the caller's own turn (a popup
  // opened by signIn must open inside the click, before any await).
  const modules: Record<string, Commands | undefined> = {};
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
  // Starts with TAG_PREFIX; the shortest test (a non-string is tested as its text).
  const isFin = (name: unknown): name is string => /^fin-/.test(name as string);
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
  // The canonical list (truthy) or, for a text that is not a BCP 47 tag, undefined.
  const isLocale = (value: string): unknown => {
    try {
      return Intl.getCanonicalLocales(value);
    } catch {
      // RangeError: not a tag
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
        // A real locale's language has 2–3 letters; Intl also accepts 'english' (src/shared/locale.ts).
        check(typeof value == 'string' && /^[a-z]{2,3}\b/i.test(value) && isLocale(value), 'locale is not a BCP 47 tag: ' + value);
        next.locale = value as string;
      } else if (key == 'features') next.features = { ...next.features, ...switches(value, key) };
      else if (key == 'tracker' || key == 'messages') {
        check(isObject(value), key + ' must be an object');
        // Merged like features (messages by locale), so configure({tracker: {consent: true}}) keeps the product.
        next[key] = { ...next[key], ...(value as Options) } as Options & HostConfig['messages'];
      } else check(0, 'configure has no option "' + key + '"');
    }
    publish({ config: next });
  };

  const load = (tag: string): Promise<Commands | undefined> => {
    // Browsers keep a failed module in their module map: a retry must use a new URL.
    const url = new URL('elements/' + tag + '.js?v=' + build + (failures[tag] ? '&retry=' + failures[tag] : ''), base);
    const message = 'Could not load <' + tag + '>';
    return (loads[tag] ||= import(url + '')
      .then((module: Module) => {
        // Element modules define their tag when they run; one that did not, and has no commands
        // (elements/fin-sso.js has only commands), is broken.
        if (!elements.get(tag) && !module.commands) throw Error(url + ' did not define it');
        return (modules[tag] = module.commands);
      })
      .catch((error: unknown) => {
        // Forget the failure so the next appearance of the tag, or ready(), tries again.
        delete loads[tag];
        failures[tag] = -~failures[tag]!; // undefined → 1, n → n + 1
        console.error('FinWidgets: ' + message, error);
        const detail = { code: 'load_failed', message: message + '.' };
        doc.querySelectorAll(tag).forEach((element) =>
          element.dispatchEvent(new CustomEvent('fin-error', { bubbles: true, composed: true, detail })),
        );
        throw error;
      }));
  };
  // Loads the undefined fin-* elements in and under root (custom elements not yet defined match
  // :not(:defined)); a failure is reported by load and retried when the tag appears again.
  const scan = (root: ParentNode): void => {
    for (const { localName: tag } of [root as Element, ...root.querySelectorAll(':not(:defined)')]) {
      if (isFin(tag) && !elements.get(tag) && !loads[tag]) load(tag).catch(() => {});
    }
  };

  const commands: Commands = {
    configure,
    setAuth(auth: unknown) {
      check(auth === null || (isObject(auth) && typeof auth.token == 'string' && auth.token), 'setAuth takes {token: string} or null');
      // null stays null; an object is copied down to its token.
      publish({ auth: (auth as { token: string } | null) && { token: (auth as { token: string }).token } });
    },
    // configure checks them (features must be an object of booleans).
    setFeatures: (features: unknown) => configure({ features }),
    // Listeners get the DOM event itself (detail on event.detail), so off() needs no bookkeeping.
    on(name: unknown, fn: unknown) {
      doc.addEventListener(eventName(name), listener(fn) as EventListener);
      return () => api('off', name, fn);
    },
    off(name: unknown, fn: unknown) {
      doc.removeEventListener(eventName(name), listener(fn) as EventListener);
    },
    ready(what?: unknown) {
      const callback = typeof what == 'function';
      check(what === undefined || callback || isFin(what), 'ready takes a callback or a ' + TAG_PREFIX + '* tag');
      // Without a tag: load what the page has now (scan), and wait for every load under way.
      return Promise.all((isFin(what) ? [what] : (scan(doc), Object.keys(loads))).map(load)).then(() => {
        if (callback) (what as Command)();
      });
    },
  };

  const api: Api = (command, ...args) => {
    // "<feature>.<name>" runs commands.<name> of fin-<feature>; a forwarded command names its
    // feature in `forwards`; a built-in command has none.
    const [, feature = forwards[command], name = command] = /^([a-z][\w-]*)\.(\w+)$/.exec(command) || [];
    const tag = feature && TAG_PREFIX + feature;
    const run = (table: Commands = {}) => {
      check(table[name], 'unknown command "' + command + '"');
      return table[name]!(...args);
    };
    // A loaded module's command runs now, in the caller's turn (an async function runs until its
    // first await; a throw still rejects).
    return tag ? (tag in modules ? (async () => run(modules[tag]))() : load(tag).then(run)) : run(commands);
  };
  api.version = '1';
  w.FinWidgets = api;

  for (const key of ['apiBase', 'locale']) if (script && script.dataset[key]) configure({ [key]: script.dataset[key] });
  // A replayed command has no caller to take its result: a throw or a rejection is logged (never left
  // unhandled) and the calls after it still run.
  for (const args of (existing && existing.q) || []) (async () => api(...(args as unknown as [string, ...unknown[]])))().catch(console.error);

  scan(doc);
  new MutationObserver((records) =>
    records.forEach((record) => record.addedNodes.forEach((node) => node.nodeType == 1 && scan(node as Element))),
  ).observe(doc, { childList: true, subtree: true });
}
