// Render as you fetch, through the built loader and the reference server over an emulated
// network: <fin-form>'s entry sends the flow's GET while the form's code (React first of all) is
// still arriving, with the host's device-id or the SDK's stored one (the identity it sends, §6),
// and the form shows that answer without asking again.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { openPage, snippet, useServersAndBrowser } from './support.mjs';

const ROUND_TRIP_MS = 150;

describe('early requests over a network', () => {
  const env = useServersAndBrowser();

  /**
   * Loads `body` over `latency` ms round trips (in `context`, a browser's storage kept between
   * visits, or a new one): the flow's GETs (and their device ids) and the React chunk's timing.
   */
  async function loadForm(body, latency, context) {
    const opened = context ? { page: await context.newPage(), problems: [] } : await openPage(env.browser);
    const { page, problems } = opened;
    const close = opened.close ?? (() => page.close());
    if (context) page.on('console', (message) => ['error', 'warning'].includes(message.type()) && problems.push(`console.${message.type()}: ${message.text()}`));
    const session = await page.context().newCDPSession(page);
    await session.send('Network.enable');
    await session.send('Network.emulateNetworkConditions', { offline: false, latency, downloadThroughput: -1, uploadThroughput: -1 });
    // When the page first made a date format (the first one loads ICU's date data).
    await page.addInitScript(() => {
      Intl.DateTimeFormat = new Proxy(Intl.DateTimeFormat, {
        construct(target, args) {
          window.firstDateFormat ??= performance.now();
          return Reflect.construct(target, args);
        },
      });
    });
    const deviceIds = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/forms/chargeback') deviceIds.push(request.headers()['x-device-id']);
    });
    await page.goto(`${env.servers.origin}/`);
    await page.setContent(`<!doctype html><html lang="en"><head><title>early</title>${snippet(env.servers.origin)}</head><body>${body}</body></html>`);
    await page.locator('fin-form [part="view"]').waitFor({ timeout: 30_000 });
    const entries = await page.evaluate(() =>
      performance.getEntriesByType('resource').map(({ name, startTime, responseEnd }) => ({ path: new URL(name).pathname, startTime, responseEnd })),
    );
    const flow = entries.filter((entry) => entry.path === '/api/forms/chargeback');
    const react = entries.find((entry) => /\/dist\/chunks\/react-[\w-]+\.js$/.test(entry.path));
    const firstDateFormat = await page.evaluate(() => window.firstDateFormat);
    return { page, problems, close, flow, react, deviceIds, firstDateFormat };
  }

  const assertEarly = ({ flow, react }, visit = '') => {
    assert.equal(flow.length, 1, `${visit}one GET of the flow`);
    assert.ok(react, 'the React chunk was loaded');
    assert.ok(flow[0].startTime < react.responseEnd, `${visit}the flow's GET left at ${flow[0].startTime.toFixed(0)} ms, after React arrived at ${react.responseEnd.toFixed(0)} ms`);
  };

  it("<fin-form>'s flow GET leaves before the React chunk has arrived, once, and the locale's date data is loaded meanwhile", { timeout: 60_000 }, async () => {
    const loaded = await loadForm('<fin-form flow-id="chargeback" widget-mode device-id="early-device"></fin-form>', ROUND_TRIP_MS);
    assertEarly(loaded);
    assert.deepEqual(loaded.deviceIds, ['early-device']);
    // The locale's date data is loaded while the code downloads, not in the first render.
    assert.ok(loaded.firstDateFormat < loaded.react.responseEnd, `the first date format was made at ${loaded.firstDateFormat?.toFixed(0)} ms, after React arrived at ${loaded.react.responseEnd.toFixed(0)} ms`);
    assert.deepEqual(loaded.problems, []);
    await loaded.close();
  });

  it('without device-id (the README\'s tag), the flow GET leaves before React has arrived, once, with the one stored id on every visit', { timeout: 90_000 }, async () => {
    const context = await env.browser.newContext();
    try {
      // A first visit (nothing stored) and a second one (the id kept), 40 ms round trips as a CDN.
      const ids = [];
      for (const visit of ['first', 'second']) {
        const loaded = await loadForm('<fin-form flow-id="chargeback"></fin-form>', 40, context);
        assertEarly(loaded, `${visit} visit: `);
        assert.equal(loaded.deviceIds.length, 1, `${visit} visit: one GET`);
        ids.push(loaded.deviceIds[0]);
        assert.deepEqual(loaded.problems, []);
        await loaded.close();
      }
      assert.match(ids[0], /^[0-9a-f-]{36}$/);
      assert.equal(ids[1], ids[0], 'the same stored id on the second visit');
    } finally {
      await context.close();
    }
  });
});
