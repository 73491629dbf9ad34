/**
 * The browser side of src/shared/links.ts: following a server-given link, and checking one before
 * it becomes an href or src. A refused URL never reaches the page; it is reported with a console
 * warning and `fin-error` {code: 'unsafe_url'} on the element, which stays usable.
 */
import { createContext, useContext } from 'react';
import type { FinErrorDetail } from '../shared/events';
import { emit } from '../shared/events';
import { navigationFor, resourceUrl, safeUrl, UnsafeUrlError } from '../shared/links';
import { consoleLogger } from '../shared/logger';
import { ElementContext } from './element-context';

/** Where a refusal is reported: the element's fin-error. */
export type ReportError = (detail: FinErrorDetail) => void;

function refuse(error: UnsafeUrlError, report: ReportError): void {
  consoleLogger.warn(error.message);
  report({ code: error.code, message: error.message });
}

/**
 * Follows a link from the server: an app deep link goes to its web path, a safe URL opens in
 * this window or (`newTab`, by default when it leaves the page's origin) a new tab without an
 * opener; an app link without a web page is only logged, and an unsafe URL is refused.
 * Returns whether the link was followed.
 */
export function openLink(url: string, report: ReportError, newTab?: boolean): boolean {
  const navigation = navigationFor(url, location.href);
  switch (navigation.target) {
    case 'refused':
      refuse(navigation.error, report);
      return false;
    case 'none':
      consoleLogger.warn(`link not followed: ${navigation.reason}`);
      return false;
    default:
      if (newTab ?? navigation.target === 'new-tab') window.open(navigation.href, '_blank', 'noopener,noreferrer');
      else location.assign(navigation.href);
      return true;
  }
}

// URLs already reported per element, so a view that re-renders does not repeat the warning.
const reported = new WeakMap<EventTarget, Set<string>>();

/**
 * The base URL of the API whose answers the views below show, where it is not the element's
 * api-base itself: the chat's ({api-base}/api/chat), the ticket's ({api-base}/helpcentre), the
 * help centre's ({api-base}/api/help-centre).
 */
export const ApiBaseContext = createContext<string | undefined>(undefined);

/** The base URL of the API whose answers this view shows: ApiBaseContext's, else the element's api-base. */
export function useApiBase(): string {
  const given = useContext(ApiBaseContext);
  const element = useContext(ElementContext);
  return given ?? element?.config.apiBase ?? location.href;
}

/**
 * What a server-given URL is, which says what a relative one is relative to (src/shared/links.ts):
 * a `resource` the element's API returned (an image's or a file's src) resolves against that API,
 * a `link` meant for the host page (an FAQ, form, article or web link) against the page.
 */
export type ServerUrl = 'resource' | 'link';

/**
 * For views: `url => href | undefined` for an href or src from the server. A refused URL gives
 * undefined (render the element without it) and is reported once per element, after the render.
 */
export function useSafeUrl(kind: ServerUrl): (url: string | undefined) => string | undefined {
  const host = useContext(ElementContext)?.host;
  const apiBase = useApiBase();
  return (url) => {
    if (url === undefined) return undefined;
    const href = kind === 'resource' ? resourceUrl(url, apiBase, location.href) : safeUrl(url, location.href);
    const key = host ?? document;
    const seen = reported.get(key) ?? new Set<string>();
    if (!href && !seen.has(url)) {
      seen.add(url);
      reported.set(key, seen);
      queueMicrotask(() => refuse(new UnsafeUrlError(url), (detail) => host && emit(host, 'fin-error', detail)));
    }
    return href;
  };
}
