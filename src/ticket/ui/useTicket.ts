/** The ticket page's core (only <fin-ticket> loads it; useChargeback.ts is the chargeback's). */
import type { HelpCentreClient } from '../../shared/helpcentre/client';
import type { FinWidgetsError } from '../../shared/errors';
import { useCore } from '../../ui/useCore';
import { useLatest } from '../../ui/useLatest';
import { createTicket } from '../core/ticket';
import type { TicketCore, TicketSnapshot } from '../core/ticket';

/** One ticket core per client and ticket id; it loads while the view listens. */
export function useTicket(
  client: HelpCentreClient,
  ticketId: string | undefined,
  onError: (error: FinWidgetsError) => void,
): [TicketSnapshot, TicketCore | undefined] {
  const latestOnError = useLatest(onError);
  const [snapshot, core] = useCore(
    () => (ticketId ? createTicket({ client, ticketId, onError: (error) => latestOnError.current(error) }) : undefined),
    [client, ticketId, latestOnError],
  );
  return [snapshot ?? LOADING_TICKET, core];
}

const LOADING_TICKET: TicketSnapshot = { status: 'loading', ticket: undefined, refreshing: false };
