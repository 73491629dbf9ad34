import { expect } from '@open-wc/testing';
import { backoffDelay, createRetrier, createRetryTimer, retryAfterOf } from '../../src/shared/retry';
import type { Backoff, RetryLater } from '../../src/shared/retry';
import { createFakeClock } from '../support/fake-clock';
import { fractionRandom } from '../support/fake-random';

const socket: Backoff = { minMs: 500, maxMs: 15_000, randomFactor: 0.3 };
const plain: Backoff = { minMs: 1_000, maxMs: 30_000, randomFactor: 0 };

/** Lets every pending promise chain finish. */
const settle = async () => {
  for (let round = 0; round < 20; round++) await Promise.resolve();
};

describe('retry: backoff delays', () => {
  const cases: { backoff: Backoff; attempt: number; fraction: number; retryAfterMs?: number; expected: number; why: string }[] = [
    { backoff: socket, attempt: 0, fraction: 0.5, expected: 500, why: 'starts at min' },
    { backoff: socket, attempt: 1, fraction: 0.5, expected: 1_000, why: 'doubles' },
    { backoff: socket, attempt: 4, fraction: 0.5, expected: 8_000, why: 'doubles again' },
    { backoff: socket, attempt: 5, fraction: 0.5, expected: 15_000, why: 'capped at max' },
    { backoff: socket, attempt: 2, fraction: 0, expected: 1_400, why: 'jitter down by 30 %' },
    { backoff: socket, attempt: 2, fraction: 1, expected: 2_600, why: 'jitter up by 30 %' },
    { backoff: socket, attempt: 0, fraction: 0, expected: 500, why: 'never below min' },
    { backoff: socket, attempt: 10, fraction: 1, expected: 15_000, why: 'never above max' },
    { backoff: socket, attempt: 1_000, fraction: 0.5, expected: 15_000, why: 'a huge attempt does not overflow' },
    { backoff: plain, attempt: 3, fraction: 0.9, expected: 8_000, why: 'randomFactor 0: no jitter' },
    { backoff: plain, attempt: 0, fraction: 0.5, retryAfterMs: 120_000, expected: 120_000, why: 'a longer Retry-After wins, even over max' },
    { backoff: plain, attempt: 3, fraction: 0.5, retryAfterMs: 2_000, expected: 8_000, why: 'a shorter Retry-After does not shorten the backoff' },
    { backoff: plain, attempt: 0, fraction: 0.5, retryAfterMs: 2 ** 40, expected: 2 ** 31 - 1, why: 'never longer than a timer can wait' },
  ];
  for (const { backoff, attempt, fraction, retryAfterMs, expected, why } of cases) {
    it(`attempt ${attempt}, fraction ${fraction}${retryAfterMs ? `, Retry-After ${retryAfterMs}` : ''} → ${expected} ms: ${why}`, () => {
      expect(backoffDelay(backoff, attempt, fraction, retryAfterMs)).to.equal(expected);
    });
  }

  it('stays within min and max for every attempt and fraction', () => {
    for (let attempt = 0; attempt < 40; attempt++) {
      for (const fraction of [0, 0.25, 0.5, 0.75, 0.999]) expect(backoffDelay(socket, attempt, fraction)).to.be.within(500, 15_000);
    }
  });

  const reasons: [unknown, number | undefined][] = [
    [{ retryAfterMs: 3_000 }, 3_000],
    [Object.assign(new Error('503'), { retryAfterMs: 0 }), 0],
    [{ retryAfterMs: -1 }, undefined],
    [{ retryAfterMs: Number.NaN }, undefined],
    [{ retryAfterMs: '3000' }, undefined],
    [new Error('offline'), undefined],
    [null, undefined],
    ['text', undefined],
  ];
  for (const [reason, expected] of reasons) {
    it(`reads Retry-After ${String(expected)} from ${JSON.stringify(reason)}`, () => expect(retryAfterOf(reason)).to.equal(expected));
  }
});

describe('retry: the retry timer', () => {
  it('waits the growing, jittered backoff, counts attempts, and starts again after reset', () => {
    const clock = createFakeClock();
    const timer = createRetryTimer({ clock, random: fractionRandom(0.5, 0, 0.999, 0.5), backoff: socket });
    const calls: number[] = [];
    const delays = [0, 1, 2].map(() => timer.schedule(() => calls.push(clock.now())));
    // Each schedule replaces the waiting call: only the last one runs.
    expect(delays).to.deep.equal([500, 700, 2_599]);
    expect(timer.attempts()).to.equal(3);
    clock.tick(2_599);
    expect(calls).to.deep.equal([2_599]);
    expect(timer.waiting()).to.equal(false);
    timer.reset();
    expect(timer.schedule(() => undefined)).to.equal(500);
  });

  it('reads the policy at every retry', () => {
    const clock = createFakeClock();
    let backoff = plain;
    const timer = createRetryTimer({ clock, random: fractionRandom(0.5), backoff: () => backoff });
    expect(timer.schedule(() => undefined)).to.equal(1_000);
    backoff = { ...plain, minMs: 100 };
    expect(timer.schedule(() => undefined)).to.equal(200);
  });

  it('cancel keeps the count; reset forgets it', () => {
    const clock = createFakeClock();
    const timer = createRetryTimer({ clock, random: fractionRandom(0.5), backoff: plain });
    let ran = 0;
    timer.schedule(() => ran++);
    timer.cancel();
    clock.tick(60_000);
    expect([ran, timer.attempts(), timer.waiting()]).to.deep.equal([0, 1, false]);
    expect(timer.schedule(() => ran++)).to.equal(2_000);
  });
});

/** A retrier over a task that plays `script` (one entry per run), recording each run's time. */
function scripted(script: (RetryLater | 'done' | 'throw' | 'progress')[], backoff = plain) {
  const clock = createFakeClock();
  const runs: number[] = [];
  const retries: [number, number][] = [];
  let gate: Promise<void> | undefined;
  const retrier = createRetrier({
    clock,
    random: fractionRandom(0.5),
    backoff,
    async task() {
      runs.push(clock.now());
      await gate;
      const step = script.shift() ?? 'done';
      if (step === 'done') return undefined;
      if (step === 'throw') throw Object.assign(new Error('503'), { retryAfterMs: 5_000 });
      if (step === 'progress') {
        retrier.reset();
        return {};
      }
      return step;
    },
    onRetry: (delay, attempt) => retries.push([delay, attempt]),
  });
  const hold = () => {
    let open!: () => void;
    gate = new Promise((resolve) => (open = resolve));
    return () => {
      gate = undefined;
      open();
    };
  };
  return { clock, retrier, runs, retries, hold };
}

describe('retry: the retrier', () => {
  it('retries after a growing delay until the task is done, then forgets the failures', async () => {
    const { clock, retrier, runs, retries } = scripted([{}, {}, {}, 'done', {}]);
    await retrier.run();
    for (let ms = 0; ms < 20_000; ms += 500) {
      clock.tick(500);
      await settle();
    }
    expect(runs).to.deep.equal([0, 1_000, 3_000, 7_000]);
    expect(retries).to.deep.equal([
      [1_000, 1],
      [2_000, 2],
      [4_000, 3],
    ]);
    await retrier.run();
    expect(retries.at(-1)).to.deep.equal([1_000, 1]);
  });

  it('honours Retry-After, from a result or from a thrown error', async () => {
    const { clock, retrier, retries } = scripted([{ retryAfterMs: 10_000 }, 'throw']);
    await retrier.run();
    clock.tick(10_000);
    await settle();
    expect(retries).to.deep.equal([
      [10_000, 1],
      [5_000, 2],
    ]);
  });

  it('runs one at a time: a call during a run makes it go round once more', async () => {
    const { retrier, runs, hold } = scripted(['done', 'done', 'done']);
    const release = hold();
    const first = retrier.run();
    const second = retrier.run();
    const third = retrier.run();
    expect(second).to.equal(first);
    expect(third).to.equal(first);
    release();
    await first;
    expect(runs).to.have.length(2);
  });

  it('does not go round again once a retry is waiting: the retry will', async () => {
    const { retrier, runs, hold } = scripted([{}, 'done']);
    const release = hold();
    const run = retrier.run();
    void retrier.run();
    release();
    await run;
    expect(runs).to.have.length(1);
    expect(retrier.waiting()).to.equal(true);
  });

  it('run() replaces a waiting retry and keeps the count', async () => {
    const { clock, retrier, runs, retries } = scripted([{}, {}]);
    await retrier.run();
    clock.tick(500);
    await retrier.run();
    expect(runs).to.deep.equal([0, 500]);
    expect(retries).to.deep.equal([
      [1_000, 1],
      [2_000, 2],
    ]);
    clock.tick(1_500);
    await settle();
    expect(runs).to.have.length(2);
  });

  it('reset() after progress makes the next failure wait the shortest delay', async () => {
    const { clock, retrier, retries } = scripted([{}, {}, 'progress']);
    await retrier.run();
    clock.tick(1_000);
    await settle();
    clock.tick(2_000);
    await settle();
    expect(retries.map(([delay]) => delay)).to.deep.equal([1_000, 2_000, 1_000]);
  });

  it('retryNow() forgets the backoff and runs at once', async () => {
    const { clock, retrier, runs, retries } = scripted([{}, {}, {}]);
    await retrier.run();
    clock.tick(1_000);
    await settle();
    await retrier.retryNow();
    expect(runs).to.deep.equal([0, 1_000, 1_000]);
    expect(retries.map(([, attempt]) => attempt)).to.deep.equal([1, 2, 1]);
  });

  it('pause() cancels the waiting retry and stops runs until retryNow()', async () => {
    const { clock, retrier, runs } = scripted([{}, 'done']);
    await retrier.run();
    retrier.pause();
    clock.tick(60_000);
    await retrier.run();
    await settle();
    expect([runs.length, retrier.paused(), retrier.waiting()]).to.deep.equal([1, true, false]);
    await retrier.retryNow();
    expect([runs.length, retrier.paused()]).to.deep.equal([2, false]);
  });

  it('a run that fails after pause() schedules nothing', async () => {
    const { clock, retrier, runs, hold } = scripted([{}]);
    const release = hold();
    const run = retrier.run();
    retrier.pause();
    release();
    await run;
    expect(retrier.waiting()).to.equal(false);
    clock.tick(60_000);
    await settle();
    expect(runs).to.have.length(1);
  });
});
