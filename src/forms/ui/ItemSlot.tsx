/**
 * One item of a view. It subscribes to its own value and error only, so a keystroke re-renders
 * this item and nothing else, however long the view.
 */
import { memo, useCallback, useId, useSyncExternalStore } from 'react';
import type { FormEngine } from '../core/engine';
import { itemError } from '../core/engine';
import type { FormHost } from '../core/host';
import type { Item } from '../core/model';
import { strings } from '../strings';
import { itemRenderer } from './registry';

interface ItemSlotProps {
  engine: FormEngine;
  host: FormHost;
  flowId: string;
  viewId: string;
  item: Item;
  disabled: boolean;
  locale: string;
}

export const ItemSlot = memo(function ItemSlot({ engine, host, flowId, viewId, item, disabled, locale }: ItemSlotProps) {
  const value = useSyncExternalStore(engine.subscribe, () => engine.getSnapshot().values[viewId]?.[item.id]);
  const error = useSyncExternalStore(engine.subscribe, () => itemError(engine.getSnapshot(), viewId, item));
  const onChange = useCallback((next: unknown) => engine.setValue(viewId, item.id, next), [engine, viewId, item.id]);
  const id = useId();
  const Renderer = itemRenderer(item.type);
  if (!Renderer) return null;
  return (
    <div className="item" data-type={item.type} part="item">
      <Renderer
        item={item}
        viewId={viewId}
        flowId={flowId}
        value={value}
        error={error === undefined ? undefined : error || strings.invalidValue}
        onChange={onChange}
        disabled={disabled}
        locale={locale}
        host={host}
        ids={{ control: `${id}-control`, label: `${id}-label`, hint: `${id}-hint`, error: `${id}-error` }}
      />
    </div>
  );
});
