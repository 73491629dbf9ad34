/**
 * The parts of an option (§3 Option: icon {name, countryCode}, assetUrl, title, HTML description,
 * labels [{title, icon.url}]) that SINGLE/MULTI selection, the legacy groups and CHOOSER share,
 * and an item's actions (§3 Common item fields), shown under any item.
 */
import { sanitizeHtml } from '../../shared/sanitize';
import { useSafeUrl } from '../../ui/links';
import type { FormEngine } from '../core/engine';
import type { Action, Option } from '../core/model';
import { ViewImage } from './ViewImage';

/** The option's picture: our icon, else the country's flag, else its asset (as a view image, docs/forms-wire.md). */
export function OptionMedia({ option }: { option: Pick<Option, 'icon' | 'assetUrl'> }) {
  const image = { iconName: option.icon?.name, countryCode: option.icon?.countryCode, url: option.assetUrl };
  if (image.iconName === undefined && image.countryCode === undefined && image.url === undefined) return null;
  return (
    <span className="option-media" aria-hidden="true">
      <ViewImage image={image} className="option-media__image" iconSize={22} />
    </span>
  );
}

function Label({ label }: { label: Option['labels'][number] }) {
  const src = useSafeUrl()(label.iconUrl);
  return (
    <span className="tag" part="option-label">
      {src && <img src={src} alt="" width={14} height={14} />}
      {label.title}
    </span>
  );
}

export function OptionText({ option }: { option: Option }) {
  return (
    <span className="choice__text">
      <span className="choice__title">{option.title}</span>
      {option.description && <span className="choice__description" dangerouslySetInnerHTML={{ __html: sanitizeHtml(option.description) }} />}
      {option.labels.length > 0 && (
        <span className="choice__labels">
          {option.labels.map((label, index) => (
            <Label key={`${label.title}-${index}`} label={label} />
          ))}
        </span>
      )}
    </span>
  );
}

/** An item's actions: each a quiet button; the engine opens its hyperlink or continues (docs/forms-wire.md). */
export function ItemActions({ engine, itemId, actions, disabled }: { engine: FormEngine; itemId: string; actions: readonly Action[]; disabled: boolean }) {
  if (actions.length === 0) return null;
  return (
    <div className="item-actions" part="item-actions">
      {actions.map((action) => (
        <button
          key={action.id}
          type="button"
          className="item-action"
          part="item-action"
          aria-pressed={action.selected}
          disabled={disabled}
          onClick={() => void engine.selectItemAction(itemId, action.id)}
        >
          {action.title}
        </button>
      ))}
    </div>
  );
}
