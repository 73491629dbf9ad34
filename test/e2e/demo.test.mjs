// The demo index and every page it lists, and the cross-origin host page, load cleanly
// under their strict CSP, with no axe violations.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { axeViolations, openPage, screenshot, useServersAndBrowser } from './support.mjs';

describe('demo pages', () => {
  const env = useServersAndBrowser();

  it('the index lists the element pages and the cross-origin host, and each loads cleanly', async () => {
    const index = await openPage(env.browser);
    await index.page.goto(`${env.servers.origin}/`);
    const links = await index.page.locator('.cards a').evaluateAll((anchors) => anchors.map((anchor) => anchor.href));
    assert.deepEqual(links, [`${env.servers.origin}/app-switcher.html`, `${env.servers.origin}/sso.html`, `${env.servers.hostOrigin}/`]);
    assert.deepEqual(await axeViolations(index.page), []);
    assert.deepEqual(index.problems, []);
    await index.close();

    for (const link of links) {
      const { page, problems, close } = await openPage(env.browser);
      await page.goto(link);
      await page.locator('fin-app-switcher button[part="trigger"]').first().waitFor();
      assert.deepEqual(await axeViolations(page), [], `axe on ${link}`);
      await page.locator('fin-app-switcher button[part="trigger"]').first().click();
      await page.locator('[role="menu"]').first().waitFor();
      assert.deepEqual(await axeViolations(page), [], `axe on ${link} with the menu open`);
      assert.deepEqual(problems, [], `problems on ${link}`);
      await close();
    }
  });

  it('the cross-origin page loads the SDK from the other origin and relays data-api-base', async () => {
    const { page, problems, requests, close } = await openPage(env.browser);
    await page.goto(`${env.servers.hostOrigin}/`);
    await page.locator('fin-app-switcher button[part="trigger"]').waitFor();
    assert.notEqual(new URL(env.servers.hostOrigin).origin, env.servers.origin);
    assert.ok(requests.some((url) => url.startsWith(`${env.servers.origin}/dist/elements/fin-app-switcher-`)), 'element module from the SDK origin');
    const config = await page.evaluate(() => window.__finWidgets.config);
    assert.deepEqual(config, { apiBase: `${env.servers.origin}/`, locale: 'en-GB' });
    await page.locator('fin-app-switcher button[part="trigger"]').click();
    await page.getByRole('menuitem', { name: /Hiring/ }).click();
    await page.locator('#event-log li', { hasText: 'fin-app-switcher-select' }).waitFor();
    assert.deepEqual(problems, []);
    await screenshot(page, 'cross-origin');
    await close();
  });
});
