// The chat core as it ships (src/chat, bundled by esbuild) in Chromium against the reference
// server: 100 forced socket drops, 5xx bursts and a reload while messages wait in the outbox,
// with the simulated chatbot answering throughout. Every message must end up exactly once in the
// transcript, in the order sent, and the transcript must equal the server's.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { build } from 'esbuild';
import { createServer } from '../../demo/server/app.mjs';
import { DEMO_DEVICE_KEY } from '../../demo/server/chat/device.mjs';
import { launchBrowser } from './support.mjs';

const DROPS = 100;
const CLIENT_ID = 'client-e2e';
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function bundleChat() {
  const result = await build({
    // The chat's browser core and its transcript reader (src/chat/index.ts, the barrel, is gone: issue 45).
    stdin: {
      contents: "export { createBrowserChat } from './src/chat/browser';\nexport { messagesOf } from './src/chat/core/chat';",
      resolveDir: process.cwd(),
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    globalName: 'FinChat',
    write: false,
    target: 'es2022',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  return result.outputFiles[0].text;
}

describe('chat core against the reference server: nothing lost, nothing doubled', () => {
  let app;
  let faults;
  let runtime;
  let origin;
  let browser;
  let bundle;

  before(async () => {
    bundle = await bundleChat();
    ({ app, faults } = await createServer({
      chat: {
        timings: { botReplyMs: 5, agentJoinMs: 20, agentTypingMs: 10, heartbeatMs: 1000 },
        socketConfig: {
          keepAliveIntervalMillis: 1_200_000,
          idleTimeoutMillis: 40_000,
          // A short auto-reset keeps the delays near minMillis, and exercises the reset 100 times.
          openConnectionBackoff: { minMillis: 10, maxMillis: 100, randomFactor: 0.3, autoResetMillis: 50 },
        },
        expose: (value) => (runtime = value),
      },
    }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${app.server.address().port}`;
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await app?.close();
  });

  /** A page on the server's origin (no CSP: /__faults answers JSON) running the bundled core. */
  async function startChat(page) {
    await page.goto(`${origin}/__faults`);
    await page.addScriptTag({ content: bundle });
    await page.evaluate(
      async ({ key, clientId }) => {
        window.chat = window.FinChat.createBrowserChat({
          apiBase: `${location.origin}/api/chat`,
          deviceId: 'device-e2e',
          deviceKey: key,
          outboxRetryMs: { min: 50, max: 400 },
        });
        await window.chat.signIn('verification-token', clientId);
        await window.chat.startPreTicket({ category: 'e2e' });
        // A listener starts the chat: socket config, queued messages, socket.
        window.chat.subscribe(() => {});
      },
      { key: DEMO_DEVICE_KEY, clientId: CLIENT_ID },
    );
  }

  const send = (page, texts) =>
    page.evaluate(async (list) => {
      for (const text of list) await window.chat.sendText(text);
    }, texts);

  /** What the page's core holds; with `all`, after scrolling back through every older page first. */
  const clientState = (page, all = false) =>
    page.evaluate(async (loadOlder) => {
      const chat = window.chat;
      const ticketId = chat.getSnapshot().ticketId;
      while (loadOlder && ticketId && chat.getSnapshot().threads[ticketId].hasOlder) await chat.loadOlder(ticketId);
      const transcript = window.FinChat.messagesOf(chat.getSnapshot(), ticketId ?? '');
      return {
        ticketId,
        socket: chat.getSnapshot().socket.status,
        outbox: chat.getSnapshot().outbox.pending,
        ids: transcript.map((message) => message.id),
        unconfirmed: transcript.filter((message) => message.sending || message.failed).length,
        texts: transcript.filter((message) => message.fromClient && message.payloadType === 'text').map((message) => message.payload.text),
      };
    }, all);

  const serverTicket = (ticketId) => runtime.state.ticketsOf(CLIENT_ID).find((ticket) => ticket.id === ticketId);

  it(`finds every message exactly once, in order, after ${DROPS} socket drops, 5xx bursts and a reload`, { timeout: 90_000 }, async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await startChat(page);

    const sent = [];
    const next = (count) => {
      const texts = Array.from({ length: count }, (_, index) => `message ${String(sent.length + index + 1).padStart(3, '0')}`);
      sent.push(...texts);
      return texts;
    };

    for (let drop = 1; drop <= DROPS; drop++) {
      if (drop % 10 === 0) faults.add({ match: '/api/chat/tickets/', status: 503, times: 3 });
      await send(page, next(2));
      // Each drop cuts a live socket: wait for the reconnect the previous drop caused.
      for (let wait = 0; wait < 200 && faults.sockets.size === 0; wait++) await sleep(10);
      assert.equal(faults.sockets.size, 1, `a socket is open before drop ${drop}`);
      faults.add({ dropSockets: true });
      await send(page, next(1));
      await sleep((drop % 4) * 10);

      if (drop === DROPS / 2) {
        // Messages queued while every ticket call fails, then the page reloads before they leave.
        faults.add({ match: '/api/chat/tickets/', status: 503 });
        await send(page, next(4));
        await page.reload();
        faults.clear();
        await startChat(page);
      }
    }

    // Wait for the connection to settle and the outbox to drain.
    let state;
    for (let round = 0; round < 200; round++) {
      state = await clientState(page);
      const server = state.ticketId && serverTicket(state.ticketId);
      if (state.socket === 'Open' && state.outbox === 0 && state.unconfirmed === 0 && server && state.ids.at(-1) === server.messages.at(-1)?.id) break;
      await sleep(100);
    }

    // Anything the bot said after the last check arrives by socket; compare once it has settled.
    await sleep(300);
    state = await clientState(page, true);
    const server = serverTicket(state.ticketId);
    const serverIds = server.messages.map((message) => message.id);
    const serverTexts = server.messages.filter((message) => message.fromClient && message.payloadType === 'text').map((message) => message.payload.text);

    assert.equal(state.outbox, 0, 'the outbox is empty');
    assert.equal(state.unconfirmed, 0, 'no message is still sending or failed');
    assert.deepEqual(serverTexts, sent, 'the server holds every message once, in the order sent');
    assert.deepEqual(state.texts, sent, 'the transcript shows every message once, in the order sent');
    assert.deepEqual(state.ids, serverIds, 'the transcript is the server transcript, bot answers included');
    assert.equal(new Set(state.ids).size, state.ids.length, 'no id twice');
    // This server served only this test: the first connection and one after each drop (the reload's own connection
    // stands in for the reconnect of the drop just before it).
    assert.ok(runtime.stats.connections >= DROPS + 1, `the socket reconnected after every drop (${runtime.stats.connections} connections)`);
    assert.ok(runtime.stats.acks > 0, 'frames were acknowledged');
    assert.deepEqual(errors, []);
    await context.close();
  });
});
