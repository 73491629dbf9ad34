/**
 * The message store: each ticket's transcript as the server confirmed it, plus the user's
 * pending messages (sending, shown as sending after 2 s, failed with retry or delete) until the
 * server's copy replaces them. Paging by 50 with `before`; after a reconnect, re-sync with
 * `since` in pages of 50. Messages are matched by id and by correlationId, so one message
 * never shows twice whichever way (HTTP answer, socket, re-sync) it arrives first.
 */
import type { Clock, TimerId } from '../../shared/clock';
import { createStore } from '../../shared/store';
import { MESSAGE_PAGE_SIZE, SENDING_INDICATOR_MS } from '../constants';
import type { ChatClient } from './client';
import type { Message, MessagePage } from './models';

export interface ChatMessage extends Message {
  /** A local message the server has not confirmed yet. */
  sending?: boolean | undefined;
  /** Sending for 2 s or more: the UI shows it as sending (§4.5). */
  showSending?: boolean | undefined;
  failed?: boolean | undefined;
  /** Not sent yet and still queued: the outbox sends it again by itself (a transient failure, or no connection). */
  retrying?: boolean | undefined;
  /** Why it is not sent, classified once where that happened; the view reads it (failureTextKey). */
  failure?: MessageFailure | undefined;
  /** A pending upload's share sent, in whole percent (0-100), while it is on its way. */
  progress?: number | undefined;
  /** The pre-ticket greeting kept at the top of the ticket it led to: shown, never a paging cursor. */
  greeting?: boolean | undefined;
  /** For local uploads: the file's name and type before the server has one. */
  local?: { fileName?: string | undefined; mediaType?: string | undefined; file?: Blob | undefined } | undefined;
}

/**
 * Why a message is not sent (§4.5, §8): `connection`, the server could not be reached; `server`, a
 * failure for now (5xx, 408, 429, a timeout); `refused`, the server said no (another 4xx);
 * `fileTooLarge` and `fileType`, a file that failed validation (§5) and was never sent.
 */
export type FailureReason = 'connection' | 'server' | 'refused' | 'fileTooLarge' | 'fileType';
export interface MessageFailure {
  reason: FailureReason;
  /** Resend can send it: false for a file that failed validation (Delete only). */
  retryable: boolean;
}

export interface Thread {
  confirmed: ChatMessage[];
  pending: ChatMessage[];
  loading: boolean;
  error?: Error | undefined;
  loaded: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  /**
   * The last message id up to which this thread is known to hold everything: moved only by
   * transcript pages and by socket frames while the socket is in sync, never by a send's answer
   * (a message missed while disconnected may be older than it). Re-sync asks `since` this id.
   */
  cursor?: string | undefined;
  /** The agent has read the user's messages up to this time (a read frame with agentId): they show Read. */
  agentReadAt?: string | undefined;
}

/** The pre-ticket chat's thread key (§4.6): messages typed before the ticket exists. */
export const PRE_TICKET = '';

const emptyThread = (): Thread => ({ confirmed: [], pending: [], loading: false, loaded: false, hasOlder: true, loadingOlder: false });

/** Server order: createdAt, then id (the reference server's ids sort in creation order). */
export function compareMessages(a: Message, b: Message): number {
  return Date.parse(a.createdAt) - Date.parse(b.createdAt) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** The whole transcript to show: confirmed messages, then the pending ones in the order typed. */
export const transcript = (thread: Thread | undefined): ChatMessage[] => (thread ? [...thread.confirmed, ...thread.pending] : []);

/** A confirmed message of the user's that the agent has read (issue 37's read mark). */
export const readByAgent = (message: ChatMessage, thread: Thread | undefined): boolean =>
  !!thread?.agentReadAt && message.fromClient && !message.sending && !message.failed && Date.parse(message.createdAt) <= Date.parse(thread.agentReadAt);

/**
 * The user has just sent a message from here (a text or a file, on its way or refused at once):
 * one of theirs the server has not confirmed yet that was not among `before` (the ids shown until now).
 */
export const sentSince = (before: readonly string[], messages: readonly ChatMessage[]): boolean =>
  messages.some((message) => (message.sending || message.failed) && !before.includes(message.id));

/** The chat catalog's text for a failed message (§8): the file rule it broke, or what failed to send. */
export function failureTextKey(message: Pick<ChatMessage, 'payloadType' | 'local' | 'failure'>): 'messageFailed' | 'imageFailed' | 'fileFailed' | 'fileTooLarge' | 'fileType' {
  const reason = message.failure?.reason;
  if (reason === 'fileTooLarge' || reason === 'fileType') return reason;
  if (message.payloadType !== 'upload') return 'messageFailed';
  return message.local?.mediaType?.startsWith('image/') ? 'imageFailed' : 'fileFailed';
}

export interface GroupInfo {
  id: string;
  /** First message of a day: the UI draws a date separator above it. */
  dateSeparator: boolean;
  /** First of a run by the same author within one day. */
  firstInGroup: boolean;
  lastInGroup: boolean;
}

const dayOf = (iso: string) => new Date(iso).toDateString();

/** A date separator's day in the viewer's zone, relative to now: 'today', 'yesterday', or neither (a date). */
export function relativeDay(iso: string, now: number): 'today' | 'yesterday' | undefined {
  const yesterday = new Date(now);
  yesterday.setDate(yesterday.getDate() - 1);
  const day = dayOf(iso);
  if (day === new Date(now).toDateString()) return 'today';
  return day === yesterday.toDateString() ? 'yesterday' : undefined;
}

/** Same-author messages within one day are grouped, with date separators (§9). */
export function groupMessages(messages: readonly Message[]): GroupInfo[] {
  return messages.map((message, index) => {
    const previous = messages[index - 1];
    const next = messages[index + 1];
    const sameGroup = (a: Message | undefined, b: Message) =>
      !!a && a.author.id === b.author.id && a.fromClient === b.fromClient && dayOf(a.createdAt) === dayOf(b.createdAt) && a.kind === 'message' && b.kind === 'message';
    return {
      id: message.id,
      dateSeparator: !previous || dayOf(previous.createdAt) !== dayOf(message.createdAt),
      firstInGroup: !sameGroup(previous, message),
      lastInGroup: !next || !sameGroup(message, next),
    };
  });
}

/** A thread read (empty when unknown) and edited in place (created when unknown). */
interface ThreadAccess {
  edit: (key: string, recipe: (thread: Thread) => void) => void;
  thread: (key: string) => Thread;
}

/** The pre-ticket greeting as the chatbot's messages (`greeting: true`), at `at`, in the ticket it led to. */
function greetingMessages(ticketId: string, texts: readonly string[], authorId: string, at: string): ChatMessage[] {
  return texts.map((text, index) => ({
    id: `greeting-${ticketId}-${index}`,
    ticketId,
    fromClient: false,
    author: { id: authorId, chatbot: true },
    createdAt: at,
    kind: 'message',
    payloadType: 'text',
    payload: { text },
    content: { type: 'text', text },
    greeting: true,
  }));
}

/**
 * The user's pending messages in a thread (§4.5): added sending, shown as sending after 2 s,
 * failed (or waiting for the connection), with an upload's progress, retried, taken back.
 */
function createPendingEdits({ edit, thread, clock }: ThreadAccess & { clock: Clock }) {
  const sendingTimers = new Map<string, TimerId>();

  function stopSendingTimer(id: string): void {
    clock.clearTimeout(sendingTimers.get(id));
    sendingTimers.delete(id);
  }

  function startSendingTimer(key: string, id: string): void {
    stopSendingTimer(id);
    sendingTimers.set(
      id,
      clock.setTimeout(() => {
        sendingTimers.delete(id);
        editPending(key, id, (message) => void (message.showSending = message.sending));
      }, SENDING_INDICATOR_MS),
    );
  }

  function editPending(key: string, id: string, recipe: (message: ChatMessage) => void): void {
    edit(key, (draft) => {
      const message = draft.pending.find((pending) => pending.id === id);
      if (message) recipe(message);
    });
  }

  return {
    stopSendingTimer,
    stopAll(): void {
      for (const id of [...sendingTimers.keys()]) stopSendingTimer(id);
    },
    /** Adds the user's message as pending, sending true (§4.5). */
    addPending(key: string, message: ChatMessage): void {
      edit(key, (draft) => {
        if (!draft.pending.some((pending) => pending.id === message.id)) draft.pending.push({ ...message, sending: true });
      });
      startSendingTimer(key, message.id);
    },
    /** A file failing validation: added as failed, never sent (§4.5). */
    addRejected(key: string, message: ChatMessage, reason: 'fileTooLarge' | 'fileType'): void {
      edit(key, (draft) => void draft.pending.push({ ...message, sending: false, failed: true, failure: { reason, retryable: false } }));
    },
    /**
     * An attempt did not go; `retrying`: the outbox will try again by itself. With no connection the
     * message is waiting for it, not failed ('failed' is for a failure): it stays sending.
     */
    markFailed(key: string, id: string, failure: MessageFailure, retrying = false): void {
      stopSendingTimer(id);
      editPending(key, id, (message) => {
        message.failed = failure.reason !== 'connection';
        message.retrying = retrying;
        message.progress = undefined;
        message.showSending = false;
        message.failure = failure;
      });
    },
    /** An upload's progress, kept in whole percent so a fast upload does not render on every event. */
    setProgress(key: string, id: string, share: number): void {
      const percent = Math.min(100, Math.max(0, Math.floor(share * 100)));
      const message = thread(key).pending.find((pending) => pending.id === id);
      if (!message?.sending || message.progress === percent) return;
      editPending(key, id, (draft) => void (draft.progress = percent));
    },
    /** A retry is on its way: the failed mark goes, sending comes back. */
    markSending(key: string, id: string): void {
      editPending(key, id, (message) => {
        message.failed = false;
        message.retrying = false;
        message.failure = undefined;
        message.progress = undefined;
        message.sending = true;
        message.showSending = false;
      });
      startSendingTimer(key, id);
    },
    removePending(key: string, id: string): void {
      stopSendingTimer(id);
      edit(key, (draft) => void (draft.pending = draft.pending.filter((message) => message.id !== id)));
    },
  };
}

/** A thread's pages (§9): the latest, the 50 before the oldest held, and after a reconnect everything since. */
function createPaging({ client, edit, thread, merge }: ThreadAccess & { client: ChatClient; merge: (key: string, messages: readonly Message[], contiguous: boolean) => void }) {
  /**
   * Loads and merges one page; says whether another page follows it. Only a full page does, and
   * only if a message of it was readable: the next page is asked from a message held.
   */
  async function page(key: string, load: () => Promise<MessagePage>, flag: 'loading' | 'loadingOlder'): Promise<boolean> {
    edit(key, (draft) => {
      draft[flag] = true;
      draft.error = undefined;
    });
    try {
      const { messages, size } = await load();
      merge(key, messages, flag === 'loading');
      return size === MESSAGE_PAGE_SIZE && messages.length > 0;
    } catch (error) {
      edit(key, (draft) => void (draft.error = error as Error));
      throw error;
    } finally {
      edit(key, (draft) => void (draft[flag] = false));
    }
  }

  /** The latest page, then the rest up to now in pages of 50. */
  async function loadLatest(ticketId: string): Promise<void> {
    const full = await page(ticketId, () => client.messagesSince(ticketId, undefined, MESSAGE_PAGE_SIZE), 'loading');
    edit(ticketId, (draft) => {
      draft.loaded = true;
      draft.hasOlder = full;
    });
  }

  return {
    loadLatest,
    /** The 50 before the oldest held. */
    async loadOlder(ticketId: string): Promise<void> {
      const current = thread(ticketId);
      if (!current.hasOlder || current.loadingOlder) return;
      const oldest = current.confirmed.find((message) => !message.greeting)?.id;
      const full = await page(ticketId, () => client.messagesBefore(ticketId, oldest, MESSAGE_PAGE_SIZE), 'loadingOlder');
      edit(ticketId, (draft) => void (draft.hasOlder = full));
    },

    /** After a reconnect: everything since the last message held, in pages of 50 until a short page. */
    async resync(ticketId: string): Promise<void> {
      if (!thread(ticketId).loaded) return loadLatest(ticketId);
      for (;;) {
        const since = thread(ticketId).cursor;
        if (!(await page(ticketId, () => client.messagesSince(ticketId, since, MESSAGE_PAGE_SIZE), 'loading'))) return;
      }
    },
  };
}

export type MessageStore = ReturnType<typeof createMessageStore>;

export function createMessageStore({ client, clock }: { client: ChatClient; clock: Clock }) {
  const store = createStore<{ threads: Record<string, Thread> }>({ threads: {} });

  const thread = (key: string): Thread => store.getSnapshot().threads[key] ?? emptyThread();
  const edit = (key: string, recipe: (thread: Thread) => void) =>
    store.update((draft) => {
      const current = (draft.threads[key] ??= emptyThread());
      recipe(current);
    });
  const pendingEdits = createPendingEdits({ edit, thread, clock });
  const paging = createPaging({ client, edit, thread, merge });
  const { stopSendingTimer } = pendingEdits;

  /**
   * Inserts or replaces server messages, dropping any pending copy with the same correlationId.
   * `contiguous`: the messages continue the thread without a gap (pages, in-sync socket frames).
   */
  function merge(key: string, messages: readonly Message[], contiguous = false): void {
    if (messages.length === 0) return;
    edit(key, (draft) => {
      if (contiguous) {
        for (const message of messages) if (!draft.cursor || message.id > draft.cursor) draft.cursor = message.id;
      }
      for (const message of messages) {
        const correlation = message.correlationId ?? message.clientMessageId;
        if (correlation) {
          draft.pending = draft.pending.filter((pending) => pending.id !== correlation);
          stopSendingTimer(correlation);
        }
        const at = draft.confirmed.findIndex(
          (known) => known.id === message.id || (!!correlation && (known.correlationId ?? known.clientMessageId) === correlation),
        );
        if (at >= 0) draft.confirmed[at] = message;
        else draft.confirmed.push(message);
      }
      draft.confirmed.sort(compareMessages);
    });
  }



  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    thread,
    transcript: (key: string) => transcript(store.getSnapshot().threads[key]),
    merge,

    ...pendingEdits,
    /** The pre-ticket thread becomes the new ticket's (§4.6). */
    moveThread(from: string, to: string): void {
      store.update((draft) => {
        const moving = draft.threads[from];
        if (!moving) return;
        const target = (draft.threads[to] ??= emptyThread());
        target.pending.push(...moving.pending.map((message) => ({ ...message, ticketId: to })));
        target.confirmed.push(...moving.confirmed);
        target.confirmed.sort(compareMessages);
        delete draft.threads[from];
      });
    },

    ...paging,

    /** The pre-ticket greeting, as the user saw it (at `at`, by the chatbot `authorId`), at the top of the ticket it led to. */
    addGreeting(ticketId: string, texts: readonly string[], authorId: string, at: string): void {
      merge(ticketId, greetingMessages(ticketId, texts, authorId, at));
    },

    /** Read frames may come out of order: the mark only moves forward. */
    markAgentRead(ticketId: string, readAt: string): void {
      const known = thread(ticketId).agentReadAt;
      if (known && Date.parse(known) >= Date.parse(readAt)) return;
      edit(ticketId, (draft) => void (draft.agentReadAt = readAt));
    },

    clear(): void {
      pendingEdits.stopAll();
      store.update((draft) => void (draft.threads = {}));
    },
  };
}
