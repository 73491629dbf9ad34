/**
 * §1 "the tracker records searches": one tracker `search` per settled query of a form's search
 * (the caller reports after its debounce), with the query's length only — what a customer types
 * may be personal (an address, a payee's name). An empty query, or the same one settled again, is
 * not reported.
 */
import type { UsageEvent } from '../../shared/usage';

/** Which search of the form: the context's `search`. */
export type SearchKind = 'options' | 'country' | 'currency' | 'phone-code' | 'transactions' | 'entities' | 'address';

export interface SearchPlace {
  flowId: string;
  viewId: string;
  itemId: string;
}

export function createSearchReport(place: SearchPlace, kind: SearchKind, report: (event: UsageEvent) => void): (query: string) => void {
  let last = '';
  return (query) => {
    const trimmed = query.trim();
    if (trimmed !== '' && trimmed !== last) {
      const { flowId, viewId, itemId } = place;
      report({ screen: viewId, action: 'search', section: itemId, context: { flowId, itemId, queryLength: trimmed.length, search: kind } });
    }
    last = trimmed;
  };
}
