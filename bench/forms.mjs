// Benchmarks of <fin-form> in Chromium (npm run bench; needs a build):
//   1. cold paint of a 100-item flow: a fresh context (empty cache), from the page's script start
//      to the frame that shows all 100 items: element module, React and shared chunks fetched
//      from the reference server, flow supplied by an adapter;
//   2. keystroke cost in a 300-item view: script time per keystroke (CDP ScriptDuration) and
//      the event-to-commit time, plus how many other items the DOM changed in (should be 0).
import { mainThreadCounters, median } from './paint-race.mjs';
import { benchItem } from './races.mjs';
import { launchBrowser, openPage, startServers } from '../test/e2e/support.mjs';

const RUNS = 7;
const KEYSTROKES = 40;

/** A flow whose first view has `count` items of the common types. */
function flowOf(count) {
  // Text inputs with a pattern: a keystroke validates.
  const make = (index) => {
    const item = benchItem(index);
    return item.type === 'TEXT_INPUT' ? { ...item, validations: [{ type: 'TEXT', pattern: '^[A-Za-z ]*$', message: 'Letters only' }] } : item;
  };
  return { id: `bench-${count}`, name: 'Bench', state: 'INCOMPLETE', views: [{ id: 'v1', type: 'FORM', title: 'Bench', items: Array.from({ length: count }, (_, index) => make(index)) }, { id: 'v2', type: 'FORM', title: 'Done', items: [] }] };
}

const page = (count) => `<!doctype html><html lang="en"><head><title>bench</title></head><body>
<script type="module">
  const flow = ${JSON.stringify(flowOf(count))};
  window.benchStart = performance.now();
  await import('/dist/elements/fin-form.js');
  window.benchLoaded = performance.now() - window.benchStart;
  const form = document.createElement('fin-form');
  form.adapter = { loadFlow: async () => structuredClone(flow), submitFlow: async (sent) => sent };
  form.setAttribute('flow-id', flow.id + '-' + Math.random());
  form.setAttribute('widget-mode', '');
  document.body.append(form);
  const painted = () => new Promise((resolve) => {
    const check = () => form.shadowRoot.querySelectorAll('.item').length >= ${count} ? requestAnimationFrame(() => resolve(performance.now())) : requestAnimationFrame(check);
    check();
  });
  window.benchPaint = painted().then((at) => at - window.benchStart);
</script></body></html>`;

/** A fresh context (empty HTTP cache) on the server's origin, with the bench page as its document. */
async function benchPage(browser, servers, count) {
  const opened = await openPage(browser);
  await opened.page.goto(`${servers.origin}/`);
  await opened.page.setContent(page(count));
  await opened.page.waitForFunction(() => window.benchPaint);
  return opened;
}

async function coldPaint(browser, servers) {
  const times = [];
  for (let run = 0; run < RUNS; run++) {
    const { page: tab, close } = await benchPage(browser, servers, 100);
    times.push(await tab.evaluate(async () => [await window.benchPaint, window.benchLoaded]));
    await close();
  }
  return times;
}

async function keystrokes(browser, servers) {
  const { page: tab, close } = await benchPage(browser, servers, 300);
  await tab.evaluate(() => window.benchPaint);
  const target = tab.locator('fin-form [data-type="TEXT_INPUT"] input').nth(18);
  await target.click();
  await tab.evaluate(() => {
    const root = document.querySelector('fin-form').shadowRoot;
    const input = root.querySelectorAll('[data-type="TEXT_INPUT"] input')[18];
    const own = input.closest('.item');
    window.keyTimes = [];
    window.foreignMutations = 0;
    let start = 0;
    input.addEventListener('keydown', () => (start = performance.now()), { capture: true });
    window.addEventListener('input', () => window.keyTimes.push(performance.now() - start));
    new window.MutationObserver((records) => {
      for (const record of records) if (!own.contains(record.target)) window.foreignMutations += 1;
    }).observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
  });
  const cdp = await tab.context().newCDPSession(tab);
  await cdp.send('Performance.enable');
  const script = async () => (await mainThreadCounters(cdp)).ScriptDuration;
  const before = await script();
  for (let index = 0; index < KEYSTROKES; index++) await tab.keyboard.type(index % 2 ? 'b' : 'a');
  const after = await script();
  const result = await tab.evaluate(() => ({ keyTimes: window.keyTimes, foreignMutations: window.foreignMutations }));
  await close();
  return { scriptMsPerKey: (after - before) / KEYSTROKES, ...result };
}

const servers = await startServers();
const browser = await launchBrowser();
try {
  const paints = await coldPaint(browser, servers);
  const keys = await keystrokes(browser, servers);
  const totals = paints.map(([total]) => total);
  console.log(`cold paint, 100-item flow: median ${median(totals).toFixed(1)} ms (runs: ${totals.map((t) => t.toFixed(0)).join(', ')} ms)`);
  console.log(`  of which fetching the modules: median ${median(paints.map(([, loaded]) => loaded)).toFixed(1)} ms; rendering: median ${median(paints.map(([total, loaded]) => total - loaded)).toFixed(1)} ms`);
  console.log(`keystroke in a 300-item view: ${keys.scriptMsPerKey.toFixed(2)} ms script per keystroke (CDP ScriptDuration over ${KEYSTROKES} keys)`);
  console.log(`  keydown → input handled and committed: median ${median(keys.keyTimes).toFixed(2)} ms, max ${Math.max(...keys.keyTimes).toFixed(2)} ms`);
  console.log(`  DOM changes outside the typed item: ${keys.foreignMutations}`);
} finally {
  await browser.close();
  await servers.close();
}
