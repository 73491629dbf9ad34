/** Values from the spec (forms-tickets-tracker.md §4, §5, §9) and the defaults it leaves open. */

/**
 * How <fin-form> behaves: 'widget' (the default) leaves the host page alone; 'page' is the full-page
 * form app of §2 (document title, the browser's Back, the route from the path, the main-site redirect).
 */
export const FORM_MODES = ['widget', 'page'] as const;
export type FormMode = (typeof FORM_MODES)[number];

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

/** A FILES_UPLOAD / DOCUMENT item without its own maxFileSize limits a selection to this (bytes; the spec leaves it open). */
export const DEFAULT_UPLOAD_LIMIT_BYTES = 10 * 1024 * 1024;
/** Storage namespace of files picked or captured but not uploaded yet; the key is `{flowId}:{fileId}`. */
export const PENDING_FILES_NAMESPACE = 'forms-files';
/** Camera video constraints (§9 Camera). */
export const CAMERA_VIDEO = { width: { min: 640, ideal: 1920, max: 2560 }, height: { min: 360, ideal: 1080, max: 1440 } } as const;
/** Snapshot files (§9 Camera): Snapshot-{n}.jpeg, saved as JPEG. */
export const SNAPSHOT_TYPE = 'image/jpeg';
export const SNAPSHOT_QUALITY = 0.92;
/** The multipart field of an upload (§7). */
export const UPLOAD_FIELD = 'body';
/** Address (§4 Address picker, §5 Address, §9): limits, lookup and the per-country field rules. */
export const ADDRESS_FIELD_MAX_LENGTH = 50;
/** Suggestions asked for per search (getAddressSuggestions' limit). */
export const ADDRESS_SUGGESTION_LIMIT = 7;
/** Address search debounce (§9 Time and debounce). */
export const ADDRESS_SEARCH_DEBOUNCE_MS = 300;
/** The country an address starts with and is reset to (§9 "Default country GB on reset"). */
export const DEFAULT_ADDRESS_COUNTRY = 'GB';
/** Countries whose city is preset and not required (§4, §5: Singapore). */
export const PRESET_CITIES: Readonly<Record<string, string>> = { SG: 'Singapore' };
/** Countries whose region is required (§5). */
export const REGION_COUNTRIES: readonly string[] = ['CA', 'MX', 'AU', 'US'];
/** Countries whose region is picked from the server's list of states (§5). */
export const STATE_PICKER_COUNTRIES: readonly string[] = ['US', 'AU'];
/**
 * Canada's region is validated (§5) against its provinces and territories, by code or name;
 * the spec gives no list, these are Canada Post's.
 */
export const CANADA_PROVINCES: Readonly<Record<string, string>> = {
  AB: 'Alberta', BC: 'British Columbia', MB: 'Manitoba', NB: 'New Brunswick', NL: 'Newfoundland and Labrador',
  NS: 'Nova Scotia', NT: 'Northwest Territories', NU: 'Nunavut', ON: 'Ontario', PE: 'Prince Edward Island',
  QC: 'Quebec', SK: 'Saskatchewan', YT: 'Yukon',
};
/**
 * Countries with no postcode, where the field is not shown (§5 "postcode, when shown"); the spec
 * names none: these are the ones the Universal Postal Union lists without a postcode system.
 */
export const COUNTRIES_WITHOUT_POSTCODE: readonly string[] = ['AE', 'AG', 'AO', 'BS', 'BZ', 'FJ', 'HK', 'MO', 'QA', 'TT'];
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
