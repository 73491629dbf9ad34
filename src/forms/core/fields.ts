/**
 * Field readers over the shared decoders (src/shared/decode.ts), for the flow's many optional
 * fields: `at(o, 'title', path, optString)` decodes `o.title` and reports `$.path.title`.
 */
import { array, boolean, id, number, object, optional, string } from '../../shared/decode';
import type { Decoder, Json } from '../../shared/decode';
import { HTML_MAX_LENGTH } from '../constants';

/** What decoding could live with: said once to the integrator, through the engine's Logger. */
export type Warn = (message: string) => void;

export const optString = optional(string);
export const optBool = optional(boolean);
export const optNumber = optional(number);
export const optId = optional(id);
export const optObject = optional(object);

/** `o[key]` decoded; like the shared `fields().get`, only the object's own fields count (inherited ones are absent). */
export function at<T>(o: Json, key: string, path: string, decode: Decoder<T>): T {
  return decode(Object.hasOwn(o, key) ? o[key] : undefined, `${path}.${key}`);
}

/** An absent list is empty. */
export function listAt<T>(o: Json, key: string, path: string, each: Decoder<T>): T[] {
  const value = Object.hasOwn(o, key) ? o[key] : undefined;
  if (value === undefined || value === null) return [];
  return array(value, `${path}.${key}`).map((entry, index) => each(entry, `${path}.${key}[${index}]`));
}

/** Keeps only defined fields, so models compare and clone cleanly. */
export function compact<T extends object>(value: T): T {
  for (const key of Object.keys(value) as (keyof T)[]) if (value[key] === undefined) delete value[key];
  return value;
}

/**
 * Server HTML, cut at HTML_MAX_LENGTH characters before anything sanitizes it: a huge field
 * would hold the view for seconds; the sanitizer closes what the cut leaves open.
 */
export function optHtml(o: Json, key: string, path: string, warn: Warn): string | undefined {
  const html = at(o, key, path, optString);
  if (html === undefined || html.length <= HTML_MAX_LENGTH) return html;
  warn(`<fin-form> ${path}.${key} is ${html.length} characters of HTML; only the first ${HTML_MAX_LENGTH} are shown.`);
  return html.slice(0, HTML_MAX_LENGTH);
}
