// Page costs (min + gzip) of what the build wrote, measured the way a host page pays them: a
// headless Chromium opens one page per tag and per command (the loader's snippet, the loader,
// the tag or the call) over dist/ served locally, waits until the page has settled (nothing in
// flight, nothing asked for a while, and then the main thread idle with still nothing asked
// for), and counts every JS response, each gzipped at level 9 as a server would send it.
// React's chunk is counted apart (once for all elements), and so is what an element fetches from
// a requestIdleCallback (the chat launcher asks for fin-chat's entry so): listed, not in the total. A
// page with a floating element closed at first paint (a menu, a picker) is measured twice: at
// first paint, and after its first open (the floating layer loads on intent or open: the first
// paint must not pay for it). Fails when a page, the loader, React or a named chunk is over its
// limit; per-file sizes follow as detail.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const DIST = 'dist';
const KB = 1024;
const LOADER = 'loader.js';
const REACT = /^chunks\/react-/;

/**
 * Hard limits in KB; `goal` only warns. A `fin-*` row is the page of that tag (or command
 * module), loader included, React excluded; a `chunks/<name>` row is that chunk's own file.
 *
 * Issue 39: each limit is the page's measured cost plus 10 % (rounded up to 0.1 KB), so a change
 * has room without shaping code for bytes (never trade a readable module for < 0.5 KB); each goal
 * is the lightest peer of the lane that could be measured here, written beside it: its npm package
 * bundled as ours are (rollup, terser, gzip -9; React apart), in November 2026. A lane without a
 * peer measured has none.
 */
const budgets = {
  // 1.60 measured (1.49 before issue 45: its commands are loader/commands.ts's createApi, shared with
  // the npm entry, which now also checks a second copy on the page; issue 49's configure({appearance})
  // check). Every argument check stays. Goal: @stripe/stripe-js 10.2.1's loader, loadStripe alone: 1.15 KB.
  [LOADER]: { limit: 1.75, goal: 1.15 },
  // 67.73 measured.
  react: { limit: 72 },
  // 8.89 measured (<fin-tracker> and FinWidgets('track'); issue 15 asked ≤ 9). Goal: plausible-tracker
  // 0.3.9, 1.08 KB (page views and events, no outbox, no IndexedDB).
  'fin-tracker': { limit: 9.8, goal: 1.08 },
  // 20.67 measured. Peer: @react-oauth/google 0.13.5's GoogleLogin is 1.10 KB, but it renders
  // Google's own client script from Google, which is not reachable here: no goal.
  'fin-sso-button': { limit: 22.8 },
  // 8.69 measured: FinWidgets('signIn') without the button, the sign-on commands, no React.
  'fin-sso': { limit: 9.6 },
  // 57.85 measured after issue 36 (52.89 before: the engine's modules, money and phone input, the
  // locale from the adapter, the searches reported), its head (early request and preload map) 1.9 of it. Goal: SurveyJS 3.0.0
  // (survey-core and survey-react-ui), 343.3 KB.
  'fin-form': { limit: 63.7, goal: 343.3 },
  // 33.76 and 32.14 measured, each head 1.8; the stored device id's chunks counted (a ticket or
  // chargeback page fetches them when its first help-centre call needs the id).
  'fin-ticket': { limit: 37.2 },
  'fin-chargeback': { limit: 35.4 },
  // Pages with a floating element closed at first paint (OPEN_PAGES): at first paint, and after its
  // first open, which loads the floating layer's chunk (25.2 KB).
  'fin-app-switcher': { limit: 19.3 }, // 17.54
  // 44.14 measured (39.44 when set): issue 49's floating layer, its exits, and Composite for the
  // chat's rating radios (1.4 KB: the library is one module, so every floating chunk carries what
  // any floating element uses). The measure + about 10 %, as the file's other limits.
  'fin-app-switcher open': { limit: 48.6 },
  'fin-form picker': { limit: 105.6 }, // 95.93 (89.29 before issue 36): the pickers' chunk comes with the money item
  'fin-form picker open': { limit: 129.7 }, // 117.83 (111.19 before issue 36)
  // 8.63 measured after issues 45, 49 and 50 (7.59 before: the shared attribute layer, the appearance
  // that follows the page, the session asked for with fin-auth-required before the first open; issue 39:
  // at most 10 KB until intent); fin-chat's entry, asked for when idle, is listed apart.
  'fin-chat-launcher': { limit: 9.5 },
  // Issue 37: with a possible session the launcher polls GET /tickets/summary (its HTTP half, not the panel):
  // re-measured after issue 39 at the final build of the branch (see the commit), + 10 %.
  'fin-chat-launcher-session': { limit: 15.3 },
  // A closed <fin-chat>: its entry, the element itself (issue 45: defined at once, React-free; its
  // attributes, properties and methods work closed), 5.41 with the loader (2.69 when it defined
  // nothing); issue 45's budget 8.5. The panel loads on the first open or intent.
  'fin-chat': { limit: 8.5 },
  // <fin-chat open>: the entry, then the panel and the chat core (images, rich text, sheets, rating
  // and calls lazy), then its more-actions menu's first open. Issue 45: 70.70 and 92.60 measured
  // (67.94 and 89.85 before: the entry now holds the element, with its own copy of the attribute
  // code and @r2wc/core, as every head holds its own modules), + 10 %. Issue 48: 76.98 and 100.25
  // with the panel's frame (71.32 and 94.59 before): its own file (4.83, loaded with the panel's
  // code) and the frame's sheet, a chunk the panel shares with the frame's copy in this build (1.15).
  // Issue 50's second part (failure classes, waiting for the connection, a visible Resend, the agent in
  // the header, one composer per conversation): 78.11 and 101.76 measured at its merge, + 10 % (the
  // frame's 5.7 KB is what issue 48 asked for: the panel drawn at once while React and this load);
  // 79.29 and 102.95 after issue 50's core split (sign-in, rating, ticket clock modules).
  'fin-chat menu': { limit: 86.0 },
  'fin-chat menu open': { limit: 112.0 },
  // Its landing (routing="memory", below): 60.48 measured, its head 2.1 of it: the help centre, wouter, TanStack
  // Query, the design system. (53.22 measured the not-found route, before issue 38's landing work.)
  'fin-help-centre': { limit: 66.6 },
};

/** What a tag needs to start as a host would place it (without it, it shows its configuration error). */
const TAG_ATTRIBUTES = {
  'fin-form': 'flow-id="size"',
  'fin-ticket': 'ticket-id="size"',
  'fin-chargeback': 'transaction-id="size"',
  'fin-sso-button': 'client-id="size" redirect-uri="/"',
  'fin-tracker': 'product="size" mode="dry-run"',
  // With its device key the launcher loads its unread poll (issue 37: the badge is live before the panel runs).
  'fin-chat-launcher': 'device-key="size"',
  // Without its device key the panel shows only what is missing (issue 37: a louder first setup).
  'fin-chat': 'device-key="size"',
  // Its landing, as a host shows it: in memory routing the size page's own path does not matter (with history
  // routing the size pages, /page/N, are outside the default base path: the configuration error, or with
  // base-path="/page" the not-found route, which is what this row measured before issue 38).
  'fin-help-centre': 'routing="memory"',
};

/** Pages that use a feature through a command, with the budget row they count against. */
const COMMAND_PAGES = [
  // The first FinWidgets('signIn') imports the sign-on commands exactly so; ready() does it without the popup.
  { name: "FinWidgets('signIn')", row: 'fin-sso', script: "FinWidgets('ready', 'fin-sso')" },
  {
    name: "FinWidgets('track')",
    row: 'fin-tracker',
    script: "FinWidgets('configure', { tracker: { product: 'size', mode: 'dry-run' } }); FinWidgets('track', { screen: 'size', action: 'view' })",
  },
];

/**
 * Pages with a floating element closed at first paint: what the API answers for it to show, the
 * control a user presses to open it, and what shows once it is open. Measured at first paint and
 * after that first open, each against its own budget row.
 */
const OPEN_PAGES = [
  { name: '<fin-app-switcher>', row: 'fin-app-switcher', body: '<fin-app-switcher></fin-app-switcher>', press: '[part="trigger"]', shown: '[role="menu"]', what: 'menu' },
  {
    name: '<fin-form> (a money amount)',
    row: 'fin-form picker',
    body: '<fin-form flow-id="size-picker"></fin-form>',
    api: {
      '/api/api/forms/size-picker': {
        id: 'size-picker',
        name: 'Size',
        state: 'INCOMPLETE',
        views: [
          {
            id: 'amount',
            type: 'FORM',
            title: 'How much?',
            items: [{ id: 'amount', type: 'MONEY_INPUT', title: 'Amount', required: true, currencies: [{ code: 'GBP', symbol: '£' }, { code: 'EUR', symbol: '€' }] }],
          },
        ],
      },
    },
    press: '[part="combobox-trigger"]',
    shown: '[part="combobox-popup"] [role="listbox"]',
    what: 'currency picker',
  },
  { name: '<fin-chat open>', row: 'fin-chat menu', body: '<fin-chat open device-key="size"></fin-chat>', press: '[part="more-button"]', shown: '[role="menu"]', what: 'more-actions menu' },
];

/**
 * The page has settled when no request (script or API call) is in flight, none was asked for
 * this long, and an idle callback then runs with still none asked for. Quiet alone was not
 * enough on a loaded machine: a lazy chunk asked for by the code a response runs (the ticket's
 * stored device id, imported by its first help-centre call after the first render) came more
 * than QUIET_MS after the last script, so the same build measured 26.09 or 28.45 KB. With
 * nothing in flight, a chunk can only be asked for by work still queued on the main thread,
 * and an idle callback runs only after that work.
 */
const QUIET_MS = 500;
const PAGE_TIMEOUT_MS = 20000;

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

/** Every JS file of the build, by its path under dist/, with its size and gzip -9 size; not the bundlers' dist/peer/, which no page loads. */
const modules = {};
for (const path of files(DIST).filter((file) => file.endsWith('.js') && !relative(DIST, file).startsWith('peer')).sort()) {
  const source = readFileSync(path);
  modules[relative(DIST, path).split('\\').join('/')] = { min: source.length, gz: gzipSync(source, { level: 9 }).length };
}
if (!modules[LOADER]) {
  console.error(`size: no ${DIST}/${LOADER}: run npm run build first`);
  process.exit(1);
}

const commandModules = new Set(readdirSync('elements/commands').map((file) => file.replace(/\.ts$/, '')));
const tags = Object.keys(modules)
  .map((file) => /^elements\/(fin-[a-z-]+)\.js$/.exec(file)?.[1])
  .filter((tag) => tag && !commandModules.has(tag));
const openPage = (tag) => OPEN_PAGES.find((page) => page.row === tag);
const pages = [
  ...tags.map((tag) => openPage(tag) ?? { name: `<${tag}>`, row: tag, body: `<${tag} ${TAG_ATTRIBUTES[tag] ?? ''}></${tag}>` }),
  ...OPEN_PAGES.filter((page) => !tags.includes(page.row)),
  ...COMMAND_PAGES.map(({ name, row, script }) => ({ name, row, body: `<script>${script}</script>` })),
  // A signed-in page: the launcher's unread poll loads its asking half too (src/chat/unread-ask.ts).
  {
    name: '<fin-chat-launcher> on a signed-in page',
    row: 'fin-chat-launcher-session',
    body: `<script>FinWidgets('setAuth', { token: 'size' })</script><fin-chat-launcher device-key="size"></fin-chat-launcher>`,
  },
];

const SNIPPET = 'window.FinWidgets=window.FinWidgets||function(){(FinWidgets.q=FinWidgets.q||[]).push(arguments)}';
const html = (body, origin) => `<!doctype html><html lang="en"><head><title>size</title>
<script>${SNIPPET}</script>
<script async src="/dist/${LOADER}" data-api-base="${origin}/api/"></script></head><body>${body}</body></html>`;

// dist/ and the pages; the API answers 404 (no backend: an element shows its not-found or error state).
const server = createServer((request, response) => {
  const { pathname } = new URL(request.url, 'http://localhost');
  const page = /^\/page\/(\d+)$/.exec(pathname);
  if (page && pages[Number(page[1])]) {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    return response.end(html(pages[Number(page[1])].body, `http://${request.headers.host}`));
  }
  const answer = pages.find((candidate) => candidate.api?.[pathname])?.api[pathname];
  if (answer) {
    response.writeHead(200, { 'content-type': 'application/json' });
    return response.end(JSON.stringify(answer));
  }
  const file = pathname.startsWith('/dist/') ? pathname.slice('/dist/'.length) : undefined;
  if (file && modules[file]) {
    response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
    return response.end(readFileSync(join(DIST, file)));
  }
  response.writeHead(404, { 'content-type': 'application/json' });
  return response.end('{"code":"not_found"}');
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;

const problems = [];
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});

/**
 * Marks when the page's first idle callback runs: scripts requested from then on were deferred
 * until the browser was idle (a preload), not paid to show the page.
 */
function markIdle() {
  const request = window.requestIdleCallback;
  // The settle check's own idle callbacks (measure) mark nothing.
  window.__sizeWhenIdle = () => new Promise((resolve) => request.call(window, () => resolve()));
  window.requestIdleCallback = (work, options) =>
    request.call(window, (deadline) => {
      window.__sizeIdleAt ??= performance.now();
      return work(deadline);
    }, options);
}

/**
 * The build's files one page fetched, in order of arrival (every JS response), those deferred to
 * idle time, and, for a page with a floating element, those its first open fetched.
 */
async function measure({ name, press, shown }, index) {
  const context = await browser.newContext();
  await context.addInitScript(markIdle);
  const page = await context.newPage();
  const fetched = [];
  let last = Date.now();
  let pending = 0;
  let asked = 0;
  const isScript = (request) => new URL(request.url()).pathname.endsWith('.js');
  // Every request counts for settling (an API answer runs code that may import a chunk); scripts are what is measured.
  page.on('request', () => {
    pending += 1;
    asked += 1;
    last = Date.now();
  });
  const done = () => {
    pending -= 1;
    last = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', (request) => {
    done();
    if (isScript(request)) problems.push(`${name}: ${request.url()} failed`);
  });
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.endsWith('.js')) return;
    const file = url.pathname.replace(/^\/dist\//, '');
    if (response.status() !== 200 || !modules[file]) problems.push(`${name}: ${response.status()} for ${url.pathname}`);
    else if (!fetched.includes(file)) fetched.push(file);
  });
  page.on('pageerror', (error) => problems.push(`${name}: page error ${error.message}`));
  const settle = async (when) => {
    const deadline = Date.now() + PAGE_TIMEOUT_MS;
    while (Date.now() < deadline) {
      while ((pending > 0 || Date.now() - last < QUIET_MS) && Date.now() < deadline) await page.waitForTimeout(100);
      const before = asked;
      const left = deadline - Date.now();
      if (left <= 0) break;
      let timer;
      await Promise.race([
        page.evaluate(() => window.__sizeWhenIdle()).catch(() => undefined),
        new Promise((resolve) => (timer = setTimeout(resolve, left))),
      ]);
      clearTimeout(timer);
      if (asked === before && pending === 0) return;
    }
    problems.push(`${name}: the page had not settled ${when} after ${PAGE_TIMEOUT_MS} ms`);
  };
  await page.goto(`${origin}/page/${index}`);
  await page.waitForFunction(() => window.FinWidgets && window.FinWidgets.version, undefined, { timeout: PAGE_TIMEOUT_MS });
  await page.evaluate(() => window.FinWidgets('ready').catch(() => undefined));
  await settle('at first paint');
  const idle = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => window.__sizeIdleAt !== undefined && entry.startTime >= window.__sizeIdleAt)
      .map((entry) => new URL(entry.name).pathname.replace(/^\/dist\//, '')),
  );
  const painted = fetched.length;
  if (press) {
    // Locators pierce the element's open shadow root. A click is every intent at once (pointer enter, press, focus).
    try {
      await page.locator(press).first().click({ timeout: PAGE_TIMEOUT_MS });
      await page.locator(shown).first().waitFor({ timeout: PAGE_TIMEOUT_MS });
    } catch (error) {
      problems.push(`${name}: could not open its floating element (${press} → ${shown}): ${error.message.split('\n')[0]}`);
    }
    await settle('after its first open');
  }
  await context.close();
  return { fetched: fetched.slice(0, painted), opened: fetched.slice(painted), idle };
}

/** Runs `work` over `items`, `width` at a time, keeping the order of the results. */
async function inParallel(items, width, work) {
  const results = [];
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < items.length; index = next++) results[index] = await work(items[index], index);
  };
  await Promise.all(Array.from({ length: width }, worker));
  return results;
}

const kb = (bytes) => (bytes / KB).toFixed(2);
const sum = (list) => list.reduce((total, file) => total + modules[file].gz, 0);
/** The verdict on `bytes` for a budget row; the worst page of a row is the one held to it. */
const verdict = (row, bytes) => {
  const budget = budgets[row];
  if (!budget) return '';
  if (bytes > budget.limit * KB) {
    problems.push(`${row}: ${kb(bytes)} KB is over its budget of ${budget.limit} KB`);
    return `OVER ${budget.limit} KB`;
  }
  return budget.goal && bytes > budget.goal * KB ? `ok (≤ ${budget.limit} KB, goal ${budget.goal} KB)` : `ok (≤ ${budget.limit} KB)`;
};

let results;
try {
  // Three pages at a time keeps the run well under a minute on a loaded 2-core machine.
  results = (await inParallel(pages, 3, measure)).map((measured, index) => ({ ...pages[index], ...measured }));
} finally {
  await browser.close();
  server.close();
}

const label = (page, when) => `${page.name}${page.press ? (when === 'open' ? `, first open (${page.what})` : ', first paint') : ''}`;
const width = Math.max(...Object.keys(modules).map((file) => file.length), ...pages.flatMap((page) => [label(page, 'paint'), label(page, 'open')].map((name) => name.length))) + 4;
const line = (name, bytes, note = '') => console.log(`${name.padEnd(width)}${kb(bytes).padStart(7)}  ${note}`);
console.log('Page cost in Chromium, through the loader (KB, min+gzip of every JS response; React and idle preloads apart)\n');
for (const page of results) {
  const { row, fetched, opened, idle, press } = page;
  const paid = fetched.filter((file) => !REACT.test(file) && !idle.includes(file));
  line(label(page, 'paint'), sum(paid), verdict(row, sum(paid)));
  for (const file of fetched) {
    line(`    ${file}`, modules[file].gz, REACT.test(file) ? 'React: not in the total' : idle.includes(file) ? 'preloaded when idle: not in the total' : '');
  }
  if (!press) continue;
  const more = opened.filter((file) => !REACT.test(file));
  line(label(page, 'open'), sum(paid) + sum(more), verdict(`${row} open`, sum(paid) + sum(more)));
  for (const file of opened) line(`    + ${file}`, modules[file].gz, REACT.test(file) ? 'React: not in the total' : '');
}

console.log('');
line(LOADER, modules[LOADER].gz, verdict(LOADER, modules[LOADER].gz));
const reactFile = Object.keys(modules).find((file) => REACT.test(file));
if (reactFile) line(reactFile, modules[reactFile].gz, verdict('react', modules[reactFile].gz));
else problems.push('no chunks/react-*.js: did the build run?');
for (const row of Object.keys(budgets).filter((key) => key.startsWith('chunks/'))) {
  const matching = Object.keys(modules).filter((file) => file.startsWith(`${row}-`));
  if (!matching.length) problems.push(`no ${DIST}/${row}-*.js for its budget`);
  for (const file of matching) line(file, modules[file].gz, verdict(row, modules[file].gz));
}

console.log(`\nEvery file (min KB, gzip KB)\n`);
for (const [file, { min, gz }] of Object.entries(modules)) console.log(`${file.padEnd(width)}${kb(min).padStart(7)}  ${kb(gz).padStart(6)}`);

const measured = new Set(results.flatMap(({ row, press }) => (press ? [row, `${row} open`] : [row])));
for (const row of Object.keys(budgets)) {
  if (row.startsWith('fin-') && !measured.has(row)) problems.push(`no page for the budget row ${row}: no dist/elements/${row}.js (did the build run?)`);
}
if (problems.length) {
  console.error('\nsize: ' + problems.join('\nsize: '));
  process.exit(1);
}
