// Size budgets (min + gzip) of what the build wrote. Fails when a budget is exceeded.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = 'dist';
const KB = 1024;

/** Hard budgets; `goal` only warns. Element budgets cover each element's own chunk. */
const budgets = {
  'loader.js': { limit: 1.5 * KB, goal: 1 * KB },
  'chunks/react': { limit: 72 * KB },
  'chunks/shared': { limit: 10 * KB },
  'chunks/ui': { limit: 12 * KB },
  // The timeline and transaction cell, shared by the ticket widget and the form engine.
  'chunks/display': { limit: 3 * KB },
  'elements/fin-app-switcher': { limit: 14 * KB },
  'elements/fin-ticket': { limit: 2 * KB },
  'elements/fin-chargeback': { limit: 1 * KB },
  // The ticket feature's code, loaded by both elements above.
  'chunks/ticket': { limit: 10 * KB },
  'elements/fin-tracker': { limit: 5 * KB },
  // The outbox lease, loaded only by browsers without Web Locks.
  'chunks/lock': { limit: 0.4 * KB },
  'elements/fin-form': { limit: 45 * KB },
  // The sign-on element's entry only re-exports chunks/fin-sso-button (core + button), which the
  // lazy sign-on chunks import from; those load on first use.
  'elements/fin-sso-button': { limit: 0.5 * KB },
  'chunks/fin-sso-button': { limit: 5 * KB },
  'chunks/frames': { limit: 1.5 * KB },
  'chunks/return': { limit: 0.7 * KB },
  'chunks/problems': { limit: 0.6 * KB },
  'chunks/payment': { limit: 0.9 * KB },
};

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

let failed = false;
const rows = [];
for (const path of files(DIST).filter((file) => file.endsWith('.js')).sort()) {
  const file = relative(DIST, path);
  const source = readFileSync(path);
  const gz = gzipSync(source, { level: 9 }).length;
  const key = Object.keys(budgets).find((name) => file === name || file.replace(/-[\w-]{8}\.js$/, '') === name);
  const budget = key ? budgets[key] : undefined;
  let verdict = '';
  if (budget) {
    if (gz > budget.limit) {
      verdict = `OVER ${(budget.limit / KB).toFixed(1)} KB`;
      failed = true;
    } else if (budget.goal && gz > budget.goal) verdict = `ok (goal ${(budget.goal / KB).toFixed(1)} KB)`;
    else verdict = `ok (≤ ${(budget.limit / KB).toFixed(1)} KB)`;
  }
  rows.push([file, (source.length / KB).toFixed(2), (gz / KB).toFixed(2), verdict]);
}

const missing = Object.keys(budgets).filter((name) => !rows.some(([file]) => file === name || file.replace(/-[\w-]{8}\.js$/, '') === name));
const widths = [0, 1, 2, 3].map((i) => Math.max(...[['file', 'min KB', 'gzip KB', 'budget'], ...rows].map((row) => row[i].length)));
const line = (row) => row.map((cell, i) => (i === 1 || i === 2 ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join('  ');
console.log(line(['file', 'min KB', 'gzip KB', 'budget']));
for (const row of rows) console.log(line(row));
for (const name of missing) {
  console.error(`no file for budget "${name}": did the build run?`);
  failed = true;
}
if (failed) {
  console.error('size: budget exceeded');
  process.exit(1);
}
