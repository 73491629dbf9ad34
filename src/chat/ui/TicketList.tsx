/**
 * The user's chats (§2.2, §4.4): a carousel of active tickets with Continue, End, Rate our
 * support and the dismiss cross (End and the cross only when the host's `end` / `dismiss`
 * switches allow), then the history, paged by 20 until a short page.
 */
import { useEffect } from 'react';
import { formatDate } from '../../shared/i18n';
import { Button } from '../../ui/Button';
import { useElement } from '../../ui/element-context';
import { Icon } from '../../ui/Icon';
import { Spinner } from '../../ui/Spinner';
import { useStrings } from '../../ui/useStrings';
import { CHAT_FEATURES } from '../constants';
import type { Chat, ChatState } from '../core/chat';
import { historyList, ticketButtons } from '../core/ticket-rules';
import { strings } from '../strings';

export interface TicketListProps {
  chat: Chat;
  state: ChatState;
  features: Readonly<Record<string, boolean>>;
  onOpen: (ticketId: string) => void;
  onRate: (ticketId: string) => void;
  onEnd: (ticketId: string) => void;
  onDismiss: (ticketId: string) => void;
}

export function TicketList({ chat, state, features, onOpen, onRate, onEnd, onDismiss }: TicketListProps) {
  const t = useStrings(strings);
  const { config } = useElement();
  const { tickets } = state;
  // §4.4's active list comes from the core, at the chat's clock: render reads no clock.
  const active = state.activeTickets;
  const history = historyList(tickets.history);
  useEffect(() => {
    if (tickets.history.length === 0 && !tickets.historyComplete) void chat.loadMoreHistory().catch(() => undefined);
  }, [chat, tickets.history.length, tickets.historyComplete]);
  const when = (iso: string) => formatDate(Date.parse(iso), { dateStyle: 'medium' }, config.locale);

  return (
    <div className="tickets" part="tickets">
      <h3 className="section-title">{t('tickets')}</h3>
      {tickets.loading && active.length === 0 && <Spinner size={28} label={t('tickets')} />}
      {tickets.error && (
        <div className="banner" role="alert">
          <span>{t('somethingWentWrong')}</span>
          <Button variant="quiet" size="small" onClick={() => void chat.loadTickets().catch(() => undefined)}>
            {t('retry')}
          </Button>
        </div>
      )}
      <ul className="carousel" part="carousel">
        {active.map((ticket) => {
          const buttons = ticketButtons(ticket);
          const title = ticket.title ?? t('conversation');
          return (
            <li key={ticket.id} className="ticket-card" part="ticket-card">
              <p className="ticket-title">{title}</p>
              <p className="ticket-meta">
                {when(ticket.updatedAt)}
                {ticket.unread > 0 && <span className="unread"> · {ticket.unread}</span>}
              </p>
              <div className="ticket-buttons">
                {buttons.continue && (
                  <Button size="small" onClick={() => onOpen(ticket.id)}>
                    {t('continue')}
                  </Button>
                )}
                {buttons.rate && (
                  <Button size="small" onClick={() => onRate(ticket.id)}>
                    {t('rateOurSupport')}
                  </Button>
                )}
                {buttons.end && features[CHAT_FEATURES.end] !== false && (
                  <Button size="small" variant="secondary" onClick={() => onEnd(ticket.id)}>
                    {t('end')}
                  </Button>
                )}
              </div>
              {buttons.dismiss && features[CHAT_FEATURES.dismiss] !== false && (
                <button type="button" className="icon-button dismiss" part="dismiss" aria-label={`${t('dismiss')}: ${title}`} onClick={() => onDismiss(ticket.id)}>
                  <Icon name="close" size={18} />
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <h3 className="section-title">{t('history')}</h3>
      <ul className="history" part="history">
        {history.map((ticket) => (
          <li key={ticket.id}>
            <button type="button" className="history-item" onClick={() => onOpen(ticket.id)}>
              <span className="ticket-title">{ticket.title ?? t('conversation')}</span>
              <span className="ticket-meta">{when(ticket.updatedAt)}</span>
            </button>
          </li>
        ))}
      </ul>
      {!tickets.historyComplete && (
        <Button variant="quiet" size="small" loading={tickets.historyLoading} onClick={() => void chat.loadMoreHistory().catch(() => undefined)}>
          {t('loadMore')}
        </Button>
      )}
    </div>
  );
}
