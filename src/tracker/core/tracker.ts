/**
 * The tracker's headless core: options and consent, the session, event building and the
 * outbox. Ports bring storage, the network, locks, time and the page's facts, so tests drive
 * it with fakes and fake time.
 */
import type { Clock } from '../../shared/clock';
import type { Logger } from '../../shared/logger';
import { randomId } from '../../shared/random';
import type { Random } from '../../shared/random';
import type { KeyValueStorage } from '../../shared/storage';
import { EARLY_EVENTS_CAP, recordEventPath } from '../constants';
import { buildEvent, decodeTrackInput, missingFields } from './event';
import type { DeviceWeb, TrackInput } from './event';
import { readOptions } from './options';
import type { TrackerOptions } from './options';
import { createOutbox } from './outbox';
import type { Outbox, OutboxLock, TrackerTransport } from './outbox';
import { createSession } from './session';
import type { TextStore } from './session';

export interface PageFacts {
  path: string;
  device: DeviceWeb;
  /** Do Not Track or Global Privacy Control is on. */
  doNotTrack: boolean;
}

export interface TrackerPorts {
  clock: Clock;
  /** Event and session ids, and the jitter of the outbox's backoff. */
  random: Random;
  /** Opened on first need, so no consent means no storage at all. */
  storage: () => KeyValueStorage;
  lock: (storage: KeyValueStorage) => OutboxLock;
  transport: TrackerTransport;
  /** sessionStorage: the analytics session. */
  sessionStore: TextStore;
  /** localStorage: the outbox's backoff, and the events a page left before storing them. */
  keepStore: TextStore;
  page: () => PageFacts;
  logger: Logger;
  /** Where dry-run mode shows the events it does not send. */
  log: (message: string, ...details: unknown[]) => void;
}

/** What the page supplies when the options leave them out. */
export interface TrackerDefaults {
  endpoint: string;
  locale: string;
  baseUrl: string;
}

export interface Tracker {
  /** Applies options (undefined: no tracker configured); returns the problems found in them. */
  configure(input: Record<string, unknown> | undefined, defaults: TrackerDefaults): string[];
  /**
   * Records an event. Resolves with its id once it is in the outbox (or, in dry-run mode,
   * built); with undefined when it is skipped or there is no consent. Rejects on bad input.
   */
  track(event: unknown): Promise<string | undefined>;
  /** The page is hidden or going away: save the session and the events not yet stored, hand queued events to the browser. */
  pageHidden(): void;
  /** The page is visible again: send what waits, unless a retry is already scheduled. */
  pageShown(): void;
  /** The network is back: forget the backoff and send now. */
  online(): void;
}

type Ready = TrackerOptions & { product: string; endpoint: string; locale: string };

export function createTracker(ports: TrackerPorts): Tracker {
  const { clock, random, logger } = ports;
  const newId = () => randomId(random);
  const session = createSession({ clock, store: ports.sessionStore, newId });
  let options: Ready | undefined;
  let enabled = false;
  let outbox: Outbox | undefined;
  /** Events tracked before the options named a product. */
  const early: { input: TrackInput; resolve: (id: string | undefined) => void }[] = [];

  const openOutbox = (): Outbox => {
    if (!outbox) {
      const storage = ports.storage();
      const lock = ports.lock(storage);
      // Consent withdrawn later stops every send, scheduled retries included.
      const whileEnabled: OutboxLock = { run: (task) => (enabled ? lock.run(task) : Promise.resolve(true)) };
      outbox = createOutbox({ storage, keep: ports.keepStore, transport: ports.transport, clock, lock: whileEnabled, random, logger });
    }
    return outbox;
  };

  async function record(input: TrackInput, ready: Ready): Promise<string | undefined> {
    if (!enabled) return undefined;
    const warnings = missingFields(input);
    for (const warning of warnings) logger.warn(warning, input);
    if (warnings.length && ready.mode === 'production') return undefined;
    const page = ports.page();
    const id = newId();
    const event = buildEvent(input, { id, now: clock.now(), sessionId: session.touch(), path: page.path, device: page.device, options: ready });
    if (ready.mode === 'dry-run') {
      ports.log('tracker (dry-run, not sent):', event);
      return id;
    }
    // configure() leaves a development tracker without its test endpoint unready: it is set here.
    const host = ready.mode === 'development' ? (ready.testEndpoint as string) : ready.endpoint;
    const url = new URL(recordEventPath(ready.product), host.endsWith('/') ? host : `${host}/`).href;
    await openOutbox().add({ id, url, body: JSON.stringify(event) });
    return id;
  }

  return {
    configure(input, defaults) {
      if (!input) {
        options = undefined;
        enabled = false;
        return [];
      }
      const { options: read, problems } = readOptions(input, defaults.baseUrl);
      if (!read.product) problems.push('tracker.product is required: events wait until it is set');
      // Development mode never falls back to the production endpoint: without its test endpoint it sends nothing.
      const noTestEndpoint = read.mode === 'development' && !read.testEndpoint;
      if (noTestEndpoint) {
        problems.push("tracker.testEndpoint (test-endpoint) is required in development mode: set it to your test collector's URL; events wait until it is set");
      }
      options =
        read.product && !noTestEndpoint
          ? { ...read, product: read.product, endpoint: read.endpoint ?? defaults.endpoint, locale: read.locale ?? defaults.locale }
          : undefined;
      enabled = read.consent && !(read.respectDnt && ports.page().doNotTrack);
      if (options) {
        const ready = options;
        for (const { input: waiting, resolve } of early.splice(0)) record(waiting, ready).then(resolve, () => resolve(undefined));
        // Events left by an earlier page go out as soon as there is consent.
        if (enabled && ready.mode !== 'dry-run') void openOutbox().flush();
      }
      return problems;
    },
    async track(value) {
      const input = decodeTrackInput(value);
      if (options) return record(input, options);
      if (early.length >= EARLY_EVENTS_CAP) return undefined;
      return new Promise((resolve) => early.push({ input, resolve }));
    },
    pageHidden() {
      if (!enabled) return;
      session.save();
      outbox?.pageHidden();
    },
    pageShown() {
      if (enabled) void outbox?.flush();
    },
    online() {
      if (enabled) void outbox?.retryNow();
    },
  };
}
