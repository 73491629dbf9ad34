/**
 * The ticket store: the tickets the user has, their history paged by 20 until a short page,
 * the events of §4.4 applied as they arrive, the ticket calls, and disable/enable.
 */
import type { Clock } from '../../shared/clock';
import { attempt, string } from '../../shared/decode';
import { createStore } from '../../shared/store';
import type { Store } from '../../shared/store';
import { TICKET_HISTORY_PAGE_SIZE } from '../constants';
import type { ChatClient } from './client';
import { ChatDisabledError } from './errors';
import type { Message, Ticket } from './models';
import { activeList, applyTicketEvent, historyList } from './ticket-rules';
import type { TicketEvent } from './ticket-rules';

export interface TicketsSnapshot {
  enabled: boolean;
  loading: boolean;
  /** The last load failure ('Something went wrong' with Retry in the UI). */
  error?: Error | undefined;
  /** Every known ticket by id (from /tickets, /tickets/{id} and events). */
  byId: Readonly<Record<string, Ticket>>;
  /** Tickets whose GET /tickets/{id} failed last (§8: 'Something went wrong' with Retry), by id. */
  failed: Readonly<Record<string, Error>>;
  history: readonly Ticket[];
  historyComplete: boolean;
  historyLoading: boolean;
}

const initial = (enabled: boolean): TicketsSnapshot => ({
  enabled,
  loading: false,
  byId: {},
  failed: {},
  history: [],
  historyComplete: false,
  historyLoading: false,
});

export type TicketStore = ReturnType<typeof createTicketStore>;

/** What a message in a ticket's stream means for the ticket, by payload type. */
export function ticketEventOf(message: Message): TicketEvent | undefined {
  const payload = message.payload;
  switch (message.payloadType) {
    case 'resolved':
      return { type: 'resolved' };
    case 'assigned':
      return payload.agent ? { type: 'assigned', agent: payload.agent as Ticket['agent'] } : { type: 'unassigned' };
    case 'closed':
      return { type: 'closed', rating: attempt(string, payload.rating) };
    case 'rated':
      return { type: 'rated', rating: String(payload.rating) };
    case 'reopened':
      return { type: 'reopen' };
    case 'initialized':
      return { type: 'initialised' };
    case 'escalatedToLiveAgent':
      return { type: 'escalated' };
    case 'actionSubmitted':
      return { type: 'actionSubmitted' };
    case 'text':
    case 'file':
    case 'structure':
    case 'upload':
      return { type: 'message', fromClient: message.fromClient, createdAt: message.createdAt };
    default:
      return undefined;
  }
}

/**
 * The first of a ticket's `unread` messages (§4.4: each agent message counts +1), counted back from
 * the latest (or the oldest held, when more are unread): where the 'New messages' divider goes.
 */
export function firstUnreadId(messages: readonly Message[], unread: number): string | undefined {
  let left = unread;
  let first: string | undefined;
  for (let index = messages.length - 1; index >= 0 && left > 0; index--) {
    const message = messages[index]!;
    if (message.fromClient || ticketEventOf(message)?.type !== 'message') continue;
    first = message.id;
    left--;
  }
  // More unread than the page holds: all of those held are new.
  return first;
}

/** One page of 20 before the oldest held; complete once a page comes back short. */
async function loadHistoryPage(store: Store<TicketsSnapshot>, client: ChatClient): Promise<void> {
  const { history, historyComplete, historyLoading } = store.getSnapshot();
  if (historyComplete || historyLoading) return;
  store.update((draft) => void (draft.historyLoading = true));
  try {
    const page = await client.ticketHistory(history.at(-1)?.id, TICKET_HISTORY_PAGE_SIZE);
    store.update((draft) => {
      const known = new Set(draft.history.map((ticket) => ticket.id));
      draft.history.push(...page.filter((ticket) => !known.has(ticket.id)));
      draft.historyComplete = page.length < TICKET_HISTORY_PAGE_SIZE;
    });
  } finally {
    store.update((draft) => void (draft.historyLoading = false));
  }
}

export function createTicketStore({ client, clock }: { client: ChatClient; clock: Clock }) {
  const store = createStore<TicketsSnapshot>(initial(true));
  const snapshot = store.getSnapshot;

  const guard = () => {
    if (!snapshot().enabled) throw new ChatDisabledError();
  };
  const put = (ticket: Ticket) => store.update((draft) => void (draft.byId[ticket.id] = ticket));

  function apply(ticketId: string, event: TicketEvent): void {
    store.update((draft) => {
      const ticket = draft.byId[ticketId];
      if (ticket) draft.byId[ticketId] = applyTicketEvent(ticket as Ticket, event);
    });
  }

  /** A command the server carries out on a ticket, then the ticket shows it (§4.4). */
  const onServer =
    (command: 'close' | 'resolve' | 'dismiss' | 'markRead', event: () => TicketEvent) =>
    async (ticketId: string): Promise<void> => {
      guard();
      await client[command](ticketId);
      apply(ticketId, event());
    };
  const loadMoreHistory = async (): Promise<void> => {
    guard();
    await loadHistoryPage(store, client);
  };

  /**
   * The active tickets, replacing those held when the answer comes. `keep` names a ticket that
   * stays known although the list may not hold it (the open one, say from history): fetched
   * again then, or kept as it was if that fails.
   */
  async function load(keep?: string): Promise<void> {
    guard();
    store.update((draft) => {
      draft.loading = true;
      draft.error = undefined;
    });
    try {
      const tickets = await client.tickets();
      const kept = keep && !tickets.some((ticket) => ticket.id === keep) && (await client.ticket(keep).catch(() => snapshot().byId[keep]));
      if (kept) tickets.push(kept);
      store.update((draft) => {
        draft.byId = Object.fromEntries(tickets.map((ticket) => [ticket.id, ticket]));
        draft.loading = false;
      });
    } catch (error) {
      store.update((draft) => {
        draft.loading = false;
        draft.error = error as Error;
      });
      throw error;
    }
  }

  return {
    getSnapshot: snapshot,
    subscribe: store.subscribe,
    active: () => activeList(Object.values(snapshot().byId), new Set(snapshot().history.map((t) => t.id)), clock.now()),
    history: () => historyList(snapshot().history),

    load,

    async loadTicket(ticketId: string): Promise<Ticket> {
      guard();
      try {
        const ticket = await client.ticket(ticketId);
        store.update((draft) => {
          draft.byId[ticketId] = ticket;
          delete draft.failed[ticketId];
        });
        return ticket;
      } catch (error) {
        store.update((draft) => void (draft.failed[ticketId] = error as Error));
        throw error;
      }
    },

    loadMoreHistory,

    async loadAllHistory(): Promise<void> {
      while (!snapshot().historyComplete) await loadMoreHistory();
    },

    put,
    apply,
    applyMessage(message: Message): void {
      if (!message.ticketId) return;
      const event = ticketEventOf(message);
      if (event) apply(message.ticketId, event);
      // Any other message (a service line) is activity too: the ticket's last message moves.
      if (event?.type !== 'message') apply(message.ticketId, { type: 'lastMessageUpdate', createdAt: message.createdAt });
    },

    /** On sign-in and enable (§4.4): nothing held is kept (it may be another user's). */
    reset(): void {
      store.update(() => initial(snapshot().enabled));
    },
    /**
     * On reconnect (§4.4): the lists start again from the server's answer. Until it comes the
     * tickets held stay, so the open ticket's view (its composer, read-only note, agent) does not
     * blink out under the user's typing on every reconnect; the open ticket stays known.
     */
    reload(openTicketId: string | undefined): Promise<void> {
      store.update((draft) => {
        draft.history = [];
        draft.historyComplete = false;
      });
      return load(openTicketId);
    },
    disable(): void {
      store.update(() => initial(false));
    },
    enable(): void {
      store.update(() => initial(true));
    },

    close: onServer('close', () => ({ type: 'closed' })),
    resolve: onServer('resolve', () => ({ type: 'resolved' })),
    dismiss: onServer('dismiss', () => ({ type: 'dismissed', at: new Date(clock.now()).toISOString() })),
    markRead: onServer('markRead', () => ({ type: 'read' })),
  };
}
