// Builds one ES module per element (hashed, code-split so React and the shared code load once)
// and the unhashed classic-script loader, which knows only the build's id.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';

const modulesIn = (dir) => readdirSync(dir)
  .filter((file) => /^fin-[a-z-]+\.ts$/.test(file))
  .map((file) => file.replace(/\.ts$/, ''));
const tags = modulesIn('elements');
/**
 * The tracker is built on its own, with its own copies of the few shared modules it uses (see
 * docs/architecture.md, "The tracker's bundle"): one file, no chunk shared with the views.
 */
const TRACKER = 'fin-tracker';
/** Command modules without an element (elements/commands/fin-<feature>.ts), loaded like one. */
const commandModules = modulesIn('elements/commands');

/** tag → content hash of dist/elements/<tag>-<hash>.js, filled by the element build. */
const elementFiles = {};

/**
 * The loader asks for elements/<tag>.js?v=<build>: the id changes whenever any element does, so
 * those small entries can be cached forever, and the hashed code behind them is shared between
 * builds when it did not change.
 */
function buildId() {
  const forwarded = [...readFileSync('loader/forwards.ts', 'utf8').matchAll(/: '([a-z-]+)'/g)].map((match) => `fin-${match[1]}`);
  for (const tag of forwarded) {
    if (!tags.includes(tag) && !commandModules.includes(tag)) throw new Error(`loader/forwards.ts names ${tag}, which has no elements/${tag}.ts nor elements/commands/${tag}.ts`);
  }
  return createHash('sha256').update(JSON.stringify(elementFiles)).digest('base64url').slice(0, 8);
}

const production = () => replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } });
const minify = () => terser({ ecma: 2020, module: true, compress: { passes: 3 }, format: { comments: false } });

/** Records the hashed entry of each tag and writes the stable entry beside it (loader and npm imports). */
function elementMap() {
  return {
    name: 'fin-element-map',
    buildStart() {
      rmSync('dist', { recursive: true, force: true });
    },
    generateBundle(_options, bundle) {
      // The tracker has its own build: a view importing it would put a second tracker on the page.
      const tracker = [...this.getModuleIds()].find((id) => id.endsWith(`/elements/${TRACKER}.ts`));
      if (tracker) this.error(`${tracker} is built on its own (rollup.config.mjs): reach the tracker through the loader or src/shared/usage.ts`);
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
        elementFiles[chunk.name] = chunk.fileName.slice(`elements/${chunk.name}-`.length, -'.js'.length);
        this.emitFile({
          type: 'asset',
          fileName: `elements/${chunk.name}.js`,
          source: `export * from './${chunk.fileName.replace('elements/', '')}';\n`,
        });
      }
    },
  };
}

// Chunks: React (with r2wc) in one chunk, counted apart. The design system every page with a
// view loads (the element base, icons, theme, button, store, popover: modules that six or more
// tags load statically and no React-free tag does) in one 'ui' chunk: rollup alone splits it by
// the exact set of entries, and every lazy import() is an entry, so with each feature it came in
// more, smaller chunks, each paying its own gzip and import overhead. Everything else is chunked
// by rollup by the set of entries that import it, and every import() is a chunk of its own, so a
// page pays for what its tag uses (scripts/size.mjs measures it) and a lazy feature needs no line
// here. onlyExplicitManualChunks: a manual chunk takes only the modules named here, not the
// modules they import (without it a manual chunk pulled another feature's code into a page).
// Measured (npm run size): a lower threshold puts the dialogs, links and HTTP client on the app
// switcher and sign-on button pages; a 'kernel' chunk for the React-free pages costs fin-sso 1 KB.
// commonjs's helpers go with React, the one CommonJS package: in 'ui' they made the chunks circular.
const REACT = /\/node_modules\/(react|react-dom|scheduler|@r2wc)\/|^\0commonjsHelpers/;
const ENTRY = /\/elements\/(?:commands\/)?fin-[a-z-]+\.ts$/;
const UI_MIN_TAGS = 6;

/** The entry modules (tags) whose static import graph holds `id`. */
function loadedBy(id, getModuleInfo) {
  const entries = new Set();
  const seen = new Set([id]);
  const queue = [id];
  while (queue.length) {
    const info = getModuleInfo(queue.shift());
    if (!info) continue;
    if (info.isEntry && ENTRY.test(info.id)) entries.add(info.id);
    for (const importer of info.importers) {
      if (seen.has(importer)) continue;
      seen.add(importer);
      queue.push(importer);
    }
  }
  return entries;
}

let reactFree;
/** Entries whose static graph holds no React module (the tracker, the sign-on commands, the chat launcher). */
function reactFreeEntries(getModuleIds, getModuleInfo) {
  if (reactFree) return reactFree;
  const withReact = new Set();
  for (const id of getModuleIds()) if (REACT.test(id)) for (const entry of loadedBy(id, getModuleInfo)) withReact.add(entry);
  const entries = [...getModuleIds()].filter((id) => getModuleInfo(id)?.isEntry && ENTRY.test(id));
  return (reactFree = new Set(entries.filter((entry) => !withReact.has(entry))));
}

// The modal family (a status dialog renders a dialog, which renders the modal frame and its focus
// trap): one chunk, not one per component, for the pages and lazy chunks that use it.
const MODAL = /\/src\/ui\/(ModalFrame|Dialog|BottomSheet|StatusDialog|useFocusTrap|modals)\.tsx?$/;

function manualChunks(id, { getModuleIds, getModuleInfo }) {
  if (REACT.test(id)) return 'react';
  if (MODAL.test(id)) return 'modal';
  const entries = loadedBy(id, getModuleInfo);
  if (entries.size < UI_MIN_TAGS) return undefined;
  const free = reactFreeEntries(getModuleIds, getModuleInfo);
  return [...entries].some((entry) => free.has(entry)) ? undefined : 'ui';
}

/**
 * wouter imports use-sync-external-store's shim, written for React before 18; React 19 has the hook,
 * which the shim would only hand on to after its own checks: it resolves to React's.
 */
const SYNC_STORE = '\0fin-sync-external-store';
function reactSyncStore() {
  return {
    name: 'fin-react-sync-store',
    resolveId: (source) => (source.startsWith('use-sync-external-store/shim') ? SYNC_STORE : null),
    load: (id) => (id === SYNC_STORE ? "export { useSyncExternalStore } from 'react';" : null),
  };
}

export default [
  {
    input: Object.fromEntries([
      ...tags.filter((tag) => tag !== TRACKER).map((tag) => [tag, `elements/${tag}.ts`]),
      ...commandModules.map((name) => [name, `elements/commands/${name}.ts`]),
    ]),
    output: {
      dir: 'dist',
      format: 'es',
      entryFileNames: 'elements/[name]-[hash].js',
      chunkFileNames: 'chunks/[name]-[hash].js',
      manualChunks,
      onlyExplicitManualChunks: true,
      hoistTransitiveImports: false,
    },
    plugins: [
      elementMap(),
      typescript({ tsconfig: './tsconfig.bundle.json', include: ['src/**', 'elements/**', 'loader/protocol.ts'], noEmitOnError: true }),
      reactSyncStore(),
      nodeResolve({ browser: true }),
      commonjs(),
      production(),
      minify(),
    ],
  },
  {
    input: { [TRACKER]: `elements/${TRACKER}.ts` },
    // No stable entry in front of it (one request less): the loader's ?v=<build> changes with its hash.
    output: { dir: 'dist', format: 'es', entryFileNames: 'elements/[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
    plugins: [
      {
        name: 'fin-tracker-hash',
        generateBundle(_options, bundle) {
          const entry = bundle[`elements/${TRACKER}.js`];
          elementFiles[TRACKER] = createHash('sha256').update(entry.code).digest('base64url').slice(0, 8);
          // The loader imports the entry as elements/fin-tracker.js?v=<build>: a chunk importing it by its
          // bare name would make the browser run a second copy of it.
          for (const chunk of Object.values(bundle)) {
            if (chunk !== entry && [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])].includes(entry.fileName)) {
              this.error(`${chunk.fileName} imports ${entry.fileName}: the tracker's lazy chunks must not import its entry`);
            }
          }
        },
      },
      typescript({ tsconfig: './tsconfig.bundle.json', include: ['src/**', 'elements/**', 'loader/protocol.ts'], noEmitOnError: true }),
      nodeResolve({ browser: true }),
      minify(),
    ],
  },
  {
    input: 'loader/index.ts',
    // Not "use strict": the loader's code does not depend on it, and every byte counts.
    output: { file: 'dist/loader.js', format: 'iife', strict: false },
    plugins: [
      typescript({ tsconfig: './tsconfig.bundle.json', include: ['loader/**'], noEmitOnError: true }),
      replace({
        preventAssignment: true,
        values: { __FIN_BUILD__: () => JSON.stringify(buildId()) },
      }),
      terser({ ecma: 2020, compress: { passes: 3, unsafe_arrows: true }, format: { comments: false } }),
    ],
  },
];
