// Right to left (issue 40): each element on a demo page in its right-to-left state (?dir=rtl: the
// host page is right to left; ?locale=ar: an Arabic locale on a left-to-right page) at 375 px.
// For each: its shadow root lays out right to left, a directional icon (chevron, back, send) is
// mirrored, amounts, card and phone numbers stay left to right, axe finds nothing; screenshots in
// test-results/rtl-*.png. <fin-tracker> renders nothing (display: none), so it has no test here.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { axeViolations, openPage, screenshot, useServersAndBrowser } from './support.mjs';

/** What one element shows of its direction: its root's, its mirrored icons, its left-to-right runs. */
function directionOf(page, selector) {
  return page.evaluate((selector) => {
    const host = document.querySelector(selector);
    const root = host.shadowRoot;
    const first = root.querySelector('*:not(style)');
    return {
      direction: window.getComputedStyle(first).direction,
      mirrored: [...root.querySelectorAll('svg')].filter((svg) => window.getComputedStyle(svg).scale === '-1 1').length,
      ltr: [...root.querySelectorAll('[dir="ltr"]')].filter((node) => window.getComputedStyle(node).direction === 'ltr').map((node) => node.value || node.textContent),
    };
  }, selector);
}

describe('right to left', () => {
  const env = useServersAndBrowser();

  async function open(path, ready) {
    const opened = await openPage(env.browser, { viewport: { width: 375, height: 812 } });
    await opened.page.goto(`${env.servers.origin}${path}`);
    await opened.page.locator(ready).first().waitFor();
    return opened;
  }

  async function finish({ page, problems, close }, name, ignore = []) {
    assert.ok((await page.evaluate(() => document.documentElement.scrollWidth)) <= 375, `${name}: the page is wider than 375 px`);
    await screenshot(page, `rtl-${name}`, { fullPage: true });
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(problems.filter((problem) => !ignore.some((pattern) => pattern.test(problem))), []);
    await close();
  }

  it('<fin-form>: the full-page form, its back chevron mirrored, the amounts left to right', async () => {
    const opened = await open('/form/chargeback?dir=rtl', 'fin-form [part="back"]');
    const { page } = opened;
    await page.locator('fin-form input[inputmode="decimal"]').fill('412.5');
    const state = await directionOf(page, 'fin-form');
    assert.equal(state.direction, 'rtl');
    assert.ok(state.mirrored >= 1, 'the back chevron is mirrored');
    assert.ok(state.ltr.includes('412.50') || state.ltr.includes('412.5'), `the amount is left to right: ${state.ltr}`);
    assert.ok(state.ltr.some((text) => /£412\.50/.test(text)), `the transaction's amount is left to right: ${state.ltr}`);
    // The back button sits at the start of the line: on the right.
    const back = await page.locator('fin-form [part="back"]').boundingBox();
    assert.ok(back.x > 375 / 2, `the back button is on the right (x ${back.x})`);
    await finish(opened, 'form');
  });

  it('<fin-ticket>: cards with their chevrons mirrored, the page\'s amount left to right', async () => {
    const opened = await open('/ticket.html?dir=rtl', '#ticket-page [part="transaction-cell"]');
    const items = await directionOf(opened.page, 'fin-ticket[variant="item"]');
    assert.equal(items.direction, 'rtl');
    assert.equal(items.mirrored, 1, 'the card\'s chevron is mirrored');
    const ticket = await directionOf(opened.page, '#ticket-page');
    assert.equal(ticket.direction, 'rtl');
    assert.ok(ticket.ltr.some((text) => /£412\.60/.test(text)), `the amount is left to right: ${ticket.ltr}`);
    await finish(opened, 'ticket', [/unknown type "WIDGET_HOLOGRAM"/]);
  });

  it('<fin-chargeback>: right to left, its chevron mirrored, its amount left to right', async () => {
    const opened = await open('/ticket.html?dir=rtl', 'fin-chargeback [dir="ltr"]');
    const state = await directionOf(opened.page, 'fin-chargeback');
    assert.equal(state.direction, 'rtl');
    assert.ok(state.mirrored >= 1);
    assert.ok(state.ltr.some((text) => /£412\.60/.test(text)), `the amount is left to right: ${state.ltr}`);
    await finish(opened, 'chargeback', [/unknown type "WIDGET_HOLOGRAM"/]);
  });

  it('<fin-app-switcher> with an Arabic locale on a left-to-right page: right to left, its menu aligned to the button\'s left edge', async () => {
    const opened = await open('/app-switcher.html?locale=ar', 'fin-app-switcher button[part="trigger"]');
    const { page } = opened;
    assert.equal(await page.evaluate(() => document.documentElement.dir), '');
    const trigger = page.locator('fin-app-switcher button[part="trigger"]').first();
    assert.equal((await directionOf(page, 'fin-app-switcher')).direction, 'rtl');
    // Near the left edge, where a menu aligned to the button's right edge would not fit.
    await page.evaluate(() => (document.querySelector('fin-app-switcher').style.cssText = 'position: absolute; top: 80px; left: 24px'));
    await trigger.click();
    const menu = page.locator('fin-app-switcher [part="menu"]').first();
    await menu.waitFor();
    await page.waitForFunction(() => [...document.querySelectorAll('fin-app-switcher')].some((el) => el.shadowRoot.querySelector('[part="menu"]') && window.getComputedStyle(el.shadowRoot.querySelector('[part="menu"]')).opacity === '1'));
    // bottom-end is logical: right to left, the menu's end (its left edge) meets the button's.
    const [button, box] = [await trigger.boundingBox(), await menu.boundingBox()];
    assert.ok(Math.abs(box.x - button.x) < 1, `the menu is aligned to the button's left edge (menu ${box.x}, button ${button.x})`);
    await screenshot(page, 'rtl-app-switcher-menu');
    await page.keyboard.press('Escape');
    await page.evaluate(() => (document.querySelector('fin-app-switcher').style.cssText = ''));
    await finish(opened, 'app-switcher');
  });

  it('<fin-sso-button> with an Arabic locale: right to left (no icon, no number to keep)', async () => {
    const opened = await open('/sso.html?locale=ar', 'fin-sso-button button');
    assert.equal((await directionOf(opened.page, 'fin-sso-button')).direction, 'rtl');
    await finish(opened, 'sso-button');
  });

  it('<fin-chat-launcher>: in the bottom-left corner, its count left to right', async () => {
    const opened = await open('/chat.html?dir=rtl', 'fin-chat-launcher button');
    const { page } = opened;
    const state = await directionOf(page, 'fin-chat-launcher');
    assert.equal(state.direction, 'rtl');
    assert.deepEqual(await page.locator('fin-chat-launcher [part="badge"]').evaluate((badge) => badge.dir), 'ltr');
    const box = await page.locator('fin-chat-launcher button').boundingBox();
    assert.ok(box.x < 375 / 2, `the launcher is on the left (x ${box.x})`);
    await finish(opened, 'chat-launcher');
  });

  it('<fin-chat>: the panel on the left edge, its send arrow mirrored', async () => {
    const opened = await open('/chat.html?dir=rtl', 'fin-chat-launcher button');
    const { page } = opened;
    await page.locator('fin-chat-launcher button').click();
    await page.locator('fin-chat [part="send"]').waitFor();
    await page.locator('fin-chat textarea').fill('My card payment of 412.50 AED');
    const state = await directionOf(page, 'fin-chat');
    assert.equal(state.direction, 'rtl');
    assert.ok(state.mirrored >= 1, 'the send arrow is mirrored');
    assert.equal(await page.locator('fin-chat [part="panel"]').evaluate((panel) => window.getComputedStyle(panel).left), '0px');
    // It slides in from the left: its keyframes' translateX is multiplied by this.
    assert.equal(await page.locator('fin-chat [part="panel"]').evaluate((panel) => window.getComputedStyle(panel).getPropertyValue('--fin-inline-sign').trim()), '-1');
    await finish(opened, 'chat');
  });

  it('<fin-help-centre>: its rows\' chevrons and the back chevron mirrored, the search icon at the start (right)', async () => {
    const opened = await open('/help-centre?dir=rtl', 'fin-help-centre [part="landing"] .hc-row');
    const { page } = opened;
    await page.locator('fin-help-centre .hc-row__chevron').nth(5).waitFor();
    const state = await directionOf(page, 'fin-help-centre');
    assert.equal(state.direction, 'rtl');
    assert.ok(state.mirrored >= 5, `the chevrons are mirrored (${state.mirrored})`);
    const back = await page.locator('fin-help-centre [part="back"]').boundingBox();
    assert.ok(back.x > 375 / 2, `the back link is on the right (x ${back.x})`);
    // The search box is the landing's lazily loaded part, and its first paint is replaced when the
    // search's code comes: the icon found may be gone by the time it is measured (the full run
    // read a null box twice, once after waiting for it). Measure whichever icon is there, until one is.
    const icon = page.locator('fin-help-centre .fin-search__icon');
    let search = null;
    for (const end = Date.now() + 10_000; !search && Date.now() < end; ) search = await icon.boundingBox({ timeout: 1000 }).catch(() => null);
    assert.ok(search, 'the search icon never showed');
    assert.ok(search.x > 375 / 2, `the search icon is on the right (x ${search.x})`);
    await finish(opened, 'help-centre');
  });

  it('follows the page when it turns right to left after the elements rendered (a host switching language)', async () => {
    const opened = await open('/help-centre', 'fin-help-centre [part="landing"] .hc-row');
    const { page } = opened;
    assert.equal((await directionOf(page, 'fin-help-centre')).mirrored, 0);
    await page.evaluate(() => (document.documentElement.dir = 'rtl'));
    await page.waitForFunction(() => document.querySelector('fin-help-centre').shadowRoot.querySelector('.hc-row__chevron')?.style.scale === '-1 1');
    await page.evaluate(() => document.documentElement.removeAttribute('dir'));
    await page.waitForFunction(() => !document.querySelector('fin-help-centre').shadowRoot.querySelector('.hc-row__chevron')?.style.scale);
    await opened.close();
  });
});
