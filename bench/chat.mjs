// Bench of <fin-chat>'s message list in Chromium (npm run bench:chat; needs a build): a ticket
// with 5,000 messages on the reference server opens in the panel of the demo page, then the
// list is scrolled to the top again and again until the first message is in view, paging
// through all 100 older pages. A sampler counts the message rows in the DOM on every frame; the
// bench fails if it ever sees more than 150. Older pages take 100 ms (the fault switch), so the
// view at the top is read before each page comes. Prints: open time, the
// time per older page, the largest jump of the top message, the scrolls that loaded pages back to
// back and how many of them moved it, and the most rows seen. It also fails if the top message
// moved 2 px or more (or left the view) in any scroll that loaded pages back to back.
// `--cpu-throttle N` runs the page N times slower (DevTools' CPU throttling), as on a loaded
// machine: `node bench/chat.mjs --cpu-throttle 5` after a build.
// First it prints the launcher's page before intent and the panel's open after it, as a CDN serves
// and on the mobile profile (bench/launcher-intent.mjs; issue 39's target: 300 ms on mobile).
import { createServer } from '../demo/server/app.mjs';
import { launchBrowser, openPage } from '../test/e2e/support.mjs';
import { launcherIntent, launcherRace, printLauncher, startChatApi } from './launcher-intent.mjs';
import { launchBenchBrowser, PROFILES, startRaceServer } from './paint-race.mjs';

const INTENT_RUNS = 7;
{
  const server = await startRaceServer({ races: [launcherRace], h2: true });
  const chatApi = await startChatApi();
  const bench = await launchBenchBrowser();
  try {
    for (const profile of Object.values(PROFILES)) {
      console.log(`<fin-chat-launcher> and a closed <fin-chat>, ${INTENT_RUNS} runs; ${profile.name}`);
      printLauncher(await launcherIntent(bench, server, { h2: true, profile }, INTENT_RUNS));
    }
  } finally {
    await bench.close();
    await server.close();
    await chatApi.close();
  }
}

const throttleAt = process.argv.indexOf('--cpu-throttle');
/** How many times slower the page runs (1: not throttled). */
const CPU_THROTTLE = throttleAt === -1 ? 1 : Number(process.argv[throttleAt + 1]);
if (!(CPU_THROTTLE >= 1)) throw new Error('--cpu-throttle takes a rate of 1 or more');
const MESSAGES = 5_000;
const MAX_NODES = 150;
/** The message at the top of the view stays within this across older pages, one or several in a row. */
const MAX_JUMP_PX = 2;
const PAGE_LATENCY_MS = 100;
const CLIENT_ID = 'bench-client';
const DAY = 86_400_000;

let runtime;
const { app } = await createServer({ chat: { timings: { botReplyMs: 60_000, agentJoinMs: 60_000, agentTypingMs: 10, heartbeatMs: 1000 }, expose: (value) => (runtime = value) } });
await app.listen({ port: 0, host: '127.0.0.1' });
const origin = `http://127.0.0.1:${app.server.address().port}`;

// The ticket: runs of 1-4 messages by each side, a new day every 200 messages, some long.
const { state } = runtime;
const ticket = state.newTicket(CLIENT_ID, { title: 'Bench' });
ticket.agentId = state.fixtures.agents[0].id;
const start = Date.now() - (MESSAGES / 200) * DAY;
for (let index = 0; index < MESSAGES; index++) {
  const fromClient = Math.floor(index / (1 + (index % 4))) % 2 === 0;
  const text = `bench message ${String(index + 1).padStart(5, '0')}${index % 9 === 0 ? ' — a longer one that wraps over more than one line of the bubble, to give rows different heights.' : ''}`;
  const message = state.addMessage(ticket, { fromClient, authorId: fromClient ? CLIENT_ID : ticket.agentId, payloadType: 'text', payload: { text } });
  message.createdAt = message.updatedAt = new Date(start + Math.floor(index / 200) * DAY + index * 1000).toISOString();
}
ticket.unread = 0;

// Older pages take 100 ms, as over a network: the view at the top is read before each page comes.
const faulted = await fetch(`${origin}/__faults`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ match: `/api/chat/tickets/${ticket.id}/messages/history`, latencyMs: PAGE_LATENCY_MS }),
});
if (!faulted.ok) throw new Error(`the fault switch refused the page latency: ${faulted.status}`);

const browser = await launchBrowser();
const { page, problems, close } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
if (CPU_THROTTLE > 1) await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
await page.goto(`${origin}/chat.html`);
await page.evaluate((id) => document.querySelector('fin-chat').setAttribute('client-id', id), CLIENT_ID);

// Every frame: the message rows in the panel's DOM. Room for every request's timing entry (pages are counted by them).
await page.evaluate(() => {
  performance.setResourceTimingBufferSize(10_000);
  window.benchMaxRows = 0;
  const sample = () => {
    const root = document.querySelector('fin-chat')?.shadowRoot;
    const count = root ? root.querySelectorAll('[data-message-id]').length : 0;
    window.benchMaxRows = Math.max(window.benchMaxRows, count);
    requestAnimationFrame(sample);
  };
  requestAnimationFrame(sample);
});

const opened = await page.evaluate(
  (id) =>
    new Promise((resolve) => {
      const begin = performance.now();
      window.FinWidgets('chat.open', { ticketId: id });
      const check = () => {
        const root = document.querySelector('fin-chat')?.shadowRoot;
        if (root?.querySelector('[data-message-id]') && root.textContent.includes('bench message 05000')) resolve(performance.now() - begin);
        else requestAnimationFrame(check);
      };
      check();
    }),
  ticket.id,
);

/**
 * Scrolls to the top and holds there, as a user dragging the scrollbar does, until an older page
 * is in (the list grew and nothing loads). Resolves with the time and the jump of the message that
 * was at the top of the view across the load (undefined if it left the DOM), or done once the
 * first message is in.
 */
const pageUp = () =>
  page.evaluate(
    () =>
      new Promise((resolve) => {
        const root = document.querySelector('fin-chat').shadowRoot;
        const log = root.querySelector('[part="messages"]');
        /** The first message row in view (none while the rows rendered are still those of before the scroll). */
        const topRow = () => {
          const view = log.getBoundingClientRect();
          return [...root.querySelectorAll('[data-message-id]')].find((row) => {
            const box = row.getBoundingClientRect();
            return box.bottom > view.top && box.top < view.bottom;
          });
        };
        const begin = performance.now();
        const height = log.scrollHeight;
        let anchor;
        let sawLoading = false;
        // Older pages this scroll loaded (history requests): more than one is back to back.
        const requests = () => performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/messages/history')).length;
        const requested = requests();
        let settled = 0;
        log.scrollTop = 0;
        const check = () => {
          if (root.textContent.includes('bench message 00001')) return resolve({ ms: performance.now() - begin, done: true });
          if (performance.now() - begin > 20_000) return resolve({ stuck: { scrollTop: log.scrollTop, scrollHeight: log.scrollHeight, height, sawLoading } });
          const loading = !!root.querySelector('.loading-older');
          sawLoading ||= loading;
          if (log.scrollHeight > height && !loading) {
            if (++settled > 3) {
              const row = anchor && root.querySelector(`[data-message-id="${anchor.id}"]`);
              // No anchor: the page came before the view at the top was drawn, nothing to compare.
              if (!anchor) return resolve({ ms: performance.now() - begin, loads: requests() - requested, unmeasured: true });
              return resolve({ ms: performance.now() - begin, loads: requests() - requested, jump: row ? Math.abs(row.getBoundingClientRect().top - anchor.top) : undefined });
            }
          } else if (!sawLoading && log.scrollTop > 0) {
            // Not loading and not at the top (the list's first frames can pin it back to the bottom): up again.
            log.scrollTop = 0;
            anchor = undefined;
          } else if (!anchor && log.scrollHeight === height) {
            const first = topRow();
            if (first) anchor = { id: first.dataset.messageId, top: first.getBoundingClientRect().top };
          }
          requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
  );

const pages = [];
const began = Date.now();
for (let round = 0; round < 200; round++) {
  const result = await pageUp();
  if (result.stuck) {
    console.error(`stuck at scroll ${round}: ${JSON.stringify(result.stuck)}`);
    break;
  }
  if (round % 10 === 0) console.error(`scroll ${round}: ${result.ms.toFixed(0)} ms`);
  if (result.unmeasured) console.error(`scroll ${round} not measured (its page came before the view at the top was drawn): ${JSON.stringify(result)}`);
  else if (!result.done && (result.jump === undefined || result.jump >= MAX_JUMP_PX)) console.error(`scroll ${round} moved the top row: ${JSON.stringify(result)}`);
  pages.push(result);
  if (result.done) break;
}
const total = Date.now() - began;
const maxRows = await page.evaluate(() => window.benchMaxRows);
const domRows = await page.evaluate(() => document.querySelector('fin-chat').shadowRoot.querySelectorAll('[data-message-id]').length);
const held = await page.evaluate(() => document.querySelector('fin-chat').shadowRoot.textContent.includes('bench message 00001'));

const times = pages.map((entry) => entry.ms).sort((a, b) => a - b);
const jumps = pages.map((entry) => entry.jump).filter((jump) => jump !== undefined);
const measured = pages.filter((entry) => !entry.done && !entry.unmeasured);
const lost = measured.filter((entry) => entry.jump === undefined).length;
// A scroll that loaded several pages in a row: the top message must stay within 2 px through all of them.
const backToBack = measured.filter((entry) => entry.loads > 1);
const drifted = backToBack.filter((entry) => entry.jump === undefined || entry.jump >= MAX_JUMP_PX).length;
console.log(`<fin-chat> message list, ${MESSAGES} messages (${pages.length} scrolls to the top)${CPU_THROTTLE > 1 ? `, CPU throttled ${CPU_THROTTLE}x` : ''}`);
console.log(`  open, latest page shown:       ${opened.toFixed(0)} ms`);
console.log(`  older page, median / slowest:  ${times[Math.floor(times.length / 2)].toFixed(0)} / ${times.at(-1).toFixed(0)} ms`);
console.log(`  paging to the first message:   ${(total / 1000).toFixed(1)} s`);
console.log(`  largest jump of the top row:   ${Math.max(...jumps).toFixed(1)} px; it left the view in ${lost} of ${measured.length} measured scrolls (${pages.length - 1 - measured.length} unmeasured)`);
console.log(`  pages back to back:            ${backToBack.length} scrolls loaded 2-${Math.max(0, ...backToBack.map((entry) => entry.loads))} pages in a row; the top row moved ${MAX_JUMP_PX} px or more in ${drifted} of them`);
console.log(`  message rows in the DOM, most: ${maxRows} (limit ${MAX_NODES}); now ${domRows}`);
await close();
await browser.close();
await app.close();
if (problems.length) console.log(`  problems: ${problems.join('; ')}`);
const moved = measured.filter((entry) => entry.jump === undefined || entry.jump >= MAX_JUMP_PX).length;
if (moved > 0) console.log(`  the top row moved ${MAX_JUMP_PX} px or more (or left the view) in ${moved} of ${measured.length} scrolls`);
if (!held || maxRows > MAX_NODES || drifted > 0) {
  console.error(
    !held ? 'The first message was never reached.' : maxRows > MAX_NODES ? `More than ${MAX_NODES} message rows in the DOM.` : `The top row moved in ${drifted} scrolls that loaded pages back to back.`,
  );
  process.exit(1);
}
