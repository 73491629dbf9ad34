/**
 * The chat core: one object that wires the session, the HTTP client with its shared 401
 * refresh, the socket, the ticket and message stores and the persisted outbox, and offers the
 * commands a chat panel calls. Headless: every effect comes in through options (ports).
 */
import type { Clock } from '../../shared/clock';
import { createStore, select } from '../../shared/store';
import type { Http } from '../../shared/http';
import type { Logger } from '../../shared/logger';
import { randomId } from '../../shared/random';
import type { Random } from '../../shared/random';
import type { KeyValueStorage, SyncStore } from '../../shared/storage';
import { CHAT_VERSION, MARK_READ_DEBOUNCE_MS, MAX_ENTRY_SUGGESTIONS, MAX_LOCAL_FAQ_SUGGESTIONS, SOCKET_AUTH_SCHEME } from '../constants';
import { createBotTyping } from './bot-typing';
import { createChatStore, createDebouncer, visibleInternalRequests } from './chat-state';
import type { ChatSnapshot, FaqSuggestion } from './chat-state';
import { acceptLanguage, createChatClient, createSessionApi } from './client';
import type { ChatClient, CreateTicketBody } from './client';
import { CannotOpenChatError, ChatDisabledError } from './errors';
import { fileProblem } from './files';
import { connectLive } from './live';
import { reportUnreadable } from './models';
import type { Agent, RatingOption, Ticket } from './models';
import { createMessageStore, transcript } from './messages';
import type { ChatMessage, Thread } from './messages';
import { createOpening, keepContext, openRequest } from './opening';
import type { Current, OpenDetail, OpeningState, RequestSettings, SessionCredentials } from './opening';
import { fallbackGreeting } from './pre-ticket';
import { createSending } from './sending';
import { createSession } from './session';
import type { Credentials, SessionSnapshot } from './session';
import { createChatSocket } from './socket';
import type { SocketFactory, SocketStatus } from './socket';
import { createTicketClock } from './ticket-clock';
import { createTicketStore } from './tickets';
import type { TicketsSnapshot } from './tickets';

/**
 * Everything a chat panel reads, as one snapshot: the chat's own state (open ticket, pre-ticket,
 * typing, internal requests, actions), the session, the socket, the tickets, every thread's
 * messages and the outbox's count of what waits. Parts keep their identity while unchanged, so a
 * selector (`chat.select`, or useCore's) re-renders only what changed.
 */
export interface ChatState extends ChatSnapshot {
  /** The panel's sign-in and open request (core/opening.ts). */
  opening: OpeningState;
  session: SessionSnapshot;
  socket: { status: SocketStatus; attempt: number };
  tickets: TicketsSnapshot;
  /** By ticket id; the pre-ticket chat's is `PRE_TICKET` (''). */
  threads: Readonly<Record<string, Thread>>;
  /** Messages queued and not yet confirmed (sending or failed), across threads. */
  outbox: { pending: number; failed: number };
  /** §4.4's active list at the chat's clock (it changes by itself when a dismissal's 12 hours end). */
  activeTickets: readonly Ticket[];
}

/** Waits for every load; fails with the first failure once all have settled (a view shows what it could read). */
async function settleAll(loads: Promise<unknown>[]): Promise<void> {
  const failed = (await Promise.allSettled(loads)).find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}

/** The messages of one ticket (or of the pre-ticket chat) to show: confirmed, then pending. */
export const selectThread = (ticketId: string) => (state: ChatState): Thread | undefined => state.threads[ticketId];
export const messagesOf = (state: ChatState, ticketId: string): ChatMessage[] => transcript(state.threads[ticketId]);

export interface ChatOptions {
  /** The chat HTTP port (createChatHttp: chat headers, cookies). */
  http: Http;
  /** The socket URL (socketUrl(apiBase)). */
  socketUrl: string;
  socketFactory: SocketFactory;
  storage: KeyValueStorage;
  /** Where a typed message is kept synchronously until storage has it (localStorage in a browser). */
  backup?: SyncStore | undefined;
  clock: Clock;
  /** The encrypted device id (encryptDeviceId). */
  device: () => Promise<string> | string;
  locale: () => string | undefined;
  userAgent: string;
  /** Fresh credentials for a signed-in user's session refresh. */
  credentials?: (() => Promise<Credentials | undefined>) | undefined;
  /** Names the chatbot in the built-in greeting. */
  chatbotName?: string | undefined;
  /** Ids, the retries' jitter and the chatbot's typing times. */
  random: Random;
  /** The outbox's retry delays (tests shorten them). */
  outboxRetryMs?: { min: number; max: number } | undefined;
  /** Hears of messages left out because they could not be read, and of a panel left without a session. */
  logger?: Logger | undefined;
  /** Where the chat context is kept (§3.2; session storage in a browser). */
  contextStore?: SyncStore | undefined;
}

/** ws(s)://…/ws?auth-scheme=web under the chat API path (§7.3). */
export function socketUrl(apiBase: string, pageUrl: string): string {
  const url = new URL(apiBase.replace(/\/+$/, '') + '/ws', pageUrl);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.searchParams.set('auth-scheme', SOCKET_AUTH_SCHEME);
  return url.toString();
}

export type Chat = ReturnType<typeof createChat>;

export function createChat(options: ChatOptions) {
  const { clock, storage } = options;
  const unreadable = reportUnreadable(options.logger);
  const session = createSession({ api: createSessionApi(options.http), storage, clock, credentials: options.credentials });
  const client: ChatClient = createChatClient({ http: options.http, refreshSession: () => session.refresh(), unreadable });
  const tickets = createTicketStore({ client, clock });
  const messages = createMessageStore({ client, clock });
  const store = createChatStore();
  const markReadSoon = createDebouncer(clock);
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
  const botTyping = createBotTyping({ store, clock, random: options.random });
  const sending = createSending({ client, session, tickets, messages, store, storage, backup: options.backup, clock, random: options.random, retryMs: options.outboxRetryMs, botTyping, onCreated: (ticketId) => ticketCreated(ticketId) });
  const { outbox } = sending;

  const guard = () => {
    if (!store.getSnapshot().enabled) throw new ChatDisabledError();
  };
  /** Agents whose avatar was asked for (loadAvatar): once each. */
  const avatarsAsked = new Set<string>();

  async function loadInternalRequests(ticketId: string): Promise<void> {
    const requests = await client.internalRequests(ticketId);
    store.update((draft) => void (draft.internalRequests[ticketId] = visibleInternalRequests(requests)));
  }

  async function loadActions(ticketId: string): Promise<void> {
    const actions = await client.actionSuggestions(ticketId);
    store.update((draft) => void (draft.actions[ticketId] = actions));
  }

  connectLive({ socket, store, messages, tickets, outbox, clock, loadInternalRequests, loadActions, botTyping, unreadable });

  const opening = createOpening({
    clock,
    logger: options.logger,
    session,
    signIn,
    signInAnonymous,
    restoreAnonymous,
    enabled: () => store.getSnapshot().enabled,
    openTicket: showTicket,
    startPreTicket: showPreTicket,
  });
  // A session lost (sign-out, a refresh that failed) signs in again with what the panel was given.
  session.subscribe(opening.step);

  const ticketClock = createTicketClock({ clock, tickets });
  const parts = [store, session, socket, tickets, messages, opening, ticketClock] as const;
  let composed: { from: unknown[]; state: ChatState } | undefined;
  /** The one snapshot, rebuilt only when a part's snapshot changed. */
  function compose(): ChatState {
    const from = parts.map((part) => part.getSnapshot());
    if (composed && from.every((snapshot, index) => snapshot === composed!.from[index])) return composed.state;
    const threads = messages.getSnapshot().threads;
    const queued = Object.values(threads).flatMap((thread) => thread.pending);
    const state: ChatState = {
      ...store.getSnapshot(),
      opening: opening.getSnapshot(),
      session: session.getSnapshot(),
      socket: socket.getSnapshot(),
      tickets: tickets.getSnapshot(),
      threads,
      outbox: { pending: queued.length, failed: queued.filter((message) => message.failed).length },
      // Kept while the tickets and the clock's tick are: a selector of it re-renders only then.
      activeTickets: composed && from[3] === composed.from[3] && from[6] === composed.from[6] ? composed.state.activeTickets : tickets.active(),
    };
    composed = { from, state };
    return state;
  }

  let unlisten: (() => void)[] = [];
  // Each start gets a number: a start whose async steps finish after a stop does nothing more.
  let run = 0;
  const view = createStore<ChatState>(compose(), { onStart: start, onStop: stop });
  const refresh = () => view.set(compose());

  /** First listener: load the socket config, restore queued messages, open the socket once authorised and send what waits. */
  async function start(): Promise<void> {
    const current = ++run;
    unlisten = parts.map((part) => part.subscribe(refresh));
    refresh();
    try {
      socket.setConfig(await client.socketConfig());
    } catch {
      // The §9 defaults stay in force.
    }
    if (current !== run) return;
    await sending.restorePending();
    if (current !== run) return;
    followSession();
    unlisten.push(session.subscribe(followSession));
    outbox.kick();
  }

  /** The socket needs a session (§7.3): it opens once signed in or anonymous, and closes at sign-out. */
  function followSession(): void {
    if (session.getSnapshot().status !== 'unauthorised') socket.start();
    else if (socket.getSnapshot().status !== 'Closed') socket.stop();
  }

  /** Last listener gone: close the socket with 4000 and pause the outbox (nothing queued is dropped). */
  function stop(): void {
    run += 1;
    for (const off of unlisten.splice(0)) off();
    socket.stop();
    outbox.pause();
  }

  /**
   * A ticket's view: the ticket, its latest messages, internal requests and actions. A ticket's
   * failure is kept in `tickets.failed`, the messages' in the thread (§8: the banner with Retry).
   */
  async function loadTicketView(ticketId: string): Promise<void> {
    await settleAll([
      // The user's messages show Read from the server's read state, not only from a live read frame.
      tickets.loadTicket(ticketId).then((ticket) => ticket?.agentReadAt && messages.markAgentRead(ticketId, ticket.agentReadAt)),
      messages.loadLatest(ticketId),
      loadExtras(ticketId),
    ]);
  }

  /** A ticket's internal requests and quick actions (§4.4 actions updated: asked for a ticket just created, and again on its events, live.ts). */
  const loadExtras = (ticketId: string): Promise<void> => settleAll([loadInternalRequests(ticketId), loadActions(ticketId)]);

  /** The opening's port: shows the ticket at once, then loads its view (only its extras when the rest is in hand). */
  async function showTicket(ticketId: string, current: Current, load: boolean): Promise<void> {
    guard();
    if (!current()) return;
    store.update((draft) => void (draft.ticketId = ticketId));
    if (load) await loadTicketView(ticketId);
    // Its extras need a session: a ticket a signed-out visitor's send made has none to ask with.
    else if (session.getSnapshot().status !== 'unauthorised') await loadExtras(ticketId);
  }

  /** Trims; an empty text is not sent (§5). Resolves with the clientMessageId once it is safely queued. */
  async function sendText(text: string): Promise<string | undefined> {
    guard();
    const trimmed = text.trim();
    if (!trimmed) return undefined;
    return sending.queue({ ...sending.target(), kind: 'text', text: trimmed });
  }

  /** After any sign-in: fresh ticket lists, this user's queue shown and sent. */
  async function afterSignIn(): Promise<void> {
    tickets.reset();
    await sending.restorePending();
    outbox.kick();
  }

  async function signIn(verificationToken: string, clientId: string): Promise<void> {
    await session.signIn(verificationToken, clientId);
    await afterSignIn();
    await tickets.load();
  }
  async function signInAnonymous(): Promise<void> {
    await session.signInAnonymous();
    await afterSignIn();
  }
  async function restoreAnonymous(): Promise<void> {
    await session.restoreAnonymous();
    await afterSignIn();
  }

  /** §4.6 (the opening's port): ask for a decision; open the existing ticket, or show the greeting for a new one. */
  async function showPreTicket(ticketBody: CreateTicketBody, suggestions: { id: string; title: string }[], faqs: FaqSuggestion[], current: Current): Promise<void> {
    guard();
    if (!current()) return;
    const entrySuggestions = suggestions.slice(0, MAX_ENTRY_SUGGESTIONS);
    const faqSuggestions = faqs.slice(0, MAX_LOCAL_FAQ_SUGGESTIONS);
    store.update((draft) => {
      draft.ticketId = undefined;
      draft.preTicket = { loading: true, greeting: [], ticketBody, entrySuggestions, faqSuggestions };
    });
    try {
      const decision = await client.decision(ticketBody.category);
      // §4.6 in its order: an existing ticket id opens that ticket; else a new one must be allowed.
      if (decision.ticketId) return await showTicket(decision.ticketId, current, true);
      if (!decision.openNew) throw new CannotOpenChatError();
      const { messages: greeting, authorId: greetingAuthorId } = await client.greeting().catch(() => ({ messages: fallbackGreeting(options.chatbotName), authorId: undefined }));
      if (!current()) return;
      store.update((draft) => void (draft.preTicket = { loading: false, greeting, greetingAuthorId, greetedAt: new Date(clock.now()).toISOString(), ticketBody, entrySuggestions, faqSuggestions }));
    } catch (error) {
      if (current()) {
        store.update((draft) => {
          draft.preTicket.loading = false;
          draft.preTicket.error = error as Error;
        });
      }
      throw error;
    }
  }

  /**
   * The pre-ticket chat's first message made `ticketId` (§4.6): its greeting stays at the top of
   * the ticket's thread, as the user saw it, and the ticket shows if the pre-ticket chat still does.
   */
  function ticketCreated(ticketId: string): void {
    const { greeting, greetingAuthorId, greetedAt } = store.getSnapshot().preTicket;
    messages.addGreeting(ticketId, greeting, greetingAuthorId ?? 'chatbot', greetedAt ?? new Date(clock.now()).toISOString());
    opening.created(ticketId);
  }

  const getSnapshot = (): ChatState => {
    // Fresh even before anyone listens (the parts are then not followed).
    refresh();
    return view.getSnapshot();
  };

  return {
    getSnapshot,
    /** The first listener starts the chat (socket config, queued messages, socket); the last one leaving stops it. */
    subscribe: view.subscribe,
    select: <T>(selector: (state: ChatState) => T) => select({ getSnapshot, subscribe: view.subscribe }, selector),
    /** The chat's clock's time: the date separators' Today and Yesterday. */
    now: (): number => options.clock.now(),

    signIn,
    signInAnonymous,
    restoreAnonymous,
    async signOut(): Promise<void> {
      // Signed out on purpose: no sign-in again with what the panel was given.
      opening.setCredentials({ anonymous: false });
      outbox.pause();
      await session.signOut();
      tickets.reset();
      messages.clear();
      store.update((draft) => void (draft.ticketId = undefined));
    },

    /** A new pre-ticket chat with these fields (§4.6), through the opening; settles once shown. */
    async startPreTicket(ticket: CreateTicketBody = {}, suggestions: { id: string; title: string }[] = [], faqs: FaqSuggestion[] = []): Promise<void> {
      guard();
      await opening.request({ ticket, suggestions, faqs });
    },
    /** The list's row or a link (`source`): that ticket, through the opening; settles once loaded, or fails with its load. */
    async openTicket(ticketId: string, source: 'row' | 'link' = 'row'): Promise<void> {
      guard();
      await opening.openTicket(ticketId, source);
    },

    /** How the panel may sign in (core/opening.ts): it signs in, or asks the host for auth, and opens what was asked. */
    setCredentials: (credentials: SessionCredentials): void => opening.setCredentials(credentials),
    /** An open request (fin-chat-open's detail) with the element's settings; the chat context is kept (§3.2). */
    request: (detail: OpenDetail, settings: RequestSettings = {}): Promise<void> =>
      detail.resume ? opening.request(openRequest(detail, settings, detail.context), true) : opening.request(openRequest(detail, settings, keepContext(options.contextStore, detail.context))),
    /** The more-actions menu's New chat: a pre-ticket chat about the same things (segment, context, page fields). */
    newChat: (): Promise<void> => opening.newChat(),
    /** The failure state's Retry: sign in (or ask for auth) again and open the request. */
    retryOpening: (): void => opening.retry(),
    sendText,

    /** The 50 messages before the oldest held (§9 paging). */
    loadOlder: (ticketId: string): Promise<void> => messages.loadOlder(ticketId),
    /** Loads a ticket's view again after a load failure (the banner's Retry). */
    reloadTicket: (ticketId: string): Promise<void> => loadTicketView(ticketId),
    /** The active tickets (§4.4). */
    loadTickets: (): Promise<void> => tickets.load(),
    /** History by 20 until a short page (§9). */
    loadMoreHistory: (): Promise<void> => tickets.loadMoreHistory(),
    loadAllHistory: (): Promise<void> => tickets.loadAllHistory(),
    closeTicket: (ticketId: string): Promise<void> => tickets.close(ticketId),
    resolveTicket: (ticketId: string): Promise<void> => tickets.resolve(ticketId),
    dismissTicket: (ticketId: string): Promise<void> => tickets.dismiss(ticketId),
    /** Unread agent messages and active tickets, for a launcher badge. */
    summary: () => client.summary(),
    /** An upload's file and its 480 px thumbnail (§7.2). */
    upload: (uploadId: string) => client.upload(uploadId),
    thumbnail: (uploadId: string) => client.thumbnail(uploadId),
    /** §7.2's call config and token (with the chat's headers and 401 refresh): the calls service's api. */
    callConfig: (): Promise<string> => client.callConfig(),
    callToken: (): Promise<string> => client.callToken(),
    /** A ticket for a call placed from outside a chat (`POST /tickets/in-app-call`). */
    createCallTicket: (body: CreateTicketBody = {}) => client.createCallTicket(body),

    /** Images and PDF up to 10 MB; any other file is added as failed and never sent (§4.5). */
    async sendFile(file: Blob, fileName: string): Promise<string> {
      guard();
      const problem = fileProblem(file);
      const input = { ...sending.target(), kind: 'upload' as const, file, fileName };
      return problem ? sending.reject(input, problem) : sending.queue(input);
    },

    retry: (clientMessageId: string): Promise<void> => sending.retry(clientMessageId),
    delete: (clientMessageId: string): Promise<void> => sending.remove(clientMessageId),

    /** Call on every keystroke in the input. */
    typing(): void {
      const ticketId = store.getSnapshot().ticketId;
      if (ticketId) socket.typing(ticketId);
    },

    /** The chat was read (scrolled to the bottom): tells the server after 400 ms of quiet. */
    markRead(ticketId: string): void {
      markReadSoon(ticketId, MARK_READ_DEBOUNCE_MS, () => tickets.markRead(ticketId));
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
    /**
     * 'Chat with a live agent': sends a message and reopens the ticket locally (§4.7). The reopen
     * is a call, as Skip and close are: a failure leaves the ticket as it was and rejects (§8:
     * the view's dismissible banner), rather than waiting in the outbox as a typed message does.
     */
    async chatWithLiveAgent(ticketId: string, text: string): Promise<void> {
      guard();
      const message = await client.sendText(ticketId, text, { correlationId: randomId(options.random) });
      tickets.apply(ticketId, { type: 'reopen' });
      messages.merge(ticketId, [message]);
      tickets.applyMessage(message);
      void opening.reopened(ticketId).catch(() => undefined);
    },
    agent: (agentId: string): Promise<Agent> => client.agent(agentId),
    /**
     * An agent's avatar for the thread (§7.2 GET /agents/{id}/avatar), for authors the ticket does
     * not describe (an earlier agent); asked once per agent, kept in `avatars`.
     */
    async loadAvatar(agentId: string): Promise<void> {
      if (avatarsAsked.has(agentId)) return;
      avatarsAsked.add(agentId);
      let src: string | null = null;
      try {
        src = await client.agentAvatar(agentId);
      } catch {
        // No avatar to show: the thread keeps the agent's initial.
      }
      store.update((draft) => void (draft.avatars[agentId] = src));
    },

    /** Chat actions fail with 'Chat is disabled.' while disabled; enabling resets the ticket lists. */
    disable(): void {
      if (!store.getSnapshot().enabled) return;
      opening.disabled();
      store.update((draft) => void (draft.enabled = false));
      tickets.disable();
      outbox.pause();
    },
    enable(): void {
      if (store.getSnapshot().enabled) return;
      store.update((draft) => void (draft.enabled = true));
      tickets.enable();
      outbox.kick();
      opening.step();
    },
  };
}

