/** Time as a port, so cores and adapters can be driven by a fake clock in tests. */

export type TimerId = number;

export interface Clock {
  /** Milliseconds since the epoch (wall-clock time, comparable with Date.parse). */
  now(): number;
  setTimeout(callback: () => void, ms: number): TimerId;
  clearTimeout(id: TimerId | undefined): void;
}

// window's timers: where Node's typings are also loaded, globalThis.setTimeout returns an object.
export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (id) => window.clearTimeout(id),
};
