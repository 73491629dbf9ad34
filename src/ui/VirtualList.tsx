/**
 * A scrolling list that renders only the rows in view (plus overscan), for long lists such as
 * countries, currencies and transactions. Rows have one fixed height. The scroll container is
 * its own element, so it works inside a shadow root.
 */
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useRef } from 'react';
import type { Key, ReactNode } from 'react';
import { cx } from './cx';
import { useLatest } from './useLatest';
import { styles } from './sheets';

export interface VirtualListProps<T> {
  items: readonly T[];
  /** Height of every row in px (the spec's lists use 76). */
  rowHeight: number;
  /** Rows rendered beyond each edge of the view. Default 8. */
  overscan?: number;
  renderItem: (item: T, index: number) => ReactNode;
  /** Stable key of an item; default its index. */
  getKey?: (item: T, index: number) => Key;
  /** Accessible name of the list. */
  label?: string;
  /** Height of the scroll viewport: a CSS length or px. Default 100% (size the parent). */
  height?: number | string;
  /** Called once per length of `items` when the view comes within endThreshold rows of the end. */
  onEndReached?: () => void;
  /** Default 5. */
  endThreshold?: number;
  className?: string;
}

export function VirtualList<T>({
  items,
  rowHeight,
  overscan = 8,
  renderItem,
  getKey,
  label,
  height = '100%',
  onEndReached,
  endThreshold = 5,
  className,
}: VirtualListProps<T>) {
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const keyOf = useLatest(getKey);
  const getItemKey = useCallback(
    (index: number) => {
      const item = items[index];
      return item !== undefined && keyOf.current ? keyOf.current(item, index) : index;
    },
    [items, keyOf],
  );
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan,
    getItemKey,
  });

  // The virtualizer caches sizes; a new row height must reach every row.
  useEffect(() => {
    virtualizer.measure();
  }, [virtualizer, rowHeight]);

  const endReached = useLatest(onEndReached);
  const reportedLength = useRef(-1);
  const lastVisible = virtualizer.range?.endIndex ?? -1;
  useEffect(() => {
    if (lastVisible < 0 || items.length === 0 || reportedLength.current === items.length) return;
    if (items.length - 1 - lastVisible <= endThreshold) {
      reportedLength.current = items.length;
      endReached.current?.();
    }
  }, [lastVisible, items.length, endThreshold, endReached]);

  return (
    <div ref={scrollRef} className={cx('fin-vlist', className)} part="list" style={{ height }}>
      <div role="list" aria-label={label} className="fin-vlist__inner" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((row) => {
          const item = items[row.index];
          return item === undefined ? null : (
            <div
              key={row.key}
              role="listitem"
              aria-setsize={items.length}
              aria-posinset={row.index + 1}
              className="fin-vlist__row"
              part="row"
              style={{ height: rowHeight, transform: `translateY(${row.start}px)` }}
            >
              {renderItem(item, row.index)}
            </div>
          );
        })}
      </div>
    </div>
  );
}

export const virtualListStyles = styles(`
.fin-vlist { position: relative; overflow-y: auto; overscroll-behavior: contain; contain: content; }
.fin-vlist__inner { position: relative; width: 100%; }
.fin-vlist__row { position: absolute; top: 0; left: 0; display: grid; align-items: center; width: 100%; }
`);
