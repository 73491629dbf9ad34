// <fin-form>'s pickers through the reference server (issue 16): the card-disputes flow picks a
// country, a currency amount and a phone number, two transactions from the third page of the
// transaction list (paged by createdBefore, each page fetched once), reloads in the middle
// (the selections survive), picks an entity and a card and submits; the submitted flow has the
// spec's value shapes (§3). axe on each view; screenshots at 375 and 1280 px.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { axeViolations, openPage, screenshot, useServersAndBrowser } from './support.mjs';

const LISTING = '/api/forms/card-disputes/items/payments/transactions';

describe('<fin-form> pickers', () => {
  const env = useServersAndBrowser();

  const settled = (page) =>
    page.evaluate(() => {
      const roots = [document, ...[...document.querySelectorAll('*')].map((element) => element.shadowRoot).filter(Boolean)];
      return Promise.all(roots.flatMap((root) => root.getAnimations()).map((animation) => animation.finished.catch(() => {})));
    });
  const heading = (page, name) => page.getByRole('heading', { level: 1, name }).waitFor();
  const pressContinue = async (page) => {
    await page.getByRole('button', { name: 'Continue' }).focus();
    await page.keyboard.press('Enter');
  };
  const item = (page, type) => page.locator(`fin-form .item[data-type="${type}"]`);
  /** dd/MM/yyyy HH:mm in the browser's zone (§9), to find a row by what it shows. */
  const shownTime = (page, iso) =>
    page.evaluate((date) => {
      const parts = Object.fromEntries(new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(Date.parse(date)).map((part) => [part.type, part.value]));
      return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
    }, iso);
  /** Scrolls the transaction list down until `row` (a locator) is rendered. */
  const scrollUntil = async (page, row) => {
    const scroller = item(page, 'TRANSACTIONS_SELECTION').locator('.fin-vlist');
    // Two frames first: right after a jump (back to the top) the DOM still holds the rows of where
    // the list was, the row among them, until the list draws the new place. The first look found it
    // there, and then it was gone (both widths failed so in a full run: "scrollTop 0").
    await scroller.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    // Two passes from the top: one that scrolled past the row without seeing it drawn looks again.
    for (let step = 0; step < 800 && !(await row.count()); step += 1) {
      if (step === 400) await scroller.evaluate((node) => void (node.scrollTop = 0));
      // Half a view, then two frames: the virtual list has drawn the rows now in view before the
      // next look (a fixed 20 ms missed rows under load, and the loop scrolled past the one it wanted).
      await scroller.evaluate(
        (node) =>
          new Promise((resolve) => {
            node.scrollTop += node.clientHeight / 2;
            requestAnimationFrame(() => requestAnimationFrame(resolve));
          }),
      );
    }
    if (!(await row.count())) {
      // Say what the list showed, so a failure in a long run can be read (it was seen twice, never alone).
      const shown = await item(page, 'TRANSACTIONS_SELECTION').getByRole('option').allTextContents();
      const where = await scroller.evaluate((node) => `scrollTop ${node.scrollTop} of ${node.scrollHeight}, view ${node.clientHeight}`);
      throw new Error(`the row never showed (${where}); first shown: ${shown.slice(0, 2).join(' | ')}; last shown: ${shown.slice(-2).join(' | ')}`);
    }
    await row.scrollIntoViewIfNeeded();
  };

  for (const width of [1280, 375]) {
    it(`picks a country, an amount, two transactions from the third page, an entity and a card; survives a reload; submits the spec's shapes (${width} px)`, async () => {
      env.servers.faults.clear();
      const { page, problems, close } = await openPage(env.browser, { viewport: { width, height: 900 } });
      const pages = [];
      page.on('response', async (response) => {
        if (new URL(response.url()).pathname === LISTING) pages.push({ createdBefore: new URL(response.url()).searchParams.get('createdBefore'), body: await response.json() });
      });
      let submitted;
      page.on('request', (request) => {
        if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/forms/card-disputes/submit') submitted = request.postDataJSON();
      });
      await page.goto(`${env.servers.origin}/form.html?flow=card-disputes`);
      await heading(page, 'Where and how much');

      // Country: a bottom sheet with search (§2).
      await item(page, 'COUNTRY_SELECTION').locator('[part="combobox-trigger"]').click();
      const sheet = page.getByRole('dialog', { name: 'Country of the merchant' });
      await sheet.getByRole('combobox').fill('irel');
      await sheet.getByRole('option', { name: /^Ireland/ }).click();
      await sheet.waitFor({ state: 'hidden' });
      // Currency and amount; phone code and number.
      await item(page, 'MONEY_INPUT').locator('[part="combobox-trigger"]').click();
      await page.getByRole('option', { name: /^EUR/ }).click();
      await page.getByRole('textbox', { name: 'Amount you dispute' }).fill('120.509');
      assert.equal(await page.getByRole('textbox', { name: 'Amount you dispute' }).inputValue(), '120.50');
      await item(page, 'PHONE_INPUT').locator('input:not([role="combobox"])').last().fill('7946095812');
      await settled(page);
      assert.deepEqual(await axeViolations(page), []);
      if (width === 375) await screenshot(page, 'pickers-where-375', { fullPage: true });
      await pressContinue(page);

      await heading(page, 'Which payments do you dispute?');
      const list = item(page, 'TRANSACTIONS_SELECTION');
      await list.locator('[role="option"]').first().waitFor();
      // Scroll until the third page has come.
      const scroller = list.locator('.fin-vlist');
      for (let step = 0; step < 100 && pages.length < 3; step += 1) {
        await scroller.evaluate((node) => {
          node.scrollTop = node.scrollHeight;
        });
        await page.waitForTimeout(50);
      }
      assert.ok(pages.length >= 3, `${pages.length} pages loaded`);
      assert.equal(pages[1].createdBefore, pages[0].body.createdSince);
      assert.equal(pages[2].createdBefore, pages[1].body.createdSince);
      const third = pages[2].body.transactions.filter((row) => !['REVERTED', 'FAILED', 'DECLINED', 'CANCELLED'].includes(row.state));
      const chosen = [third[4], third[9]];
      // Back to the top, then down to each chosen row, as a user scrolls.
      await scroller.evaluate((node) => {
        node.scrollTop = 0;
      });
      for (const row of chosen) {
        const option = list.getByRole('option').filter({ hasText: row.description }).filter({ hasText: await shownTime(page, row.createdDate) });
        await scrollUntil(page, option);
        await option.click();
        assert.equal(await option.getAttribute('aria-selected'), 'true');
      }
      await list.getByText('2 selected').waitFor();
      await settled(page);
      assert.deepEqual(await axeViolations(page), []);
      await screenshot(page, `pickers-transactions-${width}`);
      // Each page once: no createdBefore asked twice.
      const keys = pages.map((entry) => entry.createdBefore);
      assert.equal(new Set(keys).size, keys.length);

      // A reload in the middle: the view and both selections come back.
      await page.waitForTimeout(400);
      await page.reload();
      await heading(page, 'Which payments do you dispute?');
      await item(page, 'TRANSACTIONS_SELECTION').getByText('2 selected').waitFor();
      await pressContinue(page);

      await heading(page, 'Account and card');
      await item(page, 'ENTITIES_SELECTION').getByRole('option').first().click();
      await item(page, 'CARD_SELECTION').getByRole('option').first().click();
      await settled(page);
      assert.deepEqual(await axeViolations(page), []);
      if (width === 375) await screenshot(page, 'pickers-account-375', { fullPage: true });
      // Every Continue posts to submit: read the last view's post, not the one before it (under
      // load the full run read the payments view's, with no entity or card yet).
      submitted = undefined;
      await pressContinue(page);
      for (let wait = 0; wait < 50 && !submitted; wait += 1) await page.waitForTimeout(100);
      assert.ok(submitted, 'nothing was submitted');

      const values = Object.fromEntries(submitted.views.flatMap((view) => view.items.map((entry) => [entry.id, entry.value])));
      assert.equal(values.country, 'IE');
      assert.deepEqual(values.disputed, { currency: 'EUR', amount: '120.50' });
      assert.deepEqual(values.phone, { code: '+44', number: '7946095812' });
      assert.deepEqual(values.payments.transactions.map((row) => row.id).sort(), chosen.map((row) => row.id).sort());
      for (const row of values.payments.transactions) assert.equal(typeof row.id, 'string');
      assert.equal(values.entity.optionIds.length, 1);
      assert.equal(typeof values.entity.optionIds[0], 'string');
      assert.equal(values.card.cards.length, 1);
      assert.equal(typeof values.card.cards[0].id, 'string');
      assert.deepEqual(problems, []);
      await close();
    });
  }
});
