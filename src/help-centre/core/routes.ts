/** The help centre's route helpers (§2.3, §4.9): pure, for the views and tests. */
import { ROUTES } from '../constants';

/** A router location outside the base path (wouter starts it with '~'). */
export const isOutsideBase = (location: string): boolean => location.startsWith('~');

/** The help centre's paths where the chat context is cleared (§4.9): outside, the base path and search. */
export const clearsChatContext = (location: string): boolean => isOutsideBase(location) || location === ROUTES.landing || location === '' || location === ROUTES.search;

/** Routes of the troubleshooter pages, relative to the base path. */
export const troubleshootRoutes = {
  transaction: (id: string) => `/troubleshoot/transaction/${encodeURIComponent(id)}`,
  transactionIssue: (id: string, key: string) => `/troubleshoot/transaction/${encodeURIComponent(id)}/${encodeURIComponent(key)}`,
  card: (id: string) => `/troubleshoot/card/${encodeURIComponent(id)}`,
  cardIssue: (id: string, key: string) => `/troubleshoot/card/${encodeURIComponent(id)}/${encodeURIComponent(key)}`,
};
