/** The landing page's rules (§2.3 Landing, §4.9 banners, §9 thresholds), as pure functions. */
import {
  ACTIVE_REQUESTS_SHOWN,
  FIRST_NAME_MAX_LENGTH,
  REVIEW_STATUS_NONE,
  SCROLL_THRESHOLD_PX,
} from '../constants';
import type { HelpCentreScope } from '../constants';
import type { Incident, IncidentBanner, RequestTicket, ReviewStatus } from './model';
import { requestLists } from './requests';

export interface Greeting {
  /** 'Hi {name},' goes before 'How can we help?'. */
  name: string | undefined;
  /** Names over 50 characters use a shrinking text. */
  shrink: boolean;
  /**
   * Shown while the page is not scrolled past 30 px. Past that it keeps its place, unseen: taken
   * out, the page under it would move up as the user scrolls, and a tap could land on the row
   * that took the place of what they aimed at.
   */
  shown: boolean;
}

export function greeting(firstName: string | undefined, scrollY: number): Greeting {
  const name = firstName?.trim();
  if (!name) return { name: undefined, shrink: false, shown: false };
  return { name, shrink: name.length > FIRST_NAME_MAX_LENGTH, shown: scrollY <= SCROLL_THRESHOLD_PX };
}

/** §2.3: a back button to '/' only outside the business scope. */
export const showsBackButton = (scope: HelpCentreScope): boolean => scope !== 'business';

/** §6: the business scope has no search suggestions. */
export const hasSuggestions = (scope: HelpCentreScope): boolean => scope !== 'business';

export type LandingBanner =
  | { kind: 'incident'; incident: Incident; banner: IncidentBanner }
  | { kind: 'review'; description: string | undefined }
  /** Loading (or loading again after an action): the banner hides, its space is kept. */
  | { kind: 'pending' }
  | { kind: 'none' };

export interface BannerInput {
  incidents: readonly Incident[] | undefined;
  incidentsLoading: boolean;
  review: ReviewStatus | undefined;
  /** The review status is still being read. */
  reviewLoading?: boolean;
}

/**
 * §4.9: only the first incident shows, hidden while loading; any incident suppresses the review
 * banner; review status none hides it. While what decides the banner loads it is pending: hidden,
 * its space kept, so nothing under it moves until the answers say there is none.
 */
export function landingBanner({ incidents, incidentsLoading, review, reviewLoading = false }: BannerInput): LandingBanner {
  if (incidentsLoading) return { kind: 'pending' };
  const first = incidents?.[0];
  if (first) {
    const banner = first.banners[first.state];
    return banner ? { kind: 'incident', incident: first, banner } : { kind: 'none' };
  }
  if (reviewLoading) return { kind: 'pending' };
  if (review && review.status.toLowerCase() !== REVIEW_STATUS_NONE) return { kind: 'review', description: review.description };
  return { kind: 'none' };
}

/** Read more for a text over the threshold (200 review, 100 incident). */
export const needsReadMore = (text: string, threshold: number): boolean => text.length > threshold;

export interface ActiveRequests {
  shown: RequestTicket[];
  /** 'See all · {count}' when more than 3 are active. */
  seeAll: number | undefined;
  /** The 'Past requests' icon shows only when history exists. */
  hasHistory: boolean;
}

export function activeRequests(tickets: readonly RequestTicket[]): ActiveRequests {
  const { active, archived } = requestLists(tickets);
  return {
    shown: active.slice(0, ACTIVE_REQUESTS_SHOWN),
    seeAll: active.length > ACTIVE_REQUESTS_SHOWN ? active.length : undefined,
    hasHistory: archived.length > 0,
  };
}

export interface RequestsSectionInput {
  /** A tickets api (§6): the default one or the host's. */
  available: boolean;
  /** No registered identity for the default call (requestsNeedSignIn). */
  signedOut: boolean;
  /** The answer, once there is one (a cached one stays after a sign-out: it is not shown). */
  tickets: readonly RequestTicket[] | undefined;
}

export interface RequestsSectionView {
  /** The active requests section: while loading (its skeleton), and once answered with any active. */
  section: boolean;
  /** What it shows, once answered. */
  requests: ActiveRequests | undefined;
  /** §2.3: the 'Past requests' icon, only when history requests exist. */
  pastRequests: boolean;
}

/** The landing's requests: section and Past requests icon; neither without a tickets api or signed out. */
export function landingRequestsView({ available, signedOut, tickets }: RequestsSectionInput): RequestsSectionView {
  if (!available || signedOut) return { section: false, requests: undefined, pastRequests: false };
  const requests = tickets ? activeRequests(tickets) : undefined;
  return { section: !(requests && requests.shown.length === 0), requests, pastRequests: requests?.hasHistory ?? false };
}
