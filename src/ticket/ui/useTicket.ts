import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { HelpCentreClient } from '../../shared/helpcentre/client';
import type { FinWidgetsError } from '../../shared/errors';
import { useLatest } from '../../ui/useLatest';
import { createActions } from '../core/action';
import type { ActionCore, ActionState } from '../core/action';
import { createChargeback } from '../core/chargeback';
import type { ChargebackCore, ChargebackSnapshot } from '../core/chargeback';
import { createTicket } from '../core/ticket';
import type { TicketCore, TicketSnapshot } from '../core/ticket';

/** One ticket core per client and ticket id; it loads when mounted and stops listening when dropped. */
export function useTicket(
  client: HelpCentreClient,
  ticketId: string | undefined,
  onError: (error: FinWidgetsError) => void,
): [TicketSnapshot, TicketCore | undefined] {
  const latestOnError = useLatest(onError);
  const core = useMemo(
    () => (ticketId ? createTicket({ client, ticketId, onError: (error) => latestOnError.current(error) }) : undefined),
    [client, ticketId, latestOnError],
  );
  useEffect(() => {
    void core?.load();
    return () => core?.dispose();
  }, [core]);
  const snapshot = useSyncExternalStore(core?.subscribe ?? noSubscribe, core?.getSnapshot ?? loadingTicket);
  return [snapshot, core];
}

export function useChargeback(client: HelpCentreClient, transactionId: string | undefined): [ChargebackSnapshot, ChargebackCore | undefined] {
  const core: ChargebackCore | undefined = useMemo(
    () => (transactionId ? createChargeback({ client, transactionId }) : undefined),
    [client, transactionId],
  );
  useEffect(() => {
    void core?.load();
    return () => core?.dispose();
  }, [core]);
  return [useSyncExternalStore(core?.subscribe ?? noSubscribe, core?.getSnapshot ?? hiddenChargeback), core];
}

export function useActions(client: HelpCentreClient, onDeepLink: (url: string) => void, onRefresh: () => void): [ActionState, ActionCore] {
  const latest = useLatest({ onDeepLink, onRefresh });
  const core = useMemo(
    () =>
      createActions({
        client,
        onDeepLink: (url) => latest.current.onDeepLink(url),
        onRefresh: () => latest.current.onRefresh(),
      }),
    [client, latest],
  );
  return [useSyncExternalStore(core.subscribe, core.getSnapshot), core];
}

const noSubscribe = () => () => {};
const LOADING_TICKET: TicketSnapshot = { status: 'loading', ticket: undefined, refreshing: false };
const loadingTicket = () => LOADING_TICKET;
const HIDDEN_CHARGEBACK: ChargebackSnapshot = { status: 'hidden', sections: [] };
const hiddenChargeback = () => HIDDEN_CHARGEBACK;
