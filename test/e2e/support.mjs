// End-to-end harness: the reference server and the cross-origin host in this process, and
// Debian's Chromium driven by playwright-core. Pages collect console errors, page errors and
// failed requests so a test can assert a clean load.
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { after, before } from 'node:test';
import { chromium } from 'playwright-core';
import { createHostServer, createServer } from '../../demo/server/app.mjs';
import { chromiumArgs, chromiumPath } from '../support/chromium.mjs';

const require = createRequire(import.meta.url);
export const RESULTS_DIR = 'test-results';

/** `server`: more createServer options (e.g. `{chat: {expose}}` to read the chat's state). */
export async function startServers(server = {}) {
  let hostOrigin;
  const main = await createServer({ ...server, hostOrigin: () => hostOrigin });
  await main.app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${main.app.server.address().port}`;
  // "localhost" rather than 127.0.0.1: another host name as well as another port.
  const host = await createHostServer({ sdkOrigin: origin });
  await host.app.listen({ port: 0, host: '127.0.0.1' });
  hostOrigin = `http://localhost:${host.app.server.address().port}`;
  return {
    origin,
    hostOrigin,
    faults: main.faults,
    async close() {
      await Promise.all([main.app.close(), host.app.close()]);
    },
  };
}

export async function launchBrowser(extraArgs = []) {
  if (!chromiumPath) throw new Error('Chromium not found: run "node scripts/ensure-chromium.mjs" or set CHROME_PATH.');
  return chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs, ...extraArgs] });
}

/**
 * For a describe block: starts the servers and the browser before its tests and stops them
 * after. The returned object is filled in by the time the tests run.
 */
export function useServersAndBrowser({ browserArgs = [], server = {} } = {}) {
  const env = { servers: undefined, browser: undefined };
  before(async () => {
    env.servers = await startServers(server);
    env.browser = await launchBrowser(browserArgs);
  });
  after(async () => {
    await env.browser?.close();
    await env.servers?.close();
  });
  return env;
}

/** A page that records what went wrong while it was open. */
export async function openPage(browser, options = {}) {
  const context = await browser.newContext({ viewport: { width: 1200, height: 800 }, ...options });
  const page = await context.newPage();
  const problems = [];
  const requests = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`console.${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('request', (request) => requests.push(request.url()));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()} ${response.url()}`);
  });
  return { page, problems, requests, close: () => context.close() };
}

/** Runs axe-core in the page (also inside open shadow roots) and returns its violations. */
export async function axeViolations(page) {
  // evaluate() runs outside the page's CSP, which would refuse an injected script tag.
  await page.evaluate(readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
  // Mid-animation opacity would be measured as low contrast.
  await page.evaluate(() => {
    // Shadow roots inside shadow roots too (a <fin-form> inside the help centre slides its view in).
    const roots = [document];
    for (let index = 0; index < roots.length; index += 1) {
      for (const element of roots[index].querySelectorAll('*')) if (element.shadowRoot) roots.push(element.shadowRoot);
    }
    const ends = (animation) => animation.effect?.getComputedTiming().endTime !== Infinity;
    // An animation cancelled meanwhile (a skeleton replaced by content) rejects `finished`: nothing to wait for.
    return Promise.all(roots.flatMap((root) => root.getAnimations()).filter(ends).map((animation) => animation.finished.catch(() => {})));
  });
  const violations = await page.evaluate(async () => (await window.axe.run(document, { resultTypes: ['violations'] })).violations);
  const describe = (node) => {
    const data = node.any.find((check) => check.data && typeof check.data === 'object')?.data;
    const colours = data?.fgColor ? ` ${data.fgColor} on ${data.bgColor}, ${data.contrastRatio}:1` : '';
    return node.target.join(' ') + colours;
  };
  return violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map(describe).join('; ')})`);
}

export async function screenshot(page, name, options = {}) {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const path = `${RESULTS_DIR}/${name}.png`;
  await page.screenshot({ path, ...options });
  return path;
}

/** The host snippet of DESIGN.md §1, then the loader. */
export const snippet = (origin, attributes = '') =>
  `<script>window.FinWidgets=window.FinWidgets||function(){(FinWidgets.q=FinWidgets.q||[]).push(arguments)}</script>
<script async src="${origin}/dist/loader.js" ${attributes}></script>`;

/**
 * Opens `html` as if served at `pageUrl` (any origin, https included), with every other request
 * of that origin answered by the reference server: the page sees the SDK at its own origin.
 */
export async function routedPage(browser, servers, pageUrl, html) {
  const opened = await openPage(browser);
  const page = new URL(pageUrl);
  await opened.page.route(`${page.origin}/**`, async (route) => {
    const url = new URL(route.request().url());
    if (url.pathname === page.pathname) return route.fulfill({ contentType: 'text/html', body: html });
    const response = await route.fetch({ url: `${servers.origin}${url.pathname}${url.search}` });
    return route.fulfill({ response });
  });
  await opened.page.goto(pageUrl);
  return opened;
}
