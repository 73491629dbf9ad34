// Writes dist/custom-elements.json from the JSDoc of elements/fin-*.ts and checks that every
// element is listed with its tag, that its @attr tags are its observed attributes (names and
// types) and its @fires tags the events its feature declares (scripts/manifest-check.mjs).
// r2wc makes no class the analyzer could read, so each elements/<tag>.ts declares a class
// extending it that carries the JSDoc.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { attributeProblems, declaredEvents, eventProblems, importedFeatures, observedAttributes } from './manifest-check.mjs';

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
const observed = observedAttributes(tags.map((tag) => `elements/${tag}.ts`));
const maps = { shared: declaredEvents(readFileSync('src/shared/events.ts', 'utf8')) };
for (const feature of readdirSync('src', { withFileTypes: true })) {
  const path = join('src', feature.name, 'events.ts');
  if (feature.isDirectory() && existsSync(path)) maps[feature.name] = declaredEvents(readFileSync(path, 'utf8'));
}
const fires = {};
const features = {};
for (const tag of tags) {
  const module = manifest.modules.find((entry) => entry.path === `elements/${tag}.ts`);
  const declaration = module?.declarations?.find((entry) => entry.tagName === tag && entry.customElement);
  if (!declaration) {
    problems.push(`<${tag}>: no custom element declaration (is the class JSDoc'd and defined with defineElement?)`);
    continue;
  }
  problems.push(...attributeProblems(tag, observed[`elements/${tag}.ts`], declaration.attributes ?? []));
  fires[tag] = (declaration.events ?? []).map((event) => event.name);
  features[tag] = importedFeatures(readFileSync(`elements/${tag}.ts`, 'utf8'));
  if (!packageJson.exports?.[`./elements/${tag}`]) {
    problems.push(`<${tag}>: package.json "exports" has no "./elements/${tag}" entry for npm users`);
  }
  // Point consumers at the built module, not the TypeScript source.
  module.path = `dist/elements/${tag}.js`;
  for (const entry of module.exports ?? []) {
    if (entry.declaration?.module) entry.declaration.module = module.path;
  }
}
problems.push(...eventProblems(fires, maps, features));
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
writeFileSync(join(outdir, 'custom-elements.json'), JSON.stringify(manifest, null, 2) + '\n');
console.log(`custom-elements.json: ${tags.length} element(s): ${tags.map((tag) => `<${tag}>`).join(', ')}`);
