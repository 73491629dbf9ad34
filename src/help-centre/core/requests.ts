/**
 * Requests (§2.3 All requests, Past requests; §3.3 Request ticket) and the forms-actions list
 * (§2.3 Forms actions, §5), as pure rules.
 */
import { attempt } from '../../shared/decode';
import { DecodeError } from '../../shared/errors';
import { ROUTES } from '../constants';
import { decodeFormActions } from './model';
import type { FormAction, RequestTicket } from './model';
import { decodeChatRequest } from './chat';
import type { ChatRequest } from './chat';

export interface RequestLists {
  /** ACTIVE tickets, most recently updated first. */
  active: RequestTicket[];
  /** RESOLVED tickets (the history), most recently updated first. */
  archived: RequestTicket[];
}

/**
 * By time, not by text: ISO times with offsets do not sort as strings, and the first
 * localeCompare of a page builds an ICU collator (tens of ms on the landing's first paint).
 * An unreadable time sorts last.
 */
const time = (ticket: RequestTicket) => Date.parse(ticket.updatedAt) || 0;
const newestFirst = (a: RequestTicket, b: RequestTicket) => time(b) - time(a);

export function requestLists(tickets: readonly RequestTicket[]): RequestLists {
  return {
    active: tickets.filter((ticket) => ticket.state === 'ACTIVE').sort(newestFirst),
    archived: tickets.filter((ticket) => ticket.state === 'RESOLVED').sort(newestFirst),
  };
}

/** What the forms-actions page shows for its navigation state. */
export type FormActionsView =
  /** No state (a typed address, a reload elsewhere): back to the base path. */
  | { kind: 'redirect' }
  /** §5: an empty list is the error 'Form Actions are empty.' */
  | { kind: 'empty' }
  /** `chat`: what the page's chat button opens (the page the list came from); none for a host's list. */
  | { kind: 'list'; actions: FormAction[]; chat: ChatRequest };

/**
 * The navigation state the page is opened with: `{formActions: [{formId, title, params?}], chat?}`;
 * `chat` is the chat of the page whose need more help led here (a host's list has none).
 */
export interface FormActionsState {
  formActions: readonly FormAction[];
  chat?: ChatRequest | undefined;
}

export function formActionsView(state: unknown): FormActionsView {
  const list = state && typeof state === 'object' ? (state as Record<string, unknown>).formActions : undefined;
  if (!Array.isArray(list)) return { kind: 'redirect' };
  try {
    const actions = decodeFormActions(list, 'state.formActions');
    // A malformed chat is dropped: the page's chat then asks about its form actions alone.
    const chat = attempt(decodeChatRequest, (state as Record<string, unknown>).chat ?? {}, 'state.chat') ?? {};
    return actions.length ? { kind: 'list', actions, chat: { ...chat, hasFormActions: true } } : { kind: 'empty' };
  } catch (error) {
    // Someone else's history state with our key: treat it as no state.
    if (error instanceof DecodeError) return { kind: 'redirect' };
    throw error;
  }
}

/** The help centre's own form route for a form action: `/form/{formId}?{params}`. */
export function formRoute(action: Pick<FormAction, 'formId' | 'params'>): string {
  const query = new URLSearchParams(action.params).toString();
  return ROUTES.form.replace(':formId', encodeURIComponent(action.formId)) + (query ? `?${query}` : '');
}
