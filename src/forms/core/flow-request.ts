/**
 * The flow's first GET (§7), written once for the two that ask it: the form host, and the
 * element's entry, which sends it early (src/shared/early.ts) while the form's code downloads.
 * They must agree to the byte (URL and headers), or the host asks again.
 */
import type { EarlyRequest } from '../../shared/early';
import { buildUrl } from '../../shared/http';
import { userHeaders } from '../../shared/helpcentre/client';
import type { HelpCentreIdentity } from '../../shared/helpcentre/client';
import { toUnderscoreLocale } from '../../shared/i18n';

/** The flow's path under api-base; its submit and validate calls are under it. */
export const flowPath = (flowId: string): string => `api/forms/${encodeURIComponent(flowId)}`;

/** '?a=1' or 'a=1' → '?a=1'; '' stays ''. */
export const querySuffix = (query: string): string => (query === '' || query === '?' ? '' : query.startsWith('?') ? query : `?${query}`);

/** accept-language carries the locale with an underscore (en_GB), as the form service expects (§7). */
export const formHeaders = (locale: string): Readonly<Record<string, string>> => ({ 'accept-language': toUnderscoreLocale(locale) });

export interface FormLoadInput {
  flowId?: string | undefined;
  mode?: string | undefined;
  widgetMode?: boolean | undefined;
  params?: Readonly<Record<string, string>> | undefined;
}

export interface FormLoad {
  /** '' when there is none to load. */
  flowId: string;
  widgetMode: boolean;
  /** Page mode without flow-id: the page's last path segment is the route (/:flowId, /not-found, /no-camera). */
  fromRoute: boolean;
  /** The load call's query: a widget's params, or the page's own query string. */
  query: string;
}

/** Which flow a `<fin-form>` loads and with which query, from its attributes and the page's URL. */
export function formLoad({ flowId, mode, widgetMode: widgetAttribute = false, params }: FormLoadInput, location: Pick<Location, 'pathname' | 'search'>): FormLoad {
  // Full-page behaviour only when asked for: an embedded form must not take over its host page.
  const widgetMode = widgetAttribute || mode !== 'page';
  const fromRoute = !flowId && !widgetMode;
  const route = fromRoute ? decodeURIComponent(location.pathname.split('/').filter(Boolean).at(-1) ?? '') : '';
  const query = widgetMode ? new URLSearchParams(params ?? {}).toString() : location.search;
  return { flowId: flowId ?? route, widgetMode, fromRoute, query: querySuffix(query) };
}

/**
 * The GET of a flow, as the server host sends it: with the user's identity (§6) and credentials
 * included, or the host's own GET would not match it and would ask again.
 */
export const flowRequest = (
  apiBase: string,
  locale: string,
  { flowId, query }: Pick<FormLoad, 'flowId' | 'query'>,
  identity: Pick<HelpCentreIdentity, 'deviceId' | 'registeredIdentityId'>,
): EarlyRequest => ({
  url: buildUrl(apiBase, `${flowPath(flowId)}${querySuffix(query)}`),
  headers: { ...formHeaders(locale), ...userHeaders(identity) },
  credentials: 'include',
});
