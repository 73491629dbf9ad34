/**
 * When the chat panel's code (React and the panel, about 125 KB gzip) may load before it is
 * opened, for the launcher and the closed `<fin-chat>`: never while the browser asks to save
 * data; with preload="idle", when the browser is idle; else only on intent. React-free.
 */
import { PRELOAD_IDLE_TIMEOUT_MS } from './launcher-strings';
import type { PreloadMode } from './launcher-strings';

/** The user's data saver (Save-Data): nothing is fetched before it is needed. */
export const savesData = (): boolean => (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

/** The events that show the user heading for a control: preload then, open on the press. */
export const INTENT_EVENTS = ['pointerenter', 'focus', 'touchstart'] as const;

/** Runs `load` when the browser is idle (at the latest after PRELOAD_IDLE_TIMEOUT_MS); its failure is left to the open that needs it. */
export function whenIdle(load: () => Promise<unknown>): void {
  const idle = window.requestIdleCallback ?? ((work: () => void) => setTimeout(work, PRELOAD_IDLE_TIMEOUT_MS));
  idle(() => void load().catch(() => undefined), { timeout: PRELOAD_IDLE_TIMEOUT_MS });
}

/** With preload="idle", loads the panel's code when the browser is idle, unless it saves data; on intent it is the caller's. */
export function preloadWhenIdle(mode: PreloadMode | undefined, load: () => Promise<unknown>): void {
  if (mode === 'idle' && !savesData()) whenIdle(load);
}

/** Preloads on the first intent over `target` (the launcher's button), unless the browser saves data. */
export function preloadOnIntent(target: EventTarget, load: () => Promise<unknown>): () => void {
  const intent = (): void => {
    stop();
    if (!savesData()) void load().catch(() => undefined);
  };
  const stop = (): void => {
    for (const type of INTENT_EVENTS) target.removeEventListener(type, intent);
  };
  for (const type of INTENT_EVENTS) target.addEventListener(type, intent, { passive: true });
  return stop;
}
