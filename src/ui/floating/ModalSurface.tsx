/**
 * A modal's floating part (Dialog, BottomSheet, StatusDialog): portalled into the element's
 * shadow root (FloatingPortal with the root as its root), focus moved in when it opens, kept in
 * with Tab and Shift+Tab and given back when it closes (FloatingFocusManager, modal), Escape and a
 * click on the overlay close it when it is dismissible (useDismiss: a click that started inside,
 * selecting text out of it, does not). The host page does not scroll under it (FloatingOverlay
 * lockScroll: a bottom sheet on a phone). A closed one stays mounted while it fades out (useExit),
 * inert: the page is usable again and focus back on the opener at once.
 *
 * Modal for the whole page: what is outside it among <body>'s children — the host page and every
 * other fin-* element — is `inert` while it is open (`outsideElementsInert`), so pointer, keyboard
 * and assistive technology agree; so is what is added to <body> while it is open (inert.ts). With the library's default, `aria-hidden`, another element's
 * menu could still take focus inside a subtree hidden from a screen reader
 * (test/ui/floating.test.tsx, 'a modal in one element makes another element … inert').
 */
import { FloatingFocusManager, FloatingNode, FloatingOverlay, FloatingPortal, useDismiss, useFloating, useFloatingNodeId, useInteractions, useRole } from '@floating-ui/react';
import { useCallback, useMemo, useState } from 'react';
import type { MouseEvent, ReactNode, RefObject } from 'react';
import { OVERLAY_ATTRIBUTE, useOutsidePress } from './dismiss';
import { useFocusKeptInside } from './focus';
import { useLaterElementsInert } from './inert';
import { byOpening } from './openings';
import { useExit } from './popup';
import { inTree } from './tree';

export interface ModalSurfaceProps {
  /** False: it closes, and stays mounted while it fades out. */
  open: boolean;
  /** The element's shadow root: the modal renders there. */
  root: ShadowRoot;
  onClose: () => void;
  dismissible: boolean;
  /** What takes focus when it opens; default an element with `data-autofocus`, else the first control. */
  initialFocus?: RefObject<HTMLElement | null> | undefined;
  overlayClassName: string;
  className: string;
  part: string;
  labelledBy: string;
  describedBy?: string | undefined;
  children: ReactNode;
}

function Modal({ open, root, onClose, dismissible, initialFocus, overlayClassName, className, part, labelledBy, describedBy, children }: ModalSurfaceProps) {
  const nodeId = useFloatingNodeId();
  const { refs, elements, context } = useFloating({
    nodeId,
    open,
    onOpenChange: (next) => {
      if (!next) onClose();
    },
  });
  // Registered even when not dismissible: its presses and keys are then its own, not the page's.
  const dismiss = useDismiss(context, {
    escapeKey: dismissible,
    outsidePress: useOutsidePress(context, nodeId, dismissible),
    outsidePressEvent: 'click',
  });
  const role = useRole(context);
  const surface = open ? elements.floating : null;
  useFocusKeptInside(surface);
  useLaterElementsInert(surface);
  const { isMounted, styles: transition } = useExit(context, open, null);
  const { getFloatingProps } = useInteractions([dismiss, role]);

  // The control to focus first, found when the surface mounts (its children are in by then).
  const [autofocus, setAutofocus] = useState<HTMLElement | null>(null);
  const focusFirst = useMemo(() => ({ current: autofocus }), [autofocus]);
  const setSurface = useCallback(
    (node: HTMLDivElement | null) => {
      refs.setFloating(node);
      setAutofocus(node && (initialFocus?.current ?? node.querySelector<HTMLElement>('[data-autofocus]')));
    },
    [refs, initialFocus],
  );

  if (!isMounted) return null;
  return (
    <FloatingPortal root={root}>
      <FloatingNode id={nodeId}>
        <FloatingOverlay
          lockScroll={open}
          inert={!open}
          style={transition}
          className={overlayClassName}
          part="overlay"
          {...{ [OVERLAY_ATTRIBUTE]: '' }}
          onMouseDown={(event: MouseEvent) => {
            // Keeps focus where it is when the overlay is pressed.
            if (event.target === event.currentTarget) event.preventDefault();
          }}
        >
          {/* Without a control asked for, the first one: the close button comes last in the surface. */}
          {/* Off while it fades out: the rest of the page is usable again, focus back where it was. */}
          <FloatingFocusManager context={context} disabled={!open} initialFocus={autofocus ? focusFirst : 0} outsideElementsInert>
            <div
              ref={setSurface}
              {...getFloatingProps({ 'aria-labelledby': labelledBy, 'aria-describedby': describedBy })}
              aria-modal="true"
              className={className}
              part={part}
            >
              {children}
            </div>
          </FloatingFocusManager>
        </FloatingOverlay>
      </FloatingNode>
    </FloatingPortal>
  );
}

export const ModalSurface = inTree(byOpening(Modal));
