/**
 * Sending: the outbox wired to the client, the session and the stores. Pending messages are
 * shown at once; the outbox sends them in order; pre-ticket messages first create their ticket
 * (ticket-making.ts: idempotently, by an Idempotency-Key header; the host's externalRef goes as
 * given) and are sent without escalation (§4.6).
 */
import type { Clock } from '../../shared/clock';
import { randomId } from '../../shared/random';
import type { Random } from '../../shared/random';
import type { KeyValueStorage, SyncStore } from '../../shared/storage';
import type { BotTyping } from './bot-typing';
import type { ChatStore } from './chat-state';
import type { ChatClient } from './client';
import type { Message } from './models';
import { PRE_TICKET } from './messages';
import type { ChatMessage, MessageStore } from './messages';
import { createOutbox, failureOf } from './outbox';
import type { OutboxItem } from './outbox';
import type { Session } from './session';
import { createTicketMaking } from './ticket-making';
import type { TicketStore } from './tickets';

export interface SendingOptions {
  client: ChatClient;
  session: Session;
  tickets: TicketStore;
  messages: MessageStore;
  store: ChatStore;
  storage: KeyValueStorage;
  /** The outbox's synchronous copy of texts while they are written (OutboxOptions.backup). */
  backup?: SyncStore | undefined;
  clock: Clock;
  /** Client message ids, pre-ticket references and the outbox's jitter. */
  random: Random;
  retryMs?: { min: number; max: number } | undefined;
  botTyping: BotTyping;
  /** The pre-ticket chat's first message made this ticket (the opening shows it). */
  onCreated: (ticketId: string) => void;
}

export type QueueInput = Omit<OutboxItem, 'order' | 'parked' | 'attempts' | 'owner' | 'clientMessageId' | 'createdAt'>;

/** A message the user sent, as it shows before the server has it. */
function pendingOf(item: Omit<OutboxItem, 'order' | 'parked' | 'attempts'>, clientId: string | undefined): ChatMessage {
  return {
    id: item.clientMessageId,
    clientMessageId: item.clientMessageId,
    correlationId: item.clientMessageId,
    ticketId: item.ticketId,
    fromClient: true,
    author: { id: clientId ?? 'me', chatbot: false },
    createdAt: item.createdAt,
    kind: 'message',
    payloadType: item.kind === 'upload' ? 'upload' : 'text',
    payload: item.kind === 'upload' ? { fileName: item.fileName, mediaType: item.file?.type } : { text: item.text },
    content: item.kind === 'upload' ? { type: 'file', fileName: item.fileName ?? '', mediaType: item.file?.type ?? '' } : { type: 'text', text: item.text ?? '' },
    local: item.kind === 'upload' ? { fileName: item.fileName, mediaType: item.file?.type, file: item.file } : undefined,
  };
}

export function createSending({ client, session, tickets, messages, store, storage, backup, clock, random, retryMs, botTyping, onCreated }: SendingOptions) {
  /** Files refused before queueing (never in the outbox): where each was shown, for Delete. */
  const rejected = new Map<string, Pick<OutboxItem, 'ticketId' | 'ticketRef'>>();
  const making = createTicketMaking({ client, session, tickets, messages, store, random, onCreated, assignTicket: (ref, ticketId) => outbox.assignTicket(ref, ticketId) });
  const { threadOf } = making;

  async function sendItem(item: OutboxItem, signal: AbortSignal): Promise<Message> {
    const ticketId = await making.ticketOf(item);
    const send = { correlationId: item.clientMessageId, preventEscalation: item.preventEscalation, signal };
    if (item.kind === 'upload') {
      const onUploadProgress = (sent: number, total: number) => messages.setProgress(threadOf(item), item.clientMessageId, sent / total);
      return client.sendUpload(ticketId, item.file!, item.fileName ?? 'file', { ...send, onUploadProgress });
    }
    return client.sendText(ticketId, item.text ?? '', send);
  }

  const outbox = createOutbox({
    storage,
    backup,
    clock,
    random,
    retryMs,
    // Queued messages belong to whoever typed them: another user signing in on this browser never sends them.
    owner: () => session.getSnapshot().clientId,
    send: sendItem,
    onSent(item, message) {
      const from = threadOf(item);
      // A visitor who is not signed in gets the ticket the server opened for the ticketless send.
      // (Storage failing to keep the ticket id on the queued copies: the map still sends them there.)
      if (from === PRE_TICKET && message.ticketId && item.ticketRef) void making.ticketMade(item.ticketRef, message.ticketId).catch(() => undefined);
      const key = message.ticketId ?? from;
      messages.removePending(key, item.clientMessageId);
      messages.merge(key, [message]);
      tickets.applyMessage(message);
      // No human agent yet: the chatbot works on the answer, shown as simulated typing (§9).
      const agent = message.ticketId ? tickets.getSnapshot().byId[message.ticketId]?.agent : undefined;
      if (message.ticketId && (!agent || agent.chatbot)) {
        botTyping.start(message.ticketId, agent?.id ?? store.getSnapshot().preTicket.greetingAuthorId ?? 'chatbot');
      }
    },
    // Every failed attempt shows the failed state with Delete / Resend (§4.5). A transient one
    // (offline, 5xx) stays queued and is tried again by itself (`retrying`); a parked one waits for the user.
    onFailed(item, error, willRetry) {
      messages.markFailed(threadOf(item), item.clientMessageId, failureOf(error), willRetry);
    },
  });

  const queued = async (clientMessageId: string) => (await outbox.items()).find((item) => item.clientMessageId === clientMessageId);

  /** The thread a message the user sent is shown in (queued or refused), by the same rule the outbox uses. */
  async function threadOfMessage(clientMessageId: string): Promise<string | undefined> {
    const item = rejected.get(clientMessageId) ?? (await queued(clientMessageId));
    return item && threadOf(item);
  }

  return {
    outbox,

    /** Resend: a refused file was never queued and cannot be. */
    async retry(clientMessageId: string): Promise<void> {
      const item = await queued(clientMessageId);
      if (!item) return;
      messages.markSending(threadOf(item), clientMessageId);
      await outbox.retry(clientMessageId);
    },

    /** Takes a message back (Delete): out of the outbox and off the screen. */
    async remove(clientMessageId: string): Promise<void> {
      const key = await threadOfMessage(clientMessageId);
      await outbox.remove(clientMessageId);
      rejected.delete(clientMessageId);
      if (key) messages.removePending(key, clientMessageId);
    },

    /** Where a new message goes: the open ticket, or the pre-ticket chat's ticket-to-be. */
    target: making.target,

    /**
     * Shows the message as pending and persists it; resolves with its clientMessageId. One the
     * outbox could not keep would never go: it is taken back and the call fails (the composer
     * gives the user their text back).
     */
    async queue(input: QueueInput): Promise<string> {
      const item = { ...input, clientMessageId: randomId(random), createdAt: new Date(clock.now()).toISOString() };
      messages.addPending(threadOf(item), pendingOf(item, session.getSnapshot().clientId));
      try {
        await outbox.add(item);
      } catch (error) {
        messages.removePending(threadOf(item), item.clientMessageId);
        throw error;
      }
      return item.clientMessageId;
    },

    /** A file that failed validation: shown as failed, never queued. */
    reject(input: QueueInput, reason: 'fileTooLarge' | 'fileType'): string {
      const item = { ...input, clientMessageId: randomId(random), createdAt: new Date(clock.now()).toISOString() };
      rejected.set(item.clientMessageId, item);
      messages.addRejected(threadOf(item), pendingOf(item, session.getSnapshot().clientId), reason);
      return item.clientMessageId;
    },

    /** Shows this user's queued messages (from before a reload) as pending, or failed if parked. */
    async restorePending(): Promise<void> {
      for (const item of await outbox.items()) {
        messages.addPending(threadOf(item), pendingOf(item, session.getSnapshot().clientId));
        // Parked: the server refused it before the reload.
        if (item.parked) messages.markFailed(threadOf(item), item.clientMessageId, { reason: 'refused', retryable: true });
      }
    },
  };
}

export type Sending = ReturnType<typeof createSending>;
