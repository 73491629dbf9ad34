/** Public events of <fin-chat> and <fin-chat-launcher>. */
import type { LinkParams } from '../shared/links';

/** A form or FAQ deep link chosen in a message: the host opens its form or FAQ page (as the help centre's fin-help-centre-link). */
export type ChatLinkDetail = { kind: 'form'; formId: string; params: LinkParams } | { kind: 'faq'; key: string; params: LinkParams };

/**
 * What opens the panel: a ticket to show, or what a new chat is about — its category, the chat
 * context (§3.2), the page's fields sent at the top level of `POST /tickets` (§7.2) and the entry
 * suggestions shown before the ticket (at most 5, §2.2).
 */
export interface ChatOpenDetail {
  ticketId?: string | undefined;
  category?: string | undefined;
  /** The chat context sent with a new ticket (e.g. `{entityRef: {id}}`, a transaction), kept in session storage. */
  context?: unknown;
  /** Sent as given when a new ticket is created. */
  externalRef?: string | undefined;
  /** The FAQ article or topic the chat is about (its key, its path, its path in the user's language). */
  titleKey?: string | undefined;
  faqPath?: string | undefined;
  localisedFaqPath?: string | undefined;
  /** Entry suggestions shown before the ticket (the first 5). */
  suggestions?: readonly { id: string; title: string }[] | undefined;
  /** A form (its flow id) the new chat shows before the first message (§3.3 a FAQ's chat form). */
  form?: string | undefined;
  /**
   * Show the chat as the user left it (the launcher's press): the ticket or new chat shown, its
   * scroll position and what was typed. Only when nothing was shown yet do the other fields open one.
   */
  resume?: boolean | undefined;
}

declare module '../shared/events' {
  interface FinEventMap {
    /** Asks the panel to open: dispatch it on document (the launcher and FinWidgets('chat.open') do). */
    'fin-chat-open': ChatOpenDetail;
    /** The panel was closed (close button or Escape). */
    'fin-chat-close': { ticketId: string | undefined };
    /** The number of unread agent messages changed. */
    'fin-chat-unread-change': { unread: number };
    /** A form or FAQ deep link in a message was chosen. */
    'fin-chat-link': ChatLinkDetail;
  }
}
