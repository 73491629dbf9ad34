/**
 * §2.3 All requests ('My requests': Active and Archived) and Past requests (the history only).
 * A lazy chunk: the landing shows its rows (RequestRows.tsx) without it.
 */
import { Icon } from '../../ui/Icon';
import { useStrings } from '../../ui/useStrings';
import { REQUEST_SKELETONS, ROUTES } from '../constants';
import type { RequestTicket } from '../core/model';
import { requestLists } from '../core/requests';
import { strings } from '../strings';
import { useHelpCentre } from './context';
import { ListSkeleton, PageHeader, RetryView } from './parts';
import { RequestRows } from './RequestRows';
import { useTickets } from './useTickets';

function EmptyRequests({ signedOut = false }: { signedOut?: boolean }) {
  const t = useStrings(strings);
  return (
    <div className="hc-empty" part="requests-empty">
      <Icon name="pending" size={40} className="hc-empty__icon" />
      <h2 className="hc-section__title">{t(signedOut ? 'signInForRequests' : 'requestsEmptyTitle')}</h2>
      {!signedOut && <p className="hc-muted">{t('requestsEmptyText')}</p>}
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
  const { signedOut } = useHelpCentre();
  let body: React.ReactNode;
  if (signedOut) body = <EmptyRequests signedOut />;
  else if (tickets.isPending) body = <ListSkeleton count={REQUEST_SKELETONS} label={t('loading')} icon description />;
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
