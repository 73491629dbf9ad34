// What runs on the main thread before the first paint, by function and by chunk (issue 48): each
// SDK page of bench/network.mjs (the form with 100 items, the help centre's landing, the ticket
// page) opened cold `--runs N` times (default 3) under the CDN profile, with Chromium's sampling
// profiler (CDP Profiler) and its trace (devtools.timeline) on from before the navigation until
// the paint. Prints the median run's main thread: the trace's events by self time (compiling,
// evaluating, style, layout, each script's compile and evaluation by chunk), then the profiler's
// JS self time by chunk and by function, with the load average beside it. Shares, not
// milliseconds, are what a loaded machine keeps: take figures to compare on a quiet machine
// (nothing else running). Function names need a build with names kept: FIN_PROFILE=1 npm run
// build (rollup.config.mjs). Usage: node bench/profile.mjs [form|help-centre|ticket] [--runs N].
import { loadavg } from 'node:os';
import { launchBenchBrowser, median, PROFILES, profiledPage, startRaceServer } from './paint-race.mjs';
import { formRace, helpCentreRace, ticketRace } from './races.mjs';

const runsAt = process.argv.indexOf('--runs');
const RUNS = runsAt === -1 ? 3 : Number(process.argv[runsAt + 1]);
const TOP = 25;
const races = [formRace, helpCentreRace, ticketRace];
const only = process.argv.find((arg) => races.some((race) => race.name === arg));

/** A profile's self time (ms) by key (`by(node)`), from its samples and their time deltas. */
function selfTime(profile, by) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map();
  profile.samples.forEach((id, index) => {
    const key = by(nodes.get(id));
    totals.set(key, (totals.get(key) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  return totals;
}

const fileOf = (url) => (url ? url.replace(/^.*\/dist\//, '').replace(/\?.*$/, '').replace(/-[\w-]{8}\.js$/, '.js') : '');
const chunkOf = (node) => {
  const { url, functionName } = node.callFrame;
  if (url) return fileOf(url);
  // Samples outside script: what V8 names them ((program), (garbage collector), (idle)).
  return functionName || '(native)';
};
const functionOf = (node) => {
  const { url, functionName, lineNumber, columnNumber } = node.callFrame;
  return url ? `${functionName || '(anonymous)'} ${fileOf(url)}:${lineNumber + 1}:${columnNumber + 1}` : functionName || '(native)';
};

const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'v8.execute', 'blink'];

/**
 * The trace's main-thread events (complete events of the renderer's main thread) by self time:
 * each event's duration less its children's, keyed by name, and a script's compile and
 * evaluation also by its chunk.
 */
function traceSelfTime(events) {
  const main = events.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain' && events.some((other) => other.pid === event.pid && other.name === 'ResourceSendRequest'));
  const own = events
    .filter((event) => event.ph === 'X' && main && event.pid === main.pid && event.tid === main.tid && event.dur)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const byName = new Map();
  const byScript = new Map();
  const stack = [];
  const add = (map, key, value) => map.set(key, (map.get(key) ?? 0) + value);
  const close = (event) => {
    const self = (event.dur - event.children) / 1000;
    add(byName, event.name, self);
    const url = event.args?.data?.url ?? event.args?.fileName ?? event.args?.data?.fileName;
    if (url && /compile|evaluate|script|parse/i.test(event.name)) add(byScript, `${fileOf(url)} ${event.name}`, self);
  };
  for (const event of own) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= event.ts) close(stack.pop());
    const entry = { ...event, children: 0 };
    if (stack.length) stack.at(-1).children += event.dur;
    stack.push(entry);
  }
  while (stack.length) close(stack.pop());
  return { byName, byScript };
}

async function profileOnce(browser, server, race) {
  const { page, session, close } = await profiledPage(browser, { h2: true, profile: PROFILES.cdn });
  await session.send('Profiler.enable');
  await session.send('Profiler.setSamplingInterval', { interval: 100 });
  await session.send('Profiler.start');
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  await page.goto(`${server.origin}/${race.name}/sdk`);
  const paint = await page.evaluate(() => window.painted);
  const trace = JSON.parse((await browser.stopTracing()).toString());
  const { profile } = await session.send('Profiler.stop');
  await close();
  return { paint, profile, trace: traceSelfTime(trace.traceEvents) };
}

const print = (title, totals, limit) => {
  const all = [...totals.values()].reduce((sum, value) => sum + value, 0);
  const busy = [...totals].filter(([key]) => key !== '(idle)').reduce((sum, [, value]) => sum + value, 0);
  console.log(`    ${title} (busy ${busy.toFixed(0)} of ${all.toFixed(0)} ms sampled):`);
  for (const [key, value] of [...totals].filter(([name]) => name !== '(idle)').sort((a, b) => b[1] - a[1]).slice(0, limit)) {
    console.log(`      ${value.toFixed(1).padStart(7)} ms ${((100 * value) / busy).toFixed(1).padStart(5)} %  ${key}`);
  }
};

const server = await startRaceServer({ races, h2: true, assets: formRace.assets });
const browser = await launchBenchBrowser();
try {
  for (const race of races.filter((candidate) => !only || candidate.name === only)) {
    const runs = [];
    for (let run = 0; run <= RUNS; run++) runs.push(await profileOnce(browser, server, race));
    // The first run warms the server's bundles and the browser: left out.
    const kept = runs.slice(1);
    const middle = median(kept.map((run) => run.paint));
    const { profile, paint, trace } = kept.find((run) => run.paint === middle);
    console.log(`\n${race.name}: ${PROFILES.cdn.name}, median of ${kept.length} cold runs, paint at ${paint.toFixed(0)} ms (runs ${kept.map((run) => run.paint.toFixed(0)).join(', ')}); load average ${loadavg().map((value) => value.toFixed(2)).join(' ')}`);
    print('trace: main-thread events by self time', trace.byName, TOP);
    print('trace: compile and evaluation by chunk', trace.byScript, TOP);
    print('profiler: JS self time by script', selfTime(profile, chunkOf), TOP);
    print('profiler: JS self time by function', selfTime(profile, functionOf), TOP);
  }
} finally {
  await browser.close();
  await server.close();
}
