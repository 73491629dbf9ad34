/**
 * A ticket's live chat (§2.2, §4.5): the virtualised message list (MessageList.tsx), the typing
 * indicator, quick actions, internal requests, the load-failure banner with Retry, the rating
 * prompt. The composer below it is the chat screen's (ComposerSlot.tsx).
 */
import { useEffect, useMemo } from 'react';
import { Button } from '../../ui/Button';
import { useSelector } from '../../ui/useCore';
import { useStrings } from '../../ui/useStrings';
import type { Chat, ChatState } from '../core/chat';
import { transcript } from '../core/messages';
import type { ChatMessage } from '../core/messages';
import { isRateable } from '../core/ticket-rules';
import { strings } from '../strings';
import { MessageList } from './MessageList';
import { TicketExtras } from './TicketExtras';

export interface ThreadProps {
  chat: Chat;
  ticketId: string;
  onAgent: (agentId: string) => void;
  onRate: (ticketId: string) => void;
  onFailure: () => void;
}

export function Thread({ chat, ticketId, onAgent, onRate, onFailure }: ThreadProps) {
  const t = useStrings(strings);
  const thread = useSelector(chat, (state: ChatState) => state.threads[ticketId]);
  const ticket = useSelector(chat, (state: ChatState) => state.tickets.byId[ticketId]);
  const typing = useSelector(chat, (state: ChatState) => state.typing[ticketId]);
  const ticketFailed = useSelector(chat, (state: ChatState) => !!state.tickets.failed[ticketId]);
  const messages = useMemo(() => transcript(thread), [thread]);

  const agentName = (authorId: string) => (ticket?.agent?.id === authorId ? ticket.agent.name : undefined);
  const authorName = (message: ChatMessage) =>
    message.fromClient ? undefined : (agentName(message.author.id) ?? (message.author.chatbot ? t('poweredByAi') : undefined));
  const avatars = useSelector(chat, (state: ChatState) => state.avatars);
  // The ticket's agent comes with its avatar; an earlier agent's is asked for (GET /agents/{id}/avatar).
  const avatarSrc = (message: ChatMessage) =>
    (ticket?.agent?.id === message.author.id ? ticket.agent.avatarSrc : undefined) ?? avatars[message.author.id] ?? undefined;
  const otherAgents = useMemo(
    () => [...new Set(messages.filter((message) => !message.fromClient && message.kind === 'message' && message.author.id !== ticket?.agent?.id).map((message) => message.author.id))],
    [messages, ticket?.agent?.id],
  );
  useEffect(() => {
    for (const agentId of otherAgents) void chat.loadAvatar(agentId);
  }, [chat, otherAgents]);
  const typingName = typing && (agentName(typing.authorId) ?? t('someone'));
  // The core removes an entry when its time is up (its Clock), so one that is there is shown.
  const typingShown = !!typing;

  return (
    <>
      {(thread?.error || ticketFailed) && (
        <div className="banner" part="load-error" role="alert">
          <span>{t('somethingWentWrong')}</span>
          <Button variant="quiet" size="small" onClick={() => void chat.reloadTicket(ticketId).catch(() => undefined)}>
            {t('retry')}
          </Button>
        </div>
      )}
      <MessageList
        chat={chat}
        ticketId={ticketId}
        thread={thread}
        messages={messages}
        unread={ticket?.unread}
        authorName={authorName}
        avatarSrc={avatarSrc}
        onAgent={onAgent}
        footKey={typingShown}
      >
        <TicketExtras chat={chat} ticketId={ticketId} onFailure={onFailure} />
        {typingShown && (
          <p className="typing" part="typing">
            <span className="dots" aria-hidden="true">
              <span />
              <span />
              <span />
            </span>
            {t('typing', { name: typingName ?? t('someone') })}
          </p>
        )}
      </MessageList>
      {/* Announced politely, once per start: the text stays while the agent types. */}
      <p className="fin-visually-hidden" part="typing-status" role="status">
        {typingShown ? t('typing', { name: typingName ?? t('someone') }) : ''}
      </p>
      {ticket && isRateable(ticket) && (
        <div className="rate" part="rate">
          <Button size="small" onClick={() => onRate(ticketId)}>
            {t('rateOurSupport')}
          </Button>
        </div>
      )}
    </>
  );
}
