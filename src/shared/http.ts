/**
 * The HTTP port every core talks through, and its fetch-based implementation. Failures come
 * out as typed errors so a core can tell "offline" from "the server said no" from "the server
 * sent nonsense" from "we cancelled it", and server data is decoded here, at the boundary.
 */
import { systemClock } from './clock';
import type { Clock, TimerId } from './clock';
import { DEFAULT_HTTP_TIMEOUT_MS } from './constants';
import { acceptJson, takeEarly } from './early';
import { decodeFailure, FinWidgetsError } from './errors';
import type { FinErrorCode } from './errors';

import { parseRetryAfter } from './retry-after';
import { browserTransport } from './transport';
import type { Transport, TransportInit, UploadProgress } from './transport';

export { DecodeError } from './errors';
export { parseRetryAfter };

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** undefined and null values are left out; an array repeats its name (a=1&a=2). */
export type QueryValue = string | number | boolean | null | undefined;
export type Query = Readonly<Record<string, QueryValue | readonly QueryValue[]>>;

export interface RequestOptions<T> {
  query?: Query | undefined;
  headers?: Readonly<Record<string, string>> | undefined;
  signal?: AbortSignal | undefined;
  /** Overrides the client's timeout for this call; it covers headers, response and body. 0 turns it off. */
  timeoutMs?: number | undefined;
  /** Turns the parsed JSON (undefined for an empty body) into a typed model, or throws. */
  decode?: ((json: unknown) => T) | undefined;
  /** Hears the body's upload progress (the request then goes by XMLHttpRequest: src/shared/transport.ts). */
  onUploadProgress?: UploadProgress | undefined;
}

export interface HttpRequest<T = unknown> extends RequestOptions<T> {
  method: HttpMethod;
  /** Relative to the client's base URL; may carry its own query string. */
  path: string;
  /** Sent as JSON, except FormData, Blob and URLSearchParams, which fetch sends as they are. */
  body?: unknown;
}

export interface Http {
  request<T = unknown>(request: HttpRequest<T>): Promise<T>;
  get<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T>;
  post<T = unknown>(path: string, body?: unknown, options?: RequestOptions<T>): Promise<T>;
  put<T = unknown>(path: string, body?: unknown, options?: RequestOptions<T>): Promise<T>;
  patch<T = unknown>(path: string, body?: unknown, options?: RequestOptions<T>): Promise<T>;
  delete<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T>;
}

export interface HttpClientOptions {
  /** Absolute URL (or path on the page's origin) every request path is joined to. */
  baseUrl: string;
  /** fetch, or a wrapper of it; it is given `onUploadProgress` in `init` when a request asks for progress. */
  fetch?: Transport;
  /** Headers for every request, read per request so tokens and locale stay current. */
  headers?: () => Readonly<Record<string, string>> | Promise<Readonly<Record<string, string>>>;
  timeoutMs?: number;
  credentials?: RequestCredentials;
  clock?: Clock;
}

/** Base of every error about one request; `method` and `url` say which. */
export class HttpError extends FinWidgetsError {
  override name = 'HttpError';

  readonly method: HttpMethod;
  readonly url: string;

  constructor(code: FinErrorCode, method: HttpMethod, url: string, problem: string, options?: { cause?: unknown }) {
    // The query string stays out of the message: it may hold identifiers that logs should not.
    super(code, `${method} ${url.split('?')[0]} ${problem}`, options);
    this.method = method;
    this.url = url;
  }
}

/** fetch itself failed: offline, DNS, CORS, connection reset. */
export class NetworkError extends HttpError {
  override name = 'NetworkError';

  constructor(method: HttpMethod, url: string, cause: unknown) {
    super('network', method, url, 'failed before an answer arrived (offline or unreachable).', { cause });
  }
}

/** The server answered with a status outside 200-299. */
export class HttpStatusError extends HttpError {
  override name = 'HttpStatusError';

  readonly status: number;
  readonly statusText: string;
  /** The answer's body: parsed JSON, else its text, else undefined. */
  readonly body: unknown;
  /** From Retry-After (seconds or an HTTP-date), when the server sent one. */
  readonly retryAfterMs: number | undefined;

  constructor(
    method: HttpMethod,
    url: string,
    details: { status: number; statusText: string; body: unknown; retryAfterMs: number | undefined },
  ) {
    super('http_status', method, url, `answered ${details.status}${details.statusText ? ` ${details.statusText}` : ''}.`);
    this.status = details.status;
    this.statusText = details.statusText;
    this.body = details.body;
    this.retryAfterMs = details.retryAfterMs;
  }
}

/** A successful answer whose body is not JSON. */
export class BadJsonError extends HttpError {
  override name = 'BadJsonError';

  readonly status: number;

  constructor(method: HttpMethod, url: string, status: number, cause: unknown) {
    super('bad_json', method, url, `answered ${status} with a body that is not valid JSON.`, { cause });
    this.status = status;
  }
}

export class TimeoutError extends HttpError {
  override name = 'TimeoutError';

  readonly timeoutMs: number;

  constructor(method: HttpMethod, url: string, timeoutMs: number) {
    super('timeout', method, url, `got no complete answer within ${timeoutMs} ms.`);
    this.timeoutMs = timeoutMs;
  }
}

/** The caller's AbortSignal fired: nothing went wrong, and callers usually ignore it. */
export class RequestAbortedError extends HttpError {
  override name = 'RequestAbortedError';

  constructor(method: HttpMethod, url: string, reason: unknown) {
    super('request_aborted', method, url, 'was cancelled.', { cause: reason });
  }
}

const ABSOLUTE_URL = /^[a-z][a-z\d+.-]*:/i;

/** setTimeout's largest delay; a longer one would fire at once. Longer timeouts are off. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/** A request path that is an absolute URL: it would take the client's headers elsewhere. */
export class InvalidPathError extends FinWidgetsError {
  override name = 'InvalidPathError';

  constructor(path: string) {
    super('invalid_path', `Request path "${path}" must be relative to the client's base URL.`);
  }
}

/** Joins base and path with exactly one slash and appends the query (spaces as +). */
export function buildUrl(baseUrl: string, path: string, query?: Query): string {
  if (ABSOLUTE_URL.test(path)) throw new InvalidPathError(path);
  const [beforeHash = ''] = path.split('#');
  const queryStart = beforeHash.indexOf('?');
  const pathname = queryStart === -1 ? beforeHash : beforeHash.slice(0, queryStart);
  const params = new URLSearchParams(queryStart === -1 ? '' : beforeHash.slice(queryStart + 1));
  for (const [name, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? (value as readonly QueryValue[]) : [value as QueryValue]) {
      if (item !== undefined && item !== null) params.append(name, String(item));
    }
  }
  const trimmed = pathname.replace(/^\/+/, '');
  const url = trimmed ? `${baseUrl.replace(/\/+$/, '')}/${trimmed}` : baseUrl;
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

function isRawBody(body: unknown): body is FormData | Blob | URLSearchParams {
  return body instanceof FormData || body instanceof Blob || body instanceof URLSearchParams;
}

function parseErrorBody(text: string): unknown {
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Builds the full port from a request function: the method helpers only fill in `method`. */
export function httpFromRequest(request: <T>(request: HttpRequest<T>) => Promise<T>): Http {
  return {
    request,
    get: (path, options) => request({ ...options, method: 'GET', path }),
    post: (path, body, options) => request({ ...options, method: 'POST', path, body }),
    put: (path, body, options) => request({ ...options, method: 'PUT', path, body }),
    patch: (path, body, options) => request({ ...options, method: 'PATCH', path, body }),
    delete: (path, options) => request({ ...options, method: 'DELETE', path }),
  };
}

export function createHttpClient(options: HttpClientOptions): Http {
  const clock = options.clock ?? systemClock;
  // Called bare, never as options.fetch(…): window.fetch throws "Illegal invocation" on a foreign `this`.
  const doFetch = options.fetch ?? browserTransport;

  async function request<T>(req: HttpRequest<T>): Promise<T> {
    const { method } = req;
    const url = buildUrl(options.baseUrl, req.path, req.query);
    const timeoutMs = req.timeoutMs ?? options.timeoutMs ?? DEFAULT_HTTP_TIMEOUT_MS;

    // One controller for both causes of abort; `timedOut` records which one came first.
    const controller = new AbortController();
    let timedOut = false;
    const stopped = (): HttpError =>
      timedOut ? new TimeoutError(method, url, timeoutMs) : new RequestAbortedError(method, url, req.signal?.reason);
    // Raced against every await, so a fetch (or fake) that ignores its signal still stops.
    const whenStopped = new Promise<never>((_, reject) => {
      controller.signal.addEventListener('abort', () => reject(stopped()), { once: true });
    });
    whenStopped.catch(() => undefined);
    const race = <V>(work: Promise<V>): Promise<V> => Promise.race([work, whenStopped]);

    const onCallerAbort = (): void => controller.abort(req.signal?.reason);
    req.signal?.addEventListener('abort', onCallerAbort, { once: true });
    if (req.signal?.aborted) onCallerAbort();
    let timer: TimerId | undefined;
    if (timeoutMs > 0 && timeoutMs <= MAX_TIMEOUT_MS) {
      timer = clock.setTimeout(() => {
        if (controller.signal.aborted) return;
        timedOut = true;
        controller.abort();
      }, timeoutMs);
    }

    try {
      // Headers that need no await (none, or a plain object) let fetch start in the caller's own
      // turn: a view that asks while it renders has its request out before React commits.
      const given = options.headers?.();
      const headers = new Headers(given instanceof Promise ? await race(given) : given);
      // Without that await nothing has raced a signal aborted already: it must not reach fetch.
      if (controller.signal.aborted) throw stopped();
      for (const [name, value] of Object.entries(req.headers ?? {})) headers.set(name, value);
      acceptJson(headers);

      let body: BodyInit | undefined;
      if (isRawBody(req.body)) body = req.body;
      else if (req.body !== undefined) {
        body = JSON.stringify(req.body);
        if (!headers.has('content-type')) headers.set('content-type', 'application/json');
      }

      let response: Response;
      let text: string;
      try {
        const init: TransportInit = { method, headers, signal: controller.signal };
        if (body !== undefined) init.body = body;
        if (req.onUploadProgress) init.onUploadProgress = req.onUploadProgress;
        if (options.credentials) init.credentials = options.credentials;
        // The element's entry may have sent this very GET already (src/shared/early.ts): its answer,
        // whatever the status, is this request's; only when it failed to arrive is it asked again.
        const early = method === 'GET' ? takeEarly(url, headers, options.credentials) : undefined;
        response = await race(early ? early.catch(() => doFetch(url, init)) : doFetch(url, init));
        text = await race(response.text());
      } catch (error) {
        throw controller.signal.aborted ? stopped() : new NetworkError(method, url, error);
      }

      if (!response.ok) {
        throw new HttpStatusError(method, url, {
          status: response.status,
          statusText: response.statusText,
          body: parseErrorBody(text),
          retryAfterMs: parseRetryAfter(response.headers.get('retry-after'), clock.now()),
        });
      }

      let json: unknown;
      if (text.trim()) {
        try {
          json = JSON.parse(text);
        } catch (error) {
          throw new BadJsonError(method, url, response.status, error);
        }
      }
      if (!req.decode) return json as T;
      try {
        return req.decode(json);
      } catch (error) {
        throw decodeFailure(`${method} ${url.split('?')[0]}`, error);
      }
    } finally {
      clock.clearTimeout(timer);
      req.signal?.removeEventListener('abort', onCallerAbort);
    }
  }

  return httpFromRequest(request);
}
