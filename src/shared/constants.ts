/** Default locale (spec: forms-tickets-tracker.md §9 "Query defaults and locale"). */
export const DEFAULT_LOCALE = 'en-GB';

/**
 * Name of the language cookie read first for the locale. The spec does not name it; `lang`
 * is what the provider's web apps set (docs/getting-started.md says so).
 */
export const LANGUAGE_COOKIE = 'lang';

/**
 * How long an HTTP request may take, headers and body included, when neither the client nor
 * the call sets a timeout. The spec gives none; without one a hung request would leave an
 * element loading for ever.
 */
export const DEFAULT_HTTP_TIMEOUT_MS = 30_000;

/** IndexedDB database and object store shared by every element; keys carry a namespace. */
export const STORAGE_DB_NAME = 'fin-widgets';
export const STORAGE_STORE_NAME = 'kv';

/**
 * How long the first IndexedDB call may take before storage falls back to memory. Opening
 * can hang without an error (a blocked upgrade); data must not wait on it for ever.
 */
export const STORAGE_OPEN_TIMEOUT_MS = 5_000;

/**
 * Schemes of the finance app's own deep links (finapp://topup). The spec does not name one;
 * `finapp` matches the app's domain (finapp.com).
 */
export const APP_LINK_SCHEMES: readonly string[] = ['finapp'];

/**
 * App deep-link routes that have a web page (sso-chat-help-centre.md §2.3 "Link rewriting").
 * chat, form and faq are not here: they open routes of the caller (the help centre's own).
 */
export const APP_LINK_WEB_PATHS: Readonly<Record<string, string>> = {
  topup: '/accounts/topup',
  cards: '/cards/overview',
  'transaction-list': '/transactions',
};

/**
 * How long an element's early request (src/shared/early.ts) waits for its core after its answer
 * came. The core asks as soon as its code has run, seconds at most on a slow network; past this
 * the answer may be stale, and a later load asks again.
 */
export const EARLY_REQUEST_TTL_MS = 30_000;

/**
 * Languages written right to left that an element lays out right to left for (issue 40: Arabic,
 * Hebrew, Persian, Urdu), whatever the page's direction.
 */
export const RTL_LANGUAGES: readonly string[] = ['ar', 'he', 'fa', 'ur'];
