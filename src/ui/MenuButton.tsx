/**
 * A menu button (WAI-ARIA APG): the button is here, at first paint; its menu is the floating
 * layer's (src/ui/floating/MenuPopup.tsx), loaded on the button's first intent (pointer enter,
 * focus, touch start) or open. A click, Enter, Space or ArrowDown opens it on its first item,
 * ArrowUp on its last. From the first open on, the button joins the menu's context (useJoin): its
 * ARIA and the arrows that open it are the library's; before, its own.
 */
import { useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { floatingIntent, useFloatingLayer, useJoin } from './floating-layer';
import type { MenuItemProps, MenuPopupProps } from './floating/MenuPopup';

export type { MenuItemProps };

export interface MenuButtonProps extends Omit<MenuPopupProps, 'open' | 'reference' | 'initialIndex' | 'onOpenChange' | 'onBind'> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button's accessible name (the menu's too), class and part. */
  buttonLabel: string;
  buttonClassName: string;
  buttonPart: string;
  /** The button's content (an icon). */
  children: ReactNode;
}

export function MenuButton({ open, onOpenChange, buttonLabel, buttonClassName, buttonPart, children, ...menu }: MenuButtonProps) {
  const [button, setButton] = useState<HTMLElement | null>(null);
  const [initialIndex, setInitialIndex] = useState(0);
  const [joined, bind] = useJoin();
  const floating = useFloatingLayer(open, () => onOpenChange(false));

  const openAt = (index: number) => {
    setInitialIndex(index);
    onOpenChange(true);
  };
  const own = {
    ref: setButton,
    type: 'button' as const,
    className: buttonClassName,
    part: buttonPart,
    'aria-label': buttonLabel,
    ...floatingIntent,
    onClick: () => (open ? onOpenChange(false) : openAt(0)),
  };
  // Before the menu's context is there: its role's ARIA, and the arrows that open it.
  const fallback = {
    'aria-haspopup': 'menu' as const,
    'aria-expanded': open,
    onKeyDown: (event: KeyboardEvent) => {
      if (open || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 0 : menu.labels.length - 1);
    },
  };

  return (
    <>
      <button {...(joined ? joined(own) : { ...own, ...fallback })}>{children}</button>
      {floating && <floating.MenuPopup {...menu} open={open} reference={button} initialIndex={initialIndex} onOpenChange={onOpenChange} onBind={bind} />}
    </>
  );
}
