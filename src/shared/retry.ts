/**
 * Retrying in the background with exponential backoff and jitter, honouring Retry-After: the
 * chat outbox and the tracker outbox (createRetrier: one run at a time, with a re-run flag, as
 * TanStack Query's retryer) and the chat socket's reconnects (createRetryTimer). Time and
 * randomness come in as ports, so tests drive every delay.
 */
import type { Clock, TimerId } from './clock';
import { randomFraction } from './random';
import type { Random } from './random';

export interface Backoff {
  /** The first delay, ms; each retry doubles it. */
  minMs: number;
  /** The longest delay, ms (a longer Retry-After still wins). */
  maxMs: number;
  /**
   * Jitter, so clients that failed together do not come back together: the delay is multiplied
   * by a random factor from 1 − randomFactor to 1 + randomFactor, then kept within [minMs, maxMs].
   * 0 turns it off.
   */
  randomFactor: number;
}

/** setTimeout's largest delay; a longer one would fire at once. */
const MAX_DELAY_MS = 2 ** 31 - 1;

/**
 * The delay before retry number `attempt` (0-based) for a random `fraction` in [0, 1), and at
 * least `retryAfterMs` (the server's Retry-After) when given.
 */
export function backoffDelay(backoff: Backoff, attempt: number, fraction: number, retryAfterMs?: number): number {
  const base = Math.min(backoff.maxMs, backoff.minMs * 2 ** Math.min(attempt, 30));
  const jittered = base * (1 + backoff.randomFactor * (2 * fraction - 1));
  const delay = Math.round(Math.min(backoff.maxMs, Math.max(backoff.minMs, jittered)));
  return Math.min(MAX_DELAY_MS, Math.max(delay, retryAfterMs ?? 0));
}

/** `retryAfterMs` of a reason to retry (an HttpStatusError, a transport's result), if it has one. */
export function retryAfterOf(reason: unknown): number | undefined {
  const value = typeof reason === 'object' && reason !== null ? (reason as { retryAfterMs?: unknown }).retryAfterMs : undefined;
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined;
}

export interface RetryOptions {
  clock: Clock;
  random: Random;
  /** Read at every retry, so a policy from the server (the chat's socket config) applies at once. */
  backoff: Backoff | (() => Backoff);
}

/** Counts retries and waits the backoff before each; for work that is not one task (a socket). */
export interface RetryTimer {
  /**
   * Calls `retry` after the backoff for the retries so far (at least `retryAfterMs`) and counts
   * one more; a call already waiting is replaced. Returns the delay.
   */
  schedule(retry: () => void, retryAfterMs?: number): number;
  /** Cancels the waiting call; the count stays. */
  cancel(): void;
  /** Cancels and forgets the count: the next delay is the shortest again. */
  reset(): void;
  /** Retries scheduled since the last reset. */
  attempts(): number;
  /** A call is waiting. */
  waiting(): boolean;
}

export function createRetryTimer({ clock, random, backoff }: RetryOptions): RetryTimer {
  let timer: TimerId | undefined;
  let attempts = 0;
  const cancel = (): void => {
    clock.clearTimeout(timer);
    timer = undefined;
  };
  return {
    schedule(retry, retryAfterMs) {
      cancel();
      const policy = typeof backoff === 'function' ? backoff() : backoff;
      const delay = backoffDelay(policy, attempts, randomFraction(random), retryAfterMs);
      attempts += 1;
      timer = clock.setTimeout(() => {
        timer = undefined;
        retry();
      }, delay);
      return delay;
    },
    cancel,
    reset() {
      cancel();
      attempts = 0;
    },
    attempts: () => attempts,
    waiting: () => timer !== undefined,
  };
}

/** What a task resolves with to be run again later: at least `retryAfterMs` later, when given. */
export interface RetryLater {
  retryAfterMs?: number | undefined;
}

export interface RetrierOptions extends RetryOptions {
  /**
   * One run of the work. Resolves with nothing when it is done; resolves with a RetryLater, or
   * throws, to run again after the backoff (a thrown error's `retryAfterMs` counts too).
   */
  task: () => Promise<RetryLater | undefined | void>;
  /** Each retry scheduled: its delay, its number since the last success (1, 2, …), and why. */
  onRetry?: (delayMs: number, attempt: number, reason: unknown) => void;
}

export interface Retrier {
  /**
   * Runs the task now, replacing a waiting retry. While a run is in flight it goes round once
   * more instead, so there is one run at a time. Does nothing while paused.
   */
  run(): Promise<void>;
  /** Forgets the backoff, resumes if paused, and runs now (the connection is back, the user asked). */
  retryNow(): Promise<void>;
  /** The task made progress: its next failure waits the shortest delay again. */
  reset(): void;
  /** Cancels a waiting retry; the run in flight does not go round again, and run() waits for retryNow(). */
  pause(): void;
  paused(): boolean;
  /** A retry is waiting. */
  waiting(): boolean;
}

export function createRetrier(options: RetrierOptions): Retrier {
  const timer = createRetryTimer(options);
  let running: Promise<void> | undefined;
  let again = false;
  let paused = false;

  async function loop(): Promise<void> {
    do {
      again = false;
      let reason: unknown;
      let retry: boolean;
      try {
        reason = await options.task();
        retry = reason !== undefined;
      } catch (error) {
        reason = error;
        retry = true;
      }
      if (paused) return;
      if (retry) {
        // A retry is now waiting; it will see whatever asked for another round meanwhile.
        const delay = timer.schedule(() => void run(), retryAfterOf(reason));
        options.onRetry?.(delay, timer.attempts(), reason);
        return;
      }
      timer.reset();
    } while (again);
  }

  function run(): Promise<void> {
    if (paused) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    timer.cancel();
    running = loop().finally(() => (running = undefined));
    return running;
  }

  return {
    run,
    retryNow() {
      paused = false;
      timer.reset();
      return run();
    },
    reset: () => timer.reset(),
    pause() {
      paused = true;
      timer.cancel();
    },
    paused: () => paused,
    waiting: () => timer.waiting(),
  };
}
