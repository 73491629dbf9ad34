/**
 * Names of regions and currencies in a locale, from Intl.DisplayNames (no name tables in the
 * bundle). Apart from i18n.ts: only the pickers, the address summary and their pages use it.
 */
import { DEFAULT_LOCALE } from './constants';
import { cached } from './i18n';

const displayNames = new Map<string, Intl.DisplayNames>();

/** A region's or a currency's name in the locale (the default's where it has none), else the code. */
export function displayName(code: string, type: 'region' | 'currency', locale: string): string {
  try {
    return cached(displayNames, (name, opts) => new Intl.DisplayNames([name, DEFAULT_LOCALE], opts), locale, { type, fallback: 'code' } as const).of(code) ?? code;
  } catch {
    // A malformed code: Intl throws a RangeError.
    return code;
  }
}
