import { FAQ_TREE_APIS, HELP_CENTRE_SCOPES, ROUTING_MODES } from '../src/help-centre/constants';
import { helpCentreStyles } from '../src/help-centre/ui/styles';
import { HelpCentreView } from '../src/help-centre/ui/HelpCentreView';
import type { HelpCentreProps } from '../src/help-centre/ui/HelpCentreView';
import { createElementClass, defineElement, oneOf } from './define';

/**
 * The help centre: a landing page with greeting, search, incident and review banners, active
 * requests and categories; FAQ topics and articles with feedback; search with autocomplete. Its
 * routes live on the host page's URL under the base path (links, reload, back and forward work),
 * or inside the element with routing="memory".
 *
 * @summary Help centre: landing, FAQ tree, topics, articles, search, feedback, banners.
 * @tag fin-help-centre
 *
 * @attr {"business" | "retail" | "invest" | "crypto-exchange"} scope - Whose content: business, retail (default), invest or crypto-exchange.
 * @attr {string} base-path - Where the help centre lives on the host's URL. Default /help-centre.
 * @attr {"history" | "memory"} routing - 'history' (default): routes on the page's URL through the History API; 'memory': inside the element.
 * @attr {string} first-name - The user's first name, for 'Hi {name},' on the landing page.
 * @attr {string} device-id - The host's device fingerprint; default an id the SDK keeps in storage.
 * @attr {string} registered-identity-id - The signed-in user's registered identity, when known.
 * @attr {string} user-country - The user's country (ISO 3166-1 alpha-2), sent as x-user-country.
 * @attr {string} apis - Optional APIs the default services call, space-separated: cards, transactions (the troubleshooters and topic selectors need them).
 * @attr {"faq-tree" | "faqs"} faq-tree - Which §7.5 FAQ tree the default services read: faq-tree (default, GET /support/faq-tree/v1/{scope}) or faqs (the alternative tree, GET /support/faqs/{scope} and /node/{faqKey}).
 * @attr {boolean} keep-document-title - Present: history routing leaves document.title alone (by default it reads '{page title} – {host title}').
 * @attr {string} api-base - Backend URL; the APIs are under {api-base}/api/help-centre, /api/support and /api/banners.
 * @attr {string} locale - BCP 47 locale, sent as accept-language and ?lang. Default: the loader's, then the language cookie, then en-GB.
 * @attr {"auto" | "light" | "dark"} appearance - Light or dark colours. auto (default): the page's color-scheme when it sets one, else the user's prefers-color-scheme, live. Default: configure({appearance}), then auto.
 *
 * @prop {Partial<HelpCentreServices>} services - Host-supplied services, each replacing its default (docs/elements/fin-help-centre.md).
 * @prop {Record<string, "transfers" | "currency-exchange" | "merchant-accounts" | "expenses" | "cards" | null>} transactionCategories - The host's FAQ category keys mapped onto the business transaction selectors (§2.3), over the defaults; null for none.
 *
 * @fires {CustomEvent<{kind: "form", formId: string, params: object}>} fin-help-centre-link - A form link or form action was chosen and there is no forms api (services.openForm = null).
 * @fires {CustomEvent<{path: string}>} fin-help-centre-navigate - The help centre moved to another route (relative to the base path).
 * @fires {CustomEvent<{faqKey: string, score: number}>} fin-help-centre-feedback - The user voted on an article (1 helpful, -1 not helpful).
 * @fires {CustomEvent<{code: string, message: string}>} fin-error - An attribute or property had a value of the wrong kind (invalid_attribute, invalid_property), or a link was refused.
 *
 * @csspart help-centre - The whole help centre.
 * @csspart landing - The landing page.
 * @csspart title - A page's title.
 * @csspart header - A page's header with its back button.
 * @csspart back - The landing page's back button (not in the business scope).
 * @csspart past-requests - The landing page's 'Past requests' button.
 * @csspart search-area - The search box with its results.
 * @csspart search - The search box.
 * @csspart search-cancel - The search's Cancel button.
 * @csspart completion - An autocomplete hit.
 * @csspart result - A search result.
 * @csspart suggestion - A search suggestion.
 * @csspart banner - The incident or review banner (with incident-active, incident-subscribed, incident-resolved or review).
 * @csspart categories - The landing page's category list.
 * @csspart topics - A list of categories or topics.
 * @csspart topic - A category or topic.
 * @csspart active-requests - The landing page's active requests.
 * @csspart need-more-help - The need-more-help section.
 * @csspart topic-page - A topic page.
 * @csspart article - An article page.
 * @csspart content - An article's content.
 * @csspart step - A numbered step of an article.
 * @csspart suggested-actions - An article's suggested actions.
 * @csspart feedback - The feedback question.
 * @csspart feedback-tag - A tag in the not-helpful panel.
 * @csspart feedback-comment - The comment in the not-helpful panel.
 * @csspart retry - A failed load with 'Try again'.
 * @csspart error-page - The error and not-found page.
 * @csspart app-only - An app link with no web page: its label and the mobile-app-only note, as text.
 * @csspart banner-space - The banner's kept space while the incidents or the review status load.
 * @csspart no-results - A search without results: its hint and need more help.
 * @csspart page-announcement - The live region that says a new page's title.
 * @csspart search-count - The live region that says how many completions or results there are.
 *
 * @cssprop --fin-color-accent - Links, icons, buttons.
 * @cssprop --fin-color-surface - Rows' background.
 * @cssprop --fin-color-surface-alt - Banners, feedback and search background.
 * @cssprop --fin-color-text - Text.
 * @cssprop --fin-color-text-muted - Descriptions, the greeting.
 * @cssprop --fin-color-warning - Active incidents.
 * @cssprop --fin-color-success - Resolved incidents.
 * @cssprop --fin-radius - Banners and panels.
 */
export class FinHelpCentreElement extends createElementClass<HelpCentreProps>('fin-help-centre', {
  view: HelpCentreView,
  attributes: {
    scope: oneOf(HELP_CENTRE_SCOPES),
    basePath: 'string',
    routing: oneOf(ROUTING_MODES),
    firstName: 'string',
    deviceId: 'string',
    registeredIdentityId: 'string',
    userCountry: 'string',
    apis: 'string',
    faqTree: oneOf(FAQ_TREE_APIS),
    keepDocumentTitle: 'boolean',
  },
  properties: ['services', 'transactionCategories'],
  styles: helpCentreStyles,
}) {}

defineElement('fin-help-centre', FinHelpCentreElement);

declare global {
  interface HTMLElementTagNameMap {
    'fin-help-centre': FinHelpCentreElement;
  }
}
