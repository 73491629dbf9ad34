// The form's item definitions and the Flow / View models: the definitions must not reach
// src/forms/core/model.ts through their imports (issue 36: types in one module, definitions importing
// them, not both ways), so the models can be built from the items without a cycle.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const core = join(root, 'src/forms/core');

/** Relative imports of a TypeScript file, types included, resolved to files. */
function importsOf(file) {
  const text = readFileSync(file, 'utf8');
  const found = [...text.matchAll(/\bfrom\s+'(\.[^']+)'/g)].map((match) => match[1]);
  return found.flatMap((spec) => {
    const base = resolve(dirname(file), spec);
    const candidate = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((path) => existsSync(path));
    return candidate ? [candidate] : [];
  });
}

/** The path from `file` to `target` through imports, or undefined. */
function pathTo(file, target, seen = new Set()) {
  if (file === target) return [file];
  if (seen.has(file)) return undefined;
  seen.add(file);
  for (const next of importsOf(file)) {
    const rest = pathTo(next, target, seen);
    if (rest) return [file, ...rest];
  }
  return undefined;
}

describe('forms: item definitions do not import the Flow / View models', () => {
  const model = join(core, 'model.ts');
  const definitions = readdirSync(join(core, 'items')).filter((name) => name.endsWith('.ts') && name !== 'index.ts').map((name) => join(core, 'items', name));
  for (const file of [...definitions, join(core, 'item-model.ts')]) {
    it(relative(root, file), () => {
      const path = pathTo(file, model);
      assert.equal(path?.map((entry) => relative(root, entry)).join(' → '), undefined);
    });
  }
});
