/**
 * Default texts of the design system, as en-GB defaults. Components take each as a prop so a
 * feature can pass its own wording; without it they read this catalog with useStrings, so hosts
 * can override them as `ui.<key>` (docs/loader.md "messages"). The status names are the spec's
 * outcome variants.
 */
import { defineCatalog } from '../shared/i18n';

export const uiStrings = defineCatalog('ui', {
  close: 'Close',
  clearSearch: 'Clear search',
  /** Spec §9 Default labels. */
  search: 'Search',
  loading: 'Loading',
  noResults: 'No results',
  notifications: 'Notifications',
  /** Screen-reader words before each step of a progress timeline. */
  'step.done': 'Done',
  'step.current': 'Current step',
  'step.pending': 'Pending',
  'status.success': 'Success',
  'status.pending': 'Pending',
  'status.failure': 'Failure',
  'status.offline': 'Offline',
  'status.warning': 'Warning',
  'status.progress': 'Progress',
});
