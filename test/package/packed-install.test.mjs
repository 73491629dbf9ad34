// The package as an adopter gets it: `npm pack` of the current build, installed from the tarball
// into a fresh project (from the npm cache `npm ci` filled), then used four ways: JSX typings for
// every tag and the main entry type-check, an app with its own React 19 bundles one React with
// rollup, a React 19 app built with Vite signs <fin-chat> in through the main entry (configure,
// setAuth, chat.open) against the reference server, and the installed dist/loader.js defines a
// tag on a page. Needs `npm run build` first (npm test builds before it).
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { promisify } from 'node:util';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import { chromium } from 'playwright-core';
import { rollup } from 'rollup';
import { parseAst } from 'rollup/parseAst';
import { build as viteBuild } from 'vite';
import { createServer as createReferenceServer } from '../../demo/server/app.mjs';
import { chromiumArgs, chromiumPath } from '../support/chromium.mjs';
import { publicApi } from '../support/public-api.mjs';

const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, '../..');
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
const TAGS = Object.keys(pkg.exports)
  .filter((key) => key.startsWith('./elements/'))
  .map((key) => key.slice('./elements/'.length));
/** What the tarball may hold besides dist/ (npm adds package.json, README and LICENSE itself). */
const TOP_LEVEL = ['package.json', 'README.md', 'LICENSE', 'CHANGELOG.md'];

/** One element of each tag, with an attribute or a typed listener from its typings. */
const TSX = `import type {} from 'fin-widgets/jsx-react';

export function EveryTag() {
  return (
    <>
      <fin-app-switcher current="people" />
      <fin-chargeback transaction-id="t-1" />
      <fin-chat segment="Business" onfin-chat-close={(event) => console.log(event.detail.ticketId)} />
      <fin-chat-launcher />
      <fin-form flow-id="chargeback" onfin-form-complete={(event) => console.log(event.detail.flowId)} />
      <fin-help-centre />
      <fin-sso-button />
      <fin-ticket />
      <fin-tracker />
      {/* @ts-expect-error: not one of the apps (the typings are real, not any) */}
      <fin-app-switcher current="nowhere" />
    </>
  );
}
`;

const TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    module: 'ESNext',
    moduleResolution: 'Bundler',
    lib: ['ES2022', 'DOM', 'DOM.Iterable'],
    jsx: 'react-jsx',
    strict: true,
    noEmit: true,
    skipLibCheck: false,
    types: [],
  },
  files: ['src/tags.tsx', 'vite/main.tsx'],
};

/**
 * The Vite app (vite/main.tsx): React 19 renders a signed-in <fin-chat> from npm — the package's
 * main entry configures the API, hands over the token and opens the panel; the element comes from
 * fin-widgets/elements/fin-chat. The entry's namespace is on window.fin for the walk below.
 */
const VITE_MAIN = `import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import * as fin from 'fin-widgets';
import { chat, configure, on, setAuth } from 'fin-widgets';
import 'fin-widgets/elements/fin-chat';
import type {} from 'fin-widgets/jsx-react';

declare global {
  interface Window {
    fin: typeof fin;
    authRequired: number;
  }
}

window.fin = fin;
window.authRequired = 0;
configure({ apiBase: new URLSearchParams(location.search).get('api') ?? location.origin });
setAuth({ token: 'vite-verification-token' });
on('fin-auth-required', () => window.authRequired++);
// The entry's typings are real, not any: a name that is no public event does not type-check.
// @ts-expect-error: 'click' is not a fin-* event
export const notAnEvent = () => on('click', () => {});

function App() {
  // Opened once the panel is on the page, as a button or an effect of the app would.
  useEffect(() => void chat.open({ category: 'card-payments' }), []);
  return <fin-chat client-id="vite-app" device-key="fin-widgets-demo-device-key" segment="Retail" />;
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
`;

const VITE_HTML = '<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Vite app</title></head><body><div id="root"></div><script type="module" src="./main.tsx"></script></body></html>';

/**
 * The loader's commands through npm, from the public API's table (test/support/public-api.mjs,
 * read from the docs): each command whose `npm` column names an export is that export of the main
 * entry (`chat.open`: `import { chat } from 'fin-widgets'`), and each bad call below fails there
 * exactly as it fails through FinWidgets(…) on a loader page (the same error name and message,
 * thrown or rejected).
 */
const API = publicApi(ROOT);
const NPM_COMMANDS = API.commands.filter((entry) => entry.npm).map((entry) => entry.npm);
const FN = '<function>';
const BAD_CALLS = [
  ['configure', 'nope'],
  ['configure', { colour: 'red' }],
  ['configure', { apiBase: 'http://[::1' }],
  ['configure', { locale: 'english' }],
  ['configure', { features: { dismiss: 'yes' } }],
  ['configure', { messages: 'fr' }],
  ['setAuth', {}],
  ['setAuth', { token: 42 }],
  ['setFeatures', { dismiss: 1 }],
  ['on', 'click', FN],
  ['on', 'fin-error', 'nope'],
  ['off', 'click', FN],
  ['ready', 'form'],
  ['track', { nope: 1 }],
  ['signIn', {}],
];

/** Runs each [command, ...args] in the page through `how` ('loader' or 'npm'); returns each outcome. */
function callEach(page, how, calls) {
  return page.evaluate(
    async ({ how, calls, FN }) => {
      const outcomes = [];
      for (const [command, ...raw] of calls) {
        const args = raw.map((arg) => (arg === FN ? () => {} : arg));
        const fn = how === 'loader' ? (...rest) => window.FinWidgets(command, ...rest) : command.split('.').reduce((object, key) => object?.[key], window.fin);
        try {
          await fn(...args);
          outcomes.push('ok');
        } catch (error) {
          outcomes.push(`${error.name}: ${error.message}`);
        }
      }
      return outcomes;
    },
    { how, calls, FN },
  );
}

/** The app: its own React 19 renders <fin-form> from the package's bundler entry. */
const MAIN = `import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import 'fin-widgets/elements/fin-form';

createRoot(document.getElementById('root')).render(createElement('fin-form', { 'flow-id': 'chargeback', 'api-base': location.origin }));
`;

/** The packages the JavaScript files under `dir` import (static, re-exported or import()), by name. */
function importedPackages(dir) {
  const names = new Set();
  const visit = (node) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return undefined;
    const specifier = /^(Import|ExportNamed|ExportAll)Declaration$|^ImportExpression$/.test(node.type) ? node.source?.value : undefined;
    if (typeof specifier === 'string' && !specifier.startsWith('.')) names.add(specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/'));
    return Object.values(node).forEach(visit);
  };
  for (const file of readdirSync(dir, { recursive: true }).filter((path) => path.endsWith('.js'))) visit(parseAst(readFileSync(join(dir, file), 'utf8')));
  return [...names].sort();
}

const TYPES = { '.js': 'text/javascript', '.html': 'text/html', '.json': 'application/json' };

/** Serves `dir` over HTTP, with CORS for the pinned loader (crossorigin="anonymous"). */
function serve(dir, pages) {
  const server = createServer((request, response) => {
    const path = new URL(request.url, 'http://x').pathname;
    if (pages[path]) return response.writeHead(200, { 'content-type': 'text/html' }).end(pages[path]);
    const file = normalize(join(dir, path));
    if (!file.startsWith(dir) || !existsSync(file) || !statSync(file).isFile()) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'access-control-allow-origin': '*' });
    return response.end(readFileSync(file));
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

describe('the packed package, installed in a fresh project', () => {
  const dir = mkdtempSync(join(tmpdir(), 'fin-widgets-pack-'));
  const app = join(dir, 'app');
  let pack;
  let packed;
  let typeCheck;
  let server;
  let browser;
  /** The bad calls' outcomes through each entry. */
  const outcomes = {};

  before(async () => {
    assert.ok(existsSync(join(ROOT, 'dist/loader.js')), 'no dist/: run npm run build first');
    // With its lifecycle scripts, as an adopter's tool runs it: prepack finds dist/ up to date (it
    // builds otherwise). The JSON is read from its first line here; the test below wants nothing else.
    pack = await run('npm', ['pack', '--json', '--pack-destination', dir], { cwd: ROOT, maxBuffer: 64 << 20 });
    [packed] = JSON.parse(pack.stdout.slice(pack.stdout.search(/^\[/m)));
    mkdirSync(join(app, 'src'), { recursive: true });
    writeFileSync(
      join(app, 'package.json'),
      JSON.stringify({
        name: 'adopter',
        private: true,
        type: 'module',
        dependencies: {
          'fin-widgets': `file:../${packed.filename}`,
          react: pkg.devDependencies.react,
          'react-dom': pkg.devDependencies['react-dom'],
          '@types/react': pkg.devDependencies['@types/react'],
          '@types/react-dom': pkg.devDependencies['@types/react-dom'],
        },
      }),
    );
    await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'], { cwd: app });
    // The type check runs in its own process while this one bundles (the test reads its result).
    writeFileSync(join(app, 'src/tags.tsx'), TSX);
    mkdirSync(join(app, 'vite'));
    writeFileSync(join(app, 'vite/main.tsx'), VITE_MAIN);
    writeFileSync(join(app, 'vite/index.html'), VITE_HTML);
    writeFileSync(join(app, 'tsconfig.json'), JSON.stringify(TSCONFIG));
    typeCheck = run(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', app]).catch((error) => error);
  });

  after(async () => {
    await browser?.close();
    server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('npm pack --json prints only its JSON on stdout: prepack says "dist/ is up to date" on stderr', () => {
    assert.doesNotThrow(() => JSON.parse(pack.stdout), `stdout: ${pack.stdout.slice(0, 300)}`);
    assert.match(pack.stderr, /dist\/ is up to date with its sources/);
  });

  it('holds only dist/, the README, LICENSE, CHANGELOG and package.json', (t) => {
    const files = packed.files.map((file) => file.path);
    const stray = files.filter((path) => !path.startsWith('dist/') && !TOP_LEVEL.includes(path));
    assert.deepEqual(stray, []);
    for (const path of [...TOP_LEVEL, 'dist/loader.js', 'dist/loader.js.integrity', 'dist/custom-elements.json']) assert.ok(files.includes(path), `${path} is missing`);
    for (const tag of TAGS) assert.ok(files.includes(`dist/types/elements/${tag}.d.ts`), `${tag}'s typings are missing`);
    t.diagnostic(`${packed.filename}: ${(packed.size / 1024).toFixed(1)} KB packed, ${(packed.unpackedSize / 1024).toFixed(1)} KB unpacked, ${packed.entryCount} files`);
  });

  it('depends on exactly what its code imports: the bundler build imports its dependencies and React, the CDN build nothing', () => {
    const installed = join(app, 'node_modules/fin-widgets');
    const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'));
    assert.deepEqual(Object.keys(manifest.peerDependencies).sort(), ['@types/react', 'react', 'react-dom']);
    const declared = Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies }).filter((name) => !name.startsWith('@types/'));
    assert.deepEqual(importedPackages(join(installed, 'dist/peer')), declared.sort());
    assert.deepEqual(importedPackages(join(installed, 'dist/elements')), []);
    assert.deepEqual(importedPackages(join(installed, 'dist/chunks')), []);
    // No second React under the package: the app's is the one.
    assert.equal(existsSync(join(app, 'node_modules/fin-widgets/node_modules/react')), false);
  });

  it('type-checks a TSX file using every tag through fin-widgets/jsx-react, and the Vite app through the main entry (skipLibCheck off)', async () => {
    assert.equal(TAGS.length, 9);
    for (const tag of TAGS) assert.ok(TSX.includes(`<${tag} `), `the TSX file does not use <${tag}>`);
    const result = await typeCheck;
    assert.equal(result.stdout.trim(), '', 'tsc reported errors');
  });

  it('bundles an app with its own React 19 and <fin-form> into one React, which renders the form', async () => {
    writeFileSync(join(app, 'src/main.js'), MAIN);
    const bundle = await rollup({
      input: join(app, 'src/main.js'),
      plugins: [
        nodeResolve({ browser: true, rootDir: app }),
        commonjs(),
        replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': '"production"' } }),
      ],
      onwarn: () => {},
    });
    const { output } = await bundle.write({ dir: join(app, 'bundle'), format: 'es' });
    await bundle.close();
    const modules = output.flatMap((chunk) => Object.keys(chunk.modules ?? {})).filter((id) => id.startsWith('/'));
    const reacts = modules.filter((id) => /\/react\/cjs\/react\.production\.js$/.test(id));
    const reactDoms = modules.filter((id) => /\/react-dom\/cjs\/react-dom-client\.production\.js$/.test(id));
    assert.deepEqual(reacts, [join(app, 'node_modules/react/cjs/react.production.js')]);
    assert.deepEqual(reactDoms, [join(app, 'node_modules/react-dom/cjs/react-dom-client.production.js')]);
    // Nothing from the CDN build (dist/chunks/ holds its own React).
    const cdn = modules.filter((id) => id.includes('/fin-widgets/dist/') && !id.includes('/fin-widgets/dist/peer/'));
    assert.deepEqual(cdn, []);

    server = await serve(app, {
      '/app.html': '<!doctype html><html lang="en"><body><div id="root"></div><script type="module" src="/bundle/main.js"></script></body></html>',
    });
    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`http://127.0.0.1:${server.address().port}/app.html`);
    await page.waitForFunction(() => document.querySelector('fin-form')?.shadowRoot?.childElementCount > 0, null, { timeout: 15000 });
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('builds a React 19 app with Vite that signs <fin-chat> in through the main entry (configure, setAuth, chat.open)', { timeout: 120_000 }, async (t) => {
    const started = Date.now();
    const built = await viteBuild({
      root: join(app, 'vite'),
      base: './',
      logLevel: 'silent',
      configFile: false,
      // React 19's JSX without @vitejs/plugin-react: Vite's own transform, automatic runtime.
      oxc: { jsx: { runtime: 'automatic' } },
      build: { outDir: join(app, 'vite-dist'), emptyOutDir: true },
    });
    t.diagnostic(`vite build: ${Date.now() - started} ms`);
    const modules = [built].flat().flatMap(({ output }) => output).flatMap((chunk) => chunk.moduleIds ?? Object.keys(chunk.modules ?? {}));
    // One React, the app's; nothing from the package's CDN build (its chunks hold their own React)
    // but the tracker, whose file and the chunks it imports serve both.
    assert.deepEqual(modules.filter((id) => /\/react-dom\/cjs\/react-dom-client\.production\.js$/.test(id)), [join(app, 'node_modules/react-dom/cjs/react-dom-client.production.js')]);
    const tracker = join(app, 'node_modules/fin-widgets/dist/elements/fin-tracker.js');
    const trackerFiles = [tracker, ...[...readFileSync(tracker, 'utf8').matchAll(/["'](\.\.\/chunks\/[^"']+)["']/g)].map(([, path]) => join(tracker, '..', path))];
    const cdn = modules.filter((id) => id.includes('/fin-widgets/dist/') && !id.includes('/fin-widgets/dist/peer/'));
    assert.ok(cdn.includes(tracker), 'the tracker is bundled from its one file');
    assert.deepEqual(cdn.filter((id) => !trackerFiles.includes(id)), []);

    const reference = await createReferenceServer({ chat: { timings: { botReplyMs: 100, agentJoinMs: 200, agentTypingMs: 200, heartbeatMs: 1000 } } });
    await reference.app.listen({ port: 0, host: '127.0.0.1' });
    const api = `http://127.0.0.1:${reference.app.server.address().port}/`;
    const site = await serve(join(app, 'vite-dist'), {});
    browser ??= await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    try {
      const signedIn = page.waitForRequest((request) => request.url().startsWith(api) && request.url().endsWith('/signin') && request.method() === 'POST');
      await page.goto(`http://localhost:${site.address().port}/index.html?api=${encodeURIComponent(api)}`);
      // Signed in with the token setAuth gave and the element's client-id; the panel opened by chat.open shows the conversation.
      assert.deepEqual((await signedIn).postDataJSON(), { verificationToken: 'vite-verification-token', clientId: 'vite-app' });
      await page.locator('fin-chat [part="panel"]').waitFor({ timeout: 20_000 });
      await page.locator('fin-chat [part~="bubble-agent"]').first().waitFor({ timeout: 20_000 });
      await page.locator('fin-chat textarea').fill('my card was declined');
      await page.locator('fin-chat textarea').press('Enter');
      await page.locator('fin-chat [part~="bubble-client"]', { hasText: 'my card was declined' }).waitFor();
      assert.equal(await page.evaluate(() => window.authRequired), 0, 'no fin-auth-required: the token was there');
      mkdirSync('/tmp/i45-npm-contract', { recursive: true });
      await page.screenshot({ path: '/tmp/i45-npm-contract/vite-chat-1280.png' });

      // The walk: every command the table gives npm is an export of the main entry.
      assert.deepEqual(API.problems, []);
      assert.ok(NPM_COMMANDS.includes('configure') && NPM_COMMANDS.includes('chat.open'), `the table's npm commands: ${NPM_COMMANDS}`);
      const missing = await page.evaluate((paths) => paths.filter((path) => typeof path.split('.').reduce((object, key) => object?.[key], window.fin) !== 'function'), NPM_COMMANDS);
      assert.deepEqual(missing, []);
      assert.deepEqual(errors, []);
      outcomes.npm = await callEach(page, 'npm', BAD_CALLS);

      // Both entries on one page: one console error; the loader shares the npm entry's state and defines nothing again.
      server ??= await serve(app, {});
      const chatClass = await page.evaluateHandle(() => customElements.get('fin-chat'));
      await page.addScriptTag({ url: `http://127.0.0.1:${server.address().port}/node_modules/fin-widgets/dist/loader.js` });
      await page.waitForFunction(() => window.FinWidgets?.version);
      await page.evaluate(() => window.FinWidgets('ready'));
      assert.deepEqual(errors, ['FinWidgets: loaded twice (loader.js, npm): use one']);
      assert.equal(await page.evaluate((first) => customElements.get('fin-chat') === first, chatClass), true);
      assert.deepEqual(await page.evaluate(() => window.__finWidgets.auth), { token: 'vite-verification-token' });
      await page.evaluate(() => window.FinWidgets('setFeatures', { 'translation.enable': true }));
      assert.deepEqual(await page.evaluate(() => [window.__finWidgets.config.apiBase, window.__finWidgets.config.features]), [api, { 'translation.enable': true }]);
    } finally {
      await page.close();
      site.close();
      await reference.app.close();
    }
  });

  it('serves node_modules/fin-widgets/dist/loader.js, pinned with its integrity, and a tag is defined', async () => {
    const integrity = readFileSync(join(app, 'node_modules/fin-widgets/dist/loader.js.integrity'), 'utf8');
    assert.match(integrity, /^sha384-[A-Za-z0-9+/]{64}$/);
    server ??= await serve(app, {});
    const sdk = `http://127.0.0.1:${server.address().port}/node_modules/fin-widgets/dist`;
    const pages = new Map([['/loader.html', `<!doctype html><html lang="en"><body><fin-app-switcher></fin-app-switcher>
<script async src="${sdk}/loader.js" integrity="${integrity}" crossorigin="anonymous"></script></body></html>`]]);
    const host = await serve(app, Object.fromEntries(pages));
    browser ??= await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    const page = await browser.newPage();
    try {
      // Another port: the SDK is cross-origin to the host page, as on a CDN.
      await page.goto(`http://localhost:${host.address().port}/loader.html`);
      await page.waitForFunction(() => customElements.get('fin-app-switcher'), null, { timeout: 15000 });
      outcomes.loader = await callEach(page, 'loader', BAD_CALLS);
    } finally {
      await page.close();
      host.close();
    }
  });

  it('fails each bad call through the main entry as through the loader: the same error, name and message', () => {
    assert.ok(outcomes.npm && outcomes.loader, 'both pages ran the calls');
    assert.equal(outcomes.loader.filter((outcome) => outcome.startsWith('FinWidgetsArgumentError: ')).length, BAD_CALLS.length, outcomes.loader.join('\n'));
    assert.deepEqual(outcomes.npm, outcomes.loader);
  });
});
