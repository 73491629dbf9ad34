/**
 * The one set of decoders for data from outside (server answers, stored records, socket frames).
 * Each takes the value and its JSONPath (`$.views[0].type`) and throws a DecodeError naming the
 * bad field. Absent means `undefined` or `null`: `optional(d)` turns both into `undefined`.
 */
import { DecodeError } from './errors';

export type Json = Record<string, unknown>;

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
  <T>(decode: (value: unknown, path: string) => T) =>
  (value: unknown, path: string): T | undefined =>
    value === undefined || value === null ? undefined : decode(value, path);

export function oneOf<T extends string>(values: readonly T[]) {
  return (value: unknown, path: string): T => {
    if (typeof value !== 'string' || !values.includes(value as T)) {
      throw new DecodeError(path, `expected one of ${values.join(', ')}, got ${JSON.stringify(value)}`);
    }
    return value as T;
  };
}

export function list<T>(value: unknown, path: string, decode: (item: unknown, path: string) => T): T[] {
  return array(value, path).map((item, index) => decode(item, `${path}[${index}]`));
}

function kind(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value;
}
