import { esbuildPlugin } from '@web/dev-server-esbuild';
import { fromRollup } from '@web/dev-server-rollup';
import rollupReplace from '@rollup/plugin-replace';
import { chromeLauncher, defaultReporter } from '@web/test-runner';
import { chromiumArgs, chromiumPath, fakeMediaArgs } from './test/support/chromium.mjs';
import { echoFixture } from './test/support/echo-fixture.mjs';
import { elementFixtures } from './test/support/element-fixtures-plugin.mjs';
import { flagFixtures } from './test/support/flag-fixtures.mjs';
import { forcedColorsPlugin } from './test/support/forced-colors-plugin.mjs';
import { reactEsm } from './test/support/react-esm-plugin.mjs';
import { summaryReporter } from './test/support/summary-reporter.mjs';
import { timezonePlugin } from './test/support/timezone-plugin.mjs';

const replace = fromRollup(rollupReplace);

export default {
  files: ['test/**/*.test.{ts,tsx}', '!test/e2e/**'],
  nodeResolve: { browser: true, exportConditions: ['browser'] },
  concurrency: 2,
  testFramework: { config: { timeout: 5000 } },
  browsers: [
    chromeLauncher({
      // Fake media: a camera (two, for the switch) and an accepted permission prompt, for the form's camera tests.
      launchOptions: { executablePath: chromiumPath, headless: true, args: [...chromiumArgs, ...fakeMediaArgs] },
      // Two test files run at once, each page in its own browser context: pages of one context
      // share an origin's IndexedDB and storage, so one file's clean-up (the chat tests empty the
      // outbox after each test) deleted the other file's queued messages mid-send.
      // Emulated focus: without it the page in the background gets no focus events, no scroll
      // events, no animations and throttled timers.
      async createPage({ browser }) {
        const page = await (await browser.createBrowserContext()).newPage();
        await (await page.createCDPSession()).send('Emulation.setFocusEmulationEnabled', { enabled: true });
        return page;
      },
    }),
  ],
  middleware: [elementFixtures, flagFixtures, echoFixture],
  plugins: [
    reactEsm(),
    timezonePlugin(),
    forcedColorsPlugin(),
    // src/ too: the store chooses immer's auto-freeze by it (on in tests, off in the production build).
    replace({ include: ['**/node_modules/**', 'src/**'], preventAssignment: true, values: { 'process.env.NODE_ENV': '"development"' } }),
    esbuildPlugin({ ts: true, tsx: true, jsx: true, target: 'es2022', tsconfig: 'tsconfig.json' }),
  ],
  reporters: [defaultReporter(), summaryReporter()],
};
