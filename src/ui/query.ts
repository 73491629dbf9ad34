/**
 * Server state for views (lists and details: pickers, help centre, chat panel): the one place
 * that creates a TanStack QueryClient, with the specs' defaults, and the provider views render
 * under. Both specs say: no retries, no refetch on window focus (forms-tickets-tracker §9 Query
 * defaults; sso-chat-help-centre §9 Query cache). Views import the hooks from here, not from
 * the library, so every element gets the same defaults.
 *
 * Kept out of the `ui` chunk (rollup.config.mjs), so only elements that fetch this way load it.
 */
import { QueryClient, QueryClientProvider, useQuery as useTanstackQuery, useQueryClient } from '@tanstack/react-query';
import type { DefaultError, DefaultOptions, Query, QueryKey, UseQueryOptions, UseQueryResult } from '@tanstack/react-query';
import { createElement, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';

/** Data this recent is served from the cache when a view mounts again or the network returns. */
export const QUERY_STALE_TIME_MS = 60_000;
/** How long a query nobody reads stays cached (an element's view closed and reopened). */
export const QUERY_GC_TIME_MS = 5 * 60_000;

export const queryDefaults = {
  queries: {
    retry: false,
    refetchOnWindowFocus: false,
    // true = only when stale (older than staleTime); 'always' would refetch fresh data too.
    refetchOnMount: true,
    refetchOnReconnect: true,
    staleTime: QUERY_STALE_TIME_MS,
    gcTime: QUERY_GC_TIME_MS,
  },
  mutations: { retry: false },
} as const satisfies DefaultOptions;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryDefaults });
}

export interface QueryProviderProps {
  children?: ReactNode;
  /** A client made by createQueryClient(); default one per provider (one per element view). */
  client?: QueryClient;
}

/**
 * Gives the views below one QueryClient. Each element's view has its own cache: elements are
 * separate React roots, and what one shows must not depend on another being on the page.
 */
export function QueryProvider({ children, client }: QueryProviderProps) {
  // useState, not useMemo: React may drop a memo, and the cache must live as long as the view.
  const [own] = useState(() => client ?? createQueryClient());
  return createElement(QueryClientProvider, { client: client ?? own }, children);
}

/** Queries a render asked for that no mounted view has taken yet (useRequestWhileRendering). */
const askedWhileRendering = new WeakSet<Query>();

/**
 * Starts a query's request while the view first renders, as TanStack's usePrefetchQuery does,
 * instead of when its observer subscribes: that is after the first commit, and for a root's first
 * render after its first paint, a round trip later than the data could have been asked for. Only
 * on the view's first render, for a query nobody has asked for yet (no cached state) that is
 * enabled: later a changed key or a query turned on is fetched by the mounted observer, which
 * would fetch again one that failed before it saw it. True for the view's life if it started one,
 * or if a render not yet mounted did (one React threw away, or a page's usePrefetchQuery above).
 */
export function useRequestWhileRendering(options: { queryKey: QueryKey; queryFn?: unknown; enabled?: unknown }, request: (client: QueryClient) => Promise<void>): boolean {
  const client = useQueryClient();
  const started = useRef<{ query: Query | undefined; here: boolean } | undefined>(undefined);
  if (started.current === undefined) {
    // By the key's hash, as TanStack looks a query up (find() would hash the key once per cached query).
    const hash = client.defaultQueryOptions(options as Parameters<QueryClient['defaultQueryOptions']>[0]).queryHash;
    const find = () => client.getQueryCache().get(hash);
    const known = find();
    if (known) {
      // Asked for by a render React threw away (a sibling suspended) and now rendered anew: that
      // render's request is this view's, answered or failed.
      started.current = { query: known, here: askedWhileRendering.has(known) };
    } else if ((options.enabled ?? true) === true && typeof options.queryFn === 'function') {
      // A prefetch never rejects: a failure is the query's error state, which the view shows.
      void request(client);
      const made = find();
      if (made) askedWhileRendering.add(made);
      started.current = { query: made, here: true };
    } else started.current = { query: undefined, here: false };
  }
  // Once a view that asked has mounted, the request is taken: a view mounted later reads the
  // query as any view does (fetched again when stale).
  const { query, here } = started.current;
  useEffect(() => {
    if (here && query) askedWhileRendering.delete(query);
  }, [here, query]);
  return here;
}

/**
 * The view that started the request does not ask again when it mounts: not when the answer is
 * already in (refetchOnMount), nor after a failure (retryOnMount: the specs' no retries).
 */
export const startedHere = { refetchOnMount: false, retryOnMount: false } as const;

/**
 * Asks for a query while the view renders, without reading it (TanStack's usePrefetchQuery): a
 * page asks first for what it shows first, and the views below that read it take that request.
 * True when the request is this view's (useRequestWhileRendering).
 */
export function usePrefetchQuery<TQueryFnData = unknown, TError = DefaultError, TData = TQueryFnData, TQueryKey extends QueryKey = QueryKey>(
  options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
): boolean {
  return useRequestWhileRendering(options, (client) => client.prefetchQuery(options as Parameters<QueryClient['prefetchQuery']>[0]));
}

/** TanStack's useQuery, with the request started while the view renders. */
export function useQuery<TQueryFnData = unknown, TError = DefaultError, TData = TQueryFnData, TQueryKey extends QueryKey = QueryKey>(
  options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
): UseQueryResult<TData, TError> {
  return useTanstackQuery(usePrefetchQuery(options) ? { ...options, ...startedHere } : options);
}

export { QueryClient, useMutation, useQueries, useQueryClient } from '@tanstack/react-query';
export type { InfiniteData, QueryKey, UseInfiniteQueryResult, UseMutationResult, UseQueryResult } from '@tanstack/react-query';
