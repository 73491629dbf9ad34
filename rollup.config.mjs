// Builds one ES module per element (hashed, code-split so React and the shared code load once)
// and the unhashed classic-script loader, which knows only the build's id; then the elements for
// bundlers (dist/peer/), which import React and the other packages instead of holding them.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { posix, resolve } from 'node:path';
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

/**
 * Tags whose entry is a head (elements/early/<tag>.ts): it sends the element's first requests
 * early, names the implementation's chunks with modulepreload links and imports it. Their
 * implementation (elements/<tag>.ts) is built as chunks/<tag>-<hash>.js.
 */
const heads = readdirSync('elements/early')
  .filter((file) => /^fin-[a-z-]+\.ts$/.test(file))
  .map((file) => file.replace(/\.ts$/, ''));

/**
 * The module the main build makes a tag's entry (for a head, its implementation): elements/<tag>.ts,
 * or elements/panels/<tag>.ts for an element whose head is the element itself and whose view loads
 * later (the closed <fin-chat>: the head defines the tag, the panel is the implementation).
 */
const mainInput = (tag) => (existsSync(`elements/panels/${tag}.ts`) ? `elements/panels/${tag}.ts` : `elements/${tag}.ts`);

/**
 * Parts of a head's element, React-free, that the head loads beside its implementation:
 * elements/panels/<name>.ts that is no tag's panel (the chat panel's frame, fin-chat-frame). Each
 * is built on its own as chunks/<name>-<hash>.js, one file with its own copies of the few modules
 * it reads (as the heads are): as an entry of the main build it took the theme and the texts out
 * of the 'ui' chunk, 0.4–0.7 KB more on every page; in the head's build, an import() split the head.
 * In a head's build, elements/panels/load-<name>.ts imports it (`panelOfHead`).
 */
const headParts = modulesIn('elements/panels').filter((name) => !tags.includes(name));

/** tag → content hash of dist/elements/<tag>.js, filled by the builds. */
const elementFiles = {};
/** tag of a head, or a head's part → its chunk and static graph (paths under dist/), filled by the main build and the parts' builds. */
const implementations = {};

/**
 * The loader asks for elements/<tag>.js?v=<build>: the id changes whenever any entry does (an
 * entry names its chunks by their content hashes), so the entries can be cached forever, and the
 * hashed chunks behind them are shared between builds when they did not change.
 */
function buildId() {
  const forwarded = [...readFileSync('loader/forwards.ts', 'utf8').matchAll(/: '([a-z-]+)'/g)].map((match) => `fin-${match[1]}`);
  for (const tag of forwarded) {
    if (!tags.includes(tag) && !commandModules.includes(tag)) throw new Error(`loader/forwards.ts names ${tag}, which has no elements/${tag}.ts nor elements/commands/${tag}.ts`);
  }
  return createHash('sha256').update(JSON.stringify(elementFiles)).digest('base64url').slice(0, 8);
}

const production = () => replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } });
/**
 * FIN_PROFILE=1 (bench/profile.mjs): the same compression with names kept, so a CPU profile names
 * the functions that ran; never a build to ship.
 */
const profiling = process.env.FIN_PROFILE === '1';
const minify = () =>
  terser({ ecma: 2020, module: true, compress: { passes: 3 }, format: { comments: false }, ...(profiling ? { mangle: false, keep_fnames: true, keep_classnames: true } : {}) });

/** The chunks `fileName` imports statically, directly or not, in evaluation order (imports first). */
function staticGraph(bundle, fileName) {
  const order = [];
  const seen = new Set([fileName]);
  const visit = (file) => {
    for (const imported of bundle[file].imports) {
      if (seen.has(imported)) continue;
      seen.add(imported);
      visit(imported);
      order.push(imported);
    }
  };
  visit(fileName);
  return order;
}

/**
 * Each entry (elements/<tag>.js, what the loader and npm imports load) lists its whole static
 * graph, so the browser asks for every chunk a page needs as soon as the entry arrives: through
 * the entry's own imports it found them level by level, a round trip each (React was three behind
 * the entry). Listed in the order the entry evaluates them (depth first, imports before
 * importers), which the list keeps. Only entries: a lazy chunk listing its graph (rollup's
 * hoistTransitiveImports) cost 0.1–0.25 KB a page. Records each entry's content hash for the
 * build id.
 */
function elementEntries() {
  return {
    name: 'fin-element-entries',
    buildStart() {
      rmSync('dist', { recursive: true, force: true });
    },
    generateBundle(_options, bundle) {
      // The tracker has its own build: a view importing it would put a second tracker on the page.
      const tracker = [...this.getModuleIds()].find((id) => id.endsWith(`/elements/${TRACKER}.ts`));
      if (tracker) this.error(`${tracker} is built on its own (rollup.config.mjs): reach the tracker through the loader or src/shared/usage.ts`);
      const entries = Object.values(bundle).filter((chunk) => chunk.type === 'chunk' && chunk.isEntry);
      for (const entry of entries) {
        const graph = staticGraph(bundle, entry.fileName);
        if (heads.includes(entry.name)) {
          // Its head preloads the graph; the implementation keeps rollup's own imports.
          implementations[entry.name] = { file: entry.fileName, graph };
          continue;
        }
        // The entry's own bare imports of listed chunks are left out: the list already runs them.
        let code = entry.code;
        for (const file of graph) code = code.replaceAll(`import"../${file}";`, '');
        entry.code = graph.map((file) => `import'../${file}';`).join('') + code;
        elementFiles[entry.name] = createHash('sha256').update(entry.code).digest('base64url').slice(0, 8);
      }
      notImported(this, bundle, entries);
    },
  };
}

/**
 * At each `import()` of a lazy chunk, the chunks of its static graph that the importing chunk has
 * not loaded are imported alongside it, so an interaction costs one round trip: through the lazy
 * chunk's own imports the browser found them level by level (the address picker, then the modal
 * family; a help-centre route, then its pieces). They are `import()`s, not modulepreload links,
 * so they are fetched in the importing module's mode (the loader's crossorigin, docs/cdn.md) and
 * need no helper; a failed one is left to the chunk's own import, which reports it. Written in
 * renderChunk, where file names still hold rollup's hash placeholders, so a chunk's hash covers
 * the names it lists (in generateBundle it would not: the catch docs/architecture.md records).
 * Entries are left alone: their graph is their own import list, and an entry is never a lazy
 * import's target here but the chat launcher's (for pages without the loader).
 */
function lazyPreloads() {
  const DYNAMIC = /\bimport\((['"])(\.\.?\/[^'"]+)\1\)/g;
  return {
    name: 'fin-lazy-preloads',
    renderChunk(code, chunk, _options, { chunks }) {
      const graphOf = (fileName) => {
        const seen = new Set();
        const visit = (file) => {
          for (const imported of chunks[file]?.imports ?? []) {
            if (seen.has(imported)) continue;
            seen.add(imported);
            visit(imported);
          }
        };
        visit(fileName);
        return seen;
      };
      const dir = posix.dirname(chunk.fileName);
      const relative = (file) => {
        const path = posix.relative(dir, file);
        return path.startsWith('.') ? path : `./${path}`;
      };
      const loaded = graphOf(chunk.fileName);
      let listed = false;
      const rendered = code.replace(DYNAMIC, (site, quote, path) => {
        const target = posix.join(dir, path);
        if (!chunks[target] || chunks[target].isEntry) return site;
        const more = [...graphOf(target)].filter((file) => file !== chunk.fileName && !loaded.has(file));
        if (more.length === 0) return site;
        listed = true;
        return `(${JSON.stringify(more.map(relative))}.forEach((file) => import(file).catch(() => {})), ${site})`;
      });
      return listed ? { code: rendered, map: null } : null;
    },
  };
}

/**
 * The loader imports an entry as elements/<tag>.js?v=<build>: a chunk importing it statically by
 * its bare name would make the browser run a second copy of the element. (The chat launcher's
 * import() of fin-chat's entry is for pages without the loader; with it, it asks the loader.)
 */
function notImported(context, bundle, entries) {
  for (const chunk of Object.values(bundle)) {
    for (const entry of entries) {
      if (chunk !== entry && chunk.imports?.includes(entry.fileName)) {
        context.error(`${chunk.fileName} imports ${entry.fileName}: no chunk may import an element's entry`);
      }
    }
  }
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
const ENTRY = /\/elements\/(?:commands\/|panels\/)?fin-[a-z-]+\.ts$/;
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
const MODAL = /\/src\/ui\/(ModalFrame|Dialog|BottomSheet|StatusDialog|modals)\.tsx?$/;
// The floating layer (src/ui/floating-layer.ts loads it on a floating element's first intent or
// open): @floating-ui/react with its dependencies and what it drives, one chunk for the page.
const FLOATING = /\/src\/ui\/floating\/|\/node_modules\/(@floating-ui\/[a-z-]+|tabbable)\//;

function manualChunks(id, { getModuleIds, getModuleInfo }) {
  if (REACT.test(id)) return 'react';
  if (MODAL.test(id)) return 'modal';
  if (FLOATING.test(id)) return 'floating';
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

/**
 * A head's `fin:implementation`: its implementation's chunk and that chunk's static graph (imports
 * first), relative to dist/elements/, from the main build. Each head is built on its own, so it is
 * one file with its own copy of the few modules it reads (like the tracker): a chunk it shared
 * would be a round trip before its request leaves.
 */
const IMPLEMENTATION = 'fin:implementation';
function implementationOf(tag) {
  return {
    name: 'fin-implementation',
    resolveId: (source) => (source === IMPLEMENTATION ? `\0${IMPLEMENTATION}` : null),
    load(id) {
      if (id !== `\0${IMPLEMENTATION}`) return null;
      const { file, graph } = implementations[tag];
      const relative = (path) => `../${path}`;
      return `export const files = ${JSON.stringify([...graph, file].map(relative))};\nexport const implementation = ${JSON.stringify(relative(file))};`;
    },
    generateBundle(_options, bundle) {
      const entry = bundle[`elements/${tag}.js`];
      elementFiles[tag] = createHash('sha256').update(entry.code).digest('base64url').slice(0, 8);
    },
  };
}

/**
 * dist/loader.js.integrity: the loader's Subresource Integrity (sha384), for a host that pins a
 * version with <script integrity crossorigin> (docs/cdn.md).
 */
function loaderIntegrity() {
  return {
    name: 'fin-loader-integrity',
    writeBundle({ file }) {
      const digest = createHash('sha384').update(readFileSync(file)).digest('base64');
      writeFileSync(`${file}.integrity`, `sha384-${digest}`);
    },
  };
}

/**
 * In a head's build, elements/panels/load-<tag>.ts (how the element loads its view from a bundler's
 * build: an import() of the panel) is the head's loadImplementation, which preloads the panel's
 * chunks of the main build: the head holds the element, the main build its view. Likewise
 * elements/panels/load-<part>.ts of a head's part (`headParts`): an import() of its own file.
 */
const LOAD_PANEL = '\0fin:load-panel:';
function panelOfHead(tag) {
  const loadModule = JSON.stringify(resolve('elements/early/load.ts'));
  return {
    name: 'fin-panel-of-head',
    resolveId(source) {
      const name = /\/panels\/load-(fin-[a-z-]+)$/.exec(source)?.[1];
      return name === tag || headParts.includes(name) ? `${LOAD_PANEL}${name}` : null;
    },
    load(id) {
      if (!id.startsWith(LOAD_PANEL)) return null;
      const name = id.slice(LOAD_PANEL.length);
      if (name === tag) return `export { loadImplementation as load } from ${loadModule};`;
      const { file, graph } = implementations[name];
      const relative = (path) => `../${path}`;
      return `import { loadModule } from ${loadModule};\nexport const load = () => loadModule(${JSON.stringify([...graph, file].map(relative))}, ${JSON.stringify(relative(file))});`;
    },
  };
}

const partBuild = (name) => ({
  input: { [name]: `elements/panels/${name}.ts` },
  output: { dir: 'dist', format: 'es', entryFileNames: 'chunks/[name]-[hash].js' },
  plugins: [
    {
      name: 'fin-head-part',
      generateBundle(_options, bundle) {
        const [entry, ...more] = Object.values(bundle);
        if (more.length > 0) this.error(`elements/panels/${name}.ts must build to one file (no import())`);
        implementations[name] = { file: entry.fileName, graph: [] };
      },
    },
    typescript({ tsconfig: './tsconfig.heads.json', include: ['src/**', 'elements/**', 'loader/protocol.ts'], noEmitOnError: true }),
    nodeResolve({ browser: true }),
    production(),
    minify(),
  ],
});

const headBuild = (tag) => ({
  input: { [tag]: `elements/early/${tag}.ts` },
  output: { dir: 'dist', format: 'es', entryFileNames: 'elements/[name].js' },
  plugins: [
    implementationOf(tag),
    panelOfHead(tag),
    typescript({ tsconfig: './tsconfig.heads.json', include: ['src/**', 'elements/**', 'loader/protocol.ts'], noEmitOnError: true }),
    nodeResolve({ browser: true }),
    production(),
    minify(),
  ],
});

/**
 * The npm package's elements (the exports map's fin-widgets/elements/<tag>), for a host app's
 * bundler: every package in package.json's dependencies and peerDependencies stays an import, so
 * an app with React 19 bundles one React (and shares the rest). The CDN build above holds them,
 * for the loader on a page with none. The tracker has no React: its CDN file serves both. Its
 * main entry (`fin-widgets`, elements/index.ts) is the loader's commands, built beside them.
 */
const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const packages = Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies });

/**
 * `fin:modules` for the npm entry: tag → import() of the package's own module for it (the peer
 * elements, the command modules, the tracker's CDN file from dist/peer/elements/), so ready(tag)
 * and a feature's command load what the loader would, through the app's bundler, and one tag has
 * one module however the app reaches it.
 */
const MODULES = 'fin:modules';
const TRACKER_FILE = `../../elements/${TRACKER}.js`;
function moduleTable() {
  const entry = (tag, file) => `${JSON.stringify(tag)}: () => import(${JSON.stringify(file)})`;
  return {
    name: 'fin-module-table',
    resolveId: (source) => (source === MODULES ? `\0${MODULES}` : source === TRACKER_FILE ? { id: TRACKER_FILE, external: true } : null),
    load: (id) =>
      id === `\0${MODULES}`
        ? `export const modules = {${[
            ...tags.map((tag) => entry(tag, tag === TRACKER ? TRACKER_FILE : resolve(`elements/${tag}.ts`))),
            ...commandModules.map((name) => entry(name, resolve(`elements/commands/${name}.ts`))),
          ].join(', ')}};`
        : null,
  };
}

const peerBuild = {
  input: { ...Object.fromEntries(tags.filter((tag) => tag !== TRACKER).map((tag) => [tag, `elements/${tag}.ts`])), index: 'elements/index.ts' },
  external: (id) => packages.some((name) => id === name || id.startsWith(`${name}/`)),
  output: { dir: 'dist/peer', format: 'es', entryFileNames: 'elements/[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
  plugins: [
    moduleTable(),
    typescript({ tsconfig: './tsconfig.bundle.json', include: ['src/**', 'elements/**', 'loader/**'], noEmitOnError: true }),
    nodeResolve({ browser: true }),
    production(),
  ],
};

export default [
  {
    input: Object.fromEntries([
      ...tags.filter((tag) => tag !== TRACKER).map((tag) => [tag, mainInput(tag)]),
      ...commandModules.map((name) => [name, `elements/commands/${name}.ts`]),
    ]),
    output: {
      dir: 'dist',
      format: 'es',
      entryFileNames: (chunk) => (heads.includes(chunk.name) ? 'chunks/[name]-[hash].js' : 'elements/[name].js'),
      chunkFileNames: 'chunks/[name]-[hash].js',
      manualChunks,
      onlyExplicitManualChunks: true,
      hoistTransitiveImports: false,
    },
    plugins: [
      elementEntries(),
      lazyPreloads(),
      typescript({ tsconfig: './tsconfig.bundle.json', include: ['src/**', 'elements/**', 'loader/protocol.ts'], noEmitOnError: true }),
      reactSyncStore(),
      nodeResolve({ browser: true }),
      commonjs(),
      production(),
      minify(),
    ],
  },
  ...headParts.map(partBuild),
  ...heads.map(headBuild),
  {
    input: { [TRACKER]: `elements/${TRACKER}.ts` },
    output: { dir: 'dist', format: 'es', entryFileNames: 'elements/[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
    plugins: [
      {
        name: 'fin-tracker-hash',
        generateBundle(_options, bundle) {
          const entry = bundle[`elements/${TRACKER}.js`];
          elementFiles[TRACKER] = createHash('sha256').update(entry.code).digest('base64url').slice(0, 8);
          notImported(this, bundle, [entry]);
        },
      },
      typescript({ tsconfig: './tsconfig.bundle.json', include: ['src/**', 'elements/**', 'loader/protocol.ts'], noEmitOnError: true }),
      nodeResolve({ browser: true }),
      // As in the elements' build: a shared module the tracker imports may read the mode.
      production(),
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
      loaderIntegrity(),
    ],
  },
  peerBuild,
];
