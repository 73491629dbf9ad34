/**
 * A popup anchored to what opened it (a menu under its button, a combobox's panel): placed by
 * useFloating, kept in place by autoUpdate while the page scrolls or resizes, flipped and shifted
 * to stay 8 px inside the viewport, and dismissed by an outside press or Escape (useDismiss).
 * Closing is `onClose` (once per opening), with the library's reason. A popup is mounted while
 * open, or, given `open`, also while it fades out (useExit).
 */
import { autoUpdate, flip, offset, shift, size, useDismiss, useFloating, useFloatingNodeId, useTransitionStyles } from '@floating-ui/react';
import type { FloatingContext, FloatingRootContext, OpenChangeReason, Placement, Strategy } from '@floating-ui/react';
import { createContext, useEffect, useLayoutEffect, useRef } from 'react';
import { useClosedWhenInert, useOutsidePress } from './dismiss';

export interface PopupOptions {
  /** Default true: the popup is mounted only while open. */
  open?: boolean | undefined;
  /** What opened it: the popup is placed against it, and a press on it is inside. */
  reference: Element | null;
  onClose: (reason?: OpenChangeReason) => void;
  /** The library asks to open it (a menu button's arrow keys, once the button joined the menu). */
  onOpen?: (() => void) | undefined;
  /** Default 'bottom-start'. */
  placement?: Placement | undefined;
  /** 'fixed' keeps clear of the host page's clipping (the app switcher sits in a host's bar). Default 'absolute'. */
  strategy?: Strategy | undefined;
  /** Space between the reference and the popup, px. */
  gap: number;
  /** Sets `--fin-reference-width` on the popup: its CSS can be as wide as what opened it. */
  matchWidth?: boolean | undefined;
}

/** Keeps this far from the viewport's edges (px). */
const EDGE = 8;

export function usePopup({ open = true, reference, onClose, onOpen, placement = 'bottom-start', strategy = 'absolute', gap, matchWidth = false }: PopupOptions) {
  const nodeId = useFloatingNodeId();
  const closed = useRef(false);
  useEffect(() => {
    if (open) closed.current = false;
  }, [open]);
  const floating = useFloating({
    nodeId,
    open,
    onOpenChange: (open, _event, reason) => {
      if (open) return onOpen?.();
      // Once: a press outside also moves focus out, and each would close it again.
      if (closed.current) return;
      closed.current = true;
      onClose(reason);
    },
    elements: { reference },
    placement,
    strategy,
    // left/top, not a transform: the popups' opening animations animate transform.
    transform: false,
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(gap),
      // Above only when it fits there whole; else under, as asked, and the page scrolls to it.
      flip({ padding: EDGE, fallbackStrategy: 'initialPlacement' }),
      shift({ padding: EDGE }),
      matchWidth && size({ apply: ({ rects, elements }) => elements.floating.style.setProperty('--fin-reference-width', `${rects.reference.width}px`) }),
    ],
  });
  const dismiss = useDismiss(floating.context, { outsidePress: useOutsidePress(floating.context, nodeId) });
  useClosedWhenInert(floating.context);
  return { nodeId, ...floating, dismiss };
}

/** How long a closed popup fades out (ms); it comes in by its own CSS animation. */
const EXIT_MS = 120;

/**
 * A popup that stays mounted while it fades out (useTransitionStyles): render it while
 * `isMounted`, with `styles`. It takes no press while it goes, and focus inside it goes back to
 * `reference` at once, not after the fade (the focus manager would, on unmount).
 */
export function useExit(context: FloatingContext, open: boolean, reference: HTMLElement | null) {
  const transition = useTransitionStyles(context, { duration: { open: 0, close: EXIT_MS }, initial: {}, close: { opacity: 0, pointerEvents: 'none' } });
  const box = context.elements.floating;
  useLayoutEffect(() => {
    if (!open && box?.contains((box.getRootNode() as Document | ShadowRoot).activeElement)) reference?.focus();
  }, [open, box, reference]);
  return transition;
}

/**
 * The context of the popover a list is in (a combobox's): the list's keys join it (ListNavigation),
 * so one popup runs one context, its keys open while it is.
 */
export const PopupContext = createContext<FloatingRootContext | null>(null);
