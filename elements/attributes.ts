/**
 * Attribute types: how an attribute's text becomes a property value, with HTML semantics.
 * React-free, so <fin-tracker> (a plain custom element) shares them with define.ts, and
 * scripts/manifest.mjs reads the same tables to check the manifest.
 */
import { InvalidAttributeError } from '../src/shared/errors';
import { APPEARANCES } from '../src/shared/appearance';
import { canonicalLocale } from '../src/shared/locale';

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

/** A problem with how the page set up an element: logged once, sent as fin-error, shown in the element. */
export interface ConfigProblem {
  code: 'missing_attribute' | 'invalid_attribute';
  message: string;
}

/** `<tag>` lacks an attribute it cannot work without; `what` says what to set it to. */
export const missingAttribute = (tag: string, attribute: string, what: string): ConfigProblem => ({
  code: 'missing_attribute',
  message: `<${tag}> attribute "${attribute}" is missing: set it to ${what}.`,
});

/** The same shape as parseAttribute's messages, so every attribute error reads alike. */
export const invalidAttribute = (tag: string, attribute: string, expected: string, text: string): ConfigProblem => ({
  code: 'invalid_attribute',
  message: `<${tag}> attribute "${attribute}" expects ${expected}, got "${text}".`,
});

/**
 * Checks of attribute texts that their type cannot express: each gives what was expected, or
 * undefined when the text is fine. `locale` is the shared locale rule (canonicalLocale in
 * src/shared/i18n.ts), the one the loader's configuration can use as well.
 */
export const textChecks = {
  url: (text: string, baseUrl: string) => (URL.canParse(text, baseUrl) ? undefined : 'a URL, such as https://api.example.com/'),
  locale: (text: string) => (canonicalLocale(text) ? undefined : 'a locale with a 2- or 3-letter language, such as en-GB or fr'),
  country: (text: string) => (/^[A-Za-z]{2}$/.test(text) ? undefined : 'an ISO 3166-1 alpha-2 country code, such as GB'),
} as const;

/** The common check of a country attribute (user-country). */
export function countryProblem(tag: string, attribute: string, text: string | undefined): ConfigProblem[] {
  const expected = text === undefined ? undefined : textChecks.country(text);
  return expected === undefined || text === undefined ? [] : [invalidAttribute(tag, attribute, expected, text)];
}

/** Every element's `appearance` attribute (src/shared/appearance.ts). */
export const appearanceType = oneOf(APPEARANCES);
