// <fin-help-centre> requests and forms through the reference server (issue 22): the landing's
// active requests, My requests with Active and Archived (axe, screenshots at 375 and 1280 px), an
// active request opening its chat ticket in <fin-chat>; an article's form action and the
// forms-actions page opening <fin-form> with the action's params. The browser has a fake camera:
// the evidence form asks for a photo, and a camera-required form on a device without one shows
// 'No camera found' instead (forms-tickets-tracker.md §4 Form).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fakeMediaArgs } from '../support/chromium.mjs';
import { axeViolations, openPage, screenshot, useServersAndBrowser } from './support.mjs';

describe('<fin-help-centre> requests and forms through the reference server', () => {
  const env = useServersAndBrowser({ browserArgs: fakeMediaArgs });

  async function open(path, width = 1280) {
    const opened = await openPage(env.browser, { viewport: { width, height: 900 } });
    await opened.page.goto(`${env.servers.origin}${path}`);
    await opened.page.selectOption('#scope', 'retail');
    return { ...opened, element: opened.page.locator('fin-help-centre') };
  }

  it("lists the requests, opens My requests, and an active request's chat", async () => {
    for (const width of [1280, 375]) {
      const { page, element, close } = await open('/help-centre', width);
      await element.locator('[part="request"]').first().waitFor();
      assert.equal(await element.locator('[part="active-requests"] [part="request"]').count(), 3);
      await element.locator('a', { hasText: 'See all · 4' }).click();
      await page.waitForURL((url) => url.pathname === '/help-centre/all-requests');
      await element.locator('h1', { hasText: 'My requests' }).waitFor();
      await element.locator('#hc-archived').waitFor();
      assert.equal(await element.locator('section[aria-labelledby="hc-active"] [part="request"]').count(), 4);
      assert.equal(await element.locator('section[aria-labelledby="hc-archived"] [part="request"]').count(), 2);
      assert.deepEqual(await axeViolations(page), []);
      await screenshot(page, `help-centre-requests-${width}`, { fullPage: true });
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(scrollWidth <= width, `no sideways scroll at ${width} px (${scrollWidth})`);
      if (width === 1280) {
        await element.locator('[part="request"]', { hasText: 'Card replacement' }).click();
        await page.locator('fin-chat [part="panel"]').waitFor();
        await page.locator('fin-chat [part~="bubble-agent"]', { hasText: 'a new card is on its way' }).waitFor({ timeout: 15000 });
        await page.locator('fin-chat [part~="bubble-client"]', { hasText: 'My card is damaged' }).waitFor();
      }
      await close();
    }
  });

  it("opens an article's form action, and the forms-actions page's choice, as <fin-form> with the params", async () => {
    const { page, element, close } = await open('/help-centre/faq/card-payments/how-do-i-dispute-a-card-payment');
    await element.locator('button', { hasText: 'Dispute a card payment' }).click();
    await page.waitForURL((url) => url.pathname === '/help-centre/form/chargeback' && url.searchParams.get('full-name') === 'Alex Morgan');
    const form = element.locator('[part="form"] fin-form');
    await form.locator('h1', { hasText: 'Tell us about the payment' }).waitFor({ timeout: 15000 });
    assert.ok(await form.locator('input').evaluateAll((inputs) => inputs.some((input) => input.value === 'Alex Morgan')), 'the full-name param prefills the form');
    await screenshot(page, 'help-centre-form-1280', { fullPage: true });

    await page.evaluate(() => {
      window.history.pushState({ formActions: [{ formId: 'chargeback', title: 'Dispute a card payment' }, { formId: 'evidence', title: 'Send your evidence' }] }, '', '/help-centre/form-actions');
    });
    await element.locator('h1', { hasText: 'How can we help?' }).waitFor();
    assert.deepEqual(await axeViolations(page), []);
    await element.locator('[part="form-action"]', { hasText: 'Send your evidence' }).click();
    await page.waitForURL((url) => url.pathname === '/help-centre/form/evidence');
    await element.locator('[part="form"] fin-form h1', { hasText: 'Send us your evidence' }).waitFor({ timeout: 15000 });
    await close();
  });
});
