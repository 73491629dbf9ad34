/** The chat object's own state (beside the session, socket, ticket and message stores). */
import type { Clock, TimerId } from '../../shared/clock';
import { createStore } from '../../shared/store';
import type { Store } from '../../shared/store';
import { PERMITTED_INTERNAL_REQUEST_ACTIONS } from '../constants';
import type { CreateTicketBody } from './client';
import type { ChatAction, InternalRequest } from './models';

export interface PreTicketState {
  loading: boolean;
  error?: Error | undefined;
  greeting: string[];
  greetingAuthorId?: string | undefined;
  /** When the greeting showed: it keeps that time at the top of the ticket the first message makes. */
  greetedAt?: string | undefined;
  /** Category and ticket fields sent when the first message creates the ticket. */
  ticketBody?: CreateTicketBody | undefined;
  /** Entry suggestions shown before a ticket: at most 5 (§2.2, §9). */
  entrySuggestions: { id: string; title: string }[];
  /** FAQ articles suggested locally before a ticket: at most 3 (§9). */
  faqSuggestions: FaqSuggestion[];
}

/** A FAQ article the host (the help centre) suggests in the pre-ticket chat. */
export interface FaqSuggestion {
  key: string;
  title: string;
  urlPath?: string | undefined;
}

export interface ChatSnapshot {
  enabled: boolean;
  /** The ticket the panel shows; undefined in the pre-ticket chat. */
  ticketId?: string | undefined;
  preTicket: PreTicketState;
  /** Who is typing in which ticket, until when (ms); `simulated` for the chatbot's simulated typing. */
  typing: Readonly<Record<string, { authorId: string; until: number; simulated?: boolean }>>;
  internalRequests: Readonly<Record<string, InternalRequest[]>>;
  actions: Readonly<Record<string, ChatAction[]>>;
  /** Avatars asked by agent id (GET /agents/{id}/avatar): the src, or null when the agent has none or it could not be read. */
  avatars: Readonly<Record<string, string | null>>;
}

export type ChatStore = Store<ChatSnapshot>;

/** The pre-ticket chat starts loading: it is not initialised (input disabled, §4.5) until startPreTicket's decision is in. */
export const createChatStore = (): ChatStore =>
  createStore<ChatSnapshot>({ enabled: true, preTicket: { loading: true, greeting: [], entrySuggestions: [], faqSuggestions: [] }, typing: {}, internalRequests: {}, actions: {}, avatars: {} });

/** Only internal requests in state pending with a permitted action are shown (§5). */
export const visibleInternalRequests = (requests: readonly InternalRequest[]) =>
  requests.filter((request) => request.state === 'pending' && PERMITTED_INTERNAL_REQUEST_ACTIONS.includes(request.action));

/** A debouncer per key: `run(key, ms, work)` runs work once, `ms` after the last call for that key. */
export function createDebouncer(clock: Clock) {
  const timers = new Map<string, TimerId>();
  return (key: string, ms: number, work: () => Promise<unknown>): void => {
    clock.clearTimeout(timers.get(key));
    timers.set(
      key,
      clock.setTimeout(() => {
        timers.delete(key);
        void work().catch(() => undefined);
      }, ms),
    );
  };
}
