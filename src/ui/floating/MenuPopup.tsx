/**
 * A menu button's menu (WAI-ARIA APG menu button), one context from the button's first open on:
 * the button joins it (`onBind`: useRole's aria-haspopup, aria-expanded, aria-controls and id;
 * useListNavigation's arrows that open it, ArrowUp on the last item). Placed under its button,
 * focus on the active item (arrows wrap, Home / End; useTypeahead: a letter moves to the next item
 * starting with it), Escape and an outside press close it and give focus back to the button, Tab
 * or focus moving elsewhere closes it (FloatingFocusManager, not modal). A closed menu stays
 * mounted while it fades out (useExit); the next opening starts on its first item again.
 */
import { FloatingFocusManager, FloatingNode, useInteractions, useListNavigation, useRole, useTypeahead } from '@floating-ui/react';
import type { Placement, Strategy } from '@floating-ui/react';
import { useLayoutEffect, useRef, useState } from 'react';
import type { HTMLProps, KeyboardEvent, ReactNode } from 'react';
import type { PropGetter } from '../floating-layer';
import { useExit, usePopup } from './popup';
import { inTree } from './tree';

/** Props for one item: spread them on the item's element (an `<a>` or a `<button>`). */
export type MenuItemProps = (userProps?: HTMLProps<HTMLElement>) => Record<string, unknown>;

export interface MenuPopupProps {
  /** False: it closes, and stays mounted while it fades out. */
  open: boolean;
  /** The menu button. */
  reference: HTMLElement | null;
  /** The library opens it (an arrow key on the button) or closes it. */
  onOpenChange: (open: boolean) => void;
  /** The button's props from the menu's context, handed up whenever they change. */
  onBind: (reference: PropGetter) => void;
  /** The items' texts, in order: their number, and what type-ahead matches. */
  labels: readonly string[];
  /** The item active when the menu mounts open (the button opened it before the layer was in): 0, or the last for ArrowUp. */
  initialIndex: number;
  placement?: Placement | undefined;
  strategy?: Strategy | undefined;
  /** Class and part of the box (the floating element). */
  className: string;
  part: string;
  /** Class of the list (`role="menu"`, named by its button) inside the box. */
  listClassName?: string | undefined;
  /** Shown above the list, inside the box (a title). */
  header?: ReactNode;
  /** One item, for its index: `props()` gives the menuitem's role, focus and keys. */
  renderItem: (index: number, props: MenuItemProps) => ReactNode;
}

/** Space between the button and the menu (px). */
const GAP = 8;

function Menu({ open, reference, onOpenChange, onBind, labels, initialIndex, placement = 'bottom-end', strategy, className, part, listClassName, header, renderItem }: MenuPopupProps) {
  const [active, setActive] = useState<number | null>(open ? initialIndex : null);
  const items = useRef<(HTMLElement | null)[]>([]);
  const { nodeId, refs, floatingStyles, context, dismiss } = usePopup({ open, reference, onClose: () => onOpenChange(false), onOpen: () => onOpenChange(true), placement, strategy, gap: GAP });
  const { isMounted, styles: transition } = useExit(context, open, reference);
  const role = useRole(context, { role: 'menu' });
  // Each opening starts on the first item (the last for ArrowUp); closing leaves none active.
  const navigation = useListNavigation(context, { listRef: items, activeIndex: active, onNavigate: setActive, loop: true, focusItemOnOpen: true });
  const texts = useRef<(string | null)[]>([]);
  texts.current = [...labels];
  const typeahead = useTypeahead(context, { listRef: texts, activeIndex: active, onMatch: setActive });
  const { getReferenceProps, getItemProps } = useInteractions([role, dismiss, navigation, typeahead]);
  // The box is the floating element (placed, keys, presses); the list inside it is the menu (role's floating props).
  const { getFloatingProps } = useInteractions([dismiss, navigation, typeahead]);
  const menu = useInteractions([role]);
  useLayoutEffect(() => onBind(getReferenceProps), [onBind, getReferenceProps]);
  // Tab leaves the menu and closes it (APG), also when nothing after it takes focus: the focus
  // manager closes a menu that focus leaves, and focus leaving the page is not that.
  const closeOnTab = (event: KeyboardEvent) => {
    if (event.key === 'Tab') context.onOpenChange(false, event.nativeEvent, 'focus-out');
  };

  if (!isMounted) return null;
  return (
    <FloatingNode id={nodeId}>
      {/* The items take focus themselves (useListNavigation); focus goes back to the button on close. */}
      <FloatingFocusManager context={context} modal={false} initialFocus={-1}>
        {/* aria-orientation is the menu's (vertical, its default), not the box's: a div has no role to carry it. */}
        <div ref={refs.setFloating} className={className} part={part} style={{ ...floatingStyles, ...transition }} {...getFloatingProps({ onKeyDown: closeOnTab, 'aria-orientation': undefined })}>
          {header}
          <ul className={listClassName} {...menu.getFloatingProps({ tabIndex: undefined })}>
            {labels.map((text, index) => (
              <li role="none" key={text}>
                {renderItem(index, (user) =>
                  getItemProps({
                    ...user,
                    role: 'menuitem',
                    tabIndex: index === active ? 0 : -1,
                    ref: (node: HTMLElement | null) => {
                      items.current[index] = node;
                    },
                  }),
                )}
              </li>
            ))}
          </ul>
        </div>
      </FloatingFocusManager>
    </FloatingNode>
  );
}

export const MenuPopup = inTree(Menu);
