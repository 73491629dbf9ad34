/**
 * Early requests: an element's entry (dist/elements/<tag>.js) starts the GET its first render
 * needs while the element's code is still downloading, and the core's first load takes that
 * answer instead of asking again (src/shared/http.ts). Each request is keyed by its URL, its
 * headers and its credentials mode, and taken at most once: a load that asks for anything else
 * (another flow, another api-base, other headers) makes its own request.
 *
 * Dependency-free: the entry carries its own copy of this module and the views' chunks another,
 * so the table lives on the page (a registered symbol), as the usage sink does.
 */
import { EARLY_REQUEST_TTL_MS } from './constants';

type Table = Map<string, Promise<Response>>;

const table = (): Table => ((globalThis as unknown as Record<symbol, Table>)[Symbol.for('fin-widgets.early')] ??= new Map());

/** Every JSON call asks for JSON unless it says otherwise; http.ts and the early request alike. */
export function acceptJson(headers: Headers): Headers {
  if (!headers.has('accept')) headers.set('accept', 'application/json');
  return headers;
}

/** The request's identity: URL, credentials mode (fetch's default when unset) and every header (Headers lists them lower-cased and sorted). */
const keyOf = (url: string, headers: Headers, credentials: RequestCredentials = 'same-origin'): string => JSON.stringify([url, credentials, [...headers]]);

export interface EarlyRequest {
  url: string;
  headers: Readonly<Record<string, string>>;
  credentials?: RequestCredentials | undefined;
}

/**
 * Sends the GET now, unless the same request is already waiting. A failure is left for the core:
 * its own request is then the one that counts (and reports). One not taken is dropped a while
 * after its answer came, so a later load never gets a stale answer.
 */
export function startEarly({ url, headers: given, credentials }: EarlyRequest): void {
  const headers = acceptJson(new Headers(given));
  const key = keyOf(url, headers, credentials);
  const requests = table();
  if (requests.has(key)) return;
  const response = fetch(url, { headers, ...(credentials ? { credentials } : {}) });
  requests.set(key, response);
  const drop = (): void => {
    setTimeout(() => requests.get(key) === response && requests.delete(key), EARLY_REQUEST_TTL_MS);
  };
  response.then(drop, drop);
}

/** The waiting answer to exactly this request (headers as sent), once; undefined when there is none. */
export function takeEarly(url: string, headers: Headers, credentials?: RequestCredentials): Promise<Response> | undefined {
  const requests = table();
  const key = keyOf(url, headers, credentials);
  const response = requests.get(key);
  requests.delete(key);
  return response;
}
