// Lazy chunks over a network: an interaction that loads a lazy chunk asks for that chunk's whole
// graph of new chunks at once (the build writes the list at each import(), rollup.config.mjs
// `lazyPreloads`), so it costs one round trip, not one per level of imports.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { openPage, snippet, useServersAndBrowser } from './support.mjs';

const ROUND_TRIP_MS = 150;

describe('lazy chunks over a network', () => {
  const env = useServersAndBrowser();

  it("a ticket's action dialog: every chunk it loads is asked for before the first of them has arrived", { timeout: 90_000 }, async () => {
    const { page, problems, close } = await openPage(env.browser);
    const session = await page.context().newCDPSession(page);
    await session.send('Network.enable');
    await session.send('Network.emulateNetworkConditions', { offline: false, latency: ROUND_TRIP_MS, downloadThroughput: -1, uploadThroughput: -1 });
    await page.goto(`${env.servers.origin}/`);
    await page.setContent(`<!doctype html><html lang="en"><head><title>lazy</title>${snippet(env.servers.origin)}</head>
<body><fin-ticket ticket-id="TCK-1003" user-country="GB" registered-identity-id="demo-identity"></fin-ticket></body></html>`);
    const action = page.getByRole('button', { name: 'Send a reminder to my email' });
    await action.waitFor({ timeout: 30_000 });
    // Whatever the page loads when idle has come by then.
    await page.waitForLoadState('networkidle');
    const clickedAt = await page.evaluate(() => performance.now());
    await action.click();
    await page.getByRole('dialog').getByRole('heading', { name: 'Email me a reminder?' }).waitFor({ timeout: 30_000 });
    const chunks = await page.evaluate(
      (since) =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime > since && new URL(entry.name).pathname.includes('/dist/chunks/'))
          .map(({ name, startTime, responseEnd }) => ({ file: new URL(name).pathname.split('/').pop(), startTime, responseEnd })),
      clickedAt,
    );
    assert.ok(chunks.length >= 2, `the dialog's chunks: ${chunks.map((chunk) => chunk.file).join(', ')}`);
    const firstArrived = Math.min(...chunks.map((chunk) => chunk.responseEnd));
    for (const chunk of chunks) {
      assert.ok(chunk.startTime < firstArrived, `${chunk.file} was asked for at ${chunk.startTime.toFixed(0)} ms, after the first chunk arrived at ${firstArrived.toFixed(0)} ms (a second round trip)`);
    }
    assert.deepEqual(problems, []);
    await close();
  });
});
