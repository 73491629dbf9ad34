// scripts/build-stamp.mjs: npm start skips the build only when no input changed since the last one.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, it } from 'node:test';

const SCRIPT = resolve('scripts/build-stamp.mjs');
const run = (cwd, command) => spawnSync(process.execPath, [SCRIPT, command], { cwd, encoding: 'utf8' }).status;

describe('build stamp', () => {
  it('is stale before a build, fresh after one, stale again when a source changes or a file is added', () => {
    const repo = mkdtempSync(join(tmpdir(), 'fin-stamp-'));
    execFileSync('git', ['init', '-q'], { cwd: repo });
    mkdirSync(join(repo, 'src'));
    mkdirSync(join(repo, 'dist'));
    writeFileSync(join(repo, 'src', 'a.ts'), 'export const a = 1;\n');
    writeFileSync(join(repo, 'dist', 'loader.js'), '');
    assert.equal(run(repo, 'check'), 1, 'no stamp yet');
    assert.equal(run(repo, 'write'), 0);
    assert.equal(run(repo, 'check'), 0, 'nothing changed');
    writeFileSync(join(repo, 'src', 'a.ts'), 'export const a = 2;\n');
    assert.equal(run(repo, 'check'), 1, 'a source changed');
    run(repo, 'write');
    writeFileSync(join(repo, 'src', 'b.ts'), 'export const b = 1;\n');
    assert.equal(run(repo, 'check'), 1, 'a new, untracked source');
    run(repo, 'write');
    writeFileSync(join(repo, 'notes.md'), 'not an input\n');
    assert.equal(run(repo, 'check'), 0, 'files outside the inputs do not count');
  });
});
