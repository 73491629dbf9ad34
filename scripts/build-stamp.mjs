// What the build read, fingerprinted: the path and content of every file under the build's inputs
// that git tracks or would track. `npm run build` ends with `write` (dist/.build-stamp); `npm start`
// runs `check` first and skips the build when nothing changed since the last complete one.
// Without git (an unpacked tarball) there is no fingerprint and the build always runs.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const INPUTS = ['src', 'elements', 'loader', 'scripts', 'rollup.config.mjs', 'tsconfig.json', 'tsconfig.build.json', 'tsconfig.bundle.json', 'package.json', 'package-lock.json'];
const STAMP = 'dist/.build-stamp';

function fingerprint() {
  let files;
  try {
    files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', ...INPUTS], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    return undefined;
  }
  const hash = createHash('sha256');
  for (const file of [...new Set(files.split('\0').filter(Boolean))].sort()) {
    if (!existsSync(file)) continue; // deleted but not yet committed
    hash.update(file).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

const command = process.argv[2];
if (command === 'write') {
  const value = fingerprint();
  if (value) writeFileSync(STAMP, value + '\n');
} else if (command === 'check') {
  const value = fingerprint();
  const fresh = value && existsSync('dist/loader.js') && existsSync(STAMP) && readFileSync(STAMP, 'utf8').trim() === value;
  // stderr: prepack runs this, and `npm pack --json` must print only its JSON on stdout.
  if (fresh) console.error('dist/ is up to date with its sources: no build needed.');
  process.exit(fresh ? 0 : 1);
} else {
  console.error('usage: node scripts/build-stamp.mjs write|check');
  process.exit(2);
}
