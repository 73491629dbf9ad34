/**
 * A menu button (WAI-ARIA APG): the button is here, at first paint; its menu is the floating
 * layer's (src/ui/floating/MenuPopup.tsx), loaded on the button's first intent (pointer enter,
 * focus, touch start) or open. A click, Enter, Space or ArrowDown opens it on its first item,
 * ArrowUp on its last; what happens inside is the menu's.
 */
import { useId, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { floatingIntent, useFloatingLayer } from './floating-layer';
import type { MenuItemProps, MenuPopupProps } from './floating/MenuPopup';

export type { MenuItemProps };

export interface MenuButtonProps extends Omit<MenuPopupProps, 'open' | 'reference' | 'id' | 'initialIndex' | 'onClose'> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu's id; default a new one. */
  id?: string | undefined;
  /** The button's accessible name, class and part. */
  buttonLabel: string;
  buttonClassName: string;
  buttonPart: string;
  /** The button's content (an icon). */
  children: ReactNode;
}

export function MenuButton({ open, onOpenChange, id, buttonLabel, buttonClassName, buttonPart, children, ...menu }: MenuButtonProps) {
  const ownId = useId();
  const menuId = id ?? ownId;
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  const [initialIndex, setInitialIndex] = useState(0);
  // Each opening is a new menu (its first item active again); a closed one stays while it fades out.
  const [openings, setOpenings] = useState(open ? 1 : 0);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpenings(openings + 1);
  }
  const floating = useFloatingLayer(open, () => onOpenChange(false));
  const shown = open && floating !== undefined;

  const openAt = (index: number) => {
    setInitialIndex(index);
    onOpenChange(true);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (open || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
    event.preventDefault();
    openAt(event.key === 'ArrowDown' ? 0 : menu.labels.length - 1);
  };

  return (
    <>
      <button
        ref={setButton}
        type="button"
        className={buttonClassName}
        part={buttonPart}
        aria-label={buttonLabel}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={shown ? menuId : undefined}
        {...floatingIntent}
        onClick={() => (open ? onOpenChange(false) : openAt(0))}
        onKeyDown={onKeyDown}
      >
        {children}
      </button>
      {floating && openings > 0 && (
        <floating.MenuPopup key={openings} {...menu} open={shown} reference={button} id={menuId} initialIndex={initialIndex} onClose={() => onOpenChange(false)} />
      )}
    </>
  );
}
