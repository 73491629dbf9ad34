/**
 * The persisted outbox. Every event is written here before any send and leaves only when the
 * collector accepted it (2xx) or refused it for good (4xx other than 408 and 429). Failures are
 * retried with exponential backoff and jitter, honouring Retry-After. One tab at a time
 * flushes (a lock), so two tabs never send the same stored event at once; the collector also
 * dedupes by event id, which covers what a beacon at unload may send again.
 */
import type { Clock, TimerId } from '../../shared/clock';
import type { KeyValueStorage } from '../../shared/storage';
import { LOCK_BUSY_RETRY_MS, OUTBOX_PREFIX, RETRY_BASE_MS, RETRY_MAX_MS, SEND_CONCURRENCY, UNLOAD_BYTES_LIMIT } from '../constants';
import { strings } from '../strings';
import type { TextStore } from './session';

export interface OutboxRecord {
  id: string;
  url: string;
  /** The JSON body, kept as sent so every retry sends the same bytes. */
  body: string;
}

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
  /** A number in [0, 1) for the jitter. */
  random: () => number;
  warn: (...message: unknown[]) => void;
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

/** The delay before retry number `failures` (1, 2, …): half to all of base·2^(failures−1), capped. */
export function retryDelay(failures: number, random: number, retryAfterMs?: number): number {
  const backoff = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** (failures - 1));
  return Math.max(Math.round(backoff * (0.5 + random / 2)), retryAfterMs ?? 0);
}

export const utf8Length = (text: string): number => new TextEncoder().encode(text).length;

export function createOutbox({ storage, keep, transport, clock, lock, random, warn }: OutboxPorts): Outbox {
  const read = (): Kept => {
    try {
      return (JSON.parse(keep.read() ?? '{}') as Kept | null) ?? {};
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
  let retryTimer: TimerId | undefined;
  let running: Promise<void> | undefined;
  let again = false;

  const schedule = (ms: number) => {
    clock.clearTimeout(retryTimer);
    retryTimer = clock.setTimeout(() => {
      retryTimer = undefined;
      void flush();
    }, ms);
  };

  // An earlier page of the origin found the collector failing: carry on with its backoff.
  const [saved = 0, until = 0] = read()[RETRY] as [number, number] | undefined ?? [];
  let failures = saved;
  if (until > clock.now()) schedule(until - clock.now());

  async function pass(renew: () => Promise<boolean>): Promise<void> {
    handed.clear();
    handedBytes = 0;
    // Events a page kept at unload, before sending anything. A key ends with the event's id, so
    // one stored after all is only written again, and the kept copy is gone before it is sent.
    const unsaved = read();
    delete unsaved[RETRY];
    for (const key in unsaved) {
      await storage.set(key, unsaved[key]);
      unsaved[key] = undefined;
    }
    change(unsaved);
    const entries = await storage.entries<OutboxRecord>(OUTBOX_PREFIX);
    // What storage holds now, and this tab's writes under way: another tab may have sent the rest.
    for (const key of known.keys()) if (!writing.has(key)) known.delete(key);
    for (const [key, record] of entries) known.set(key, record);

    for (let start = 0; start < entries.length; start += SEND_CONCURRENCY) {
      if (!(await renew())) return;
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
      let retry: SendResult | undefined;
      for (const [index, [key, record]] of batch.entries()) {
        const { status } = results[index] as SendResult;
        const outcome = outcomeOf(status);
        if (outcome === 'retry') {
          retry ??= results[index];
          continue;
        }
        if (outcome === 'refused') warn(`Fin Widgets tracker: ${strings.sendFailed}: the collector refused event ${record.id} with HTTP ${status}, so it is dropped.`);
        known.delete(key);
        await storage.del(key);
      }
      if (retry) {
        failures += 1;
        const delay = retryDelay(failures, random(), retry.retryAfterMs);
        if (failures === 1) warn(`Fin Widgets tracker: ${strings.sendFailed} (${retry.status ? `HTTP ${retry.status}` : 'no answer'}); it stays queued and is retried in ${Math.ceil(delay / 1000)} s.`);
        schedule(delay);
        change({ [RETRY]: [failures, clock.now() + delay] });
        return;
      }
      if (failures) change({ [RETRY]: undefined });
      failures = 0;
    }
  }

  async function drain(): Promise<void> {
    do {
      again = false;
      const ran = await lock.run(pass);
      // Another tab is flushing the same outbox; look again later in case it goes away.
      if (!ran) schedule(LOCK_BUSY_RETRY_MS);
    } while (again && retryTimer === undefined);
  }

  function flush(): Promise<void> {
    if (retryTimer !== undefined) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = drain()
      .catch((error: unknown) => {
        // Only a broken port gets here; keep the events and try again later.
        warn(`Fin Widgets tracker: ${strings.sendFailed}.`, error);
        failures += 1;
        schedule(retryDelay(failures, random()));
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  }

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
      clock.clearTimeout(retryTimer);
      retryTimer = undefined;
      return flush();
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
