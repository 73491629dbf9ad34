/**
 * The chat core: one object that wires the session, the HTTP client with its shared 401
 * refresh, the socket, the ticket and message stores and the persisted outbox, and offers the
 * commands a chat panel calls. Headless: every effect comes in through options (ports).
 */
import type { Clock, TimerId } from '../../shared/clock';
import type { Http } from '../../shared/http';
import type { KeyValueStorage } from '../../shared/storage';
import { createStore } from '../../shared/store';
import {
  AGENT_TYPING_DEFAULT_MS,
  CHAT_VERSION,
  MARK_READ_DEBOUNCE_MS,
  MAX_ENTRY_SUGGESTIONS,
  PERMITTED_INTERNAL_REQUEST_ACTIONS,
  SOCKET_AUTH_SCHEME,
  TICKET_REFRESH_DEBOUNCE_MS,
} from '../constants';
import { acceptLanguage, createChatClient, createSessionApi } from './client';
import type { ChatClient, CreateTicketBody } from './client';
import { CannotOpenChatError, ChatDisabledError } from './errors';
import { fileProblem } from './files';
import { newId } from './ids';
import { decodeMessage } from './models';
import type { Agent, ChatAction, InternalRequest, Message, RatingOption } from './models';
import { createMessageStore, PRE_TICKET } from './messages';
import type { ChatMessage } from './messages';
import { createOutbox } from './outbox';
import type { OutboxItem } from './outbox';
import { fallbackGreeting } from './pre-ticket';
import { createSession } from './session';
import type { Credentials } from './session';
import { createChatSocket } from './socket';
import type { ServerFrame, SocketFactory } from './socket';
import { createTicketStore } from './tickets';

export interface ChatOptions {
  /** The chat HTTP port (createChatHttp: chat headers, cookies). */
  http: Http;
  /** The socket URL (socketUrl(apiBase)). */
  socketUrl: string;
  socketFactory: SocketFactory;
  storage: KeyValueStorage;
  clock: Clock;
  /** The encrypted device id (encryptDeviceId). */
  device: () => Promise<string> | string;
  locale: () => string | undefined;
  userAgent: string;
  /** Fresh credentials for a signed-in user's session refresh. */
  credentials?: (() => Promise<Credentials | undefined>) | undefined;
  /** Names the chatbot in the built-in greeting. */
  chatbotName?: string | undefined;
  random?: () => number;
  /** The outbox's retry delays (tests shorten them). */
  outboxRetryMs?: { min: number; max: number } | undefined;
}

export interface PreTicketState {
  loading: boolean;
  error?: Error | undefined;
  greeting: string[];
  greetingAuthorId?: string | undefined;
  /** Category and ticket fields sent when the first message creates the ticket. */
  ticketBody?: CreateTicketBody | undefined;
  /** Entry suggestions shown before a ticket: at most 5 (§2.2, §9). */
  entrySuggestions: { id: string; title: string }[];
}

export interface ChatSnapshot {
  enabled: boolean;
  /** The ticket the panel shows; undefined in the pre-ticket chat. */
  ticketId?: string | undefined;
  preTicket: PreTicketState;
  /** Who is typing in which ticket, until when (ms). */
  typing: Readonly<Record<string, { authorId: string; until: number }>>;
  internalRequests: Readonly<Record<string, InternalRequest[]>>;
  actions: Readonly<Record<string, ChatAction[]>>;
}

/** ws(s)://…/ws?auth-scheme=web under the chat API path (§7.3). */
export function socketUrl(apiBase: string, pageUrl: string): string {
  const url = new URL(apiBase.replace(/\/+$/, '') + '/ws', pageUrl);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.searchParams.set('auth-scheme', SOCKET_AUTH_SCHEME);
  return url.toString();
}

/** Only internal requests in state pending with a permitted action are shown (§5). */
export const visibleInternalRequests = (requests: readonly InternalRequest[]) =>
  requests.filter((request) => request.state === 'pending' && PERMITTED_INTERNAL_REQUEST_ACTIONS.includes(request.action));

export type Chat = ReturnType<typeof createChat>;

export function createChat(options: ChatOptions) {
  const { clock, storage } = options;
  const session = createSession({ api: createSessionApi(options.http), storage, clock, credentials: options.credentials });
  const client: ChatClient = createChatClient({ http: options.http, refreshSession: () => session.refresh() });
  const tickets = createTicketStore({ client, clock });
  const messages = createMessageStore({ client, clock });
  const store = createStore<ChatSnapshot>({ enabled: true, preTicket: { loading: false, greeting: [], entrySuggestions: [] }, typing: {}, internalRequests: {}, actions: {} });
  const typingTimers = new Map<string, TimerId>();
  const readTimers = new Map<string, TimerId>();
  const refreshTimers = new Map<string, TimerId>();

  /** Runs `work` once `ms` after the last call for `key` (§9: mark-as-read 400 ms, ticket refresh 200 ms). */
  function debounce(timers: Map<string, TimerId>, key: string, ms: number, work: () => Promise<unknown>): void {
    clock.clearTimeout(timers.get(key));
    timers.set(
      key,
      clock.setTimeout(() => {
        timers.delete(key);
        void work().catch(() => undefined);
      }, ms),
    );
  }
  /** Pre-ticket reference → the ticket created for it (idempotent through externalRef). */
  const createdTickets = new Map<string, Promise<string>>();
  let preTicketRef: string | undefined;

  const socket = createChatSocket({
    factory: options.socketFactory,
    url: options.socketUrl,
    clock,
    random: options.random,
    hello: async () => ({
      version: CHAT_VERSION,
      userAgent: options.userAgent,
      acceptLanguage: acceptLanguage(options.locale()),
      device: await options.device(),
    }),
  });

  /** Pre-ticket reference → the id of the ticket created for it. */
  const ticketIdsByRef = new Map<string, string>();
  const threadOf = (item: Pick<OutboxItem, 'ticketId' | 'ticketRef'>) =>
    item.ticketId ?? (item.ticketRef && ticketIdsByRef.get(item.ticketRef)) ?? PRE_TICKET;
  const guard = () => {
    if (!store.getSnapshot().enabled) throw new ChatDisabledError();
  };

  function ensureTicket(ref: string): Promise<string> {
    let created = createdTickets.get(ref);
    if (!created) {
      created = client
        .createTicket({ ...store.getSnapshot().preTicket.ticketBody, externalRef: ref })
        .then(async (ticket) => {
          ticketIdsByRef.set(ref, ticket.id);
          tickets.put(ticket);
          messages.moveThread(PRE_TICKET, ticket.id);
          await outbox.assignTicket(ref, ticket.id);
          // A new ticket's transcript is short: load it so the thread has its re-sync cursor.
          void messages.loadLatest(ticket.id).catch(() => undefined);
          if (preTicketRef === ref) preTicketRef = undefined;
          store.update((draft) => void (draft.ticketId ??= ticket.id));
          return ticket.id;
        });
      created.catch(() => createdTickets.delete(ref));
      createdTickets.set(ref, created);
    }
    return created;
  }

  async function sendItem(item: OutboxItem): Promise<Message> {
    const anonymousVisitor = session.getSnapshot().status === 'unauthorised';
    // Unauthorised visitors use the ticketless variants (/messages/…); others get a ticket first.
    const ticketId = anonymousVisitor ? item.ticketId : (item.ticketId ?? (item.ticketRef ? await ensureTicket(item.ticketRef) : undefined));
    const send = { correlationId: item.clientMessageId, preventEscalation: item.preventEscalation };
    if (item.kind === 'upload') return client.sendUpload(ticketId, item.file!, item.fileName ?? 'file', send);
    return client.sendText(ticketId, item.text ?? '', send);
  }

  const outbox = createOutbox({
    storage,
    clock,
    retryMs: options.outboxRetryMs,
    // Queued messages belong to whoever typed them: another user signing in on this browser never sends them.
    owner: () => session.getSnapshot().clientId,
    send: sendItem,
    onSent(item, message) {
      const from = threadOf(item);
      // A visitor who is not signed in gets the ticket the server opened for the ticketless send.
      if (from === PRE_TICKET && message.ticketId) {
        messages.moveThread(PRE_TICKET, message.ticketId);
        store.update((draft) => void (draft.ticketId ??= message.ticketId));
      }
      const key = message.ticketId ?? from;
      messages.removePending(key, item.clientMessageId);
      messages.merge(key, [message]);
      tickets.applyMessage(message);
    },
    onFailed(item) {
      messages.markFailed(threadOf(item), item.clientMessageId);
    },
  });

  function pendingOf(item: OutboxItem): ChatMessage {
    return {
      id: item.clientMessageId,
      clientMessageId: item.clientMessageId,
      correlationId: item.clientMessageId,
      ticketId: item.ticketId,
      fromClient: true,
      author: { id: session.getSnapshot().clientId ?? 'me', chatbot: false },
      createdAt: item.createdAt,
      kind: 'message',
      payloadType: item.kind === 'upload' ? 'upload' : 'text',
      payload: item.kind === 'upload' ? { fileName: item.fileName, mediaType: item.file?.type } : { text: item.text },
      local: item.kind === 'upload' ? { fileName: item.fileName, mediaType: item.file?.type, file: item.file } : undefined,
    };
  }

  function onTyping(payload: Record<string, unknown>): void {
    const ticketId = String(payload.ticketId ?? '');
    if (!ticketId) return;
    const stop = payload.event === 'Stop';
    const duration = typeof payload.durationMs === 'number' ? payload.durationMs : AGENT_TYPING_DEFAULT_MS;
    clock.clearTimeout(typingTimers.get(ticketId));
    store.update((draft) => {
      if (stop) delete draft.typing[ticketId];
      else draft.typing[ticketId] = { authorId: String(payload.authorId ?? ''), until: clock.now() + duration };
    });
    if (!stop) {
      typingTimers.set(
        ticketId,
        clock.setTimeout(() => store.update((draft) => void delete draft.typing[ticketId]), duration),
      );
    }
  }

  function onFrame(frame: ServerFrame): void {
    const payload = (frame.payload ?? {}) as Record<string, unknown>;
    switch (frame.type) {
      case 'message': {
        let message: Message;
        try {
          message = decodeMessage(payload);
        } catch {
          return;
        }
        if (!message.ticketId) return;
        messages.merge(message.ticketId, [message], inSync);
        tickets.applyMessage(message);
        // A service message changed the ticket: fetch the server's whole view of it (agent, flags).
        if (message.kind === 'service' && store.getSnapshot().enabled) {
          const ticketId = message.ticketId;
          debounce(refreshTimers, ticketId, TICKET_REFRESH_DEBOUNCE_MS, () => tickets.loadTicket(ticketId));
        }
        if (!message.fromClient) onTyping({ ticketId: message.ticketId, event: 'Stop' });
        return;
      }
      case 'typing':
        return onTyping(payload);
      case 'read':
        if (typeof payload.ticketId === 'string') tickets.apply(payload.ticketId, { type: 'read' });
        return;
      case 'internalRequest':
        if (typeof payload.ticketId === 'string') void loadInternalRequests(payload.ticketId).catch(() => undefined);
        return;
    }
  }

  /** True while the socket has been open since the last re-sync: its frames then leave no gap. */
  let inSync = false;
  let opened = false;
  socket.on('frame', onFrame);
  socket.subscribe(() => {
    const open = socket.getSnapshot().status === 'Open';
    if (open && !opened) void onOpen();
    if (!open) inSync = false;
    opened = open;
  });

  /** Every open after the first is a reconnect: reset ticket lists, re-sync the open ticket, flush. */
  let everOpened = false;
  async function onOpen(): Promise<void> {
    const reconnect = everOpened;
    everOpened = true;
    outbox.kick();
    const ticketId = store.getSnapshot().ticketId;
    if (reconnect && store.getSnapshot().enabled) tickets.reset();
    const [, synced] = await Promise.allSettled([
      reconnect && store.getSnapshot().enabled ? tickets.load() : Promise.resolve(),
      ticketId ? messages.resync(ticketId) : Promise.resolve(),
    ]);
    // A failed re-sync leaves the socket out of sync, so the next reconnect asks again from the same cursor.
    if (synced.status === 'fulfilled' && socket.getSnapshot().status === 'Open') inSync = true;
  }

  /** Shows this user's queued messages (from before a reload) as pending, or failed if parked. */
  async function restorePending(): Promise<void> {
    for (const item of await outbox.items()) {
      messages.addPending(threadOf(item), pendingOf(item));
      if (item.parked) messages.markFailed(threadOf(item), item.clientMessageId);
    }
  }

  /** After any sign-in: fresh ticket lists, this user's queue shown and sent. */
  async function afterSignIn(): Promise<void> {
    tickets.reset();
    await restorePending();
    outbox.kick();
  }

  async function loadInternalRequests(ticketId: string): Promise<void> {
    const requests = await client.internalRequests(ticketId);
    store.update((draft) => void (draft.internalRequests[ticketId] = visibleInternalRequests(requests)));
  }

  async function queue(input: Omit<OutboxItem, 'order' | 'parked' | 'attempts' | 'clientMessageId' | 'createdAt'>): Promise<string> {
    const clientMessageId = newId();
    const createdAt = new Date(clock.now()).toISOString();
    const draft = { ...input, clientMessageId, createdAt, order: 0, parked: false, attempts: 0 };
    messages.addPending(threadOf(draft), pendingOf(draft));
    await outbox.add({ ...input, clientMessageId, createdAt });
    return clientMessageId;
  }

  function target(): Pick<OutboxItem, 'ticketId' | 'ticketRef' | 'preventEscalation'> {
    const ticketId = store.getSnapshot().ticketId;
    if (ticketId) return { ticketId };
    // The initial messages are sent without escalation to a live agent (§4.6).
    preTicketRef ??= newId();
    return { ticketRef: preTicketRef, preventEscalation: true };
  }

  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    session,
    socket,
    tickets,
    messages,
    outbox,
    client,

    /** Loads the socket config, restores queued messages, opens the socket and sends what waits. */
    async start(): Promise<void> {
      try {
        socket.setConfig(await client.socketConfig());
      } catch {
        // The §9 defaults stay in force.
      }
      await restorePending();
      socket.start();
      outbox.kick();
    },
    stop(): void {
      socket.stop();
      outbox.pause();
    },

    async signIn(verificationToken: string, clientId: string): Promise<void> {
      await session.signIn(verificationToken, clientId);
      await afterSignIn();
      await tickets.load();
    },
    async signInAnonymous(): Promise<void> {
      await session.signInAnonymous();
      await afterSignIn();
    },
    async restoreAnonymous(): Promise<void> {
      await session.restoreAnonymous();
      await afterSignIn();
    },
    async signOut(): Promise<void> {
      outbox.pause();
      await session.signOut();
      tickets.reset();
      messages.clear();
      store.update((draft) => void (draft.ticketId = undefined));
    },

    /** §4.6: ask for a decision; open the existing ticket, or show the greeting for a new one. */
    async startPreTicket(ticketBody: CreateTicketBody = {}, suggestions: { id: string; title: string }[] = []): Promise<void> {
      guard();
      const entrySuggestions = suggestions.slice(0, MAX_ENTRY_SUGGESTIONS);
      store.update((draft) => {
        draft.ticketId = undefined;
        draft.preTicket = { loading: true, greeting: [], ticketBody, entrySuggestions };
      });
      try {
        const decision = await client.decision(ticketBody.category);
        if (decision.ticketId && !decision.openNew) return await this.openTicket(decision.ticketId);
        if (!decision.openNew) throw new CannotOpenChatError();
        let greeting: string[];
        let greetingAuthorId: string | undefined;
        try {
          const answer = await client.greeting();
          greeting = answer.messages;
          greetingAuthorId = answer.authorId;
        } catch {
          greeting = fallbackGreeting(options.chatbotName);
        }
        store.update((draft) => void (draft.preTicket = { loading: false, greeting, greetingAuthorId, ticketBody, entrySuggestions }));
      } catch (error) {
        store.update((draft) => {
          draft.preTicket.loading = false;
          draft.preTicket.error = error as Error;
        });
        throw error;
      }
    },

    async openTicket(ticketId: string): Promise<void> {
      guard();
      store.update((draft) => void (draft.ticketId = ticketId));
      await Promise.all([
        tickets.loadTicket(ticketId),
        messages.loadLatest(ticketId),
        loadInternalRequests(ticketId),
        client.actionSuggestions(ticketId).then((actions) => store.update((draft) => void (draft.actions[ticketId] = actions))),
      ]);
    },

    /** Trims; an empty text is not sent (§5). Resolves with the clientMessageId once it is safely queued. */
    async sendText(text: string): Promise<string | undefined> {
      guard();
      const trimmed = text.trim();
      if (!trimmed) return undefined;
      return queue({ ...target(), kind: 'text', text: trimmed });
    },

    /** Images and PDF up to 10 MB; any other file is added as failed and never sent (§4.5). */
    async sendFile(file: Blob, fileName: string): Promise<string> {
      guard();
      const problem = fileProblem(file);
      const where = target();
      if (problem) {
        const id = newId();
        const item = { ...where, clientMessageId: id, createdAt: new Date(clock.now()).toISOString(), kind: 'upload' as const, file, fileName, order: 0, parked: true, attempts: 0 };
        messages.addRejected(threadOf(item), pendingOf(item), problem);
        return id;
      }
      return queue({ ...where, kind: 'upload', file, fileName });
    },

    async retry(clientMessageId: string): Promise<void> {
      const item = (await outbox.items()).find((queued) => queued.clientMessageId === clientMessageId);
      if (!item) return;
      messages.markSending(threadOf(item), clientMessageId);
      await outbox.retry(clientMessageId);
    },
    async delete(clientMessageId: string): Promise<void> {
      const key = store.getSnapshot().ticketId ?? PRE_TICKET;
      await outbox.remove(clientMessageId);
      messages.removePending(key, clientMessageId);
      messages.removePending(PRE_TICKET, clientMessageId);
    },

    /** Call on every keystroke in the input. */
    typing(): void {
      const ticketId = store.getSnapshot().ticketId;
      if (ticketId) socket.typing(ticketId);
    },

    /** The chat was read (scrolled to the bottom): tells the server after 400 ms of quiet. */
    markRead(ticketId: string): void {
      debounce(readTimers, ticketId, MARK_READ_DEBOUNCE_MS, () => tickets.markRead(ticketId));
    },

    async submitAction(ticketId: string, actionId: string): Promise<void> {
      guard();
      await client.submitAction(ticketId, actionId);
      store.update((draft) => void (draft.actions[ticketId] = (draft.actions[ticketId] ?? []).filter((action) => action.actionId !== actionId)));
    },
    async answerInternalRequest(ticketId: string, requestId: string, choices: string[]): Promise<void> {
      guard();
      await client.answerInternalRequest(requestId, choices);
      await loadInternalRequests(ticketId);
    },

    ratingOptions: (ticketId: string): Promise<RatingOption[]> => client.ratings(ticketId),
    experienceTags: (ticketId: string) => client.experienceTags(ticketId),
    /** §4.7 submit; also what closing the popup does with the chosen rating (no tags, no feedback). */
    async rate(ticketId: string, experience: string, tags: string[] = [], feedback = ''): Promise<void> {
      guard();
      await client.rateExperience(ticketId, { experience, tags, feedback });
      tickets.apply(ticketId, { type: 'rated', rating: experience });
    },
    /** Skip closes the ticket (§4.7). */
    skipRating: (ticketId: string) => tickets.close(ticketId),
    /** 'Chat with a live agent': sends a message and reopens the ticket locally (§4.7). */
    async chatWithLiveAgent(ticketId: string, text: string): Promise<void> {
      guard();
      store.update((draft) => void (draft.ticketId = ticketId));
      tickets.apply(ticketId, { type: 'reopen' });
      await this.sendText(text);
    },
    agent: (agentId: string): Promise<Agent> => client.agent(agentId),

    /** Chat actions fail with 'Chat is disabled.' while disabled; enabling resets the ticket lists. */
    disable(): void {
      store.update((draft) => void (draft.enabled = false));
      tickets.disable();
      outbox.pause();
    },
    enable(): void {
      store.update((draft) => void (draft.enabled = true));
      tickets.enable();
      outbox.kick();
    },
  };
}

