import { expect } from '@open-wc/testing';
import { createMemoryStorage } from '../../../src/shared/storage';
import type { KeyValueStorage } from '../../../src/shared/storage';
import { OUTBOX_PREFIX, UNLOAD_BYTES_LIMIT } from '../../../src/tracker/constants';
import { createOutbox, utf8Length } from '../../../src/tracker/core/outbox';
import type { OutboxLock, SendResult } from '../../../src/tracker/core/outbox';
import { createFakeClock } from '../../support/fake-clock';
import { fractionRandom } from '../../support/fake-random';
import { fakeTransport, settle, sharedLock, slowStorage, textStore, warningsLogger } from '../support/fakes';

const URL_PROD = 'https://api.example/business.tracking.WebTracker/RecordEvent';
const record = (id: string, extra = '') => ({ id, url: URL_PROD, body: JSON.stringify({ id, extra }) });

const START = 1_000_000;

/** What the pages of one origin share: IndexedDB, localStorage, the lock, and the time. */
function origin() {
  return { storage: createMemoryStorage(), keep: textStore(), lock: sharedLock(), now: START };
}

interface PageOptions {
  answer?: (id: string) => SendResult;
  lock?: OutboxLock;
  /** Its IndexedDB writes stay under way until `commit()`: left before that, it has lost them. */
  held?: boolean;
}

/** One page of the origin. A page left is never ticked again, so its timers never run. */
function page(shared: ReturnType<typeof origin>, { answer = () => ({ status: 200 }), lock = shared.lock, held = false }: PageOptions = {}) {
  const slow = slowStorage(shared.storage);
  if (!held) void slow.commit();
  const clock = createFakeClock(shared.now);
  const { transport, sent } = fakeTransport((item) => answer(item.id));
  const outbox = createOutbox({ storage: slow.storage, keep: shared.keep, transport, clock, lock, random: fractionRandom(0.5), logger: warningsLogger() });
  const tick = async (ms: number) => {
    clock.tick(ms);
    shared.now += ms;
    await settle();
  };
  return { outbox, sent, commit: slow.commit, tick };
}

/** Another tab holds the lock: this one stores, but does not send. */
const busyLock: OutboxLock = { run: async () => false };

const stored = async (storage: KeyValueStorage) => (await storage.entries<{ id: string }>(OUTBOX_PREFIX)).map(([, value]) => value.id);
const ids = (sent: { id: string; atUnload: boolean }[], atUnload: boolean) => sent.filter((item) => item.atUnload === atUnload).map((item) => item.id);

describe('tracker outbox: leaving a page', () => {
  it('keeps the events not yet stored in synchronous storage, and the next page stores and sends each once', async () => {
    const shared = origin();
    const first = page(shared, { answer: () => ({ status: 503 }), held: true });
    for (const id of ['a', 'b', 'c']) void first.outbox.add(record(id));
    await settle();
    expect(await stored(shared.storage)).to.deep.equal([]);
    first.outbox.pageHidden();
    // The page is gone: its IndexedDB writes never commit, and the beacons reached nobody.
    expect(Object.keys(JSON.parse(shared.keep.value!)).length).to.equal(3);

    const next = page(shared);
    await next.outbox.flush();
    await settle();
    expect(ids(next.sent, false)).to.deep.equal(['a', 'b', 'c']);
    expect(await stored(shared.storage)).to.deep.equal([]);
    expect(shared.keep.value, 'nothing left in synchronous storage').to.equal(null);
  });

  it('merges by id: an event whose write committed after all is stored and sent once', async () => {
    const shared = origin();
    // Another tab holds the lock: the page is left before it could send.
    const first = page(shared, { lock: busyLock, held: true });
    void first.outbox.add(record('a'));
    first.outbox.pageHidden();
    // The write won the race with the unload.
    await first.commit();
    expect(await stored(shared.storage)).to.deep.equal(['a']);

    const next = page(shared);
    await next.outbox.flush();
    await settle();
    expect(ids(next.sent, false)).to.deep.equal(['a']);
    expect([await stored(shared.storage), shared.keep.value]).to.deep.equal([[], null]);
  });

  it('a page only hidden, whose writes then commit, sends each event once and leaves nothing kept', async () => {
    const shared = origin();
    const tab = page(shared, { held: true });
    const adding = Promise.all(['a', 'b'].map((id) => tab.outbox.add(record(id))));
    tab.outbox.pageHidden();
    expect(shared.keep.value).not.to.equal(null);
    await tab.commit();
    await adding;
    await settle();
    expect(ids(tab.sent, false)).to.deep.equal(['a', 'b']);
    expect([await stored(shared.storage), shared.keep.value]).to.deep.equal([[], null]);
  });

  // The unload beacon: what goes, in which order, within 64 KB.
  const big = 'x'.repeat(20_000);
  // Healthy: another tab holds the lock, so the backlog waits unsent. Outage: sends got 503.
  const unloadCases: { name: string; outage: boolean; backlog: string[]; pending: string[]; beaconed: string[] }[] = [
    { name: 'healthy: the events not yet stored first, newest first, then the backlog oldest first', outage: false, backlog: ['old1', 'old2'], pending: ['new1', 'new2'], beaconed: ['new2', 'new1', 'old1', 'old2'] },
    { name: 'healthy: a backlog over 64 KB leaves the newest events their room', outage: false, backlog: ['big1', 'big2', 'big3', 'big4'], pending: ['new1', 'new2'], beaconed: ['new2', 'new1', 'big1', 'big2', 'big3'] },
    { name: 'in an outage: only the events not yet stored, not the backlog again', outage: true, backlog: ['old1', 'old2'], pending: ['new1', 'new2'], beaconed: ['new2', 'new1'] },
    { name: 'in an outage with nothing pending: no beacon at all', outage: true, backlog: ['old1'], pending: [], beaconed: [] },
  ];
  for (const { name, outage, backlog, pending, beaconed } of unloadCases) {
    it(`at unload, ${name}`, async () => {
      const shared = origin();
      const tab = page(shared, { answer: () => ({ status: 503 }), lock: outage ? shared.lock : busyLock, held: true });
      const added = Promise.all(backlog.map((id) => tab.outbox.add(record(id, id.startsWith('big') ? big : ''))));
      await tab.commit();
      await added;
      await settle();
      expect(ids(tab.sent, false)).to.deep.equal(outage ? backlog : []);
      for (const id of pending) void tab.outbox.add(record(id));
      tab.outbox.pageHidden();
      const atUnload = tab.sent.filter((item) => item.atUnload);
      expect(atUnload.map((item) => item.id)).to.deep.equal(beaconed);
      expect(atUnload.reduce((sum, item) => sum + utf8Length(item.body), 0)).to.be.at.most(UNLOAD_BYTES_LIMIT);
    });
  }

  it('backs off across pages: the next page sends nothing before the saved delay, then everything', async () => {
    const shared = origin();
    const first = page(shared, { answer: () => ({ status: 503, retryAfterMs: 10_000 }), held: true });
    const added = first.outbox.add(record('a'));
    await first.commit();
    await added;
    await settle();
    expect(ids(first.sent, false)).to.deep.equal(['a']);

    // A reload 3 s later, then another: neither sends nor beacons the backlog into the outage.
    await first.tick(3_000);
    for (let reload = 0; reload < 2; reload++) {
      const next = page(shared);
      await next.outbox.flush();
      next.outbox.pageHidden();
      await settle();
      expect(next.sent, `reload ${reload}`).to.deep.equal([]);
    }

    const last = page(shared);
    await last.outbox.flush();
    await last.tick(6_999);
    expect(last.sent).to.deep.equal([]);
    await last.tick(1);
    expect(ids(last.sent, false)).to.deep.equal(['a']);
    expect([await stored(shared.storage), shared.keep.value]).to.deep.equal([[], null]);
  });

  it('a page after the delay goes on counting failures: the next one waits longer', async () => {
    const shared = origin();
    const first = page(shared, { answer: () => ({ status: 503 }), held: true });
    const added = first.outbox.add(record('a'));
    await first.commit();
    await added;
    await settle();
    expect(JSON.parse(shared.keep.value!).retry).to.deep.equal([1, START + 1000]);
    // The first page is gone; the next loads once its delay is over.
    shared.now += 1000;
    const next = page(shared, { answer: () => ({ status: 503 }) });
    await next.outbox.flush();
    await settle();
    expect(JSON.parse(shared.keep.value!).retry).to.deep.equal([2, START + 1000 + 2000]);
  });

  it('ignores a saved backoff of the wrong shape: the next page sends at once', async () => {
    for (const kept of ['[]', '{"retry":{"0":1,"1":9999999999999}}', '{"retry":[1,"9999999999999"]}']) {
      const shared = origin();
      shared.keep.value = kept;
      const tab = page(shared);
      await tab.outbox.add(record('a'));
      await settle();
      expect(ids(tab.sent, false), kept).to.deep.equal(['a']);
    }
  });

  it('ignores unreadable synchronous storage, and carries on when it cannot be written', async () => {
    const shared = origin();
    shared.keep.value = '{not json';
    const tab = page(shared, { held: true });
    shared.keep.write = () => {
      throw new DOMException('quota', 'QuotaExceededError');
    };
    void tab.outbox.add(record('a'));
    expect(() => tab.outbox.pageHidden()).not.to.throw();
    expect(ids(tab.sent, true)).to.deep.equal(['a']);
    await tab.commit();
    await settle();
    expect(ids(tab.sent, false)).to.deep.equal(['a']);
  });
});
