// The public API as one table, read from what already declares it: the loader's commands from
// docs/loader.md (and its built-ins from the loader's code, its single-word forwards from
// loader/forwards.ts), each feature's commands from the `## Commands` table of its element page,
// each element's attributes, properties, methods and events from the tables of its page
// (docs/elements/<tag>.md) and from dist/custom-elements.json (the elements' JSDoc, built by
// scripts/manifest.mjs), and README's Commands table. Nothing here lists a name: a command, an
// attribute or an event enters the table by a doc line. `problems` says where those sources
// disagree; test/e2e/contract.test.mjs asserts there are none, then walks the table in a browser.
//
// The shapes the pages keep (docs/architecture.md, "The contract test"):
// - the section whose heading starts `## Attributes` (or `## Options`): tables with an
//   `attribute` column (kebab-case names; `—` for none) and/or a `property` column;
// - `## Methods`: a table whose `method` column reads `name(arguments)`;
// - the section whose heading starts `## Events`: tables with an `event` column;
// - `## Commands`: a table whose first column calls `FinWidgets('<feature>.<command>', …)`,
//   other names of the same command as `'name'` in that cell, and an `npm` column naming the
//   export of the package's main entry (`chat.open`: `import { chat } from 'fin-widgets'`), `—`
//   where the command is the loader's only.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A markdown file's `## ` sections: heading → body (its `###` subsections included). */
function sections(text) {
  const found = [];
  let current;
  for (const line of text.split('\n')) {
    const heading = /^## (.+)$/.exec(line);
    if (heading) found.push((current = { heading: heading[1].trim(), lines: [] }));
    else current?.lines.push(line);
  }
  return found;
}

const cells = (line) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());

/** The tables of a section: each `{header: string[], rows: string[][]}`. */
function tables(lines) {
  const found = [];
  for (let index = 0; index < lines.length; index += 1) {
    if (!/^\s*\|/.test(lines[index]) || !/^\s*\|[\s:|-]+\|\s*$/.test(lines[index + 1] ?? '')) continue;
    const header = cells(lines[index]).map((cell) => cell.toLowerCase());
    const rows = [];
    for (index += 2; index < lines.length && /^\s*\|/.test(lines[index]); index += 1) rows.push(cells(lines[index]));
    found.push({ header, rows });
  }
  return found;
}

const codeSpans = (cell = '') => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]);
const matching = (pattern) => (cell) => codeSpans(cell).filter((name) => pattern.test(name));
const attributeNames = matching(/^[a-z][a-z0-9-]*$/);
const propertyNames = matching(/^[a-zA-Z][A-Za-z0-9]*$/);
const eventNames = matching(/^fin-[a-z-]+$/);
const methodNames = (cell) => codeSpans(cell).flatMap((span) => /^([a-zA-Z]\w*)\(/.exec(span)?.[1] ?? []);
/** `FinWidgets('chat.open', …)` and the other names given in the cell as `'name'`. */
const commandNames = (cell = '') => [...cell.matchAll(/FinWidgets\('([^']+)'|`'([^']+)'`/g)].map((match) => match[1] ?? match[2]);

function column(table, name, read) {
  const at = table.header.indexOf(name);
  return at < 0 ? [] : table.rows.flatMap((row) => read(row[at]));
}

const sectionsStarting = (all, prefixes) => all.filter(({ heading }) => prefixes.some((prefix) => heading.startsWith(prefix)));

/** The npm column: the export path, or null for the loader only (`—`). */
function npmOf(table, row) {
  const at = table.header.indexOf('npm');
  if (at < 0) return undefined;
  return codeSpans(row[at])[0] ?? null;
}

/** The property rows: `{name, type, readOnly}` (type: the row's `type` cell; read-only: the row says so outside code). */
function properties(found) {
  const byName = new Map();
  for (const table of found.flatMap((section) => tables(section.lines))) {
    const at = table.header.indexOf('property');
    const typeAt = table.header.indexOf('type');
    if (at < 0) continue;
    for (const row of table.rows) {
      for (const name of propertyNames(row[at])) {
        if (!byName.has(name)) byName.set(name, { name, type: typeAt < 0 ? '' : row[typeAt].replace(/\\\|/g, '|'), readOnly: row.some((cell) => /\bread-only\b/.test(cell.replace(/`[^`]*`/g, ''))) });
      }
    }
  }
  return [...byName.values()];
}

/** One element page's declarations. */
function readElementPage(text) {
  const all = sections(text);
  const inTables = (prefixes, name, read) =>
    [...new Set(sectionsStarting(all, prefixes).flatMap((section) => tables(section.lines).flatMap((table) => column(table, name, read))))];
  return {
    attributes: inTables(['Attributes', 'Options'], 'attribute', attributeNames),
    properties: properties(sectionsStarting(all, ['Attributes', 'Options'])),
    methods: inTables(['Methods'], 'method', methodNames),
    events: inTables(['Events'], 'event', eventNames),
    commands: sectionsStarting(all, ['Commands']).flatMap((section) =>
      tables(section.lines).flatMap((table) => table.rows.map((row) => ({ names: commandNames(row[0]), npm: npmOf(table, row) }))),
    ),
  };
}

/** loader/forwards.ts: single-word command → feature. */
function readForwards(root) {
  const source = readFileSync(join(root, 'loader/forwards.ts'), 'utf8');
  const body = /COMMAND_FEATURES[^{]*\{([^}]*)\}/.exec(source)?.[1] ?? '';
  return Object.fromEntries([...body.matchAll(/(\w+):\s*'([a-z][\w-]*)'/g)].map((match) => [match[1], match[2]]));
}

/** The keys of the loader's own `commands` object (its built-in commands), in whichever loader/*.ts holds it. */
function readLoaderBuiltIns(root) {
  for (const file of readdirSync(join(root, 'loader')).filter((name) => name.endsWith('.ts'))) {
    const body = /const commands: Commands = \{\n([\s\S]*?)\n {2}\};/.exec(readFileSync(join(root, 'loader', file), 'utf8'))?.[1];
    if (body) return [...body.matchAll(/^ {4}(\w+)\b(?=[,(:])/gm)].map((match) => match[1]);
  }
  return [];
}

const sameSet = (a, b) => a.length === b.length && a.every((name) => b.includes(name));
const minus = (a, b) => a.filter((name) => !b.includes(name));

/**
 * The public table. `commands`: `{name, aliases, feature, command, docs, npm}` (feature null for
 * the loader's built-ins; npm the main entry's export path, or null). `elements`: `{tag, doc,
 * attributes, properties, methods, events}`, each a list of names but properties, each `{name,
 * type, readOnly}` (every element is exported to npm too, package.json
 * `./elements/<tag>`). `forwards`: loader/forwards.ts. `problems`: disagreements of the sources.
 */
export function publicApi(root = process.cwd()) {
  const problems = [];
  const read = (path) => readFileSync(join(root, path), 'utf8');
  const manifestPath = join(root, 'dist/custom-elements.json');
  if (!existsSync(manifestPath)) throw new Error('dist/custom-elements.json is missing: run npm run build');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const declarations = manifest.modules.flatMap((module) => (module.declarations ?? []).filter((entry) => entry.customElement && entry.tagName));

  const commands = new Map();
  const add = ({ name, aliases = [], doc, npm }) => {
    const match = /^([a-z][\w-]*)\.(\w+)$/.exec(name);
    const entry = commands.get(name) ?? { name, aliases: [], feature: match?.[1] ?? null, command: match?.[2] ?? name, docs: [], npm: undefined };
    entry.aliases = [...new Set([...entry.aliases, ...aliases])];
    entry.docs.push(doc);
    if (npm !== undefined) {
      if (entry.npm !== undefined && entry.npm !== npm) problems.push(`${name}: npm is ${entry.npm} in one doc and ${npm} in ${doc}`);
      entry.npm = npm;
    }
    commands.set(name, entry);
  };

  // The loader's own commands: docs/loader.md's Commands table, against the loader's code.
  const forwards = readForwards(root);
  const loaderSections = sections(read('docs/loader.md'));
  const loaderTables = sectionsStarting(loaderSections, ['Commands']).flatMap((section) => tables(section.lines));
  const ownTable = loaderTables.find((table) => table.header.includes('returns'));
  const builtIns = [];
  for (const row of ownTable?.rows ?? []) {
    const [name] = codeSpans(row[0]);
    if (!name || name.includes('<')) continue; // the `<feature>.<command>` convention, not a command
    if (forwards[name]) continue; // a forward: its feature's page documents it
    builtIns.push(name);
    add({ name, doc: 'docs/loader.md', npm: npmOf(ownTable, row) });
  }
  const installed = readLoaderBuiltIns(root);
  if (!sameSet(builtIns, installed)) {
    problems.push(`docs/loader.md's Commands table names ${builtIns.join(', ')}; the loader's commands object has ${installed.join(', ') || 'none found'}`);
  }
  // Its table of forwards, against loader/forwards.ts.
  const forwardTable = loaderTables.find((table) => table.header.includes('same as'));
  const forwardNames = column(forwardTable ?? { header: [], rows: [] }, 'command', (cell) => codeSpans(cell));
  if (!sameSet(forwardNames, Object.keys(forwards))) {
    problems.push(`docs/loader.md's forwards table names ${forwardNames.join(', ')}; loader/forwards.ts has ${Object.keys(forwards).join(', ')}`);
  }

  // The elements, and each feature's commands, from their pages and the manifest.
  const elements = [];
  for (const file of readdirSync(join(root, 'docs/elements')).filter((name) => /^fin-[a-z-]+\.md$/.test(name)).sort()) {
    const tag = file.replace(/\.md$/, '');
    const doc = `docs/elements/${file}`;
    const page = readElementPage(read(doc));
    for (const { names, npm } of page.commands) {
      const name = names.find((candidate) => candidate.includes('.'));
      if (!name) {
        problems.push(`${doc}: the command row of ${names.join(', ') || '(none)'} names no <feature>.<command> form`);
        continue;
      }
      const aliases = names.filter((alias) => alias !== name);
      for (const alias of aliases.filter((candidate) => !candidate.includes('.'))) {
        if (forwards[alias] !== name.split('.')[0]) problems.push(`${doc}: ${alias} is documented as ${name}, but loader/forwards.ts sends it to ${forwards[alias] ?? 'no feature'}`);
      }
      add({ name, aliases, doc, npm });
    }
    const declaration = declarations.find((entry) => entry.tagName === tag);
    if (!declaration) {
      if (page.attributes.length || page.events.length) problems.push(`${doc}: <${tag}> is not in dist/custom-elements.json`);
      continue;
    }
    elements.push({ tag, doc, attributes: page.attributes, properties: page.properties, methods: page.methods, events: page.events });
    const declared = {
      attributes: (declaration.attributes ?? []).map((entry) => entry.name),
      events: (declaration.events ?? []).map((entry) => entry.name),
      methods: (declaration.members ?? []).filter((entry) => entry.kind === 'method' && !entry.name.startsWith('#') && entry.privacy !== 'private').map((entry) => entry.name),
      // Fields with JSDoc: the analyzer also lists what a constructor sets (innerHTML).
      properties: (declaration.members ?? []).filter((entry) => entry.kind === 'field' && !entry.name.startsWith('#') && entry.description).map((entry) => entry.name),
    };
    for (const kind of ['attributes', 'events', 'methods']) {
      const undocumented = minus(declared[kind], page[kind]);
      const unknown = minus(page[kind], declared[kind]);
      if (undocumented.length) problems.push(`<${tag}>: ${kind} in custom-elements.json without a line in ${doc}: ${undocumented.join(', ')}`);
      if (unknown.length) problems.push(`<${tag}>: ${kind} in ${doc} that custom-elements.json does not declare: ${unknown.join(', ')}`);
    }
    const undocumented = minus(declared.properties, page.properties.map((property) => property.name));
    if (undocumented.length) problems.push(`<${tag}>: properties in custom-elements.json without a line in ${doc}: ${undocumented.join(', ')}`);
  }
  for (const declaration of declarations) {
    if (!elements.some((element) => element.tag === declaration.tagName)) problems.push(`<${declaration.tagName}> has no page docs/elements/${declaration.tagName}.md`);
  }
  for (const [alias, feature] of Object.entries(forwards)) {
    const entry = commands.get(`${feature}.${alias}`);
    if (!entry?.aliases.includes(alias)) problems.push(`loader/forwards.ts forwards ${alias} to ${feature}, but no element page documents ${feature}.${alias} with it`);
  }

  // README's Commands table: every command (or one of its names) has a row.
  const readmeTables = sectionsStarting(sections(read('README.md')), ['Commands']).flatMap((section) => tables(section.lines));
  const readmeNames = readmeTables.flatMap((table) => table.rows.flatMap((row) => commandNames(row[0])));
  for (const entry of commands.values()) {
    if (![entry.name, ...entry.aliases].some((name) => readmeNames.includes(name))) problems.push(`README's Commands table has no row for ${entry.name}`);
  }
  for (const name of readmeNames) {
    if (![...commands.values()].some((entry) => entry.name === name || entry.aliases.includes(name))) problems.push(`README's Commands table names ${name}, which no doc table declares`);
  }
  for (const entry of commands.values()) {
    if (entry.npm === undefined) problems.push(`${entry.name}: ${entry.docs.join(', ')} says nothing of npm (an npm column: its export, or —)`);
  }

  return { commands: [...commands.values()], elements, forwards, problems };
}
