import { expect } from '@open-wc/testing';
import { FinWidgetsError } from '../../src/shared/errors';
import {
  BadJsonError,
  DecodeError,
  HttpError,
  HttpStatusError,
  InvalidPathError,
  NetworkError,
  RequestAbortedError,
  TimeoutError,
  buildUrl,
  createHttpClient,
  parseRetryAfter,
} from '../../src/shared/http';
import type { Query } from '../../src/shared/http';
import { createFakeClock } from '../support/fake-clock';
import { rejection } from '../support/rejection';

interface Call {
  url: string;
  init: RequestInit;
}

function fakeFetch(respond: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetch = (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const call = { url: String(input), init };
    calls.push(call);
    return Promise.resolve().then(() => respond(call));
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), { status: 200, ...init, headers: { 'content-type': 'application/json', ...init.headers } });

/** A fetch that never answers but, like the real one, rejects when its signal aborts. */
const hanging = (call: Call) =>
  new Promise<Response>((_, reject) => {
    call.init.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
  });

const headersOf = (call: Call | undefined) => new Headers(call?.init.headers);

describe('http: URL building', () => {
  const cases: [string, string, string, Query | undefined, string][] = [
    ['joins with one slash', 'https://api.example/helpcentre', 'tickets/1', undefined, 'https://api.example/helpcentre/tickets/1'],
    ['base with a trailing slash', 'https://api.example/helpcentre/', '/tickets/1', undefined, 'https://api.example/helpcentre/tickets/1'],
    ['many slashes', 'https://api.example/x//', '//y', undefined, 'https://api.example/x/y'],
    ['relative base', '/api', 'forms/a', undefined, '/api/forms/a'],
    ['empty path', 'https://api.example/ws', '', undefined, 'https://api.example/ws'],
    ['query values', 'https://a.example', 'faq', { lang: 'en-GB', limit: 5, debug: false }, 'https://a.example/faq?lang=en-GB&limit=5&debug=false'],
    ['undefined and null skipped', 'https://a.example', 'faq', { a: undefined, b: null, c: '' }, 'https://a.example/faq?c='],
    ['arrays repeated', 'https://a.example', 't', { id: ['1', 2, undefined, '3'] }, 'https://a.example/t?id=1&id=2&id=3'],
    ['encoding', 'https://a.example', 's', { user_input: 'card & pin/ü' }, 'https://a.example/s?user_input=card+%26+pin%2F%C3%BC'],
    ['path query merged', 'https://a.example', 'sections?entityType=TRANSACTION', { ticketType: 'CHARGEBACK' }, 'https://a.example/sections?entityType=TRANSACTION&ticketType=CHARGEBACK'],
    ['hash dropped', 'https://a.example', 'a#b', { c: 1 }, 'https://a.example/a?c=1'],
    ['all skipped leaves no ?', 'https://a.example', 'a', { b: undefined }, 'https://a.example/a'],
  ];
  for (const [name, base, path, query, expected] of cases) {
    it(name, () => {
      expect(buildUrl(base, path, query)).to.equal(expected);
    });
  }

  for (const path of ['https://evil.example/x', 'javascript:alert(1)', 'HTTP://x']) {
    it(`rejects the absolute path ${path}`, () => {
      expect(() => buildUrl('https://api.example', path)).to.throw(InvalidPathError);
    });
  }
});

describe('http: requests', () => {
  it('sends the method, URL, credentials and an accept header', async () => {
    const { fetch, calls } = fakeFetch(() => json({ ok: true }));
    const http = createHttpClient({ baseUrl: 'https://api.example/helpcentre', fetch, credentials: 'include' });
    expect(await http.get('tickets/7', { query: { full: true } })).to.deep.equal({ ok: true });
    expect(calls).to.have.length(1);
    expect(calls[0]!.url).to.equal('https://api.example/helpcentre/tickets/7?full=true');
    expect(calls[0]!.init.method).to.equal('GET');
    expect(calls[0]!.init.credentials).to.equal('include');
    expect(calls[0]!.init.body).to.equal(undefined);
    expect(headersOf(calls[0]).get('accept')).to.equal('application/json');
  });

  it('merges async client headers with request headers, the request winning', async () => {
    const { fetch, calls } = fakeFetch(() => json({}));
    let token = 'one';
    const http = createHttpClient({
      baseUrl: 'https://api.example',
      fetch,
      headers: async () => ({ 'x-device-id': 'dev-1', Authorization: `Bearer ${token}`, 'Accept-Language': 'en-GB' }),
    });
    await http.get('a', { headers: { 'accept-language': 'fr-FR' } });
    token = 'two';
    await http.get('b');
    const first = headersOf(calls[0]);
    expect(first.get('x-device-id')).to.equal('dev-1');
    expect(first.get('authorization')).to.equal('Bearer one');
    expect(first.get('accept-language')).to.equal('fr-FR');
    expect(headersOf(calls[1]).get('authorization')).to.equal('Bearer two');
    expect(headersOf(calls[1]).get('accept-language')).to.equal('en-GB');
  });

  it('calls fetch in the caller\'s own turn when its headers need no await', async () => {
    // A view that asks while it renders (src/ui/query.ts, the form's preload) has its request out
    // before React commits; only headers that must be awaited (a stored device id) defer it.
    for (const headers of [undefined, () => ({ 'x-user-country': 'GB' })]) {
      const { fetch, calls } = fakeFetch(() => json({}));
      const http = createHttpClient({ baseUrl: 'https://api.example', fetch, ...(headers ? { headers } : {}) });
      const answer = http.get('a');
      expect(calls, headers ? 'plain headers' : 'no headers').to.have.length(1);
      if (headers) expect(headersOf(calls[0]).get('x-user-country')).to.equal('GB');
      await answer;
    }
  });

  it('sends nothing when its headers cannot be read, and rejects with that error', async () => {
    for (const headers of [
      () => {
        throw new Error('no identity');
      },
      async () => {
        throw new Error('no identity');
      },
    ]) {
      const { fetch, calls } = fakeFetch(() => json({}));
      const http = createHttpClient({ baseUrl: 'https://api.example', fetch, headers });
      const error = await rejection(http.get('a'));
      expect((error as Error).message).to.equal('no identity');
      expect(calls).to.have.length(0);
    }
  });

  it('sends a JSON body with its content type', async () => {
    const { fetch, calls } = fakeFetch(() => json({ id: 'u1' }));
    const http = createHttpClient({ baseUrl: 'https://api.example', fetch });
    await http.post('validate', { value: { type: 'STRING', value: 'x' } });
    expect(calls[0]!.init.method).to.equal('POST');
    expect(calls[0]!.init.body).to.equal('{"value":{"type":"STRING","value":"x"}}');
    expect(headersOf(calls[0]).get('content-type')).to.equal('application/json');
  });

  it('keeps a content type the caller set', async () => {
    const { fetch, calls } = fakeFetch(() => json({}));
    const http = createHttpClient({ baseUrl: 'https://api.example', fetch });
    await http.put('x', { a: 1 }, { headers: { 'Content-Type': 'application/merge-patch+json' } });
    expect(headersOf(calls[0]).get('content-type')).to.equal('application/merge-patch+json');
  });

  it('passes FormData through untouched, leaving the content type to fetch', async () => {
    const { fetch, calls } = fakeFetch(() => json({ id: 'up-1' }));
    const http = createHttpClient({ baseUrl: 'https://api.example', fetch });
    const form = new FormData();
    form.append('body', new Blob(['hello'], { type: 'text/plain' }), 'a.txt');
    expect(await http.post('api/forms/f/uploads', form)).to.deep.equal({ id: 'up-1' });
    // Compared by identity: chai's failure message would try to print the FormData and hang.
    expect(calls[0]!.init.body === form, 'the same FormData object').to.equal(true);
    expect(headersOf(calls[0]).has('content-type')).to.equal(false);
  });

  it('has a helper per method', async () => {
    const { fetch, calls } = fakeFetch(() => new Response(null, { status: 204 }));
    const http = createHttpClient({ baseUrl: 'https://api.example', fetch });
    await http.put('p', { a: 1 });
    await http.patch('q', { b: 2 });
    await http.delete('r');
    await http.request({ method: 'POST', path: 's', body: [1] });
    expect(calls.map((call) => [call.init.method, call.url, call.init.body])).to.deep.equal([
      ['PUT', 'https://api.example/p', '{"a":1}'],
      ['PATCH', 'https://api.example/q', '{"b":2}'],
      ['DELETE', 'https://api.example/r', undefined],
      ['POST', 'https://api.example/s', '[1]'],
    ]);
  });

  const empty: [string, () => Response][] = [
    ['204', () => new Response(null, { status: 204 })],
    ['200 with no body', () => new Response('', { status: 200 })],
    ['200 with only whitespace', () => new Response(' \n', { status: 200 })],
  ];
  for (const [name, response] of empty) {
    it(`answers undefined for ${name}`, async () => {
      const http = createHttpClient({ baseUrl: 'https://api.example', fetch: fakeFetch(response).fetch });
      expect(await http.post('tickets/1/seen')).to.equal(undefined);
    });
  }

  it('uses the global fetch by default, called without a foreign this', async () => {
    const original = globalThis.fetch;
    let seen: string | undefined;
    globalThis.fetch = function (this: unknown, input: RequestInfo | URL) {
      seen = `${String(input)} ${this === undefined || this === globalThis}`;
      return Promise.resolve(json([1, 2]));
    };
    try {
      expect(await createHttpClient({ baseUrl: 'https://api.example' }).get('x')).to.deep.equal([1, 2]);
    } finally {
      globalThis.fetch = original;
    }
    expect(seen).to.equal('https://api.example/x true');
  });
});

describe('http: errors', () => {
  it('NetworkError when fetch rejects', async () => {
    const offline = new TypeError('Failed to fetch');
    const http = createHttpClient({ baseUrl: 'https://api.example', fetch: fakeFetch(() => Promise.reject(offline)).fetch });
    const error = await rejection(http.get('x', { query: { secret: 's3' } }));
    expect(error).to.be.instanceOf(NetworkError);
    expect(error).to.be.instanceOf(HttpError);
    expect(error).to.be.instanceOf(FinWidgetsError);
    const network = error as NetworkError;
    expect(network.code).to.equal('network');
    expect(network.cause).to.equal(offline);
    expect(network.method).to.equal('GET');
    expect(network.url).to.equal('https://api.example/x?secret=s3');
    expect(network.message).to.contain('GET https://api.example/x ').and.not.contain('s3');
  });

  it('HttpStatusError with the status and the parsed JSON body', async () => {
    const http = createHttpClient({
      baseUrl: 'https://api.example',
      fetch: fakeFetch(() => json({ message: 'nope' }, { status: 422, statusText: 'Unprocessable Entity' })).fetch,
    });
    const error = (await rejection(http.post('x', {}))) as HttpStatusError;
    expect(error).to.be.instanceOf(HttpStatusError);
    expect(error.code).to.equal('http_status');
    expect(error.status).to.equal(422);
    expect(error.statusText).to.equal('Unprocessable Entity');
    expect(error.body).to.deep.equal({ message: 'nope' });
    expect(error.retryAfterMs).to.equal(undefined);
    expect(error.message).to.equal('POST https://api.example/x answered 422 Unprocessable Entity.');
  });

  const bodies: [string, () => Response, unknown][] = [
    ['a text body', () => new Response('Bad gateway', { status: 502 }), 'Bad gateway'],
    ['no body', () => new Response(null, { status: 404 }), undefined],
  ];
  for (const [name, response, body] of bodies) {
    it(`HttpStatusError with ${name}`, async () => {
      const http = createHttpClient({ baseUrl: 'https://api.example', fetch: fakeFetch(response).fetch });
      const error = (await rejection(http.get('x'))) as HttpStatusError;
      expect(error).to.be.instanceOf(HttpStatusError);
      expect(error.body).to.equal(body);
    });
  }

  it('reads Retry-After in seconds and as an HTTP-date', async () => {
    const clock = createFakeClock(Date.parse('Wed, 21 Oct 2015 07:28:00 GMT'));
    const answers = ['120', 'Wed, 21 Oct 2015 07:28:30 GMT'];
    const http = createHttpClient({
      baseUrl: 'https://api.example',
      clock,
      fetch: fakeFetch(() => new Response('', { status: 503, headers: { 'Retry-After': answers.shift()! } })).fetch,
    });
    expect(((await rejection(http.get('x'))) as HttpStatusError).retryAfterMs).to.equal(120_000);
    expect(((await rejection(http.get('x'))) as HttpStatusError).retryAfterMs).to.equal(30_000);
  });

  it('BadJsonError when a 2xx body is not JSON', async () => {
    const http = createHttpClient({
      baseUrl: 'https://api.example',
      fetch: fakeFetch(() => new Response('<html>maintenance</html>', { status: 200 })).fetch,
    });
    const error = (await rejection(http.get('x'))) as BadJsonError;
    expect(error).to.be.instanceOf(BadJsonError);
    expect(error.code).to.equal('bad_json');
    expect(error.status).to.equal(200);
    expect(error.cause).to.be.instanceOf(SyntaxError);
  });
});

describe('http: Retry-After', () => {
  const now = Date.parse('Sun, 06 Nov 1994 08:49:00 GMT');
  const cases: [string | null, number | undefined][] = [
    ['0', 0],
    ['120', 120_000],
    [' 5 ', 5_000],
    ['Sun, 06 Nov 1994 08:49:37 GMT', 37_000],
    ['Sunday, 06-Nov-94 08:49:37 GMT', 37_000],
    ['Sun Nov  6 08:49:37 1994', 37_000],
    ['Sun, 06 Nov 1994 08:48:00 GMT', 0],
    ['1.5', undefined],
    ['-3', undefined],
    ['soon', undefined],
    ['2024-01-01', undefined],
    ['', undefined],
    [null, undefined],
  ];
  for (const [value, expected] of cases) {
    it(`${JSON.stringify(value)} → ${expected}`, () => {
      expect(parseRetryAfter(value, now)).to.equal(expected);
    });
  }
});

describe('http: timeout and abort', () => {
  it('TimeoutError after timeoutMs, aborting the fetch', async () => {
    const { fetch, calls } = fakeFetch(hanging);
    const http = createHttpClient({ baseUrl: 'https://api.example', fetch });
    const started = performance.now();
    const error = (await rejection(http.get('slow', { timeoutMs: 30 }))) as TimeoutError;
    expect(error).to.be.instanceOf(TimeoutError);
    expect(error).not.to.be.instanceOf(RequestAbortedError);
    expect(error.code).to.equal('timeout');
    expect(error.timeoutMs).to.equal(30);
    expect(performance.now() - started).to.be.below(1000);
    expect(calls[0]!.init.signal!.aborted).to.equal(true);
  });

  it('times out even when the fetch ignores its signal', async () => {
    const clock = createFakeClock();
    const http = createHttpClient({ baseUrl: 'https://api.example', clock, timeoutMs: 1000, fetch: () => new Promise(() => undefined) });
    const pending = http.get('x');
    clock.tick(999);
    const settled = await Promise.race([pending.then(() => 'settled', () => 'settled'), Promise.resolve().then(() => 'waiting')]);
    expect(settled).to.equal('waiting');
    clock.tick(1);
    expect(await rejection(pending)).to.be.instanceOf(TimeoutError);
  });

  it('the timeout covers reading the body', async () => {
    const clock = createFakeClock();
    const endless = new ReadableStream<Uint8Array>({ start: (controller) => controller.enqueue(new TextEncoder().encode('{"a":')) });
    const http = createHttpClient({ baseUrl: 'https://api.example', clock, fetch: fakeFetch(() => new Response(endless)).fetch });
    const pending = http.get('x', { timeoutMs: 50 });
    await new Promise((resolve) => setTimeout(resolve, 10));
    clock.tick(50);
    expect(await rejection(pending)).to.be.instanceOf(TimeoutError);
  });

  it('a request timeout overrides the client one, and 0 turns it off', async () => {
    const clock = createFakeClock();
    const http = createHttpClient({ baseUrl: 'https://api.example', clock, timeoutMs: 10_000, fetch: fakeFetch(hanging).fetch });
    const quick = http.get('x', { timeoutMs: 50 });
    void http.get('y', { timeoutMs: 0 }).catch(() => undefined);
    expect(clock.pending()).to.equal(1);
    clock.tick(50);
    expect(await rejection(quick)).to.be.instanceOf(TimeoutError);
  });

  it('RequestAbortedError when the caller aborts, with the reason as cause', async () => {
    const { fetch, calls } = fakeFetch(hanging);
    const http = createHttpClient({ baseUrl: 'https://api.example', fetch });
    const controller = new AbortController();
    const pending = http.get('x', { signal: controller.signal });
    await Promise.resolve();
    controller.abort('user left');
    const error = (await rejection(pending)) as RequestAbortedError;
    expect(error).to.be.instanceOf(RequestAbortedError);
    expect(error).not.to.be.instanceOf(TimeoutError);
    expect(error.code).to.equal('request_aborted');
    expect(error.cause).to.equal('user left');
    expect(calls[0]!.init.signal!.aborted).to.equal(true);
  });

  it('an already aborted signal never reaches fetch', async () => {
    const { fetch, calls } = fakeFetch(() => json({}));
    const http = createHttpClient({ baseUrl: 'https://api.example', fetch });
    const error = await rejection(http.post('x', {}, { signal: AbortSignal.abort() }));
    expect(error).to.be.instanceOf(RequestAbortedError);
    expect(calls).to.have.length(0);
  });

  it('whichever comes first wins: a timeout stays a timeout when the caller aborts later', async () => {
    const clock = createFakeClock();
    const http = createHttpClient({ baseUrl: 'https://api.example', clock, fetch: fakeFetch(hanging).fetch });
    const controller = new AbortController();
    const pending = http.get('x', { signal: controller.signal, timeoutMs: 10 });
    clock.tick(10);
    controller.abort();
    expect(await rejection(pending)).to.be.instanceOf(TimeoutError);
  });

  it('an abort stays an abort when the timeout falls due before the rejection settles', async () => {
    const clock = createFakeClock();
    const http = createHttpClient({ baseUrl: 'https://api.example', clock, fetch: fakeFetch(hanging).fetch });
    const controller = new AbortController();
    const pending = http.get('x', { signal: controller.signal, timeoutMs: 10 });
    await Promise.resolve();
    controller.abort();
    clock.tick(10);
    expect(await rejection(pending)).to.be.instanceOf(RequestAbortedError);
  });

  it('a finished request clears its timer', async () => {
    const clock = createFakeClock();
    const http = createHttpClient({ baseUrl: 'https://api.example', clock, fetch: fakeFetch(() => json(1)).fetch });
    expect(await http.get('x')).to.equal(1);
    expect(clock.pending()).to.equal(0);
  });
});

describe('http: decoding at the boundary', () => {
  interface Ticket {
    id: string;
  }
  const decodeTicket = (json: unknown): Ticket => {
    const id = (json as { id?: unknown } | undefined)?.id;
    if (typeof id !== 'string') throw new DecodeError('$.id', `expected a string, got ${JSON.stringify(id)}`);
    return { id };
  };

  it('returns what the decoder returns', async () => {
    const http = createHttpClient({ baseUrl: 'https://api.example', fetch: fakeFetch(() => json({ id: 't1', extra: 1 })).fetch });
    const ticket: Ticket = await http.get('tickets/t1', { decode: decodeTicket });
    expect(ticket).to.deep.equal({ id: 't1' });
  });

  it('a DecodeError keeps its path and gains the request', async () => {
    const http = createHttpClient({ baseUrl: 'https://api.example', fetch: fakeFetch(() => json({ id: 42 })).fetch });
    const error = (await rejection(http.get('tickets/t1', { decode: decodeTicket }))) as DecodeError;
    expect(error).to.be.instanceOf(DecodeError);
    expect(error.code).to.equal('decode');
    expect(error.path).to.equal('$.id');
    expect(error.message).to.equal('GET https://api.example/tickets/t1: unexpected data at $.id: expected a string, got 42');
  });

  it('any other decoder error becomes a DecodeError at $', async () => {
    const http = createHttpClient({ baseUrl: 'https://api.example', fetch: fakeFetch(() => new Response(null, { status: 204 })).fetch });
    const decode = (json: unknown) => (json as { items: string[] }).items.length;
    const error = (await rejection(http.get('x', { decode }))) as DecodeError;
    expect(error).to.be.instanceOf(DecodeError);
    expect(error.path).to.equal('$');
    expect(error.cause).to.be.instanceOf(TypeError);
  });

  it('DecodeError can be thrown by decoders outside HTTP too', () => {
    const error = new DecodeError('$.items[3].name', 'expected a string, got null');
    expect(error).to.be.instanceOf(FinWidgetsError);
    expect(error.message).to.equal('unexpected data at $.items[3].name: expected a string, got null');
  });
});
