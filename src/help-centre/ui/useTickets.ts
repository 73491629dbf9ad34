/** The user's requests, one query for the landing and the request pages; off without a tickets api (§6) or a signed-in user. */
import { useQuery } from '../../ui/query';
import type { RequestTicket } from '../core/model';
import { useHelpCentre } from './context';

export function useTickets() {
  const { services, cacheKey, signedOut } = useHelpCentre();
  const getTickets = services.getTickets;
  return useQuery({
    queryKey: [...cacheKey, 'tickets'],
    queryFn: () => (getTickets as () => Promise<RequestTicket[]>)(),
    // Without a registered identity the call can only be refused (401).
    enabled: Boolean(getTickets) && !signedOut,
  });
}
