// A voice call through <fin-chat>'s own UI (issue 20), on the built SDK and the demo page with
// its calls switch on: a chat started from the composer, Call chosen from the more-actions menu
// by keyboard, the reference server's werift agent answering, the call bar running, audio
// received by the agent, then hang-up. The voice code must arrive only with that first Call.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createServer } from '../../demo/server/app.mjs';
import { DEFAULT_AGENT } from '../../demo/server/chat/voice.mjs';
import { axeViolations, launchBrowser, openPage } from './support.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

describe('<fin-chat> voice call through the panel', () => {
  let app;
  let origin;
  let browser;
  let voice;
  before(async () => {
    ({ app } = await createServer({
      chat: {
        timings: { botReplyMs: 100, agentJoinMs: 200, agentTypingMs: 200, heartbeatMs: 1000 },
        voice: { ringMs: 100 },
        expose: (runtime) => ({ voice } = runtime),
      },
    }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${app.server.address().port}`;
    browser = await launchBrowser(['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', '--autoplay-policy=no-user-gesture-required']);
  });
  after(async () => {
    await browser?.close();
    await app?.close();
  });

  it('Call from the more-actions menu, the agent answers, the bar runs, audio reaches the agent, hang-up resets it; axe clean', { timeout: 90_000 }, async () => {
    Object.assign(voice.agent, DEFAULT_AGENT, { ringMs: 100 });
    const { page, problems, requests, close } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    const scripts = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${origin}/chat.html?calls=1`);
    assert.equal(await page.locator('#calls-switch').isChecked(), true);
    await page.evaluate(() => document.querySelector('fin-chat').setAttribute('client-id', 'e2e-calls-panel'));
    await page.locator('fin-chat-launcher button').click();
    await page.locator('fin-chat [part~="bubble-agent"]').first().waitFor();
    const input = page.locator('fin-chat textarea');
    await input.fill('my card was declined');
    await input.press('Enter');
    await page.locator('fin-chat [part="messages"]', { hasText: 'merchant' }).waitFor({ timeout: 15_000 });

    // The menu by keyboard: ArrowDown opens it on its first item; Call appears once the calls service is ready.
    const more = page.locator('fin-chat [part="more-button"]');
    const call = page.locator('fin-chat [part~="menu-item-call"]');
    for (let attempt = 0; attempt < 20; attempt++) {
      await more.focus();
      await page.keyboard.press('ArrowDown');
      await page.locator('fin-chat [part="menu"]').waitFor();
      if (await call.count()) break;
      await page.keyboard.press('Escape');
      await sleep(250);
    }
    const before = scripts.length;
    assert.equal(await call.count(), 1, 'the Call item shows once the calls service is ready');
    for (let step = 0; step < 5 && !(await call.evaluate((node) => node.getRootNode().activeElement === node)); step++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');

    await page.locator('fin-chat [part="call-bar"]').waitFor();
    const duration = page.locator('fin-chat [part="call-duration"]');
    await duration.waitFor({ timeout: 15_000 });
    assert.equal(await page.locator('fin-chat [part="call-announcer"]').textContent(), 'Call in progress');
    const loadedOnCall = scripts.slice(before);
    assert.ok(loadedOnCall.length > 0, `the voice chunk loads on the first Call (scripts after Call: ${loadedOnCall.join(', ')})`);
    const record = voice.calls.at(-1);
    assert.equal(record.to, 'support');
    assert.match(record.ticketId, /.+/);
    const ticketId = await page.evaluate(() => document.querySelector('fin-chat').request?.ticketId ?? null);
    if (ticketId) assert.equal(record.ticketId, ticketId);
    const shown = await duration.textContent();
    await sleep(2200);
    assert.notEqual(await duration.textContent(), shown, 'the duration runs');
    assert.ok(record.received.packets > 0, `the agent receives audio (${record.received.packets} packets)`);
    assert.deepEqual(await axeViolations(page), []);

    // Mute from the keyboard: the toggle is a pressed button.
    await page.locator('fin-chat [part="call-mute"]').focus();
    await page.keyboard.press('Enter');
    assert.equal(await page.locator('fin-chat [part="call-mute"]').getAttribute('aria-pressed'), 'true');

    await page.locator('fin-chat [part="call-hang-up"]').focus();
    await page.keyboard.press('Enter');
    await page.locator('fin-chat [part="call-bar"]').waitFor({ state: 'detached' });
    assert.equal(await page.locator('fin-chat [part="call-announcer"]').textContent(), 'Call ended');
    for (let wait = 0; wait < 50 && record.status !== 'ended'; wait++) await sleep(100);
    assert.equal(record.status, 'ended');
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(problems.filter((problem) => !/WebSocket connection .* failed: HTTP Authentication failed/.test(problem)), []);
    void requests;
    await close();
  });
});
