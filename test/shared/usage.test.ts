import { expect } from '@open-wc/testing';
import { HOST_STATE_KEY } from '../../loader/protocol';
import { reportUsage, setUsageSink } from '../../src/shared/usage';
import type { UsageEvent } from '../../src/shared/usage';

const w = window as unknown as Record<string, unknown>;
const EVENT: UsageEvent = { screen: 'app-switcher', action: 'view' };

describe('reportUsage', () => {
  let calls: unknown[][];
  beforeEach(() => {
    calls = [];
    w.FinWidgets = (...args: unknown[]) => void calls.push(args);
  });
  afterEach(() => {
    delete w.FinWidgets;
    delete w[HOST_STATE_KEY];
    document.body.replaceChildren();
  });

  it('does nothing when the host configured no tracker and the page has no <fin-tracker>', () => {
    reportUsage(EVENT);
    expect(calls).to.deep.equal([]);
  });

  it('asks the loader to track when the host configured a tracker', () => {
    w[HOST_STATE_KEY] = { config: { tracker: { product: 'business' } }, auth: null };
    reportUsage(EVENT);
    expect(calls).to.deep.equal([['track', EVENT]]);
  });

  it('asks the loader to track when the page has a <fin-tracker> tag', () => {
    document.body.append(document.createElement('fin-tracker'));
    reportUsage(EVENT);
    expect(calls).to.deep.equal([['track', EVENT]]);
  });

  it('never lets a failing loader reach the element: a throw or a rejection is caught, nothing is left unhandled', async () => {
    w[HOST_STATE_KEY] = { config: { tracker: {} }, auth: null };
    const unhandled: string[] = [];
    const onUnhandled = (event: PromiseRejectionEvent) => {
      unhandled.push(String(event.reason));
      event.preventDefault();
    };
    window.addEventListener('unhandledrejection', onUnhandled);
    try {
      w.FinWidgets = (...args: unknown[]) => {
        calls.push(args);
        throw new Error('broken loader');
      };
      expect(() => reportUsage(EVENT)).not.to.throw();
      w.FinWidgets = (...args: unknown[]) => {
        calls.push(args);
        return Promise.reject(new Error('module failed'));
      };
      expect(() => reportUsage(EVENT)).not.to.throw();
      // An unhandled rejection is reported a task after the promise settles.
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      window.removeEventListener('unhandledrejection', onUnhandled);
    }
    expect(calls).to.deep.equal([['track', EVENT], ['track', EVENT]]);
    expect(unhandled).to.deep.equal([]);
  });

  // Last: once the tracker's module registered itself, it gets every report directly.
  it('without a loader keeps reports until the tracker registers, then hands them over, and later ones directly', () => {
    delete w.FinWidgets;
    document.body.append(document.createElement('fin-tracker'));
    reportUsage({ screen: 'a', action: 'view' });
    const received: UsageEvent[] = [];
    setUsageSink((event) => void received.push(event));
    reportUsage({ screen: 'b', action: 'view' });
    expect(received.map((event) => event.screen)).to.deep.equal(['a', 'b']);
  });

  // The tracker is built with its own copy of this module (rollup.config.mjs): a view's copy must reach its sink.
  it('reaches the sink that another copy of the module registered', async () => {
    const received: UsageEvent[] = [];
    setUsageSink((event) => void received.push(event));
    const copy = (await import(/* @vite-ignore */ `${new URL('../../src/shared/usage.ts', import.meta.url).href}?copy`)) as { reportUsage: typeof reportUsage };
    expect(copy.reportUsage).not.to.equal(reportUsage);
    copy.reportUsage({ screen: 'c', action: 'view' });
    expect(received.map((event) => event.screen)).to.deep.equal(['c']);
  });
});
