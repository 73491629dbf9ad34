/**
 * A chat's virtualised messages, older pages coming in above without moving what the user reads
 * (§9: the next page loads at 20 % from the top). One hook over react-virtual's documented API:
 * `useVirtualizer` with its own offset observer (`observeElementOffset`), `scrollToOffset`, the
 * layout (`measurementsCache`, `getVirtualItemForOffset`) and its rows as measured (`measureElement`).
 *
 * The anchor is the first row that starts in view (rows above it may still be measured, and the
 * virtualizer moves the scroll by their change, which keeps it in place). When the page is in, the
 * view goes back to it from the layout at once, before the frame (its row is not rendered yet),
 * then its message is put exactly where it showed, from the DOM, frame by frame until it stays:
 * the row itself can change, as the first message held loses its date separator when older ones
 * of its day come above it. A view still within 20 % of the top then asks for the next page, so a
 * drag to the top loads pages back to back, each restored before the next is asked for.
 *
 * It also opens the list at a row (`scrollToRow`, the 'New messages' divider): `scrollToIndex`,
 * which aims again as the rows there are measured, and a word once the view has stayed put.
 */
import { measureElement, observeElementOffset, useVirtualizer } from '@tanstack/react-virtual';
import type { Virtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useReducer, useRef } from 'react';
import type { RefObject } from 'react';
import { useLatest } from '../../ui/useLatest';
import { MESSAGE_ROW_ESTIMATE_PX, MESSAGE_ROW_OVERSCAN, OLDER_PAGE_AT } from '../constants';

/** At most this many frames of holding the anchor in place after a page. */
const ANCHOR_SETTLE_FRAMES = 10;

/** A scroll to a row has landed once the view and the layout stay this many frames; it is given at most OPEN_SETTLE_FRAMES. */
const STILL_FRAMES = 3;
const OPEN_SETTLE_FRAMES = 30;

/** The list's top padding, part of the virtual layout so offsets stay exact. */
const PADDING_TOP_PX = 12;

export interface ReverseScrollOptions {
  list: RefObject<HTMLDivElement | null>;
  /** The ids of the rows, oldest first. */
  ids: readonly string[];
  /** Whether an older page may be asked for now (there is one, the thread is loaded, none is on its way). */
  canLoadOlder: () => boolean;
  /** Asks for the older page; settles when it is in (or failed). */
  loadOlder: () => Promise<void>;
}

export interface ReverseScroll {
  virtualizer: Virtualizer<HTMLDivElement, Element>;
  /** The list's scroll handler: re-anchors while a page is on its way, asks for the next one near the top. */
  onScroll: (node: HTMLElement) => void;
  /** A page is being restored: nothing else may move the scroll (the stick to the bottom). */
  anchored: () => boolean;
  /**
   * Scrolls so the row at `index` starts at the top of the view (as far as the list goes: at the
   * bottom when what follows it fits); `landed` once the rows there are measured and it stays.
   */
  scrollToRow: (index: number, landed: () => void) => void;
}

interface Anchor {
  id: string;
  /** Its row's top minus the view's top, from the layout. */
  offset: number;
  /** The first row held when the page was asked for: a new one means the page is in. */
  firstId: string;
  /** Where its message showed before the page (from the DOM, once rendered). */
  shown?: number;
}

export function useReverseScroll({ list, ids, canLoadOlder, loadOlder }: ReverseScrollOptions): ReverseScroll {
  const anchor = useRef<Anchor | undefined>(undefined);
  /** The virtualizer's own offset callback (its documented adapter), told of our scrolls at once. */
  const heard = useRef<((offset: number, isScrolling: boolean) => void) | undefined>(undefined);
  const virtualizer = useVirtualizer({
    count: ids.length,
    getScrollElement: () => list.current,
    estimateSize: () => MESSAGE_ROW_ESTIMATE_PX,
    getItemKey: (index) => ids[index] ?? index,
    overscan: MESSAGE_ROW_OVERSCAN,
    paddingStart: PADDING_TOP_PX,
    observeElementOffset: (instance, callback) => {
      heard.current = callback;
      return observeElementOffset(instance, callback);
    },
    // A closed panel (display: none) measures every row 0: its rows keep the sizes they had, so the
    // list shows again as the user left it (its height, its scroll position).
    measureElement: (element, entry, instance) => {
      const size = measureElement(element, entry, instance);
      return size > 0 ? size : (instance.measurementsCache[instance.indexFromElement(element)]?.size ?? size);
    },
  });
  /**
   * Scrolls, and tells the virtualizer at once, not on the scroll event: a row measured before that
   * event (a busy machine's frame can run the resize observer first) would otherwise be corrected
   * from the offset before the page, putting the view back a page down.
   */
  const scrollTo = (top: number) => {
    virtualizer.scrollToOffset(top);
    if (list.current) heard.current?.(list.current.scrollTop, false);
  };
  /** Renders again, for rows the list's own scroll moved into view. */
  const [, render] = useReducer((count: number) => count + 1, 0);
  const firstId = ids[0];

  // The page is in: back to the anchor's row from the layout, through the virtualizer, so its rows
  // there (the anchor's among them) render now, before the frame, not on the scroll event.
  useLayoutEffect(() => {
    const kept = anchor.current;
    if (!list.current || !kept || firstId === kept.firstId) return;
    const index = ids.indexOf(kept.id);
    if (index <= 0) return;
    scrollTo((virtualizer.measurementsCache[index]?.start ?? 0) - kept.offset);
    render();
  }, [firstId]);

  /**
   * Every render while anchored, and each frame after the page: before the page, notes where the
   * anchor's message shows; after it, once its row renders, puts the message exactly there again.
   * Says whether it is not settled yet (it moved, or its row is not rendered yet).
   */
  const hold = (): boolean => {
    const node = list.current;
    const kept = anchor.current;
    const row = kept && node?.querySelector(`[data-message-id="${kept.id}"]`);
    if (!node || !kept) return false;
    if (!row) return firstId !== kept.firstId && kept.shown !== undefined;
    const top = row.getBoundingClientRect().top - node.getBoundingClientRect().top;
    if (firstId === kept.firstId || kept.shown === undefined) {
      kept.shown = top;
      return false;
    }
    if (Math.abs(top - kept.shown) < 0.5) return false;
    scrollTo(node.scrollTop + top - kept.shown);
    return true;
  };
  useLayoutEffect(() => void hold());
  const latestHold = useLatest(hold);

  /** Anchors on the row at the view's top, from the layout: a jump (Home, the scrollbar) is seen before the rows follow. */
  const anchorView = (node: HTMLElement): boolean => {
    const cut = virtualizer.getVirtualItemForOffset(node.scrollTop);
    const top = cut && cut.start < node.scrollTop ? (virtualizer.measurementsCache[cut.index + 1] ?? cut) : cut;
    const id = top && ids[top.index];
    if (!top || !id || !firstId) return false;
    anchor.current = { id, offset: top.start - node.scrollTop, firstId };
    hold(); // Notes where its message shows, if its row is rendered.
    return true;
  };

  const older = (node: HTMLElement) => {
    if (anchor.current || !canLoadOlder()) return;
    if (node.scrollTop > node.scrollHeight * OLDER_PAGE_AT || !anchorView(node)) return;
    // The anchor goes once its message stays (also after a page that brought nothing or failed).
    void loadOlder()
      .catch(() => undefined)
      .finally(() => settle(ANCHOR_SETTLE_FRAMES));
  };
  // The frame after a page reads this render's rows, not those the page started from.
  const latestOlder = useLatest(older);
  const settle = (frames: number) =>
    requestAnimationFrame(() => {
      if (frames > 0 && latestHold.current()) return settle(frames - 1);
      anchor.current = undefined;
      if (list.current) latestOlder.current(list.current);
    });

  return {
    virtualizer,
    onScroll(node) {
      // Scrolled while the page is on its way: the page keeps what the user now sees in place.
      if (anchor.current && anchor.current.firstId === firstId) anchorView(node);
      older(node);
    },
    anchored: () => anchor.current !== undefined,
    scrollToRow(index, landed) {
      virtualizer.scrollToIndex(index, { align: 'start' });
      let was = '';
      const wait = (frames: number, still: number) =>
        requestAnimationFrame(() => {
          const node = list.current;
          if (!node) return;
          const now = `${node.scrollTop} ${node.scrollHeight}`;
          const stayed = now === was ? still + 1 : 0;
          was = now;
          if (stayed >= STILL_FRAMES || frames === 0) landed();
          else wait(frames - 1, stayed);
        });
      wait(OPEN_SETTLE_FRAMES, 0);
    },
  };
}
