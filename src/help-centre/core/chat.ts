/**
 * The help centre's chat hand-off (sso-chat-help-centre.md §4.9, §7.2, §7.8): the decision, what a
 * chat opened from a page carries, and what opens. Pure: used by the default services, the views and tests.
 */
import { boolean, fields, id, oneOf, optional, string } from '../../shared/decode';
import type { Decoder } from '../../shared/decode';
import { decodeChat } from './model';
import type { FaqChat } from './model';
import { ENTITY_TYPES } from './troubleshooter';
import type { EntityType } from './troubleshooter';

/** §7.8 chat decision: open a new ticket, or continue the one named. */
export interface ChatDecision {
  openNew: boolean;
  ticketId?: string | undefined;
}

export const decodeChatDecision: Decoder<ChatDecision> = (value, path) => {
  const f = fields(value, path);
  return { openNew: f.has('openNew') ? f.get('openNew', boolean) : false, ticketId: f.get('ticketId', optional(id)) };
};

/** §4.9: 'Continue chat' when the decision names a ticket and openNew is false. */
export const continuesChat = (decision: ChatDecision | undefined): boolean => Boolean(decision && decision.ticketId && !decision.openNew);

/** §7.8: the category asked about: the chat category, or 'flow' when form actions exist, or null. */
export const decisionCategory = (category: string | undefined, hasFormActions: boolean): string | null => category ?? (hasFormActions ? 'flow' : null);

/**
 * What a page says a new chat is about: the ticket fields of §7.2 (titleKey, faqPath,
 * localisedFaqPath) and the chat context of §3.2 (the transaction or card: entityRef).
 */
export interface HelpCentreChatContext {
  entityRef?: { id: string; type: EntityType } | undefined;
  faqPath?: string | undefined;
  localisedFaqPath?: string | undefined;
  titleKey?: string | undefined;
  /** Beyond the spec: the article voted not helpful, with the reasons chosen (in the chat context). */
  feedback?: { faqKey: string; tags: string[]; comment?: string | undefined } | undefined;
}

/** A new chat as the chat's open request takes it (`fin-chat-open`'s detail): §7.2's fields at the top level. */
export interface NewChatDetail {
  category?: string | undefined;
  titleKey?: string | undefined;
  faqPath?: string | undefined;
  localisedFaqPath?: string | undefined;
  context?: { entityRef?: { id: string; type: EntityType } | undefined; feedback?: HelpCentreChatContext['feedback'] } | undefined;
}

/** What a chat opened from a page is about (the chat button, a /chat link, the forms-actions page). */
export interface ChatRequest {
  /** The chat category of the page (a topic's or an article's). */
  category?: string | undefined;
  /** The page offers form actions: the decision is asked for 'flow' when there is no category (§7.8). */
  hasFormActions?: boolean | undefined;
  /** What a new ticket carries (entityRef, faqPath, localisedFaqPath, titleKey); category is added. */
  context?: HelpCentreChatContext | undefined;
  /** The article's chat entry (§3.3): its entry suggestions and form go to the chat. */
  entry?: Pick<FaqChat, 'entrySuggestions' | 'form'> | undefined;
}

const text = optional(string);

/**
 * A ChatRequest carried in navigation state (the forms-actions page's chat): read back from the
 * browser's history, so checked like any input. The feedback note is never carried: it is added
 * when the chat opens.
 */
export const decodeChatRequest: Decoder<ChatRequest> = (value, path) => {
  const f = fields(value, path);
  const context: Decoder<HelpCentreChatContext> = (raw, at) => {
    const c = fields(raw, at);
    const entityRef: Decoder<{ id: string; type: EntityType }> = (ref, refAt) => {
      const r = fields(ref, refAt);
      return { id: r.get('id', id), type: r.get('type', oneOf(ENTITY_TYPES)) };
    };
    return stripUndefined({ entityRef: c.get('entityRef', optional(entityRef)), faqPath: c.get('faqPath', text), localisedFaqPath: c.get('localisedFaqPath', text), titleKey: c.get('titleKey', text) });
  };
  return stripUndefined({
    category: f.get('category', text),
    hasFormActions: f.get('hasFormActions', optional(boolean)),
    context: f.get('context', optional(context)),
    entry: f.get('entry', optional(decodeChat)),
  });
};


export type ChatOpening = { kind: 'ticket'; ticketId: string } | { kind: 'new'; detail: NewChatDetail } | { kind: 'error' };

/** §4.9, §5: the ticket named, a new ticket about the page, or the error toast (neither). */
export function chatOpening(decision: ChatDecision | undefined, category: string | undefined, page: HelpCentreChatContext): ChatOpening {
  if (!decision) return { kind: 'error' };
  if (decision.ticketId && !decision.openNew) return { kind: 'ticket', ticketId: decision.ticketId };
  if (!decision.openNew) return { kind: 'error' };
  const { entityRef, feedback, titleKey, faqPath, localisedFaqPath } = page;
  const context = stripUndefined({ entityRef, feedback });
  return {
    kind: 'new',
    detail: stripUndefined({
      category,
      titleKey,
      faqPath,
      localisedFaqPath,
      context: Object.keys(context).length > 0 ? context : undefined,
    }),
  };
}

function stripUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}

/**
 * Beyond the spec: after a not-helpful vote, a chat opened about that same article carries its key
 * and reasons; a chat about anything else does not.
 */
export const feedbackFor = (note: HelpCentreChatContext['feedback'], titleKey: string | undefined): HelpCentreChatContext['feedback'] =>
  note && note.faqKey === titleKey ? note : undefined;
