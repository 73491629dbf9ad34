/**
 * Server state for views (lists and details: pickers, help centre, chat panel): the one place
 * that creates a TanStack QueryClient, with the specs' defaults, and the provider views render
 * under. Both specs say: no retries, no refetch on window focus (forms-tickets-tracker §9 Query
 * defaults; sso-chat-help-centre §9 Query cache). Views import the hooks from here, not from
 * the library, so every element gets the same defaults.
 *
 * Kept out of the `ui` chunk (rollup.config.mjs), so only elements that fetch this way load it.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { DefaultOptions } from '@tanstack/react-query';
import { createElement, useState } from 'react';
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

export { QueryClient, useInfiniteQuery, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
export type { InfiniteData, QueryKey, UseInfiniteQueryResult, UseMutationResult, UseQueryResult } from '@tanstack/react-query';
