/**
 * An element's direction in the page (React-free: the chat launcher uses it too). dirOf decides;
 * this reads the host's side and sets the answer on the shadow root.
 */
import { dirOf } from '../src/shared/locale';
import type { Direction } from '../src/shared/locale';

/** Adopted last while an element lays out right to left: on the host, so portals in the shadow root (dialogs, toasts) follow. */
let rtlSheet: CSSStyleSheet | undefined;

/** The element's direction: its own `dir`, a right-to-left locale, or the direction of what contains it. */
export function elementDir(host: HTMLElement, locale: string): Direction {
  const outer = host.parentElement ?? (host.getRootNode() as ShadowRoot).host ?? document.documentElement;
  return dirOf(locale, { own: host.getAttribute('dir'), inherited: outer ? getComputedStyle(outer).direction : undefined });
}

/** Puts the rtl sheet in or out of the root's adopted sheets, leaving the others as they are. */
export function applyDirection(root: ShadowRoot, dir: Direction): void {
  if (!rtlSheet) {
    rtlSheet = new CSSStyleSheet();
    // --fin-inline-sign: -1 turns a slide from the end (translateX) into one from the left.
    rtlSheet.replaceSync(':host { direction: rtl; --fin-inline-sign: -1; }');
  }
  const others = root.adoptedStyleSheets.filter((sheet) => sheet !== rtlSheet);
  root.adoptedStyleSheets = dir === 'rtl' ? [...others, rtlSheet] : others;
}

// One observer for the page, while an element listens: a `dir` set anywhere in the document (the
// page's, an ancestor's, an element's own) after the elements rendered.
const listeners = new Set<() => void>();
let observer: MutationObserver | undefined;
let changes = 0;

/** Hears of each `dir` attribute set or removed in the document; returns the unsubscribe. */
export function subscribeDirChanges(listener: () => void): () => void {
  listeners.add(listener);
  if (!observer) {
    observer = new MutationObserver(() => {
      changes += 1;
      for (const each of [...listeners]) each();
    });
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['dir'], subtree: true });
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    observer?.disconnect();
    observer = undefined;
  };
}

/** How many `dir` changes were heard (useSyncExternalStore's snapshot). */
export const dirChanges = (): number => changes;
