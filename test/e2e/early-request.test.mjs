// Render as you fetch, through the built loader and the reference server over an emulated
// network: <fin-form>'s entry sends the flow's GET while the form's code (React first of all) is
// still arriving (when the host gives device-id: the identity it sends, §6), and the form shows
// that answer without asking again.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { openPage, snippet, useServersAndBrowser } from './support.mjs';

const ROUND_TRIP_MS = 150;

describe('early requests over a network', () => {
  const env = useServersAndBrowser();

  it("<fin-form>'s flow GET leaves before the React chunk has arrived, once", { timeout: 60_000 }, async () => {
    const { page, problems, close } = await openPage(env.browser);
    const session = await page.context().newCDPSession(page);
    await session.send('Network.enable');
    await session.send('Network.emulateNetworkConditions', { offline: false, latency: ROUND_TRIP_MS, downloadThroughput: -1, uploadThroughput: -1 });
    await page.goto(`${env.servers.origin}/`);
    await page.setContent(`<!doctype html><html lang="en"><head><title>early</title>${snippet(env.servers.origin)}</head>
<body><fin-form flow-id="chargeback" widget-mode device-id="early-device"></fin-form></body></html>`);
    await page.locator('fin-form [part="view"]').waitFor({ timeout: 30_000 });
    const entries = await page.evaluate(() =>
      performance.getEntriesByType('resource').map(({ name, startTime, responseEnd }) => ({ path: new URL(name).pathname, startTime, responseEnd })),
    );
    const flow = entries.filter((entry) => entry.path === '/api/forms/chargeback');
    const react = entries.find((entry) => /\/dist\/chunks\/react-[\w-]+\.js$/.test(entry.path));
    assert.equal(flow.length, 1, 'one GET of the flow');
    assert.ok(react, 'the React chunk was loaded');
    assert.ok(flow[0].startTime < react.responseEnd, `the flow's GET left at ${flow[0].startTime.toFixed(0)} ms, after React arrived at ${react.responseEnd.toFixed(0)} ms`);
    assert.deepEqual(problems, []);
    await close();
  });
});
