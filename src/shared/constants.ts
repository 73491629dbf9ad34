/** Default locale (spec: forms-tickets-tracker.md §9 "Query defaults and locale"). */
export const DEFAULT_LOCALE = 'en-GB';

/**
 * Name of the language cookie read first for the locale. The spec does not name it; `lang`
 * is what the provider's web apps set (docs/getting-started.md says so).
 */
export const LANGUAGE_COOKIE = 'lang';
