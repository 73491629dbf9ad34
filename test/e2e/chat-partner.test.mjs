// The partner-site example: the cross-origin host page (another host name and port) embeds the
// launcher; the panel's API and socket are on the SDK's origin, where no session cookie reaches
// (SameSite=Lax, cross-site). It signs in with the host's token and carries its session as a
// bearer token: the chat opens, a message typed in it reaches the server, the socket is open, and
// the images the API gives by a relative URL (an agent's upload, the avatar) load from the API.
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
    await page.locator('fin-chat [part="avatar"] img').waitFor({ timeout: 15_000 });
    const images = await page.waitForFunction(() => {
      const root = document.querySelector('fin-chat').shadowRoot;
      const shown = [root.querySelector('[part="image"] img'), root.querySelector('[part="avatar"] img')];
      return shown.every((image) => image?.complete && image.naturalWidth > 0) && shown.map((image) => image.src);
    }, null, { timeout: 15_000 });
    for (const src of await images.jsonValue()) assert.ok(src.startsWith(`${env.servers.origin}/api/chat/`), `${src} is on the API's origin`);
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(problems, []);
    await close();
  });
});
