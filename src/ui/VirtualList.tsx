/**
 * A scrolling list that renders only the rows in view (plus overscan), for long lists such as
 * countries, currencies and transactions, and the listbox of Combobox. Rows have one fixed
 * height and carry aria-setsize / aria-posinset, since most of the set is not in the DOM. The
 * scroll container is its own element, so it works inside a shadow root.
 */
import { defaultRangeExtractor, useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useImperativeHandle, useRef } from 'react';
import type { HTMLAttributes, Key, ReactNode, Ref } from 'react';
import { cx } from './cx';
import { useLatest } from './useLatest';
import { styles } from './sheets';

/** Attributes for the list element or a row; `part` adds to the element's own part names. */
export type VirtualListAttributes = HTMLAttributes<HTMLDivElement> & { part?: string };

/** What a parent can ask of the list (Combobox: keep the active option in view, page by the view). */
export interface VirtualListHandle {
  scrollToIndex(index: number): void;
  /** Rows that fit in the viewport (at least 1). */
  pageSize(): number;
}

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
  /** 'listbox' makes the rows options (for Combobox). Default 'list'. */
  role?: 'list' | 'listbox';
  /** Extra attributes of the list element (the one with the role). */
  listProps?: VirtualListAttributes;
  /** Extra attributes of each row (id, aria-selected, handlers). */
  rowProps?: (item: T, index: number) => VirtualListAttributes;
  /** aria-setsize of the rows: default the number of items; -1 when the total is unknown. */
  setSize?: number;
  handle?: Ref<VirtualListHandle>;
  /** The list element (the one with the role), e.g. to focus a listbox. */
  listRef?: Ref<HTMLDivElement>;
  /** Height of the scroll viewport: a CSS length or px. Default 100% (size the parent). */
  height?: number | string;
  /** Called once per length of `items` when the view comes within endThreshold rows of the end. */
  onEndReached?: () => void;
  /** Default 5. */
  endThreshold?: number;
  /** A row kept in the DOM when scrolled out of view: the one aria-activedescendant names must exist. */
  pinnedIndex?: number;
  className?: string;
}

export function VirtualList<T>({
  items,
  rowHeight,
  overscan = 8,
  renderItem,
  getKey,
  label,
  role = 'list',
  listProps,
  rowProps,
  setSize,
  handle,
  listRef,
  height = '100%',
  onEndReached,
  endThreshold = 5,
  pinnedIndex,
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
    rangeExtractor: (range) => {
      const indexes = defaultRangeExtractor(range);
      if (pinnedIndex === undefined || pinnedIndex < 0 || pinnedIndex >= range.count || indexes.includes(pinnedIndex)) return indexes;
      return pinnedIndex < (indexes[0] ?? 0) ? [pinnedIndex, ...indexes] : [...indexes, pinnedIndex];
    },
  });

  useImperativeHandle(
    handle,
    () => ({
      scrollToIndex: (index) => virtualizer.scrollToIndex(index, { align: 'auto' }),
      pageSize: () => Math.max(1, Math.floor((scrollRef.current?.clientHeight ?? 0) / rowHeight)),
    }),
    [virtualizer, rowHeight],
  );

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
    <div
      ref={scrollRef}
      className={cx('fin-vlist', className)}
      part="list"
      style={{ height }}
      // Chromium puts scrollers in the tab order; a listbox is driven from its combobox (or itself).
      tabIndex={role === 'listbox' ? -1 : undefined}
    >
      <div
        ref={listRef}
        role={role}
        aria-label={label}
        {...listProps}
        className={cx('fin-vlist__inner', listProps?.className)}
        style={{ ...listProps?.style, height: virtualizer.getTotalSize() }}
      >
        {virtualizer.getVirtualItems().map((row) => {
          const item = items[row.index];
          const extra = item === undefined ? undefined : rowProps?.(item, row.index);
          return item === undefined ? null : (
            <div
              key={row.key}
              role={role === 'listbox' ? 'option' : 'listitem'}
              aria-setsize={setSize ?? items.length}
              aria-posinset={row.index + 1}
              {...extra}
              className={cx('fin-vlist__row', extra?.className)}
              part={cx('row', extra?.part)}
              style={{ ...extra?.style, height: rowHeight, transform: `translateY(${row.start}px)` }}
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
.fin-vlist__row { position: absolute; top: 0; inset-inline-start: 0; display: grid; align-items: center; width: 100%; }
`);
