/**
 * The host-supplied services of the help centre (sso-chat-help-centre.md §7.8): one typed adapter,
 * `helpCentre.services = {…}`, whose members replace the defaults one by one. The default
 * implementation calls the help-centre, support and banners APIs (§7.5–7.7) through the Http port.
 *
 * getCards and getTransactions are optional: the troubleshooter routes and topic selectors that
 * need them exist only when they are supplied (§6), by the host or by the `apis` attribute; so are
 * getCard and getTransaction, which 'Select an issue' reads one entity with when it has no state.
 */
import { HttpStatusError } from '../../shared/http';
import type { Http } from '../../shared/http';
import { CARDS_PATH, INCIDENTS_PATH, CHAT_DECISION_PATH, REVIEW_STATUS_PATH, TICKETS_PATH, TRANSACTIONS_PATH, TROUBLESHOOT_PATH } from '../constants';
import type { FaqTreeApi, OptionalApi } from '../constants';
import { FaqNotFoundError, NotAuthorisedError } from './errors';
import { apiBaseUrls, faqTreePath } from './first-requests';
import {
  decodeCompletions,
  decodeFeedback,
  decodeIncidents,
  decodeItem,
  decodeResults,
  decodeReviewStatus,
  decodeSavedFeedback,
  decodeSuggestions,
  decodeTags,
  decodeTickets,
  decodeNode,
  decodeTree,
} from './model';
import { once } from '../../shared/once';
import { decodeChatDecision } from './chat';
import type { Card, Transaction, TransactionFilter, TroubleshooterItem, TroubleshootRequest } from './troubleshooter';
import type { ChatDecision } from './chat';
import type { Feedback, FaqItem, FaqNode, FeedbackTag, FormAction, Incident, RequestTicket, ReviewStatus, SearchResult, SearchSuggestion } from './model';

export interface FeedbackUpdate {
  score: number;
  comment?: string | undefined;
  tags: string[];
}

export interface HelpCentreServices {
  getFaqTree(): Promise<FaqNode[]>;
  /** Throws FaqNotFoundError (404) or NotAuthorisedError (any other HTTP failure). */
  getFaqItem(key: string): Promise<FaqItem>;
  trackPageView(key: string): Promise<void>;
  trackMissingFaq(missing: { path: string; referrer: string }): Promise<void>;
  getSearchSuggestions(category: string | undefined): Promise<SearchSuggestion[]>;
  /** limit 3 when combined with autocomplete; none for the results mode. */
  search(query: string, limit?: number): Promise<SearchResult[]>;
  /** Completions with the highlighted part in braces. */
  autocomplete(query: string, limit: number): Promise<string[]>;
  getIncidents(): Promise<Incident[]>;
  subscribeIncident(id: string): Promise<void>;
  dismissIncident(id: string): Promise<void>;
  getFeedbackTags(): Promise<FeedbackTag[]>;
  /** undefined when the user has not voted on this FAQ. */
  getFeedback(faqKey: string): Promise<Feedback | undefined>;
  /** Returns the new feedback's id. */
  saveFeedback(faqKey: string, vote: { score: number; tags: string[] }): Promise<string>;
  updateFeedback(id: string, update: FeedbackUpdate): Promise<void>;
  getReviewStatus(): Promise<ReviewStatus>;
  /**
   * The tickets api (§6, §7.8): the user's requests (§3.3), ACTIVE and RESOLVED. The default calls
   * `GET support/tickets`; a host sets it to null for no ticket UI (no active requests, no request routes).
   */
  getTickets?: (() => Promise<RequestTicket[]>) | null | undefined;
  /**
   * The forms api (§6, §2.3 Forms actions): opens a form. Left out, the help centre opens a
   * `<fin-form>` on its own route; a host function opens the host's form page instead; null means
   * no forms api (no /form-actions route; form links go to the host as fin-help-centre-link).
   * A throw, or a promise it returns that rejects, shows the §8 toast.
   */
  openForm?: ((action: Pick<FormAction, 'formId' | 'params'>) => void) | null | undefined;
  /** §7.8: the category, or 'flow' when form actions exist, or null. */
  getChatDecision(category: string | null): Promise<ChatDecision>;
  /** §7.5 POST /troubleshoot: the issues of one transaction or card. */
  getTroubleshooterFaqs(request: TroubleshootRequest): Promise<TroubleshooterItem[]>;
  /** §7.8 the current user's cards (optional limit); without it there are no card routes (§6). */
  getCards?: ((limit?: number) => Promise<Card[]>) | undefined;
  /**
   * §7.8 the transactions of one filter, newest first, at most its count; with `createdBefore`
   * (ours: the transactions list's pages) only those older. Without it there are no transaction routes (§6).
   */
  getTransactions?: ((filter: TransactionFilter, createdBefore?: string) => Promise<Transaction[]>) | undefined;
  /**
   * One card by id (ours: 'Select an issue' opened from a link has no navigation state to show the
   * card from). Without it that page shows the issues only.
   */
  getCard?: ((id: string) => Promise<Card>) | undefined;
  /** One transaction by id, as getCard. */
  getTransaction?: ((id: string) => Promise<Transaction>) | undefined;
}

/** Members a host may set to null to say "this api does not exist" (§6). */
const NULLABLE: readonly (keyof HelpCentreServices)[] = ['getTickets', 'openForm', 'getCards', 'getTransactions', 'getCard', 'getTransaction'];

export interface HttpServicesOptions {
  /** One client per API (§7.5–7.7), each on its own base. */
  http: { helpCentre: Http; support: Http; banners: Http; accounts?: Http | undefined };
  /** Which optional APIs (§6) the defaults call: getCards and getTransactions exist only for these. */
  apis?: readonly OptionalApi[] | undefined;
  /** §7.5 path segment of the scope. */
  segment: string;
  /** Sent as ?lang to the FAQ calls. */
  lang: () => string;
  /** Which §7.5 tree getFaqTree reads (default 'faq-tree'). */
  treeApi?: FaqTreeApi | undefined;
}

const wire = once(() => import('./troubleshooter-wire'));

const notFound = (error: unknown) => error instanceof HttpStatusError && error.status === 404;
const enc = encodeURIComponent;

/** The default services: every call at the spec's path. */
export function createHttpServices({ http, segment, lang, apis = [], treeApi = 'faq-tree' }: HttpServicesOptions): HelpCentreServices {
  const scope = enc(segment);
  const get = <T>(path: string, decoder: (json: unknown, at: string) => T) => http.helpCentre.get(path, { query: { lang: lang() }, decode: (json) => decoder(json, '$') });
  /**
   * §7.5 alternative tree: the top level from GET /support/faqs/{scope}, its nodes' children one
   * level deep; a branch that came with no children was cut, and is read with
   * GET /support/faqs/{scope}/node/{faqKey} (the node and its children), down to the leaves.
   */
  const complete = (nodes: readonly FaqNode[]): Promise<FaqNode[]> =>
    Promise.all(
      nodes.map(async (node) => {
        const whole = node.type === 'BRANCH' && node.children.length === 0 ? await get(`support/faqs/${scope}/node/${enc(node.key)}`, decodeNode) : node;
        return { ...whole, children: await complete(whole.children) };
      }),
    );
  const accounts = http.accounts;
  const optional: Pick<HelpCentreServices, 'getCards' | 'getTransactions' | 'getCard' | 'getTransaction'> = {};
  if (accounts && apis.includes('cards')) {
    optional.getCards = async (limit) => {
      const { decodeCards } = await wire();
      return accounts.get(CARDS_PATH, { query: { limit }, decode: (json) => decodeCards(json, '$') });
    };
    optional.getCard = async (cardId) => {
      const { decodeCard } = await wire();
      return accounts.get(`${CARDS_PATH}/${enc(cardId)}`, { decode: (json) => decodeCard(json, '$') });
    };
  }
  if (accounts && apis.includes('transactions')) {
    optional.getTransactions = async ({ count, types, feeCode, merchantTransaction }, createdBefore) => {
      const { decodeTransactions } = await wire();
      return accounts.get(TRANSACTIONS_PATH, { query: { count, types, feeCode, merchantTransaction, createdBefore }, decode: (json) => decodeTransactions(json, '$') });
    };
    optional.getTransaction = async (transactionId) => {
      const { decodeTransaction } = await wire();
      return accounts.get(`${TRANSACTIONS_PATH}/${enc(transactionId)}`, { decode: (json) => decodeTransaction(json, '$') });
    };
  }
  return {
    ...optional,
    getFaqTree: async () => {
      const tree = await get(faqTreePath(segment, treeApi), decodeTree);
      return treeApi === 'faqs' ? complete(tree) : tree;
    },
    async getFaqItem(key) {
      try {
        return await http.helpCentre.get(`support/faq/${scope}/${enc(key)}`, { query: { lang: lang() }, decode: (json) => decodeItem(json, '$') });
      } catch (error) {
        if (notFound(error)) throw new FaqNotFoundError(key, { cause: error });
        if (error instanceof HttpStatusError) throw new NotAuthorisedError({ cause: error });
        throw error;
      }
    },
    async trackPageView(key) {
      await http.helpCentre.post(`support/faq/${scope}/count`, { key });
    },
    async trackMissingFaq({ path, referrer }) {
      await http.helpCentre.post(`support/faq/${scope}/not-found`, { urlPath: path, source: referrer });
    },
    getSearchSuggestions: (category) =>
      http.helpCentre.get('support/search/suggestions', { query: { faqCategory: category }, decode: (json) => decodeSuggestions(json, '$') }),
    search: (query, limit) =>
      http.helpCentre.get(`support/faq-search/${scope}`, { query: { user_input: query, limit }, decode: (json) => decodeResults(json, '$') }),
    autocomplete: (query, limit) =>
      http.helpCentre.get(`support/faq-search-completion/${scope}`, { query: { user_input: query, limit }, decode: (json) => decodeCompletions(json, '$') }),
    getIncidents: () => http.banners.get(INCIDENTS_PATH, { decode: (json) => decodeIncidents(json, '$') }),
    async subscribeIncident(id) {
      await http.banners.post(`incidents/${enc(id)}/subscribe`);
    },
    async dismissIncident(id) {
      await http.banners.post(`incidents/${enc(id)}/close`);
    },
    getFeedbackTags: () => http.helpCentre.get('support/faq-feedback-tags', { decode: (json) => decodeTags(json, '$') }),
    async getFeedback(faqKey) {
      try {
        return await http.support.get(`feedbacks/faq/${enc(faqKey)}`, { decode: (json) => decodeFeedback(json, '$') });
      } catch (error) {
        // No feedback yet is a 404: the widget asks.
        if (notFound(error)) return undefined;
        throw error;
      }
    },
    saveFeedback: (faqKey, vote) =>
      http.support.post(`feedbacks/faq/${enc(faqKey)}`, vote, { decode: (json) => decodeSavedFeedback(json, '$').id }),
    async updateFeedback(id, update) {
      await http.support.patch(`feedbacks/${enc(id)}`, update);
    },
    getReviewStatus: () => http.helpCentre.get(REVIEW_STATUS_PATH, { decode: (json) => decodeReviewStatus(json, '$') }),
    getChatDecision: (category) => http.support.get(CHAT_DECISION_PATH, { query: { category }, decode: (json) => decodeChatDecision(json, '$') }),
    async getTroubleshooterFaqs({ entityId, entityType, debug }) {
      const { decodeTroubleshooterItems } = await wire();
      return http.helpCentre.post(TROUBLESHOOT_PATH, { entityId, entityType, debug }, { decode: (json) => decodeTroubleshooterItems(json, '$') });
    },
    getTickets: () => http.helpCentre.get(TICKETS_PATH, { decode: (json) => decodeTickets(json, '$') }),
  };
}

export { apiBaseUrls };

/**
 * The host's services over the defaults, member by member; anything not a function is ignored,
 * except null on an optional api (tickets, forms), which removes it.
 */
export function withHostServices(defaults: HelpCentreServices, host: Partial<HelpCentreServices> | undefined): HelpCentreServices {
  if (!host || typeof host !== 'object') return defaults;
  const chosen = Object.entries(host).filter(
    ([name, value]) => typeof value === 'function' || (value === null && NULLABLE.includes(name as keyof HelpCentreServices)),
  );
  return { ...defaults, ...Object.fromEntries(chosen) };
}
