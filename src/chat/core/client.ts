/**
 * The chat's HTTP client: every call of §7.2 at its path, with the chat headers, and the shared
 * 401 handling of §4.8 — a 401 starts one session refresh that every failing request waits
 * for, then each retries once. Wire shapes the spec leaves out are in docs/chat-core.md.
 */
import { HttpStatusError } from '../../shared/http';
import type { Http, RequestOptions } from '../../shared/http';
import type { UploadProgress } from '../../shared/transport';
import { MESSAGE_PAGE_SIZE, THUMBNAIL_WIDTH, TICKET_HISTORY_PAGE_SIZE } from '../constants';
import { decodeSessionInfo, decodeSummary } from './session-info';
import type { SessionInfo } from './session-info';
import { postSignIn, postSignInAnonymous } from './sign-in';
import {
  decodeActions,
  decodeAgent,
  decodeDecision,
  decodeEndpoint,
  decodeExperienceTags,
  decodeGreeting,
  decodeInternalRequests,
  decodeMessage,
  decodeMessagePage,
  decodeRatingOptions,
  decodeSocketConfig,
  decodeSrc,
  decodeTicket,
  decodeTickets,
  decodeToken,
  decodeUpload,
} from './models';
import type { MessagePage, Ticket, UnreadableReport } from './models';

export { acceptLanguage, chatHeaders, createChatHttp, CHAT_HEADERS } from './http';
export type { ChatHeaderSource } from './http';

export interface CreateTicketBody {
  tags?: string[] | undefined;
  context?: unknown;
  titleKey?: string | undefined;
  faqPath?: string | undefined;
  localisedFaqPath?: string | undefined;
  category?: string | undefined;
  /** The host's own reference for the ticket, sent as given. */
  externalRef?: string | undefined;
}

/** Header that makes a ticket create idempotent: a repeat with the same key returns the same ticket. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

export interface SendOptions {
  correlationId: string;
  preventEscalation?: boolean | undefined;
  signal?: AbortSignal | undefined;
  /** An upload's bytes sent so far (the message shows its progress). */
  onUploadProgress?: UploadProgress | undefined;
}

const isUnauthorised = (error: unknown) => error instanceof HttpStatusError && error.status === 401;

export interface ChatClientOptions {
  http: Http;
  /** Refreshes the session; rejects when it cannot (the session then signs the user out). */
  refreshSession: () => Promise<void>;
  /** Hears of each message left out of a page because it could not be read. */
  unreadable?: UnreadableReport | undefined;
}

export type ChatClient = ReturnType<typeof createChatClient>;

export function createChatClient({ http, refreshSession, unreadable }: ChatClientOptions) {
  let refreshing: Promise<void> | undefined;
  const refreshOnce = () => (refreshing ??= refreshSession().finally(() => (refreshing = undefined)));

  /** One 401 → one shared refresh → one retry. A cancelled request rejects as it is, for callers to ignore. */
  async function call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (!isUnauthorised(error)) throw error;
      await refreshOnce();
      return work();
    }
  }

  const get = <T>(path: string, options: RequestOptions<T>) => call(() => http.get<T>(path, options));
  const post = <T>(path: string, body: unknown, options: RequestOptions<T> = {}) => call(() => http.post<T>(path, body, options));
  const id = encodeURIComponent;
  /** A transcript page: messages that cannot be read are left out and reported (with their path). */
  const messagePage = (ticketId: string) => (json: unknown) =>
    decodeMessagePage(json, (error, item) => unreadable?.(`of ticket ${ticketId}`, error, item));
  const messagesBase = (ticketId: string | undefined) => (ticketId ? `tickets/${id(ticketId)}/messages` : 'messages');

  return {
    socketConfig: () => get('ws/config', { decode: decodeSocketConfig }),
    callConfig: () => get('in-app-calls/config', { decode: decodeEndpoint }),
    callToken: () => get('in-app-calls/token', { decode: decodeToken }),
    info: (clientId?: string) => get('info', { query: { clientId }, decode: decodeSessionInfo }),
    summary: () => get('tickets/summary', { decode: decodeSummary }),
    decision: (category?: string | null) => get('tickets/next', { query: { category }, decode: decodeDecision }),
    tickets: () => get('tickets', { decode: decodeTickets }),
    ticket: (ticketId: string) => get(`tickets/${id(ticketId)}`, { decode: (json) => decodeTicket(json) }),
    ticketHistory: (before?: string, limit = TICKET_HISTORY_PAGE_SIZE) =>
      get('tickets/history', { query: { before, limit }, decode: decodeTickets }),
    createTicket: (body: CreateTicketBody, idempotencyKey?: string) =>
      post('tickets', body, { headers: idempotencyKey ? { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } : undefined, decode: (json) => decodeTicket(json) }),
    createCallTicket: (body: CreateTicketBody) => post('tickets/in-app-call', body, { decode: (json) => decodeTicket(json) }),
    resolve: (ticketId: string) => post(`tickets/${id(ticketId)}/resolve`, undefined),
    close: (ticketId: string) => post(`tickets/${id(ticketId)}/close`, undefined),
    dismiss: (ticketId: string) => post(`tickets/${id(ticketId)}/dismiss`, undefined),
    markRead: (ticketId: string) => post(`tickets/${id(ticketId)}/messages/read`, undefined),
    resolution: (ticketId: string) => get(`tickets/${id(ticketId)}/resolution`, {}),
    messagesSince: (ticketId: string, since: string | undefined, limit = MESSAGE_PAGE_SIZE) =>
      get<MessagePage>(`tickets/${id(ticketId)}/messages`, { query: { since, limit }, decode: messagePage(ticketId) }),
    messagesBefore: (ticketId: string, before: string | undefined, limit = MESSAGE_PAGE_SIZE) =>
      get<MessagePage>(`tickets/${id(ticketId)}/messages/history`, { query: { before, limit }, decode: messagePage(ticketId) }),
    sendText: (ticketId: string | undefined, text: string, options: SendOptions) =>
      post(
        `${messagesBase(ticketId)}/text`,
        { text },
        {
          query: { correlationId: options.correlationId, preventEscalation: options.preventEscalation || undefined },
          signal: options.signal,
          decode: (json) => decodeMessage(json),
        },
      ),
    sendStructured: (ticketId: string | undefined, content: unknown, options: SendOptions) => {
      const form = new FormData();
      form.set('content', JSON.stringify(content));
      return post(`${messagesBase(ticketId)}/structured`, form, {
        query: { correlationId: options.correlationId },
        signal: options.signal,
        decode: (json) => decodeMessage(json),
      });
    },
    sendUpload: (ticketId: string | undefined, file: Blob, fileName: string, options: SendOptions) => {
      const form = new FormData();
      form.set('file', file, fileName);
      return post(`${messagesBase(ticketId)}/upload`, form, {
        query: { correlationId: options.correlationId, preventEscalation: options.preventEscalation || undefined },
        signal: options.signal,
        onUploadProgress: options.onUploadProgress,
        decode: (json) => decodeMessage(json),
      });
    },
    greeting: () => get('greeting-messages', { decode: decodeGreeting }),
    upload: (uploadId: string) => get(`uploads/${id(uploadId)}`, { query: { type: 'JSON' }, decode: decodeUpload }),
    thumbnail: (uploadId: string) =>
      get(`uploads/${id(uploadId)}/thumb`, { query: { type: 'JSON', width: THUMBNAIL_WIDTH }, decode: decodeSrc }),
    actionSuggestions: (ticketId: string) => get(`tickets/${id(ticketId)}/action-suggestions`, { decode: decodeActions }),
    submitAction: (ticketId: string, actionId: string) => post(`tickets/${id(ticketId)}/submit-action`, { actionId }),
    experienceTags: (ticketId: string) => get(`tickets/${id(ticketId)}/experience-tags`, { decode: decodeExperienceTags }),
    ratings: (ticketId: string) => get(`tickets/${id(ticketId)}/ratings`, { decode: decodeRatingOptions }),
    rateExperience: (ticketId: string, body: { experience: string; tags: string[]; feedback: string }) =>
      post(`tickets/${id(ticketId)}/rate-experience`, body),
    agent: (agentId: string) => get(`agents/${id(agentId)}/info`, { decode: (json) => decodeAgent(json) }),
    agentAvatar: (agentId: string) => get(`agents/${id(agentId)}/avatar`, { query: { type: 'JSON' }, decode: decodeSrc }),
    internalRequests: (ticketId: string) => get(`tickets/${id(ticketId)}/internal-requests`, { decode: decodeInternalRequests }),
    answerInternalRequest: (requestId: string, choices: string[]) => {
      const form = new FormData();
      form.set('body', JSON.stringify({ choices }));
      return post(`internal-requests/${id(requestId)}/answer`, form);
    },
  };
}

/** The calls the session makes itself: never through the 401 handler, which would recurse. */
export function createSessionApi(http: Http) {
  return {
    signIn: (verificationToken: string, clientId: string, signal: AbortSignal) => postSignIn(http, verificationToken, clientId, signal),
    signInAnonymous: (clientId: string | undefined, signal: AbortSignal) => postSignInAnonymous(http, clientId, signal),
    signOut: (signal: AbortSignal) => http.post('signout', undefined, { signal }),
    info: (clientId: string | undefined, signal: AbortSignal) =>
      http.get<SessionInfo>('info', { query: { clientId }, signal, decode: decodeSessionInfo }),
  };
}

export type SessionApi = ReturnType<typeof createSessionApi>;
export type { Ticket };
