/**
 * The transport (src/shared/transport.ts): a request that watches its upload goes by
 * XMLHttpRequest and answers with a Response, as fetch does; through the HTTP client it keeps
 * the client's headers, status errors and decoding. Real requests to the test server's /echo.
 */
import { expect } from '@open-wc/testing';
import { createHttpClient, HttpStatusError, RequestAbortedError } from '../../src/shared/http';
import { browserTransport, xhrFetch } from '../../src/shared/transport';
import { rejection } from '../support/rejection';

const form = (bytes: number) => {
  const body = new FormData();
  body.set('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'a.png');
  return body;
};

describe('transport: upload progress by XMLHttpRequest', () => {
  it('reports the bytes sent, ends at the whole body, and answers with the status, headers and body', async () => {
    const progress: [number, number][] = [];
    const response = await xhrFetch('/echo', {
      method: 'POST',
      headers: { 'x-chat-version': '4' },
      body: form(300_000),
      onUploadProgress: (sent, total) => progress.push([sent, total]),
    });
    expect(response.status).to.equal(200);
    expect(response.headers.get('x-echo')).to.equal('yes');
    const echoed = (await response.json()) as { method: string; headers: Record<string, string>; length: number };
    expect(echoed.method).to.equal('POST');
    expect(echoed.headers['x-chat-version']).to.equal('4');
    expect(progress.length, 'progress was reported').to.be.greaterThan(0);
    const [sent, total] = progress.at(-1)!;
    expect(sent).to.equal(total);
    expect(total).to.equal(echoed.length);
  });

  it('a status without a body (204) answers with an empty Response', async () => {
    const response = await xhrFetch('/echo?status=204', { method: 'POST', body: form(10), onUploadProgress: () => undefined });
    expect(response.status).to.equal(204);
    expect(await response.text()).to.equal('');
  });

  it('an aborted request rejects with the signal\'s reason', async () => {
    const controller = new AbortController();
    const request = xhrFetch('/echo?delay=2000', {
      method: 'POST',
      body: form(10),
      signal: controller.signal,
      onUploadProgress: (sent, total) => sent === total && controller.abort(new Error('stop')),
    });
    expect(((await rejection(request)) as Error).message).to.equal('stop');
  });

  it('a request without onUploadProgress goes by fetch (a page\'s fetch wrapper sees it)', async () => {
    const original = globalThis.fetch;
    const seen: string[] = [];
    globalThis.fetch = (input: RequestInfo | URL) => (seen.push(String(input)), Promise.resolve(new Response('{}')));
    try {
      await browserTransport('/echo', { method: 'POST', body: 'x' });
    } finally {
      globalThis.fetch = original;
    }
    expect(seen).to.deep.equal(['/echo']);
  });

  it('through the HTTP client: the client\'s headers go with it, progress is heard, a 4xx is an HttpStatusError, an abort a RequestAbortedError', async () => {
    const http = createHttpClient({ baseUrl: '/', headers: () => ({ 'x-device-id': 'DEVICE' }) });
    const progress: number[] = [];
    const echoed = await http.post<{ headers: Record<string, string> }>('echo', form(200_000), { onUploadProgress: (sent) => progress.push(sent) });
    expect(echoed.headers['x-device-id']).to.equal('DEVICE');
    expect(progress.at(-1)).to.be.greaterThan(200_000);

    const refused = await rejection(http.post('echo', form(10), { query: { status: 413 }, onUploadProgress: () => undefined }));
    expect(refused).to.be.instanceOf(HttpStatusError);
    expect((refused as HttpStatusError).status).to.equal(413);

    const controller = new AbortController();
    const cancelled = http.post('echo', form(10), {
      query: { delay: 2000 },
      signal: controller.signal,
      onUploadProgress: (sent, total) => sent === total && controller.abort(),
    });
    expect(await rejection(cancelled)).to.be.instanceOf(RequestAbortedError);
  });
});
