/** The one way a form view reports its searches to the tracker (src/forms/core/search-report.ts). */
import { useMemo } from 'react';
import { reportUsage } from '../../shared/usage';
import { createSearchReport } from '../core/search-report';
import type { SearchKind } from '../core/search-report';

/** `(settledQuery) => void` for the search of one item; give it the debounced query. */
export function useSearchReport(kind: SearchKind, { flowId, viewId, item }: { flowId: string; viewId: string; item: { id: string } }): (query: string) => void {
  return useMemo(() => createSearchReport({ flowId, viewId, itemId: item.id }, kind, reportUsage), [kind, flowId, viewId, item.id]);
}
