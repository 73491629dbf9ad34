/**
 * What the opening shows (core/opening.ts's ports): a ticket with its view (the ticket, its
 * latest messages, internal requests and quick actions), or the pre-ticket chat after §4.6's
 * decision with its greeting.
 */
import type { Clock } from '../../shared/clock';
import { MAX_ENTRY_SUGGESTIONS, MAX_LOCAL_FAQ_SUGGESTIONS } from '../constants';
import { visibleInternalRequests } from './chat-state';
import type { ChatStore, FaqSuggestion } from './chat-state';
import type { ChatClient, CreateTicketBody } from './client';
import { CannotOpenChatError } from './errors';
import type { MessageStore } from './messages';
import type { Current } from './opening';
import { fallbackGreeting } from './pre-ticket';
import type { Session } from './session';
import type { TicketStore } from './tickets';

/** Waits for every load; fails with the first failure once all have settled (a view shows what it could read). */
async function settleAll(loads: Promise<unknown>[]): Promise<void> {
  const failed = (await Promise.allSettled(loads)).find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}

export interface ShowingParts {
  client: ChatClient;
  session: Session;
  tickets: TicketStore;
  messages: MessageStore;
  store: ChatStore;
  clock: Clock;
  /** Throws ChatDisabledError while the chat is disabled. */
  guard: () => void;
  chatbotName?: string | undefined;
}

export function createShowing({ client, session, tickets, messages, store, clock, guard, chatbotName }: ShowingParts) {
  async function loadInternalRequests(ticketId: string): Promise<void> {
    const requests = await client.internalRequests(ticketId);
    store.update((draft) => void (draft.internalRequests[ticketId] = visibleInternalRequests(requests)));
  }

  async function loadActions(ticketId: string): Promise<void> {
    const actions = await client.actionSuggestions(ticketId);
    store.update((draft) => void (draft.actions[ticketId] = actions));
  }

  /** A ticket's internal requests and quick actions (§4.4 actions updated: asked for a ticket just created, and again on its events, live.ts). */
  const loadExtras = (ticketId: string): Promise<void> => settleAll([loadInternalRequests(ticketId), loadActions(ticketId)]);

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

  /** The opening's port: shows the ticket at once, then loads its view (only its extras when the rest is in hand). */
  async function showTicket(ticketId: string, current: Current, load: boolean): Promise<void> {
    guard();
    if (!current()) return;
    store.update((draft) => void (draft.ticketId = ticketId));
    if (load) await loadTicketView(ticketId);
    // Its extras need a session: a ticket a signed-out visitor's send made has none to ask with.
    else if (session.getSnapshot().status !== 'unauthorised') await loadExtras(ticketId);
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
      const { messages: greeting, authorId: greetingAuthorId } = await client.greeting().catch(() => ({ messages: fallbackGreeting(chatbotName), authorId: undefined }));
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

  return { loadInternalRequests, loadActions, loadTicketView, showTicket, showPreTicket };
}
