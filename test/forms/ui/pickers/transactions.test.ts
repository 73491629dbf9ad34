/**
 * TRANSACTIONS_SELECTION inside <fin-form>, in Chromium with real keys: the infinite list over
 * an adapter's pages, day headings and times, failed states, the keyboard, maxSelected,
 * single-select advancing, the page's transactionId, search, the retry cells, the empty state
 * and axe.
 */
import 'axe-core';
import { expect, waitUntil as wait } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type AxeCore from 'axe-core';
import type { FormAdapter, TransactionsRequest } from '../../../../src/forms/core/host';
import { mountForm } from '../../support/mount-form';
import type { Json } from '../../support/mount-form';

const { axe } = window as unknown as { axe: typeof AxeCore };
const DAY_MS = 24 * 60 * 60 * 1000;
/** The pickers' chunk loads lazily, on a machine shared by many: a few seconds' grace. */
const waitUntil = <T>(predicate: () => T, message?: string) => wait(predicate, message, { timeout: 10_000 });

/** `count` transactions, newest first, one every `gapHours` from `start`; every 7th declined. */
function makeRows(count: number, start = Date.now() - 60_000, gapHours = 6) {
  return Array.from({ length: count }, (_, index) => ({
    id: `t${index}`,
    description: `Merchant ${index}`,
    createdDate: new Date(start - index * gapHours * 3600_000).toISOString(),
    amount: { amount: -(index + 1), currency: 'GBP' },
    state: index % 7 === 3 ? 'DECLINED' : 'COMPLETED',
  }));
}

type Row = ReturnType<typeof makeRows>[number];

/**
 * The last local noon: rows from it, 6 h apart, put the first three on one day (12:00, 06:00,
 * 00:00), so a test that picks rows by their place in the list finds no day heading between them
 * whatever the time (rows from "now" did at 00:05: the second row was yesterday's).
 */
function lastNoon(): number {
  const noon = new Date();
  noon.setHours(12, 0, 0, 0);
  if (noon.getTime() > Date.now()) noon.setDate(noon.getDate() - 1);
  return noon.getTime();
}

/** An adapter's listTransactions over `rows`: 30-day windows of at most 120, like the reference server. */
function lister(rows: Row[], calls: TransactionsRequest[], fail?: (call: number) => boolean) {
  return async (request: TransactionsRequest) => {
    calls.push(request);
    if (fail?.(calls.length)) throw new Error('offline');
    const before = Date.parse(request.createdBefore);
    const start = before - 30 * DAY_MS;
    const needle = request.searchKeyword?.toLowerCase();
    const wanted = rows.filter((row) => !needle || row.description.toLowerCase().includes(needle));
    const page = wanted.filter((row) => Date.parse(row.createdDate) < before && Date.parse(row.createdDate) >= start).slice(0, 120);
    const createdSince = page.length === 120 ? page[119]!.createdDate : new Date(start).toISOString();
    const extra = request.transactionId && !page.some((row) => row.id === request.transactionId) ? rows.filter((row) => row.id === request.transactionId) : [];
    return { transactions: [...extra, ...page], last: !wanted.some((row) => Date.parse(row.createdDate) < Date.parse(createdSince)), createdSince };
  };
}

/**
 * axe's violations in the item, once finite animations are over: a view still fading in has its
 * muted text under opacity, which axe counts into contrast (CI, under load: the muted times of the
 * last rows failed color-contrast while the opaque titles passed).
 */
async function violations(root: ShadowRoot): Promise<string[]> {
  await Promise.all(root.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity).map((animation) => animation.finished.catch(() => undefined)));
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const results = await axe.run(root.querySelector('.item')!, { resultTypes: ['violations'] });
  return results.violations.map((violation) => `${violation.id} ${violation.nodes.map((node) => node.html.slice(0, 200)).join()}`);
}

const mount = (item: Json, adapter: Partial<FormAdapter>) => mountForm([item], { adapter, attributes: { locale: 'en-GB' }, timeout: 10_000 });

const options = (root: ShadowRoot) => [...root.querySelectorAll<HTMLElement>('[role="option"]')];
/** Every row in the DOM: options and day headings. */
const rowsShown = (root: ShadowRoot) => [...root.querySelectorAll<HTMLElement>('.fin-vlist__row')];
const titles = (root: ShadowRoot) => options(root).map((option) => option.querySelector('.picker-row__title, [part="day"]')?.textContent ?? '');
const list = (root: ShadowRoot) => root.querySelector<HTMLElement>('.fin-vlist')!;
const value = (submit: Json) => ((submit.views as Json[])[0]!.items as Json[])[0]!.value as { transactions: { id: string }[] };
const scrollToEnd = async (root: ShadowRoot) => {
  const scroller = list(root);
  scroller.scrollTop = scroller.scrollHeight;
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
};

describe('TRANSACTIONS_SELECTION', function () {
  this.timeout(30_000);
  afterEach(() => {
    document.body.replaceChildren();
    history.replaceState(null, '', location.pathname);
  });

  it('shows pages of the newest 30 days grouped by day, today as HH:mm, failed rows marked, at most 60 rows in the DOM; asks for the next page near the end', async () => {
    const calls: TransactionsRequest[] = [];
    const rows = makeRows(600);
    const { root } = await mount({ id: 'tx', type: 'TRANSACTIONS_SELECTION', title: 'Payments', required: true, maxSelected: 3 }, { listTransactions: lister(rows, calls) });
    await waitUntil(() => options(root).length > 0, 'no rows');
    expect(calls).to.have.length(1);
    expect(Math.abs(Date.parse(calls[0]!.createdBefore) - Date.now())).to.be.below(10_000);
    expect(calls[0]).to.deep.equal({ flowId: calls[0]!.flowId, itemId: 'tx', createdBefore: calls[0]!.createdBefore });
    const first = options(root);
    // A day heading is shown but is no option: hidden from assistive technology, not counted.
    const heading = rowsShown(root)[0]!;
    expect(heading.getAttribute('role')).to.equal('none');
    expect(heading.getAttribute('aria-hidden')).to.equal('true');
    expect(heading.textContent).to.match(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
    expect(first[0]!.textContent).to.contain('Merchant 0');
    expect(first.slice(0, 6).map((option) => option.getAttribute('aria-posinset'))).to.deep.equal(['1', '2', '3', '4', '5', '6']);
    expect(first[0]!.getAttribute('aria-setsize')).to.equal('-1');
    // Today's row shows the time only; its name says the day the hidden heading shows.
    expect(first[0]!.querySelector('.picker-row__time')!.textContent).to.match(/^\d\d:\d\d$/);
    expect(first[0]!.textContent).to.contain(`${heading.textContent}, `);
    expect(first[0]!.getBoundingClientRect().height).to.equal(76);
    const declined = first.find((option) => option.textContent?.includes('Merchant 3'))!;
    expect(declined.querySelector('[data-failed]')).to.not.equal(null);
    expect(declined.textContent).to.contain('Declined');
    const older = first.find((option) => option.textContent?.includes('Merchant 6'))!;
    expect(older.querySelector('.picker-row__time')!.textContent).to.match(/^\d\d\/\d\d\/\d{4} \d\d:\d\d$/);

    // 30 days of one every 6 h = 120: a full page; scrolling to its end asks for the next, once.
    for (let step = 0; step < 6 && calls.length < 3; step += 1) {
      await scrollToEnd(root);
      expect(rowsShown(root).length).to.be.at.most(60);
      await waitUntil(() => !root.querySelector('[aria-busy="true"]'));
    }
    expect(calls.length).to.be.at.least(2);
    expect(calls[1]!.createdBefore).to.equal(rows[119]!.createdDate);
    expect(new Set(calls.map((call) => call.createdBefore)).size).to.equal(calls.length);
    expect(await violations(root)).to.deep.equal([]);
  });

  it('at 375 px (a 343 px form) each row shows its whole time, a failed one too', async () => {
    const rows = makeRows(20, Date.now() - 3 * 86_400_000).map((row, index) => ({ ...row, description: `A merchant with a very long trading name ${index}`, amount: { amount: -12345.67, currency: 'GBP' } }));
    const { root } = await mount({ id: 'tx', type: 'TRANSACTIONS_SELECTION', title: 'Payments', maxSelected: 3 }, { listTransactions: lister(rows, []) });
    (root.host as HTMLElement).style.cssText = 'display: block; width: 343px';
    await waitUntil(() => options(root).length > 4);
    options(root)[2]!.click();
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    // The time's text node against the box that shows it: nothing of it may fall outside (cut by an ellipsis).
    const cut = options(root)
      .filter((option) => option.getAttribute('aria-disabled') !== 'true')
      .map((option) => {
        const walker = document.createTreeWalker(option, NodeFilter.SHOW_TEXT);
        let node: Node | null;
        while ((node = walker.nextNode()) && !/^\d\d\/\d\d\/\d{4} \d\d:\d\d$/.test(node.textContent ?? ''));
        if (!node) return 'no time';
        const range = document.createRange();
        range.selectNodeContents(node);
        const shown = node.parentElement!.getBoundingClientRect();
        return range.getBoundingClientRect().right - Math.min(shown.right, option.getBoundingClientRect().right) > 0.5 ? node.textContent : '';
      })
      .filter(Boolean);
    expect(cut).to.deep.equal([]);
    expect(options(root).some((option) => option.textContent!.includes('Declined'))).to.equal(true);
  });

  it('asks for the next page only when 10 or fewer rows remain below the view', async () => {
    const calls: TransactionsRequest[] = [];
    const { root } = await mount({ id: 'tx', type: 'TRANSACTIONS_SELECTION', title: 'Payments', maxSelected: 3 }, { listTransactions: lister(makeRows(600), calls) });
    await waitUntil(() => options(root).length > 0);
    const scroller = list(root);
    // 120 transactions + 31 day headings = 151 rows of 76 px; the view shows 6.
    const total = scroller.scrollHeight / 76;
    scroller.scrollTop = (total - 6 - 12) * 76;
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(calls).to.have.length(1);
    scroller.scrollTop = (total - 6 - 10) * 76;
    await waitUntil(() => calls.length === 2, 'no next page with 10 rows left');
  });

  it('keyboard: arrows, Home/End, Enter and Space pick; at most maxSelected; the choice is submitted', async () => {
    const { root, submits } = await mount({ id: 'tx', type: 'TRANSACTIONS_SELECTION', title: 'Payments', required: true, maxSelected: 2 }, { listTransactions: lister(makeRows(40, lastNoon()), []) });
    await waitUntil(() => options(root).length > 0);
    const search = root.querySelector<HTMLInputElement>('[role="combobox"]')!;
    search.focus();
    // The keys only ever land on options: a day heading is passed over.
    const active = () => root.getElementById(search.getAttribute('aria-activedescendant') ?? '')?.getAttribute('role');
    expect(active()).to.equal('option');
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => options(root)[0]!.getAttribute('aria-selected') === 'true', 'Enter did not pick');
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => root.querySelector('.picker-count')?.textContent === '2 selected');
    // A third is refused (§5 at most maxSelected). t0–t2 are one day, t3 the day before.
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    expect(active()).to.equal('option');
    expect(root.getElementById(search.getAttribute('aria-activedescendant')!)!.textContent).to.contain('Merchant 3');
    await sendKeys({ press: 'ArrowUp' });
    await sendKeys({ press: 'ArrowUp' });
    expect(root.getElementById(search.getAttribute('aria-activedescendant')!)!.textContent).to.contain('Merchant 1');
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Enter' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(root.querySelector('.picker-count')?.textContent).to.equal('2 selected');
    await waitUntil(() => root.querySelector('.picker-limit'), 'the refused pick said nothing');
    expect(root.querySelector('.picker-limit')!.textContent).to.equal('You can choose at most 2. Deselect one to choose another.');
    expect(root.querySelector('.picker-limit')!.getAttribute('role')).to.equal('alert');
    // Next to the list the pick was made in (above it, not under six rows), and in view (issue 46).
    const notice = root.querySelector('.picker-limit')!;
    expect(notice.compareDocumentPosition(root.querySelector('[role="listbox"]')!) & Node.DOCUMENT_POSITION_FOLLOWING, 'the message is under the list').to.not.equal(0);
    const box = notice.getBoundingClientRect();
    expect(box.top >= 0 && box.bottom <= window.innerHeight, `the message is out of view (${box.top}-${box.bottom})`).to.equal(true);
    // Space picks from the listbox; the second press lets the first pick go.
    await sendKeys({ press: 'Home' });
    expect(active()).to.equal('option');
    expect(root.getElementById(search.getAttribute('aria-activedescendant')!)!.textContent).to.contain('Merchant 0');
    root.querySelector<HTMLElement>('[role="listbox"]')!.focus();
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: ' ' });
    await waitUntil(() => root.querySelector('.picker-count')?.textContent === '1 selected', 'Space did not toggle');
    expect(root.querySelector('.picker-limit'), 'the message goes with a deselect').to.equal(null);
    search.focus();
    await sendKeys({ press: 'End' });
    expect(active()).to.equal('option');
    root.querySelector<HTMLButtonElement>('[part~="primary"]')!.click();
    await waitUntil(() => submits.length === 1);
    expect(value(submits[0]!).transactions.map((row) => row.id)).to.deep.equal(['t0']);
  });

  it('single-select (maxSelected 1) advances on pick, with no Continue', async () => {
    const { root, submits } = await mount({ id: 'tx', type: 'TRANSACTIONS_SELECTION', title: 'Payment', required: true, maxSelected: 1 }, { listTransactions: lister(makeRows(20, lastNoon()), []) });
    await waitUntil(() => options(root).length > 0);
    expect(root.querySelector('[part~="primary"]')).to.equal(null);
    options(root)[1]!.click();
    await waitUntil(() => submits.length === 1, 'the pick did not advance');
    expect(value(submits[0]!).transactions).to.have.length(1);
    expect(value(submits[0]!).transactions[0]).to.include({ id: 't1', description: 'Merchant 1' });
  });

  it('a picked transaction is submitted as the server sent it (type, category, mcc, chargebackEligible, icon object, unknown fields); its row shows the category\'s icon', async () => {
    const rich = makeRows(3, lastNoon()).map((row, index) => ({
      ...row,
      type: 'CARD',
      category: ['GROCERIES', 'TRAVEL', 'FUEL'][index],
      mcc: '5411',
      chargebackEligible: index !== 2,
      icon: { name: ['groceries', 'travel', 'fuel'][index], tint: 'green' },
      merchant: { id: `m${index}`, country: 'GB' },
    }));
    const { root, submits } = await mount({ id: 'tx', type: 'TRANSACTIONS_SELECTION', title: 'Payment', required: true, maxSelected: 1 }, { listTransactions: lister(rich as Row[], []) });
    await waitUntil(() => options(root).length > 0);
    expect(options(root).map((option) => option.querySelector('[part="category-icon"]')?.getAttribute('data-category'))).to.deep.equal(['GROCERIES', 'TRAVEL', 'FUEL']);
    options(root)[1]!.click();
    await waitUntil(() => submits.length === 1, 'the pick did not advance');
    expect(value(submits[0]!).transactions).to.deep.equal([rich[1]]);
  });

  it('fits a narrow card: the list and its search box are as wide as the form, nothing sticks out (issue 46: 375 px)', async () => {
    const { root, element } = await mount({ id: 'tx', type: 'TRANSACTIONS_SELECTION', title: 'Payments', maxSelected: 3 }, { listTransactions: lister(makeRows(20, lastNoon()), []) });
    // A 375 px phone's card, less a host page's margins: 280 px for the form.
    element.style.cssText = 'display: block; width: 280px';
    await waitUntil(() => options(root).length > 0);
    // The view's entrance (a slide) is over: it would shift every box.
    for (const animation of root.getAnimations()) animation.finish();
    const edge = element.getBoundingClientRect().right;
    const sticking = [...root.querySelectorAll<HTMLElement>('.item *')].filter((node) => node.getBoundingClientRect().right > edge + 0.5).map((node) => `${node.className} ${Math.round(node.getBoundingClientRect().right - edge)} px`);
    expect(sticking).to.deep.equal([]);
    expect(document.documentElement.scrollWidth).to.be.at.most(window.innerWidth);
  });

  it('a search with no match says so, not "no transactions", and offers to clear it; clearing shows the list again', async () => {
    const { root } = await mount({ id: 'tx', type: 'TRANSACTIONS_SELECTION', title: 'Payments', maxSelected: 3 }, { listTransactions: lister(makeRows(20, lastNoon()), []) });
    await waitUntil(() => options(root).length > 0);
    const search = root.querySelector<HTMLInputElement>('[role="combobox"]')!;
    search.focus();
    await sendKeys({ type: 'zzz' });
    const status = () => root.querySelector('[part~="combobox-status"]')?.textContent ?? '';
    await waitUntil(() => status().includes('No transactions match “zzz”.'), `the status says ${status()}`);
    const clear = [...root.querySelectorAll<HTMLButtonElement>('[part~="combobox-status"] button')].find((button) => button.textContent === 'Clear search');
    expect(clear, 'no Clear search').to.not.equal(undefined);
    clear!.click();
    await waitUntil(() => options(root).length > 0, 'clearing did not show the list again');
    expect(search.value).to.equal('');
    expect(root.activeElement).to.equal(search);
    expect(await violations(root)).to.deep.equal([]);
  });

  it('the page\'s transactionId preselects it, and goes with the first page only', async () => {
    history.replaceState(null, '', `${location.pathname}?transactionId=t200`);
    const calls: TransactionsRequest[] = [];
    const { root } = await mount({ id: 'tx', type: 'TRANSACTIONS_SELECTION', title: 'Payments', maxSelected: 3 }, { listTransactions: lister(makeRows(600), calls) });
    await waitUntil(() => root.querySelector('.picker-count')?.textContent === '1 selected', 'not preselected');
    expect(calls[0]!.transactionId).to.equal('t200');
    expect(options(root).find((option) => option.getAttribute('aria-selected') === 'true')?.textContent).to.contain('Merchant 200');
    await scrollToEnd(root);
    await waitUntil(() => calls.length >= 2);
    expect(calls[1]!.transactionId).to.equal(undefined);
  });

  it('a preselected transaction in a single-select list does not advance: only a pick does (§4)', async () => {
    history.replaceState(null, '', `${location.pathname}?transactionId=t5`);
    const { root, submits } = await mount({ id: 'tx', type: 'TRANSACTIONS_SELECTION', title: 'Payment', required: true, maxSelected: 1 }, { listTransactions: lister(makeRows(20), []) });
    await waitUntil(() => options(root).some((option) => option.getAttribute('aria-selected') === 'true'), 'not preselected');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(submits).to.have.length(0);
    expect(root.querySelector('h1')?.textContent).to.equal('First');
    options(root).find((option) => option.textContent?.includes('Merchant 2'))!.click();
    await waitUntil(() => submits.length === 1, 'the pick did not advance');
    expect(value(submits[0]!).transactions.map((row) => row.id)).to.deep.equal(['t2']);
  });

  it('sends excludeTransactionIds, transactionIds and the filters; searches by keyword after the debounce', async () => {
    const calls: TransactionsRequest[] = [];
    const { root } = await mount(
      {
        id: 'tx', type: 'TRANSACTIONS_SELECTION', title: 'Payments', maxSelected: 3, excludeTransactionIds: ['t2'], transactionIds: ['t1', 't3', 't11'],
        filters: [{ name: 'mcc', type: 'IN', valueType: 'STRING', values: ['5812'] }, { name: 'createdDate', type: 'BETWEEN', valueType: 'DATE_TIME', values: ['2026-01-01T00:00:00Z', '2026-12-31T00:00:00Z'] }],
      },
      { listTransactions: lister(makeRows(30), calls) },
    );
    await waitUntil(() => options(root).length > 0);
    expect(calls[0]).to.deep.include({
      excludeTransactionIds: ['t2'],
      transactionIds: ['t1', 't3', 't11'],
      filters: [{ name: 'mcc', type: 'IN', valueType: 'STRING', values: ['5812'] }, { name: 'createdDate', type: 'BETWEEN', valueType: 'DATE_TIME', values: ['2026-01-01T00:00:00Z', '2026-12-31T00:00:00Z'] }],
    });
    root.querySelector<HTMLInputElement>('[role="combobox"]')!.focus();
    await sendKeys({ type: 'merchant 1' });
    await waitUntil(() => calls.some((call) => call.searchKeyword === 'merchant 1'), 'no search request');
    expect(calls.filter((call) => call.searchKeyword !== undefined)).to.have.length(1);
    await waitUntil(() => titles(root).filter((title) => title.startsWith('Merchant')).every((title) => title.startsWith('Merchant 1')));
  });

  it('a failed next page shows a retry cell under what was loaded, keeping the selection; Retry loads it', async () => {
    const calls: TransactionsRequest[] = [];
    const { root } = await mount({ id: 'tx', type: 'TRANSACTIONS_SELECTION', title: 'Payments', maxSelected: 3 }, { listTransactions: lister(makeRows(600), calls, (call) => call === 2) });
    await waitUntil(() => options(root).length > 0);
    options(root)[1]!.click();
    await waitUntil(() => root.querySelector('.picker-count')?.textContent === '1 selected');
    await scrollToEnd(root);
    await waitUntil(() => root.querySelector('[part="retry"]'), 'no retry cell');
    expect(root.querySelector('[part="retry"]')!.textContent).to.contain("Couldn't load more.");
    expect(options(root).length).to.be.above(0);
    expect(root.querySelector('.picker-count')?.textContent).to.equal('1 selected');
    root.querySelector<HTMLButtonElement>('[part="retry"] button')!.click();
    await waitUntil(() => calls.length === 3 && !root.querySelector('[part="retry"]'), 'retry did not load');
    expect(calls[2]!.createdBefore).to.equal(calls[1]!.createdBefore);
    expect(root.querySelector('.picker-count')?.textContent).to.equal('1 selected');
  });

  it('a failed first page shows a retry cell in place of the list; Retry loads it', async () => {
    const calls: TransactionsRequest[] = [];
    const { root } = await mount({ id: 'tx', type: 'TRANSACTIONS_SELECTION', title: 'Payments', maxSelected: 3 }, { listTransactions: lister(makeRows(10), calls, (call) => call === 1) });
    await waitUntil(() => root.querySelector('[part="retry"]'), 'no retry cell');
    expect(root.querySelector('[part="retry"]')!.textContent).to.contain('Something went wrong');
    root.querySelector<HTMLButtonElement>('[part="retry"] button')!.click();
    await waitUntil(() => options(root).length > 0, 'retry did not load');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await violations(root)).to.deep.equal([]);
  });

  it('walks past empty windows to older transactions, and ends at the last page', async () => {
    const calls: TransactionsRequest[] = [];
    // Nothing in the last 100 days; 5 rows before that.
    const { root } = await mount({ id: 'tx', type: 'TRANSACTIONS_SELECTION', title: 'Payments', maxSelected: 3 }, { listTransactions: lister(makeRows(5, Date.now() - 100 * DAY_MS), calls) });
    await waitUntil(() => titles(root).includes('Merchant 4'), 'the older rows did not come');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls).to.have.length(4);
  });

  it('the default setup (an adapter without listings) shows the empty state, not a dead end', async () => {
    const { root } = await mount({ id: 'tx', type: 'TRANSACTIONS_SELECTION', title: 'Payments', maxSelected: 3 }, {});
    await waitUntil(() => root.querySelector('[part="combobox-status"]')?.textContent === 'There are no transactions to choose from.');
  });
});
