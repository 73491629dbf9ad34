// <fin-help-centre>'s troubleshooters through the reference server (issue 22), on the demo page:
// a business user picks a transaction on a topic page, confirms it, reads an issue and opens the
// chat, whose ticket carries the help centre's context to the desk (the server keeps it, the
// chatbot says what the chat is about); a retail user with cards sees the card troubleshooter and
// without a cards api has no card routes. Axe on every screen; screenshots at 375 and 1280 px.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { axeViolations, openPage, screenshot, useServersAndBrowser } from './support.mjs';

describe('<fin-help-centre> troubleshooters through the reference server', () => {
  let chat;
  const env = useServersAndBrowser({ server: { chat: { expose: (runtime) => (chat = runtime) } } });

  /** The demo page in a scope, with the demo's controls: the apis and the confirmation switch. */
  async function open(scope, { width = 1280, cards = true } = {}) {
    const opened = await openPage(env.browser, { viewport: { width, height: 900 } });
    await opened.page.goto(`${env.servers.origin}/help-centre`);
    await opened.page.selectOption('#scope', scope);
    await opened.page.setChecked('#api-cards', cards);
    return { ...opened, element: opened.page.locator('fin-help-centre') };
  }

  async function clean(page) {
    assert.deepEqual(await axeViolations(page), []);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    const width = page.viewportSize().width;
    assert.ok(scrollWidth <= width, `no sideways scroll at ${width} px (${scrollWidth})`);
  }

  it('business: a transaction on a topic page, confirmed, its issue, and a chat that carries the context to the desk', { timeout: 120_000 }, async () => {
    for (const width of [1280, 375]) {
      const { page, element, problems, close } = await open('business', { width });
      await element.locator('[part="topic"]', { hasText: 'Currency exchange' }).click();
      await page.waitForURL((url) => url.pathname === '/help-centre/faq/currency-exchange');
      const rows = element.locator('[part="transaction-selector"] [part="transaction"]');
      await rows.first().waitFor();
      // Exchanges, trades and the custody fee, 3 shown newest first, with the type's name.
      assert.deepEqual(await rows.locator('.hc-row__title').allTextContents(), ['GBP to EUR', 'Bought 0.05 BTC', 'Trading custody fee']);
      assert.match(await rows.first().textContent(), /Exchange ·/);
      await clean(page);
      await screenshot(page, `help-centre-topic-transactions-${width}`, { fullPage: true });

      // 'See all': the list page with the topic's title, grouped by day.
      await element.locator('[part="transaction-selector"] button', { hasText: 'See all' }).click();
      await page.waitForURL((url) => url.pathname === '/help-centre/troubleshoot/transactions');
      await element.locator('h1', { hasText: 'Currency exchange' }).waitFor();
      await element.locator('h2.hc-day').first().waitFor();
      assert.ok((await element.locator('h2.hc-day').count()) >= 3);
      await clean(page);
      await screenshot(page, `help-centre-transactions-${width}`, { fullPage: true });

      await element.locator('[part="transaction"]', { hasText: 'GBP to EUR' }).click();
      const dialog = element.locator('[role="dialog"]', { hasText: 'Is your issue about this transaction?' });
      await dialog.waitFor();
      await clean(page);
      await screenshot(page, `help-centre-confirm-${width}`);
      await dialog.locator('button', { hasText: 'Yes' }).click();
      await element.locator('h1', { hasText: 'Select an issue' }).waitFor();
      await element.locator('[part="issues"] [part="issue"]').first().waitFor();
      assert.deepEqual(await element.locator('[part="issues"] .hc-row__title').allTextContents(), ['The exchange rate looks wrong', "The exchange didn't complete"]);
      await clean(page);
      await screenshot(page, `help-centre-issues-${width}`, { fullPage: true });

      await element.locator('[part="issue"]', { hasText: 'The exchange rate looks wrong' }).click();
      await element.locator('h1', { hasText: 'The exchange rate looks wrong' }).waitFor();
      const transactionId = new URL(page.url()).pathname.split('/')[4];
      assert.match(transactionId, /^hc-tx-\d{3}$/);
      await element.locator('[part="sub-contents"]', { hasText: 'A weekend markup' }).waitFor();
      await element.locator('[part="issue-help"]', { hasText: 'What exchange rate do I get?' }).waitFor();
      await clean(page);
      await screenshot(page, `help-centre-issue-${width}`, { fullPage: true });

      if (width === 1280) {
        // The chat: a new ticket for the topic's category, carrying the context.
        await element.locator('[part="need-more-help"] button', { hasText: 'Chat with us' }).click();
        await page.locator('fin-chat [part="panel"]').waitFor();
        const input = page.locator('fin-chat textarea');
        await input.fill('The rate is not what I saw');
        await input.press('Enter');
        const note = `I can see you came from the help centre about "The exchange rate looks wrong" (transaction ${transactionId}).`;
        await page.locator('fin-chat [part~="bubble-agent"]', { hasText: note }).waitFor({ timeout: 15_000 });
        const ticket = chat.state.ticketsOf('demo-identity').find((candidate) => candidate.category === 'currency-exchange');
        assert.ok(ticket, 'a ticket in the topic category');
        // §7.2: the page's fields at the top level of POST /tickets; the chat context holds the transaction.
        assert.deepEqual(ticket.context, { entityRef: { id: transactionId, type: 'TRANSACTION' } });
        assert.deepEqual(
          { faqPath: ticket.faqPath, titleKey: ticket.titleKey, localisedFaqPath: ticket.localisedFaqPath },
          { faqPath: 'troubleshoot/transaction/exchange-rate', titleKey: new URL(page.url()).pathname.split('/')[5], localisedFaqPath: 'The exchange rate looks wrong' },
        );
        // The chat being open, the button is unavailable; closed, it continues the new ticket.
        await element.locator('[part="need-more-help"] button[disabled]').waitFor();
        await input.focus();
        await page.keyboard.press('Escape');
        await page.locator('fin-chat [part="panel"]').waitFor({ state: 'hidden' });
        await element.locator('[part="need-more-help"] button', { hasText: 'Continue chat' }).waitFor({ timeout: 10_000 });
      }
      assert.deepEqual(problems, []);
      await close();
    }
  });

  it('retail: the cards on card payments and their troubleshooter; without a cards api, no card routes', { timeout: 90_000 }, async () => {
    const { page, element, problems, close } = await open('retail');
    await page.goto(`${env.servers.origin}/help-centre/faq/card-payments`);
    const cards = element.locator('[part="card-selector"] [part="card"]');
    await cards.first().waitFor();
    assert.equal(await cards.count(), 3, '3 shown of the 4 fetched');
    await element.locator('[part="card-selector"] a', { hasText: 'See all' }).click();
    await element.locator('h1', { hasText: 'Select a card to get help' }).waitFor();
    await element.locator('[part="card"]', { hasText: 'Travel card' }).click();
    await element.locator('[role="dialog"]', { hasText: 'Is your issue about this card?' }).locator('button', { hasText: 'Yes' }).click();
    await element.locator('[part="issue"]', { hasText: 'My card was declined' }).click();
    await element.locator('h1', { hasText: 'My card was declined' }).waitFor();
    await element.locator('[part="content"]', { hasText: 'Travel card ending 1177' }).waitFor();
    assert.deepEqual(await axeViolations(page), []);
    // The help link opens the retail article.
    await element.locator('[part="issue-help"]').click();
    await page.waitForURL((url) => url.pathname === '/help-centre/faq/card-payments/why-was-my-card-payment-declined');
    await element.locator('h1', { hasText: 'Why was my card payment declined?' }).waitFor();
    assert.deepEqual(problems, []);
    await close();

    // The same user without a cards api: no selector on card payments, and the card routes are not found.
    const without = await open('retail', { cards: false });
    await without.page.goto(`${env.servers.origin}/help-centre/faq/card-payments`);
    await without.element.locator('h2', { hasText: 'Select a topic' }).waitFor();
    await without.element.locator('[part="topic"]').first().waitFor();
    assert.equal(await without.element.locator('[part="card-selector"]').count(), 0);
    for (const path of ['/help-centre/troubleshoot/cards', '/help-centre/troubleshoot/card/card-travel']) {
      await without.page.goto(`${env.servers.origin}${path}`);
      await without.element.locator('[part="error-page"]', { hasText: 'Not found' }).waitFor();
      assert.equal(await without.element.locator('[part="cards-page"], [part="troubleshooter-page"]').count(), 0);
    }
    const calls = without.requests.filter((url) => url.includes('/api/accounts/cards'));
    assert.deepEqual(calls, [], 'no cards api call');
    await without.close();
  });
});
