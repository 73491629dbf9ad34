/** The chargeback page's core (only <fin-chargeback> loads it; useTicket.ts is the ticket's). */
import type { HelpCentreClient } from '../../shared/helpcentre/client';
import { useCore } from '../../ui/useCore';
import { createChargeback } from '../core/chargeback';
import type { ChargebackCore, ChargebackSnapshot } from '../core/chargeback';

export function useChargeback(client: HelpCentreClient, transactionId: string | undefined): [ChargebackSnapshot, ChargebackCore | undefined] {
  const [snapshot, core] = useCore(() => (transactionId ? createChargeback({ client, transactionId }) : undefined), [client, transactionId]);
  return [snapshot ?? HIDDEN_CHARGEBACK, core];
}

const HIDDEN_CHARGEBACK: ChargebackSnapshot = { status: 'hidden', sections: [] };
