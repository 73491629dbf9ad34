// First paint of <fin-help-centre>'s landing through the loader against the same landing in a
// plain React page that fetches the same JSON (bench/plain-help-centre.mjs), in one Chromium run
// with the order alternating: each run opens a fresh context (empty cache), navigates, and takes
// the time from navigation start to the frame after the landing shows its categories and its
// banner. Needs a build (npm run bench). Prints the medians, when each page asked for the FAQ
// tree, and the ratio; exits 1 when the SDK's is over 1.5× the plain page's (issue 21).
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import { chromium } from 'playwright-core';
import { rollup } from 'rollup';

const RUNS = 9;
const LIMIT = 1.5;
const fixtures = JSON.parse(readFileSync('demo/fixtures/help-centre.json', 'utf8'));

const slug = (text) => text.toLowerCase().replace(/['’]/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** The retail scope's tree, as the reference server builds it: categories of articles. */
const tree = fixtures.scopes.retail.map(({ key, title, icon, description, chatCategory, articles }) => ({
  key,
  title,
  type: 'BRANCH',
  urlPath: key,
  icon,
  description,
  ...(chatCategory ? { chatCategory } : {}),
  children: articles.map((article) => ({ key: `${key}.${slug(article)}`, title: article, type: 'CONTENT_REFERENCE', urlPath: `${key}/${slug(article)}`, children: [] })),
}));
const CATEGORIES = tree.length;
const now = Date.now();
const tickets = fixtures.requests.map((request, index) => ({
  id: `T-${index + 1}`,
  state: 'ACTIVE',
  title: request.title,
  updatedAt: new Date(now - request.daysAgo * 86_400_000).toISOString(),
}));
const JSON_ROUTES = {
  '/api/help-centre/support/faq-tree/v1/retail': tree,
  '/api/banners/incidents': { incidents: fixtures.incidents },
  '/api/help-centre/support/review-status': fixtures.reviewStatus,
  '/api/help-centre/support/tickets': { tickets },
};
const TREE_PATH = '/api/help-centre/support/faq-tree/v1/retail';

/** The plain React page's script, bundled like the SDK (production React, minified). */
async function plainBundle() {
  const bundle = await rollup({
    input: 'bench/plain-help-centre.mjs',
    plugins: [nodeResolve({ browser: true }), commonjs(), replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': '"production"' } }), terser()],
    onwarn: () => {},
  });
  const { output } = await bundle.generate({ format: 'es' });
  return output[0].code;
}

// Polls each frame; the frame after every category and the banner are in the DOM is the paint.
const probe = (root, topic, banner) => `<script>
  window.painted = new Promise((resolve) => {
    const check = () => {
      const root = ${root};
      return root && root.querySelectorAll('${topic}').length >= ${CATEGORIES} && root.querySelector('${banner}') ? requestAnimationFrame(() => resolve(performance.now())) : requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
</script>`;
const SNIPPET = 'window.FinWidgets=window.FinWidgets||function(){(FinWidgets.q=FinWidgets.q||[]).push(arguments)}';
const pages = {
  // The host gives its device id and identity, as the demo page does; the routes stay in memory.
  sdk: (origin) => `<!doctype html><html lang="en-GB"><head><title>SDK</title>
<script>${SNIPPET}</script><script async src="/dist/loader.js" data-api-base="${origin}/"></script></head>
<body><fin-help-centre routing="memory" first-name="Alex" device-id="bench-device" user-country="GB" registered-identity-id="bench" locale="en-GB"></fin-help-centre>
${probe("document.querySelector('fin-help-centre').shadowRoot", '[part="topic"]', '[part~="banner"]')}</body></html>`,
  react: () => `<!doctype html><html lang="en-GB"><head><title>React</title>
<script type="module" src="/plain.js"></script></head>
<body><div id="help-centre" data-first-name="Alex"></div>
${probe("document.querySelector('#help-centre')", '.topic', '.banner')}</body></html>`,
};

const plain = await plainBundle();
const server = createServer((request, response) => {
  const { pathname } = new URL(request.url, 'http://localhost');
  const send = (type, content, status = 200) => {
    response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
    response.end(content);
  };
  if (pathname === '/sdk' || pathname === '/react') return send('text/html; charset=utf-8', pages[pathname.slice(1)](`http://${request.headers.host}`));
  if (JSON_ROUTES[pathname]) return send('application/json', JSON.stringify(JSON_ROUTES[pathname]));
  if (pathname === '/plain.js') return send('text/javascript', plain);
  if (pathname.startsWith('/dist/') && !pathname.includes('..')) {
    try {
      return send('text/javascript', readFileSync(join('dist', pathname.slice('/dist/'.length))));
    } catch {
      // falls through to the 404
    }
  }
  unknown.add(pathname);
  return send('application/json', '{"code":"not_found"}', 404);
});
const unknown = new Set();
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--no-first-run'],
});

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const times = { sdk: [], react: [] };
const treeAsked = { sdk: [], react: [] };

/** One cold paint: a fresh context, so nothing is cached. */
async function paint(kind, record = true) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${origin}/${kind}`);
  const time = await page.evaluate(() => window.painted);
  // When the tree was asked for: the code before it (loader, element, first render) and the render after.
  const treeAt = await page.evaluate((path) => performance.getEntriesByType('resource').find((entry) => new URL(entry.name).pathname === path)?.startTime, TREE_PATH);
  await context.close();
  if (errors.length) throw new Error(`${kind}: ${errors.join('; ')}`);
  if (record) {
    times[kind].push(time);
    treeAsked[kind].push(treeAt);
  }
}

try {
  // One warm-up of each (Chromium's own first start), then alternating pairs.
  await paint('sdk', false);
  await paint('react', false);
  for (let run = 0; run < RUNS; run++) {
    for (const kind of run % 2 ? ['react', 'sdk'] : ['sdk', 'react']) await paint(kind);
  }
} finally {
  await browser.close();
  server.close();
}

const ratio = median(times.sdk) / median(times.react);
const list = (values) => values.map((value) => value.toFixed(0)).join(', ');
console.log(`first paint of the help centre's landing (${CATEGORIES} categories and the incident banner), ${RUNS} runs each, order alternating`);
console.log(`  <fin-help-centre> through the loader: median ${median(times.sdk).toFixed(1)} ms (${list(times.sdk)}); tree asked for at ${median(treeAsked.sdk).toFixed(0)} ms`);
console.log(`  plain React page:                    median ${median(times.react).toFixed(1)} ms (${list(times.react)}); tree asked for at ${median(treeAsked.react).toFixed(0)} ms`);
console.log(`  ratio ${ratio.toFixed(2)}× (limit ${LIMIT}×)`);
if (unknown.size) console.log(`  answered 404: ${[...unknown].join(', ')}`);
if (ratio > LIMIT) {
  console.error(`bench: <fin-help-centre>'s first paint is ${ratio.toFixed(2)}× the plain React page's, over ${LIMIT}×`);
  process.exit(1);
}
