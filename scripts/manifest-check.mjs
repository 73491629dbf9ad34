// What scripts/manifest.mjs checks besides the analyzer's output: that each element's @attr
// tags are its observedAttributes (read from the attribute table in elements/<tag>.ts, with
// TypeScript's checker so oneOf([...]) lists resolve to their values), and that its @fires tags
// are the events its feature declares in FinEventMap (src/<feature>/events.ts). The comparisons
// are pure functions, tested in test/scripts/manifest-check.test.mjs.
import ts from 'typescript';

/** Every element has these (elements/define.ts adds them; the tracker lists them). */
const COMMON = { 'api-base': { kind: 'string' }, locale: { kind: 'string' }, appearance: { kind: 'oneOf', values: ['auto', 'light', 'dark'] } };

const toKebabCase = (name) => name.replace(/[A-Z]/g, (letter) => '-' + letter.toLowerCase());

/** The manifest type that documents an attribute of this kind, e.g. `"a" | "b"` for oneOf(['a', 'b']). */
export function documentedType({ kind, values }) {
  return kind === 'oneOf' ? values.map((value) => JSON.stringify(value)).join(' | ') : kind;
}

/** `"a" | "b"` → ['a', 'b']; undefined when the text is not a union of string literals. */
function literalUnion(text) {
  const parts = text.split('|').map((part) => part.trim());
  return parts.every((part) => /^"[^"]*"$/.test(part)) ? parts.map((part) => part.slice(1, -1)) : undefined;
}

/**
 * Differences between what an element observes (`observed`: attribute → {kind, values?}) and
 * what its manifest entry documents (`documented`: the analyzer's attributes, {name, type: {text}}).
 */
export function attributeProblems(tag, observed, documented) {
  const problems = [];
  const byName = new Map(documented.map((attribute) => [attribute.name, attribute]));
  for (const [name, type] of Object.entries(observed)) {
    const entry = byName.get(name);
    if (!entry) {
      problems.push(`<${tag}>: attribute "${name}" is observed but has no @attr tag`);
      continue;
    }
    const text = entry.type?.text ?? '';
    const ok =
      type.kind === 'oneOf'
        ? String(literalUnion(text)?.sort()) === String([...type.values].sort())
        : type.kind === 'json'
          ? !['string', 'number', 'boolean'].includes(text)
          : text === type.kind;
    if (!ok) {
      const expected = type.kind === 'json' ? 'an object or array type' : `{${documentedType(type)}}`;
      problems.push(`<${tag}>: @attr {${text}} ${name} should be ${expected}`);
    }
  }
  for (const name of byName.keys()) {
    if (!(name in observed)) problems.push(`<${tag}>: @attr ${name} is not an observed attribute`);
  }
  return problems;
}

/**
 * `fires`: tag → its @fires event names; `maps`: feature → the events its events.ts declares
 * (`shared` for src/shared/events.ts); `features`: tag → the features it imports. Every @fires
 * event must be declared by the element's features or shared, and every feature event must be
 * documented by one of the feature's elements.
 */
export function eventProblems(fires, maps, features) {
  const problems = [];
  for (const [tag, names] of Object.entries(fires)) {
    const known = new Set([...(maps.shared ?? []), ...(features[tag] ?? []).flatMap((feature) => maps[feature] ?? [])]);
    for (const name of names) {
      if (!known.has(name)) problems.push(`<${tag}>: @fires ${name} is in no FinEventMap it can reach (src/shared/events.ts, ${(features[tag] ?? []).map((feature) => `src/${feature}/events.ts`).join(', ') || 'no feature'})`);
    }
  }
  for (const [feature, names] of Object.entries(maps)) {
    if (feature === 'shared') continue;
    const tags = Object.keys(fires).filter((tag) => (features[tag] ?? []).includes(feature));
    for (const name of names) {
      if (!tags.some((tag) => fires[tag].includes(name))) {
        problems.push(`src/${feature}/events.ts: ${name} has no @fires tag on ${tags.map((tag) => `<${tag}>`).join(' or ') || 'any element'}`);
      }
    }
  }
  return problems;
}

/** The event names a FinEventMap declaration file declares ('fin-…': detail). */
export function declaredEvents(source) {
  return [...source.matchAll(/^\s*'(fin-[a-z-]+)'\s*:/gm)].map((match) => match[1]);
}

/** The features (src/<feature>/) an element module imports, design system and shared code aside. */
export function importedFeatures(source) {
  const features = [...source.matchAll(/from '\.\.\/src\/([a-z-]+)\//g)].map((match) => match[1]);
  return [...new Set(features)].filter((feature) => feature !== 'shared' && feature !== 'ui');
}

/** The type of one attribute-table entry: a kind, or oneOf with the values its list resolves to. */
function entryType(checker, node) {
  const type = checker.getTypeAtLocation(node);
  if (type.isStringLiteral()) return { kind: type.value };
  const list = type.getProperty('oneOf');
  if (!list) throw new Error(`cannot read the attribute type ${node.getText()}`);
  const item = checker.getIndexTypeOfType(checker.getTypeOfSymbolAtLocation(list, node), ts.IndexKind.Number);
  const members = item?.isUnion() ? item.types : item ? [item] : [];
  if (!members.length || !members.every((member) => member.isStringLiteral())) {
    throw new Error(`oneOf(${node.getText()}) must list string literals the checker can see`);
  }
  return { kind: 'oneOf', values: members.map((member) => member.value) };
}

/**
 * file → {attribute: type} of the object literal named `attributes` in each element module (the
 * `attributes` of createElementClass, or the tracker's table), keys in kebab-case.
 */
export function observedAttributes(files) {
  const config = ts.getParsedCommandLineOfConfigFile('tsconfig.json', {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  const program = ts.createProgram(files, { ...config.options, noEmit: true });
  const checker = program.getTypeChecker();
  const result = {};
  for (const file of files) {
    const source = program.getSourceFile(file);
    let table;
    const visit = (node) => {
      if ((ts.isPropertyAssignment(node) || ts.isVariableDeclaration(node)) && node.name.getText(source) === 'attributes') {
        let value = node.initializer;
        while (value && (ts.isAsExpression(value) || ts.isSatisfiesExpression(value))) value = value.expression;
        if (value && ts.isObjectLiteralExpression(value)) table = value;
      }
      if (!table) ts.forEachChild(node, visit);
    };
    visit(source);
    if (!table) throw new Error(`${file}: no object literal named "attributes"`);
    const types = { ...COMMON };
    for (const property of table.properties) {
      if (!ts.isPropertyAssignment(property)) throw new Error(`${file}: attribute ${property.getText(source)} must be written key: type`);
      const name = ts.isStringLiteral(property.name) ? property.name.text : property.name.getText(source);
      types[toKebabCase(name)] = entryType(checker, property.initializer);
    }
    result[file] = types;
  }
  return result;
}
