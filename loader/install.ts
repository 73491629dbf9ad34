/**
 * The Fin Widgets loader: no dependencies. It replays calls queued by the snippet, discovers
 * fin-* tags now and later, imports each element's module once, and relays configuration,
 * auth and events between the host page and the elements (the commands, shared with the npm
 * entry, are in commands.ts). Written for size (limit 1.55 KB min+gzip, `npm run size`): terse
 * on purpose, but every argument of its own commands is still checked in the caller's turn; a
 * forwarded command's arguments are checked by its module.
 */
import { createApi } from './commands';
import type { Api, Commands } from './commands';

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
  const w = window as unknown as Window & { FinWidgets?: Api & { q?: IArguments[] } };
  const doc = document;
  const existing = w.FinWidgets;
  // A second copy of the script must not redefine anything or load twice.
  if (existing?.version) return;

  const script = doc.currentScript as HTMLScriptElement | null;
  const base = script?.src || doc.baseURI;
  const [api, scan] = createApi(
    // import() in this script: the browser fetches the module and its chunks in the script tag's
    // crossorigin mode (a pinned loader's `crossorigin`, docs/cdn.md).
    (tag, failures) => {
      const url = new URL('elements/' + tag + '.js?v=' + build + (failures ? '&retry=' + failures : ''), base);
      return import(url as unknown as string).then((module: { commands?: Commands }) => {
        // Element modules define their tag when they run; one that did not, and has no commands
        // (elements/fin-sso.js has only commands), is broken.
        if (!customElements.get(tag) && !module.commands) throw Error(url + ' did not define it');
        return module;
      });
    },
    forwards,
  );
  (w.FinWidgets = api).version = '1';

  for (const key of ['apiBase', 'locale']) if (script?.dataset[key]) api('configure', { [key]: script.dataset[key] });
  // A replayed command has no caller to take its result: a throw or a rejection is logged (never left
  // unhandled) and the calls after it still run.
  for (const args of existing?.q || []) (async () => api(...(args as unknown as [string, ...unknown[]])))().catch(console.error);

  scan(doc);
  new MutationObserver((records) =>
    records.forEach((record) => record.addedNodes.forEach((node) => node.nodeType == 1 && scan(node as Element))),
  ).observe(doc, { childList: true, subtree: true });
}
