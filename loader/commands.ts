/**
 * The SDK's public commands, shared by both of its entries: the loader (dist/loader.js,
 * install.ts) and the npm package's main entry (elements/index.ts, `import { configure } from
 * 'fin-widgets'`). One dispatcher, one set of checks and errors, one memoised load per tag; one
 * state per page on window.__finWidgets, which the elements read (src/shared/host.ts). Terse on
 * purpose: it is most of the loader's bytes (limit in scripts/size.mjs).
 */
import { HOST_STATE_EVENT, HOST_STATE_KEY, TAG_PREFIX } from './protocol';
import type { HostState } from './protocol';

export type Command = (...args: unknown[]) => unknown;
export type Commands = Record<string, Command>;
/** FinWidgets(command, ...args): a built-in command's result, or a Promise of a feature command's. */
export interface Api {
  (command: string, ...args: unknown[]): unknown;
  /** Set by the loader: a second copy of its script does nothing. */
  version?: string;
}
type Options = Record<string, unknown>;

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

/**
 * The SDK's API for one entry. `importTag(tag, failures)` imports a tag's module (`failures`:
 * how many imports failed before, for a new URL); `forwards` maps the single-word commands
 * (track, signIn…) to their feature. Returns the dispatcher and `scan(root)`, which loads the
 * undefined fin-* elements in and under root. The state is made by the first entry: a second one
 * (the loader and the npm entry on one page, or two copies) logs one console error and shares
 * it, so the page keeps one configuration and one auth, and each tag is defined once, by
 * whichever entry loaded it first (elements/register.ts keeps the first definition).
 */
export function createApi(importTag: (tag: string, failures: number) => Promise<{ commands?: Commands | undefined }>, forwards: Record<string, string>): [Api, (root: ParentNode) => void] {
  const w = window as unknown as Window & { [HOST_STATE_KEY]?: HostState };
  const doc = document;
  const found = w[HOST_STATE_KEY];
  if (found) console.error('FinWidgets: loaded twice (loader.js, npm): use one');
  w[HOST_STATE_KEY] = found || { config: {}, auth: null };
  const loads: Record<string, Promise<Commands | undefined>> = {};
  // The commands of loaded modules, so a feature command runs in the caller's own turn (a popup
  // opened by signIn must open inside the click, before any await).
  const modules: Record<string, Commands | undefined> = {};
  // Failed imports so far: browsers that predate whatwg/html#10327 (2024) keep a failed module in
  // their module map, so every import after a failure uses a new URL (current Chromium asks again
  // by itself).
  let failures = 0;
  const load = (tag: string): Promise<Commands | undefined> =>
    (loads[tag] ||= importTag(tag, failures)
      .then((module) => (modules[tag] = module.commands))
      .catch((error: unknown) => {
        const message = 'Could not load <' + tag + '>';
        // Forget the failure so the next appearance of the tag, or ready(), tries again.
        delete loads[tag];
        failures++;
        console.error('FinWidgets: ' + message, error);
        doc.querySelectorAll(tag).forEach((element) =>
          element.dispatchEvent(new CustomEvent('fin-error', { bubbles: true, composed: true, detail: { code: 'load_failed', message: message + '.' } })),
        );
        throw error;
      }));
  // Custom elements not yet defined match :not(:defined); a failure is reported by load and
  // retried when the tag appears again.
  const scan = (root: ParentNode): void => {
    for (const { localName: tag } of [root as Element, ...root.querySelectorAll(':not(:defined)')]) {
      if (isFin(tag) && !customElements.get(tag)) load(tag).catch(() => {});
    }
  };
  // A new object on every change: elements read it with useSyncExternalStore, which compares by identity.
  const publish = (change: Partial<HostState>) => {
    w[HOST_STATE_KEY] = { ...w[HOST_STATE_KEY]!, ...change };
    w.dispatchEvent(new Event(HOST_STATE_EVENT));
  };
  // on and off: the same checks, then add or remove the listener on document.
  const listen = (method: string, name: unknown, fn: unknown): void => {
    check(isFin(name), 'event names start with "' + TAG_PREFIX + '"');
    check(typeof fn == 'function', 'the listener must be a function');
    (doc as unknown as Record<string, (name: unknown, fn: unknown) => void>)[method + 'EventListener']!(name, fn);
  };

  const configure = (options: unknown): void => {
    check(isObject(options), 'configure takes an object');
    const next: Options = { ...w[HOST_STATE_KEY]!.config };
    for (const key in options as Options) {
      let value = (options as Options)[key];
      let ok: unknown;
      check(/^(apiBase|locale|features|tracker|messages)$/.test(key), 'configure has no option "' + key + '"');
      // new URL and Intl throw on what is not a URL or a BCP 47 tag: ok stays undefined.
      try {
        ok =
          key == 'apiBase'
            ? value && typeof value == 'string' && (value = new URL(value, doc.baseURI).href)
            : key == 'locale'
              ? // A real locale's language has 2–3 letters; Intl also accepts 'english' (src/shared/locale.ts).
                typeof value == 'string' && /^[a-z]{2,3}\b/i.test(value) && Intl.getCanonicalLocales(value)
              : // features, tracker and messages are merged into what was configured before.
                isObject(value) && (value = { ...(next[key] as Options), ...(value as Options) });
      } catch {
        // not a URL, not a tag
      }
      check(ok, key + (key == 'apiBase' ? ' is not a URL: ' + value : key == 'locale' ? ' is not a BCP 47 tag: ' + value : key == 'features' ? ' must be an object of booleans' : ' must be an object'));
      if (key == 'features') for (const name in value as Options) check(typeof (value as Options)[name] == 'boolean', 'features.' + name + ' must be a boolean');
      next[key] = value;
    }
    publish({ config: next });
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
  return [api, scan];
}
