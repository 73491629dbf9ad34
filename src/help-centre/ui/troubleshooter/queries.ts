/** The troubleshooter's queries: cards, the transactions of some filters, the issues of an entity. */
import { useQuery } from '../../../ui/query';
import type { InfiniteData } from '@tanstack/react-query';
import { useInfiniteQuery } from '../../../ui/infinite-query';
import { FEATURE_SWITCHES, TRANSACTIONS_PAGE_SIZE } from '../../constants';
import { mergeTransactions, transactionsPage } from '../../core/troubleshooter';
import type { Card, EntityType, Transaction, TransactionFilter, TransactionsPage } from '../../core/troubleshooter';
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

/**
 * The transactions list ('See all'): every transaction of the filters, in pages of 20 per filter
 * (`createdBefore` the last shown's date), merged newest first.
 */
export function useAllTransactions(filters: readonly TransactionFilter[]) {
  const { services, cacheKey } = useHelpCentre();
  const get = services.getTransactions as (filter: TransactionFilter, createdBefore?: string) => Promise<Transaction[]>;
  return useInfiniteQuery({
    queryKey: [...cacheKey, 'all-transactions', JSON.stringify(filters)],
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam, client, queryKey }) => {
      const answers = await Promise.all(filters.map((filter) => get({ ...filter, count: TRANSACTIONS_PAGE_SIZE }, pageParam)));
      const shown = client.getQueryData<InfiniteData<TransactionsPage>>(queryKey)?.pages.flatMap((page) => page.transactions.map((row) => row.id));
      return transactionsPage(answers, TRANSACTIONS_PAGE_SIZE, new Set(pageParam ? shown : []));
    },
    getNextPageParam: (last: TransactionsPage) => last.next,
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
