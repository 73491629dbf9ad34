/**
 * The persisted outbox. Every event is written here before any send and leaves only when the
 * collector accepted it (2xx) or refused it for good (4xx other than 408 and 429). Failures are
 * retried with exponential backoff and jitter, honouring Retry-After. One tab at a time
 * flushes (a lock), so two tabs never send the same stored event at once; the collector also
 * dedupes by event id, which covers what a beacon at unload may send again.
 */
import type { Clock } from '../../shared/clock';
import type { Logger } from '../../shared/logger';
import { randomFraction } from '../../shared/random';
import type { Random } from '../../shared/random';
import { backoffDelay, createRetrier } from '../../shared/retry';
import type { Backoff, RetryLater } from '../../shared/retry';
import type { KeyValueStorage } from '../../shared/storage';
import { LOCK_BUSY_RETRY_MS, OUTBOX_PREFIX, RETRY_BACKOFF, SEND_CONCURRENCY, UNLOAD_BYTES_LIMIT } from '../constants';
import { strings } from '../strings';
import type { TextStore } from './session';

export interface OutboxRecord {
  id: string;
  url: string;
  /** The JSON body, kept as sent so every retry sends the same bytes. */
  body: string;
}

/**
 * Stored by this or another version of the SDK. Checked by hand, not with src/shared/decode.ts:
 * its error classes and messages would take the tracker over its 9 KB page cost (docs/architecture.md).
 */
const isRecord = (value: unknown): value is OutboxRecord => {
  const record = value as Partial<OutboxRecord> | null;
  return typeof record?.id == 'string' && typeof record.url == 'string' && typeof record.body == 'string';
};
const isKept = (value: unknown): value is Kept => !!value && typeof value == 'object' && !Array.isArray(value);

/** What one send got back: an HTTP status (0 when no answer came) and Retry-After if any. */
export interface SendResult {
  status: number;
  retryAfterMs?: number | undefined;
}

export interface TrackerTransport {
  /** Sends and waits for the answer. */
  send(url: string, body: string): Promise<SendResult>;
  /** Hands the body to the browser during unload (beacon, else keepalive fetch); no answer. */
  sendAtUnload(url: string, body: string): void;
}

/**
 * Mutual exclusion across tabs. `run` calls `task` only if the lock is free, and resolves false
 * when it was not. `renew()` tells the task whether it still holds the lock.
 */
export interface OutboxLock {
  run(task: (renew: () => Promise<boolean>) => Promise<void>): Promise<boolean>;
}

export interface OutboxPorts {
  storage: KeyValueStorage;
  /** Synchronous storage shared by the origin's pages (localStorage): the one a page being left can still write. */
  keep: TextStore;
  transport: TrackerTransport;
  clock: Clock;
  lock: OutboxLock;
  /** The jitter of the backoff. */
  random: Random;
  logger: Logger;
}

export interface Outbox {
  add(record: OutboxRecord): Promise<void>;
  /** Sends what is stored, oldest first, unless a retry is already scheduled. */
  flush(): Promise<void>;
  /** The network is back: forget the backoff and send now. */
  retryNow(): Promise<void>;
  /**
   * The page is hidden or going away: keep the events not yet stored in `keep`, and hand events
   * to the browser, ≤ 64 KB in total: those not yet stored first, newest first; then, unless the
   * collector is failing, the rest this tab knows of, oldest first.
   */
  pageHidden(): void;
}

/**
 * What the outbox keeps in synchronous storage: `retry`, the backoff as [failures, until], and
 * the records a page was left before storing them, by their outbox key.
 */
type Kept = Record<string, unknown>;
const RETRY = 'retry';

/** 2xx: accepted. 4xx but 408 and 429: refused for good. Anything else: try again. */
export function outcomeOf(status: number): 'accepted' | 'refused' | 'retry' {
  if (status >= 200 && status < 300) return 'accepted';
  if (status >= 400 && status < 500 && status !== 408 && status !== 429) return 'refused';
  return 'retry';
}

/**
 * Why a run of the outbox waits: `failed`, the answer of a failed send (status 0: none came); or
 * nothing failed (another tab holds the lock, an earlier page's backoff is not over).
 */
interface Wait extends RetryLater {
  failed?: SendResult;
}

/**
 * The retrier adds no delay of its own: the failures count across pages (the `retry` entry), so
 * each run works its delay out with backoffDelay and hands it over as `retryAfterMs`.
 */
const DELAY_FROM_TASK: Backoff = { minMs: 0, maxMs: 0, randomFactor: 0 };

export const utf8Length = (text: string): number => new TextEncoder().encode(text).length;

/** The outbox's copy in `keep`: read, and changed in one task. */
function keptCopy(keep: TextStore) {
  const read = (): Kept => {
    try {
      const kept: unknown = JSON.parse(keep.read() ?? '{}');
      return isKept(kept) ? kept : {};
    } catch {
      return {};
    }
  };
  /**
   * Sets the patch's keys, and removes those set to undefined (JSON has no undefined), reading
   * and writing in one task so tabs do not undo each other's changes.
   */
  const change = (patch: Kept): void => {
    try {
      const text = JSON.stringify({ ...read(), ...patch });
      keep.write(text == '{}' ? null : text);
    } catch {
      // Storage blocked or full: the beacon is the other copy.
    }
  };
  return { read, change };
}

/**
 * What storage holds, oldest first, once the events a page kept at unload are stored. A key ends
 * with the event's id, so one stored after all is only written again, and the kept copy is gone
 * before it is sent.
 */
async function storedRecords(storage: KeyValueStorage, { read, change }: ReturnType<typeof keptCopy>, logger: Logger): Promise<[string, OutboxRecord][]> {
  const unsaved = read();
  delete unsaved[RETRY];
  for (const key in unsaved) {
    await storage.set(key, unsaved[key]);
    unsaved[key] = undefined;
  }
  change(unsaved);
  // Stored by this or another version of the SDK: a record that does not decode could never be sent.
  const entries: [string, OutboxRecord][] = [];
  for (const [key, value] of await storage.entries<unknown>(OUTBOX_PREFIX)) {
    if (isRecord(value)) entries.push([key, value]);
    else {
      logger.warn(`${strings.sendFailed}: the stored event ${key} is malformed, so it is dropped.`);
      await storage.del(key);
    }
  }
  return entries;
}

/**
 * A batch's answers: an accepted or refused event leaves storage and `known` (a refusal is
 * logged); the first answer that asks for a retry is returned, its events kept.
 */
async function settle(
  batch: readonly [string, OutboxRecord][],
  results: readonly SendResult[],
  { known, storage, logger }: { known: Map<string, OutboxRecord>; storage: KeyValueStorage; logger: Logger },
): Promise<SendResult | undefined> {
  let retry: SendResult | undefined;
  for (const [index, [key, record]] of batch.entries()) {
    const { status } = results[index] as SendResult;
    const outcome = outcomeOf(status);
    if (outcome === 'retry') {
      retry ??= results[index];
      continue;
    }
    if (outcome === 'refused') logger.warn(`${strings.sendFailed}: the collector refused event ${record.id} with HTTP ${status}, so it is dropped.`);
    known.delete(key);
    await storage.del(key);
  }
  return retry;
}

export function createOutbox({ storage, keep, transport, clock, lock, random, logger }: OutboxPorts): Outbox {
  const { read, change } = keptCopy(keep);

  /** What this tab knows is unsent, by storage key: its own events and the ones it last read. */
  const known = new Map<string, OutboxRecord>();
  /** Keys being written now: not yet readable from storage, but not sent either. */
  const writing = new Set<string>();
  /**
   * Keys already handed to the browser at unload, or in a keepalive send that outlives the
   * page: pagehide follows visibilitychange, and a second beacon would only add a duplicate.
   */
  const handed = new Set<string>();
  let handedBytes = 0;
  let sequence = 0;

  // An earlier page of the origin found the collector failing: carry on with its backoff.
  const saved = read()[RETRY];
  const [savedFailures, savedUntil] = (Array.isArray(saved) ? saved : []).map((value: unknown) => (Number.isFinite(value) ? (value as number) : 0));
  let failures = savedFailures ?? 0;
  /** No send before this time, unless the network comes back. */
  let until = savedUntil ?? 0;

  const nextDelay = (retryAfterMs?: number): number => {
    failures += 1;
    return backoffDelay(RETRY_BACKOFF, failures - 1, randomFraction(random), retryAfterMs);
  };

  /** Sends what is stored, oldest first; resolves with the first answer that asks for a retry, if any. */
  async function pass(renew: () => Promise<boolean>): Promise<SendResult | undefined> {
    handed.clear();
    handedBytes = 0;
    const entries = await storedRecords(storage, { read, change }, logger);
    // What storage holds now, and this tab's writes under way: another tab may have sent the rest.
    for (const key of known.keys()) if (!writing.has(key)) known.delete(key);
    for (const [key, record] of entries) known.set(key, record);

    for (let start = 0; start < entries.length; start += SEND_CONCURRENCY) {
      if (!(await renew())) return undefined;
      const batch = entries.slice(start, start + SEND_CONCURRENCY);
      const results = await Promise.all(
        batch.map(async ([key, record]) => {
          handed.add(key);
          try {
            return await transport.send(record.url, record.body);
          } finally {
            handed.delete(key);
          }
        }),
      );
      const retry = await settle(batch, results, { known, storage, logger });
      if (retry) return retry;
      if (failures) change({ [RETRY]: undefined });
      failures = 0;
    }
    return undefined;
  }

  /** One run: a pass under the lock, and how long to wait before the next when it did not get through. */
  async function run(): Promise<Wait | undefined> {
    if (until > clock.now()) return { retryAfterMs: until - clock.now() };
    let failed = undefined as SendResult | undefined;
    try {
      // Another tab is flushing the same outbox; look again later in case it goes away. Nothing
      // failed, so the backoff does not grow.
      if (!(await lock.run(async (renew) => void (failed = await pass(renew))))) return { retryAfterMs: LOCK_BUSY_RETRY_MS };
    } catch (error) {
      // Only a broken port gets here; keep the events and try again later.
      logger.warn(`${strings.sendFailed}.`, error);
      return { retryAfterMs: nextDelay() };
    }
    if (!failed) return undefined;
    const delay = nextDelay(failed.retryAfterMs);
    until = clock.now() + delay;
    change({ [RETRY]: [failures, until] });
    return { retryAfterMs: delay, failed };
  }

  const retrier = createRetrier({
    clock,
    random,
    backoff: DELAY_FROM_TASK,
    task: run,
    onRetry(delay, _attempt, reason) {
      const { failed } = reason as Wait;
      // Once per run of failures, counted across pages.
      if (failed && failures === 1) {
        logger.warn(`${strings.sendFailed} (${failed.status ? `HTTP ${failed.status}` : 'no answer'}); it stays queued and is retried in ${Math.ceil(delay / 1000)} s.`);
      }
    },
  });

  const flush = (): Promise<void> => (retrier.waiting() ? Promise.resolve() : retrier.run());

  return {
    async add(record) {
      const key = `${OUTBOX_PREFIX}${clock.now().toString(36).padStart(9, '0')}-${(sequence++).toString(36).padStart(4, '0')}-${record.id}`;
      known.set(key, record);
      writing.add(key);
      try {
        await storage.set(key, record);
      } finally {
        writing.delete(key);
      }
      void flush();
    },
    flush,
    retryNow() {
      until = 0;
      return retrier.retryNow();
    },
    pageHidden() {
      // Keys are made in order, so the last written is the newest.
      const unsaved = [...writing].reverse();
      change(Object.fromEntries(unsaved.map((key) => [key, known.get(key)])));
      // During an outage each page would only beacon the same backlog into the failing collector again.
      for (const key of [...unsaved, ...(failures ? [] : [...known.keys()].sort())]) {
        if (handed.has(key)) continue;
        const record = known.get(key) as OutboxRecord;
        const bytes = utf8Length(record.body);
        // Beyond 64 KB in flight the browser would refuse it; it stays stored for the next page.
        if (handedBytes + bytes > UNLOAD_BYTES_LIMIT) continue;
        handedBytes += bytes;
        handed.add(key);
        transport.sendAtUnload(record.url, record.body);
      }
    },
  };
}
