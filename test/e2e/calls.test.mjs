// In-app voice calls with real audio (issue 20): the calls service and its browser ports as they
// ship (src/chat, bundled by esbuild) in Chromium with a fake microphone, calling the reference
// server's werift agent through /in-app-calls/config and /token and the voice socket. getStats()
// must show audio both ways with the codec the two sides agreed on.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { createServer } from '../../demo/server/app.mjs';
import { DEMO_DEVICE_KEY } from '../../demo/server/chat/device.mjs';
import { DEFAULT_AGENT } from '../../demo/server/chat/voice.mjs';
import { chromiumArgs, chromiumPath } from '../support/chromium.mjs';

const CLIENT_ID = 'client-calls';
/** The audio codecs of an SDP's m=audio line, in its order of preference. */
function offeredCodecs(sdp) {
  const formats = /^m=audio \S+ \S+ (.*)$/m.exec(sdp)[1].split(' ');
  return formats.map((format) => new RegExp(`^a=rtpmap:${format} ([^/]+)/`, 'm').exec(sdp)?.[1]);
}
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function bundle() {
  const result = await build({
    stdin: {
      contents: "export { createBrowserChat } from './src/chat/browser'; export { createBrowserCalls } from './src/chat/voice-browser';",
      resolveDir: process.cwd(),
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    globalName: 'FinCalls',
    write: false,
    target: 'es2022',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  return result.outputFiles[0].text;
}

describe('in-app voice calls: real audio between Chromium and the reference agent', () => {
  let app;
  let voice;
  let state;
  let origin;
  let browser;
  let code;

  before(async () => {
    code = await bundle();
    ({ app } = await createServer({ chat: { voice: { ringMs: 100 }, expose: (runtime) => ({ voice, state } = runtime) } }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${app.server.address().port}`;
    browser = await chromium.launch({
      executablePath: chromiumPath,
      args: [...chromiumArgs, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', '--autoplay-policy=no-user-gesture-required'],
    });
  });
  after(async () => {
    await browser?.close();
    await app?.close();
  });

  /** A page on the server's origin with a signed-in chat, a ticket, and the calls service mounted. */
  async function open() {
    Object.assign(voice.agent, DEFAULT_AGENT, { ringMs: 100 });
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // Keep every peer connection the page makes, to read its getStats().
    await page.addInitScript(() => {
      const Native = window.RTCPeerConnection;
      window.peers = [];
      window.RTCPeerConnection = class extends Native {
        constructor(...args) {
          super(...args);
          window.peers.push(this);
        }
      };
    });
    await page.goto(`${origin}/__faults`);
    await page.addScriptTag({ content: code });
    const ticketId = await page.evaluate(
      async ({ key, clientId }) => {
        const chat = window.FinCalls.createBrowserChat({ apiBase: `${location.origin}/api/chat`, deviceId: 'device-calls', deviceKey: key });
        await chat.signIn('verification-token', clientId);
        const ticket = await chat.createCallTicket({ category: 'calls' });
        const calls = window.FinCalls.createBrowserCalls({ api: chat, chatEnabled: () => chat.getSnapshot().enabled });
        window.calls = calls;
        window.phases = [];
        calls.subscribe(() => {
          const { status, call, ended } = calls.getSnapshot();
          const line = `${status}/${call.phase}${ended ? `/${ended.reason}` : ''}`;
          if (window.phases.at(-1) !== line) window.phases.push(line);
        });
        return ticket.id;
      },
      { key: DEMO_DEVICE_KEY, clientId: CLIENT_ID },
    );
    await page.waitForFunction(() => window.calls.getSnapshot().status === 'ready');
    return { page, errors, ticketId, close: () => context.close() };
  }

  /** The audio RTP stats of the page's last peer connection. */
  const stats = (page) =>
    page.evaluate(async () => {
      const peer = window.peers.at(-1);
      const report = [...(await peer.getStats()).values()];
      const inbound = report.find((entry) => entry.type === 'inbound-rtp' && entry.kind === 'audio');
      const outbound = report.find((entry) => entry.type === 'outbound-rtp' && entry.kind === 'audio');
      const codec = (entry) => report.find((other) => other.id === entry?.codecId)?.mimeType;
      return {
        inBytes: inbound?.bytesReceived ?? 0,
        inPackets: inbound?.packetsReceived ?? 0,
        audioLevel: inbound?.audioLevel ?? 0,
        outBytes: outbound?.bytesSent ?? 0,
        outPackets: outbound?.packetsSent ?? 0,
        inCodec: codec(inbound),
        outCodec: codec(outbound),
      };
    });

  /** The tone beeps 400 ms in every second: some reading within 1.5 s is above silence. */
  async function heard(page) {
    for (let reading = 0; reading < 15; reading++) {
      if ((await stats(page)).audioLevel > 0.01) return true;
      await sleep(100);
    }
    return false;
  }

  const call = async (page, ticketId) => {
    await page.evaluate((id) => window.calls.call(id), ticketId);
    await page.waitForFunction(() => window.calls.getSnapshot().call.phase === 'active', undefined, { timeout: 10_000 });
  };

  /** Waits until getStats shows audio bytes growing both ways; returns the last two readings. */
  async function flowing(page) {
    let first = await stats(page);
    for (let wait = 0; wait < 50 && (first.inBytes === 0 || first.outBytes === 0); wait++) {
      await sleep(100);
      first = await stats(page);
    }
    await sleep(1000);
    return [first, await stats(page)];
  }

  it('connects, and audio flows both ways with Opus; the agent receives it', { timeout: 60_000 }, async () => {
    const { page, errors, ticketId, close } = await open();
    await call(page, ticketId);
    const [first, second] = await flowing(page);
    assert.ok(second.outBytes > first.outBytes, `outbound audio grows (${first.outBytes} → ${second.outBytes})`);
    assert.ok(second.inBytes > first.inBytes, `inbound audio grows (${first.inBytes} → ${second.inBytes})`);
    assert.equal(second.outCodec, 'audio/opus');
    assert.equal(second.inCodec, 'audio/opus');
    assert.ok(await heard(page), 'the agent\'s tone is heard (inbound audioLevel above silence)');
    const record = voice.calls.at(-1);
    assert.equal(record.codec, 'opus');
    assert.equal(record.ticketId, ticketId);
    assert.equal(record.to, 'support');
    assert.ok(record.received.packets > 20, `the agent received ${record.received.packets} packets`);
    assert.equal(record.recording.length, Math.min(record.received.packets, 1500), 'the agent records what it receives');
    assert.ok(state.ticket(CLIENT_ID, ticketId).lastCall.startedAt, 'the ticket records the call');
    // §7.4: the browser offered Opus, then PCMU, and nothing else (setCodecPreferences).
    assert.deepEqual(offeredCodecs(record.offer), ['opus', 'PCMU']);
    assert.deepEqual(errors, []);
    await close();
  });

  it('uses PCMU when the agent has no Opus', { timeout: 60_000 }, async () => {
    const { page, ticketId, close } = await open();
    voice.agent.codecs = ['PCMU'];
    await call(page, ticketId);
    const [first, second] = await flowing(page);
    assert.equal(second.outCodec, 'audio/PCMU');
    assert.equal(second.inCodec, 'audio/PCMU');
    assert.ok(second.inBytes > first.inBytes && second.outBytes > first.outBytes, 'audio flows both ways');
    assert.ok(await heard(page), 'the agent\'s tone is heard with PCMU too');
    await close();
  });

  it('mute stops outbound audio; unmute starts it again', { timeout: 60_000 }, async () => {
    const { page, ticketId, close } = await open();
    await call(page, ticketId);
    await flowing(page);
    await page.evaluate(() => window.calls.setMuted(true));
    await sleep(500);
    const muted = await stats(page);
    await sleep(1000);
    const stillMuted = await stats(page);
    assert.equal(stillMuted.outPackets, muted.outPackets, 'no packets leave while muted');
    await page.evaluate(() => window.calls.setMuted(false));
    await sleep(1000);
    assert.ok((await stats(page)).outPackets > stillMuted.outPackets, 'packets leave again after unmute');
    await close();
  });

  const endings = [
    ['our hang-up', async (page) => page.evaluate(() => window.calls.hangUp()), 'hungUp', 'ended'],
    ['the agent hanging up', async () => voice.hangUpAll(), 'disconnected', 'ended'],
    ['a dropped connection', async () => voice.dropAll(), 'disconnected', 'dropped'],
  ];
  for (const [what, act, reason, serverStatus] of endings) {
    it(`${what} resets the call (${reason})`, { timeout: 60_000 }, async () => {
      const { page, ticketId, close } = await open();
      await call(page, ticketId);
      await act(page);
      await page.waitForFunction(() => window.calls.getSnapshot().call.phase === 'idle');
      const snapshot = await page.evaluate(() => window.calls.getSnapshot());
      assert.equal(snapshot.ended.reason, reason);
      assert.equal(snapshot.status, 'ready');
      await sleep(200);
      assert.equal(voice.calls.at(-1).status, serverStatus);
      assert.equal(await page.evaluate(() => window.peers.at(-1).connectionState), 'closed');
      await close();
    });
  }

  it('a reject from the agent resets the call (rejected); so does a cancel (cancelled)', { timeout: 60_000 }, async () => {
    const { page, ticketId, close } = await open();
    for (const [answer, reason] of [['reject', 'rejected'], ['cancel', 'cancelled']]) {
      voice.agent.answer = answer;
      await page.evaluate((id) => window.calls.call(id), ticketId);
      await page.waitForFunction((expected) => window.calls.getSnapshot().ended?.reason === expected, reason);
      assert.equal(await page.evaluate(() => window.calls.getSnapshot().call.phase), 'idle');
    }
    assert.deepEqual(await page.evaluate(() => window.phases), [
      'mounting/idle',
      'ready/idle',
      'ready/connecting',
      'ready/idle/rejected',
      'ready/connecting',
      'ready/idle/cancelled',
    ]);
    await close();
  });
});
