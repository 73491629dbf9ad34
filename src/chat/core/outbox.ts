/**
 * The persisted outbox: every outgoing text and upload is stored (shared storage: IndexedDB,
 * memory fallback) under its clientMessageId before the first attempt, and removed only when
 * the server has answered with the message. Sending is strictly first in, first out, so the
 * transcript keeps the user's order; the server treats a repeated correlationId as the same
 * message, so re-sending after a lost answer never doubles it. See docs/chat-core.md.
 */
import type { Clock } from '../../shared/clock';
import { attempt, boolean, fields, number, oneOf, optional, string } from '../../shared/decode';
import { HttpStatusError, NetworkError, RequestAbortedError, TimeoutError } from '../../shared/http';
import type { Random } from '../../shared/random';
import { createRetrier } from '../../shared/retry';
import type { RetryLater } from '../../shared/retry';
import type { KeyValueStorage, SyncStore } from '../../shared/storage';
import { OUTBOX_RETRY_MAX_MS, OUTBOX_RETRY_MIN_MS, OUTBOX_RETRY_RANDOM_FACTOR } from '../constants';
import { ChatTimeoutError, NotAuthorisedError } from './errors';
import type { MessageFailure } from './messages';
import type { Message } from './models';

export interface OutboxItem {
  clientMessageId: string;
  /** Undefined before the ticket exists (pre-ticket flow): `ticketRef` then names the ticket to create. */
  ticketId?: string | undefined;
  ticketRef?: string | undefined;
  kind: 'text' | 'upload';
  text?: string | undefined;
  file?: Blob | undefined;
  fileName?: string | undefined;
  preventEscalation?: boolean | undefined;
  /** Wall-clock ms plus a counter: the sending order, across reloads. */
  order: number;
  createdAt: string;
  /** The clientId of the session that queued it (undefined for a visitor who is not signed in). */
  owner?: string | undefined;
  /** Parked after a permanent failure: waits for retry() or remove(). */
  parked: boolean;
  attempts: number;
}

export const OUTBOX_PREFIX = 'outbox:';
/**
 * The synchronous copy of texts added but not yet in IndexedDB (clientMessageId → item): Enter
 * then a reload at once must not lose the message, and a page that goes can abort the write.
 */
export const OUTBOX_BACKUP_KEY = 'fin-chat-outbox';

/**
 * Failures worth retrying by themselves: the network, timeouts, 401, 408, 429, 5xx, and a session
 * that could not be refreshed (the user is signed out; the items wait for their owner's sign-in).
 */
export function isTransient(error: unknown): boolean {
  if (error instanceof NetworkError || error instanceof TimeoutError || error instanceof RequestAbortedError) return true;
  if (error instanceof NotAuthorisedError || error instanceof ChatTimeoutError) return true;
  if (error instanceof HttpStatusError) return error.status >= 500 || [401, 408, 429].includes(error.status);
  return false;
}

/** A failed send, classified once (the view reads the class): every one of them can be sent again. */
export function failureOf(error: unknown): MessageFailure {
  if (error instanceof NetworkError) return { reason: 'connection', retryable: true };
  return { reason: isTransient(error) ? 'server' : 'refused', retryable: true };
}

export interface OutboxOptions {
  storage: KeyValueStorage;
  clock: Clock;
  /** The retries' jitter. */
  random: Random;
  /** Sends one item; resolves with the server's message. The signal aborts it when the item is removed meanwhile. */
  send: (item: OutboxItem, signal: AbortSignal) => Promise<Message>;
  onSent: (item: OutboxItem, message: Message) => void;
  /** Every failed attempt; `willRetry` false when the item is parked. */
  onFailed: (item: OutboxItem, error: unknown, willRetry: boolean) => void;
  /** The current session's clientId: only its own items are listed and sent. */
  owner?: () => string | undefined;
  /** Retry delays for transient failures (doubling, jittered, Retry-After honoured); 1000 to 30000 ms by default. */
  retryMs?: { min: number; max: number } | undefined;
  /** Where an added text is kept synchronously until storage has it (localStorage in a browser). */
  backup?: SyncStore | undefined;
}

/** A text this outbox kept in the backup; anything else found there is dropped. */
function decodeKeptText(value: unknown, path: string): OutboxItem {
  const item = fields(value, path);
  return {
    clientMessageId: item.get('clientMessageId', string),
    ticketId: item.get('ticketId', optional(string)),
    ticketRef: item.get('ticketRef', optional(string)),
    kind: item.get('kind', oneOf(['text'] as const)),
    text: item.get('text', string),
    preventEscalation: item.get('preventEscalation', optional(boolean)),
    order: item.get('order', number),
    createdAt: item.get('createdAt', string),
    owner: item.get('owner', optional(string)),
    parked: item.get('parked', boolean),
    attempts: item.get('attempts', number),
  };
}

/**
 * The backup: one JSON object. Web Storage throws when it is full or blocked, and a page may have
 * written anything there: then IndexedDB is all there is.
 */
function backupCopy(backup: SyncStore | undefined) {
  const readBackup = (): Record<string, unknown> => {
    try {
      const kept = JSON.parse(backup?.getItem(OUTBOX_BACKUP_KEY) ?? '{}') as unknown;
      return typeof kept === 'object' && kept !== null && !Array.isArray(kept) ? (kept as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  };
  const changeBackup = (change: (kept: Record<string, unknown>) => void): void => {
    if (!backup) return;
    try {
      const kept = readBackup();
      change(kept);
      if (Object.keys(kept).length > 0) backup.setItem(OUTBOX_BACKUP_KEY, JSON.stringify(kept));
      else backup.removeItem(OUTBOX_BACKUP_KEY);
    } catch {
      // full or blocked
    }
  };
  return { read: readBackup, change: changeBackup };
}

export type Outbox = ReturnType<typeof createOutbox>;

export function createOutbox({ storage, clock, random, send, onSent, onFailed, retryMs, owner, backup }: OutboxOptions) {
  let counter = 0;
  const key = (id: string) => OUTBOX_PREFIX + id;
  /** The item being sent now, so removing it aborts its request. */
  const inFlight = new Map<string, AbortController>();
  /** The transient failure the queue is waiting out (until a send succeeds): a new item waits behind it. */
  let waiting: unknown;

  const { read: readBackup, change: changeBackup } = backupCopy(backup);
  /** Texts a page kept but did not store before it went: stored now (what storage has wins). */
  async function takeBackup(): Promise<void> {
    const kept = Object.entries(readBackup());
    if (kept.length === 0) return;
    for (const [id, value] of kept) {
      const item = attempt(decodeKeptText, value);
      if (item?.clientMessageId === id) await storage.update<OutboxItem>(key(id), (current) => current ?? item);
    }
    changeBackup((now) => kept.forEach(([id]) => delete now[id]));
  }
  const retrier = createRetrier({
    clock,
    random,
    backoff: { minMs: retryMs?.min ?? OUTBOX_RETRY_MIN_MS, maxMs: retryMs?.max ?? OUTBOX_RETRY_MAX_MS, randomFactor: OUTBOX_RETRY_RANDOM_FACTOR },
    task: drain,
  });

  async function items(): Promise<OutboxItem[]> {
    await takeBackup();
    const entries = await storage.entries<OutboxItem>(OUTBOX_PREFIX);
    const current = owner?.();
    return entries
      .map(([, item]) => item)
      .filter((item) => !owner || item.owner === current)
      .sort((a, b) => a.order - b.order);
  }

  /** One pass over the queue; a transient failure of the head asks for a retry (with its Retry-After). */
  async function drain(): Promise<RetryLater | undefined> {
    for (const listed of await items()) {
      if (retrier.paused()) return undefined;
      // Read again: an item removed (the user's Delete) or parked since the list was read is never sent.
      const item = await storage.get<OutboxItem>(key(listed.clientMessageId));
      if (!item || item.parked) continue;
      const controller = new AbortController();
      inFlight.set(item.clientMessageId, controller);
      try {
        const message = await send(item, controller.signal);
        await storage.del(key(item.clientMessageId));
        waiting = undefined;
        retrier.reset();
        onSent(item, message);
      } catch (error) {
        const transient = isTransient(error);
        const updated = await storage.update<OutboxItem>(key(item.clientMessageId), (current) =>
          current && { ...current, attempts: current.attempts + 1, parked: !transient },
        );
        // Removed meanwhile (the user deleted it): nothing to report.
        if (!updated) continue;
        onFailed(updated, error, transient);
        if (!transient) continue;
        // The head waits: sending a later message first would change the transcript's order. The
        // ones behind it are not sent either, and go with it: each is reported as waiting too.
        waiting = error;
        // (Listed again: items added while it was on its way wait too.)
        for (const behind of await items()) if (behind.clientMessageId !== item.clientMessageId && !behind.parked) onFailed(behind, error, true);
        return { retryAfterMs: error instanceof HttpStatusError ? error.retryAfterMs : undefined };
      } finally {
        inFlight.delete(item.clientMessageId);
      }
    }
    return undefined;
  }

  /** Sends what is queued; concurrent calls share one run (and ask it to go round again). */
  const flush = (): Promise<void> => retrier.run();

  /** The connection is back (socket open): try at once, from the shortest delay. */
  function kick(): void {
    void retrier.retryNow();
  }

  return {
    items,
    flush,
    async add(input: Omit<OutboxItem, 'order' | 'parked' | 'attempts' | 'owner'>): Promise<OutboxItem> {
      const item: OutboxItem = { ...input, owner: owner?.(), order: clock.now() * 1000 + (counter++ % 1000), parked: false, attempts: 0 };
      // A file cannot go to Web Storage: only texts are kept while the write runs.
      if (item.kind === 'text') changeBackup((kept) => void (kept[item.clientMessageId] = item));
      await storage.set(key(item.clientMessageId), item);
      changeBackup((kept) => void delete kept[item.clientMessageId]);
      if (waiting !== undefined) onFailed(item, waiting, true);
      void flush();
      return item;
    },
    kick,
    /** Stops sending (sign-out, disable) without dropping anything. */
    pause(): void {
      retrier.pause();
    },
    async retry(clientMessageId: string): Promise<void> {
      await storage.update<OutboxItem>(key(clientMessageId), (current) => current && { ...current, parked: false });
      kick();
    },
    /** Cancels an item for good: it is never sent, and a request for it on its way is aborted. */
    async remove(clientMessageId: string): Promise<void> {
      changeBackup((kept) => void delete kept[clientMessageId]);
      await storage.del(key(clientMessageId));
      inFlight.get(clientMessageId)?.abort();
    },
    /** Items pre-ticket items are sent to once their ticket exists. */
    async assignTicket(ticketRef: string, ticketId: string): Promise<void> {
      for (const item of await items()) {
        if (item.ticketRef === ticketRef && !item.ticketId) {
          await storage.update<OutboxItem>(key(item.clientMessageId), (current) => current && { ...current, ticketId });
        }
      }
    },
  };
}
