/** What every screen of the help centre reads: its services, scope and switches. */
import { createContext, useContext } from 'react';
import type { Clock } from '../../shared/clock';
import type { FaqTreeApi, HelpCentreScope, RoutingMode, TransactionSelectorGroup } from '../constants';
import type { PageHistory } from '../core/page-history';
import type { HelpCentreServices } from '../core/services';
import type { HelpCentreChatContext } from '../core/chat';

export interface HelpCentreContextValue {
  services: HelpCentreServices;
  scope: HelpCentreScope;
  routing: RoutingMode;
  firstName: string | undefined;
  /** Feature switches (§6) from the loader. */
  features: Readonly<Record<string, boolean>>;
  /** Part of every query key, so answers of another scope or language are never shown. */
  cacheKey: readonly [string, string];
  /** Which §7.5 tree the default services read (`faq-tree`): part of the tree's query key, so a change asks again. */
  faqTree: FaqTreeApi;
  /** The navigation state of the current route (history.state, or the memory location's). */
  readState: () => unknown;
  /** The article last voted not helpful, with its reasons: a chat opened next carries it (§4.9). */
  feedbackNote: HelpCentreChatContext['feedback'];
  setFeedbackNote: (note: HelpCentreChatContext['feedback']) => void;
  /** FAQ category key → the transaction selector it shows (§2.3; the host's `transactionCategories` over the defaults). */
  transactionGroups: Readonly<Record<string, TransactionSelectorGroup>>;
  /** No registered identity for the default requests call: no requests section, 'Sign in to see your requests'. */
  signedOut: boolean;
  /** The pages visited inside the help centre: what back chevrons go back to (useBack). */
  pages: PageHistory;
  /** Timers (the search's debounce). */
  clock: Clock;
}

/** What a query's options are made from (treeQuery, incidentsQuery, reviewQuery). */
export type QuerySource = Pick<HelpCentreContextValue, 'services' | 'cacheKey'>;

export const HelpCentreContext = createContext<HelpCentreContextValue | null>(null);

export function useHelpCentre(): HelpCentreContextValue {
  const value = useContext(HelpCentreContext);
  if (!value) throw new Error('useHelpCentre() must be called inside <HelpCentreView>');
  return value;
}
