// Unread agent messages on the demo page and the reference server (issue 37): a reply that
// arrives while the panel is closed stays unread on the server (no …/messages/read) and shows on
// the launcher's badge; opening the panel at the bottom reads it. Before the panel's first open
// (its code blocked), the launcher's badge follows new agent messages for an anonymous visitor
// and for a signed-in page, through its light poll of /tickets/summary.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { openPage, screenshot, useServersAndBrowser } from './support.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

describe('<fin-chat> unread messages end to end', () => {
  let runtime;
  const env = useServersAndBrowser({
    server: { chat: { timings: { botReplyMs: 50, agentJoinMs: 60_000, agentTypingMs: 50, heartbeatMs: 1000 }, expose: (value) => (runtime = value) } },
  });

  async function waitFor(check, what, timeoutMs = 10_000) {
    for (const end = Date.now() + timeoutMs; Date.now() < end; await sleep(50)) if (check()) return;
    assert.fail(`timed out: ${what}`);
  }

  it('a reply to a closed panel stays unread (badge 1, no read receipt) until the panel is opened at the bottom', { timeout: 60_000 }, async () => {
    const { page, close } = await openPage(env.browser, { viewport: { width: 1280, height: 800 } });
    const reads = [];
    page.on('request', (request) => request.url().includes('/messages/read') && reads.push(request.url()));
    await page.goto(`${env.servers.origin}/chat.html`);
    await page.evaluate(() => document.querySelector('fin-chat').setAttribute('client-id', 'e2e-unread'));
    await page.locator('fin-chat-launcher button').click();
    const input = page.locator('fin-chat textarea');
    await input.fill('hello there');
    await input.press('Enter');
    const ticket = () => runtime.state.ticketsOf('e2e-unread').find((candidate) => candidate.category === 'general');
    await waitFor(() => ticket()?.messages.some((message) => !message.fromClient && message.payloadType === 'text'), 'the chatbot answered');
    await page.locator('fin-chat [part~="bubble-agent"]').last().waitFor();
    await waitFor(() => ticket().unread === 0, 'the open panel read the answer');

    await input.focus();
    await page.keyboard.press('Escape');
    await page.locator('fin-chat [part="panel"]').waitFor({ state: 'hidden' });
    const readsBefore = reads.length;
    runtime.state.addMessage(ticket(), { fromClient: false, authorId: runtime.state.fixtures.chatbot.id, payloadType: 'text', payload: { text: 'Are you still there?' } });
    const badge = page.locator('fin-chat-launcher [part="badge"]');
    await page.waitForFunction(() => document.querySelector('fin-chat-launcher').shadowRoot.querySelector('[part="badge"]').textContent === '1');
    assert.equal(await page.locator('fin-chat-launcher button').getAttribute('aria-label'), 'Support chat, 1 unread');
    await sleep(1500);
    assert.equal(reads.length - readsBefore, 0, 'no read receipt while the panel is closed');
    assert.equal(ticket().unread, 1, 'the server still counts it unread');
    assert.equal(await badge.textContent(), '1');

    await page.locator('fin-chat-launcher button').click();
    await page.locator('fin-chat [part~="bubble-agent"]', { hasText: 'Are you still there?' }).waitFor();
    await waitFor(() => ticket().unread === 0, 'opening the panel read it');
    await page.waitForFunction(() => document.querySelector('fin-chat-launcher').shadowRoot.querySelector('[part="badge"]').hidden);
    await close();
  });

  const DEVICE_KEY = 'fin-widgets-demo-device-key';
  /** A page of the reference server's origin (its IndexedDB, its cookies) with just these tags. */
  const launcherPage = (body) => `<!doctype html><html lang="en"><head><title>Launcher</title>
<script>window.FinWidgets=window.FinWidgets||function(){(FinWidgets.q=FinWidgets.q||[]).push(arguments)}</script>
<script async src="/dist/loader.js"></script></head><body><main><h1>Partner page</h1></main>${body}</body></html>`;

  async function routed(page, html) {
    await page.route(`${env.servers.origin}/partner.html`, (route) => route.fulfill({ contentType: 'text/html', body: html }));
    await page.goto(`${env.servers.origin}/partner.html`);
  }

  /** Blocks the panel's code: the badge must not need it. */
  async function blockPanel(page) {
    const blocked = [];
    await page.route('**/elements/fin-chat.js*', (route) => (blocked.push(route.request().url()), route.abort()));
    return blocked;
  }

  const badgeIs = (page, text) =>
    page.waitForFunction((value) => document.querySelector('fin-chat-launcher')?.shadowRoot.querySelector('[part="badge"]')?.textContent === value && !document.querySelector('fin-chat-launcher').shadowRoot.querySelector('[part="badge"]').hidden, text);

  it('before the first open: an anonymous visitor’s badge follows a new agent message, without the panel’s code', { timeout: 60_000 }, async () => {
    const { page, requests, close } = await openPage(env.browser, { viewport: { width: 375, height: 800 } });
    // A first visit: the visitor chats anonymously (the anonymous session is stored), then leaves.
    await routed(page, launcherPage(`<fin-chat-launcher device-key="${DEVICE_KEY}"></fin-chat-launcher><fin-chat anonymous device-key="${DEVICE_KEY}"></fin-chat>`));
    const signedIn = page.waitForResponse((response) => response.url().endsWith('/signin/anonymous'));
    await page.locator('fin-chat-launcher button').click();
    const clientId = (await (await signedIn).json()).clientId;
    const input = page.locator('fin-chat textarea');
    await input.fill('hello');
    await input.press('Enter');
    const ticket = () => runtime.state.ticketsOf(clientId)[0];
    // (This page's socket cannot reach 127.0.0.1, TOOLCHAIN.md: the answer stays unread, unseen.)
    await waitFor(() => ticket()?.messages.some((message) => !message.fromClient && message.payloadType === 'text'), 'the chatbot answered');
    assert.equal(ticket().unread, 1);

    // The next page: only the launcher, the panel's code unreachable, time under the test's hand.
    const blocked = await blockPanel(page);
    const firstPage = requests.length;
    await page.clock.install();
    await routed(page, launcherPage(`<fin-chat-launcher device-key="${DEVICE_KEY}"></fin-chat-launcher>`));
    await page.locator('fin-chat-launcher button').waitFor();
    await page.clock.runFor(1000);
    await badgeIs(page, '1');
    assert.equal(await page.locator('fin-chat-launcher button').getAttribute('aria-label'), 'Support chat, 1 unread');
    // An agent writes while the panel has never opened on this page: the next poll shows it.
    runtime.state.addMessage(ticket(), { fromClient: false, authorId: runtime.state.fixtures.chatbot.id, payloadType: 'text', payload: { text: 'Any news?' } });
    await page.clock.runFor(30_000);
    await badgeIs(page, '2');
    await screenshot(page, 'chat-launcher-badge-375');
    assert.ok(blocked.length > 0, "the launcher's idle preload of the panel was blocked");
    assert.equal(requests.slice(firstPage).filter((url) => /\/chunks\/react-/.test(url)).length, 0, "React (the panel's) never loaded on this page");
    assert.equal(ticket().unread, 2, 'nothing read');
    await close();
  });

  it('before the first open: a signed-in page’s badge (setAuth token, client-id) follows a new agent message', { timeout: 60_000 }, async () => {
    const { page, close } = await openPage(env.browser, { viewport: { width: 1280, height: 800 } });
    await blockPanel(page);
    await page.clock.install();
    // Signed in by the launcher, and the count read (before time moves on: a request in flight would time out).
    const counted = page.waitForResponse((response) => response.url().endsWith('/tickets/summary') && response.ok());
    await routed(page, launcherPage(`<fin-chat-launcher device-key="${DEVICE_KEY}" client-id="e2e-badge"></fin-chat-launcher><script>FinWidgets('setAuth', { token: 'demo-verification-token' })</script>`));
    await counted;
    assert.ok(runtime.state.ticketsOf('e2e-badge').length > 0, 'the launcher signed in');
    const ticket = runtime.state.ticketsOf('e2e-badge')[0];
    runtime.state.addMessage(ticket, { fromClient: false, authorId: runtime.state.fixtures.chatbot.id, payloadType: 'text', payload: { text: 'We replied' } });
    await page.clock.runFor(30_000);
    await badgeIs(page, '1');
    await close();
  });
});
