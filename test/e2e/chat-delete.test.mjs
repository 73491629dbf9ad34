// Delete of a queued message on the demo page and the reference server (issue 37, §4.5): while
// the server answers 503, the messages typed show 'Message failed to send' with Delete and
// Resend and stay in the outbox; Delete cancels one for good: when the server is back only the
// other arrives, and nothing of the deleted one is sent after a reload either.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { openPage, screenshot, useServersAndBrowser } from './support.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const CLIENT_ID = 'e2e-delete';

describe('<fin-chat> Delete of a queued message end to end', () => {
  let runtime;
  const env = useServersAndBrowser({
    server: { chat: { timings: { botReplyMs: 50, agentJoinMs: 60_000, agentTypingMs: 50, heartbeatMs: 1000 }, expose: (value) => (runtime = value) } },
  });

  it('a message deleted while the server fails is never sent, neither when it is back nor after a reload', { timeout: 60_000 }, async () => {
    const { page, close } = await openPage(env.browser, { viewport: { width: 375, height: 800 } });
    const open = async () => {
      await page.evaluate((id) => document.querySelector('fin-chat').setAttribute('client-id', id), CLIENT_ID);
      await page.locator('fin-chat-launcher button').click();
      await page.locator('fin-chat [part="panel"]').waitFor();
    };
    await page.goto(`${env.servers.origin}/chat.html`);
    await open();
    const input = page.locator('fin-chat textarea');
    await input.fill('hello');
    await input.press('Enter');
    const ticket = () => runtime.state.ticketsOf(CLIENT_ID).find((candidate) => candidate.category === 'general');
    const sent = () => (ticket()?.messages ?? []).filter((message) => message.fromClient && message.payloadType === 'text').map((message) => message.payload.text);
    for (let wait = 0; wait < 200 && sent().length === 0; wait++) await sleep(50);
    assert.deepEqual(sent(), ['hello']);

    env.servers.faults.add({ match: `/api/chat/tickets/${ticket().id}/messages/text`, status: 503 });
    for (const text of ['keep this', 'delete this']) {
      await input.fill(text);
      await input.press('Enter');
    }
    const row = (text) => page.locator('fin-chat .row-client', { hasText: text });
    await row('delete this').locator('.status-failed', { hasText: 'Message failed to send' }).waitFor({ timeout: 10_000 });
    await row('keep this').locator('.status-failed', { hasText: 'Sending again automatically' }).waitFor();
    await screenshot(page, 'chat-failed-send-375');
    await row('delete this').locator('[part="failed-menu"]').click();
    await page.locator('fin-chat [role="menuitem"]', { hasText: 'Delete' }).click();
    await row('delete this').waitFor({ state: 'detached' });

    env.servers.faults.clear();
    for (let wait = 0; wait < 300 && sent().length < 2; wait++) await sleep(50);
    await row('keep this').locator('.status-failed').waitFor({ state: 'detached', timeout: 10_000 });
    await sleep(3000);
    assert.deepEqual(sent(), ['hello', 'keep this'], 'the deleted message never reached the server');

    await page.reload();
    await open();
    await row('keep this').waitFor();
    await sleep(3000);
    assert.deepEqual(sent(), ['hello', 'keep this'], 'nor after a reload');
    assert.equal(await row('delete this').count(), 0);
    await close();
  });
});
