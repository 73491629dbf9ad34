// The partner-site example: the cross-origin host page (another host name and port) embeds the
// launcher; the panel's API and socket are on the SDK's origin, where no session cookie reaches
// (SameSite=Lax, cross-site). It signs in with the host's token and carries its session as a
// bearer token: the chat opens, a message typed in it reaches the server, the socket is open, and
// the images the API gives by a relative URL (an agent's upload, the avatar) load from the API; a
// picked image waits with its preview, then goes up (by XMLHttpRequest, for its progress) with the
// same bearer session and comes back as the server's thumbnail; a PDF on a slowed upload shows the
// share sent on its message as it goes.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { axeViolations, openPage, useServersAndBrowser } from './support.mjs';

describe('<fin-chat> on the partner site (second origin)', () => {
  const env = useServersAndBrowser();

  it('opens from the launcher, signs in by token, sends a message, keeps its socket and shows the API\'s images', { timeout: 60_000 }, async () => {
    const { page, problems, requests, close } = await openPage(env.browser);
    await page.goto(`${env.servers.hostOrigin}/`);
    assert.notEqual(new URL(env.servers.hostOrigin).origin, env.servers.origin);
    await page.locator('fin-chat-launcher button').click();
    await page.locator('fin-chat [part="panel"]').waitFor();
    const input = page.locator('fin-chat textarea');
    await page.locator('fin-chat [part~="bubble-agent"]').first().waitFor({ timeout: 15_000 });
    await input.fill('Hello from the partner site');
    await input.press('Enter');
    await page.locator('fin-chat [part~="bubble-client"]', { hasText: 'Hello from the partner site' }).waitFor();
    // Confirmed by the server: no 'Sending…' left, and the bot answers over the socket.
    await page.waitForFunction(() => !document.querySelector('fin-chat').shadowRoot.querySelector('.status'), null, { timeout: 15_000 });
    // The ticket's transcript: the chatbot's answer, pushed over the socket (which names its session in the query).
    await page.locator('fin-chat [part="messages"] [part~="bubble-agent"]').first().waitFor({ timeout: 15_000 });
    assert.equal(await page.locator('fin-chat [part="reconnecting"]').count(), 0);
    assert.ok(requests.some((url) => url.startsWith(`${env.servers.origin}/api/chat/signin`)), 'signed in on the API origin');

    // An agent takes over and sends an image: the server gives its thumbnail and the agent's
    // avatar as paths (/api/chat/…), which are the API's, so both load from the API's origin.
    await input.fill('I want a human agent');
    await input.press('Enter');
    await page.locator('fin-chat [part="image"] img').waitFor({ timeout: 15_000 });
    // The chatbot's avatar (asked by agent id) and the agent's (the ticket's), each on the API's origin.
    await page.locator('fin-chat [part="avatar"] img').last().waitFor({ timeout: 15_000 });
    const images = await page.waitForFunction(() => {
      const root = document.querySelector('fin-chat').shadowRoot;
      const shown = [root.querySelector('[part="image"] img'), ...root.querySelectorAll('[part="avatar"] img')];
      return shown.every((image) => image?.complete && image.naturalWidth > 0) && shown.map((image) => image.src);
    }, null, { timeout: 15_000 });
    for (const src of await images.jsonValue()) assert.ok(src.startsWith(`${env.servers.origin}/api/chat/`), `${src} is on the API's origin`);
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(problems, []);
    await close();
  });

  it('a picked image waits with its preview; Send uploads it with the bearer session and the server\'s copy replaces it', { timeout: 60_000 }, async () => {
    const { page, problems, close } = await openPage(env.browser);
    await page.goto(`${env.servers.hostOrigin}/`);
    await page.locator('fin-chat-launcher button').click();
    await page.locator('fin-chat [part~="bubble-agent"]').first().waitFor({ timeout: 15_000 });
    await page.locator('fin-chat textarea').fill('Here is my receipt');
    await page.locator('fin-chat textarea').press('Enter');
    await page.locator('fin-chat [part="attach"]').waitFor();
    await page.locator('fin-chat input[type="file"]').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
    await page.locator('fin-chat [part="attachment-preview"] img[alt="receipt.png"]').waitFor();
    const uploaded = page.waitForResponse((response) => response.url().includes('/messages/upload') && response.request().method() === 'POST');
    await page.locator('fin-chat [part="send"]').click();
    assert.equal((await uploaded).status(), 200);
    // The server's copy: a thumbnail button (an uploaded image), nothing left sending or failed.
    // On the API's origin, not the partner page's: the thumbnail loads.
    const thumb = page.locator('fin-chat [part~="bubble-client"] [part="image"] img');
    await thumb.waitFor({ timeout: 15_000 });
    await page.waitForFunction(() => document.querySelector('fin-chat').shadowRoot.querySelector('[part~="bubble-client"] [part="image"] img')?.naturalWidth > 0, null, { timeout: 15_000 });
    assert.equal(new URL(await thumb.getAttribute('src')).origin, env.servers.origin);
    assert.equal(await page.locator('fin-chat [part="attachment-preview"]').count(), 0);

    // A 2 MB PDF over a slowed upload: its message shows the share sent as it goes, then the file.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 400_000 });
    await page.locator('fin-chat input[type="file"]').setInputFiles({ name: 'statement.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(2_000_000, 1) });
    await page.locator('fin-chat [part="send"]').click();
    const shown = page.locator('fin-chat [part="upload-progress"]');
    await page.waitForFunction(() => {
      const bar = document.querySelector('fin-chat').shadowRoot.querySelector('[part="upload-progress"]');
      return bar && bar.value > 0 && bar.value < 100;
    }, null, { timeout: 15_000 });
    assert.equal(await shown.getAttribute('max'), '100');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await shown.waitFor({ state: 'detached', timeout: 20_000 });
    await page.locator('fin-chat [part~="bubble-client"] [part="file"]', { hasText: 'statement.pdf' }).waitFor();
    assert.equal(await page.locator('fin-chat [part~="bubble-failed"]').count(), 0);
    assert.deepEqual(problems, []);
    await close();
  });
});

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
