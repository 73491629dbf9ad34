// React 19 on npm is CommonJS only. At server start this bundles react, react-dom, react-dom/client
// and the JSX runtimes once with rollup, from entries that re-export the names Node's require()
// reports, and answers bare react* imports with those bundles: one React for every test.
import { createRequire } from 'node:module';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import { rollup } from 'rollup';

const require = createRequire(import.meta.url);
const SPECIFIERS = ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'react/jsx-dev-runtime'];
const PREFIX = '/__react/';
const VIRTUAL = '\0react-entry:';

const entryName = (specifier) => specifier.replace(/\//g, '__');

function entrySource(specifier) {
  const names = Object.keys(require(specifier)).filter((name) => name !== 'default' && /^[A-Za-z_$][\w$]*$/.test(name));
  return [
    `import * as m from ${JSON.stringify(specifier)};`,
    `const mod = m.default ?? m;`,
    `export default mod;`,
    ...names.map((name) => `export const ${name} = mod[${JSON.stringify(name)}];`),
  ].join('\n');
}

export function reactEsm({ mode = 'development' } = {}) {
  const files = new Map();
  return {
    name: 'react-esm',
    async serverStart() {
      const bundle = await rollup({
        input: Object.fromEntries(SPECIFIERS.map((specifier) => [entryName(specifier), VIRTUAL + specifier])),
        plugins: [
          {
            name: 'react-entries',
            resolveId: (id) => (id.startsWith(VIRTUAL) ? id : null),
            load: (id) => (id.startsWith(VIRTUAL) ? entrySource(id.slice(VIRTUAL.length)) : null),
          },
          replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify(mode) } }),
          nodeResolve(),
          commonjs(),
        ],
      });
      const { output } = await bundle.generate({ format: 'es', entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' });
      for (const chunk of output) if (chunk.type === 'chunk') files.set(PREFIX + chunk.fileName, chunk.code);
      await bundle.close();
    },
    resolveImport({ source }) {
      // wouter imports the CommonJS useSyncExternalStore shim, which React 18+ has built in.
      if (source.startsWith('use-sync-external-store/shim')) return `${PREFIX}use-sync-external-store.js`;
      return SPECIFIERS.includes(source) ? `${PREFIX}${entryName(source)}.js` : undefined;
    },
    serve(context) {
      if (context.path === `${PREFIX}use-sync-external-store.js`) return { body: `export { useSyncExternalStore } from 'react';`, type: 'js' };
      const code = files.get(context.path);
      return code === undefined ? undefined : { body: code, type: 'js' };
    },
  };
}
