// The tracker collector of the reference server: decodes each event at the boundary, stores it
// once per id (a retried or beaconed event that arrives again is a duplicate, not a new event),
// and keeps counts so tests and the demo can see deliveries as well as events.

/** Events kept in memory; past this the oldest go, with their ids. */
export const COLLECTOR_CAPACITY = 10_000;
const PRODUCT = /^[A-Za-z][\w-]*$/;

export class InvalidEventError extends Error {
  constructor(message) {
    super(message);
    this.name = 'InvalidEventError';
  }
}

const isObject = (value) => !!value && typeof value === 'object' && !Array.isArray(value);
const nullableString = (event, field) => {
  if (event[field] !== null && typeof event[field] !== 'string') throw new InvalidEventError(`${field} must be a string or null`);
};

/** Checks the fields the collector relies on (docs/tracker-wire.md); returns the event. */
export function decodeEvent(body, product) {
  let event = body;
  if (typeof body === 'string') {
    try {
      event = JSON.parse(body);
    } catch {
      throw new InvalidEventError('the body is not JSON');
    }
  }
  if (!isObject(event)) throw new InvalidEventError('the body must be a JSON object');
  if (typeof event.id !== 'string' || !event.id || event.id.length > 100) throw new InvalidEventError('id must be a string of 1 to 100 characters');
  if (typeof event.clientTimestamp !== 'string' || Number.isNaN(Date.parse(event.clientTimestamp))) {
    throw new InvalidEventError('clientTimestamp must be an ISO 8601 date-time');
  }
  if (typeof event.sessionId !== 'string' || !event.sessionId) throw new InvalidEventError('sessionId must be a non-empty string');
  if (event.product !== product) throw new InvalidEventError(`product must be "${product}", as in the path`);
  for (const field of ['screen', 'section', 'userId', 'context', 'path']) nullableString(event, field);
  if (event.action !== null && !(isObject(event.action) && ['static', 'dynamic'].includes(event.action.type) && typeof event.action.name === 'string')) {
    throw new InvalidEventError('action must be null or {type: "static" | "dynamic", name: string}');
  }
  if (!isObject(event.app) || !isObject(event.device) || !isObject(event.device.web)) throw new InvalidEventError('app and device.web must be objects');
  return event;
}

export function productOf(service) {
  const match = /^(.+)\.tracking\.WebTracker$/.exec(service);
  return match && PRODUCT.test(match[1]) ? match[1] : undefined;
}

export function createCollector(capacity = COLLECTOR_CAPACITY) {
  const stored = new Map();
  let sequence = 0;
  let deliveries = 0;
  let duplicates = 0;
  return {
    /** Stores an event unless its id is known; returns whether it was a duplicate. */
    record(event) {
      deliveries += 1;
      const known = stored.get(event.id);
      if (known) {
        duplicates += 1;
        known.deliveries += 1;
        return true;
      }
      stored.set(event.id, { seq: ++sequence, receivedAt: new Date().toISOString(), deliveries: 1, event });
      if (stored.size > capacity) stored.delete(stored.keys().next().value);
      return false;
    },
    /** Stored events with a sequence number above `since`, oldest first. */
    list(since = 0) {
      return {
        events: [...stored.values()].filter((entry) => entry.seq > since),
        stored: stored.size,
        deliveries,
        duplicates,
      };
    },
    clear() {
      stored.clear();
      deliveries = 0;
      duplicates = 0;
    },
  };
}
