/** Resolution of an element's api-base and locale: attribute, then the loader, then defaults. */
import { DEFAULT_LOCALE, LANGUAGE_COOKIE } from './constants';
import { readCookie } from './cookies';
import type { HostConfig } from './host';
import { canonicalLocale } from './locale';

export interface ElementConfig {
  /** Absolute URL the element's HTTP calls start from. */
  apiBase: string;
  /** Canonical BCP 47 locale. */
  locale: string;
  /** Where the locale came from: a host-supplied source (a form adapter's getCurrentLocale) may stand in for the last two. */
  localeFrom: 'attribute' | 'loader' | 'cookie' | 'default';
}

export interface ConfigSources {
  attributes: { apiBase?: string | undefined; locale?: string | undefined };
  host: HostConfig;
  /** document.cookie, read for the language cookie. */
  cookie: string;
  /** The page's base URL, against which a relative api-base is resolved. */
  baseUrl: string;
}

/** The language cookie's value, when it holds a valid locale ('en_GB' is read as en-GB). */
export function localeFromCookie(cookie: string): string | undefined {
  return canonicalLocale(readCookie(cookie, LANGUAGE_COOKIE));
}

function absoluteUrl(value: string | undefined, baseUrl: string): string | undefined {
  if (!value) return undefined;
  try {
    return new URL(value, baseUrl).href;
  } catch {
    return undefined;
  }
}

export function resolveConfig({ attributes, host, cookie, baseUrl }: ConfigSources): ElementConfig {
  const sources = [
    ['attribute', canonicalLocale(attributes.locale)],
    ['loader', canonicalLocale(host.locale)],
    ['cookie', localeFromCookie(cookie)],
  ] as const;
  const [localeFrom, locale] = sources.find(([, value]) => value !== undefined) ?? ['default', DEFAULT_LOCALE];
  return {
    apiBase: absoluteUrl(attributes.apiBase, baseUrl) ?? absoluteUrl(host.apiBase, baseUrl) ?? new URL('/', baseUrl).href,
    locale: locale as string,
    localeFrom,
  };
}
