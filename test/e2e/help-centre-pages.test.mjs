// <fin-help-centre> through the reference server, issue 38: the forms-actions path (an article's
// need more help → its form actions → a form, and their chat), the chat hand-off with an article's
// chat entry (its entry suggestions and form in <fin-chat>) and a /chat link in an article, 'Select
// an issue' opened from a link (the entity read by id), routes that behave like pages (focus on the
// heading, the tab's title, Back to where the page was left), and every route at 375 and 1280 px
// with axe and a screenshot.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { axeViolations, openPage, screenshot, useServersAndBrowser } from './support.mjs';

const DISPUTE = '/help-centre/faq/card-payments/how-do-i-dispute-a-card-payment';

describe('<fin-help-centre> forms actions, chat hand-off and pages through the reference server', () => {
  let chat;
  const env = useServersAndBrowser({ server: { chat: { expose: (runtime) => (chat = runtime) } } });

  async function open(path, { scope = 'retail', width = 1280 } = {}) {
    const opened = await openPage(env.browser, { viewport: { width, height: 900 } });
    const decisions = [];
    opened.page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/support/chat-decision') decisions.push(url.searchParams.get('category'));
    });
    await opened.page.goto(`${env.servers.origin}/help-centre`);
    await opened.page.selectOption('#scope', scope);
    if (path !== '/help-centre') {
      await opened.page.goto(`${env.servers.origin}${path}`);
      // The landing page's own decision (its chat button) is no part of what the test looks at.
      decisions.length = 0;
    }
    return { ...opened, decisions, element: opened.page.locator('fin-help-centre') };
  }

  /** The focused element inside the help centre's shadow root, as 'TAG text'. */
  const focused = (page) => page.evaluate(() => {
    const active = document.querySelector('fin-help-centre')?.shadowRoot?.activeElement;
    return active ? `${active.tagName} ${active.textContent?.trim()}` : 'none';
  });

  it("an article's need more help leads to its form actions, whose chat carries the article's entry suggestions and form; a choice opens the form", { timeout: 120_000 }, async () => {
    const { page, element, problems, decisions, close } = await open(DISPUTE);
    await element.locator('[part="step"], [part="content"]').first().waitFor();
    const contact = element.locator('[part="need-more-help"] button', { hasText: 'Contact us' });
    await contact.click();
    await page.waitForURL((url) => url.pathname === '/help-centre/form-actions');
    await element.locator('[part="form-action"]', { hasText: 'Send your evidence' }).waitFor();
    assert.deepEqual(await element.locator('[part="form-action"]').allTextContents(), ['Dispute a card payment', 'Send your evidence']);
    assert.equal(await focused(page), 'H1 How can we help?');
    assert.equal(await page.title(), 'How can we help? – Help centre · Fin Widgets');
    assert.deepEqual(decisions, ['card-payments'], 'the article asks no decision: only the forms-actions page does, for its category');
    assert.deepEqual(await axeViolations(page), []);

    // The chat: a new one for the article's category, with its entry suggestions and its form.
    await element.locator('[part="need-more-help"] button', { hasText: 'Chat with us' }).click();
    await page.locator('fin-chat [part="panel"]').waitFor();
    await page.locator('fin-chat [part="suggestion"]', { hasText: "I don't recognise a payment" }).waitFor({ timeout: 15_000 });
    assert.deepEqual(await page.locator('fin-chat [part="suggestion"]').allTextContents(), ["I don't recognise a payment", 'A refund has not arrived']);
    await page.locator('fin-chat [part="pre-ticket-form"] fin-form h1', { hasText: 'Where and how much' }).waitFor({ timeout: 15_000 });
    await screenshot(page, 'help-centre-chat-entry-1280');
    await page.locator('fin-chat [part="close"]').first().click();
    await page.locator('fin-chat [part="panel"]').waitFor({ state: 'hidden' });

    // A form action opens <fin-form> on the help centre's form route, with its params.
    await element.locator('[part="form-action"]', { hasText: 'Dispute a card payment' }).click();
    await page.waitForURL((url) => url.pathname === '/help-centre/form/chargeback' && url.searchParams.get('full-name') === 'Alex Morgan');
    await element.locator('[part="form"] fin-form h1', { hasText: 'Tell us about the payment' }).waitFor({ timeout: 15_000 });
    // Back: the forms-actions page again, from its history entry.
    await page.goBack();
    await element.locator('[part="form-action"]', { hasText: 'Dispute a card payment' }).waitFor();
    assert.deepEqual(problems, []);
    await close();
  });

  it("a /chat link in an article opens the chat through the help centre's hand-off, with the article's entry suggestions and context", { timeout: 120_000 }, async () => {
    // Card payments: the user has no request of that category, so the decision opens a new chat.
    const { page, element, problems, decisions, close } = await open('/help-centre/faq/card-payments/why-is-a-card-payment-still-pending');
    const link = element.locator('[part="content"] button', { hasText: 'chat with us' });
    await link.click();
    await page.locator('fin-chat [part="panel"]').waitFor();
    const suggestion = page.locator('fin-chat [part="suggestion"]', { hasText: 'A refund has not arrived' });
    await suggestion.waitFor({ timeout: 15_000 });
    assert.ok(decisions.includes('card-payments'), `the decision for the article's category: ${decisions}`);
    await suggestion.click();
    await page.locator('fin-chat [part~="bubble-agent"]', { hasText: 'I can see you came from the help centre about' }).waitFor({ timeout: 15_000 });
    const key = 'card-payments.why-is-a-card-payment-still-pending';
    // §7.2: titleKey, faqPath and localisedFaqPath at the top level of POST /tickets.
    const ticket = chat.state.ticketsOf('demo-identity').find((candidate) => candidate.titleKey === key);
    assert.ok(ticket, 'a ticket carrying the article');
    assert.equal(ticket.category, 'card-payments');
    assert.deepEqual(
      { faqPath: ticket.faqPath, localisedFaqPath: ticket.localisedFaqPath },
      { faqPath: 'card-payments/why-is-a-card-payment-still-pending', localisedFaqPath: 'Card payments / Why is a card payment still pending?' },
    );
    assert.deepEqual(problems, []);
    await close();
  });

  it("'Select an issue' opened from a link reads the transaction by id and asks about it", { timeout: 60_000 }, async () => {
    const { page, element, problems, close } = await open('/help-centre', { scope: 'business' });
    await page.goto(`${env.servers.origin}/help-centre/troubleshoot/transaction/hc-tx-001`);
    const dialog = element.locator('[role="dialog"]', { hasText: 'Is your issue about this transaction?' });
    await dialog.waitFor();
    const row = element.locator('[part="troubleshooter-page"] [part="transaction"]');
    await row.waitFor();
    assert.match(await row.textContent(), /\S/);
    assert.deepEqual(await axeViolations(page), []);
    await dialog.locator('button', { hasText: 'Yes' }).click();
    await element.locator('[part="issues"] [part="issue"]').first().waitFor();
    assert.deepEqual(problems, []);
    await close();
  });

  it('routes behave like pages: focus on the heading, the tab titled, Back to where the page was left', { timeout: 60_000 }, async () => {
    const { page, element, problems, close } = await open('/help-centre', { width: 375 });
    await element.locator('[part="topic"]').first().waitFor();
    assert.equal(await page.title(), 'How can we help? – Help centre · Fin Widgets');
    const statements = element.locator('[part="topic"]', { hasText: 'Statements' });
    await statements.scrollIntoViewIfNeeded();
    const left = await page.evaluate(() => window.scrollY);
    assert.ok(left > 300, `scrolled to ${left}`);
    await statements.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/help-centre/faq/statements');
    await page.waitForFunction(() => document.querySelector('fin-help-centre')?.shadowRoot?.activeElement?.tagName === 'H1');
    assert.equal(await focused(page), 'H1 Statements & documents');
    assert.equal(await page.title(), 'Statements & documents – Help centre · Fin Widgets');
    const top = await element.evaluate((node) => node.getBoundingClientRect().top);
    assert.ok(top >= -1, `the element's top is in view (${top})`);
    await page.goBack();
    await element.locator('[part="landing"]').waitFor();
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 2, left);
    assert.deepEqual(problems, []);
    await close();
  });

  it('the search box is a combobox: ArrowDown to a completion, Enter runs it, the count is said; axe and screenshots with the list open', { timeout: 60_000 }, async () => {
    for (const width of [1280, 375]) {
      const { page, element, problems, close } = await open('/help-centre', { width });
      const input = element.locator('input[role="combobox"]');
      await input.pressSequentially('card', { delay: 30 });
      await element.locator('[role="listbox"] [role="option"]').first().waitFor();
      assert.equal(await input.getAttribute('aria-expanded'), 'true');
      assert.equal(await input.getAttribute('aria-activedescendant'), null);
      await page.waitForFunction(() => /\d+ suggested search/.test(document.querySelector('fin-help-centre')?.shadowRoot?.querySelector('[part="search-count"]')?.textContent ?? ''));
      await page.keyboard.press('ArrowDown');
      const active = await input.getAttribute('aria-activedescendant');
      const chosen = await element.locator(`[id="${active}"]`).innerText();
      assert.deepEqual(await axeViolations(page), []);
      await screenshot(page, `help-centre-route-search-combobox-${width}`, { fullPage: true });
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.searchParams.get('searchQuery') === chosen.trim());
      await element.locator('[part="result"]').first().waitFor();
      assert.deepEqual(problems, []);
      await close();
    }
  });

  /** Every route, its heading, and what to wait for before looking. */
  const ROUTES = [
    ['landing', '/help-centre', 'How can we help?', '[part~="banner"]'],
    ['topic', '/help-centre/faq/cards', 'Cards', '[part="topic"]'],
    ['article-steps', '/help-centre/faq/cards/how-do-i-freeze-my-card', 'How do I freeze my card?', '[part="step"]'],
    ['article-blocks', '/help-centre/faq/cards/my-card-is-lost-or-stolen', 'My card is lost or stolen', '[part="content"] ul'],
    ['article-html', '/help-centre/faq/cards/how-do-i-order-a-physical-card', 'How do I order a physical card?', '[part="content"] p'],
    ['article-forms', DISPUTE, 'How do I dispute a card payment?', '[part="suggested-actions"]'],
    ['search', '/help-centre/search?lastVisitedFaq=cards', 'Help with something else', '[part="suggestion"]'],
    ['search-results', '/help-centre/search?searchQuery=card', 'Help with something else', '[part="result"]'],
    ['search-none', '/help-centre/search?searchQuery=zebra', 'Help with something else', '[part="no-results"]'],
    ['requests', '/help-centre/all-requests', 'My requests', '[part="request"]'],
    ['past-requests', '/help-centre/past-requests', 'Past requests', '[part="requests-page"]'],
    ['form-actions', null, 'How can we help?', '[part="form-action"]'],
    ['form', '/help-centre/form/chargeback?full-name=Alex%20Morgan', 'How can we help?', '[part="form"] fin-form h1'],
    ['cards', '/help-centre/troubleshoot/cards', 'Select a card to get help', '[part="card"]'],
    ['card', '/help-centre/troubleshoot/card/card-travel', 'Select an issue', '[part="issue"]'],
    ['not-found', '/help-centre/faq/cards/no-such-article', 'Not found', '[part="error-page"]'],
  ];

  for (const width of [375, 1280]) {
    it(`every route at ${width} px: its heading, axe, a screenshot`, { timeout: 240_000 }, async () => {
      const { page, element, problems, close } = await open('/help-centre', { width });
      // The card route asks its popup in the demo: answered once, it is not asked again.
      await page.setChecked('#confirm', false);
      for (const [name, path, heading, ready] of ROUTES) {
        if (path) await page.goto(`${env.servers.origin}${path}`);
        else {
          await page.goto(`${env.servers.origin}${DISPUTE}`);
          await element.locator('[part="need-more-help"] button', { hasText: 'Contact us' }).click();
        }
        await element.locator('h1', { hasText: heading }).first().waitFor({ timeout: 15_000 });
        await element.locator(ready).first().waitFor({ timeout: 15_000 });
        assert.deepEqual(await axeViolations(page), [], `axe on ${name}`);
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        assert.ok(scrollWidth <= width, `no sideways scroll on ${name} at ${width} px (${scrollWidth})`);
        await screenshot(page, `help-centre-route-${name}-${width}`, { fullPage: true });
      }
      // Signed out: no requests, and the request pages say so.
      await page.setChecked('#signed-in', false);
      const loaded = problems.length;
      await page.goto(`${env.servers.origin}/help-centre/all-requests`);
      await element.locator('[part="requests-empty"]', { hasText: 'Sign in to see your requests' }).waitFor();
      assert.deepEqual(await axeViolations(page), [], 'axe on the signed-out requests');
      await screenshot(page, `help-centre-route-signed-out-${width}`, { fullPage: true });
      // The page loaded anew without an identity: one warning for it.
      const warnings = problems.slice(loaded).filter((problem) => problem.includes('registered-identity-id'));
      assert.equal(warnings.length, 1, `one warning: ${JSON.stringify(problems)}`);
      await page.setChecked('#signed-in', true);
      assert.deepEqual(problems.filter((problem) => !problem.includes('registered-identity-id')), []);
      await close();
    });
  }
});
