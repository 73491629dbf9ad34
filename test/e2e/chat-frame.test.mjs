// The chat panel's frame at once (issue 48): through the built loader, an open of the closed
// <fin-chat> draws the panel's frame in plain DOM (header, title, close, a spinner, the composer
// disabled) while React's chunk is still on its way; Escape and close hide it; once React is in,
// the panel takes the same shadow root over without a jump (same header and composer boxes, same
// colours in light and dark), with one header.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { axeViolations, openPage, useServersAndBrowser } from './support.mjs';

const REACT = /\/dist\/chunks\/react-[\w-]+\.js$/;
const FRAME_CHUNK = /\/dist\/chunks\/fin-chat-frame-[\w-]+\.js$/;

describe("the chat panel's frame", () => {
  const env = useServersAndBrowser();

  /** The demo's chat page with React's chunk held until `release()`. */
  async function heldPage() {
    const opened = await openPage(env.browser);
    let release;
    const released = new Promise((resolve) => (release = resolve));
    const answered = [];
    await opened.page.route(REACT, async (route) => {
      await released;
      await route.continue();
    });
    opened.page.on('requestfinished', (request) => answered.push(request.url()));
    await opened.page.goto(`${env.servers.origin}/chat.html`);
    await opened.page.locator('fin-chat-launcher button').waitFor();
    return { ...opened, release, answered };
  }

  /** What the shadow root of the page's <fin-chat> shows. */
  const frame = (page) =>
    page.evaluate(() => {
      const host = document.querySelector('fin-chat');
      const root = host.shadowRoot;
      const part = (name) => root.querySelectorAll(`[part~="${name}"]`);
      return {
        frames: root.querySelectorAll('[data-fin-frame]').length,
        headers: part('header').length,
        title: part('title')[0]?.textContent,
        close: part('close')[0]?.getAttribute('aria-label'),
        spinner: part('spinner').length,
        inputDisabled: part('input')[0]?.disabled,
        sendDisabled: part('send')[0]?.disabled,
        shown: window.getComputedStyle(host).display !== 'none' && part('panel')[0]?.getClientRects().length > 0,
        focused: root.activeElement?.getAttribute('part'),
      };
    });

  /** Resolves, in the page, with the boxes and colours the panel shows right after the frame went. */
  const watchTakeover = (page) =>
    page.evaluate(() => {
      const root = document.querySelector('fin-chat').shadowRoot;
      const look = () => {
        const box = (name) => {
          const rect = root.querySelector(`[part~="${name}"]`).getBoundingClientRect();
          return [rect.x, rect.y, rect.width, rect.height].map((value) => Math.round(value * 10) / 10);
        };
        const panel = root.querySelector('[part~="panel"]');
        return { panel: box('panel'), header: box('header'), close: box('close'), composer: box('composer'), input: box('input'), background: window.getComputedStyle(panel).backgroundColor, opacity: window.getComputedStyle(panel).opacity };
      };
      window.__frameBoxes = look();
      window.__takeover = new Promise((resolve) => {
        const observer = new MutationObserver(() => {
          if (root.querySelector('[data-fin-frame]')) return;
          observer.disconnect();
          resolve(look());
        });
        observer.observe(root, { childList: true, subtree: true });
      });
    });

  for (const colorScheme of ['light', 'dark']) {
    it(`shows on show() before React has loaded, Escape hides it, and the panel takes over without a jump (${colorScheme})`, { timeout: 60_000 }, async () => {
      const { page, problems, requests, answered, release, close } = await heldPage();
      // The demo page says color-scheme: light; the element's appearance overrides it.
      await page.evaluate((appearance) => {
        const chat = document.querySelector('fin-chat');
        chat.setAttribute('appearance', appearance);
        chat.show();
      }, colorScheme);
      // React's chunk is held: what shows is the frame.
      await page.locator('fin-chat [part="header"]').waitFor({ timeout: 10_000 });
      assert.deepEqual(await frame(page), { frames: 1, headers: 1, title: 'Support', close: 'Close chat', spinner: 1, inputDisabled: true, sendDisabled: true, shown: true, focused: 'panel' });
      assert.equal(requests.some((url) => REACT.test(url)), true, "React's chunk was asked for");
      assert.equal(answered.some((url) => REACT.test(url)), false, "React's chunk has not loaded");
      assert.deepEqual(await axeViolations(page), []);
      await page.keyboard.press('Escape');
      assert.equal(await page.locator('fin-chat').getAttribute('open'), null);
      assert.equal((await frame(page)).shown, false);
      await page.evaluate(() => document.querySelector('fin-chat').show());
      await page.waitForFunction(() => document.querySelector('fin-chat').shadowRoot.querySelector('[part~="panel"]').getAnimations().length === 0);
      await watchTakeover(page);
      const before = await page.evaluate(() => window.__frameBoxes);
      release();
      const after = await page.evaluate(() => window.__takeover);
      assert.deepEqual(after, before, 'the panel shows where the frame was, in the same colours');
      assert.equal(before.background === 'rgb(255, 255, 255)', colorScheme === 'light', `a ${colorScheme} panel: ${before.background}`);
      const panel = await frame(page);
      assert.equal(panel.headers, 1, 'one header: the frame went when the panel rendered');
      assert.equal(panel.frames, 0);
      assert.deepEqual(problems, []);
      await close();
    });
  }

  it("loads on the launcher's intent and opens from its press as a frame whose close button hides it", { timeout: 60_000 }, async () => {
    const { page, problems, answered, release, close } = await heldPage();
    await page.locator('fin-chat-launcher button').hover();
    // Intent: the frame's chunk comes beside the panel's (React's still held).
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => /\/chunks\/fin-chat-frame-/.test(entry.name) && entry.responseEnd > 0));
    assert.equal(answered.some((url) => FRAME_CHUNK.test(url)), true);
    await page.locator('fin-chat-launcher button').click();
    await page.locator('fin-chat [part="header"]').waitFor({ timeout: 10_000 });
    const drawn = await frame(page);
    assert.equal(drawn.frames, 1);
    assert.equal(drawn.shown, true);
    await page.locator('fin-chat [part="close"]').click();
    assert.equal(await page.locator('fin-chat').getAttribute('open'), null);
    // Focus back on what opened it, as the panel gives it.
    assert.equal(await page.evaluate(() => document.activeElement?.tagName), 'FIN-CHAT-LAUNCHER');
    release();
    await page.locator('fin-chat-launcher button').click();
    await page.locator('fin-chat [part="composer"] textarea:not([disabled])').waitFor({ timeout: 20_000 });
    const panel = await frame(page);
    assert.equal(panel.headers, 1);
    assert.equal(panel.frames, 0);
    assert.deepEqual(problems, []);
    await close();
  });
});
