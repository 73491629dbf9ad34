/**
 * What the HTTP client sends through: fetch, except a request that watches its upload's progress,
 * which goes by XMLHttpRequest — the one browser API that reports bytes sent (a fetch with a
 * streamed body needs HTTP/2 and is Chromium-only). Both answer with a Response, so timeouts,
 * status errors and decoding stay the client's, whichever way a request went.
 */

/** Bytes of the request body sent so far, of `total`. */
export type UploadProgress = (sent: number, total: number) => void;

export interface TransportInit extends RequestInit {
  onUploadProgress?: UploadProgress | undefined;
}

/** fetch's shape, with upload progress: a test fake or a wrapper (a bearer token) passes `init` on. */
export type Transport = (url: string, init?: TransportInit) => Promise<Response>;

// Statuses whose Response may not have a body (the constructor throws on one).
const NULL_BODY = new Set([101, 103, 204, 205, 304]);

function responseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

/** fetch over XMLHttpRequest, reporting upload progress; fails as fetch does (TypeError, or the signal's reason). */
export function xhrFetch(url: string, { method = 'GET', headers, body, signal, credentials, onUploadProgress }: TransportInit): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    new Headers(headers).forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.withCredentials = credentials === 'include';
    if (onUploadProgress) xhr.upload.onprogress = (event) => event.lengthComputable && onUploadProgress(event.loaded, event.total);
    const onAbort = () => xhr.abort();
    xhr.onloadend = () => signal?.removeEventListener('abort', onAbort);
    xhr.onload = () => {
      const init = { status: xhr.status, statusText: xhr.statusText, headers: responseHeaders(xhr.getAllResponseHeaders()) };
      resolve(new Response(NULL_BODY.has(xhr.status) ? null : xhr.responseText, init));
    };
    xhr.onerror = () => reject(new TypeError(`${method} ${url.split('?')[0]} failed (XMLHttpRequest error).`));
    xhr.onabort = () => reject(signal?.reason ?? new DOMException('The request was aborted.', 'AbortError'));
    if (signal?.aborted) return reject(signal.reason);
    signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send((body ?? null) as XMLHttpRequestBodyInit | null);
  });
}

/** The browser's transport: fetch, or XMLHttpRequest for a request with `onUploadProgress`. Read per call, so a page's own fetch wrapper is used. */
export const browserTransport: Transport = (url, init = {}) => (init.onUploadProgress ? xhrFetch(url, init) : globalThis.fetch(url, init));
