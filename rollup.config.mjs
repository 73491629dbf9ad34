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

// Chunks: React (with r2wc) in one chunk, counted apart; everything else is chunked by rollup by
// the set of entries that import it, and every dynamic import() is a chunk of its own, so a page
// pays for exactly what its tag uses (scripts/size.mjs measures it) and a new lazy feature needs
// no entry here. No other manual chunk: a manual chunk also takes in every module it imports that
// no other chunk claims, which is how a page came to load another feature's code. Modules used
// by different sets of elements must be separate files to land in separate chunks (src/shared is
// split that way: locale.ts apart from i18n.ts, retry-after.ts apart from http.ts).
const REACT = /\/node_modules\/(react|react-dom|scheduler|@r2wc)\//;

export default [
  {
    input: Object.fromEntries([
      ...tags.map((tag) => [tag, `elements/${tag}.ts`]),
      ...commandModules.map((name) => [name, `elements/commands/${name}.ts`]),
    ]),
    output: {
      dir: 'dist',
      format: 'es',
      entryFileNames: 'elements/[name]-[hash].js',
      chunkFileNames: 'chunks/[name]-[hash].js',
      manualChunks: (id) => (REACT.test(id) ? 'react' : undefined),
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
