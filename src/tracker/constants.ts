/** Values from the spec (forms-tickets-tracker.md §4 "Analytics session", §7, §9 "Tracker") and the ones it leaves open. */
import type { Backoff } from '../shared/retry';

/** A new session id after this long without an event (spec §9: 900000 ms). */
export const SESSION_TIMEOUT_MS = 900_000;

/** Context strings are cut to this many characters (spec §9). */
export const CONTEXT_CAP = 10_000;
/** …or to this many for behaviour-fingerprint context (spec §9). */
export const FINGERPRINT_CONTEXT_CAP = 100_000;

/** Tracked-action keywords (spec §9): these are static actions, any other name is dynamic. */
export const TRACKED_ACTIONS = ['view', 'search', 'disappear', 'settings', 'notification', 'diagnostic', 'security'] as const;

export const TRACKER_MODES = ['production', 'development', 'dry-run'] as const;
export type TrackerMode = (typeof TRACKER_MODES)[number];

/** The collector's path under the tracker host (spec §7). */
export const recordEventPath = (product: string): string => `${product}.tracking.WebTracker/RecordEvent`;

/**
 * Sent as text: the one CORS-safelisted type a JSON body can use, so neither the beacon nor
 * the fetch needs a preflight (a beacon that needs one is dropped silently).
 */
export const EVENT_CONTENT_TYPE = 'text/plain;charset=UTF-8';

/** What browsers let beacons and keepalive fetches carry in flight during unload, in bytes. */
export const UNLOAD_BYTES_LIMIT = 65_536;

/**
 * Sends in flight at once while flushing, oldest first. One at a time drains a backlog too
 * slowly: what is still queued at unload is beaconed and then sent again by the next page.
 */
export const SEND_CONCURRENCY = 4;

/**
 * Retry delays: 1 s doubling to at most 60 s, each varied by up to ±25 % at random (the width of
 * the tracker's earlier "half to all of the delay"), so pages that failed together do not retry together.
 */
export const RETRY_BACKOFF: Backoff = { minMs: 1_000, maxMs: 60_000, randomFactor: 0.25 };

/** While another tab flushes the shared outbox, look again after this long. */
export const LOCK_BUSY_RETRY_MS = 5_000;

/** Events tracked before the tracker has a product wait in memory, up to this many. */
export const EARLY_EVENTS_CAP = 100;

/** Storage namespace and the outbox's key prefix. */
export const STORAGE_NAMESPACE = 'tracker';
export const OUTBOX_PREFIX = 'outbox:';
/** Web Locks name around outbox flushes; the same in every tab of the origin. */
export const OUTBOX_LOCK_NAME = 'fin-widgets-tracker-outbox';
/** sessionStorage key of the analytics session. */
export const SESSION_STORAGE_KEY = 'fin-widgets-tracker-session';
/** localStorage key of the outbox's backoff and of the events a page was left before it stored them. */
export const KEEP_STORAGE_KEY = 'fin-widgets-tracker-outbox';
