/**
 * What only some items carry, in its own lazy chunk so a form without them pays nothing: an
 * option's picture (§3 Option icon {name, countryCode}, assetUrl) and an item's actions (§3 Common
 * item fields). Each view brings its sheet when it mounts (src/forms/ui/options.tsx loads them).
 */
import { useLayoutEffect } from 'react';
import { useElement } from '../../ui/element-context';
import { adoptStyles, styles } from '../../ui/sheets';
import { token } from '../../ui/theme';
import type { FormEngine } from '../core/engine';
import type { Action, Option } from '../core/model';
import { ViewImage } from './ViewImage';

const extrasStyles = styles(`
.option-media {
  flex: none; display: grid; place-items: center; width: 40px; height: 40px; border-radius: 50%; overflow: hidden;
  background: ${token.colorAccentSoft}; color: ${token.colorAccent};
}
.option-media__image { width: 100%; height: 100%; object-fit: cover; display: grid; place-items: center; }
.choice .option-media { width: 32px; height: 32px; margin-top: -6px; }
.item-actions { display: flex; flex-wrap: wrap; gap: 4px 16px; margin-top: 8px; }
.item-action { padding: 6px 0; border: 0; background: none; color: ${token.colorAccent}; font: inherit; font-weight: 600; cursor: pointer; }
.item-action:hover { text-decoration: underline; }
.item-action:disabled { cursor: not-allowed; opacity: 0.6; }
`);

function useExtrasStyles() {
  const { root } = useElement();
  useLayoutEffect(() => adoptStyles(root, extrasStyles), [root]);
}

/** Our icon, else the country's flag, else the asset: as a view image (docs/forms-wire.md). */
export function OptionMedia({ option }: { option: Pick<Option, 'icon' | 'assetUrl'> }) {
  useExtrasStyles();
  return (
    <span className="option-media" aria-hidden="true">
      <ViewImage image={{ iconName: option.icon?.name, countryCode: option.icon?.countryCode, url: option.assetUrl }} className="option-media__image" iconSize={22} />
    </span>
  );
}

/** Quiet buttons under the item; the engine opens the hyperlink or continues (docs/forms-wire.md). */
export function ItemActions({ engine, itemId, actions, disabled }: { engine: FormEngine; itemId: string; actions: readonly Action[]; disabled: boolean }) {
  useExtrasStyles();
  return (
    <div className="item-actions" part="item-actions">
      {actions.map((action) => (
        <button key={action.id} type="button" className="item-action" part="item-action" aria-pressed={action.selected} disabled={disabled} onClick={() => void engine.selectItemAction(itemId, action.id)}>
          {action.title}
        </button>
      ))}
    </div>
  );
}
