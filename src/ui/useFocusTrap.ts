/**
 * Keeps keyboard focus inside a modal surface while it is active: moves focus in on activation,
 * cycles Tab / Shift+Tab, pulls focus back if it escapes, reports Escape, and gives focus back to
 * whatever had it before. Works inside shadow roots, where `document.activeElement` is only the
 * host element: the real focus is found through each open shadow root's `activeElement`.
 */
import { useLayoutEffect } from 'react';
import type { RefObject } from 'react';
import { useLatest } from './useLatest';

export interface FocusTrapOptions {
  /** Called on Escape, unless a control inside already handled the key (called preventDefault). */
  onEscape?: () => void;
  /**
   * What to focus on activation. Default: an element with `data-autofocus`, then the first
   * tabbable element, then the container itself (give it tabIndex={-1}).
   */
  initialFocus?: () => HTMLElement | null | undefined;
  /** Give focus back to the element that had it before activation. Default true. */
  restoreFocus?: boolean;
}

const TABBABLE = [
  'a[href]',
  'area[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'iframe',
  'audio[controls]',
  'video[controls]',
  'summary',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

/** The elements of `container` that Tab reaches, in order (light DOM of the container). */
export function tabbableElements(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) =>
      element.tabIndex >= 0 &&
      !element.matches(':disabled') &&
      !element.closest('[inert]') &&
      element.getClientRects().length > 0 &&
      getComputedStyle(element).visibility !== 'hidden',
  );
}

/** The focused element, looking through open shadow roots. */
export function deepActiveElement(): HTMLElement | null {
  let element = document.activeElement;
  while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
  return element instanceof HTMLElement ? element : null;
}

// Nested modals: only the most recently activated trap acts.
const activeTraps: object[] = [];

export function useFocusTrap(containerRef: RefObject<HTMLElement | null>, active: boolean, options: FocusTrapOptions = {}): void {
  const latest = useLatest(options);

  // A layout effect, so the previous focus is read before any child effect moves it.
  useLayoutEffect(() => {
    const container = containerRef.current;
    if (!active || !container) return undefined;
    const root = container.getRootNode() as Document | ShadowRoot;
    const previous = deepActiveElement();
    const trap = {};
    activeTraps.push(trap);
    const isTopmost = () => activeTraps[activeTraps.length - 1] === trap;
    const first = () => tabbableElements(container)[0] ?? container;

    const initial = latest.current.initialFocus?.() ?? container.querySelector<HTMLElement>('[data-autofocus]') ?? first();
    initial.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (!isTopmost()) return;
      if (event.key === 'Escape') {
        const { onEscape } = latest.current;
        if (event.defaultPrevented || !onEscape) return;
        event.preventDefault();
        event.stopPropagation();
        onEscape();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = tabbableElements(container);
      const head = items[0];
      const tail = items[items.length - 1];
      const current = root.activeElement;
      if (!head || !tail) {
        event.preventDefault();
        container.focus();
      } else if (event.shiftKey && (current === head || current === container || !container.contains(current))) {
        event.preventDefault();
        tail.focus();
      } else if (!event.shiftKey && (current === tail || !container.contains(current))) {
        event.preventDefault();
        head.focus();
      }
    };

    // Focus that lands outside (a script, a click on the page) is brought back.
    const onFocusIn = (event: Event) => {
      if (isTopmost() && !event.composedPath().includes(container)) first().focus();
    };

    container.addEventListener('keydown', onKeyDown);
    // Moves inside a shadow root are not seen at the document, and moves to the page not at the root.
    const focusTargets = root === document ? [document] : [root, document];
    for (const target of focusTargets) target.addEventListener('focusin', onFocusIn);

    return () => {
      container.removeEventListener('keydown', onKeyDown);
      for (const target of focusTargets) target.removeEventListener('focusin', onFocusIn);
      activeTraps.splice(activeTraps.indexOf(trap), 1);
      if (latest.current.restoreFocus !== false && previous?.isConnected) previous.focus();
    };
  }, [active, containerRef, latest]);
}
