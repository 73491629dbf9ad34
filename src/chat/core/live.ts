/**
 * The live side: socket frames into the stores (messages, ticket effects, typing, read, internal
 * requests, the quick actions asked again), and what every socket open does — send what waits,
 * reload the ticket lists after a reconnect, and re-sync the open ticket (its messages from its
 * cursor, its actions) before trusting frames again.
 */
import type { Clock, TimerId } from '../../shared/clock';
import { attempt } from '../../shared/decode';
import { AGENT_TYPING_DEFAULT_MS, TICKET_REFRESH_DEBOUNCE_MS } from '../constants';
import type { BotTyping } from './bot-typing';
import { createDebouncer } from './chat-state';
import type { ChatStore } from './chat-state';
import { decodeMessage, decodeReadEvent, decodeTicketRef, decodeTypingEvent } from './models';
import type { UnreadableReport } from './models';
import type { MessageStore } from './messages';
import type { Outbox } from './outbox';
import type { ChatSocket, ServerFrame } from './socket';
import type { TicketStore } from './tickets';

export interface LiveOptions {
  socket: ChatSocket;
  store: ChatStore;
  messages: MessageStore;
  tickets: TicketStore;
  outbox: Outbox;
  clock: Clock;
  loadInternalRequests: (ticketId: string) => Promise<void>;
  /** Asks for a ticket's quick actions again (§4.4 actions updated). */
  loadActions: (ticketId: string) => Promise<void>;
  botTyping: BotTyping;
  unreadable?: UnreadableReport | undefined;
}

export function connectLive({ socket, store, messages, tickets, outbox, clock, loadInternalRequests, loadActions, botTyping, unreadable }: LiveOptions): void {
  const typingTimers = new Map<string, TimerId>();
  const refreshSoon = createDebouncer(clock);
  const actionsSoon = createDebouncer(clock);
  /** True while the socket has been open since the last re-sync: its frames then leave no gap. */
  let inSync = false;
  let opened = false;
  let everOpened = false;

  function onTyping(payload: unknown): void {
    const event = attempt(decodeTypingEvent, payload);
    if (!event?.ticketId) return;
    const { ticketId, stop } = event;
    // A real typing event (or answer) replaces the simulated one.
    botTyping.stop(ticketId);
    const duration = event.durationMs ?? AGENT_TYPING_DEFAULT_MS;
    clock.clearTimeout(typingTimers.get(ticketId));
    store.update((draft) => {
      if (stop) delete draft.typing[ticketId];
      else draft.typing[ticketId] = { authorId: event.authorId, until: clock.now() + duration };
    });
    if (!stop) {
      typingTimers.set(
        ticketId,
        clock.setTimeout(() => store.update((draft) => void delete draft.typing[ticketId]), duration),
      );
    }
  }

  function onMessage(payload: unknown): void {
    // The same decoder as a page's: a frame whose message cannot be read is left out and reported.
    const message = attempt(decodeMessage, payload, '$.payload', (error) => unreadable?.('from the socket', error, payload));
    const ticketId = message?.ticketId;
    if (!message || !ticketId) return;
    messages.merge(ticketId, [message], inSync);
    tickets.applyMessage(message);
    const { enabled, actions } = store.getSnapshot();
    // A service message changed the ticket: fetch the server's whole view of it (agent, flags).
    if (message.kind === 'service' && enabled) {
      refreshSoon(ticketId, TICKET_REFRESH_DEBOUNCE_MS, () => tickets.loadTicket(ticketId));
    }
    // §4.4 actions updated: the socket carries no actions, and what the agent or the desk says
    // (a reply, an escalation, an action submitted, the ticket resolved) may offer or withdraw
    // some; a ticket whose actions are shown asks for them again.
    if (!message.fromClient && enabled && actions[ticketId]) {
      actionsSoon(ticketId, TICKET_REFRESH_DEBOUNCE_MS, () => loadActions(ticketId));
    }
    if (!message.fromClient) onTyping({ ticketId, event: 'Stop' });
  }

  function onFrame(frame: ServerFrame): void {
    const { payload } = frame;
    switch (frame.type) {
      case 'message':
        return onMessage(payload);
      case 'typing':
        return onTyping(payload);
      case 'read': {
        const read = attempt(decodeReadEvent, payload);
        if (read?.agent) messages.markAgentRead(read.ticketId, read.agent.readAt);
        else if (read) tickets.apply(read.ticketId, { type: 'read' });
        return;
      }
      case 'internalRequest': {
        const ticketId = attempt(decodeTicketRef, payload);
        if (ticketId) void loadInternalRequests(ticketId).catch(() => undefined);
        return;
      }
    }
  }

  /** Every open after the first is a reconnect: reload the ticket lists, re-sync the open ticket, flush. */
  async function onOpen(): Promise<void> {
    const reconnect = everOpened;
    everOpened = true;
    outbox.kick();
    const { ticketId, enabled, actions } = store.getSnapshot();
    const [, synced] = await Promise.allSettled([
      reconnect && enabled ? tickets.reload(ticketId) : Promise.resolve(),
      ticketId ? messages.resync(ticketId) : Promise.resolve(),
      // Actions changed while the socket was down are asked for too (§4.4 actions updated).
      reconnect && enabled && ticketId && actions[ticketId] ? loadActions(ticketId) : Promise.resolve(),
    ]);
    // A failed re-sync leaves the socket out of sync, so the next reconnect asks again from the same cursor.
    if (synced.status === 'fulfilled' && socket.getSnapshot().status === 'Open') inSync = true;
  }

  socket.on('frame', onFrame);
  socket.subscribe(() => {
    const open = socket.getSnapshot().status === 'Open';
    if (open && !opened) void onOpen();
    if (!open) inSync = false;
    opened = open;
  });
}
