/**
 * The landing's first GETs (§2.3 Landing, §4.9 banners, §7.5–7.8): the FAQ tree, the incidents,
 * the review status, the user's requests and the chat decision of its need-more-help button (no
 * category), as the default services send them. The element's
 * entry sends them early (src/shared/early.ts), with the host's device id or the SDK's stored one
 * (elements/early/read.ts). The requests only for a registered identity: without one the element
 * makes no requests call (it could only be refused, 401), so neither does its entry.
 */
import type { EarlyRequest } from '../../shared/early';
import { helpCentreHeaders } from '../../shared/helpcentre/client';
import type { HelpCentreIdentity } from '../../shared/helpcentre/client';
import { buildUrl } from '../../shared/http';
import { toAcceptLanguage } from '../../shared/i18n';
import { API_BASES, CHAT_DECISION_PATH, INCIDENTS_PATH, REVIEW_STATUS_PATH, TICKETS_PATH } from '../constants';
import type { FaqTreeApi } from '../constants';
import type { HelpCentreServices } from './services';

/** The FAQ tree of a scope's segment, on the help-centre API (§7.5: the tree, or the alternative tree's top). */
export const faqTreePath = (segment: string, api: FaqTreeApi = 'faq-tree'): string =>
  api === 'faqs' ? `support/faqs/${encodeURIComponent(segment)}` : `support/faq-tree/v1/${encodeURIComponent(segment)}`;

/** The base URL of each API under the element's api-base. */
export function apiBaseUrls(apiBase: string): Record<keyof typeof API_BASES, string> {
  const root = apiBase.replace(/\/+$/, '');
  return { helpCentre: root + API_BASES.helpCentre, support: root + API_BASES.support, banners: root + API_BASES.banners, accounts: root + API_BASES.accounts };
}

/** '/help-centre/' → '/help-centre'; 'help' → '/help'; '' or '/' → ''. */
export function normaliseBase(path: string): string {
  const trimmed = path.trim().replace(/\/+$/, '');
  if (!trimmed) return '';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/**
 * The default requests call (GET support/tickets) names the user by their registered identity:
 * without one it can only be refused (401), so it is not made and the help centre is signed out of
 * its requests ('Sign in to see your requests'). A host's own getTickets knows its user; a tickets
 * api turned off (null, §6) has no requests to sign in for. One rule: the element's early requests
 * and the view (HelpCentreView's signedOut) both ask it.
 */
export function requestsNeedSignIn(identity: { registeredIdentityId?: string | undefined }, services?: { getTickets?: unknown }): boolean {
  return !identity.registeredIdentityId && services?.getTickets === undefined;
}

export interface LandingRequestsInput {
  apiBase: string;
  segment: string;
  identity: HelpCentreIdentity;
  /** The host's services: a member it gives is its own call, not ours to send. */
  services?: Partial<Record<keyof HelpCentreServices, unknown>> | undefined;
  /** The landing shows its need-more-help chat button (the feature switch is not off). */
  chatButton: boolean;
  /** The `faq-tree` attribute: which tree the first GET reads. */
  treeApi?: FaqTreeApi | undefined;
}

/** The default services' GETs of the landing, the host's own services left out. */
export function landingRequests({ apiBase, segment, identity, services = {}, chatButton, treeApi }: LandingRequestsInput): EarlyRequest[] {
  const bases = apiBaseUrls(apiBase);
  const headers = helpCentreHeaders(identity);
  const get = (member: keyof HelpCentreServices, base: string, path: string, query?: Record<string, string>): EarlyRequest[] =>
    services[member] === undefined ? [{ url: buildUrl(base, path, query), headers, credentials: 'include' }] : [];
  return [
    ...get('getFaqTree', bases.helpCentre, faqTreePath(segment, treeApi), { lang: toAcceptLanguage(identity.locale) }),
    ...get('getIncidents', bases.banners, INCIDENTS_PATH),
    ...get('getReviewStatus', bases.helpCentre, REVIEW_STATUS_PATH),
    ...(requestsNeedSignIn(identity, services) ? [] : get('getTickets', bases.helpCentre, TICKETS_PATH)),
    ...(chatButton ? get('getChatDecision', bases.support, CHAT_DECISION_PATH) : []),
  ];
}
