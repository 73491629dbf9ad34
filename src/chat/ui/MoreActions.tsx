/**
 * A WAI-ARIA menu button over a list of actions: the header's more-actions menu (§2.2, over
 * chatMenuActions()) and a failed message's menu (Delete, Resend). The menu is the design
 * system's MenuButton (its keys, focus and dismissal are the floating layer's).
 */
import { useState } from 'react';
import { MenuButton } from '../../ui/MenuButton';
import { useStrings } from '../../ui/useStrings';
import { strings } from '../strings';
import type { ChatMenuAction } from './menu-actions';

export interface MoreActionsProps {
  actions: readonly ChatMenuAction[];
  /** The button's accessible name; default 'More actions'. */
  label?: string | undefined;
  /** The button's part name; default 'more-button'. */
  part?: string | undefined;
  /** Where the menu opens; default under the button (a failed message's opens above it). */
  placement?: 'bottom-end' | 'top-end' | undefined;
}

export function MoreActions({ actions, label, part = 'more-button', placement }: MoreActionsProps) {
  const t = useStrings(strings);
  const [open, setOpen] = useState(false);
  const name = label ?? t('moreActions');

  if (actions.length === 0) return null;
  return (
    <div className="more">
      <MenuButton
        open={open}
        onOpenChange={setOpen}
        buttonLabel={name}
        buttonClassName="icon-button"
        buttonPart={part}
        labels={actions.map((action) => t(action.label))}
        placement={placement}
        className="menu"
        part="menu"
        listClassName="menu-list"
        renderItem={(index, itemProps) => {
          const action = actions[index]!;
          return (
            <button
              {...itemProps({
                onClick: () => {
                  setOpen(false);
                  action.run();
                },
              })}
              type="button"
              className="menu-item"
              part={`menu-item menu-item-${action.id}`}
              data-action={action.id}
            >
              {t(action.label)}
            </button>
          );
        }}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <circle cx="5" cy="12" r="1.8" />
          <circle cx="12" cy="12" r="1.8" />
          <circle cx="19" cy="12" r="1.8" />
        </svg>
      </MenuButton>
    </div>
  );
}
