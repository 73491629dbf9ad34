/**
 * Texts of <fin-help-centre>, verbatim from sso-chat-help-centre.md §2.3, §4.9 and §8 where the
 * spec gives them, as en-GB defaults. Hosts override them as `help-centre.<key>` (docs/loader.md).
 */
import { defineCatalog } from '../shared/i18n';

export const strings = defineCatalog('help-centre', {
  /** §2.3 Landing. */
  /** The toasts' region: named apart from another element's on the same page (axe landmark-unique). */
  notifications: 'Help centre notifications',
  howCanWeHelp: 'How can we help?',
  greeting: 'Hi {name},',
  pastRequests: 'Past requests',
  back: 'Back',
  activeRequests: 'Your requests',
  seeAll: 'See all · {count}',
  categories: 'Categories',
  needMoreHelp: 'Need more help?',
  needMoreHelpText: 'Our support team is here for you.',
  /** Ours: need more help on a page with form actions, which leads to the forms-actions page (§2.3). */
  contactUs: 'Contact us',
  /** §2.3 All requests and Past requests. */
  myRequests: 'My requests',
  active: 'Active',
  archived: 'Archived',
  requestsEmptyTitle: 'Your requests will appear here',
  requestsEmptyText: 'No requests to show yet',
  /** Ours: the request pages without a registered identity. */
  signInForRequests: 'Sign in to see your requests',
  untitledRequest: 'Support request',
  updatedOn: 'Updated {date}',
  /** §2.3 Forms actions, §5. */
  formActionsEmpty: 'Form Actions are empty.',
  /** §4.9 banners. */
  reviewTitle: 'Your review is in progress',
  reviewText: "We're working hard to make sure your account is secure",
  readMore: 'Read more',
  readLess: 'Read less',
  dismiss: 'Dismiss',
  incident: 'Service status',
  /** §2.3 Topic page. */
  selectTopic: 'Select a topic',
  helpWithSomethingElse: 'Help with something else',
  /** Search. */
  search: 'Search',
  searchPlaceholder: 'Search for help',
  cancel: 'Cancel',
  suggestions: 'Suggested articles',
  /** Ours: the name of the autocomplete's list (the spec names the mode, not the list). */
  completions: 'Suggested searches',
  /** Ours: the search's live region (APG combobox: how many results). */
  completionsOne: '1 suggested search',
  completionsOther: '{count} suggested searches',
  resultsOne: '1 result',
  resultsOther: '{count} results',
  results: 'Results',
  noResults: 'No results for “{query}”',
  /** Ours: the next step under no results. */
  noResultsHint: 'Try other words, or get help from our support team.',
  noResultsHintBelow: 'Try other words, or chat with our support team below.',
  loading: 'Loading',
  /** Article and feedback (§4.9). */
  wasHelpful: 'Was this article helpful?',
  yes: 'Yes',
  no: 'No',
  thanks: 'Thanks for your feedback',
  whyNotHelpful: 'Why the article was not helpful?',
  comment: 'Comment',
  send: 'Send',
  close: 'Close',
  suggestedActions: 'Suggested actions',
  step: 'Step {number}',
  /** §5: the note beside an app link with no web page. */
  mobileOnly: 'available in the mobile app only',
  /** Ours: document.title in history routing, '{page title} – {host title}'. */
  documentTitle: '{page} – {site}',
  /** §2.3 Error page, §8. */
  somethingWentWrong: 'Something went wrong',
  errorPageText: "Unfortunately we couldn't load this page, but you can still visit our other help pages",
  gotIt: 'Got it',
  tryAgain: 'Try again',
  notFound: 'Not found',
  notFoundText: "We couldn't find this page. It may have moved or no longer exist.",
  notAuthorised: 'User is not authorised',
  unknownError: 'Unknown error',
  tryLater: 'Try again in a few minutes',
  /** §4.9 chat button. */
  chatWithUs: 'Chat with us',
  continueChat: 'Continue chat',
  chatInProgress: 'Your chat is open',
});

export type HelpCentreStringKey = keyof typeof strings.defaults;
