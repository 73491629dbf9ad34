// <fin-chat> and <fin-chat-launcher> on the demo page through the reference server, driven by
// the UI: launcher → panel (Support / Helping you 24/7) → pre-ticket → ticket → chatbot → agent
// (structured content, image with its preview, internal request) → axe → Escape returns focus to
// the launcher; screenshots at 375 and 1280 px.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createServer } from '../../demo/server/app.mjs';
import { axeViolations, launchBrowser, openPage, screenshot } from './support.mjs';

describe('<fin-chat> demo', () => {
  let app;
  let origin;
  let browser;
  before(async () => {
    ({ app } = await createServer({ chat: { timings: { botReplyMs: 100, agentJoinMs: 200, agentTypingMs: 200, heartbeatMs: 1000 } } }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${app.server.address().port}`;
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await app?.close();
  });

  for (const width of [1280, 375]) {
    it(`pre-ticket → ticket → agent → image → Escape, by the UI, axe clean (${width} px)`, { timeout: 60_000 }, async () => {
      const { page, problems, close } = await openPage(browser, { viewport: { width, height: 800 } });
      await page.goto(`${origin}/chat.html`);
      // A user of its own per run: the other run's ticket would otherwise be the one that opens.
      await page.evaluate((id) => document.querySelector('fin-chat').setAttribute('client-id', id), `e2e-${width}`);
      const launcher = page.locator('fin-chat-launcher button');
      assert.equal(await launcher.getAttribute('aria-label'), 'Support chat');
      await launcher.click();
      const panel = page.locator('fin-chat [part="panel"]');
      await panel.waitFor();
      assert.equal(await page.locator('fin-chat [part="title"]').textContent(), 'Support');
      assert.equal(await page.locator('fin-chat [part="caption"]').textContent(), 'Helping you 24/7');
      await page.locator('fin-chat [part~="bubble-agent"]').first().waitFor();

      const input = page.locator('fin-chat textarea');
      await input.fill('my card was declined');
      await input.press('Enter');
      await page.locator('fin-chat [part="messages"]', { hasText: 'merchant' }).waitFor();
      await input.fill('I want a human agent');
      await input.press('Enter');
      await page.locator('fin-chat [part="internal-request"]').waitFor({ timeout: 15_000 });
      await page.locator('fin-chat [part="image"] img').waitFor();
      assert.deepEqual(await axeViolations(page), []);
      await screenshot(page, `chat-${width}`);

      // The image opens in a preview dialog; Escape closes the dialog, not the panel.
      await page.locator('fin-chat [part="image"]').click();
      await page.locator('fin-chat [part="image-preview"]').waitFor();
      await page.keyboard.press('Escape');
      await page.locator('fin-chat [part="image-preview"]').waitFor({ state: 'detached' });
      assert.equal(await panel.isVisible(), true);

      // The internal request's answer goes in as the client's message.
      await page.locator('fin-chat [part="internal-request"] button', { hasText: 'Yes, it was me' }).click();
      await page.locator('fin-chat [part~="bubble-client"]', { hasText: 'Yes, it was me' }).waitFor();

      // Escape closes the panel and gives focus back to the launcher.
      await input.focus();
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'hidden' });
      assert.equal(await page.evaluate(() => document.activeElement?.localName), 'fin-chat-launcher');
      // Nothing went wrong: the socket waited for sign-in (no refused first connect).
      assert.deepEqual(problems, []);
      await close();
    });
  }
});
