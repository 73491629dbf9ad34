/**
 * The composer's commands (§4.5, §5): a text or a file into the outbox, Resend and Delete, the
 * typing signal and the debounced read mark.
 */
import type { Clock } from '../../shared/clock';
import { MARK_READ_DEBOUNCE_MS } from '../constants';
import { createDebouncer } from './chat-state';
import type { ChatStore } from './chat-state';
import { fileProblem } from './files';
import type { Sending } from './sending';
import type { ChatSocket } from './socket';
import type { TicketStore } from './tickets';

export interface ComposingParts {
  sending: Sending;
  store: ChatStore;
  socket: ChatSocket;
  tickets: TicketStore;
  clock: Clock;
  /** Throws ChatDisabledError while the chat is disabled. */
  guard: () => void;
}

export function createComposing({ sending, store, socket, tickets, clock, guard }: ComposingParts) {
  const markReadSoon = createDebouncer(clock);
  return {
    /** Trims; an empty text is not sent (§5). Resolves with the clientMessageId once it is safely queued. */
    async sendText(text: string): Promise<string | undefined> {
      guard();
      const trimmed = text.trim();
      if (!trimmed) return undefined;
      return sending.queue({ ...sending.target(), kind: 'text', text: trimmed });
    },

    /** Images and PDF up to 10 MB; any other file is added as failed and never sent (§4.5). */
    async sendFile(file: Blob, fileName: string): Promise<string> {
      guard();
      const problem = fileProblem(file);
      const input = { ...sending.target(), kind: 'upload' as const, file, fileName };
      return problem ? sending.reject(input, problem) : sending.queue(input);
    },

    retry: (clientMessageId: string): Promise<void> => sending.retry(clientMessageId),
    delete: (clientMessageId: string): Promise<void> => sending.remove(clientMessageId),

    /** Call on every keystroke in the input. */
    typing(): void {
      const ticketId = store.getSnapshot().ticketId;
      if (ticketId) socket.typing(ticketId);
    },

    /** The chat was read (scrolled to the bottom): tells the server after 400 ms of quiet. */
    markRead(ticketId: string): void {
      markReadSoon(ticketId, MARK_READ_DEBOUNCE_MS, () => tickets.markRead(ticketId));
    },
  };
}
