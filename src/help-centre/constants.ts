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
export const RESULT_SKELETONS = 7;
export const ACTIVE_REQUESTS_SHOWN = 3;
/** Ours (the spec names the skeleton, not its length): as many rows as the landing shows. */
export const REQUEST_SKELETONS = ACTIVE_REQUESTS_SHOWN;
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
} as const;

/** Where the user's requests are read: §7.8 names the tickets service but not its path (ours). */
export const TICKETS_PATH = 'support/tickets';

/** Where the review-in-progress status is read: not in the spec (§4.9 names the banner only). */
export const REVIEW_STATUS_PATH = 'support/review-status';

/** Review status that hides the banner (§4.9). */
export const REVIEW_STATUS_NONE = 'none';

