/**
 * dist/elements/fin-chat.js: what a closed `<fin-chat>` costs a page. The panel's code (React and
 * the panel, elements/fin-chat.ts, which defines the tag) loads on the first open — a
 * `fin-chat-open` event, FinWidgets('chat.open'), a tag with `open` — on the launcher's intent
 * (FinWidgets('chat.preload')), or with preload="idle" when the browser is idle, never before
 * while the browser saves data. An open that comes before the code is held and dispatched again
 * once the panel listens.
 */
import type { ChatOpenDetail } from '../../src/chat/events';
import type { PreloadMode } from '../../src/chat/launcher-strings';
import { preloadWhenIdle } from '../../src/chat/preload';
import { emit } from '../../src/shared/events';
import { consoleLogger } from '../../src/shared/logger';
import { once } from '../../src/shared/once';
import { loadImplementation } from './load';

const TAG = 'fin-chat';
let loaded = false;

const load = once(async () => {
  try {
    const implementation = await loadImplementation<{ commands: { open(detail?: unknown): Promise<void> } }>();
    loaded = true;
    return implementation;
  } catch (error) {
    // As the loader reports a tag it could not load; the next open tries again.
    consoleLogger.error(`Could not load <${TAG}>`, error);
    for (const panel of document.querySelectorAll(TAG)) emit(panel, 'fin-error', { code: 'load_failed', message: `Could not load <${TAG}>.` });
    throw error;
  }
});

let held: ChatOpenDetail | null | undefined;
document.addEventListener('fin-chat-open', (event) => {
  if (loaded || event.defaultPrevented) return;
  event.stopImmediatePropagation();
  const first = held === undefined;
  held = (event as CustomEvent<ChatOpenDetail | null>).detail;
  if (first) void load().then(() => emit(document, 'fin-chat-open', held ?? {}), () => undefined).finally(() => (held = undefined));
});

/** A tag shown open (the `open` attribute, now or later) needs the panel now. */
const openTag = (): void => {
  if (document.querySelector(`${TAG}[open]`)) void load().catch(() => undefined);
};
openTag();
const watching = new MutationObserver(() => (loaded ? watching.disconnect() : openTag()));
watching.observe(document, { subtree: true, attributeFilter: ['open'] });

for (const panel of document.querySelectorAll(TAG)) preloadWhenIdle((panel.getAttribute('preload') ?? undefined) as PreloadMode | undefined, load);

export const commands = {
  /** FinWidgets('chat.open', detail): loads the panel, then opens it. */
  async open(detail?: unknown): Promise<void> {
    await (await load()).commands.open(detail);
  },
  /** FinWidgets('chat.preload'): loads the panel's code, as the launcher does on intent. */
  async preload(): Promise<void> {
    await load();
  },
};
