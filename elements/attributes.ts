/**
 * Attribute types: how an attribute's text becomes a property value, with HTML semantics.
 * React-free, so <fin-tracker> (a plain custom element) shares them with define.ts, and
 * scripts/manifest.mjs reads the same tables to check the manifest.
 */
import { InvalidAttributeError } from '../src/shared/errors';

/** One of a fixed list of texts, compared exactly; anything else is an error. */
export interface OneOf<T extends string = string> {
  readonly oneOf: readonly T[];
}

/** r2wc's `function` type is never used: callbacks are properties. */
export type AttributeType = 'string' | 'number' | 'boolean' | 'json' | OneOf;

/** Property name (or attribute name) → type; the attribute is the kebab-case of the key. */
export type AttributeTypes = { readonly [name: string]: AttributeType };

export function oneOf<const T extends string>(values: readonly T[]): OneOf<T> {
  return { oneOf: values };
}

export const toKebabCase = (name: string): string => name.replace(/[A-Z]/g, (letter) => '-' + letter.toLowerCase());

/** Attribute name → key of `types`; its keys are the element's observedAttributes. */
export function attributeKeys(types: AttributeTypes): Map<string, string> {
  return new Map(Object.keys(types).map((key) => [toKebabCase(key), key]));
}

/**
 * Parses an attribute's text. `null` (attribute absent) gives undefined, except for booleans,
 * where absence is false and presence is true unless the text is "false". A text of the wrong
 * kind throws InvalidAttributeError, which the element reports as fin-error.
 */
export function parseAttribute(tag: string, attribute: string, type: AttributeType, text: string | null): unknown {
  if (type === 'boolean') return text !== null && text.trim().toLowerCase() !== 'false';
  if (text === null) return undefined;
  if (type === 'string') return text;
  const wrong = (expected: string) => new InvalidAttributeError(`<${tag}> attribute "${attribute}" expects ${expected}, got "${text}".`);
  if (type === 'number') {
    const value = text.trim() === '' ? NaN : Number(text);
    if (Number.isFinite(value)) return value;
    throw wrong('a number');
  }
  if (type === 'json') {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw wrong('JSON');
    }
  }
  if (type.oneOf.includes(text)) return text;
  throw wrong('one of ' + type.oneOf.map((value) => `"${value}"`).join(', '));
}
