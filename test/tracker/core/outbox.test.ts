import { expect } from '@open-wc/testing';
import { createMemoryStorage } from '../../../src/shared/storage';
import { OUTBOX_PREFIX, UNLOAD_BYTES_LIMIT } from '../../../src/tracker/constants';
import { createLeaseLock } from '../../../src/tracker/core/lock';
import { createOutbox, outcomeOf, utf8Length } from '../../../src/tracker/core/outbox';
import type { OutboxLock, SendResult } from '../../../src/tracker/core/outbox';
import { createFakeClock } from '../../support/fake-clock';
import { fractionRandom } from '../../support/fake-random';
import { fakeTransport, settle, sharedLock, textStore, warningsLogger } from '../support/fakes';
import type { Sent } from '../support/fakes';

const URL_PROD = 'https://api.example/business.tracking.WebTracker/RecordEvent';
const record = (id: string, extra = '') => ({ id, url: URL_PROD, body: JSON.stringify({ id, extra }) });

function setup(
  answer?: (sent: Sent, index: number) => SendResult | Promise<SendResult>,
  shared?: { storage: ReturnType<typeof createMemoryStorage>; lock: OutboxLock },
  random = fractionRandom(0.5),
) {
  const clock = createFakeClock(0);
  const storage = shared?.storage ?? createMemoryStorage();
  const { transport, sent } = fakeTransport(answer);
  const logger = warningsLogger();
  const outbox = createOutbox({
    storage,
    transport,
    clock,
    keep: textStore(),
    lock: shared?.lock ?? sharedLock(),
    random,
    logger,
  });
  return { outbox, clock, storage, sent, warnings: logger.warnings };
}

const stored = async (storage: ReturnType<typeof createMemoryStorage>) =>
  (await storage.entries<{ id: string }>(OUTBOX_PREFIX)).map(([, value]) => value.id);

describe('tracker outbox', () => {
  it('classifies answers: 2xx accepted, 4xx but 408 and 429 refused, the rest retried', () => {
    const cases: [number, string][] = [
      [200, 'accepted'], [204, 'accepted'], [400, 'refused'], [404, 'refused'], [413, 'refused'],
      [408, 'retry'], [429, 'retry'], [500, 'retry'], [503, 'retry'], [0, 'retry'],
    ];
    for (const [status, outcome] of cases) expect(outcomeOf(status), String(status)).to.equal(outcome);
  });

  /** When each send of one event went out, while the collector answers with `answer`. */
  async function sendTimes(answer: (index: number) => SendResult, random = fractionRandom(0.5), lock?: OutboxLock) {
    const times: number[] = [];
    const { outbox, clock } = setup((_sent, index) => (times.push(clock.now()), answer(index)), lock && { storage: createMemoryStorage(), lock }, random);
    await outbox.add(record('a'));
    await settle();
    // Quarter seconds, each followed by the promise chains it starts (memory storage, fake sends).
    for (let ms = 0; ms < 300_000 && times.length < 9; ms += 250) {
      clock.tick(250);
      for (let round = 0; round < 30; round++) await Promise.resolve();
    }
    return times;
  }

  it('backs off 1 s doubling to at most 60 s, ±25 % at random, and never sooner than Retry-After', async () => {
    const gaps = (times: number[]) => times.slice(1, 9).map((time, index) => time - times[index]!);
    expect(gaps(await sendTimes(() => ({ status: 503 })))).to.deep.equal([1000, 2000, 4000, 8000, 16000, 32000, 60000, 60000]);
    // The jitter's extremes (delays here land on the 250 ms ticks of the test).
    expect(gaps(await sendTimes(() => ({ status: 503 }), fractionRandom(0)))).to.deep.equal([1000, 1500, 3000, 6000, 12000, 24000, 45000, 45000]);
    expect(gaps(await sendTimes(() => ({ status: 0 }), fractionRandom(0.999999)))).to.deep.equal([1250, 2500, 5000, 10000, 20000, 40000, 60000, 60000]);
    expect(gaps(await sendTimes((index) => ({ status: 429, retryAfterMs: index < 2 ? 30_000 : undefined })))).to.deep.equal([30000, 30000, 4000, 8000, 16000, 32000, 60000, 60000]);
  });

  it('waits 5 s while another tab holds the lock, without growing the backoff', async () => {
    let busy = 3;
    const lock: OutboxLock = { run: async (task) => (busy-- > 0 ? false : (await task(async () => true), true)) };
    const times = await sendTimes((index) => ({ status: index === 0 ? 503 : 200 }), fractionRandom(0.5), lock);
    expect(times).to.deep.equal([15_000, 16_000]);
  });

  it('stores before sending and deletes only what the collector accepted', async () => {
    let status = 0;
    const { outbox, storage, sent, clock, warnings } = setup(() => ({ status }));
    await outbox.add(record('a'));
    expect(await stored(storage)).to.deep.equal(['a']);
    await settle();
    expect(sent.map((item) => item.id)).to.deep.equal(['a']);
    expect(await stored(storage)).to.deep.equal(['a']);
    expect(warnings.length).to.equal(1);
    expect(String(warnings[0]![0])).to.contain("Couldn't record the event");

    status = 200;
    clock.tick(1000);
    await settle();
    expect(sent.map((item) => item.id)).to.deep.equal(['a', 'a']);
    expect(await stored(storage)).to.deep.equal([]);
  });

  it('honours Retry-After across a burst of 503s, sends oldest first, four at a time', async () => {
    const { outbox, storage, sent, clock } = setup((_sent, index) => (index < 4 ? { status: 503, retryAfterMs: 5000 } : { status: 200 }));
    await Promise.all(['a', 'b', 'c', 'd', 'e'].map((id) => outbox.add(record(id))));
    await settle();
    // The first four go together; a failure among them stops the flush until the retry.
    expect(sent.map((item) => item.id)).to.deep.equal(['a', 'b', 'c', 'd']);
    clock.tick(4999);
    await settle();
    expect(sent.length).to.equal(4);
    clock.tick(1);
    await settle();
    expect(sent.map((item) => item.id).slice(4)).to.deep.equal(['a', 'b', 'c', 'd', 'e']);
    expect(await stored(storage)).to.deep.equal([]);
  });

  it('drops an event the collector refuses (4xx) with a warning, and goes on', async () => {
    const { outbox, storage, sent, warnings } = setup((item) => ({ status: item.id === 'bad' ? 400 : 200 }));
    for (const id of ['a', 'bad', 'c']) await outbox.add(record(id));
    await settle();
    expect(sent.map((item) => item.id)).to.deep.equal(['a', 'bad', 'c']);
    expect(await stored(storage)).to.deep.equal([]);
    expect(warnings.map(([message]) => message)).to.deep.equal([
      "Couldn't record the event: the collector refused event bad with HTTP 400, so it is dropped.",
    ]);
  });

  it('drops a stored record that does not decode with a warning, and sends the rest', async () => {
    const { outbox, storage, sent, warnings } = setup(() => ({ status: 200 }));
    await storage.set(`${OUTBOX_PREFIX}0-broken`, { id: 'broken', url: URL_PROD });
    for (const id of ['a', 'b']) await outbox.add(record(id));
    await settle();
    expect(sent.map((item) => item.id)).to.deep.equal(['a', 'b']);
    expect(await storage.keys(OUTBOX_PREFIX)).to.deep.equal([]);
    expect(warnings.map(([message]) => message)).to.deep.equal([
      `Couldn't record the event: the stored event ${OUTBOX_PREFIX}0-broken is malformed, so it is dropped.`,
    ]);
  });

  it('sends at once when the network is back, whatever the backoff', async () => {
    let online = false;
    const { outbox, sent, clock } = setup(() => ({ status: online ? 200 : 0 }));
    await outbox.add(record('a'));
    for (let i = 0; i < 5; i++) {
      clock.tick(60_000);
      await settle();
    }
    const tries = sent.length;
    online = true;
    await outbox.retryNow();
    expect(sent.length).to.equal(tries + 1);
  });

  it('hands at most 64 KB to the browser at unload, in order, and keeps it all stored', async () => {
    // Another tab holds the lock, so this one's events wait unsent (and no send has failed).
    const { outbox, storage, sent } = setup(undefined, { storage: createMemoryStorage(), lock: { run: async () => false } });
    const big = 'x'.repeat(20_000);
    for (const id of ['a', 'b', 'c', 'd']) await outbox.add(record(id, big));
    await outbox.add(record('small'));
    await settle();
    sent.length = 0;
    outbox.pageHidden();
    const total = sent.reduce((sum, item) => sum + utf8Length(item.body), 0);
    expect(total).to.be.at.most(UNLOAD_BYTES_LIMIT);
    // Three big ones fit, the fourth would not; the small one still does.
    expect(sent.map((item) => [item.id, item.atUnload])).to.deep.equal([['a', true], ['b', true], ['c', true], ['small', true]]);
    expect(await stored(storage)).to.deep.equal(['a', 'b', 'c', 'd', 'small']);
    // pagehide after visibilitychange: what was handed over is not handed over again.
    outbox.pageHidden();
    expect(sent.length).to.equal(4);
  });

  it('two tabs flushing one outbox send each event once (shared lock)', async () => {
    const shared = { storage: createMemoryStorage(), lock: sharedLock() };
    // Slow answers, so both tabs flush while the other is mid-flush.
    const slow = () => new Promise<SendResult>((resolve) => window.setTimeout(() => resolve({ status: 200 }), 1));
    const tabA = setup(slow, shared);
    const tabB = setup(slow, shared);
    for (let i = 0; i < 10; i++) {
      await tabA.outbox.add(record(`a${i}`));
      await tabB.outbox.add(record(`b${i}`));
    }
    for (let round = 0; round < 40 && (await stored(shared.storage)).length; round++) {
      await new Promise((resolve) => window.setTimeout(resolve, 5));
      tabA.clock.tick(5000);
      tabB.clock.tick(5000);
    }
    const ids = [...tabA.sent, ...tabB.sent].map((item) => item.id).sort();
    expect(ids).to.deep.equal([...Array(10).keys()].flatMap((i) => [`a${i}`, `b${i}`]).sort());
  });

  it('the lease lock lets one holder in at a time, and frees a lease that ran out', async () => {
    const storage = createMemoryStorage();
    const clock = createFakeClock(0);
    const a = createLeaseLock({ storage, clock, owner: 'a' });
    const b = createLeaseLock({ storage, clock, owner: 'b' });
    let inside = '';
    let release!: () => void;
    const running = a.run(async () => {
      inside = 'a';
      await new Promise<void>((resolve) => (release = resolve));
    });
    await settle();
    expect(inside).to.equal('a');
    expect(await b.run(async () => void (inside = 'b'))).to.equal(false);
    release();
    expect(await running).to.equal(true);
    expect(await b.run(async () => void (inside = 'b'))).to.equal(true);
    expect(inside).to.equal('b');

    // A tab that died holding the lease: it runs out after 45 s.
    await storage.set('lease', { owner: 'dead', until: clock.now() + 45_000 });
    expect(await a.run(async () => undefined)).to.equal(false);
    clock.tick(45_000);
    expect(await a.run(async () => undefined)).to.equal(true);
  });
});
