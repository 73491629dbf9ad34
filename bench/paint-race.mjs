// The paint races of the benches: an SDK page through the loader against plain pages bundled like
// the SDK (production React, minified; SurveyJS for the form), served by one local server and
// painted in one Chromium run, each paint in a fresh context (empty cache), the order rotating after
// one warm-up of each. A page's `probe` script resolves window.painted with the time of the frame
// that shows what is measured. A profile gives every request a round-trip time (DevTools' network
// emulation) and may slow the CPU (Emulation.setCPUThrottlingRate), as a phone does: on localhost a
// chunk found one level later costs next to nothing, on a network it costs a round trip. `--h2`
// serves the pages over HTTP/2 (TLS with bench/tls's self-signed localhost certificate, for the
// benches only), as a CDN does: over HTTP/1.1 Chromium opens 6 connections to a host, so a page's
// chunks wait their turn, which a real SDK host does not make them do.
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

/** The headline conditions (issue 39): as a CDN serves, and a phone on a mobile network. */
export const PROFILES = {
  cdn: { name: 'CDN: HTTP/2, 40 ms round trips', latency: 40, cpu: 1 },
  mobile: { name: 'mobile: HTTP/2, 150 ms round trips, 4x CPU slowdown', latency: 150, cpu: 4 },
};

async function bundlePlain(input) {
  const bundle = await rollup({
    input,
    plugins: [nodeResolve({ browser: true }), commonjs(), replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': '"production"' } }), terser()],
    onwarn: () => {},
  });
  const { output } = await bundle.generate({ format: 'es' });
  return output[0].code;
}

/** `--latency MS`, `--h2` and `--cpu-throttle N` of a detail bench (localhost by default). */
export function profileFromArgs(argv = process.argv) {
  const value = (flag, fallback) => (argv.includes(flag) ? Number(argv[argv.indexOf(flag) + 1]) : fallback);
  const latency = value('--latency', 0);
  const cpu = value('--cpu-throttle', 1);
  if (!(latency >= 0) || !(cpu >= 1)) throw new Error('--latency takes a round-trip time in ms, --cpu-throttle a rate of 1 or more');
  const h2 = argv.includes('--h2');
  return { h2, profile: { name: `${h2 ? 'HTTP/2' : 'HTTP/1.1'}${latency ? `, ${latency} ms round trips` : ', localhost'}${cpu > 1 ? `, ${cpu}x CPU slowdown` : ''}`, latency, cpu } };
}

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
 * One server for every race: race `name`'s contender `kind` is the page /<name>/<kind>, its plain
 * bundle /<name>/<kind>.js; dist/ is served as built; `json` answers the API (undefined: 404,
 * listed after the run); `assets` maps a path to a file (a peer's stylesheet).
 */
export async function startRaceServer({ races, h2, assets = {} }) {
  const bundles = {};
  for (const race of races) {
    for (const [kind, contender] of Object.entries(race.contenders)) {
      if (contender.entry) bundles[`/${race.name}/${kind}.js`] = await bundlePlain(contender.entry);
    }
  }
  const unknown = new Set();
  let origin;
  const handle = (request, response) => {
    const { pathname } = new URL(request.url, 'http://localhost');
    const send = (type, content, status = 200) => {
      response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
      response.end(content);
    };
    const [, raceName, kind] = /^\/([\w-]+)\/([\w-]+)$/.exec(pathname) ?? [];
    const race = races.find((candidate) => candidate.name === raceName);
    if (race?.contenders[kind]) return send('text/html; charset=utf-8', race.contenders[kind].page(origin, `/${raceName}/${kind}.js`));
    if (bundles[pathname]) return send('text/javascript', bundles[pathname]);
    if (assets[pathname]) return send(pathname.endsWith('.css') ? 'text/css' : 'application/octet-stream', readFileSync(assets[pathname]));
    for (const candidate of races) {
      const body = candidate.json?.(pathname);
      if (body !== undefined) return send('application/json', JSON.stringify(body));
    }
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
  const TLS = new URL('./tls/', import.meta.url);
  const server = h2
    ? createSecureServer({ key: readFileSync(new URL('localhost.key', TLS)), cert: readFileSync(new URL('localhost.crt', TLS)), allowHTTP1: true }, handle)
    : createServer(handle);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `${h2 ? 'https' : 'http'}://127.0.0.1:${server.address().port}`;
  return { origin, unknown, close: () => new Promise((resolve) => server.close(resolve)) };
}

export const launchBenchBrowser = () =>
  chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--no-first-run'],
  });

/** A fresh context (empty cache) with `profile`'s network and CPU, and the renderer's counters on. */
export async function profiledPage(browser, { h2, profile }) {
  const context = await browser.newContext({ ignoreHTTPSErrors: h2, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  if (profile.latency) {
    await session.send('Network.enable');
    await session.send('Network.emulateNetworkConditions', { offline: false, latency: profile.latency, downloadThroughput: -1, uploadThroughput: -1 });
  }
  if (profile.cpu > 1) await session.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
  await session.send('Performance.enable');
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, session, errors, close: () => context.close() };
}

/** One cold paint of race `race`'s contender `kind`: when it painted, when it asked for its data, its main thread's work. */
async function paintOnce(browser, server, setup, race, kind) {
  const { page, session, errors, close } = await profiledPage(browser, setup);
  await page.goto(`${server.origin}/${race.name}/${kind}`);
  const time = await page.evaluate(() => window.painted);
  const counters = await mainThreadCounters(session);
  // When the data was asked for: the code before it (loader, element, first render) and the render after.
  const asked = await page.evaluate((path) => performance.getEntriesByType('resource').find((entry) => new URL(entry.name).pathname === path)?.startTime, race.dataPath);
  await close();
  if (errors.length) throw new Error(`${race.name}/${kind}: ${errors.join('; ')}`);
  return { time, asked, work: { task: counters.TaskDuration, script: counters.ScriptDuration, render: counters.RecalcStyleDuration + counters.LayoutDuration } };
}

/**
 * Runs `race` under `setup` ({h2, profile}) `runs` times per contender, the order rotating after
 * one warm-up of each, and returns each contender's paints.
 */
export async function runRace(browser, server, setup, race, runs) {
  const kinds = Object.keys(race.contenders);
  const results = Object.fromEntries(kinds.map((kind) => [kind, []]));
  for (const kind of kinds) await paintOnce(browser, server, setup, race, kind);
  for (let run = 0; run < runs; run++) {
    const order = kinds.map((_, index) => kinds[(index + run) % kinds.length]);
    for (const kind of order) results[kind].push(await paintOnce(browser, server, setup, race, kind));
  }
  return results;
}

/** Each contender's median paint, over the race's plain page (its `react` contender). */
export function summarise(race, results) {
  const paint = (kind) => median(results[kind].map((result) => result.time));
  return Object.fromEntries(Object.keys(results).map((kind) => [kind, { paint: paint(kind), ratio: paint(kind) / paint('react') }]));
}

/** Prints a race's contenders: median paint, runs, when each asked for its data, its main thread's work. */
export function printRace(race, results) {
  const labels = Object.fromEntries(Object.entries(race.contenders).map(([kind, contender]) => [kind, `${contender.label}:`]));
  const width = Math.max(...Object.values(labels).map((label) => label.length));
  for (const [kind, runs] of Object.entries(results)) {
    const of = (pick) => median(runs.map(pick));
    const work = `${of((run) => run.work.task).toFixed(0)} ms of tasks (script ${of((run) => run.work.script).toFixed(0)}, style and layout ${of((run) => run.work.render).toFixed(0)})`;
    const asked = runs.some((run) => run.asked === undefined) ? 'data not asked over the network' : `${race.dataName} asked for at ${of((run) => run.asked).toFixed(0)} ms`;
    console.log(`    ${labels[kind].padEnd(width)} median ${of((run) => run.time).toFixed(1).padStart(7)} ms (${list(runs.map((run) => run.time))}); ${asked}; main thread until the paint: ${work}`);
  }
}

/**
 * A detail bench (bench/cold-paint.mjs, bench/help-centre.mjs): one race under the command line's
 * conditions; prints it and its ratio, exits 1 when the SDK's median is over `limit` times the plain page's.
 */
export async function paintRace(race, { runs }) {
  const setup = profileFromArgs();
  const server = await startRaceServer({ races: [race], h2: setup.h2, assets: race.assets });
  const browser = await launchBenchBrowser();
  let results;
  try {
    results = await runRace(browser, server, setup, race, runs);
  } finally {
    await browser.close();
    await server.close();
  }
  console.log(`${race.title}, ${runs} runs each, order rotating; ${setup.profile.name}`);
  printRace(race, results);
  const summary = summarise(race, results);
  for (const [kind, { ratio }] of Object.entries(summary)) if (kind !== 'react') console.log(`  ${race.contenders[kind].label} / plain page: ${ratio.toFixed(2)}×`);
  if (server.unknown.size) console.log(`  answered 404: ${[...server.unknown].join(', ')}`);
  if (summary.sdk.ratio > race.limit) {
    console.error(`bench: ${race.contenders.sdk.label}'s paint is ${summary.sdk.ratio.toFixed(2)}× the plain React page's, over ${race.limit}×`);
    process.exit(1);
  }
}
