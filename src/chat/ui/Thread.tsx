/**
 * A ticket's live chat (§2.2, §4.5): the message list as a `role="log"` live region with its
 * spinner, date separators and same-author groups, older pages at 20 % from the top without a
 * jump, the scroll-to-bottom button at 500 px from the bottom, read under 1 px from it, the
 * typing indicator, quick actions, internal requests, the load-failure banner with Retry, the
 * rating prompt, and the composer (or the read-only note when the ticket is not active).
 */
import { Fragment, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { formatDate } from '../../shared/i18n';
import { Button } from '../../ui/Button';
import { useElement } from '../../ui/element-context';
import { Icon } from '../../ui/Icon';
import { Spinner } from '../../ui/Spinner';
import { useSelector } from '../../ui/useCore';
import { useStrings } from '../../ui/useStrings';
import { OLDER_PAGE_AT, READ_DISTANCE_PX, SCROLL_BUTTON_DISTANCE_PX } from '../constants';
import type { Chat, ChatState } from '../core/chat';
import { groupMessages, transcript } from '../core/messages';
import { isActive, isRateable } from '../core/ticket-rules';
import { strings } from '../strings';
import { Composer } from './Composer';
import { MessageItem } from './MessageItem';
import { TicketExtras } from './TicketExtras';

export interface ThreadProps {
  chat: Chat;
  ticketId: string;
  onAgent: (agentId: string) => void;
  onRate: (ticketId: string) => void;
  onFailure: () => void;
}

const distanceFromBottom = (node: HTMLElement) => node.scrollHeight - node.scrollTop - node.clientHeight;

function useNow(until: number | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === undefined || until <= Date.now()) return undefined;
    const timer = setTimeout(() => setNow(Date.now()), until - Date.now());
    return () => clearTimeout(timer);
  }, [until]);
  return until === undefined ? now : Math.max(now, Date.now());
}

export function Thread({ chat, ticketId, onAgent, onRate, onFailure }: ThreadProps) {
  const t = useStrings(strings);
  const { config } = useElement();
  const thread = useSelector(chat, (state: ChatState) => state.threads[ticketId]);
  const ticket = useSelector(chat, (state: ChatState) => state.tickets.byId[ticketId]);
  const typing = useSelector(chat, (state: ChatState) => state.typing[ticketId]);
  const messages = useMemo(() => transcript(thread), [thread]);
  const groups = useMemo(() => groupMessages(messages), [messages]);
  const list = useRef<HTMLDivElement | null>(null);
  const [away, setAway] = useState(false);
  const stick = useRef(true);
  const older = useRef<{ first: string | undefined; height: number } | undefined>(undefined);
  const now = useNow(typing?.until);

  // New messages keep the list at the bottom when it was there; an older page keeps the view still.
  const firstId = messages[0]?.id;
  useLayoutEffect(() => {
    const node = list.current;
    if (!node) return;
    const kept = older.current;
    if (kept && kept.first !== firstId) {
      node.scrollTop += node.scrollHeight - kept.height;
      older.current = undefined;
    } else if (stick.current) node.scrollTop = node.scrollHeight;
  }, [messages, firstId, typing]);

  const unread = ticket?.unread ?? 0;
  const onScroll = () => {
    const node = list.current;
    if (!node) return;
    const distance = distanceFromBottom(node);
    stick.current = distance < SCROLL_BUTTON_DISTANCE_PX / 10;
    setAway(distance >= SCROLL_BUTTON_DISTANCE_PX);
    if (distance < READ_DISTANCE_PX && unread > 0) chat.markRead(ticketId);
    if (thread?.hasOlder && thread.loaded && !thread.loadingOlder && node.scrollTop <= node.scrollHeight * OLDER_PAGE_AT) {
      older.current = { first: firstId, height: node.scrollHeight };
      void chat.loadOlder(ticketId).catch(() => (older.current = undefined));
    }
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

  const agentName = (authorId: string) => (ticket?.agent?.id === authorId ? ticket.agent.name : undefined);
  const typingName = typing && (agentName(typing.authorId) ?? t('someone'));
  const active = !ticket || isActive(ticket.state);
  let day = '';

  return (
    <>
      {thread?.error && (
        <div className="banner" part="load-error" role="alert">
          <span>{t('somethingWentWrong')}</span>
          <Button variant="quiet" size="small" onClick={() => void chat.reloadMessages(ticketId).catch(() => undefined)}>
            {t('retry')}
          </Button>
        </div>
      )}
      <div ref={list} className="log" part="messages" role="log" aria-label={t('conversation')} tabIndex={0} onScroll={onScroll}>
        {(thread?.loadingOlder || (thread?.loading && messages.length === 0)) && <Spinner size={28} label={t('conversation')} className="loading" />}
        {messages.map((message, index) => {
          const group = groups[index];
          if (group?.dateSeparator) day = formatDate(Date.parse(message.createdAt), { dateStyle: 'medium' }, config.locale);
          return (
            <Fragment key={message.id}>
              {group?.dateSeparator && (
                <p className="date" part="date-separator">
                  <span>{day}</span>
                </p>
              )}
              <MessageItem
                chat={chat}
                message={message}
                first={group?.firstInGroup ?? true}
                last={group?.lastInGroup ?? true}
                authorName={message.fromClient ? undefined : (agentName(message.author.id) ?? (message.author.chatbot ? t('poweredByAi') : undefined))}
                avatarSrc={ticket?.agent?.id === message.author.id ? ticket.agent.avatarSrc : undefined}
                onAgent={message.fromClient ? undefined : onAgent}
              />
            </Fragment>
          );
        })}
        <TicketExtras chat={chat} ticketId={ticketId} onFailure={onFailure} />
        {typing && typing.until > now && (
          <p className="typing" part="typing">
            <span className="dots" aria-hidden="true">
              <span />
              <span />
              <span />
            </span>
            {t('typing', { name: typingName ?? t('someone') })}
          </p>
        )}
      </div>
      {away && (
        <button type="button" className="to-bottom" part="scroll-to-bottom" aria-label={t('scrollToBottom')} onClick={toBottom}>
          <Icon name="chevronDown" size={22} />
        </button>
      )}
      {ticket && isRateable(ticket) && (
        <div className="rate" part="rate">
          <Button size="small" onClick={() => onRate(ticketId)}>
            {t('rateOurSupport')}
          </Button>
        </div>
      )}
      {ticket?.readOnly ? (
        <p className="read-only" part="read-only">
          {t('readOnly')}
        </p>
      ) : (
        active && <Composer chat={chat} disabled={!ticket} />
      )}
    </>
  );
}
