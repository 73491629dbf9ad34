/** A Clock whose time moves only when a test says so. */
import type { Clock, TimerId } from '../../src/shared/clock';

export interface FakeClock extends Clock {
  /** Advances time by `ms`, running every timer that falls due, in due order, at its due time. */
  tick(ms: number): void;
  /** Number of timers scheduled and not yet run or cleared. */
  pending(): number;
}

interface Timer {
  id: TimerId;
  due: number;
  callback: () => void;
}

export function createFakeClock(start = 0): FakeClock {
  let now = start;
  let nextId = 1;
  const timers = new Map<TimerId, Timer>();

  const nextDue = (until: number): Timer | undefined => {
    let found: Timer | undefined;
    // Map iteration follows insertion order, so timers due together run in the order they were set.
    for (const timer of timers.values()) {
      if (timer.due <= until && (!found || timer.due < found.due)) found = timer;
    }
    return found;
  };

  return {
    now: () => now,
    setTimeout(callback, ms) {
      const id = nextId++;
      timers.set(id, { id, due: now + Math.max(0, ms), callback });
      return id;
    },
    clearTimeout(id) {
      if (id !== undefined) timers.delete(id);
    },
    tick(ms) {
      const until = now + ms;
      for (let timer = nextDue(until); timer; timer = nextDue(until)) {
        timers.delete(timer.id);
        now = timer.due;
        timer.callback();
      }
      now = until;
    },
    pending: () => timers.size,
  };
}
