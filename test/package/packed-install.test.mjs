// The package as an adopter gets it: `npm pack` of the current build, installed from the tarball
// into a fresh project (from the npm cache `npm ci` filled), then used three ways: JSX typings for
// every tag type-check, an app with its own React 19 bundles one React, and the installed
// dist/loader.js defines a tag on a page. Needs `npm run build` first (npm test builds before it).
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
import { chromiumArgs, chromiumPath } from '../support/chromium.mjs';

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
  files: ['src/tags.tsx'],
};

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
  let packed;
  let typeCheck;
  let server;
  let browser;

  before(async () => {
    assert.ok(existsSync(join(ROOT, 'dist/loader.js')), 'no dist/: run npm run build first');
    // --ignore-scripts: this build, not prepack's.
    const { stdout } = await run('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', dir], { cwd: ROOT, maxBuffer: 64 << 20 });
    [packed] = JSON.parse(stdout);
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
        },
      }),
    );
    await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'], { cwd: app });
    // The type check runs in its own process while this one bundles (the test reads its result).
    writeFileSync(join(app, 'src/tags.tsx'), TSX);
    writeFileSync(join(app, 'tsconfig.json'), JSON.stringify(TSCONFIG));
    typeCheck = run(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', app]).catch((error) => error);
  });

  after(async () => {
    await browser?.close();
    server?.close();
    rmSync(dir, { recursive: true, force: true });
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

  it('type-checks a TSX file using every tag through fin-widgets/jsx-react (skipLibCheck off)', async () => {
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
    } finally {
      await page.close();
      host.close();
    }
  });
});
