/** <fin-ticket>: the page variant (header, close, title, subtitle, sections) or the item card. */
import { useEffect, useRef } from 'react';
import type { FinWidgetsError } from '../../shared/errors';
import { reportUsage } from '../../shared/usage';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { Skeleton } from '../../ui/Skeleton';
import { useElement } from '../../ui/element-context';
import { useStrings } from '../../ui/useStrings';
import { USAGE_SCREENS } from '../constants';
import type { TicketVariant } from '../constants';
import type { ProgressionWidget, Ticket } from '../core/model';
import { strings } from '../strings';
import '../events';
import { Sections } from './Sections';
import { useHelpCentreClient } from './useHelpCentre';
import type { IdentityProps } from './useHelpCentre';
import { useTicket } from './useTicket';
import { useWidgetHandlers } from './useWidgetHandlers';

export interface TicketProps extends IdentityProps {
  ticketId?: string;
  /** 'page' (default) or 'item'; <fin-ticket> reports any other attribute value (elements/attributes.ts). */
  variant?: TicketVariant;
  /** Called with each ticket fetch error, besides the fin-ticket-error event. */
  onError?: (error: FinWidgetsError) => void;
}

export function TicketView({ ticketId, variant, onError, ...identity }: TicketProps) {
  const t = useStrings(strings);
  const { emit } = useElement();
  const client = useHelpCentreClient(identity);
  const [snapshot, core] = useTicket(client, ticketId, (error) => {
    emit('fin-ticket-error', { code: error.code, message: error.message, ticketId: ticketId ?? '' });
    onError?.(error);
  });
  const [handlers, dialogs] = useWidgetHandlers(USAGE_SCREENS.ticket, client, () => void core?.refresh());

  // The ticket page's view, once per ticket: the item cards of a list are not page views.
  const viewed = useRef<string | undefined>(undefined);
  const item = variant === 'item';
  useEffect(() => {
    if (item || snapshot.status !== 'shown' || viewed.current === ticketId) return;
    viewed.current = ticketId;
    reportUsage({ screen: USAGE_SCREENS.ticket, action: 'view', context: { ticketId } });
  }, [item, snapshot.status, ticketId]);

  if (!ticketId) return null;

  if (snapshot.status === 'not-found') {
    return (
      <div className={item ? 'card error' : 'page error'} part={item ? 'card' : 'page'} role="alert">
        <p className="error-title">{t('ticketNotFound')}</p>
      </div>
    );
  }

  if (snapshot.status === 'error') {
    return (
      <div className={item ? 'card error' : 'page error'} part={item ? 'card' : 'page'} role="alert">
        <p className="error-title">{t('somethingWentWrong')}</p>
        <Button variant="secondary" size="small" onClick={() => void core?.load()}>
          {t('retry')}
        </Button>
      </div>
    );
  }

  if (item) {
    return (
      <ItemCard
        ticket={snapshot.ticket}
        loading={snapshot.status === 'loading'}
        onOpen={() => emit('fin-ticket-open', { ticketId })}
      />
    );
  }

  return (
    <article className="page" part="page" aria-busy={snapshot.status === 'loading' || snapshot.refreshing}>
      <header className="page-header" part="header">
        <button type="button" className="close" part="close" aria-label={t('close')} onClick={() => emit('fin-ticket-close', { ticketId })}>
          <Icon name="close" size={20} />
        </button>
        {snapshot.ticket ? (
          <>
            <h2 className="title" part="title">
              {snapshot.ticket.title}
            </h2>
            {snapshot.ticket.subtitle && (
              <p className="subtitle" part="subtitle">
                {snapshot.ticket.subtitle}
              </p>
            )}
          </>
        ) : (
          <div className="title-skeleton">
            <span className="fin-visually-hidden">{t('loading')}</span>
            <Skeleton width="70%" height={26} />
            <Skeleton width="45%" />
          </div>
        )}
      </header>
      {snapshot.ticket ? (
        <Sections sections={snapshot.ticket.sections} handlers={handlers} apiBase={client.baseUrl} />
      ) : (
        <div className="section" aria-hidden="true">
          {[0, 1, 2].map((index) => (
            <div key={index} className="skeleton-step">
              <Skeleton shape="circle" width={20} />
              <Skeleton lines={2} />
            </div>
          ))}
          <Skeleton shape="block" />
        </div>
      )}
      {dialogs}
    </article>
  );
}

function progressionOf(ticket: Ticket): ProgressionWidget | undefined {
  for (const section of ticket.sections) {
    for (const widget of section.items) if (widget.type === 'WIDGET_PROGRESSION') return widget;
  }
  return undefined;
}

function ItemCard({ ticket, loading, onOpen }: { ticket: Ticket | undefined; loading: boolean; onOpen: () => void }) {
  const t = useStrings(strings);
  if (loading || !ticket) {
    return (
      <div className="card" part="card" aria-busy="true">
        <span className="fin-visually-hidden">{t('loading')}</span>
        <Skeleton width="60%" height={18} />
        <Skeleton width="40%" />
        <Skeleton height={6} />
      </div>
    );
  }
  const progression = progressionOf(ticket);
  const current = progression?.steps[progression.currentStepIndex];
  return (
    <button type="button" className="card card--action" part="card" onClick={onOpen}>
      <span className="card-text">
        <span className="card-title">{ticket.title}</span>
        {ticket.subtitle && <span className="card-subtitle">{ticket.subtitle}</span>}
        {progression && current && (
          <span className="card-progress">
            <span className="card-step">{current.title}</span>
            <span className="card-bar" aria-hidden="true">
              {progression.steps.map((step, index) => (
                <span key={step.id} className={index <= progression.currentStepIndex || step.lineStyle === 'SOLID' ? 'card-bar__done' : 'card-bar__pending'} />
              ))}
            </span>
            <span className="fin-visually-hidden">
              {t('progressSummary', { step: progression.currentStepIndex + 1, total: progression.steps.length })}
            </span>
          </span>
        )}
      </span>
      <Icon name="chevronRight" size={20} className="card-chevron" label={t('openTicket')} />
    </button>
  );
}
