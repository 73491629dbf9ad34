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
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { formatDate } from '../../shared/i18n';
import { useElement } from '../../ui/element-context';
import { Icon } from '../../ui/Icon';
import { Spinner } from '../../ui/Spinner';
import { useStrings } from '../../ui/useStrings';
import { LIVE_LOG_SIZE, MESSAGE_ROW_ESTIMATE_PX, MESSAGE_ROW_OVERSCAN, OLDER_PAGE_AT, READ_DISTANCE_PX, SCROLL_BUTTON_DISTANCE_PX } from '../constants';
import type { Chat } from '../core/chat';
import { groupMessages } from '../core/messages';
import type { ChatMessage, Thread } from '../core/messages';
import { strings } from '../strings';
import { MessageItem, announcement } from './MessageItem';

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

const distanceFromBottom = (node: HTMLElement) => node.scrollHeight - node.scrollTop - node.clientHeight;

export function MessageList({ chat, ticketId, thread, messages, unread, authorName, avatarSrc, onAgent, children, footKey }: MessageListProps) {
  const t = useStrings(strings);
  const { config } = useElement();
  const groups = useMemo(() => groupMessages([...messages]), [messages]);
  const list = useRef<HTMLDivElement | null>(null);
  const [away, setAway] = useState(false);
  const stick = useRef(true);
  /** While an older page loads: the message at the top of the view and its offset from the view's top. */
  const anchor = useRef<{ id: string; offset: number } | undefined>(undefined);

  const virtualizer = useVirtualizer({
    count: messages.length,
    getScrollElement: () => list.current,
    estimateSize: () => MESSAGE_ROW_ESTIMATE_PX,
    getItemKey: (index) => messages[index]?.id ?? index,
    overscan: MESSAGE_ROW_OVERSCAN,
    paddingStart: PADDING_TOP_PX,
  });
  const rows = virtualizer.getVirtualItems();
  const total = virtualizer.getTotalSize();

  // An older page arrived: put the anchor message back where it was. Rows measured later above
  // it move the scroll by their change (the virtualizer adjusts for rows above the offset).
  const firstId = messages[0]?.id;
  useLayoutEffect(() => {
    const node = list.current;
    const kept = anchor.current;
    if (!node || !kept || messages[0]?.id === undefined) return;
    const index = messages.findIndex((message) => message.id === kept.id);
    if (index <= 0) return;
    anchor.current = undefined;
    const start = virtualizer.measurementsCache[index]?.start ?? 0;
    virtualizer.scrollToOffset(start + kept.offset);
  }, [firstId]);

  // New messages, measured rows and the foot keep the list at the bottom while it is there.
  useLayoutEffect(() => {
    const node = list.current;
    if (node && stick.current && !anchor.current) node.scrollTop = node.scrollHeight;
  }, [messages, total, footKey]);

  const loadOlder = (node: HTMLElement) => {
    if (!thread?.hasOlder || !thread.loaded || thread.loadingOlder || anchor.current) return;
    if (node.scrollTop > node.scrollHeight * OLDER_PAGE_AT) return;
    // The row at the top of the view from the layout, not from the rows rendered: a jump (Home,
    // the scrollbar dragged up) is seen before they follow, and they still hold the bottom.
    const top = virtualizer.getVirtualItemForOffset(node.scrollTop);
    const id = top && messages[top.index]?.id;
    if (!top || !id) return;
    const kept = { id, offset: top.start - node.scrollTop };
    anchor.current = kept;
    // The page renders before the next frame and restores the anchor; a page that brought
    // nothing (or failed) must not leave it set. Only this load's anchor: the restore's scroll
    // event (dispatched before animation frames) may already have started the next page, whose
    // anchor must survive until that page is in.
    void chat
      .loadOlder(ticketId)
      .catch(() => undefined)
      .finally(() => requestAnimationFrame(() => anchor.current === kept && (anchor.current = undefined)));
  };

  const onScroll = () => {
    const node = list.current;
    if (!node) return;
    const distance = distanceFromBottom(node);
    stick.current = distance < SCROLL_BUTTON_DISTANCE_PX / 10;
    setAway(distance >= SCROLL_BUTTON_DISTANCE_PX);
    if (distance < READ_DISTANCE_PX && unread > 0) chat.markRead(ticketId);
    loadOlder(node);
  };

  // Opened at the bottom with unread messages: they are read.
  useEffect(() => {
    const node = list.current;
    if (node && unread > 0 && distanceFromBottom(node) < READ_DISTANCE_PX) chat.markRead(ticketId);
  }, [chat, ticketId, unread, messages.length]);

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
