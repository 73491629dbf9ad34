/**
 * The pre-ticket chat's ticket (§4.6): made once per reference (POST /tickets with an
 * Idempotency-Key; signed out, the server opens it for the first ticketless send), and every
 * message queued behind it, or typed after, goes to it. One rule says which thread a message the
 * user sent is shown in (`threadOf`), for the outbox and the screen alike.
 */
import { randomId } from '../../shared/random';
import type { Random } from '../../shared/random';
import type { ChatStore } from './chat-state';
import type { ChatClient } from './client';
import { PRE_TICKET } from './messages';
import type { MessageStore } from './messages';
import type { OutboxItem } from './outbox';
import type { Session } from './session';
import type { TicketStore } from './tickets';

export interface TicketMakingOptions {
  client: ChatClient;
  session: Session;
  tickets: TicketStore;
  messages: MessageStore;
  store: ChatStore;
  random: Random;
  /** The outbox's queued copies of a reference's messages get the ticket's id. */
  assignTicket: (ref: string, ticketId: string) => Promise<void>;
  /** The pre-ticket chat's first message made this ticket (the opening shows it). */
  onCreated: (ticketId: string) => void;
}

type Addressed = Pick<OutboxItem, 'ticketId' | 'ticketRef'>;

export function createTicketMaking({ client, session, tickets, messages, store, random, assignTicket, onCreated }: TicketMakingOptions) {
  /** Pre-ticket reference → the ticket created for it (idempotent through the Idempotency-Key header). */
  const createdTickets = new Map<string, Promise<string>>();
  /** Pre-ticket reference → the id of the ticket created for it. */
  const ticketIdsByRef = new Map<string, string>();
  let preTicketRef: string | undefined;

  /** The one rule for a message's thread: its ticket, the ticket its reference made, or the pre-ticket chat. */
  const threadOf = (item: Addressed) => item.ticketId ?? (item.ticketRef && ticketIdsByRef.get(item.ticketRef)) ?? PRE_TICKET;

  /**
   * The pre-ticket chat's ticket exists (made by POST /tickets, or opened by the server for a
   * ticketless send): the messages queued behind it, and any typed from now on, go to it (the
   * map answers at once, the outbox's copies follow), and the opening shows it.
   */
  function ticketMade(ref: string, ticketId: string): Promise<void> {
    ticketIdsByRef.set(ref, ticketId);
    messages.moveThread(PRE_TICKET, ticketId);
    if (preTicketRef === ref) preTicketRef = undefined;
    onCreated(ticketId);
    return assignTicket(ref, ticketId);
  }

  function ensureTicket(ref: string): Promise<string> {
    let created = createdTickets.get(ref);
    if (!created) {
      created = client.createTicket({ ...store.getSnapshot().preTicket.ticketBody }, ref).then(async (ticket) => {
        tickets.put(ticket);
        await ticketMade(ref, ticket.id);
        // A new ticket's transcript is short: load it so the thread has its re-sync cursor.
        void messages.loadLatest(ticket.id).catch(() => undefined);
        return ticket.id;
      });
      created.catch(() => createdTickets.delete(ref));
      createdTickets.set(ref, created);
    }
    return created;
  }

  return {
    threadOf,
    ticketMade,

    /**
     * The ticket an item goes to. Items of the pre-ticket chat wait, in the outbox's order, behind
     * the one making the ticket: signed in, the first makes it (POST /tickets, once per reference);
     * signed out, the first goes ticketless (the server opens the ticket) and the rest follow it there.
     */
    async ticketOf(item: Addressed): Promise<string | undefined> {
      const known = item.ticketId ?? (item.ticketRef ? ticketIdsByRef.get(item.ticketRef) : undefined);
      if (known || !item.ticketRef) return known;
      // Unauthorised visitors use the ticketless variants (/messages/…).
      return session.getSnapshot().status === 'unauthorised' ? undefined : ensureTicket(item.ticketRef);
    },

    /** Where a new message goes: the open ticket, or the pre-ticket chat's ticket-to-be. */
    target(): Pick<OutboxItem, 'ticketId' | 'ticketRef' | 'preventEscalation'> {
      const ticketId = store.getSnapshot().ticketId;
      if (ticketId) return { ticketId };
      // The initial messages are sent without escalation to a live agent (§4.6).
      preTicketRef ??= randomId(random);
      return { ticketRef: preTicketRef, preventEscalation: true };
    },
  };
}
