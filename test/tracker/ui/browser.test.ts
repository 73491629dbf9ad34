import { expect, waitUntil } from '@open-wc/testing';
import { commands } from '../../../elements/fin-tracker';
import { reportUsage } from '../../../src/shared/usage';
import { createMemoryStorage } from '../../../src/shared/storage';
import { browserTransport, outboxLock } from '../../../src/tracker/browser';

interface Captured {
  url: string;
  init: RequestInit;
}

const nav = navigator as Navigator & { sendBeacon: Navigator['sendBeacon'] };

describe('tracker in the browser', () => {
  let fetched: Captured[];
  let answer: () => Promise<Response>;
  const originalFetch = window.fetch;
  const originalBeacon = nav.sendBeacon;

  beforeEach(() => {
    fetched = [];
    answer = async () => new Response('{"duplicate":false}', { status: 200 });
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      fetched.push({ url: String(input), init: init ?? {} });
      return answer();
    };
  });
  afterEach(() => {
    window.fetch = originalFetch;
    nav.sendBeacon = originalBeacon;
    document.body.replaceChildren();
  });

  it('sends with a CORS-safelisted content type, keepalive up to 64 KB, and reads Retry-After', async () => {
    const transport = browserTransport();
    answer = async () => new Response('', { status: 503, headers: { 'retry-after': '2' } });
    expect(await transport.send('https://collector.example/x', '{"id":"1"}')).to.deep.equal({ status: 503, retryAfterMs: 2000 });
    const { init } = fetched[0]!;
    expect([init.method, (init.headers as Record<string, string>)['content-type'], init.keepalive, init.credentials]).to.deep.equal([
      'POST', 'text/plain;charset=UTF-8', true, 'omit',
    ]);
    await transport.send('https://collector.example/x', `{"id":"${'x'.repeat(70_000)}"}`);
    expect(fetched[1]!.init.keepalive).to.equal(false);
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await transport.send('https://collector.example/x', '{}')).to.deep.equal({ status: 0 });
  });

  it('at unload uses a text/plain beacon, and a keepalive fetch when the beacon is refused', async () => {
    const beacons: { url: string; type: string; text: string }[] = [];
    let accept = true;
    nav.sendBeacon = (url: string | URL, data?: BodyInit | null) => {
      const blob = data as Blob;
      beacons.push({ url: String(url), type: blob.type, text: '' });
      void blob.text().then((text) => (beacons[beacons.length - 1]!.text = text));
      return accept;
    };
    const transport = browserTransport();
    transport.sendAtUnload('https://collector.example/a', '{"id":"a"}');
    await waitUntil(() => beacons[0]?.text);
    expect(beacons).to.deep.equal([{ url: 'https://collector.example/a', type: 'text/plain;charset=utf-8', text: '{"id":"a"}' }]);
    expect(fetched).to.deep.equal([]);

    accept = false;
    transport.sendAtUnload('https://collector.example/b', '{"id":"b"}');
    expect(fetched.map(({ url, init }) => [url, init.keepalive, init.body, (init.headers as Record<string, string>)['content-type']])).to.deep.equal([
      ['https://collector.example/b', true, '{"id":"b"}', 'text/plain;charset=UTF-8'],
    ]);
  });

  it('without Web Locks loads the lease lock and holds a lease while flushing', async () => {
    const descriptor = Object.getOwnPropertyDescriptor(Navigator.prototype, 'locks')!;
    Object.defineProperty(Navigator.prototype, 'locks', { configurable: true, get: () => undefined });
    try {
      const storage = createMemoryStorage();
      const lock = outboxLock(storage);
      let lease: unknown;
      expect(await lock.run(async () => void (lease = await storage.get('lease')))).to.equal(true);
      expect(typeof (lease as { until: number }).until).to.equal('number');
      expect(await storage.get('lease')).to.equal(undefined);
    } finally {
      Object.defineProperty(Navigator.prototype, 'locks', descriptor);
    }
  });

  it('<fin-tracker> configures the tracker from its attributes; track() and reportUsage() reach the collector', async () => {
    const tag = document.createElement('fin-tracker');
    tag.setAttribute('product', 'wtr');
    tag.setAttribute('app-id', 'test-app');
    tag.setAttribute('endpoint', 'https://collector.example/');
    document.body.append(tag);
    const id = await commands.track({ screen: 'home', action: 'view' });
    reportUsage({ screen: 'app-switcher', action: 'open-app', itemPosition: 2 });
    const bodies = () => fetched.filter(({ url }) => url === 'https://collector.example/wtr.tracking.WebTracker/RecordEvent').map(({ init }) => JSON.parse(init.body as string));
    await waitUntil(() => bodies().length >= 2, 'both events reach the collector');
    const [first, second] = bodies();
    expect([first.id, first.app.id, first.screen]).to.deep.equal([id, 'test-app', 'home']);
    expect([second.screen, second.action, second.itemPosition]).to.deep.equal(['app-switcher', { type: 'dynamic', name: 'open-app' }, 2]);
    expect(getComputedStyle(tag).display).to.equal('none');
  });

  it('<fin-tracker mode="development"> without test-endpoint is a loud misconfiguration: one console error, fin-error naming test-endpoint, nothing sent', async () => {
    const errors: string[] = [];
    const consoleError = console.error;
    console.error = (...args: unknown[]) => void errors.push(args.map(String).join(' '));
    const heard: { code: string; message: string }[] = [];
    const tag = document.createElement('fin-tracker');
    tag.addEventListener('fin-error', (event) => heard.push((event as CustomEvent<{ code: string; message: string }>).detail));
    try {
      tag.setAttribute('product', 'devtest');
      tag.setAttribute('mode', 'development');
      tag.setAttribute('endpoint', 'https://collector.example/');
      document.body.append(tag);
      void commands.track({ screen: 'home', action: 'view' });
      await waitUntil(() => heard.length > 0, 'no fin-error');
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(heard).to.have.length(1);
      expect(heard[0]!.code).to.equal('missing_attribute');
      expect(heard[0]!.message).to.contain('test-endpoint');
      expect(errors.filter((line) => line.includes('testEndpoint'))).to.have.length(1);
      expect(fetched.filter(({ url }) => url.includes('devtest'))).to.deep.equal([]);
      tag.setAttribute('test-endpoint', 'https://test-collector.example/');
      await waitUntil(() => fetched.some(({ url }) => url === 'https://test-collector.example/devtest.tracking.WebTracker/RecordEvent'), 'the waiting event did not go to the test endpoint once set');
      expect(fetched.some(({ url }) => url.startsWith('https://collector.example/devtest'))).to.equal(false);
    } finally {
      console.error = consoleError;
    }
  });
});
