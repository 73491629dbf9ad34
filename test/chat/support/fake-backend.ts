/**
 * An in-memory chat backend behind a fake fetch, for core tests: sessions, tickets (create
 * idempotent by its Idempotency-Key header), messages (idempotent by correlationId, since/before cursors) and
 * switches to fail requests with 401, 5xx or a network error.
 */
import type { TransportInit, UploadProgress } from '../../../src/shared/transport';

export interface FakeMessage {
  id: string;
  ticketId: string;
  correlationId?: string;
  fromClient: boolean;
  author: { id: string; chatbot: boolean };
  createdAt: string;
  kind: 'message' | 'service';
  payloadType: string;
  payload: Record<string, unknown>;
}

export interface FakeCall {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

export function createFakeBackend(now: () => number = () => Date.now()) {
  let seq = 0;
  const tickets = new Map<string, { id: string; state: string; externalRef?: string; createdAt: string; updatedAt: string; unread: number; closeable: boolean }>();
  const messages: FakeMessage[] = [];
  const calls: FakeCall[] = [];
  /**
   * Fails the next matching requests: with a status, as a network error before the server sees
   * them, or 'lost': handled by the server, then the answer is lost on the way back. A status
   * fault may carry a Retry-After (seconds).
   */
  const faults: { match: string; status: number | 'network' | 'lost'; times: number; retryAfterS?: number | undefined }[] = [];
  /** Held requests wait for their gate before the server sees them. */
  const holds: { match: string; gate: Promise<void> }[] = [];
  /** "METHOD path" → a handler answering instead of the built-in routes (a body, or a Response). */
  const overrides = new Map<string, (call: FakeCall) => unknown>();
  let authorised = true;
  const state: { decision: { openNew: boolean; ticketId?: string } } = { decision: { openNew: true } };
  const pad = (n: number) => String(n).padStart(6, '0');
  const iso = () => new Date(now() + seq).toISOString();

  const json = (body: unknown, status = 200) =>
    new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  function addMessage(ticketId: string, fields: Partial<FakeMessage> & Pick<FakeMessage, 'fromClient' | 'payloadType' | 'payload'>): FakeMessage {
    const message: FakeMessage = {
      id: `m${pad(++seq)}`,
      ticketId,
      author: { id: fields.fromClient ? 'me' : 'agent-1', chatbot: false },
      createdAt: iso(),
      kind: 'message',
      ...fields,
    };
    messages.push(message);
    return message;
  }

  function ticket(id: string, externalRef?: string) {
    const at = iso();
    const created = { id, state: 'open', externalRef, createdAt: at, updatedAt: at, unread: 0, closeable: true };
    tickets.set(id, created);
    return created;
  }

  /** Idempotency-Key of a ticket create → the ticket it made. */
  const createdByKey = new Map<string, string>();

  async function handle(method: string, path: string, query: URLSearchParams, body: unknown, headers: Headers): Promise<Response> {
    const hold = holds.find((candidate) => path.startsWith(candidate.match));
    if (hold) await hold.gate;
    const fault = faults.find((candidate) => path.startsWith(candidate.match));
    if (fault) {
      fault.times -= 1;
      if (fault.times <= 0) faults.splice(faults.indexOf(fault), 1);
      if (fault.status === 'network') throw new TypeError('Failed to fetch');
      if (fault.status === 'lost') {
        await route(method, path, query, body, headers);
        throw new TypeError('Failed to fetch');
      }
      const answer = json({ error: 'fault' }, fault.status);
      if (fault.retryAfterS !== undefined) answer.headers.set('retry-after', String(fault.retryAfterS));
      return answer;
    }
    return route(method, path, query, body, headers);
  }

  async function route(method: string, path: string, query: URLSearchParams, body: unknown, headers: Headers): Promise<Response> {
    const custom = overrides.get(`${method} ${path}`);
    if (custom) {
      const answer = await custom({ method, path, query, headers, body });
      return answer instanceof Response ? answer : json(answer);
    }
    if (path === 'signin' || path === 'signin/anonymous') {
      authorised = true;
      const input = body as { clientId?: string };
      return json({ clientId: input.clientId ?? 'anon-1', anonymous: path !== 'signin' });
    }
    if (path === 'ws/config') {
      return json({ keepAliveIntervalMillis: 1_200_000, idleTimeoutMillis: 40_000, openConnectionBackoff: { minMillis: 500, maxMillis: 15_000, randomFactor: 0.3, autoResetMillis: 600_000 } });
    }
    if (!authorised) return json({ error: 'unauthorised' }, 401);
    let match: RegExpExecArray | null;
    if (path === 'tickets' && method === 'GET') return json([...tickets.values()]);
    if (path === 'tickets' && method === 'POST') {
      const key = headers.get('idempotency-key');
      const known = key ? tickets.get(createdByKey.get(key) ?? '') : undefined;
      if (known) return json(known, 200);
      const made = ticket(`t${pad(++seq)}`, (body as { externalRef?: string }).externalRef);
      if (key) createdByKey.set(key, made.id);
      return json(made, 201);
    }
    if (path === 'tickets/next') return json(state.decision);
    if (path === 'tickets/history') {
      // Tickets no longer active, newest first, paged by `before` (an id) and `limit`.
      const past = [...tickets.values()].filter((ticket) => /^(closed|closed_and_rated|canceled)$/.test(ticket.state)).sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
      const before = query.get('before');
      const start = before ? past.findIndex((ticket) => ticket.id === before) + 1 : 0;
      return json(past.slice(start, start + Number(query.get('limit') ?? 20)));
    }
    if (path === 'greeting-messages') return json({ messages: ['Hello from the server'], authorId: 'bot' });
    if ((match = /^tickets\/([^/]+)$/.exec(path))) return json(tickets.get(match[1]!) ?? ticket(match[1]!));
    if ((match = /^tickets\/([^/]+)\/messages$/.exec(path))) {
      const limit = Number(query.get('limit') ?? 50);
      const since = query.get('since');
      const own = messages.filter((message) => message.ticketId === match![1]);
      return json(since ? own.filter((message) => message.id > since).slice(0, limit) : own.slice(-limit));
    }
    if ((match = /^tickets\/([^/]+)\/messages\/history$/.exec(path))) {
      const limit = Number(query.get('limit') ?? 50);
      const before = query.get('before');
      return json(messages.filter((message) => message.ticketId === match![1] && (!before || message.id < before)).slice(-limit));
    }
    if ((match = /^tickets\/([^/]+)\/messages\/(text|upload)$/.exec(path))) {
      const correlationId = query.get('correlationId') ?? undefined;
      const known = messages.find((message) => message.correlationId === correlationId);
      if (known) return json(known);
      const payload = match[2] === 'text' ? { text: (body as { text: string }).text } : { uploadId: `u${seq}`, mediaType: 'image/png', fileName: 'a.png' };
      return json(addMessage(match[1]!, { fromClient: true, correlationId, payloadType: match[2]!, payload, author: { id: 'me', chatbot: false } }));
    }
    if (/^tickets\/[^/]+\/(internal-requests|action-suggestions)$/.test(path)) return json([]);
    return json({ error: 'not_found' }, 404);
  }

  /**
   * Upload progress as XMLHttpRequest reports it: half the file while the request is held (the
   * server has not had it all), the whole of it before the server answers.
   */
  async function uploadProgress(path: string, body: unknown, report: UploadProgress): Promise<void> {
    const file = body instanceof FormData ? body.get('file') : undefined;
    if (!(file instanceof Blob)) return;
    report(Math.floor(file.size / 2), file.size);
    const hold = holds.find((candidate) => path.startsWith(candidate.match));
    if (hold) await hold.gate;
    report(file.size, file.size);
  }

  const fetch = async (input: RequestInfo | URL, init: TransportInit = {}): Promise<Response> => {
    const url = new URL(String(input), 'https://chat.test/');
    const path = url.pathname.replace(/^\/api\/chat\//, '');
    const method = init.method ?? 'GET';
    let body: unknown = init.body;
    if (typeof init.body === 'string') body = JSON.parse(init.body);
    const headers = new Headers(init.headers);
    calls.push({ method, path, query: url.searchParams, headers, body });
    await Promise.resolve();
    if (init.onUploadProgress) await uploadProgress(path, body, init.onUploadProgress);
    return handle(method, path, url.searchParams, body, headers);
  };

  return {
    state,
    fetch: fetch as typeof globalThis.fetch,
    calls,
    messages,
    tickets,
    addMessage,
    ticket,
    fail(match: string, status: number | 'network' | 'lost', times = 1, retryAfterS?: number) {
      faults.push({ match, status, times, retryAfterS });
    },
    /** Requests whose path starts with `match` wait until the returned release is called. */
    hold(match: string): () => void {
      let release!: () => void;
      const entry = { match, gate: new Promise<void>((resolve) => (release = resolve)) };
      holds.push(entry);
      return () => {
        holds.splice(holds.indexOf(entry), 1);
        release();
      };
    },
    /** Answers "METHOD path" (e.g. "GET tickets/history") with `handler`'s result from now on. */
    serve(route: string, handler: (call: FakeCall) => unknown) {
      overrides.set(route, handler);
    },
    clearFaults() {
      faults.length = 0;
    },
    expireSession() {
      authorised = false;
    },
    /** The texts of a ticket's client messages, in server order. */
    clientTexts: (ticketId: string) =>
      messages.filter((message) => message.ticketId === ticketId && message.fromClient).map((message) => String(message.payload.text)),
  };
}

export type FakeBackend = ReturnType<typeof createFakeBackend>;
