/**
 * The persisted outbox: every outgoing text and upload is stored (shared storage: IndexedDB,
 * memory fallback) under its clientMessageId before the first attempt, and removed only when
 * the server has answered with the message. Sending is strictly first in, first out, so the
 * transcript keeps the user's order; the server treats a repeated correlationId as the same
 * message, so re-sending after a lost answer never doubles it. See docs/chat-core.md.
 */
import type { Clock, TimerId } from '../../shared/clock';
import { HttpStatusError, NetworkError, RequestAbortedError, TimeoutError } from '../../shared/http';
import type { KeyValueStorage } from '../../shared/storage';
import { OUTBOX_RETRY_MAX_MS, OUTBOX_RETRY_MIN_MS } from '../constants';
import { ChatTimeoutError, NotAuthorisedError } from './errors';
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
 * Failures worth retrying by themselves: the network, timeouts, 401, 408, 429, 5xx, and a session
 * that could not be refreshed (the user is signed out; the items wait for their owner's sign-in).
 */
export function isTransient(error: unknown): boolean {
  if (error instanceof NetworkError || error instanceof TimeoutError || error instanceof RequestAbortedError) return true;
  if (error instanceof NotAuthorisedError || error instanceof ChatTimeoutError) return true;
  if (error instanceof HttpStatusError) return error.status >= 500 || [401, 408, 429].includes(error.status);
  return false;
}

export interface OutboxOptions {
  storage: KeyValueStorage;
  clock: Clock;
  /** Sends one item; resolves with the server's message. */
  send: (item: OutboxItem) => Promise<Message>;
  onSent: (item: OutboxItem, message: Message) => void;
  /** Every failed attempt; `willRetry` false when the item is parked. */
  onFailed: (item: OutboxItem, error: unknown, willRetry: boolean) => void;
  /** The current session's clientId: only its own items are listed and sent. */
  owner?: () => string | undefined;
  /** Retry delays for transient failures; 1000 to 30000 ms by default. */
  retryMs?: { min: number; max: number } | undefined;
}

export type Outbox = ReturnType<typeof createOutbox>;

export function createOutbox({ storage, clock, send, onSent, onFailed, retryMs, owner }: OutboxOptions) {
  const minDelay = retryMs?.min ?? OUTBOX_RETRY_MIN_MS;
  const maxDelay = retryMs?.max ?? OUTBOX_RETRY_MAX_MS;
  let counter = 0;
  let running: Promise<void> | undefined;
  let again = false;
  let retryTimer: TimerId | undefined;
  let retryDelay = minDelay;
  let paused = false;
  const key = (id: string) => OUTBOX_PREFIX + id;

  async function items(): Promise<OutboxItem[]> {
    const entries = await storage.entries<OutboxItem>(OUTBOX_PREFIX);
    const current = owner?.();
    return entries
      .map(([, item]) => item)
      .filter((item) => !owner || item.owner === current)
      .sort((a, b) => a.order - b.order);
  }

  async function drain(): Promise<void> {
    for (const item of await items()) {
      if (item.parked) continue;
      if (paused) return;
      try {
        const message = await send(item);
        await storage.del(key(item.clientMessageId));
        retryDelay = minDelay;
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
        // The head waits: sending a later message first would change the transcript's order.
        scheduleRetry();
        return;
      }
    }
  }

  function scheduleRetry(): void {
    clock.clearTimeout(retryTimer);
    retryTimer = clock.setTimeout(() => {
      retryTimer = undefined;
      void flush();
    }, retryDelay);
    retryDelay = Math.min(maxDelay, retryDelay * 2);
  }

  /** Sends what is queued; concurrent calls share one run (and ask it to go round again). */
  function flush(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await drain();
      } while (again && !paused);
    })().finally(() => (running = undefined));
    return running;
  }

  /** The connection is back (socket open): try at once, from the shortest delay. */
  function kick(): void {
    clock.clearTimeout(retryTimer);
    retryTimer = undefined;
    retryDelay = minDelay;
    paused = false;
    void flush();
  }

  return {
    items,
    flush,
    async add(input: Omit<OutboxItem, 'order' | 'parked' | 'attempts' | 'owner'>): Promise<OutboxItem> {
      const item: OutboxItem = { ...input, owner: owner?.(), order: clock.now() * 1000 + (counter++ % 1000), parked: false, attempts: 0 };
      await storage.set(key(item.clientMessageId), item);
      void flush();
      return item;
    },
    kick,
    /** Stops sending (sign-out, disable) without dropping anything. */
    pause(): void {
      paused = true;
      clock.clearTimeout(retryTimer);
      retryTimer = undefined;
    },
    async retry(clientMessageId: string): Promise<void> {
      await storage.update<OutboxItem>(key(clientMessageId), (current) => current && { ...current, parked: false });
      kick();
    },
    async remove(clientMessageId: string): Promise<void> {
      await storage.del(key(clientMessageId));
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
