/**
 * The one set of decoders for data from outside (server answers, stored records, socket frames,
 * window messages). Each takes the value and its JSONPath (`$.views[0].type`) and throws a
 * DecodeError naming the bad field. Absent means `undefined` or `null` (an empty string is a
 * string): `optional(d)` turns both into `undefined`, `fields(…).has(key)` says whether a field is there.
 */
import { DecodeError, decodeFailure } from './errors';

export type Json = Record<string, unknown>;

/** A decoder: the value and its JSONPath in, the typed value out, or a DecodeError. */
export type Decoder<T> = (value: unknown, path: string) => T;

export function object(value: unknown, path: string): Json {
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new DecodeError(path, `expected an object, got ${kind(value)}`);
  return value as Json;
}

export function array(value: unknown, path: string): unknown[] {
  if (!Array.isArray(value)) throw new DecodeError(path, `expected an array, got ${kind(value)}`);
  return value;
}

export function string(value: unknown, path: string): string {
  if (typeof value !== 'string') throw new DecodeError(path, `expected a string, got ${kind(value)}`);
  return value;
}

/** An id: a string, or a finite number (some services send numeric ids), compared as text. */
export function id(value: unknown, path: string): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') throw new DecodeError(path, `expected an id (a string or a number), got ${kind(value)}`);
  return value;
}

export function number(value: unknown, path: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new DecodeError(path, `expected a number, got ${kind(value)}`);
  return value;
}

export function boolean(value: unknown, path: string): boolean {
  if (typeof value !== 'boolean') throw new DecodeError(path, `expected a boolean, got ${kind(value)}`);
  return value;
}

export const optional =
  <T>(decode: Decoder<T>): Decoder<T | undefined> =>
  (value, path) =>
    value === undefined || value === null ? undefined : decode(value, path);

/** `decode`, then `test`: a value that fails it is a DecodeError saying what was `expected`. */
export const refine =
  <T>(decode: Decoder<T>, test: (value: T) => boolean, expected: string): Decoder<T> =>
  (value, path) => {
    const decoded = decode(value, path);
    if (!test(decoded)) throw new DecodeError(path, `expected ${expected}, got ${JSON.stringify(decoded)}`);
    return decoded;
  };

/**
 * `decode`, or undefined where it throws a DecodeError: for input that is dropped when malformed,
 * never an error (stored records, window messages, one message of a page). `dropped` hears the
 * DecodeError, so what was left out can be reported.
 */
/** A text frame or stored string as `decode` reads it; one that is not JSON, or not that shape, is undefined. */
export function attemptJson<T>(decode: Decoder<T>, text: string): T | undefined {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  return attempt(decode, json);
}

export function attempt<T>(decode: Decoder<T>, value: unknown, path = '$', dropped?: (error: DecodeError) => void): T | undefined {
  try {
    return decode(value, path);
  } catch (error) {
    if (!(error instanceof DecodeError)) throw error;
    dropped?.(error);
    return undefined;
  }
}

/**
 * Decodes what came from `source` (a URL, 'GET https://…'): a DecodeError gains the source in its
 * message, and any other error a decoder throws becomes a DecodeError at '$' (decodeFailure).
 */
export function decodeFrom<T>(source: string, decode: (value: unknown) => T, value: unknown): T {
  try {
    return decode(value);
  } catch (error) {
    throw decodeFailure(source, error);
  }
}

/**
 * An object's fields, each decoded at its own path (`${path}.${key}`). Only own fields count: an
 * inherited one (a polluted Object.prototype, an object made with a prototype) reads as absent.
 */
export interface Fields {
  readonly json: Json;
  readonly path: string;
  /** Field `key` through `decode`. */
  get<T>(key: string, decode: Decoder<T>): T;
  /** Whether field `key` is there (neither undefined nor null). */
  has(key: string): boolean;
}

export function fields(value: unknown, path: string): Fields {
  const json = object(value, path);
  return {
    json,
    path,
    get: (key, decode) => decode(own(json, key), `${path}.${key}`),
    has: (key) => own(json, key) !== undefined && own(json, key) !== null,
  };
}

export function oneOf<T extends string>(values: readonly T[]): Decoder<T> {
  return (value, path) => {
    if (typeof value !== 'string' || !values.includes(value as T)) {
      throw new DecodeError(path, `expected one of ${values.join(', ')}, got ${JSON.stringify(value)}`);
    }
    return value as T;
  };
}

/** `list` as a decoder, for `fields(…).get('items', listOf(item))`. */
export const listOf =
  <T>(decode: Decoder<T>): Decoder<T[]> =>
  (value, path) =>
    list(value, path, decode);

export function list<T>(value: unknown, path: string, decode: Decoder<T>): T[] {
  return array(value, path).map((item, index) => decode(item, `${path}[${index}]`));
}

const own = (json: Json, key: string): unknown => (Object.hasOwn(json, key) ? json[key] : undefined);

function kind(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value;
}
