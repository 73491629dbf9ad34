import { expect } from '@open-wc/testing';
import { createIndexedDbBackend, createStorage } from '../../../src/shared/storage';
import { createTracker } from '../../../src/tracker/core/tracker';
import { rejection } from '../../support/rejection';
import { harness, settle } from '../support/fakes';

const DEFAULTS = { endpoint: 'https://api.example/', locale: 'en-GB', baseUrl: 'https://app.example/' };
const URL_PROD = 'https://api.example/business.tracking.WebTracker/RecordEvent';

function setup(options: Record<string, unknown> | undefined = { product: 'business' }) {
  const h = harness();
  const tracker = createTracker(h.ports);
  const problems = tracker.configure(options, DEFAULTS);
  return { ...h, tracker, problems };
}

describe('tracker', () => {
  it('stores, then sends each event as JSON to {endpoint}/{product}.tracking.WebTracker/RecordEvent', async () => {
    const { tracker, sent } = setup({ product: 'business', appId: 'web', appVersion: '1.0.0' });
    const id = await tracker.track({ screen: 'cards', action: 'view' });
    await settle();
    expect(sent.map(({ url, id: sentId }) => [url, sentId])).to.deep.equal([[URL_PROD, id]]);
    const body = JSON.parse(sent[0]!.body);
    expect([body.product, body.screen, body.app.id, body.app.locale, body.path]).to.deep.equal(['business', 'cards', 'web', 'en-GB', '/cards']);
  });

  it('in production skips events without action or screen, with the exact warnings', async () => {
    const cases: [Record<string, string>, string[]][] = [
      [{ screen: 'cards' }, ['action field is missing']],
      [{ action: 'view' }, ['screen field is missing']],
      [{}, ['action field is missing', 'screen field is missing']],
    ];
    for (const [input, expected] of cases) {
      const { tracker, sent, warnings, counts } = setup();
      expect(await tracker.track(input)).to.equal(undefined);
      await settle();
      expect(warnings.map(([message]) => message), JSON.stringify(input)).to.deep.equal(expected);
      expect(sent.length).to.equal(0);
      expect(counts.writes).to.equal(0);
    }
  });

  it('in development warns but sends, to the test endpoint', async () => {
    const { tracker, sent, warnings } = setup({ product: 'business', mode: 'development', testEndpoint: 'https://test-collector.example' });
    await tracker.track({ screen: 'cards' });
    await settle();
    expect(warnings.map(([message]) => message)).to.deep.equal(['action field is missing']);
    expect(sent.map(({ url }) => url)).to.deep.equal(['https://test-collector.example/business.tracking.WebTracker/RecordEvent']);
  });

  it('in development without a test endpoint sends nothing, not even to the production endpoint; the events wait for it', async () => {
    const { tracker, sent, problems, counts } = setup({ product: 'business', mode: 'development', endpoint: 'https://api.example/' });
    expect(problems).to.deep.equal([
      "tracker.testEndpoint (test-endpoint) is required in development mode: set it to your test collector's URL; events wait until it is set",
    ]);
    const waiting = tracker.track({ screen: 'cards', action: 'view' });
    await settle();
    expect(sent).to.deep.equal([]);
    expect(counts.writes).to.equal(0);
    tracker.configure({ product: 'business', mode: 'development', endpoint: 'https://api.example/', testEndpoint: 'https://test-collector.example/' }, DEFAULTS);
    expect(await waiting).to.be.a('string');
    await settle();
    expect(sent.map(({ url }) => url)).to.deep.equal(['https://test-collector.example/business.tracking.WebTracker/RecordEvent']);
  });

  it('in dry-run sends nothing and stores nothing, and logs the event instead', async () => {
    const { tracker, sent, logs, storageOpened, clock } = setup({ product: 'business', mode: 'dry-run' });
    const id = await tracker.track({ screen: 'cards', action: 'view' });
    tracker.pageHidden();
    clock.tick(60_000);
    await settle();
    expect(sent).to.deep.equal([]);
    expect(storageOpened()).to.equal(0);
    expect((logs[0]![1] as { id: string }).id).to.equal(id);
  });

  it('without consent makes no requests and no storage writes, and starts when consent is given', async () => {
    const { tracker, sent, storageOpened, session, keep } = setup({ product: 'business', consent: false });
    expect(await tracker.track({ screen: 'cards', action: 'view' })).to.equal(undefined);
    tracker.pageHidden();
    tracker.online();
    await settle();
    expect([sent.length, storageOpened(), session.writes, keep.writes]).to.deep.equal([0, 0, 0, 0]);

    tracker.configure({ product: 'business', consent: true }, DEFAULTS);
    const id = await tracker.track({ screen: 'cards', action: 'view' });
    await settle();
    expect(sent.map((item) => item.id)).to.deep.equal([id]);
  });

  it('with respectDnt treats Do Not Track as no consent', async () => {
    const h = harness();
    h.page.doNotTrack = true;
    const tracker = createTracker(h.ports);
    tracker.configure({ product: 'business', respectDnt: true }, DEFAULTS);
    expect(await tracker.track({ screen: 'cards', action: 'view' })).to.equal(undefined);
    await settle();
    expect([h.sent.length, h.storageOpened()]).to.deep.equal([0, 0]);
    // Without respectDnt the signal is the host's to handle.
    tracker.configure({ product: 'business' }, DEFAULTS);
    expect(await tracker.track({ screen: 'cards', action: 'view' })).to.be.a('string');
  });

  it('stops sending, retries included, when consent is withdrawn', async () => {
    const h = harness({ answer: (_sent, index) => ({ status: index === 0 ? 503 : 200 }) });
    const tracker = createTracker(h.ports);
    tracker.configure({ product: 'business' }, DEFAULTS);
    await tracker.track({ screen: 'cards', action: 'view' });
    await settle();
    expect(h.sent.length).to.equal(1);
    tracker.configure({ product: 'business', consent: false }, DEFAULTS);
    h.clock.tick(120_000);
    await settle();
    expect(h.sent.length).to.equal(1);
  });

  it('holds events tracked before the product is known, and records them once it is', async () => {
    const { tracker, sent, problems } = setup({ mode: 'production' });
    expect(problems).to.deep.equal(['tracker.product is required: events wait until it is set']);
    const pending = tracker.track({ screen: 'cards', action: 'view' });
    await settle();
    expect(sent.length).to.equal(0);
    tracker.configure({ product: 'business' }, DEFAULTS);
    const id = await pending;
    await settle();
    expect(sent.map((item) => item.id)).to.deep.equal([id]);
  });

  it('rejects bad input', async () => {
    const { tracker } = setup();
    expect(((await rejection(tracker.track({ screen: 3 }))) as Error).message).to.equal('FinWidgets: track screen must be a string');
  });

  it('saves the session when the page is hidden, and a reload within the timeout keeps it', async () => {
    const first = setup();
    await first.tracker.track({ screen: 'cards', action: 'view' });
    first.tracker.pageHidden();
    const sessionId = JSON.parse(first.session.value!).id;

    const second = harness();
    second.session.value = first.session.value;
    second.clock.tick(899_000);
    const tracker = createTracker(second.ports);
    tracker.configure({ product: 'business' }, DEFAULTS);
    await tracker.track({ screen: 'cards', action: 'view' });
    await settle();
    expect(JSON.parse(second.sent[0]!.body).sessionId).to.equal(sessionId);
  });

  it('keeps working in memory, with one warning, when IndexedDB fails', async () => {
    const warned: unknown[][] = [];
    const original = console.warn;
    console.warn = (...args: unknown[]) => void warned.push(args);
    try {
      const backend = createIndexedDbBackend({
        openStore: () => {
          throw new DOMException('The user denied permission to access the database.', 'SecurityError');
        },
      });
      const h = harness({ storage: createStorage({ namespace: 'tracker', backend }) });
      const tracker = createTracker(h.ports);
      tracker.configure({ product: 'business' }, DEFAULTS);
      const ids = [await tracker.track({ screen: 'a', action: 'view' }), await tracker.track({ screen: 'b', action: 'view' })];
      await settle();
      expect(h.sent.map((item) => item.id)).to.deep.equal(ids);
      expect(warned.length).to.equal(1);
      expect(String(warned[0]![0])).to.contain('IndexedDB is unavailable');
    } finally {
      console.warn = original;
    }
  });
});
