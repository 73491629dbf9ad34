/**
 * A panel under what opened it, holding controls of its own (a combobox's search box and list):
 * focus moves into it when it opens and back to its button when it closes, Escape and an outside
 * press close it, and so does focus leaving it (FloatingFocusManager, not modal). A closed panel
 * stays mounted while it fades out (useExit); each opening is a new one (byOpening). Its one
 * context is the list's inside it too (PopupContext), and its button joins it (`onBind`).
 */
import { FloatingFocusManager, FloatingNode, useInteractions } from '@floating-ui/react';
import { useLayoutEffect } from 'react';
import type { ReactNode, RefObject } from 'react';
import type { PropGetter } from '../floating-layer';
import { byOpening } from './openings';
import { PopupContext, useExit, usePopup } from './popup';
import { inTree } from './tree';

export interface PopoverProps {
  /** False: it closes, and stays mounted while it fades out. */
  open: boolean;
  reference: HTMLElement | null;
  onClose: () => void;
  /** The button's props from the popover's context, handed up whenever they change. */
  onBind?: ((reference: PropGetter) => void) | undefined;
  /** The control that takes focus when it opens. */
  initialFocus: RefObject<HTMLElement | null>;
  className: string;
  part: string;
  children: ReactNode;
}

/** Space between the button and the panel (px). */
const GAP = 4;

function Panel({ open, reference, onClose, onBind, initialFocus, className, part, children }: PopoverProps) {
  const { nodeId, refs, floatingStyles, context, dismiss } = usePopup({ open, reference, onClose, gap: GAP, matchWidth: true });
  const { isMounted, styles: transition } = useExit(context, open, reference);
  const { getReferenceProps, getFloatingProps } = useInteractions([dismiss]);
  useLayoutEffect(() => onBind?.(getReferenceProps), [onBind, getReferenceProps]);
  if (!isMounted) return null;
  return (
    <FloatingNode id={nodeId}>
      <FloatingFocusManager context={context} modal={false} initialFocus={initialFocus as RefObject<HTMLElement>}>
        <div ref={refs.setFloating} className={className} part={part} style={{ ...floatingStyles, ...transition }} {...getFloatingProps()}>
          <PopupContext.Provider value={context}>{children}</PopupContext.Provider>
        </div>
      </FloatingFocusManager>
    </FloatingNode>
  );
}

export const Popover = inTree(byOpening(Panel));
