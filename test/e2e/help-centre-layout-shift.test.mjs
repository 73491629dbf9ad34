// <fin-help-centre> on the real demo page (its 64 px sticky header, the lead text above the
// element, the events log below it), issue 47: nothing moves while a page loads. Measured with
// the Layout Instability API (layout-shift entries without recent input, as CLS counts them) on a
// first visit to every lazily loaded page (from the page's top, and with the help centre in
// view), and after the clicks that open them, at 375 and 1280 px: cumulative shift at most 0.05 each.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { openPage, useServersAndBrowser } from './support.mjs';

const LIMIT = 0.05;
const DISPUTE = '/help-centre/faq/card-payments/how-do-i-dispute-a-card-payment';

/** Records layout shifts from the first paint on, with what moved. */
function recordShifts() {
  window.__shifts = [];
  const name = (node) => (node?.nodeType === 1 ? `${node.localName}${node.className ? `.${String(node.className).split(' ').join('.')}` : ''}` : String(node?.nodeName ?? 'a node in a shadow root'));
  new window.PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.hadRecentInput) window.__shifts.push({ value: entry.value, moved: entry.sources.map((source) => `${name(source.node)} ${Math.round(source.previousRect.y)}→${Math.round(source.currentRect.y)}`) });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** The shifts since the page loaded (or since `from`), once the page has been still for a while. */
async function shiftsOf(page, from = 0) {
  await page.waitForTimeout(1200);
  const shifts = (await page.evaluate(() => window.__shifts)).slice(from);
  return { total: shifts.reduce((sum, shift) => sum + shift.value, 0), moved: shifts.flatMap((shift) => shift.moved) };
}

/** Pages opened by their address on a first visit, and what shows once each has loaded. */
const PAGES = [
  ['landing', '/help-centre', '[part="categories"] [part="topic"]'],
  ['My requests', '/help-centre/all-requests', '[part="request"]'],
  ['past requests', '/help-centre/past-requests', '[part="requests-page"]'],
  ['search', '/help-centre/search?lastVisitedFaq=cards', '[part="suggestion"]'],
  ['topic', '/help-centre/faq/cards', '[part="topic"]'],
  ['article', DISPUTE, '[part="suggested-actions"]'],
  ['form', '/help-centre/form/chargeback?full-name=Alex%20Morgan', '[part="form"] fin-form h1'],
  ['cards', '/help-centre/troubleshoot/cards', '[part="card"]'],
];

/** Pages opened by a click from another, as a reader opens them. */
const CLICKS = [
  ['My requests from the landing', '/help-centre', (element) => element.locator('a', { hasText: 'See all · 4' }), '[part="request"]'],
  ['a topic from the landing', '/help-centre', (element) => element.locator('[part="topic"]', { hasText: 'Cards' }).first(), '[part="topic"]'],
  ['forms actions from an article', DISPUTE, (element) => element.locator('[part="need-more-help"] button', { hasText: 'Contact us' }), '[part="form-action"]'],
];

describe('<fin-help-centre> layout shift on the demo page', () => {
  const env = useServersAndBrowser();

  async function open(width) {
    const opened = await openPage(env.browser, { viewport: { width, height: 900 } });
    await opened.page.addInitScript(recordShifts);
    return { ...opened, element: opened.page.locator('fin-help-centre') };
  }

  for (const width of [375, 1280]) {
    it(`every lazily loaded page, first visit, at ${width} px: cumulative shift ≤ ${LIMIT}`, { timeout: 180_000 }, async () => {
      const results = [];
      for (const [name, path, ready] of PAGES) {
        const { page, element, close } = await open(width);
        await page.goto(`${env.servers.origin}${path}`);
        await element.locator(ready).first().waitFor({ timeout: 15_000 });
        results.push({ name, ...(await shiftsOf(page)) });
        await close();
      }
      const over = results.filter((result) => result.total > LIMIT).map((result) => `${result.name}: ${result.total.toFixed(3)} (${result.moved.join(', ')})`);
      assert.deepEqual(over, []);
    });

    // The element's own pages in view: opened at the demo's #help-centre (the element's id), so
    // what moves inside it is on screen (from the page's top, most of it is below the fold).
    it(`every lazily loaded page, first visit, with the help centre in view, at ${width} px: cumulative shift ≤ ${LIMIT}`, { timeout: 180_000 }, async () => {
      const results = [];
      for (const [name, path, ready] of PAGES) {
        const { page, element, close } = await open(width);
        await page.goto(`${env.servers.origin}${path}#help-centre`);
        await element.locator(ready).first().waitFor({ timeout: 15_000 });
        results.push({ name, ...(await shiftsOf(page)) });
        await close();
      }
      const over = results.filter((result) => result.total > LIMIT).map((result) => `${result.name}: ${result.total.toFixed(3)} (${result.moved.join(', ')})`);
      assert.deepEqual(over, []);
    });

    it(`pages opened by a click at ${width} px: cumulative shift ≤ ${LIMIT}`, { timeout: 180_000 }, async () => {
      const results = [];
      for (const [name, path, control, ready] of CLICKS) {
        const { page, element, close } = await open(width);
        await page.goto(`${env.servers.origin}${path}`);
        await control(element).waitFor({ timeout: 15_000 });
        const { length } = await page.evaluate(() => window.__shifts);
        await control(element).click();
        await element.locator(ready).first().waitFor({ timeout: 15_000 });
        results.push({ name, ...(await shiftsOf(page, length)) });
        await close();
      }
      const over = results.filter((result) => result.total > LIMIT).map((result) => `${result.name}: ${result.total.toFixed(3)} (${result.moved.join(', ')})`);
      assert.deepEqual(over, []);
    });
  }
});
