/**
 * The parts of an option (§3 Option: title, HTML description, labels [{title, icon.url}], picture)
 * that SINGLE/MULTI selection, the legacy groups and CHOOSER share, and an item's actions. The
 * picture and the actions are in a lazy chunk (./item-extras), loaded when a flow first has one.
 */
import { Suspense } from 'react';
import { sanitizeHtml } from '../../shared/sanitize';
import { once } from '../../shared/once';
import { lazyView } from '../../ui/lazy';
import { useSafeUrl } from '../../ui/links';
import type { FormEngine } from '../core/engine';
import type { Action, Option } from '../core/model';

const extras = once(() => import('./item-extras'));
// lazyView, not React.lazy: a failed load is asked for again once the item's boundary offers Retry.
const LazyMedia = lazyView(async () => (await extras()).OptionMedia);
const LazyActions = lazyView(async () => (await extras()).ItemActions);

/** The option's picture, if it has one (nothing while its chunk loads). */
export function OptionMedia({ option }: { option: Pick<Option, 'icon' | 'assetUrl'> }) {
  if (!option.icon?.name && !option.icon?.countryCode && !option.assetUrl) return null;
  return (
    <Suspense fallback={null}>
      <LazyMedia option={option} />
    </Suspense>
  );
}

function Label({ label }: { label: Option['labels'][number] }) {
  const src = useSafeUrl('resource')(label.iconUrl);
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

/** An item's actions (docs/forms-wire.md), when it has any. */
export function ItemActions(props: { engine: FormEngine; itemId: string; actions: readonly Action[]; disabled: boolean }) {
  if (props.actions.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <LazyActions {...props} />
    </Suspense>
  );
}
