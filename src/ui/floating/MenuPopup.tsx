/**
 * A menu button's menu (WAI-ARIA APG menu button): placed under its button, focus on the active
 * item (useListNavigation: arrows wrap, Home / End; useTypeahead: a letter moves to the next
 * item starting with it), Escape and an outside press close it and give focus back to the
 * button, Tab or focus moving elsewhere closes it (FloatingFocusManager, not modal).
 */
import { FloatingFocusManager, FloatingNode, useInteractions, useListNavigation, useRole, useTypeahead } from '@floating-ui/react';
import type { Placement, Strategy } from '@floating-ui/react';
import { useRef, useState } from 'react';
import type { HTMLProps, KeyboardEvent, ReactNode } from 'react';
import { useExit, usePopup } from './popup';
import { inTree } from './tree';

/** Props for one item: spread them on the item's element (an `<a>` or a `<button>`). */
export type MenuItemProps = (userProps?: HTMLProps<HTMLElement>) => Record<string, unknown>;

export interface MenuPopupProps {
  /** False: it closes, and stays mounted while it fades out. */
  open: boolean;
  /** The menu button. */
  reference: HTMLElement | null;
  /** The list's id (the button's aria-controls). */
  id: string;
  /** The list's name: an element's id, or a text. */
  labelledBy?: string | undefined;
  label?: string | undefined;
  /** The items' texts, in order: their number, and what type-ahead matches. */
  labels: readonly string[];
  /** The item that takes focus when the menu opens: 0 (a click, ArrowDown, Enter) or the last (ArrowUp). */
  initialIndex: number;
  onClose: () => void;
  placement?: Placement | undefined;
  strategy?: Strategy | undefined;
  /** Class and part of the box (the floating element). */
  className: string;
  part: string;
  /** Class of the list (`role="menu"`) inside the box. */
  listClassName?: string | undefined;
  /** Shown above the list, inside the box (a title). */
  header?: ReactNode;
  /** One item, for its index: `props()` gives the menuitem's role, focus and keys. */
  renderItem: (index: number, props: MenuItemProps) => ReactNode;
}

/** Space between the button and the menu (px). */
const GAP = 8;

function Menu({ open, reference, id, labelledBy, label, labels, initialIndex, onClose, placement = 'bottom-end', strategy, className, part, listClassName, header, renderItem }: MenuPopupProps) {
  const [active, setActive] = useState<number | null>(initialIndex);
  const items = useRef<(HTMLElement | null)[]>([]);
  const { nodeId, refs, floatingStyles, context, dismiss } = usePopup({ open, reference, onClose, placement, strategy, gap: GAP });
  const { isMounted, styles: transition } = useExit(context, open, reference);
  const role = useRole(context, { role: 'menu' });
  const navigation = useListNavigation(context, { listRef: items, activeIndex: active, onNavigate: setActive, loop: true });
  const texts = useRef<(string | null)[]>([]);
  texts.current = [...labels];
  const typeahead = useTypeahead(context, { listRef: texts, activeIndex: active, onMatch: setActive });
  const { getFloatingProps, getItemProps } = useInteractions([dismiss, navigation, typeahead]);
  // The box is the floating element (placed, keys, presses); the list inside it is the menu.
  const list = useInteractions([role]);
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
        <div ref={refs.setFloating} className={className} part={part} style={{ ...floatingStyles, ...transition }} {...getFloatingProps({ onKeyDown: closeOnTab, 'aria-orientation': undefined })}>
          {header}
          <ul className={listClassName} {...list.getFloatingProps({ id, 'aria-labelledby': labelledBy, 'aria-label': label, tabIndex: undefined })}>
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
