// Unread agent messages on the demo page and the reference server (issue 37): a reply that
// arrives while the panel is closed stays unread on the server (no …/messages/read) and shows on
// the launcher's badge; opening the panel at the bottom reads it.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { openPage, useServersAndBrowser } from './support.mjs';

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
});
