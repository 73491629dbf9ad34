/** The FAQ tree, once per element, scope, language and tree API (a query every screen shares). */
import { useQuery } from '../../ui/query';
import { useHelpCentre } from './context';
import type { HelpCentreContextValue } from './context';

export const treeQuery = ({ services, cacheKey, faqTree }: Pick<HelpCentreContextValue, 'services' | 'cacheKey' | 'faqTree'>) => ({
  queryKey: [...cacheKey, 'tree', faqTree],
  queryFn: () => services.getFaqTree(),
});

export function useTree() {
  return useQuery(treeQuery(useHelpCentre()));
}
