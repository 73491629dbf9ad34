// Page-cost budgets (min + gzip) of what the build wrote. What a page pays for one tag through
// the loader: loader.js, the tag's entry (elements/<tag>.js) and every module it imports
// statically, recursively, each gzipped as the browser fetches it. React's chunk is counted
// apart (once for all elements); dynamic imports are listed as lazy, loaded on first use.
// Fails when an element, the loader or React is over its budget.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseAst } from 'rollup/parseAst';

const DIST = 'dist';
const KB = 1024;
const LOADER = 'loader.js';
const REACT = /^chunks\/react-/;

/** Hard limits in KB; `goal` only warns. Elements: loader included, React excluded. */
const budgets = {
  // Goal 1 KB (issue 15) not reached: the argument checks and the 2–3 letter locale check keep it at 1.52.
  [LOADER]: { limit: 1.55, goal: 1 },
  react: { limit: 72 },
  'fin-tracker': { limit: 15, goal: 9 },
  'fin-sso-button': { limit: 23 },
  // FinWidgets('signIn') without the button: the sign-on commands, no React (issue 15: ≤ 10 KB).
  'fin-sso': { limit: 10 },
  // Issue 12's 48 / 29 / 28 are goals: i15's trims (immer, DOMPurify) reached 41.3 / 29.4 / 28.5, then the
  // merge of media, address, chat and help centre split the shared modules into more, smaller chunks
  // (49.8 / 32.7 / 31.8). Regrouping them is issue 15's open work; the limits hold today's figures.
  // Issue 16 (w16a): 50.36 with the picker and media definitions lazy (−2 KB) but the pickers' money/phone
  // buttons, listing types and texts in the main chunk; the lead should win back 0.16 KB before keeping this.
  'fin-form': { limit: 50.4, goal: 48 },
  // Issue 12's 29 / 28: 29.39 / 28.47 after the immer and DOMPurify trims, the rest is the loader's.
  'fin-ticket': { limit: 33, goal: 29 },
  'fin-chargeback': { limit: 32, goal: 28 },
  'fin-app-switcher': { limit: 30, goal: 20 },
  // Issue 19: a page with only the launcher has no React; the open panel includes the chat core.
  'fin-chat-launcher': { limit: 10 },
  'fin-chat': { limit: 60 },
  // Issue 21: the help centre, its routes and article sanitising (DOMPurify, lazy) included.
  'fin-help-centre': { limit: 50 },
};

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

/** The modules a module imports: statically (import, export … from) and dynamically (import()). */
function importsOf(file, source) {
  const found = { static: [], lazy: [] };
  const resolve = (specifier) => posix.normalize(posix.join(posix.dirname(file), specifier));
  const visit = (node) => {
    if (!node || typeof node.type !== 'string') return;
    if (['ImportDeclaration', 'ExportAllDeclaration', 'ExportNamedDeclaration'].includes(node.type) && node.source) {
      found.static.push(resolve(node.source.value));
    }
    // A computed import() takes a URL that is not the SDK's (the payment embed's script).
    if (node.type === 'ImportExpression' && node.source.type === 'Literal') found.lazy.push(resolve(node.source.value));
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) value.forEach(visit);
      else if (value && typeof value === 'object') visit(value);
    }
  };
  visit(parseAst(source));
  return found;
}

const modules = {};
for (const path of files(DIST).filter((file) => file.endsWith('.js')).sort()) {
  const file = relative(DIST, path).split('\\').join('/');
  const source = readFileSync(path, 'utf8');
  modules[file] = {
    min: Buffer.byteLength(source),
    gz: gzipSync(source, { level: 9 }).length,
    // The loader is a classic script: its import() takes a URL it builds at run time.
    imports: file === LOADER ? { static: [], lazy: [] } : importsOf(file, source),
  };
}

/** Every module `entry` pulls in statically, entry first. */
function closure(entries, seen = new Set()) {
  for (const file of entries) {
    if (seen.has(file)) continue;
    if (!modules[file]) throw new Error(`a module imports ${file}, which the build did not write`);
    seen.add(file);
    closure(modules[file].imports.static, seen);
  }
  return seen;
}

const kb = (bytes) => (bytes / KB).toFixed(2);
const sum = (list) => list.reduce((total, file) => total + modules[file].gz, 0);
const problems = [];
const verdict = (name, bytes) => {
  const budget = budgets[name];
  if (!budget) return '';
  if (bytes > budget.limit * KB) {
    problems.push(`${name}: ${kb(bytes)} KB is over its budget of ${budget.limit} KB`);
    return `OVER ${budget.limit} KB`;
  }
  return budget.goal && bytes > budget.goal * KB ? `ok (≤ ${budget.limit} KB, goal ${budget.goal} KB)` : `ok (≤ ${budget.limit} KB)`;
};

const tags = Object.keys(modules)
  .map((file) => /^elements\/(fin-[a-z-]+)\.js$/.exec(file)?.[1])
  .filter(Boolean);
const rows = [];
for (const tag of tags) {
  const graph = [...closure([`elements/${tag}.js`])];
  const paid = [LOADER, ...graph.filter((file) => !REACT.test(file))];
  const react = graph.filter((file) => REACT.test(file));
  const lazy = [...closure(graph.flatMap((file) => modules[file].imports.lazy))].filter((file) => !graph.includes(file));
  const total = sum(paid);
  rows.push({ tag, total, verdict: verdict(tag, total), paid, react, lazy });
}

const reactFile = Object.keys(modules).find((file) => REACT.test(file));
console.log('Page cost of one tag through the loader (KB, min+gzip; React apart, lazy chunks load on first use)\n');
const width = Math.max(...Object.keys(modules).map((file) => file.length)) + 4;
const line = (name, bytes, note = '') => console.log(`${name.padEnd(width)}${kb(bytes).padStart(7)}  ${note}`);
for (const { tag, total, verdict: note, paid, react, lazy } of rows) {
  line(`<${tag}>`, total, note);
  for (const file of paid) line(`    ${file}`, modules[file].gz);
  for (const file of react) line(`    ${file}`, modules[file].gz, 'React: not in the total');
  for (const file of lazy) line(`    ${file}`, modules[file].gz, 'lazy: not in the total');
}
console.log('');
line(LOADER, modules[LOADER].gz, verdict(LOADER, modules[LOADER].gz));
if (reactFile) line(reactFile, modules[reactFile].gz, verdict('react', modules[reactFile].gz));
else problems.push('no chunks/react-*.js: did the build run?');

console.log(`\nEvery file (min KB, gzip KB)\n`);
for (const [file, { min, gz }] of Object.entries(modules)) console.log(`${file.padEnd(width)}${kb(min).padStart(7)}  ${kb(gz).padStart(6)}`);

for (const name of Object.keys(budgets)) {
  if (name !== LOADER && name !== 'react' && !tags.includes(name)) problems.push(`no dist/elements/${name}.js for its budget: did the build run?`);
}
if (problems.length) {
  console.error('\nsize: ' + problems.join('\nsize: '));
  process.exit(1);
}
