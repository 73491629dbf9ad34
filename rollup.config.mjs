// Builds one ES module per element (hashed, code-split so React and the shared code load once)
// and the unhashed classic-script loader, which knows only the build's id.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';

const tags = readdirSync('elements')
  .filter((file) => /^fin-[a-z-]+\.ts$/.test(file))
  .map((file) => file.replace(/\.ts$/, ''));

/** tag → content hash of dist/elements/<tag>-<hash>.js, filled by the element build. */
const elementFiles = {};

/**
 * The loader asks for elements/<tag>.js?v=<build>: the id changes whenever any element does, so
 * those small entries can be cached forever, and the hashed code behind them is shared between
 * builds when it did not change.
 */
function buildId() {
  const forwarded = [...readFileSync('loader/forwards.ts', 'utf8').matchAll(/: '([a-z-]+)'/g)].map((match) => `fin-${match[1]}`);
  for (const tag of forwarded) if (!tags.includes(tag)) throw new Error(`loader/forwards.ts names <${tag}>, which has no elements/${tag}.ts`);
  return createHash('sha256').update(JSON.stringify(elementFiles)).digest('base64url').slice(0, 8);
}

const production = () => replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } });
const minify = () => terser({ ecma: 2020, module: true, compress: { passes: 2 }, format: { comments: false } });

/** Records the hashed entry of each tag and writes the stable entry beside it (loader and npm imports). */
function elementMap() {
  return {
    name: 'fin-element-map',
    buildStart() {
      rmSync('dist', { recursive: true, force: true });
    },
    generateBundle(_options, bundle) {
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

// Two chunks every element shares: plain TypeScript (shared), and the React design system (ui),
// so an element without a view (the tracker) loads no React.
const SHARED = /\/(src\/shared|elements\/(register|attributes))/;
const UI = /\/(src\/ui|elements\/define)/;
// Parts of src/ that only some features use stay out of the shared chunk every element loads.
const NOT_SHARED = /\/src\/shared\/(helpcentre|sanitize|retry)/;
// The decoders, and the random helpers: only the features that read server data (not the tracker
// or the app switcher), or make ids (not the form or the app switcher), load them, each in a chunk
// of its own so they never get pulled into another feature's chunk.
const DECODE = /\/src\/shared\/decode\./;
const RANDOM = /\/src\/shared\/random\./;
// The display components the ticket widget and the form engine both render, in a chunk of their own.
const DISPLAY = /\/src\/ui\/(ProgressTimeline|TransactionCell|tone|progression)\./;
const REACT = /\/node_modules\/(react|react-dom|scheduler|@r2wc)\//;
// Server state (src/ui/query.ts and TanStack Query) and the virtualised combobox: design-system
// parts that only some elements use, each in a chunk of its own that only those elements load.
const QUERY = /\/(src\/ui\/query\.|node_modules\/@tanstack\/(react-query|query-core)\/)/;
const LISTBOX = /\/(src\/ui\/(Combobox|Listbox|VirtualList|listbox)|node_modules\/@tanstack\/(react-virtual|virtual-core)\/)/;

export default [
  {
    input: Object.fromEntries(tags.map((tag) => [tag, `elements/${tag}.ts`])),
    output: {
      dir: 'dist',
      format: 'es',
      entryFileNames: 'elements/[name]-[hash].js',
      chunkFileNames: 'chunks/[name]-[hash].js',
      manualChunks(id) {
        if (REACT.test(id)) return 'react';
        if (QUERY.test(id)) return 'query';
        if (LISTBOX.test(id)) return 'listbox';
        if (id.includes('node_modules') || NOT_SHARED.test(id)) return undefined;
        if (DISPLAY.test(id)) return 'display';
        if (DECODE.test(id)) return 'decode';
        if (RANDOM.test(id)) return 'random';
        if (SHARED.test(id)) return 'shared';
        if (UI.test(id)) return 'ui';
        // What <fin-ticket> and <fin-chargeback> share, under a stable name for its size budget.
        if (id.includes('/src/ticket/')) return 'ticket';
        return undefined;
      },
    },
    plugins: [
      elementMap(),
      typescript({ tsconfig: './tsconfig.bundle.json', include: ['src/**', 'elements/**', 'loader/protocol.ts'], noEmitOnError: true }),
      nodeResolve({ browser: true }),
      commonjs(),
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
    ],
  },
];
