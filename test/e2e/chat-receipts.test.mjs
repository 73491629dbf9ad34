// Read marks on the demo page and the reference server (issue 37): the user's messages say Sent;
// when the simulated agent reads them (a socket read frame {ticketId, agentId, readAt}, before
// the agent answers) they say Read, and so does one sent later, once the agent reads it.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { openPage, screenshot, useServersAndBrowser } from './support.mjs';

const CLIENT_ID = 'e2e-receipts';

describe('<fin-chat> sent and read marks end to end', () => {
  const env = useServersAndBrowser({
    server: { chat: { timings: { botReplyMs: 50, agentJoinMs: 300, agentTypingMs: 400, heartbeatMs: 1000 } } },
  });

  it("the agent reading the user's messages turns Sent into Read", { timeout: 60_000 }, async () => {
    const { page, close } = await openPage(env.browser, { viewport: { width: 375, height: 800 } });
    await page.goto(`${env.servers.origin}/chat.html`);
    await page.evaluate((id) => document.querySelector('fin-chat').setAttribute('client-id', id), CLIENT_ID);
    await page.locator('fin-chat-launcher button').click();
    const input = page.locator('fin-chat textarea');
    const receipt = (text) => page.locator('fin-chat .row-client', { hasText: text }).locator('[part~="receipt"]');
    await input.fill('hello');
    await input.press('Enter');
    await receipt('hello').filter({ hasText: 'Sent' }).waitFor({ timeout: 10_000 });
    assert.equal(await receipt('hello').getAttribute('part'), 'receipt receipt-sent');

    await input.fill('I need a person please');
    await input.press('Enter');
    // The agent joins, reads, then greets.
    await receipt('I need a person').filter({ hasText: 'Read' }).waitFor({ timeout: 10_000 });
    assert.equal(await receipt('hello').textContent(), 'Read');
    await page.locator('fin-chat [part~="bubble-agent"]').last().waitFor();

    await input.fill('one more question');
    await input.press('Enter');
    await receipt('one more question').filter({ hasText: 'Read' }).waitFor({ timeout: 10_000 });
    await screenshot(page, 'chat-receipts-375');
    await close();
  });
});
