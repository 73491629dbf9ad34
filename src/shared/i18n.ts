/**
 * UI strings and locale-aware formatting. Intl formatters are cached per locale and options:
 * building one is far slower than using it, and lists format hundreds of rows.
 */
import { DEFAULT_LOCALE } from './constants';
import { canonicalLocale } from './locale';

export { canonicalLocale } from './locale';

export type Catalog<K extends string = string> = Readonly<Partial<Record<K, string>>>;
/** Catalogs by BCP 47 locale ('en-GB', 'fr'); the names are matched case-insensitively. */
export type Catalogs<K extends string = string> = Readonly<Record<string, Catalog<K>>>;
export type TranslateParams = Readonly<Record<string, string | number>>;
export type Translate<K extends string = string> = (key: K, params?: TranslateParams) => string;

/** Where a string is looked for: the locale, its language, then the default locale. */
export function fallbackChain(locale: string): string[] {
  const canonical = canonicalLocale(locale);
  const chain = canonical ? [canonical, canonical.split('-')[0] ?? canonical] : [];
  return [...new Set([...chain, DEFAULT_LOCALE])];
}

/** Replaces {name} with params.name; a placeholder without a param stays, so the gap is visible. */
export function interpolate(text: string, params?: TranslateParams): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : placeholder,
  );
}

/** t(key, params): the first catalog of the fallback chain that has the key, else the key itself. */
export function createTranslator<K extends string>(catalogs: Catalogs<K>, locale: string): Translate<K> {
  const byLocale = new Map<string, Catalog<K>>();
  for (const [name, catalog] of Object.entries(catalogs)) {
    const canonical = canonicalLocale(name);
    if (canonical) byLocale.set(canonical, catalog);
  }
  const chain = fallbackChain(locale).flatMap((name) => byLocale.get(name) ?? []);
  return (key, params) => {
    for (const catalog of chain) {
      const text = catalog[key];
      if (text !== undefined) return interpolate(text, params);
    }
    return key;
  };
}

/**
 * Texts the host gives (`FinWidgets('configure', {messages})`, an element's `messages`
 * property): locale → key → text, each key prefixed with its catalog's namespace
 * (`{'fr-FR': {'ticket.retry': 'Réessayer'}}`).
 */
export type Messages = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** A feature's strings: its namespace and its en-GB texts (the spec's, verbatim). */
export interface StringCatalog<K extends string> {
  readonly namespace: string;
  readonly defaults: Readonly<Record<K, string>>;
}

export function defineCatalog<K extends string>(namespace: string, defaults: Readonly<Record<K, string>>): StringCatalog<K> {
  return { namespace, defaults };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Merges host catalogs, later sources winning key by key within a locale (locale names are
 * matched canonically). Anything that is not a record of texts is left out, so a bad property
 * value cannot break rendering.
 */
export function mergeMessages(...sources: unknown[]): Messages {
  const merged: Record<string, Record<string, string>> = {};
  for (const source of sources) {
    if (!isRecord(source)) continue;
    for (const [name, catalog] of Object.entries(source)) {
      const locale = canonicalLocale(name);
      if (!locale || !isRecord(catalog)) continue;
      const target = (merged[locale] ??= {});
      for (const [key, text] of Object.entries(catalog)) if (typeof text === 'string') target[key] = text;
    }
  }
  return merged;
}

/**
 * t(key) for a catalog in a locale: the host's texts for the locale, then its language, then
 * en-GB (the host's en-GB texts before the catalog's defaults), then the key itself.
 */
export function catalogTranslator<K extends string>(catalog: StringCatalog<K>, locale: string, messages: Messages = {}): Translate<K> {
  const prefix = `${catalog.namespace}.`;
  const catalogs: Record<string, Record<string, string>> = { [DEFAULT_LOCALE]: { ...catalog.defaults } };
  for (const [name, texts] of Object.entries(mergeMessages(messages))) {
    const target = (catalogs[name] ??= {});
    for (const [key, text] of Object.entries(texts)) if (key.startsWith(prefix)) target[key.slice(prefix.length)] = text;
  }
  return createTranslator(catalogs as Catalogs<K>, locale);
}

// Made once per locale and options: making a formatter costs far more than formatting (a fresh
// page's first one loads the locale's data), and lists format thousands of rows.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** Made once per locale and options; an invalid locale falls back to the default rather than throwing during render. */
export function cached<F, O>(cache: Map<string, F>, create: (locale: string, options: O) => F, locale: string, options: O): F {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    try {
      format = create(locale, options);
    } catch (error) {
      if (!(error instanceof RangeError) || locale === DEFAULT_LOCALE) throw error;
      format = cached(cache, create, DEFAULT_LOCALE, options);
    }
    cache.set(key, format);
  }
  return format;
}

/** The locale's NumberFormat for `options`, made once; an invalid locale gives the default's. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached(numberFormats, (name, opts) => new Intl.NumberFormat(name, opts), locale, options);
}

/** The locale's DateTimeFormat for `options`, made once; an invalid locale gives the default's. */
export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(dateFormats, (name, opts) => new Intl.DateTimeFormat(name, opts), locale, options);
}

export function formatNumber(value: number, locale: string, options: Intl.NumberFormatOptions = {}): string {
  return numberFormat(locale, options).format(value);
}

/** Digits after the decimal point for a currency as Intl knows it: JPY 0, GBP 2, KWD 3. */
export function currencyFractionDigits(currency: string): number {
  try {
    return numberFormat(DEFAULT_LOCALE, { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** An amount in a currency, with that currency's own number of fraction digits. */
export function formatMoney(amount: number, currency: string, locale: string): string {
  try {
    return numberFormat(locale, { style: 'currency', currency }).format(amount);
  } catch {
    // A malformed currency code from the server still shows the amount rather than breaking the view.
    return `${formatNumber(amount, locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${currency}`;
  }
}

const PATTERN_TOKENS = /yyyy|MMMM|MMM|MM|M|dd|d|HH|H|mm|ss|'(?:[^']|'')*'/g;

const pad2 = (value: number): string => String(value).padStart(2, '0');

function monthName(date: Date, locale: string, width: 'long' | 'short'): string {
  // Asked for with a day so languages that inflect month names use the in-date form.
  const parts = dateFormat(locale, { day: 'numeric', month: width }).formatToParts(date);
  return parts.find((part) => part.type === 'month')?.value ?? '';
}

function formatPattern(date: Date, pattern: string, locale: string): string {
  return pattern.replace(PATTERN_TOKENS, (token) => {
    switch (token) {
      case 'yyyy':
        return String(date.getFullYear()).padStart(4, '0');
      case 'MMMM':
        return monthName(date, locale, 'long');
      case 'MMM':
        return monthName(date, locale, 'short');
      case 'MM':
        return pad2(date.getMonth() + 1);
      case 'M':
        return String(date.getMonth() + 1);
      case 'dd':
        return pad2(date.getDate());
      case 'd':
        return String(date.getDate());
      case 'HH':
        return pad2(date.getHours());
      case 'H':
        return String(date.getHours());
      case 'mm':
        return pad2(date.getMinutes());
      case 'ss':
        return pad2(date.getSeconds());
      default:
        // Quoted text, in which '' stands for one quote (and '' alone too).
        return token === "''" ? "'" : token.slice(1, -1).replaceAll("''", "'");
    }
  });
}

/**
 * A date in local time. `format` is either Intl options or a fixed pattern as the spec writes
 * them ('d MMM yyyy', 'dd/MM/yyyy HH:mm', 'HH:mm'): tokens yyyy MMMM MMM MM M dd d HH H mm ss,
 * 'quoted' text ('' for a quote), anything else as is; month names come from the locale. An
 * invalid date gives ''.
 */
export function formatDate(date: Date | number, format: string | Intl.DateTimeFormatOptions, locale: string): string {
  const value = new Date(date);
  if (Number.isNaN(value.getTime())) return '';
  return typeof format === 'string' ? formatPattern(value, format, locale) : dateFormat(locale, format).format(value);
}

/** Hours and minutes the way the locale writes them (14:07 in en-GB, 2:07 PM in en-US). */
export function formatTime(date: Date | number, locale: string): string {
  return formatDate(date, { timeStyle: 'short' }, locale);
}

export type FileSizeUnit = 'Bytes' | 'KB' | 'MB' | 'GB';
const FILE_SIZE_UNITS: readonly FileSizeUnit[] = ['Bytes', 'KB', 'MB', 'GB'];

/**
 * A size in Bytes, KB, MB or GB (forms spec §5 File size), in steps of 1024 as the chat's
 * "10485760 bytes (10 MB)" has it, with up to two decimals. `unit` forces one unit.
 */
export function formatFileSize(bytes: number, locale: string, unit?: FileSizeUnit): string {
  let value = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  let index = 0;
  const last = unit ? FILE_SIZE_UNITS.indexOf(unit) : FILE_SIZE_UNITS.length - 1;
  // Compared after rounding to the shown two decimals, so 1048575 bytes reads 1 MB, not 1,024 KB.
  while (index < last && (unit !== undefined || Math.round(value * 100) / 100 >= 1024)) {
    value /= 1024;
    index++;
  }
  return `${formatNumber(value, locale, { maximumFractionDigits: 2 })} ${FILE_SIZE_UNITS[index]}`;
}

/**
 * The accept-language value for a locale (underscores allowed): the canonical tag, or
 * `fallback` when the locale is not a valid language tag.
 */
export function toAcceptLanguage(locale: string | undefined, fallback: string = DEFAULT_LOCALE): string {
  return canonicalLocale(locale) ?? fallback;
}

/** 'en-GB' → 'en_GB', as the forms host wants in accept-language (forms spec §7). */
export function toUnderscoreLocale(locale: string | undefined, fallback: string = DEFAULT_LOCALE): string {
  return toAcceptLanguage(locale, fallback).replaceAll('-', '_');
}
