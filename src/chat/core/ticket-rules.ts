/** The ticket rules of §4.4 as pure functions: activity, rating, buttons, dismissal, lists, events. */
import { DISMISSED_ACTIVE_HIDDEN_MS } from '../constants';
import { RATING_POSTPONED } from './models';
import type { AgentSummary, Ticket, TicketState } from './models';

const ACTIVE: readonly TicketState[] = ['Open', 'Assigned', 'AwaitingResponse'];

export const isActive = (state: TicketState): boolean => ACTIVE.includes(state);

/** A rating of Postponed counts as not given. */
export const hasRating = (ticket: Pick<Ticket, 'rating'>): boolean => !!ticket.rating && ticket.rating !== RATING_POSTPONED;

/** Rateable when Resolved, or Closed without a rating. */
export const isRateable = (ticket: Pick<Ticket, 'state' | 'rating'>): boolean =>
  ticket.state === 'Resolved' || (ticket.state === 'Closed' && !hasRating(ticket));

export interface TicketButtons {
  continue: boolean;
  end: boolean;
  rate: boolean;
  dismiss: boolean;
}

export function ticketButtons(ticket: Pick<Ticket, 'state' | 'rating' | 'closeable'>): TicketButtons {
  const active = isActive(ticket.state);
  return {
    continue: active,
    end: active && ticket.closeable,
    rate: ticket.state === 'Resolved' && !hasRating(ticket),
    dismiss: active ? ticket.closeable : ticket.state === 'Resolved' || ticket.state === 'Closed',
  };
}

/** The later of the last update and the last message. */
export function lastActivity(ticket: Pick<Ticket, 'updatedAt' | 'lastMessage'>): number {
  return Math.max(Date.parse(ticket.updatedAt), ticket.lastMessage ? Date.parse(ticket.lastMessage.createdAt) : 0);
}

/**
 * Hidden when dismissed after its last activity; an inactive ticket then stays hidden, an
 * active one only within 12 hours of the dismissal.
 */
export function isHidden(ticket: Pick<Ticket, 'state' | 'clientDismissedAt' | 'updatedAt' | 'lastMessage'>, now: number): boolean {
  if (!ticket.clientDismissedAt) return false;
  const dismissedAt = Date.parse(ticket.clientDismissedAt);
  if (dismissedAt <= lastActivity(ticket)) return false;
  return isActive(ticket.state) ? now - dismissedAt < DISMISSED_ACTIVE_HIDDEN_MS : true;
}

/** Active tickets first, then the most recently updated first. */
export function compareTickets(a: Ticket, b: Ticket): number {
  const byActive = Number(isActive(b.state)) - Number(isActive(a.state));
  return byActive || Date.parse(b.updatedAt) - Date.parse(a.updatedAt);
}

/** Active: open, assigned, awaiting_response, plus resolved tickets not yet in history; visible ones only. */
export function activeList(tickets: readonly Ticket[], historyIds: ReadonlySet<string>, now: number): Ticket[] {
  return tickets
    .filter((ticket) => (isActive(ticket.state) || (ticket.state === 'Resolved' && !historyIds.has(ticket.id))) && !isHidden(ticket, now))
    .sort(compareTickets);
}

/** History: closed tickets and resolved ones the server moved there; most recently updated first (ours: not shown). */
export function historyList(history: readonly Ticket[]): Ticket[] {
  return [...history].sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt));
}

export type TicketEvent =
  | { type: 'addOrUpdate'; ticket: Ticket }
  | { type: 'read' }
  | { type: 'message'; fromClient: boolean; createdAt: string }
  | { type: 'lastMessageUpdate'; createdAt: string }
  | { type: 'rated'; rating: string }
  | { type: 'closed'; rating?: string | undefined }
  | { type: 'actionSubmitted' }
  | { type: 'resolved' }
  | { type: 'assigned'; agent?: AgentSummary | undefined }
  | { type: 'unassigned' }
  | { type: 'initialised' }
  | { type: 'escalated' }
  | { type: 'dismissed'; at: string }
  | { type: 'reopen' };

/** Each event's effect on one ticket (§4.4); returns a new ticket. */
export function applyTicketEvent(ticket: Ticket, event: TicketEvent): Ticket {
  switch (event.type) {
    case 'addOrUpdate':
      return event.ticket;
    case 'read':
      return { ...ticket, unread: 0 };
    case 'message':
      return {
        ...ticket,
        unread: event.fromClient ? ticket.unread : ticket.unread + 1,
        lastMessage: { createdAt: event.createdAt },
        updatedAt: later(ticket.updatedAt, event.createdAt),
      };
    case 'lastMessageUpdate':
      return { ...ticket, lastMessage: { createdAt: event.createdAt } };
    case 'rated':
    case 'closed':
      return { ...ticket, state: 'Closed', rating: event.rating ?? ticket.rating };
    case 'resolved':
      return { ...ticket, state: 'Resolved' };
    case 'assigned':
      return { ...ticket, state: 'Assigned', assigned: true, agent: event.agent ?? ticket.agent };
    case 'unassigned':
      return { ...ticket, state: 'Open', assigned: false, agent: undefined };
    case 'initialised':
      return { ...ticket, state: 'Open' };
    case 'escalated':
      return { ...ticket, state: 'AwaitingResponse' };
    case 'dismissed':
      return { ...ticket, clientDismissedAt: event.at };
    case 'reopen':
      return { ...ticket, state: 'Assigned' };
    case 'actionSubmitted':
      return ticket;
  }
}

const later = (a: string, b: string) => (Date.parse(b) > Date.parse(a) ? b : a);

/** When the first dismissed active ticket now hidden shows again (12 hours after its dismissal); undefined when none will. */
export function nextShownAt(tickets: readonly Ticket[], now: number): number | undefined {
  const ends = tickets
    .filter((ticket) => isActive(ticket.state) && isHidden(ticket, now))
    .map((ticket) => Date.parse(ticket.clientDismissedAt!) + DISMISSED_ACTIVE_HIDDEN_MS);
  return ends.length > 0 ? Math.min(...ends) : undefined;
}
