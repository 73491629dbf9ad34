// <fin-tracker> through the reference collector: 200 events across offline spells, a 503 burst
// and three reloads arrive exactly once each; no consent means no requests and no storage.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { axeViolations, openPage, routedPage, screenshot, snippet, useServersAndBrowser } from './support.mjs';

const RECORD_EVENT = '/business.tracking.WebTracker/RecordEvent';

describe('<fin-tracker>', () => {
  const env = useServersAndBrowser();
  const api = (path, init) => fetch(`${env.servers.origin}${path}`, init);
  const collected = async () => (await api('/__tracker/events')).json();

  /** Tracks events number `from` to `to` - 1 and returns their ids. */
  const track = (page, from, to) =>
    page.evaluate(
      ([first, last]) =>
        Promise.all(
          Array.from({ length: last - first }, (_, k) =>
            window.FinWidgets('track', { screen: 'e2e', action: 'click', context: { n: first + k } }),
          ),
        ),
      [from, to],
    );

  it('tracks 200 events across offline spells, a 503 burst and three reloads; the collector has each exactly once', async () => {
    await api('/__tracker/events', { method: 'DELETE' });
    const { page, problems, close } = await openPage(env.browser);
    const context = page.context();
    const ids = [];
    // Every fin-* element of the page is defined before the test goes offline: the header's app
    // switcher was still loading once ("Could not load <fin-app-switcher>", a problem on the page).
    const loaded = () =>
      page.waitForFunction(() => window.FinWidgets?.version && [...document.querySelectorAll('*')].every((node) => !node.localName.startsWith('fin-') || customElements.get(node.localName)));
    const reload = async () => {
      await page.reload();
      await loaded();
    };
    await page.goto(`${env.servers.origin}/tracker.html`);
    await loaded();

    ids.push(...(await track(page, 0, 40)));

    await context.setOffline(true);
    ids.push(...(await track(page, 40, 80)));
    await page.waitForTimeout(1500);
    await context.setOffline(false);
    ids.push(...(await track(page, 80, 100)));
    await reload();

    await api('/__faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ match: '/business.tracking.WebTracker/', status: 503, times: 3 }),
    });
    ids.push(...(await track(page, 100, 140)));
    await page.waitForTimeout(300);
    await reload();

    await context.setOffline(true);
    ids.push(...(await track(page, 140, 170)));
    await context.setOffline(false);
    await reload();
    ids.push(...(await track(page, 170, 200)));

    const e2eEvents = async () => (await collected()).events.map(({ event }) => event).filter((event) => event.screen === 'e2e');
    const deadline = Date.now() + 30_000;
    while ((await e2eEvents()).length < 200 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));

    const events = await e2eEvents();
    const numbers = events.map((event) => JSON.parse(event.context).n).sort((a, b) => a - b);
    assert.deepEqual(numbers, Array.from({ length: 200 }, (_, n) => n), 'each event stored exactly once');
    assert.equal(new Set(ids).size, 200, 'unique ids');
    assert.deepEqual(events.map((event) => event.id).sort(), [...ids].sort());
    const { deliveries, duplicates } = await collected();
    console.log(`collector: ${deliveries} deliveries, ${duplicates} duplicates recognised by id`);
    assert.deepEqual((await api('/__faults').then((response) => response.json())).rules, [], 'the 503 burst was used up');
    // Failed sends while offline and during the burst are expected; nothing else may go wrong.
    const unexpected = problems.filter(
      (problem) => !/Couldn't record the event|ERR_INTERNET_DISCONNECTED|HTTP 503|Failed to load resource/.test(problem),
    );
    assert.deepEqual(unexpected, []);
    await screenshot(page, 'tracker-demo', { fullPage: true });
    await close();
  });

  it('30 pages left at once after tracking (offline, a 503 burst, navigation): every event arrives once, the outbox ends empty', async () => {
    await api('/__tracker/events', { method: 'DELETE' });
    const { page, close } = await openPage(env.browser);
    const context = page.context();
    const CYCLES = 30;
    const PER_CYCLE = 5;
    const url = (cycle) => `${env.servers.origin}/tracker.html?cycle=${cycle}`;
    const ready = () => page.waitForFunction(() => window.FinWidgets?.version && customElements.get('fin-tracker'));
    /** Tracks five events without waiting for track()'s promises, and leaves the page at once. */
    const trackAndLeave = (from, to) =>
      page.evaluate(
        ([first, next]) => {
          for (let n = first; n < first + 5; n++) window.FinWidgets('track', { screen: 'e2e-leave', action: 'click', context: { n } });
          location.href = next;
        },
        [from, to],
      );
    const clearFaults = () => api('/__faults', { method: 'DELETE' });

    await page.goto(url(0));
    await ready();
    for (let cycle = 0; cycle < CYCLES; cycle++) {
      const first = cycle * PER_CYCLE;
      const kind = cycle % 3;
      if (kind === 0) {
        // Offline: the beacon fails too; the events must survive in the browser.
        await context.setOffline(true);
        await trackAndLeave(first, 'about:blank');
        await page.waitForURL('about:blank');
        await context.setOffline(false);
        await page.goto(url(cycle + 1));
      } else if (kind === 1) {
        // The collector answers 503 to the sends and to the unload beacons.
        await clearFaults();
        await api('/__faults', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ match: '/business.tracking.WebTracker/', status: 503, times: 8 }),
        });
        await trackAndLeave(first, url(cycle + 1));
        await page.waitForURL(url(cycle + 1));
      } else {
        await trackAndLeave(first, url(cycle + 1));
        await page.waitForURL(url(cycle + 1));
      }
      await ready();
    }
    await clearFaults();
    // The last page backs off as the failures of the earlier ones taught it (up to 60 s); the
    // online event, as when a network comes back, sends at once.
    await context.setOffline(true);
    await context.setOffline(false);

    const total = CYCLES * PER_CYCLE;
    const leaveEvents = async () => (await collected()).events.filter(({ event }) => event.screen === 'e2e-leave');
    const outboxLeft = () =>
      page.evaluate(async () => {
        const db = await new Promise((resolve, reject) => {
          const request = window.indexedDB.open('fin-widgets');
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        const keys = db.objectStoreNames.contains('kv')
          ? await new Promise((resolve) => {
              const request = db.transaction('kv').objectStore('kv').getAllKeys();
              request.onsuccess = () => resolve(request.result);
            })
          : [];
        db.close();
        const saved = Object.keys(window.localStorage).filter((key) => key.startsWith('fin-widgets-tracker'));
        return [...keys.filter((key) => String(key).startsWith('tracker:outbox:')), ...saved];
      });
    const deadline = Date.now() + 20_000;
    while (((await leaveEvents()).length < total || (await outboxLeft()).length) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const events = await leaveEvents();
    const numbers = new Set(events.map(({ event }) => JSON.parse(event.context).n));
    const lost = Array.from({ length: total }, (_, n) => n).filter((n) => !numbers.has(n));
    const { deliveries, duplicates } = await collected();
    console.log(`leave cycles: ${events.length} of ${total} stored, ${lost.length} lost, ${deliveries} deliveries, ${duplicates} duplicates recognised by id`);
    assert.deepEqual(lost, [], 'every event arrives');
    assert.equal(events.length, total, 'each event stored once');
    assert.deepEqual(await outboxLeft(), [], 'the outbox ends empty');
    await close();
  });

  it('two tabs flushing one outbox send each event once (Web Locks)', async () => {
    await api('/__tracker/events', { method: 'DELETE' });
    const first = await openPage(env.browser);
    const context = first.page.context();
    const second = await context.newPage();
    for (const page of [first.page, second]) {
      await page.goto(`${env.servers.origin}/tracker.html`);
      await page.waitForFunction(() => window.FinWidgets && window.FinWidgets.version);
    }
    // Offline, both tabs store their events in the shared outbox; back online, both flush it.
    await context.setOffline(true);
    await Promise.all([track(first.page, 0, 50), track(second, 50, 100)]);
    assert.deepEqual(await Promise.all([first.page, second].map((page) => page.evaluate(() => document.visibilityState))), ['visible', 'visible']);
    await context.setOffline(false);
    const deadline = Date.now() + 20_000;
    const e2e = async () => (await collected()).events.filter(({ event }) => event.screen === 'e2e');
    while ((await e2e()).length < 100 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));
    const events = await e2e();
    assert.deepEqual(events.map(({ event }) => JSON.parse(event.context).n).sort((a, b) => a - b), Array.from({ length: 100 }, (_, n) => n));
    assert.deepEqual(events.filter((entry) => entry.deliveries !== 1).map(({ event }) => event.context), [], 'no event sent twice');
    await first.close();
  });

  it('the demo page is accessible and clean', async () => {
    const { page, problems, close } = await openPage(env.browser);
    await page.goto(`${env.servers.origin}/tracker.html`);
    await page.getByRole('button', { name: 'Track 20 clicks' }).click();
    await page.locator('#events tr').nth(20).waitFor();
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(problems, []);
    await close();
  });

  it('without consent sends nothing and writes no storage; with consent it records', async () => {
    const html = `<!doctype html><html lang="en"><head><title>Consent</title>
      <script>window.FinWidgets=window.FinWidgets||function(){(FinWidgets.q=FinWidgets.q||[]).push(arguments)};
      FinWidgets('configure', {tracker: {consent: false}});</script>
      ${snippet('https://app.finapp.com')}</head>
      <body><fin-tracker product="business"></fin-tracker></body></html>`;
    const { page, requests, problems, close } = await routedPage(env.browser, env.servers, 'https://app.finapp.com/consent', html);
    const result = await page.evaluate(() => window.FinWidgets('track', { screen: 'consent', action: 'view' }));
    assert.equal(result, undefined);
    await page.waitForTimeout(500);
    assert.equal(requests.filter((url) => url.includes(RECORD_EVENT)).length, 0, 'no request to the collector');
    assert.deepEqual(await page.evaluate(async () => (await window.indexedDB.databases()).map((db) => db.name)), [], 'no storage');

    await page.evaluate(() => window.FinWidgets('configure', { tracker: { consent: true } }));
    const id = await page.evaluate(() => window.FinWidgets('track', { screen: 'consent', action: 'view' }));
    await page.waitForResponse((response) => response.url().includes(RECORD_EVENT));
    assert.ok((await collected()).events.some(({ event }) => event.id === id));
    assert.deepEqual(problems, []);
    await close();
  });
});
