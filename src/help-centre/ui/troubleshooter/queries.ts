/** The troubleshooter's queries: cards, the transactions of some filters, the issues of an entity. */
import { useQuery } from '../../../ui/query';
import { FEATURE_SWITCHES } from '../../constants';
import { mergeTransactions } from '../../core/troubleshooter';
import type { Card, EntityType, Transaction, TransactionFilter } from '../../core/troubleshooter';
import { useHelpCentre } from '../context';

export function useCards(limit?: number) {
  const { services, cacheKey } = useHelpCentre();
  return useQuery({
    queryKey: [...cacheKey, 'cards', limit ?? 'all'],
    queryFn: () => (services.getCards as (limit?: number) => Promise<Card[]>)(limit),
  });
}

/** §7.8 all transactions per filter, merged newest first. */
export function useTransactions(filters: readonly TransactionFilter[]) {
  const { services, cacheKey } = useHelpCentre();
  const get = services.getTransactions as (filter: TransactionFilter) => Promise<Transaction[]>;
  return useQuery({
    queryKey: [...cacheKey, 'transactions', JSON.stringify(filters)],
    queryFn: async () => mergeTransactions(await Promise.all(filters.map((filter) => get(filter)))),
  });
}

/** §7.5 POST /troubleshoot; debug from the troubleshooterDebugMode switch (§6). */
export function useIssues(entityType: EntityType, entityId: string) {
  const { services, cacheKey, features } = useHelpCentre();
  const debug = features[FEATURE_SWITCHES.troubleshooterDebug] === true;
  return useQuery({
    queryKey: [...cacheKey, 'troubleshoot', entityType, entityId, debug],
    queryFn: () => services.getTroubleshooterFaqs({ entityId, entityType, debug }),
  });
}

/**
 * The entity 'Select an issue' is about, when its navigation state has none (a link, a reload in
 * another tab): read by id, when the services can (getTransaction, getCard).
 */
export function useEntity(entityType: EntityType, entityId: string, known: boolean) {
  const { services, cacheKey } = useHelpCentre();
  const read = entityType === 'CARD' ? services.getCard : services.getTransaction;
  return useQuery({
    queryKey: [...cacheKey, 'entity', entityType, entityId],
    queryFn: async (): Promise<{ card?: Card; transaction?: Transaction }> =>
      entityType === 'CARD' ? { card: await (read as (id: string) => Promise<Card>)(entityId) } : { transaction: await (read as (id: string) => Promise<Transaction>)(entityId) },
    enabled: !known && Boolean(read) && entityId !== '',
  });
}
