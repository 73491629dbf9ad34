/** Small field readers for the decoders: each names the JSONPath of a bad field in its DecodeError. */
import { DecodeError } from '../../shared/errors';

export type Fields = Readonly<Record<string, unknown>>;

const kind = (value: unknown): string => (value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value);

export function object(value: unknown, path: string): Fields {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new DecodeError(path, `expected an object, got ${kind(value)}`);
  }
  return value as Fields;
}

export function string(fields: Fields, key: string, path: string): string {
  const value = fields[key];
  if (typeof value !== 'string') throw new DecodeError(`${path}.${key}`, `expected a string, got ${kind(value)}`);
  return value;
}

/** Absent, null and '' are all "not given". */
export function optionalString(fields: Fields, key: string, path: string): string | undefined {
  const value = fields[key];
  if (value === undefined || value === null || value === '') return undefined;
  return string(fields, key, path);
}

export function number(fields: Fields, key: string, path: string): number {
  const value = fields[key];
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new DecodeError(`${path}.${key}`, `expected a number, got ${kind(value)}`);
  }
  return value;
}

export function optionalNumber(fields: Fields, key: string, path: string): number | undefined {
  return fields[key] === undefined || fields[key] === null ? undefined : number(fields, key, path);
}

export function array(fields: Fields, key: string, path: string): readonly unknown[] {
  const value = fields[key];
  if (!Array.isArray(value)) throw new DecodeError(`${path}.${key}`, `expected an array, got ${kind(value)}`);
  return value;
}

export function oneOf<T extends string>(fields: Fields, key: string, path: string, values: readonly T[]): T {
  const value = string(fields, key, path);
  if (!(values as readonly string[]).includes(value)) {
    throw new DecodeError(`${path}.${key}`, `expected one of ${values.join(', ')}, got "${value}"`);
  }
  return value as T;
}
