/** Requests as rows (the landing and the request pages). A request is a chat ticket: opening one opens the chat panel on it. */
import { formatDate } from '../../shared/i18n';
import { useElement } from '../../ui/element-context';
import { Icon } from '../../ui/Icon';
import { useStrings } from '../../ui/useStrings';
import type { RequestTicket } from '../core/model';
import { strings } from '../strings';
import { useOpenChatPanel } from './chat';

/** Requests as rows; each opens its chat ticket. */
export function RequestRows({ tickets, label }: { tickets: readonly RequestTicket[]; label?: string }) {
  const t = useStrings(strings);
  const { config } = useElement();
  const openChat = useOpenChatPanel();
  return (
    <ul className="hc-list" part="requests" aria-label={label}>
      {tickets.map((ticket) => (
        <li key={ticket.id}>
          <button type="button" className="hc-row" part="request" onClick={() => openChat({ ticketId: ticket.id })}>
            <Icon name={ticket.state === 'ACTIVE' ? 'pending' : 'check'} size={22} className="hc-row__icon" />
            <span className="hc-row__text">
              <span className="hc-row__title">{ticket.title ?? t('untitledRequest')}</span>
              <span className="hc-row__description">{t('updatedOn', { date: formatDate(Date.parse(ticket.updatedAt), { day: 'numeric', month: 'short', year: 'numeric' }, config.locale) })}</span>
            </span>
            <Icon name="chevronRight" size={20} className="hc-row__chevron" />
          </button>
        </li>
      ))}
    </ul>
  );
}

