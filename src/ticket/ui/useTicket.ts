import type { HelpCentreClient } from '../../shared/helpcentre/client';
import type { FinWidgetsError } from '../../shared/errors';
import { useCore } from '../../ui/useCore';
import { useLatest } from '../../ui/useLatest';
import { createActions } from '../core/action';
import type { ActionCore, ActionState } from '../core/action';
import { createChargeback } from '../core/chargeback';
import type { ChargebackCore, ChargebackSnapshot } from '../core/chargeback';
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

export function useChargeback(client: HelpCentreClient, transactionId: string | undefined): [ChargebackSnapshot, ChargebackCore | undefined] {
  const [snapshot, core] = useCore(() => (transactionId ? createChargeback({ client, transactionId }) : undefined), [client, transactionId]);
  return [snapshot ?? HIDDEN_CHARGEBACK, core];
}

export function useActions(client: HelpCentreClient, onDeepLink: (url: string) => void, onRefresh: () => void): [ActionState, ActionCore] {
  const latest = useLatest({ onDeepLink, onRefresh });
  return useCore(
    () =>
      createActions({
        client,
        onDeepLink: (url) => latest.current.onDeepLink(url),
        onRefresh: () => latest.current.onRefresh(),
      }),
    [client, latest],
  );
}

const LOADING_TICKET: TicketSnapshot = { status: 'loading', ticket: undefined, refreshing: false };
const HIDDEN_CHARGEBACK: ChargebackSnapshot = { status: 'hidden', sections: [] };
