/**
 * The chat core: one object that wires the session, the HTTP client with its shared 401
 * refresh, the socket, the ticket and message stores and the persisted outbox, and offers the
 * commands a chat panel calls. Headless: every effect comes in through options (ports).
 */
import type { Clock } from '../../shared/clock';
import type { Http } from '../../shared/http';
import type { Logger } from '../../shared/logger';
import type { Random } from '../../shared/random';
import type { KeyValueStorage, SyncStore } from '../../shared/storage';
import { CHAT_VERSION, SOCKET_AUTH_SCHEME } from '../constants';
import { createBotTyping } from './bot-typing';
import { createChatView } from './chat-view';
import { createComposing } from './composing';
import { createChatStore } from './chat-state';
import type { FaqSuggestion } from './chat-state';
import { acceptLanguage, createChatClient, createSessionApi } from './client';
import type { ChatClient, CreateTicketBody } from './client';
import { ChatDisabledError } from './errors';
import { connectLive } from './live';
import { reportUnreadable } from './models';
import { createMessageStore } from './messages';
import { createOpening, keepContext, openRequest } from './opening';
import type { OpenDetail, RequestSettings, SessionCredentials } from './opening';
import { createSending } from './sending';
import { createSessionCommands } from './session-commands';
import { createShowing } from './showing';
import { createSession } from './session';
import type { Credentials } from './session';
import { createChatSocket } from './socket';
import type { SocketFactory } from './socket';
import { createTicketCommands } from './ticket-commands';
import { createTicketStore } from './tickets';

export { messagesOf, selectThread } from './chat-view';
export type { ChatState } from './chat-view';

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

/** The chat's socket, greeting the server with the chat's version, user agent, language and device (§7.3). */
const chatSocketOf = (options: ChatOptions) =>
  createChatSocket({
    factory: options.socketFactory,
    url: options.socketUrl,
    clock: options.clock,
    random: options.random,
    hello: async () => ({
      version: CHAT_VERSION,
      userAgent: options.userAgent,
      acceptLanguage: acceptLanguage(options.locale()),
      device: await options.device(),
    }),
  });

export function createChat(options: ChatOptions) {
  const { clock, storage } = options;
  const unreadable = reportUnreadable(options.logger);
  const session = createSession({ api: createSessionApi(options.http), storage, clock, credentials: options.credentials });
  const client: ChatClient = createChatClient({ http: options.http, refreshSession: () => session.refresh(), unreadable });
  const tickets = createTicketStore({ client, clock });
  const messages = createMessageStore({ client, clock });
  const store = createChatStore();
  const socket = chatSocketOf(options);
  const botTyping = createBotTyping({ store, clock, random: options.random });
  const sending = createSending({ client, session, tickets, messages, store, storage, backup: options.backup, clock, random: options.random, retryMs: options.outboxRetryMs, botTyping, onCreated: (ticketId) => ticketCreated(ticketId) });
  const { outbox } = sending;

  const guard = () => {
    if (!store.getSnapshot().enabled) throw new ChatDisabledError();
  };
  const sessionCommands = createSessionCommands({ session, tickets, messages, store, sending });
  const { signIn, signInAnonymous, restoreAnonymous } = sessionCommands;
  const showing = createShowing({ client, session, tickets, messages, store, clock, guard, chatbotName: options.chatbotName });
  const { loadInternalRequests, loadActions, loadTicketView, showTicket, showPreTicket } = showing;

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

  const view = createChatView({ store, session, socket, tickets, messages, opening, client, sending, clock });

  /**
   * The pre-ticket chat's first message made `ticketId` (§4.6): its greeting stays at the top of
   * the ticket's thread, as the user saw it, and the ticket shows if the pre-ticket chat still does.
   */
  function ticketCreated(ticketId: string): void {
    const { greeting, greetingAuthorId, greetedAt } = store.getSnapshot().preTicket;
    messages.addGreeting(ticketId, greeting, greetingAuthorId ?? 'chatbot', greetedAt ?? new Date(clock.now()).toISOString());
    opening.created(ticketId);
  }

  return {
    ...view,
    /** The chat's clock's time: the date separators' Today and Yesterday. */
    now: (): number => options.clock.now(),

    signIn,
    signInAnonymous,
    restoreAnonymous,
    async signOut(): Promise<void> {
      // Signed out on purpose: no sign-in again with what the panel was given.
      opening.setCredentials({ anonymous: false });
      await sessionCommands.signOut();
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
    ...createComposing({ sending, store, socket, tickets, clock, guard }),

    /** The 50 messages before the oldest held (§9 paging). */
    loadOlder: (ticketId: string): Promise<void> => messages.loadOlder(ticketId),
    /** Loads a ticket's view again after a load failure (the banner's Retry). */
    reloadTicket: (ticketId: string): Promise<void> => loadTicketView(ticketId),
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

    ...createTicketCommands({ client, tickets, messages, store, opening, random: options.random, guard, loadInternalRequests }),

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

