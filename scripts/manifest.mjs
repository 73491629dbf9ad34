// Writes dist/custom-elements.json from the JSDoc of elements/fin-*.ts and checks that every
// element is listed with its tag and attributes (r2wc makes no class the analyzer could read,
// so each elements/<tag>.ts declares a class extending it that carries the JSDoc).
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// The analyzer resolves --outdir against the working directory, even an absolute one.
const outdir = 'dist';
execFileSync(
  join('node_modules', '.bin', 'custom-elements-manifest'),
  ['analyze', '--globs', 'elements/fin-*.ts', '--outdir', outdir, '--quiet'],
  { stdio: ['ignore', 'ignore', 'inherit'] },
);
const manifest = JSON.parse(readFileSync(join(outdir, 'custom-elements.json'), 'utf8'));
const packageJson = JSON.parse(readFileSync('package.json', 'utf8'));
const tags = readdirSync('elements')
  .filter((file) => /^fin-[a-z-]+\.ts$/.test(file))
  .map((file) => file.replace(/\.ts$/, ''));
const problems = [];
for (const tag of tags) {
  const module = manifest.modules.find((entry) => entry.path === `elements/${tag}.ts`);
  const declaration = module?.declarations?.find((entry) => entry.tagName === tag && entry.customElement);
  if (!declaration) {
    problems.push(`<${tag}>: no custom element declaration (is the class JSDoc'd and defined with defineElement?)`);
    continue;
  }
  if (!declaration.attributes?.some((attribute) => attribute.name === 'api-base')) {
    problems.push(`<${tag}>: the manifest lists no attributes; add @attr tags to the class JSDoc`);
  }
  if (!packageJson.exports?.[`./elements/${tag}`]) {
    problems.push(`<${tag}>: package.json "exports" has no "./elements/${tag}" entry for npm users`);
  }
  // Point consumers at the built module, not the TypeScript source.
  module.path = `dist/elements/${tag}.js`;
  for (const entry of module.exports ?? []) {
    if (entry.declaration?.module) entry.declaration.module = module.path;
  }
}
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
writeFileSync(join(outdir, 'custom-elements.json'), JSON.stringify(manifest, null, 2) + '\n');
console.log(`custom-elements.json: ${tags.length} element(s): ${tags.map((tag) => `<${tag}>`).join(', ')}`);
