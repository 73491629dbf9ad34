/** Values from the spec (forms-tickets-tracker.md §4, §5, §9) and the defaults it leaves open. */

/** View transition (§9 Time and debounce). */
export const VIEW_TRANSITION_MS = 600;
/** Search boxes appear over this many options (§5, §9). */
export const SEARCH_THRESHOLD = 10;
/** Multiline text grows up to this many rows (§5 Text). */
export const MULTILINE_MAX_ROWS = 6;
export const MONEY_AMOUNT_MAX_LENGTH = 16;
export const PHONE_NUMBER_MAX_LENGTH = 16;
export const PHONE_MIN_DIGITS = 5;
export const PHONE_MAX_DIGITS = 11;
export const TIME_MAX_LENGTH = 5;
export const DEFAULT_PHONE_CODE = '+44';
export const DEFAULT_CURRENCY = 'AED';
export const STAR_COUNT = 5;
export const CARD_GROUPS = 4;
export const CARD_GROUP_LENGTH = 4;

/** Fraction digits by currency (§3 Currency); every other currency has 2. */
export const ZERO_FRACTION_CURRENCIES: readonly string[] = ['JPY', 'CLP', 'ISK', 'KRW', 'GNF', 'MGA', 'PYG', 'RWF', 'VND', 'XAF', 'XPF'];
export const THREE_FRACTION_CURRENCIES: readonly string[] = ['BHD', 'JOD', 'KWD', 'OMR', 'TND'];
export const DEFAULT_FRACTION_DIGITS = 2;

/** Added to the flow name in the document title (§4 Flow load). The spec does not name the product. */
export const PRODUCT_NAME = 'Fin Business';
/** Where a completed full-page flow goes (§4 Continue); the spec says "the provider's main site". */
export const MAIN_SITE_URL = 'https://finapp.com/';

/** How long answers wait before they are written to IndexedDB: a burst of keystrokes is one write. */
export const DRAFT_SAVE_DELAY_MS = 250;
/** Storage namespace of the drafts; the key is the flowId. */
export const DRAFT_NAMESPACE = 'forms';

/** Server HTML longer than this (characters, per field) is cut before it is sanitized and shown. */
export const HTML_MAX_LENGTH = 100 * 1024;

/**
 * Where a view image's countryCode flag is read, under the element's api-base (§2, §7 "flags
 * come from the provider's asset host"): {api-base}/api/assets/flags/{cc}.svg, cc lower case.
 */
export const FLAG_ASSET_PATH = 'api/assets/flags';

/** §9 Transaction paging: 120 rows a page, in 30-day windows (start is 30 days before the end). */
export const TRANSACTION_PAGE_SIZE = 120;
export const TRANSACTION_WINDOW_DAYS = 30;
/** The next page is asked for when this many rows or fewer remain below the viewport. */
export const LIST_LOAD_MORE_REMAINING = 10;
/** §3 Transaction status: these count as failed. */
export const FAILED_TRANSACTION_STATES: readonly string[] = ['REVERTED', 'FAILED', 'DECLINED', 'CANCELLED'];
/** The page's query parameter that preselects a transaction (§2). */
export const TRANSACTION_ID_PARAM = 'transactionId';
/** §3 Transaction filter: the ones in use. */
export const TRANSACTION_FILTERS: readonly string[] = ['mcc', 'chargebackEligible', 'createdDate'];
