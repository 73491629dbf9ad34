/** The FAQ tree, once per element, scope and language (a query every screen shares). */
import { useQuery } from '../../ui/query';
import { useHelpCentre } from './context';
import type { QuerySource } from './context';

export const treeQuery = ({ services, cacheKey }: QuerySource) => ({
  queryKey: [...cacheKey, 'tree'],
  queryFn: () => services.getFaqTree(),
});

export function useTree() {
  return useQuery(treeQuery(useHelpCentre()));
}
