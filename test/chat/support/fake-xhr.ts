/**
 * An XMLHttpRequest over a fake fetch, for element tests whose backend is a fake: the chat sends
 * an upload whose progress it watches by XMLHttpRequest (src/shared/transport.ts), and the fake
 * backend reports that progress through `init.onUploadProgress`.
 */
import type { Transport } from '../../../src/shared/transport';

type Listener = ((event: ProgressEvent) => void) | null;

export function fakeXhr(fetch: Transport): typeof XMLHttpRequest {
  class FakeXhr {
    readonly upload: { onprogress: Listener } = { onprogress: null };
    status = 0;
    statusText = '';
    responseText = '';
    withCredentials = false;
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    onloadend: (() => void) | null = null;
    private method = 'GET';
    private url = '';
    private readonly headers = new Headers();
    private answered = new Headers();
    private readonly controller = new AbortController();

    open(method: string, url: string): void {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string): void {
      this.headers.set(name, value);
    }
    getAllResponseHeaders(): string {
      return [...this.answered].map(([name, value]) => `${name}: ${value}\r\n`).join('');
    }
    abort(): void {
      this.controller.abort();
    }
    send(body: BodyInit | null): void {
      const onUploadProgress = (loaded: number, total: number) =>
        this.upload.onprogress?.(new ProgressEvent('progress', { lengthComputable: true, loaded, total }));
      fetch(this.url, { method: this.method, headers: this.headers, body, signal: this.controller.signal, onUploadProgress })
        .then(async (response) => {
          if (this.controller.signal.aborted) throw new DOMException('aborted', 'AbortError');
          this.status = response.status;
          this.statusText = response.statusText;
          this.answered = response.headers;
          this.responseText = await response.text();
          this.onload?.();
        })
        .catch(() => (this.controller.signal.aborted ? this.onabort : this.onerror)?.())
        .finally(() => this.onloadend?.());
    }
  }
  return FakeXhr as unknown as typeof XMLHttpRequest;
}
