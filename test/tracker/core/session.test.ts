import { expect } from '@open-wc/testing';
import { SESSION_TIMEOUT_MS } from '../../../src/tracker/constants';
import { createSession } from '../../../src/tracker/core/session';
import type { TextStore } from '../../../src/tracker/core/session';
import { createFakeClock } from '../../support/fake-clock';

function setup(saved: string | null = null, page = 'first') {
  const clock = createFakeClock(1_000_000);
  let ids = 0;
  const store: TextStore & { value: string | null } = {
    value: saved,
    read() {
      return this.value;
    },
    write(value) {
      this.value = value;
    },
  };
  return { clock, store, session: createSession({ clock, store, newId: () => `${page}-session-${++ids}` }) };
}

describe('tracker session', () => {
  it('is 900000 ms of inactivity, as the spec says', () => {
    expect(SESSION_TIMEOUT_MS).to.equal(900000);
  });

  it('keeps the id until 900000 ms of inactivity, and starts a new one exactly then', () => {
    const { clock, session } = setup();
    expect(session.touch()).to.equal('first-session-1');
    clock.tick(899_999);
    expect(session.touch()).to.equal('first-session-1');
    // Activity resets the idle time: 899999 ms later is still the same session…
    clock.tick(899_999);
    expect(session.touch()).to.equal('first-session-1');
    // …and exactly 900000 ms of idle starts a new one.
    clock.tick(900_000);
    expect(session.touch()).to.equal('first-session-2');
    expect(session.touch()).to.equal('first-session-2');
  });

  it('is restored after a reload within the timeout, and not once it has expired', () => {
    const first = setup();
    first.session.touch();
    first.session.save();
    const saved = first.store.value;

    const cases: [number, string][] = [
      [0, 'first-session-1'],
      [899_999, 'first-session-1'],
      [900_000, 'reloaded-session-1'],
    ];
    for (const [idle, expected] of cases) {
      const reloaded = setup(saved, 'reloaded');
      reloaded.clock.tick(idle);
      expect(reloaded.session.touch(), `${idle} ms after the last event`).to.equal(expected);
    }
  });

  it('starts afresh from a saved session of the wrong shape', () => {
    const cases = ['null', '[]', '"text"', '{"id":7,"lastActivity":1000000}', '{"id":"old"}', '{"id":"old","lastActivity":"1000000"}'];
    for (const saved of cases) expect(setup(saved).session.touch(), saved).to.equal('first-session-1');
    // The well-formed one continues: the cases above fail on their shape, not on time.
    expect(setup('{"id":"old","lastActivity":1000000}').session.touch()).to.equal('old');
  });

  it('ignores an unreadable saved session and one that cannot be written', () => {
    const { session } = setup('{not json');
    expect(session.touch()).to.equal('first-session-1');
    const broken = setup();
    broken.store.write = () => {
      throw new DOMException('quota', 'QuotaExceededError');
    };
    broken.session.touch();
    expect(() => broken.session.save()).not.to.throw();
  });
});
