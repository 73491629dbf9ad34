/**
 * The Fin Widgets loader: no dependencies. It replays calls queued by the snippet, discovers
 * fin-* tags now and later, imports each element's module once, and relays configuration,
 * auth and events between the host page and the elements. Written for size (limit 1.55 KB
 * min+gzip, `npm run size`): terse on purpose, but every argument of its own commands is still
 * checked in the caller's turn; a forwarded command's arguments are checked by its module.
 */
import { HOST_STATE_EVENT, HOST_STATE_KEY, TAG_PREFIX } from './protocol';
import type { HostState } from './protocol';

type Command = (...args: unknown[]) => unknown;
interface Api {
  (command: string, ...args: unknown[]): unknown;
  q?: IArguments[];
  version?: string;
}
type Options = Record<string, unknown>;
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
  if (existing?.version) return;

  const script = doc.currentScript as HTMLScriptElement | null;
  const base = script?.src || doc.baseURI;
  const loads: Record<string, Promise<Commands | undefined>> = {};
  // The commands of loaded modules, so a feature command runs in the caller's own turn (a popup
  // opened by signIn must open inside the click, before any await).
  const modules: Record<string, Commands | undefined> = {};
  // Failed imports so far: browsers that predate whatwg/html#10327 (2024) keep a failed module in
  // their module map, so every import after a failure uses a new URL (current Chromium asks again
  // by itself).
  let failures = 0;
  let state: HostState = (w[HOST_STATE_KEY] = { config: {}, auth: null });
  // A new object on every change: elements read it with useSyncExternalStore, which compares by identity.
  const publish = (change: Partial<HostState>) => {
    state = w[HOST_STATE_KEY] = { ...state, ...change };
    w.dispatchEvent(new Event(HOST_STATE_EVENT));
  };

  const check = (ok: unknown, message: string): void => {
    if (!ok) {
      const error = TypeError('FinWidgets: ' + message);
      error.name = 'FinWidgetsArgumentError';
      throw error;
    }
  };
  // Own entries only: 'toString' or 'constructor' is no command, though every object has one.
  const own = <T>(table: Record<string, T>, key: string): T | undefined => (Object.hasOwn(table, key) ? table[key] : undefined);
  const isObject = (value: unknown): unknown => value && typeof value == 'object' && !Array.isArray(value);
  // Starts with TAG_PREFIX; the shortest test (a non-string is tested as its text).
  const isFin = (name: unknown): name is string => /^fin-/.test(name as string);
  // on and off: the same checks, then add or remove the listener on document.
  const listen = (method: string, name: unknown, fn: unknown): void => {
    check(isFin(name), 'event names start with "' + TAG_PREFIX + '"');
    check(typeof fn == 'function', 'the listener must be a function');
    (doc as unknown as Record<string, (name: unknown, fn: unknown) => void>)[method + 'EventListener']!(name, fn);
  };

  const configure = (options: unknown): void => {
    check(isObject(options), 'configure takes an object');
    const next: Options = { ...state.config };
    for (const key in options as Options) {
      let value = (options as Options)[key];
      let ok: unknown;
      check(/^(apiBase|locale|appearance|features|tracker|messages)$/.test(key), 'configure has no option "' + key + '"');
      // new URL and Intl throw on what is not a URL or a BCP 47 tag: ok stays undefined.
      try {
        ok =
          key == 'apiBase'
            ? value && typeof value == 'string' && (value = new URL(value, doc.baseURI).href)
            : key == 'locale'
              ? // A real locale's language has 2–3 letters; Intl also accepts 'english' (src/shared/locale.ts).
                typeof value == 'string' && /^[a-z]{2,3}\b/i.test(value) && Intl.getCanonicalLocales(value)
              : key == 'appearance'
                ? /^(auto|light|dark)$/.test(value as string)
                : // features, tracker and messages are merged into what was configured before.
                isObject(value) && (value = { ...(next[key] as Options), ...(value as Options) });
      } catch {
        // not a URL, not a tag
      }
      check(ok, key + (key == 'apiBase' ? ' is not a URL: ' + value : key == 'locale' ? ' is not a BCP 47 tag: ' + value : key == 'appearance' ? ' must be "auto", "light" or "dark": ' + value : key == 'features' ? ' must be an object of booleans' : ' must be an object'));
      if (key == 'features') for (const name in value as Options) check(typeof (value as Options)[name] == 'boolean', 'features.' + name + ' must be a boolean');
      next[key] = value;
    }
    publish({ config: next });
  };

  const load = (tag: string): Promise<Commands | undefined> => {
    const url = new URL('elements/' + tag + '.js?v=' + build + (failures ? '&retry=' + failures : ''), base);
    const message = 'Could not load <' + tag + '>';
    // import() in this script: the browser fetches the module and its chunks in the script tag's
    // crossorigin mode (a pinned loader's `crossorigin`, docs/cdn.md).
    return (loads[tag] ||= import(url as unknown as string)
      .then((module: { commands?: Commands }) => {
        // Element modules define their tag when they run; one that did not, and has no commands
        // (elements/fin-sso.js has only commands), is broken.
        if (!elements.get(tag) && !module.commands) throw Error(url + ' did not define it');
        return (modules[tag] = module.commands);
      })
      .catch((error: unknown) => {
        // Forget the failure so the next appearance of the tag, or ready(), tries again.
        delete loads[tag];
        failures++;
        console.error('FinWidgets: ' + message, error);
        doc.querySelectorAll(tag).forEach((element) =>
          element.dispatchEvent(new CustomEvent('fin-error', { bubbles: true, composed: true, detail: { code: 'load_failed', message: message + '.' } })),
        );
        throw error;
      }));
  };
  // Loads the undefined fin-* elements in and under root (custom elements not yet defined match
  // :not(:defined)); a failure is reported by load and retried when the tag appears again.
  const scan = (root: ParentNode): void => {
    for (const { localName: tag } of [root as Element, ...root.querySelectorAll(':not(:defined)')]) {
      if (isFin(tag) && !elements.get(tag)) load(tag).catch(() => {});
    }
  };

  const commands: Commands = {
    configure,
    setAuth(auth: unknown) {
      const token = (auth as { token?: unknown } | null)?.token;
      check(auth === null || (typeof token == 'string' && token), 'setAuth takes {token: string} or null');
      // null stays null; an object is copied down to its token.
      publish({ auth: auth ? { token: token as string } : null });
    },
    // configure checks them (features must be an object of booleans).
    setFeatures: (features: unknown) => configure({ features }),
    // Listeners get the DOM event itself (detail on event.detail), so off() needs no bookkeeping.
    on(name: unknown, fn: unknown) {
      listen('add', name, fn);
      return () => listen('remove', name, fn);
    },
    off: (name: unknown, fn: unknown) => listen('remove', name, fn),
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
    const [, feature = own(forwards, command), name = command] = /^([a-z][\w-]*)\.(\w+)$/.exec(command) || [];
    const tag = TAG_PREFIX + feature;
    const run = (table: Commands = {}) => {
      const found = own(table, name);
      check(found, 'unknown command "' + command + '"');
      return found!(...args);
    };
    // A loaded module's command runs now, in the caller's turn: an async function runs until its
    // first await, and there is none once the module is in `modules` (a throw still rejects).
    return feature ? (async () => run(modules[tag] || (await load(tag))))() : run(commands);
  };
  api.version = '1';
  w.FinWidgets = api;

  for (const key of ['apiBase', 'locale']) if (script?.dataset[key]) configure({ [key]: script.dataset[key] });
  // A replayed command has no caller to take its result: a throw or a rejection is logged (never left
  // unhandled) and the calls after it still run.
  for (const args of existing?.q || []) (async () => api(...(args as unknown as [string, ...unknown[]])))().catch(console.error);

  scan(doc);
  new MutationObserver((records) =>
    records.forEach((record) => record.addedNodes.forEach((node) => node.nodeType == 1 && scan(node as Element))),
  ).observe(doc, { childList: true, subtree: true });
}
