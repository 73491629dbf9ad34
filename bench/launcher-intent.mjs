// The chat launcher's page until intent and the panel's open after it (issue 39), on the race
// server (bench/paint-race.mjs): a page with the loader, <fin-chat-launcher> and a closed
// <fin-chat anonymous>. It counts the gzip bytes of every SDK file the page loaded before any
// intent (as npm run size does), then moves the pointer onto the launcher and presses it at once
// (a quick user: the press waits on the whole load) and takes the time from the pointer's enter to
// the frame that shows the panel, with where that time went (the resource timings of the
// panel's files and when the tag was defined).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { createServer } from '../demo/server/app.mjs';
import { loaderTag, median, profiledPage } from './paint-race.mjs';

const SETTLE_MS = 1000;

export const launcherRace = {
  name: 'chat',
  /** The chat API's origin (startChatApi), else the race server's, which has no chat routes. */
  apiOrigin: undefined,
  contenders: {
    launcher: {
      label: 'launcher page',
      page: (origin) => {
        const api = launcherRace.apiOrigin ?? origin;
        return `<!doctype html><html lang="en-GB"><head><title>SDK</title>${loaderTag(origin)}</head>
<body><fin-chat-launcher device-key="bench" api-base="${api}"></fin-chat-launcher><fin-chat anonymous device-key="bench" api-base="${api}"></fin-chat></body></html>`;
      },
    },
  },
};

/**
 * The reference server as the pages' chat API, over TLS (the pages are https) with the race
 * server's certificate, on its own origin: the panel that opens signs in and connects its socket,
 * as on a real page, instead of timing a panel whose every call answered 404.
 */
export async function startChatApi() {
  const tls = new URL('./tls/', import.meta.url);
  const { app } = await createServer({ https: { key: readFileSync(new URL('localhost.key', tls)), cert: readFileSync(new URL('localhost.crt', tls)) } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  launcherRace.apiOrigin = `https://127.0.0.1:${app.server.address().port}`;
  return {
    close: async () => {
      launcherRace.apiOrigin = undefined;
      await app.close();
    },
  };
}

const gzipOf = (path) => gzipSync(readFileSync(`dist/${path}`), { level: 9 }).length;

/** One page: its bytes before intent, and the open after it. */
async function openOnce(browser, server, setup) {
  const { page, errors, close } = await profiledPage(browser, setup);
  await page.goto(`${server.origin}/chat/launcher`);
  await page.locator('fin-chat-launcher button').waitFor();
  await page.waitForTimeout(SETTLE_MS);
  const sdkFiles = () =>
    page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname).filter((path) => path.startsWith('/dist/') && path.endsWith('.js')).map((path) => path.slice('/dist/'.length)));
  const before = await sdkFiles();
  const opened = page.evaluate(
    () =>
      new Promise((resolve) => {
        const launcher = document.querySelector('fin-chat-launcher');
        // pointerover comes before the button's pointerenter, where the launcher starts the load.
        window.addEventListener(
          'pointerover',
          (event) => {
            if (event.target !== launcher || window.benchIntent !== undefined) return;
            const intent = (window.benchIntent = performance.now());
            let defined;
            customElements.whenDefined('fin-chat').then(() => (defined = performance.now() - intent));
            const check = () => {
              const panel = document.querySelector('fin-chat')?.shadowRoot?.querySelector('[part="panel"]');
              if (panel && panel.getBoundingClientRect().width > 0) {
                requestAnimationFrame(() => {
                  const files = performance.getEntriesByType('resource').filter((entry) => entry.startTime >= intent && entry.name.includes('/dist/'));
                  resolve({ open: performance.now() - intent, defined, filesArrived: Math.max(0, ...files.map((entry) => entry.responseEnd)) - intent, files: files.length });
                });
              } else requestAnimationFrame(check);
            };
            check();
          },
          { capture: true },
        );
      }),
  );
  await page.hover('fin-chat-launcher');
  await page.click('fin-chat-launcher');
  const result = await opened;
  await close();
  if (errors.length) throw new Error(`chat: ${errors.join('; ')}`);
  return { ...result, bytes: before.filter((file) => !/^chunks\/react-/.test(file)).reduce((total, file) => total + gzipOf(file), 0), before };
}

/** `runs` opens under `setup`: the page's KB before intent, the median open and its parts. */
export async function launcherIntent(browser, server, setup, runs) {
  await openOnce(browser, server, setup);
  const results = [];
  for (let run = 0; run < runs; run++) results.push(await openOnce(browser, server, setup));
  const of = (pick) => median(results.map(pick));
  return {
    kb: of((result) => result.bytes) / 1024,
    files: results[0].before,
    open: of((result) => result.open),
    opens: results.map((result) => result.open),
    defined: of((result) => result.defined),
    filesArrived: of((result) => result.filesArrived),
  };
}

export function printLauncher({ kb, files, open, opens, defined, filesArrived }) {
  console.log(`    before intent: ${kb.toFixed(2)} KB gzip of SDK files (${files.join(', ')})`);
  console.log(`    pointer enter → panel shown: median ${open.toFixed(0)} ms (${opens.map((time) => time.toFixed(0)).join(', ')}); of which the panel's files arrived at ${filesArrived.toFixed(0)} ms, the tag was defined at ${defined.toFixed(0)} ms`);
}
