/** Values of the help centre, from sso-chat-help-centre.md §2.3, §6, §7.5–7.7 and §9 (Help centre). */

/** §1, §6: the four scopes; the attribute takes these names. */
export const HELP_CENTRE_SCOPES = ['business', 'retail', 'invest', 'crypto-exchange'] as const;
export type HelpCentreScope = (typeof HELP_CENTRE_SCOPES)[number];

/**
 * §7.5: the scope's path segment of the help-centre API. The spec names business, retail and
 * invest and leaves the crypto-exchange segment unnamed: ours is `crypto-exchange` (docs/elements/fin-help-centre.md).
 */
export const SCOPE_SEGMENTS: Readonly<Record<HelpCentreScope, string>> = {
  business: 'business',
  retail: 'retail',
  invest: 'invest',
  'crypto-exchange': 'crypto-exchange',
};

/** §2.3 and §9: the base path on the host page's URL. */
export const DEFAULT_BASE_PATH = '/help-centre';

/** `routing`: the host page's URL through the History API, or a location kept inside the element. */
export const ROUTING_MODES = ['history', 'memory'] as const;
export type RoutingMode = (typeof ROUTING_MODES)[number];

/**
 * §2.3 literal route set, relative to the base path. The troubleshooter, form-actions and request
 * routes belong to the next issue; they are named here so their screens slot into the same table.
 */
export const ROUTES = {
  landing: '/',
  search: '/search',
  faqItem: '/faq/item',
  faqPath: '/faq/*',
  formActions: '/form-actions',
  allRequests: '/all-requests',
  pastRequests: '/past-requests',
  transactions: '/troubleshoot/transactions',
  transaction: '/troubleshoot/transaction/:transactionId',
  transactionIssue: '/troubleshoot/transaction/:transactionId/:troubleshooterFaqHashedKey',
  cards: '/troubleshoot/cards',
  card: '/troubleshoot/card/:cardId',
  cardIssue: '/troubleshoot/card/:cardId/:troubleshooterFaqHashedKey',
  /**
   * Ours: §2.3 maps /form deep links to the help centre's own routes without naming one. The
   * form's params are the route's query (docs/elements/fin-help-centre.md "Forms").
   */
  form: '/form/:formId',
} as const;

/** §2.3: the FAQ routes' prefix (`/faq/{urlPath}`). */
export const FAQ_PREFIX = '/faq';

/** §2.3 query parameters. */
export const QUERY_PARAMS = {
  key: 'key',
  searchQuery: 'searchQuery',
  lastVisitedFaq: 'lastVisitedFaq',
  chatTicketId: 'chatTicketId',
  ticketId: 'ticketId',
} as const;

/** §9 Help centre. */
export const SEARCH_DEBOUNCE_MS = 250;
export const AUTOCOMPLETE_LIMIT = 6;
export const SEARCH_LIMIT = 3;
export const SUGGESTION_SKELETONS = 3;
/** Ours: a completion's row in the search's listbox (a row's 52 px, as the list under it). */
export const COMPLETION_ROW_HEIGHT = 52;
/** Ours: the search's combobox loads when the browser is idle, at the latest after this long. */
export const COMBOBOX_PRELOAD_TIMEOUT_MS = 3000;
export const RESULT_SKELETONS = 7;
export const ACTIVE_REQUESTS_SHOWN = 3;
/** Ours (the spec names the skeleton, not its length): as many rows as the landing shows. */
export const REQUEST_SKELETONS = ACTIVE_REQUESTS_SHOWN;
/** Ours: the landing's category rows while it loads, when no earlier visit told how many there are. */
export const CATEGORY_SKELETONS = 6;
/** Ours: session storage of the landing's last size ({height, categories}), per scope and language, so its placeholder takes it. */
export const LANDING_SIZE_KEY = 'fin-help-centre-landing';
export const SCROLL_THRESHOLD_PX = 30;
export const FIRST_NAME_MAX_LENGTH = 50;
export const REVIEW_READ_MORE_CHARS = 200;
export const INCIDENT_READ_MORE_CHARS = 100;
export const DESCRIPTION_LINES = 2;
export const FEEDBACK_COMMENT_MAX = 1000;
export const FEEDBACK_COMMENT_ROWS = 3;

/** §3.3 Feedback scores. */
export const FEEDBACK_SCORES = { helpful: 1, notHelpful: -1, none: 0 } as const;

/** §6: the feature switches the help centre reads (set with FinWidgets('configure', {features})). */
export const FEATURE_SWITCHES = {
  needMoreHelp: 'landingPageNeedMoreHelp',
  ticketRedesign: 'landingPageTicketorRedesign',
  troubleshooterDebug: 'troubleshooterDebugMode',
  debug: 'debug',
  cardConfirmation: 'cardTroubleshooterExternalFlowWithConfirmation',
  transactionConfirmation: 'transactionTroubleshooterExternalFlowWithConfirmation',
} as const;

/**
 * §7.5–7.7 name three APIs with separate base paths but leave the bases open: ours sit under the
 * element's api-base (docs/elements/fin-help-centre.md "Wire").
 */
export const API_BASES = {
  helpCentre: '/api/help-centre',
  support: '/api/support',
  banners: '/api/banners',
  accounts: '/api/accounts',
} as const;

/** §7.5 troubleshooter FAQs, on the help-centre API. */
export const TROUBLESHOOT_PATH = 'troubleshoot';

/**
 * §7.8 leaves these paths open: the chat decision on the support API, the user's cards and
 * transactions on the accounts API (docs/elements/fin-help-centre.md "Wire").
 */
export const CHAT_DECISION_PATH = 'chat-decision';
export const CARDS_PATH = 'cards';
export const TRANSACTIONS_PATH = 'transactions';

/** §6: the APIs a host turns on with the `apis` attribute (the default services call them). */
export const OPTIONAL_APIS = ['cards', 'transactions'] as const;
export type OptionalApi = (typeof OPTIONAL_APIS)[number];

/** §9: transaction types, with the names shown for them. */
export const TRANSACTION_TYPES = ['TRANSFER', 'TOPUP', 'TRADE', 'EXCHANGE', 'FEE', 'CARD_PAYMENT', 'CARD_REFUND', 'CASHBACK_REVERSAL', 'CASHBACK', 'ATM'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** §9: the fee codes of the FEE type. */
export const FEE_CODES = { tradingCustodyFee: 'TRADING_CUSTODY_FEE', expensesAppCharge: 'EXPENSES_APP_CHARGE' } as const;

/** §9: the card troubleshooter is enabled for this category, which shows the card selector. */
export const CARD_TROUBLESHOOTER_CATEGORY = 'card-payments';

/** §9: the card selector shows 3 cards and fetches 4 (a fourth means 'See all'). */
export const CARD_SELECTOR_MAX = 3;
export const CARD_SELECTOR_FETCH = 4;

/** §9: the transaction selector shows 3; each filter asks for 4. */
export const TRANSACTION_SELECTOR_MAX = 3;
export const TRANSACTION_FILTER_COUNT = 4;
/** Ours: the transactions list ('See all') asks each filter for pages of 20 (as §9's ticket history pages). */
export const TRANSACTIONS_PAGE_SIZE = 20;

/**
 * §2.3: the groups of business categories with a transaction selector — transfers, currency
 * exchange/crypto/savings, merchant accounts, expenses/invoicing and cards — and the filters
 * (§3.3, without their count) each asks with.
 */
export const TRANSACTION_SELECTOR_GROUPS = {
  transfers: [{ types: ['TRANSFER', 'TOPUP'] }],
  'currency-exchange': [{ types: ['EXCHANGE', 'TRADE'] }, { types: ['FEE'], feeCode: FEE_CODES.tradingCustodyFee }],
  'merchant-accounts': [{ types: ['CARD_PAYMENT', 'CARD_REFUND'], merchantTransaction: true }],
  expenses: [{ types: ['FEE'], feeCode: FEE_CODES.expensesAppCharge }, { types: ['CASHBACK', 'CASHBACK_REVERSAL'] }],
  // The business's own card spending; payments it took as a merchant belong to merchant accounts.
  cards: [{ types: ['CARD_PAYMENT', 'CARD_REFUND', 'ATM'], merchantTransaction: false }],
} as const satisfies Readonly<Record<string, readonly { types: readonly TransactionType[]; feeCode?: string; merchantTransaction?: boolean }[]>>;
export type TransactionSelectorGroup = keyof typeof TRANSACTION_SELECTOR_GROUPS;

/**
 * Which FAQ category keys (a top-level node's key) show which group's selector, by default: the
 * §2.3 names. A host whose tree names its categories otherwise maps its keys with the
 * `transactionCategories` property (docs/elements/fin-help-centre.md).
 */
export const DEFAULT_TRANSACTION_CATEGORIES: Readonly<Record<string, TransactionSelectorGroup>> = {
  transfers: 'transfers',
  'currency-exchange': 'currency-exchange',
  crypto: 'currency-exchange',
  savings: 'currency-exchange',
  'merchant-accounts': 'merchant-accounts',
  expenses: 'expenses',
  invoicing: 'expenses',
  cards: 'cards',
};

/** Where the user's requests are read: §7.8 names the tickets service but not its path (ours). */
export const TICKETS_PATH = 'support/tickets';

/** §7.6 the incidents of the banners API. */
export const INCIDENTS_PATH = 'incidents';

/** Where the review-in-progress status is read: not in the spec (§4.9 names the banner only). */
export const REVIEW_STATUS_PATH = 'support/review-status';

/** Review status that hides the banner (§4.9). */
export const REVIEW_STATUS_NONE = 'none';


/**
 * §9: the chat keeps its context in session storage under this key (src/chat/constants.ts
 * CHAT_CONTEXT_STORAGE_KEY; a test holds them equal). Written here so the help centre's page does
 * not load the chat's constants.
 */
export const CHAT_CONTEXT_KEY = 'fin-chat-context';

/**
 * Ours: which §7.5 tree the default services read (attribute `faq-tree`): 'faq-tree' (default)
 * GET /support/faq-tree/v1/{scope}, the whole tree at once; 'faqs' the alternative tree,
 * GET /support/faqs/{scope} and GET /support/faqs/{scope}/node/{faqKey} for the branches it cut.
 */
export const FAQ_TREE_APIS = ['faq-tree', 'faqs'] as const;
export type FaqTreeApi = (typeof FAQ_TREE_APIS)[number];
