/**
 * One item of a view. It subscribes to its own value and error only, so a keystroke re-renders
 * this item and nothing else, however long the view. A render error stays inside the item.
 */
import { memo, useCallback, useId, useSyncExternalStore } from 'react';
import type { ComponentType } from 'react';
import type { FormEngine } from '../core/engine';
import { itemError } from '../core/engine';
import type { FormHost } from '../core/host';
import type { Item } from '../core/model';
import { itemViews } from './items';
import type { ItemRendererProps } from './items/props';
import { RenderBoundary } from '../../ui/RenderBoundary';
import { ItemActions } from './options';
import { useStrings } from './strings';

interface ItemSlotProps {
  engine: FormEngine;
  host: FormHost;
  flowId: string;
  viewId: string;
  item: Item;
  disabled: boolean;
  locale: string;
  /** An item failed to render: tell the host. */
  onRenderError(error: Error, item: Item): void;
}

export const ItemSlot = memo(function ItemSlot({ engine, host, flowId, viewId, item, disabled, locale, onRenderError }: ItemSlotProps) {
  const t = useStrings();
  const value = useSyncExternalStore(engine.subscribe, () => engine.getSnapshot().values[viewId]?.[item.id]);
  const error = useSyncExternalStore(engine.subscribe, () => itemError(engine.getSnapshot(), viewId, item, engine.items, t));
  const onChange = useCallback((next: unknown, options?: { preset?: boolean }) => engine.setValue(viewId, item.id, next, options), [engine, viewId, item.id]);
  const id = useId();
  // The engine only gets the definitions of types that have a view, so every item here has one.
  const Renderer = itemViews[item.type] as ComponentType<ItemRendererProps> | null;
  if (!Renderer) return null;
  return (
    <div className="item" data-type={item.type} data-item-id={item.id} part="item">
      <RenderBoundary
        // Retry renders the item again: a view whose chunk failed to load asks for it again (src/ui/lazy.ts).
        fallback={(retry) => (
          <p className="error" role="alert" part="item-error">
            {t('somethingWentWrong')}{' '}
            <button type="button" className="link-button" onClick={retry}>
              {t('retry')}
            </button>
          </p>
        )}
        onError={(renderError) => onRenderError(renderError, item)}
      >
        <Renderer
          item={item}
          viewId={viewId}
          flowId={flowId}
          value={value as ItemRendererProps['value']}
          error={error === undefined ? undefined : error || t('invalidValue')}
          onChange={onChange}
          disabled={disabled}
          locale={locale}
          host={host}
          ids={{ control: `${id}-control`, label: `${id}-label`, hint: `${id}-hint`, error: `${id}-error` }}
        />
        <ItemActions engine={engine} itemId={item.id} actions={item.actions} disabled={disabled} />
      </RenderBoundary>
    </div>
  );
});
