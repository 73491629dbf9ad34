// Pay on intent (issue 39): through the built loader, a page with the launcher and a closed
// <fin-chat> loads neither React nor the panel until the user heads for the launcher (pointer
// enter, focus, touch start) or opens the chat; never early while the browser saves data;
// preload="idle" loads it when the browser is idle, as before.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, it } from 'node:test';
import { openPage, useServersAndBrowser } from './support.mjs';

const REACT = /\/dist\/chunks\/react-[\w-]+\.js$/;
const SETTLE_MS = 1500;

/** Waits until the page has fetched React (the panel's code comes with it). */
async function waitForReact(page, loadedReact) {
  for (let waited = 0; !loadedReact() && waited < 20_000; waited += 100) await page.waitForTimeout(100);
  assert.equal(loadedReact(), true, 'React did not load');
}

describe('chat panel code on intent', () => {
  const env = useServersAndBrowser();

  /** The demo's chat page (launcher and closed <fin-chat>), with `preload` on both when given. */
  async function chatPage({ saveData = false, preload } = {}) {
    const opened = await openPage(env.browser);
    if (saveData) await opened.page.addInitScript(() => Object.defineProperty(window.Navigator.prototype, 'connection', { get: () => ({ saveData: true }) }));
    if (preload) {
      await opened.page.addInitScript((mode) => {
        new MutationObserver(() => document.querySelectorAll('fin-chat-launcher, fin-chat').forEach((tag) => tag.setAttribute('preload', mode))).observe(document, { childList: true, subtree: true });
      }, preload);
    }
    await opened.page.goto(`${env.servers.origin}/chat.html`);
    await opened.page.locator('fin-chat-launcher button').waitFor();
    await opened.page.waitForTimeout(SETTLE_MS);
    return { ...opened, loadedReact: () => opened.requests.some((url) => REACT.test(url)) };
  }

  it('loads nothing of the panel until the pointer enters the launcher, then opens on the press', { timeout: 60_000 }, async () => {
    const { page, problems, requests, loadedReact, close } = await chatPage();
    assert.equal(loadedReact(), false, 'React loaded before any intent');
    assert.ok(requests.some((url) => url.includes('/dist/elements/fin-chat.js')), "the closed <fin-chat>'s entry loaded");
    // Issue 45: the closed panel is a real element from its entry, React-free.
    assert.equal(await page.evaluate(() => typeof customElements.get('fin-chat')?.prototype.show), 'function');
    await page.locator('fin-chat-launcher button').hover();
    await waitForReact(page, loadedReact);
    await page.locator('fin-chat-launcher button').click();
    await page.locator('fin-chat [part="panel"]').waitFor({ timeout: 20_000 });
    assert.deepEqual(problems, []);
    await close();
  });

  it("a visitor who never chatted pays at most 10 KB gzip of SDK files until intent (issue 39), none of it the unread poll's; the closed <fin-chat>'s entry at most 8.5 KB with the loader (issue 45)", { timeout: 60_000 }, async () => {
    const { requests, close } = await chatPage();
    const files = [...new Set(requests.filter((url) => /\/dist\/.+\.js$/.test(url) && !REACT.test(url)).map((url) => new URL(url).pathname.slice('/dist/'.length)))];
    const gz = (file) => gzipSync(readFileSync(join('dist', file)), { level: 9 }).length / 1024;
    const kb = files.reduce((total, file) => total + gz(file), 0);
    assert.ok(kb <= 10, `${kb.toFixed(2)} KB before intent: ${files.join(', ')}`);
    const entry = gz('loader.js') + gz('elements/fin-chat.js');
    assert.ok(entry <= 8.5, `the closed <fin-chat> with the loader: ${entry.toFixed(2)} KB`);
    // No token and no anonymous session: the poll (its code, the stored device id) is not asked for.
    assert.equal(files.some((file) => /^chunks\/(launcher|storage)-[\w-]{8}\.js$/.test(file)), false, files.join(', '));
    await close();
  });

  it('focus on the launcher is intent too', { timeout: 60_000 }, async () => {
    const { page, loadedReact, close } = await chatPage();
    await page.locator('fin-chat-launcher button').focus();
    await waitForReact(page, loadedReact);
    await close();
  });

  it('preloads nothing while the browser saves data; the press still opens', { timeout: 60_000 }, async () => {
    const { page, problems, loadedReact, close } = await chatPage({ saveData: true });
    await page.locator('fin-chat-launcher button').hover();
    await page.waitForTimeout(SETTLE_MS);
    assert.equal(loadedReact(), false, 'React loaded on intent with Save-Data');
    await page.locator('fin-chat-launcher button').click();
    await page.locator('fin-chat [part="panel"]').waitFor({ timeout: 20_000 });
    assert.deepEqual(problems, []);
    await close();
  });

  it('FinWidgets("chat.open") loads and opens a closed <fin-chat>', { timeout: 60_000 }, async () => {
    const { page, problems, close } = await chatPage();
    await page.evaluate(() => window.FinWidgets('chat.open', { category: 'general' }));
    await page.locator('fin-chat [part="panel"]').waitFor({ timeout: 20_000 });
    assert.equal(await page.locator('fin-chat').count(), 1);
    assert.deepEqual(problems, []);
    await close();
  });

  it('a fin-chat-open dispatched before the panel has loaded is held and opens it once it has', { timeout: 60_000 }, async () => {
    const { page, problems, close } = await chatPage();
    await page.evaluate(() => document.dispatchEvent(new CustomEvent('fin-chat-open', { detail: { category: 'general' } })));
    await page.locator('fin-chat [part="panel"]').waitFor({ timeout: 20_000 });
    assert.equal(await page.locator('fin-chat').getAttribute('open'), '');
    assert.deepEqual(problems, []);
    await close();
  });

  it('an open attribute set on the closed <fin-chat> loads and shows the panel', { timeout: 60_000 }, async () => {
    const { page, problems, close } = await chatPage();
    await page.evaluate(() => document.querySelector('fin-chat').setAttribute('open', ''));
    await page.locator('fin-chat [part="panel"]').waitFor({ timeout: 20_000 });
    assert.deepEqual(problems, []);
    await close();
  });

  it('preload="idle" loads the panel when the browser is idle, without intent', { timeout: 60_000 }, async () => {
    const { page, loadedReact, close } = await chatPage({ preload: 'idle' });
    await waitForReact(page, loadedReact);
    await close();
  });
});
