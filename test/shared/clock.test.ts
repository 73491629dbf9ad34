import { expect } from '@open-wc/testing';
import { systemClock } from '../../src/shared/clock';
import { createFakeClock } from '../support/fake-clock';

describe('clock: the fake clock', () => {
  it('runs due timers in due order, at their due time, as time advances', () => {
    const clock = createFakeClock(1000);
    const ran: string[] = [];
    clock.setTimeout(() => ran.push(`b@${clock.now()}`), 20);
    clock.setTimeout(() => ran.push(`a@${clock.now()}`), 10);
    clock.setTimeout(() => ran.push(`c@${clock.now()}`), 30);
    clock.tick(19);
    expect(ran).to.deep.equal(['a@1010']);
    expect(clock.now()).to.equal(1019);
    clock.tick(11);
    expect(ran).to.deep.equal(['a@1010', 'b@1020', 'c@1030']);
    expect(clock.pending()).to.equal(0);
  });

  it('runs timers due together in the order they were set', () => {
    const clock = createFakeClock();
    const ran: number[] = [];
    for (const n of [1, 2, 3]) clock.setTimeout(() => ran.push(n), 5);
    clock.tick(5);
    expect(ran).to.deep.equal([1, 2, 3]);
  });

  it('runs timers set by a timer when they fall due within the same tick', () => {
    const clock = createFakeClock();
    const ran: number[] = [];
    clock.setTimeout(() => {
      ran.push(clock.now());
      clock.setTimeout(() => ran.push(clock.now()), 10);
    }, 10);
    clock.tick(25);
    expect(ran).to.deep.equal([10, 20]);
    expect(clock.now()).to.equal(25);
  });

  it('clearTimeout cancels', () => {
    const clock = createFakeClock();
    let ran = false;
    const id = clock.setTimeout(() => (ran = true), 1);
    clock.clearTimeout(id);
    clock.clearTimeout(undefined);
    clock.tick(10);
    expect(ran).to.equal(false);
    expect(clock.pending()).to.equal(0);
  });
});

describe('clock: the system clock', () => {
  it('tells wall-clock time', () => {
    expect(Math.abs(systemClock.now() - Date.now())).to.be.below(50);
  });

  it('runs and cancels timers', async () => {
    const ran: string[] = [];
    const cancelled = systemClock.setTimeout(() => ran.push('cancelled'), 5);
    systemClock.setTimeout(() => ran.push('ran'), 5);
    systemClock.clearTimeout(cancelled);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(ran).to.deep.equal(['ran']);
  });
});
