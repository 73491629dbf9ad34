/**
 * A WAI-ARIA menu button over a list of actions: the header's more-actions menu (§2.2, over
 * chatMenuActions()) and a failed message's menu (Delete, Resend).
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { navigate } from '../../ui/listbox';
import { useFocusLeave, useOutsidePress } from '../../ui/popover';
import { useStrings } from '../../ui/useStrings';
import { strings } from '../strings';
import type { ChatMenuAction } from './menu-actions';

export interface MoreActionsProps {
  actions: readonly ChatMenuAction[];
  /** The button's accessible name; default 'More actions'. */
  label?: string | undefined;
  /** The button's part name; default 'more-button'. */
  part?: string | undefined;
}

export function MoreActions({ actions, label, part = 'more-button' }: MoreActionsProps) {
  const t = useStrings(strings);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const id = useId();
  const trigger = useRef<HTMLButtonElement | null>(null);
  const menu = useRef<HTMLUListElement | null>(null);
  const items = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    if (open) items.current[active]?.focus();
  }, [open, active]);
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) trigger.current?.focus();
  };
  useOutsidePress([trigger, menu], open, () => close(false));
  useFocusLeave([trigger, menu], open, () => close(false));

  const openAt = (index: number) => {
    setActive(index);
    setOpen(true);
  };
  const onTriggerKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 0 : actions.length - 1);
    }
  };
  const onMenuKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      // The menu closes, not the panel.
      event.stopPropagation();
      close(true);
      return;
    }
    if (event.key === 'Tab') return close(false);
    const next = navigate(event.key, active, actions.length, actions.length);
    if (next === null) return;
    event.preventDefault();
    setActive(next);
  };

  if (actions.length === 0) return null;
  return (
    <div className="more">
      <button
        ref={trigger}
        type="button"
        className="icon-button"
        part={part}
        aria-label={label ?? t('moreActions')}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onTriggerKey}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <circle cx="5" cy="12" r="1.8" />
          <circle cx="12" cy="12" r="1.8" />
          <circle cx="19" cy="12" r="1.8" />
        </svg>
      </button>
      {open && (
        <ul ref={menu} id={id} className="menu" part="menu" role="menu" aria-label={label ?? t('moreActions')} onKeyDown={onMenuKey}>
          {actions.map((action, index) => (
            <li role="none" key={action.id}>
              <button
                ref={(node) => {
                  items.current[index] = node;
                }}
                type="button"
                role="menuitem"
                className="menu-item"
                part={`menu-item menu-item-${action.id}`}
                data-action={action.id}
                tabIndex={index === active ? 0 : -1}
                onClick={() => {
                  close(true);
                  action.run();
                }}
              >
                {t(action.label)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
