// What bench/cold-paint.mjs and bench/help-centre.mjs share: an SDK page through the loader
// against a plain React page bundled like the SDK (production React, minified), served by one
// local server and painted in one Chromium run, each paint in a fresh context (empty cache), the
// order alternating after one warm-up of each. A page's `probe` script resolves window.painted with
// the time of the frame that shows what is measured. `--latency MS` gives every request that
// round-trip time (DevTools' network emulation), as a real network would: on localhost a chunk
// found one level later costs next to nothing, on a network it costs a round trip. `--h2` serves
// both pages over HTTP/2 (TLS with bench/tls's self-signed localhost certificate, for this bench
// only), as a CDN does: over HTTP/1.1 Chromium opens 6 connections to a host, so a page's chunks
// wait their turn, which a real SDK host does not make them do.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createSecureServer } from 'node:http2';
import { join } from 'node:path';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import { chromium } from 'playwright-core';
import { rollup } from 'rollup';

/** The host page's snippet: FinWidgets queues calls until the loader runs. */
export const SNIPPET = 'window.FinWidgets=window.FinWidgets||function(){(FinWidgets.q=FinWidgets.q||[]).push(arguments)}';

/** The loader's script tag, beside the built dist/ the server serves. */
export const loaderTag = (origin) => `<script>${SNIPPET}</script><script async src="/dist/loader.js" data-api-base="${origin}/"></script>`;

/** Polls each frame; the frame after `done` (a JS expression) first holds is the paint. */
export const probe = (done) => `<script>
  window.painted = new Promise((resolve) => {
    const check = () => (${done}) ? requestAnimationFrame(() => resolve(performance.now())) : requestAnimationFrame(check);
    requestAnimationFrame(check);
  });
</script>`;

async function bundlePlain(input) {
  const bundle = await rollup({
    input,
    plugins: [nodeResolve({ browser: true }), commonjs(), replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': '"production"' } }), terser()],
    onwarn: () => {},
  });
  const { output } = await bundle.generate({ format: 'es' });
  return output[0].code;
}

const latencyAt = process.argv.indexOf('--latency');
const LATENCY = latencyAt === -1 ? 0 : Number(process.argv[latencyAt + 1]);
if (!(LATENCY >= 0)) throw new Error('--latency takes a round-trip time in ms');
const H2 = process.argv.includes('--h2');
const TLS = new URL('./tls/', import.meta.url);

/**
 * The renderer's cumulative counters (Chromium's Performance.getMetrics, after Performance.enable
 * on `session`), durations in ms: how long its main thread ran tasks, script, style and layout.
 */
export async function mainThreadCounters(session) {
  return Object.fromEntries((await session.send('Performance.getMetrics')).metrics.map(({ name, value }) => [name, value * 1000]));
}

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const list = (values) => values.map((value) => value.toFixed(0)).join(', ');

/**
 * Runs the race and prints it: each page's median paint and when it asked for `dataPath`, and the
 * ratio; exits 1 when the SDK's median is over `limit` times the plain page's.
 * - pages: { sdk(origin), react(origin) } → HTML; the react page loads /plain.js (`plainEntry` bundled);
 * - json: pathname → the JSON the server answers (undefined: 404, listed after the run).
 */
export async function paintRace({ title, sdkLabel, pages, plainEntry, json, dataPath, dataName, runs, limit }) {
  const plain = await bundlePlain(plainEntry);
  const unknown = new Set();
  let origin;
  const handle = (request, response) => {
    const { pathname } = new URL(request.url, 'http://localhost');
    const send = (type, content, status = 200) => {
      response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
      response.end(content);
    };
    if (pathname === '/sdk' || pathname === '/react') return send('text/html; charset=utf-8', pages[pathname.slice(1)](origin));
    if (pathname === '/plain.js') return send('text/javascript', plain);
    const body = json(pathname);
    if (body !== undefined) return send('application/json', JSON.stringify(body));
    if (pathname.startsWith('/dist/') && !pathname.includes('..')) {
      try {
        return send('text/javascript', readFileSync(join('dist', pathname.slice('/dist/'.length))));
      } catch {
        // falls through to the 404
      }
    }
    unknown.add(pathname);
    return send('application/json', '{"code":"not_found"}', 404);
  };
  const server = H2
    ? createSecureServer({ key: readFileSync(new URL('localhost.key', TLS)), cert: readFileSync(new URL('localhost.crt', TLS)) }, handle)
    : createServer(handle);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `${H2 ? 'https' : 'http'}://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--no-first-run'],
  });
  const times = { sdk: [], react: [] };
  const asked = { sdk: [], react: [] };
  const work = { sdk: [], react: [] };

  /** One cold paint: a fresh context, so nothing is cached. */
  async function paint(kind, record = true) {
    const context = await browser.newContext({ ignoreHTTPSErrors: H2, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    if (LATENCY) {
      const session = await context.newCDPSession(page);
      await session.send('Network.enable');
      await session.send('Network.emulateNetworkConditions', { offline: false, latency: LATENCY, downloadThroughput: -1, uploadThroughput: -1 });
    }
    // The renderer's own counters (mainThreadCounters).
    const metrics = await context.newCDPSession(page);
    await metrics.send('Performance.enable');
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${origin}/${kind}`);
    const time = await page.evaluate(() => window.painted);
    const counters = await mainThreadCounters(metrics);
    // When the data was asked for: the code before it (loader, element, first render) and the render after.
    const askedAt = await page.evaluate((path) => performance.getEntriesByType('resource').find((entry) => new URL(entry.name).pathname === path)?.startTime, dataPath);
    await context.close();
    if (errors.length) throw new Error(`${kind}: ${errors.join('; ')}`);
    if (record) {
      times[kind].push(time);
      asked[kind].push(askedAt);
      work[kind].push({ task: counters.TaskDuration, script: counters.ScriptDuration, render: counters.RecalcStyleDuration + counters.LayoutDuration });
    }
  }

  try {
    // One warm-up of each (Chromium's own first start), then alternating pairs.
    await paint('sdk', false);
    await paint('react', false);
    for (let run = 0; run < runs; run++) {
      for (const kind of run % 2 ? ['react', 'sdk'] : ['sdk', 'react']) await paint(kind);
    }
  } finally {
    await browser.close();
    server.close();
  }

  const ratio = median(times.sdk) / median(times.react);
  const labels = { sdk: `${sdkLabel} through the loader:`, react: 'plain React page:' };
  const width = Math.max(...Object.values(labels).map((label) => label.length));
  console.log(`${title}, ${runs} runs each, order alternating${H2 ? ', HTTP/2' : ''}${LATENCY ? `, ${LATENCY} ms round trips` : ''}`);
  for (const kind of ['sdk', 'react']) {
    console.log(`  ${labels[kind].padEnd(width)} median ${median(times[kind]).toFixed(1)} ms (${list(times[kind])}); ${dataName} asked for at ${median(asked[kind]).toFixed(0)} ms`);
  }
  // Where the time goes: on a cold page the main thread is busy almost to the paint, so a page paints
  // about as late as its work (evaluating, rendering, style and layout) allows, not its requests.
  const workOf = (kind) => {
    const of = (part) => median(work[kind].map((counters) => counters[part])).toFixed(0);
    return `${of('task')} ms of tasks (script ${of('script')}, style and layout ${of('render')})`;
  };
  console.log(`  main thread until the paint (medians): ${sdkLabel} ${workOf('sdk')}, plain page ${workOf('react')}`);
  console.log(`  ratio ${ratio.toFixed(2)}× (limit ${limit}×)`);
  if (unknown.size) console.log(`  answered 404: ${[...unknown].join(', ')}`);
  if (ratio > limit) {
    console.error(`bench: ${sdkLabel}'s paint is ${ratio.toFixed(2)}× the plain React page's, over ${limit}×`);
    process.exit(1);
  }
}
