/**
 * The pickers' listing calls over a form host's source (§7): REST paths under
 * /api/forms/{flowId}/… on the server (docs/forms-wire.md), or the adapter's methods, where a
 * missing method answers empty (the spec's default setup) so the picker shows its empty state.
 * Imported by the pickers' lazy chunk only.
 */
import type { FormAdapter, FormHost, FormListings, TransactionsRequest } from './host';
import { legacyPage, legacyQuery } from './pickers/transactions';
import { flowPath } from './flow-request';

/** The default setup's empty answers (§1, §7). */
const emptyListings: FormListings = {
  listTransactions: async () => ({ transactions: [], last: true }),
  getTransactionsLegacy: async () => ({ transactions: [] }),
  getEntities: async () => ({ entities: [], last: true }),
  getCards: async () => ({ cards: [] }),
  getCard: async () => null,
  getEntitiesSummary: async () => ({ rows: [] }),
};

/** Query values of a transaction filter (§3): `name=value`, `name=a&name=b` (IN), `nameFrom` / `nameTo` (BETWEEN, GT, LT). */
export function filterQuery(filters: TransactionsRequest['filters'] = []): Record<string, string[]> {
  const query: Record<string, string[]> = {};
  // Query values are text: a typed value is sent as its JSON text ('true', '5812', an ISO date).
  const add = (name: string, value: string | number | boolean | undefined) => {
    if (value !== undefined) (query[name] ??= []).push(String(value));
  };
  for (const filter of filters) {
    if (filter.type === 'BETWEEN') {
      add(`${filter.name}From`, filter.values[0]);
      add(`${filter.name}To`, filter.values[1]);
    } else if (filter.type === 'GT') add(`${filter.name}From`, filter.values[0]);
    else if (filter.type === 'LT') add(`${filter.name}To`, filter.values[0]);
    else for (const value of filter.values) add(filter.name, value);
  }
  return query;
}

function adapterListings(adapter: FormAdapter): FormListings {
  return {
    // An adapter with only the legacy call (§7) still pages: one 30-day window per page.
    listTransactions: async (request) => {
      if (adapter.listTransactions) return adapter.listTransactions(request);
      if (!adapter.getTransactionsLegacy) return emptyListings.listTransactions(request);
      const query = legacyQuery(request);
      return legacyPage(request, query, await adapter.getTransactionsLegacy(query));
    },
    getTransactionsLegacy: (query) => (adapter.getTransactionsLegacy ?? emptyListings.getTransactionsLegacy)(query),
    getEntities: (request) => (adapter.getEntities ?? emptyListings.getEntities)(request),
    getCards: (request) => (adapter.getCards ?? emptyListings.getCards)(request),
    getCard: (request) => (adapter.getCard ?? emptyListings.getCard)(request),
    getEntitiesSummary: (request) =>
      adapter.getEntitiesSummary ? adapter.getEntitiesSummary(request.flowId, request.itemId, request.parameters) : emptyListings.getEntitiesSummary(request),
  };
}

export function listingsFor(host: FormHost): FormListings {
  const { source } = host;
  if (source.adapter) return adapterListings(source.adapter);
  const { http, headers } = source;
  const itemPath = (flowId: string, itemId: string) => `${flowPath(flowId)}/items/${encodeURIComponent(itemId)}`;
  return {
    listTransactions: ({ flowId, itemId, createdBefore, searchKeyword, transactionId, excludeTransactionIds, transactionIds, filters }) =>
      http.get(`${itemPath(flowId, itemId)}/transactions`, {
        headers,
        query: { createdBefore, searchKeyword: searchKeyword || undefined, transactionId, excludeTransactionIds, transactionIds, ...filterQuery(filters) },
      }),
    getTransactionsLegacy: ({ count, from, to, mcc, chargebackEligible }) => http.get('api/transactions/legacy', { headers, query: { count, from, to, mcc, chargebackEligible } }),
    getEntities: ({ flowId, itemId, createdSince }) => http.get(`${itemPath(flowId, itemId)}/entities`, { headers, query: { createdSince } }),
    getCards: ({ flowId, itemId }) => http.get(`${itemPath(flowId, itemId)}/cards`, { headers }),
    getCard: ({ flowId, itemId, cardId }) => http.get(`${itemPath(flowId, itemId)}/cards/${encodeURIComponent(cardId)}`, { headers }),
    getEntitiesSummary: ({ flowId, itemId, parameters }) => http.post(`${flowPath(flowId)}/entitiesSummary`, { itemId, parameters }, { headers }),
  };
}
