/**
 * §2.3 All requests ('My requests': Active and Archived) and Past requests (the history only),
 * and the rows the landing's active requests use. A request is a chat ticket: opening one opens
 * the chat panel on it.
 */
import { formatDate } from '../../shared/i18n';
import { useElement } from '../../ui/element-context';
import { Icon } from '../../ui/Icon';
import { useStrings } from '../../ui/useStrings';
import { REQUEST_SKELETONS, ROUTES } from '../constants';
import type { RequestTicket } from '../core/model';
import { requestLists } from '../core/requests';
import { strings } from '../strings';
import { useOpenChat } from './openChat';
import { ListSkeleton, PageHeader, RetryView } from './parts';
import { useTickets } from './useTickets';

/** Requests as rows; each opens its chat ticket. */
export function RequestRows({ tickets, label }: { tickets: readonly RequestTicket[]; label?: string }) {
  const t = useStrings(strings);
  const { config } = useElement();
  const openChat = useOpenChat();
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

function EmptyRequests() {
  const t = useStrings(strings);
  return (
    <div className="hc-empty" part="requests-empty">
      <Icon name="pending" size={40} className="hc-empty__icon" />
      <h2 className="hc-section__title">{t('requestsEmptyTitle')}</h2>
      <p className="hc-muted">{t('requestsEmptyText')}</p>
    </div>
  );
}

function RequestSection({ id, title, tickets }: { id: string; title: string; tickets: readonly RequestTicket[] }) {
  if (tickets.length === 0) return null;
  return (
    <section className="hc-section" aria-labelledby={id}>
      <h2 id={id} className="hc-section__title">
        {title}
      </h2>
      <RequestRows tickets={tickets} />
    </section>
  );
}

/** The page around a ticket list: skeleton while loading, retry on error, empty state. */
function RequestsPage({ title, children }: { title: string; children: (lists: ReturnType<typeof requestLists>) => React.ReactNode }) {
  const t = useStrings(strings);
  const tickets = useTickets();
  let body: React.ReactNode;
  if (tickets.isPending) body = <ListSkeleton count={REQUEST_SKELETONS} label={t('loading')} />;
  else if (tickets.isError) body = <RetryView onRetry={() => void tickets.refetch()} />;
  else body = children(requestLists(tickets.data));
  return (
    <section className="hc-page" part="requests-page">
      <PageHeader title={title} back={ROUTES.landing} />
      {body}
    </section>
  );
}

/** `/all-requests`: 'My requests', sections 'Active' and 'Archived'. */
export function AllRequests() {
  const t = useStrings(strings);
  return (
    <RequestsPage title={t('myRequests')}>
      {({ active, archived }) =>
        active.length + archived.length === 0 ? (
          <EmptyRequests />
        ) : (
          <>
            <RequestSection id="hc-active" title={t('active')} tickets={active} />
            <RequestSection id="hc-archived" title={t('archived')} tickets={archived} />
          </>
        )
      }
    </RequestsPage>
  );
}

/** `/past-requests`: the history list only. */
export function PastRequests() {
  const t = useStrings(strings);
  return (
    <RequestsPage title={t('pastRequests')}>{({ archived }) => (archived.length === 0 ? <EmptyRequests /> : <RequestRows tickets={archived} label={t('pastRequests')} />)}</RequestsPage>
  );
}
