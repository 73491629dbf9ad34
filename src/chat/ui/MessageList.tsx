/**
 * A ticket's message list (§4.5), virtualised: only the messages in view (plus overscan) are in
 * the DOM, each row measured as it renders (bubbles differ in height). Date separators and
 * same-author groups; older pages at 20 % from the top, the message at the top of the view kept
 * where it was; pinned to the bottom while the user is there; the scroll-to-bottom button at
 * 500 px or more from the bottom; read under 1 px from it. Rows come and go while scrolling, so
 * the scroller cannot be the live region: a visually hidden `role="log"` holds the newest
 * messages and announces each new one.
 */
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { formatDate } from '../../shared/i18n';
import { useElement } from '../../ui/element-context';
import { Icon } from '../../ui/Icon';
import { useLatest } from '../../ui/useLatest';
import { Spinner } from '../../ui/Spinner';
import { useStrings } from '../../ui/useStrings';
import { LIVE_LOG_SIZE, MESSAGE_ROW_ESTIMATE_PX, MESSAGE_ROW_OVERSCAN, OLDER_PAGE_AT, READ_DISTANCE_PX, SCROLL_BUTTON_DISTANCE_PX } from '../constants';
import type { Chat } from '../core/chat';
import { groupMessages } from '../core/messages';
import type { ChatMessage, Thread } from '../core/messages';
import { strings } from '../strings';
import { MessageItem, announcement } from './MessageItem';
import { usePanelShown } from './usePanelShown';

export interface MessageListProps {
  chat: Chat;
  ticketId: string;
  thread: Thread | undefined;
  messages: readonly ChatMessage[];
  unread: number;
  /** The author's name of an agent message, when known. */
  authorName: (message: ChatMessage) => string | undefined;
  avatarSrc: (message: ChatMessage) => string | undefined;
  onAgent: (agentId: string) => void;
  /** Under the messages (quick actions, internal requests, typing): always rendered, never virtualised. */
  children?: ReactNode;
  /** Changes that grow the list's foot (typing); the list stays pinned to the bottom through them. */
  footKey?: unknown;
}

/** The list's top padding, part of the virtual layout so offsets stay exact. */
const PADDING_TOP_PX = 12;
/** At most this many frames of holding the anchor in place after a page. */
const ANCHOR_SETTLE_FRAMES = 10;

const distanceFromBottom = (node: HTMLElement) => node.scrollHeight - node.scrollTop - node.clientHeight;
/** The latest message is on screen: the list has a layout (a closed panel has none) and is at its bottom (§9: under 1 px). */
const atLatest = (node: HTMLElement) => node.clientHeight > 0 && distanceFromBottom(node) < READ_DISTANCE_PX;

export function MessageList({ chat, ticketId, thread, messages, unread, authorName, avatarSrc, onAgent, children, footKey }: MessageListProps) {
  const t = useStrings(strings);
  const { config } = useElement();
  const groups = useMemo(() => groupMessages([...messages]), [messages]);
  // Read only what the user can see: the panel open, the page visible, the latest message on screen.
  const shown = usePanelShown();
  const list = useRef<HTMLDivElement | null>(null);
  const [away, setAway] = useState(false);
  const stick = useRef(true);
  /**
   * While an older page loads, and until the frame after: the message at the top of the view, where
   * its row was in the view (its top minus the view's top, from the layout), the first message then
   * held, and where the message itself showed before the page came (from the DOM, once rendered).
   */
  const anchor = useRef<{ id: string; offset: number; firstId: string; shown?: number } | undefined>(undefined);

  const virtualizer = useVirtualizer({
    count: messages.length,
    getScrollElement: () => list.current,
    estimateSize: () => MESSAGE_ROW_ESTIMATE_PX,
    getItemKey: (index) => messages[index]?.id ?? index,
    overscan: MESSAGE_ROW_OVERSCAN,
    paddingStart: PADDING_TOP_PX,
  });
  /**
   * Scrolls the list and tells the virtualizer at once: it corrects for rows measured above the
   * view from its own offset, which would otherwise still be the one before until the scroll event.
   */
  const scrollList = (node: HTMLElement, top: number) => {
    node.scrollTop = top;
    virtualizer.scrollOffset = node.scrollTop;
  };
  const rows = virtualizer.getVirtualItems();
  const total = virtualizer.getTotalSize();

  /** Renders again, for rows the list's own scroll moved into view. */
  const [, render] = useReducer((count: number) => count + 1, 0);
  // An older page arrived: put the anchor's row back where it was, from the layout (its row is not
  // rendered yet). Rows measured later above it move the scroll by their change (the virtualizer
  // adjusts for rows above the offset).
  const firstId = messages[0]?.id;
  useLayoutEffect(() => {
    const node = list.current;
    const kept = anchor.current;
    if (!node || !kept || firstId === kept.firstId) return;
    const index = messages.findIndex((message) => message.id === kept.id);
    if (index <= 0) return;
    // The row was `offset` below the view's top (negative: above): the view's top goes that far
    // above it. The virtualizer is told at once, not by the scroll event: a row measured before
    // that event (a busy machine's frame can run the resize observer first) would otherwise move
    // the scroll from the offset before the page, putting the view back a page down. So the
    // rows there (the anchor's among them) render now, before the frame, not on that event.
    scrollList(node, (virtualizer.measurementsCache[index]?.start ?? 0) - kept.offset);
    render();
  }, [firstId]);

  /**
   * Every render while anchored, and each frame after the page: before the page, notes where the
   * anchor's message shows; after it, once its row renders, puts the message exactly there again
   * (from the DOM: the row itself can change, as the first message held loses its date separator
   * when older ones of the same day come above it). Says whether it is not settled yet (it moved,
   * or its row is not rendered yet).
   */
  const holdAnchor = (): boolean => {
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
    scrollList(node, node.scrollTop + top - kept.shown);
    return true;
  };
  useLayoutEffect(() => void holdAnchor());
  const latestHold = useLatest(holdAnchor);

  // New messages, measured rows and the foot keep the list at the bottom while it is there (also
  // when the panel shows again: a closed panel has no layout to scroll).
  useLayoutEffect(() => {
    const node = list.current;
    if (node && stick.current && !anchor.current) node.scrollTop = node.scrollHeight;
  }, [messages, total, footKey, shown]);

  /**
   * Anchors the view on the row at its top, from the layout, not from the rows rendered: a jump
   * (Home, the scrollbar dragged up) is seen before they follow, and they still hold the bottom.
   * The first row that starts in view: rows above it may still be measured, and the virtualizer
   * moves the scroll by their change, which keeps it (not a row cut by the view's top) in place.
   */
  const anchorView = (node: HTMLElement): boolean => {
    const cut = virtualizer.getVirtualItemForOffset(node.scrollTop);
    const top = cut && cut.start < node.scrollTop ? (virtualizer.measurementsCache[cut.index + 1] ?? cut) : cut;
    const id = top && messages[top.index]?.id;
    if (!top || !id || !firstId) return false;
    anchor.current = { id, offset: top.start - node.scrollTop, firstId };
    holdAnchor(); // Notes where its message shows, if its row is rendered.
    return true;
  };

  const loadOlder = (node: HTMLElement) => {
    if (!thread?.hasOlder || !thread.loaded || thread.loadingOlder || anchor.current) return;
    if (node.scrollTop > node.scrollHeight * OLDER_PAGE_AT || !anchorView(node)) return;
    // The page renders before the next frame and restores the anchor; the render that follows at
    // once draws the anchor's row, which goes back in place, and it is held there until it stays.
    // Then the anchor goes (also after a page that brought nothing or failed), and a view still
    // near the top asks for the next page: back to back, each restored before the next is asked for.
    void chat
      .loadOlder(ticketId)
      .catch(() => undefined)
      .finally(() => settle(ANCHOR_SETTLE_FRAMES));
  };

  // The frame after a page reads this render's thread, not the one the page started from.
  const latestLoadOlder = useLatest(loadOlder);
  /** Frame by frame until the anchor's message stays put (rows above it are still being measured), then the next page if still near the top. */
  const settle = (frames: number) =>
    requestAnimationFrame(() => {
      if (frames > 0 && latestHold.current()) return settle(frames - 1);
      anchor.current = undefined;
      if (list.current) latestLoadOlder.current(list.current);
    });

  const onScroll = () => {
    const node = list.current;
    if (!node) return;
    const distance = distanceFromBottom(node);
    stick.current = distance < SCROLL_BUTTON_DISTANCE_PX / 10;
    setAway(distance >= SCROLL_BUTTON_DISTANCE_PX);
    if (shown && unread > 0 && atLatest(node)) chat.markRead(ticketId);
    // Scrolled while the page is on its way (the list itself scrolls only once it is in): the
    // page keeps what the user now sees in place, not what they saw when it was asked for.
    if (anchor.current && anchor.current.firstId === firstId) anchorView(node);
    loadOlder(node);
  };

  // Shown at the bottom with unread messages (opened, back to the page, a new one arrived): they are read.
  useEffect(() => {
    const node = list.current;
    if (node && shown && unread > 0 && atLatest(node)) chat.markRead(ticketId);
  }, [chat, ticketId, unread, messages.length, shown]);

  const toBottom = () => {
    const node = list.current;
    if (!node) return;
    stick.current = true;
    node.scrollTop = node.scrollHeight;
    setAway(false);
  };

  const newest = messages.slice(-LIVE_LOG_SIZE);
  return (
    <>
      {thread?.loadingOlder && <Spinner size={28} label={t('conversation')} className="loading-older" />}
      <div ref={list} className="log" part="messages" role="region" aria-label={t('conversation')} tabIndex={0} onScroll={onScroll}>
        {thread?.loading && messages.length === 0 && <Spinner size={28} label={t('conversation')} className="loading" />}
        <div className="rows" style={{ height: total }}>
          {rows.map((row) => {
            const message = messages[row.index];
            const group = groups[row.index];
            if (!message) return null;
            return (
              <div key={row.key} ref={virtualizer.measureElement} data-index={row.index} className="vrow" style={{ transform: `translateY(${row.start}px)` }}>
                {group?.dateSeparator && (
                  <p className="date" part="date-separator">
                    <span>{formatDate(Date.parse(message.createdAt), { dateStyle: 'medium' }, config.locale)}</span>
                  </p>
                )}
                <MessageItem
                  chat={chat}
                  message={message}
                  first={group?.firstInGroup ?? true}
                  last={group?.lastInGroup ?? true}
                  authorName={authorName(message)}
                  avatarSrc={avatarSrc(message)}
                  onAgent={message.fromClient ? undefined : onAgent}
                />
              </div>
            );
          })}
        </div>
        {children}
      </div>
      <div className="fin-visually-hidden" part="live-log" role="log" aria-label={t('conversation')}>
        {newest.map((message) => (
          <p key={message.id}>
            {message.fromClient ? t('you') : (authorName(message) ?? t('someone'))}: {announcement(message, t)}
          </p>
        ))}
      </div>
      {away && (
        <button type="button" className="to-bottom" part="scroll-to-bottom" aria-label={t('scrollToBottom')} onClick={toBottom}>
          <Icon name="chevronDown" size={22} />
        </button>
      )}
    </>
  );
}
