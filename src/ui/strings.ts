/**
 * Default texts of the design system. Components take each as a prop so a feature can pass its
 * own (translated) wording; the status names are the spec's outcome variants.
 */
export const uiStrings = {
  close: 'Close',
  clearSearch: 'Clear search',
  /** Spec §9 Default labels. */
  search: 'Search',
  loading: 'Loading',
  noResults: 'No results',
  notifications: 'Notifications',
  /** Screen-reader words before each step of a progress timeline. */
  step: { done: 'Done', current: 'Current step', pending: 'Pending' },
  status: {
    success: 'Success',
    pending: 'Pending',
    failure: 'Failure',
    offline: 'Offline',
    warning: 'Warning',
    progress: 'Progress',
  },
} as const;
