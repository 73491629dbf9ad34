/** The FAQ tree, once per element, scope and language (a query every screen shares). */
import { useQuery } from '../../ui/query';
import { useHelpCentre } from './context';

export function useTree() {
  const { services, cacheKey } = useHelpCentre();
  return useQuery({ queryKey: [...cacheKey, 'tree'], queryFn: () => services.getFaqTree() });
}
