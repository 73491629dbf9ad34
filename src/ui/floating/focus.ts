/**
 * Focus that a script or assistive technology moves out of an open modal, onto the element's own
 * content beside it (its opener, say), is brought back to the modal. FloatingFocusManager keeps
 * Tab inside with its guards and hides what is outside a modal from assistive technology, but
 * only among <body>'s children: it cannot reach into a shadow root, so the element's other
 * content stays focusable, and it does not move focus back (test/ui/Dialog.test.tsx, 'pulls focus
 * back when something outside the dialog takes it'). Focus moving to the host page or to another
 * element is left to the library: those are aria-hidden while the modal is open.
 */
import { useLayoutEffect } from 'react';
import { KEEP_OPEN_ATTRIBUTE } from '../floating-layer';

/** Where focus may go without being brought back: another modal, the focus manager's guards, the toasts. */
const allowed = (node: EventTarget) =>
  node instanceof Element && (node.getAttribute('aria-modal') === 'true' || node.hasAttribute('data-floating-ui-focus-guard') || node.hasAttribute(KEEP_OPEN_ATTRIBUTE));

export function useFocusKeptInside(surface: HTMLElement | null): void {
  // A layout effect: stopped in the commit that closes the modal, before the focus manager gives
  // focus back to the opener (in a microtask), which this would otherwise bring back.
  useLayoutEffect(() => {
    if (!surface) return undefined;
    const root = surface.getRootNode();
    const onFocusIn = (event: Event) => {
      if (!event.composedPath().some(allowed)) surface.focus();
    };
    root.addEventListener('focusin', onFocusIn);
    return () => root.removeEventListener('focusin', onFocusIn);
  }, [surface]);
}
