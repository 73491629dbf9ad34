/**
 * The more-actions menu's items (§2.2), as a list: each entry says when it shows and what it
 * does. A feature adds an item here (the voice call's Call, shown only when calls are enabled),
 * and the menu renders whatever this returns, in order.
 */
import type { Chat, ChatState } from '../core/chat';
import { isActive } from '../core/ticket-rules';
import type { strings } from '../strings';

type StringKey = keyof (typeof strings)['defaults'];

export interface ChatMenuAction {
  /** Stable id: the item's `data-action` and its part `menu-item-<id>`. */
  id: string;
  /** Catalog key of its label. */
  label: StringKey;
  run: () => void;
}

export interface ChatMenuContext {
  chat: Chat;
  state: ChatState;
  /** The host's feature switches (§6): end, dismiss, translation.enable, calls… */
  features: Readonly<Record<string, boolean>>;
  /** Shows the list of the user's chats (carousel and history). */
  showTickets: () => void;
  /** Starts a new pre-ticket chat. */
  newChat: () => void;
  /** Ends the open ticket (the same as the carousel's End). */
  endTicket: (ticketId: string) => void;
  /** Places a voice call for the open ticket; given only while the calls service is ready (§6). */
  call?: (() => void) | undefined;
}

export function chatMenuActions({ state, features, showTickets, newChat, endTicket, call }: ChatMenuContext): ChatMenuAction[] {
  // Disabled, every chat action fails ('Chat is disabled.'): the menu offers none.
  if (!state.enabled) return [];
  const ticket = state.ticketId ? state.tickets.byId[state.ticketId] : undefined;
  const actions: ChatMenuAction[] = [
    { id: 'tickets', label: 'tickets', run: showTickets },
    { id: 'new-chat', label: 'newChat', run: newChat },
  ];
  if (ticket && isActive(ticket.state) && ticket.closeable && features.end !== false) {
    actions.push({ id: 'end', label: 'end', run: () => endTicket(ticket.id) });
  }
  // §2.2: Call only when calls are enabled (the host's `calls` switch) and, §6, the service is ready; §5: a call needs a ticket.
  if (ticket && call && isActive(ticket.state) && features.calls === true) actions.push({ id: 'call', label: 'call', run: call });
  return actions;
}
