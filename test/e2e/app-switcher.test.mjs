// <fin-app-switcher> on the production and the test domain (routed to the reference server),
// driven by the keyboard, with screenshots.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../support/chromium.mjs';
import { routedPage, screenshot, snippet, startServers, useServersAndBrowser } from './support.mjs';

describe('<fin-app-switcher>', () => {
  const env = useServersAndBrowser();

  async function pageOn(pageUrl) {
    const { origin } = new URL(pageUrl);
    const html = `<!doctype html><html lang="en"><head><title>App</title>${snippet(origin)}</head>
      <body style="margin:0;font-family:sans-serif"><header style="display:flex;justify-content:space-between;align-items:center;padding:12px 24px;border-bottom:1px solid #e1e5ea">
      <strong>Business</strong><fin-app-switcher current="business"></fin-app-switcher></header></body></html>`;
    const opened = await routedPage(env.browser, env.servers, pageUrl, html);
    await opened.page.locator('fin-app-switcher button[part="trigger"]').waitFor();
    return opened;
  }

  const hosts = (page) => page.getByRole('menuitem').evaluateAll((items) => items.map((item) => new URL(item.href).host));

  it('links the production hosts on the production domain', async () => {
    const { page, problems, close } = await pageOn('https://business.finapp.com/');
    await page.getByRole('button', { name: 'Switch app' }).click();
    // The menu opens once the floating layer's chunk is in: wait for its last app before reading the links.
    await page.getByRole('menuitem', { name: /^Point of sale/ }).waitFor();
    assert.deepEqual(await hosts(page), [
      'app.finapp.com', 'business.finapp.com', 'invest.finapp.com', 'exchange.finapp.com',
      'people.finapp.com', 'hiring.finapp.com', 'pos.finapp.com',
    ]);
    assert.equal(await page.getByText('Test environment').count(), 0);
    assert.equal(await page.getByRole('menuitem', { name: /Business/ }).getAttribute('aria-current'), 'page');
    await screenshot(page, 'app-switcher-production');
    assert.deepEqual(problems, []);
    await close();
  });

  it('links the test hosts on the test domain and is keyboard accessible', async () => {
    const { page, problems, close } = await pageOn('https://business.finapp-test.com/');
    await page.getByRole('button', { name: 'Switch app' }).focus();
    await page.keyboard.press('Enter');
    const focusedText = () => page.evaluate(() => document.querySelector('fin-app-switcher').shadowRoot.activeElement?.textContent ?? '');
    // The menu opens once its code is in (asked for when the button took focus), then its item takes focus.
    const focusedOn = (name) =>
      page.waitForFunction((start) => document.querySelector('fin-app-switcher').shadowRoot.activeElement?.textContent?.startsWith(start), name, { timeout: 5000 });
    await focusedOn('Banking');
    assert.match(await focusedText(), /^Banking/);
    assert.ok((await hosts(page)).every((host) => host.endsWith('.finapp-test.com')));
    await page.getByText('Test environment').waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    assert.match(await focusedText(), /^Investing/);
    await screenshot(page, 'app-switcher-test');
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
    assert.equal(await page.evaluate(() => document.querySelector('fin-app-switcher').shadowRoot.activeElement?.getAttribute('part')), 'trigger');

    await page.keyboard.press('ArrowUp');
    await focusedOn('Point of sale');
    assert.match(await focusedText(), /^Point of sale/);
    await page.route('https://pos.finapp-test.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Point of sale</title>' }));
    await page.keyboard.press('Enter');
    await page.waitForURL('https://pos.finapp-test.com/');
    assert.deepEqual(problems, []);
    await close();
  });
});

describe('<fin-app-switcher> menu and scrollbars', () => {
  // Headless Chromium hides scrollbars (--hide-scrollbars): this browser draws them, to press them.
  const env = { servers: undefined, browser: undefined };
  before(async () => {
    env.servers = await startServers();
    env.browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, ignoreDefaultArgs: ['--hide-scrollbars'] });
  });
  after(async () => {
    await env.browser?.close();
    await env.servers?.close();
  });

  it("a press on the page's scrollbar, or on a list's beside the open menu, leaves it open; a press on the list closes it", async () => {
    const html = `<!doctype html><html lang="en"><head><title>App</title>${snippet('https://business.finapp.com')}</head>
      <body style="margin:0;font-family:sans-serif"><header style="display:flex;justify-content:space-between;align-items:center;padding:12px 24px">
      <strong>Business</strong><fin-app-switcher current="business"></fin-app-switcher></header>
      <div id="list" style="width:200px;height:120px;overflow-y:scroll;margin:200px 24px 0"><div style="height:600px">Transactions</div></div>
      <div style="height:3000px"></div></body></html>`;
    const { page, problems, close } = await routedPage(env.browser, env.servers, 'https://business.finapp.com/', html);
    await page.getByRole('button', { name: 'Switch app' }).click();
    const menu = page.getByRole('menu');
    await page.getByRole('menuitem', { name: /^Point of sale/ }).waitFor();
    const listBox = () =>
      page.locator('#list').evaluate((element) => {
        const box = element.getBoundingClientRect();
        return { right: box.right, left: box.left, top: box.top, bar: element.offsetWidth - element.clientWidth };
      });
    let list = await listBox();
    assert.ok(list.bar > 0, 'the list shows no scrollbar');
    await page.mouse.click(list.right - list.bar / 2, list.top + 60);
    await page.waitForTimeout(100);
    assert.equal(await menu.count(), 1, "a press on the list's scrollbar closed the menu");
    const { width, height, pageBar } = await page.evaluate(() => ({
      width: window.innerWidth,
      height: window.innerHeight,
      pageBar: window.innerWidth - document.documentElement.clientWidth,
    }));
    assert.ok(pageBar > 0, 'the page shows no scrollbar');
    await page.mouse.click(width - pageBar / 2, height / 2);
    // A press on the track scrolls the page smoothly: let it settle, and bring the list back.
    await page.waitForTimeout(500);
    assert.equal(await menu.count(), 1, "a press on the page's scrollbar closed the menu");
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    list = await listBox();
    await page.mouse.click(list.left + 20, list.top + 20);
    await menu.waitFor({ state: 'detached' });
    assert.deepEqual(problems, []);
    await close();
  });
});
