/** Fakes for the tracker core's ports. */
import { createMemoryStorage } from '../../../src/shared/storage';
import type { Logger } from '../../../src/shared/logger';
import type { KeyValueStorage } from '../../../src/shared/storage';
import type { OutboxLock, SendResult, TrackerTransport } from '../../../src/tracker/core/outbox';
import type { TextStore } from '../../../src/tracker/core/session';
import type { PageFacts, TrackerPorts } from '../../../src/tracker/core/tracker';
import { createFakeClock } from '../../support/fake-clock';
import type { FakeClock } from '../../support/fake-clock';
import { countingRandom } from '../../support/fake-random';

/** Lets every pending promise chain (memory storage, fake sends) run to its end. */
export const settle = () => new Promise<void>((resolve) => window.setTimeout(resolve, 0));

export interface Sent {
  url: string;
  body: string;
  id: string;
  atUnload: boolean;
}

/** Answers each send with what `answer` says (200 by default), and records it. */
export function fakeTransport(answer: (sent: Sent, index: number) => SendResult | Promise<SendResult> = () => ({ status: 200 })) {
  const sent: Sent[] = [];
  const transport: TrackerTransport = {
    async send(url, body) {
      const record = { url, body, id: (JSON.parse(body) as { id: string }).id, atUnload: false };
      sent.push(record);
      return answer(record, sent.length - 1);
    },
    sendAtUnload(url, body) {
      sent.push({ url, body, id: (JSON.parse(body) as { id: string }).id, atUnload: true });
    },
  };
  return { transport, sent };
}

/** Storage that counts writes, over a memory store that can be shared (two tabs, one origin). */
export function countingStorage(inner: KeyValueStorage = createMemoryStorage()) {
  const counts = { writes: 0 };
  const storage: KeyValueStorage = {
    ...inner,
    get: (key) => inner.get(key),
    keys: (prefix) => inner.keys(prefix),
    entries: (prefix) => inner.entries(prefix),
    set: (key, value) => (counts.writes++, inner.set(key, value)),
    del: (key) => (counts.writes++, inner.del(key)),
    update: (key, updater) => (counts.writes++, inner.update(key, updater)),
  };
  return { storage, counts };
}

/** A Logger that keeps each warning with its details, as the console would show them. */
export function warningsLogger(): Logger & { warnings: unknown[][] } {
  const warnings: unknown[][] = [];
  return { warnings, info: () => undefined, warn: (...message) => void warnings.push(message), error: (...message) => void warnings.push(message) };
}

/** localStorage as a port: one text, shared by the pages of an origin; null when absent. */
export function textStore(value: string | null = null): TextStore & { value: string | null; writes: number } {
  return {
    value,
    writes: 0,
    read() {
      return this.value;
    },
    write(next) {
      this.writes++;
      this.value = next;
    },
  };
}

/**
 * Storage whose writes are under way until `commit()` (after which they go straight through):
 * a page left before that never commits them, like IndexedDB transactions aborted by an unload.
 */
export function slowStorage(inner: KeyValueStorage = createMemoryStorage()) {
  let pending: (() => Promise<void>)[] | undefined = [];
  const storage: KeyValueStorage = {
    ...inner,
    get: (key) => inner.get(key),
    keys: (prefix) => inner.keys(prefix),
    entries: (prefix) => inner.entries(prefix),
    del: (key) => inner.del(key),
    update: (key, updater) => inner.update(key, updater),
    set: (key, value) => (pending ? new Promise<void>((resolve) => pending?.push(() => inner.set(key, value).then(resolve))) : inner.set(key, value)),
  };
  const commit = async () => {
    const writes = pending ?? [];
    pending = undefined;
    await Promise.all(writes.map((write) => write()));
  };
  return { storage, commit };
}

/** One lock for every "tab" sharing it, like Web Locks with ifAvailable. */
export function sharedLock(): OutboxLock {
  let held = false;
  return {
    async run(task) {
      if (held) return false;
      held = true;
      try {
        await task(async () => true);
      } finally {
        held = false;
      }
      return true;
    },
  };
}

export const DEVICE = {
  userAgent: 'Test',
  language: 'en-GB',
  screenWidth: 1280,
  screenHeight: 800,
  viewportWidth: 1200,
  viewportHeight: 700,
  timeZone: 'Europe/London',
};

export interface Harness {
  ports: TrackerPorts;
  clock: FakeClock;
  sent: Sent[];
  warnings: unknown[][];
  logs: unknown[][];
  storageOpened: () => number;
  counts: { writes: number };
  session: { value: string | null; writes: number };
  keep: ReturnType<typeof textStore>;
  page: PageFacts;
}

export function harness(options: { answer?: (sent: Sent, index: number) => SendResult | Promise<SendResult>; storage?: KeyValueStorage } = {}): Harness {
  const clock = createFakeClock(Date.UTC(2026, 10, 21, 9, 0, 0));
  const { transport, sent } = fakeTransport(options.answer);
  const { storage, counts } = countingStorage(options.storage);
  const logger = warningsLogger();
  const logs: unknown[][] = [];
  const session = { value: null as string | null, writes: 0 };
  const keep = textStore();
  const page: PageFacts = { path: '/cards', device: DEVICE, doNotTrack: false };
  let opened = 0;
  return {
    ports: {
      clock,
      random: countingRandom(),
      storage: () => (opened++, storage),
      lock: () => sharedLock(),
      transport,
      sessionStore: {
        read: () => session.value,
        write: (value) => {
          session.writes++;
          session.value = value;
        },
      },
      keepStore: keep,
      page: () => page,
      logger,
      log: (...message) => void logs.push(message),
    },
    clock,
    sent,
    warnings: logger.warnings,
    logs,
    storageOpened: () => opened,
    counts,
    session,
    keep,
    page,
  };
}
