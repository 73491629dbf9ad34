/**
 * A ticket's message list (§4.5), virtualised: only the messages in view (plus overscan) are in
 * the DOM, each row measured as it renders (bubbles differ in height). Date separators (Today,
 * Yesterday, then dates) and
 * same-author groups; older pages at 20 % from the top, the message at the top of the view kept
 * where it was (useReverseScroll); opened at the 'New messages' divider, else at the bottom; pinned
 * to the bottom while the user is there, and taken there when they send; the scroll-to-bottom button at
 * 500 px or more from the bottom, with the count of agent messages new to the user; read under 1 px from it. Rows come and go while scrolling, so
 * the scroller cannot be the live region: a visually hidden `role="log"` holds the newest
 * messages and announces each new one.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { formatDate } from '../../shared/i18n';
import { useElement } from '../../ui/element-context';
import { Icon } from '../../ui/Icon';
import { Spinner } from '../../ui/Spinner';
import { useStrings } from '../../ui/useStrings';
import { LIVE_LOG_SIZE, READ_DISTANCE_PX, SCROLL_BUTTON_DISTANCE_PX } from '../constants';
import type { Chat } from '../core/chat';
import { groupMessages, readByAgent, relativeDay, sentSince } from '../core/messages';
import { firstUnreadId } from '../core/tickets';
import type { ChatMessage, Thread } from '../core/messages';
import { strings } from '../strings';
import { MessageItem, announcement } from './MessageItem';
import { usePanelShown } from './usePanelShown';
import { useReverseScroll } from './useReverseScroll';

export interface MessageListProps {
  chat: Chat;
  ticketId: string;
  thread: Thread | undefined;
  messages: readonly ChatMessage[];
  /** The ticket's unread count (§4.4); undefined until the ticket has loaded. */
  unread: number | undefined;
  /** The author's name of an agent message, when known. */
  authorName: (message: ChatMessage) => string | undefined;
  avatarSrc: (message: ChatMessage) => string | undefined;
  onAgent: (agentId: string) => void;
  /** Under the messages (quick actions, internal requests, typing): always rendered, never virtualised. */
  children?: ReactNode;
  /** Changes that grow the list's foot (typing); the list stays pinned to the bottom through them. */
  footKey?: unknown;
}

const distanceFromBottom = (node: HTMLElement) => node.scrollHeight - node.scrollTop - node.clientHeight;
/** The latest message is on screen: the list has a layout (a closed panel has none) and is at its bottom (§9: under 1 px). */
const atLatest = (node: HTMLElement) => node.clientHeight > 0 && distanceFromBottom(node) < READ_DISTANCE_PX;

/** Where the messages new to the user begin: after the latest they were at the bottom for, or (opened at the divider) at the first unread. */
type Seen = { after: string | undefined } | { from: string };

/** The index of the first message new to the user; -1 when none is known. */
function firstUnseen(seen: Seen, ids: readonly string[]): number {
  if ('from' in seen) return ids.indexOf(seen.from);
  const at = ids.lastIndexOf(seen.after ?? '');
  return at < 0 ? -1 : at + 1;
}

interface RowsProps extends Pick<MessageListProps, 'chat' | 'thread' | 'messages' | 'authorName' | 'avatarSrc' | 'onAgent'> {
  groups: ReturnType<typeof groupMessages>;
  rows: ReturnType<ReturnType<typeof useReverseScroll>['virtualizer']['getVirtualItems']>;
  measure: (node: Element | null) => void;
  dividerId: string | undefined | null;
}

/** The virtualised rows on screen: each message with its date separator and the 'New messages' divider. */
function Rows({ chat, thread, messages, groups, rows, measure, dividerId, authorName, avatarSrc, onAgent }: RowsProps) {
  const t = useStrings(strings);
  const { config } = useElement();
  const now = chat.now();
  const dayLabel = (iso: string) => {
    const day = relativeDay(iso, now);
    return day ? t(day) : formatDate(Date.parse(iso), { dateStyle: 'medium' }, config.locale);
  };
  return rows.map((row) => {
    const message = messages[row.index];
    const group = groups[row.index];
    if (!message) return null;
    return (
      <div key={row.key} ref={measure} data-index={row.index} className="vrow" style={{ transform: `translateY(${row.start}px)` }}>
        {group?.dateSeparator && <Separator part="date-separator" text={dayLabel(message.createdAt)} />}
        {message.id === dividerId && <Separator part="new-divider" text={t('newMessages')} />}
        <MessageItem
          chat={chat}
          message={message}
          first={group?.firstInGroup ?? true}
          last={group?.lastInGroup ?? true}
          authorName={authorName(message)}
          avatarSrc={avatarSrc(message)}
          onAgent={message.fromClient ? undefined : onAgent}
          read={readByAgent(message, thread)}
        />
      </div>
    );
  });
}

/** A date separator, or the 'New messages' divider. */
function Separator({ part, text }: { part: 'date-separator' | 'new-divider'; text: string }) {
  return (
    <p className={part === 'new-divider' ? 'date new-divider' : 'date'} part={part}>
      <span>{text}</span>
    </p>
  );
}

/** The latest messages read out by screen readers (a visually hidden log). */
function LiveLog({ messages, authorName }: Pick<MessageListProps, 'messages' | 'authorName'>) {
  const t = useStrings(strings);
  return (
    <div className="fin-visually-hidden" part="live-log" role="log" aria-label={t('conversation')}>
      {messages.slice(-LIVE_LOG_SIZE).map((message) => (
        <p key={message.id}>
          {message.fromClient ? t('you') : (authorName(message) ?? t('someone'))}: {announcement(message, t)}
        </p>
      ))}
    </div>
  );
}

/** Scroll to the bottom, with the count of agent messages not yet seen. */
function ToBottom({ unseen, onClick }: { unseen: number; onClick: () => void }) {
  const t = useStrings(strings);
  return (
    <button type="button" className="to-bottom" part="scroll-to-bottom" aria-label={unseen > 0 ? t('scrollToBottomNew', { count: unseen }) : t('scrollToBottom')} onClick={onClick}>
      <Icon name="chevronDown" size={22} />
      {unseen > 0 && (
        <span className="count" part="new-count" aria-hidden="true">
          {unseen}
        </span>
      )}
    </button>
  );
}

export function MessageList({ chat, ticketId, thread, messages, unread, authorName, avatarSrc, onAgent, children, footKey }: MessageListProps) {
  const t = useStrings(strings);
  const groups = useMemo(() => groupMessages([...messages]), [messages]);
  // Read only what the user can see: the panel open, the page visible, the latest message on screen.
  const shown = usePanelShown();
  const list = useRef<HTMLDivElement | null>(null);
  const [away, setAway] = useState(false);
  const stick = useRef(true);
  // Agent messages from there on are new to the user: the count on the scroll-to-bottom button.
  const [seen, setSeen] = useState<Seen>({ after: undefined });
  const ids = useMemo(() => messages.map((message) => message.id), [messages]);
  const seeLatest = () => {
    const latest = ids.at(-1);
    setSeen((was) => ('after' in was && was.after === latest ? was : { after: latest }));
  };
  // Decided once, when the ticket and its messages have come: 'New messages' above the first unread.
  const [dividerId, setDividerId] = useState<string | undefined | null>(null);
  useLayoutEffect(() => {
    if (dividerId === null && thread?.loaded && unread !== undefined) setDividerId(firstUnreadId(messages, unread));
  }, [dividerId, thread?.loaded, unread, messages]);
  const older = useReverseScroll({
    list,
    ids,
    canLoadOlder: () => !!thread?.hasOlder && thread.loaded && !thread.loadingOlder,
    loadOlder: () => chat.loadOlder(ticketId),
  });
  const { virtualizer } = older;
  const rows = virtualizer.getVirtualItems();
  const total = virtualizer.getTotalSize();

  // Where the list opens, once the ticket and its messages have come and it has a layout (a closed
  // panel has none): with unread messages at the divider, near the top, so the first of them shows
  // (at the bottom, read, when what follows it fits); else at the bottom. Until it is there (the
  // rows measured on the way move it) the scroll decides nothing and nothing is read.
  const opening = useRef(false);
  const [placed, setPlaced] = useState(false);
  const landing = () => opening.current && !placed;
  useLayoutEffect(() => {
    const node = list.current;
    if (opening.current || dividerId === null || !node?.clientHeight) return;
    opening.current = true;
    const index = dividerId === undefined ? -1 : ids.indexOf(dividerId);
    if (index < 0) return setPlaced(true);
    stick.current = false;
    setSeen({ from: ids[index]! });
    older.scrollToRow(index, () => setPlaced(true));
  }, [dividerId, shown]);

  // A closed panel (display: none) has no layout: its scroll events say nothing, and the place the
  // user left is put back when it shows again.
  const kept = useRef<number | undefined>(undefined);
  const wasShown = useRef(shown);
  // New messages, measured rows and the foot keep the list at the bottom while it is there (also
  // when the panel shows again: a closed panel has no layout to scroll).
  const shownIds = useRef(ids);
  useLayoutEffect(() => {
    const node = list.current;
    const reshown = shown && !wasShown.current;
    wasShown.current = shown;
    if (reshown && node && !stick.current && kept.current !== undefined) node.scrollTop = kept.current;
    // The user's own message (a text, a file) takes the list to the bottom so they see it go, as
    // Intercom and Zendesk messaging do; an agent's leaves a user who scrolled up where they are.
    if (!landing() && sentSince(shownIds.current, messages)) stick.current = true;
    shownIds.current = ids;
    if (node && stick.current && !older.anchored()) node.scrollTop = node.scrollHeight;
    if (stick.current) {
      seeLatest();
      setAway(false);
    }
    // Away from the bottom, new rows can put it 500 px away without a scroll: the button comes then too.
    else if (node) setAway(distanceFromBottom(node) >= SCROLL_BUTTON_DISTANCE_PX);
  }, [messages, total, footKey, shown]);

  const onScroll = () => {
    const node = list.current;
    if (!node || landing() || !node.clientHeight) return;
    kept.current = node.scrollTop;
    const distance = distanceFromBottom(node);
    stick.current = distance < SCROLL_BUTTON_DISTANCE_PX / 10;
    setAway(distance >= SCROLL_BUTTON_DISTANCE_PX);
    if (stick.current) seeLatest();
    if (placed && shown && !!unread && atLatest(node)) chat.markRead(ticketId);
    older.onScroll(node);
  };

  // Shown at the bottom with unread messages (opened, back to the page, a new one arrived): they are read.
  useEffect(() => {
    const node = list.current;
    if (node && placed && shown && !!unread && atLatest(node)) chat.markRead(ticketId);
  }, [chat, ticketId, unread, messages.length, shown]);
  // Once there: the button, an older page and the read mark, from where the list opened.
  useEffect(() => void (placed && onScroll()), [placed]);

  const toBottom = () => {
    const node = list.current;
    if (!node) return;
    stick.current = true;
    node.scrollTop = node.scrollHeight;
    setAway(false);
    seeLatest();
  };
  const unseenAt = firstUnseen(seen, ids);
  const unseen = unseenAt < 0 ? 0 : messages.slice(unseenAt).filter((message) => !message.fromClient).length;

  return (
    <>
      {thread?.loadingOlder && <Spinner size={28} label={t('conversation')} className="loading-older" />}
      <div ref={list} className="log" part="messages" role="region" aria-label={t('conversation')} tabIndex={0} onScroll={onScroll}>
        {thread?.loading && messages.length === 0 && <Spinner size={28} label={t('conversation')} className="loading" />}
        <div className="rows" style={{ height: total }}>
          <Rows chat={chat} thread={thread} messages={messages} groups={groups} rows={rows} measure={virtualizer.measureElement} dividerId={dividerId} authorName={authorName} avatarSrc={avatarSrc} onAgent={onAgent} />
        </div>
        {children}
      </div>
      <LiveLog messages={messages} authorName={authorName} />
      {away && <ToBottom unseen={unseen} onClick={toBottom} />}
    </>
  );
}
