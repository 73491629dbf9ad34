/**
 * Infinite lists' server state (the form's transaction and entity pickers), apart from
 * `query.ts`: TanStack's infinite observer stays off the pages that read no infinite list (the
 * help centre paid 0.36 KB for it while it sat in the shared query module).
 */
import { useInfiniteQuery as useTanstackInfiniteQuery } from '@tanstack/react-query';
import type { DefaultError, InfiniteData, QueryClient, QueryKey, UseInfiniteQueryOptions, UseInfiniteQueryResult } from '@tanstack/react-query';
import { startedHere, useRequestWhileRendering } from './query';

/** TanStack's useInfiniteQuery, with the first page's request started while the view renders. */
export function useInfiniteQuery<TQueryFnData, TError = DefaultError, TData = InfiniteData<TQueryFnData>, TQueryKey extends QueryKey = QueryKey, TPageParam = unknown>(
  options: UseInfiniteQueryOptions<TQueryFnData, TError, TData, TQueryKey, TPageParam>,
): UseInfiniteQueryResult<TData, TError> {
  const started = useRequestWhileRendering(options, (client) => client.prefetchInfiniteQuery(options as Parameters<QueryClient['prefetchInfiniteQuery']>[0]));
  return useTanstackInfiniteQuery(started ? { ...options, ...startedHere } : options);
}
