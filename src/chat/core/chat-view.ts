/**
 * The chat's one snapshot and its lifecycle (DESIGN §2, the store primitive): the parts' snapshots
 * composed, rebuilt only when one changed; the first listener starts the chat (socket config,
 * queued messages shown, the socket following the session, the outbox sending), the last one
 * leaving stops it.
 */
import type { Clock } from '../../shared/clock';
import { createStore, select } from '../../shared/store';
import type { ChatSnapshot, ChatStore } from './chat-state';
import type { ChatClient } from './client';
import type { ChatMessage, MessageStore, Thread } from './messages';
import { transcript } from './messages';
import type { Ticket } from './models';
import type { Opening, OpeningState } from './opening';
import type { Sending } from './sending';
import type { Session, SessionSnapshot } from './session';
import type { ChatSocket, SocketStatus } from './socket';
import { createTicketClock } from './ticket-clock';
import type { TicketStore, TicketsSnapshot } from './tickets';

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

/** The messages of one ticket (or of the pre-ticket chat) to show: confirmed, then pending. */
export const selectThread = (ticketId: string) => (state: ChatState): Thread | undefined => state.threads[ticketId];
export const messagesOf = (state: ChatState, ticketId: string): ChatMessage[] => transcript(state.threads[ticketId]);

export interface ChatViewParts {
  store: ChatStore;
  session: Session;
  socket: ChatSocket;
  tickets: TicketStore;
  messages: MessageStore;
  opening: Opening;
  client: ChatClient;
  sending: Sending;
  clock: Clock;
}

export function createChatView({ store, session, socket, tickets, messages, opening, client, sending, clock }: ChatViewParts) {
  const { outbox } = sending;
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
  };
}
