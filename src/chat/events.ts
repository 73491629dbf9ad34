/** Public events of <fin-chat> and <fin-chat-launcher>. */

/** What opens the panel: a ticket to show, the category of a new chat, and the chat context (§3.2). */
export interface ChatOpenDetail {
  ticketId?: string | undefined;
  category?: string | undefined;
  /** The chat context sent with a new ticket (e.g. `{entityRef: {id}}`, a transaction), kept in session storage. */
  context?: unknown;
  /** Sent as given when a new ticket is created. */
  externalRef?: string | undefined;
  /** Entry suggestions of a new chat (the first 5 show, §2.2); the element's `suggestions` otherwise. */
  suggestions?: readonly { id: string; title: string }[] | undefined;
  /** A form (its flow id) the new chat shows before the first message (§3.3 a FAQ's chat form). */
  form?: string | undefined;
}

declare module '../shared/events' {
  interface FinEventMap {
    /** Asks the panel to open: dispatch it on document (the launcher and FinWidgets('chat.open') do). */
    'fin-chat-open': ChatOpenDetail;
    /** The panel was closed (close button or Escape). */
    'fin-chat-close': { ticketId: string | undefined };
    /** The number of unread agent messages changed. */
    'fin-chat-unread-change': { unread: number };
  }
}
