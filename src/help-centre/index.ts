export { HelpCentreView } from './ui/HelpCentreView';
export { normaliseBase } from './core/first-requests';
export type { HelpCentreProps } from './ui/HelpCentreView';
export { apiBaseUrls, createHttpServices, withHostServices } from './core/services';
export type { FeedbackUpdate, HelpCentreServices, HttpServicesOptions } from './core/services';
export { FaqNotFoundError, NotAuthorisedError } from './core/errors';
export type {
  ArticleAction,
  ArticleContent,
  ContentBlock,
  FaqItem,
  FaqNode,
  Feedback,
  FeedbackTag,
  FormAction,
  Incident,
  IncidentBanner,
  LinkAction,
  RequestTicket,
  ReviewStatus,
  SearchResult,
  SearchSuggestion,
} from './core/model';
export { DEFAULT_BASE_PATH, FEATURE_SWITCHES, HELP_CENTRE_SCOPES, ROUTES, ROUTING_MODES, SCOPE_SEGMENTS } from './constants';
export type { HelpCentreScope, RoutingMode } from './constants';
export type { HelpCentreLinkDetail } from './events';
