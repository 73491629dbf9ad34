/**
 * Locale tags, apart from i18n.ts so that code which only reads a locale (the tracker, the
 * config resolution) does not load the translators and formatters.
 */
import { RTL_LANGUAGES } from './constants';

/**
 * Real locales start with a 2–3 letter language subtag. BCP 47 also allows 4–8 letters, so
 * Intl.getCanonicalLocales('english') succeeds: that is a misconfiguration, not a locale.
 */
const LANGUAGE = /^[a-z]{2,3}(?:[-_]|$)/i;

/** 'en_gb' → 'en-GB'; undefined when the value is not a locale (a BCP 47 tag with a 2–3 letter language). */
export function canonicalLocale(value: string | undefined): string | undefined {
  if (!value || !LANGUAGE.test(value)) return undefined;
  try {
    return Intl.getCanonicalLocales(value.replaceAll('_', '-'))[0];
  } catch {
    return undefined;
  }
}

/**
 * What is wrong with a locale a host gave (`where` names the option or attribute), as a sentence
 * that says how to fix it; undefined when it is a locale or absent. Elements report it once.
 */
export function localeProblem(where: string, value: unknown): string | undefined {
  if (value === undefined || value === null || (typeof value === 'string' && canonicalLocale(value))) return undefined;
  return `${where} "${String(value)}" is not a locale: use a BCP 47 tag with a 2–3 letter language, such as "en-GB" or "fr".`;
}

export type Direction = 'ltr' | 'rtl';

/** What an element knows of its host's direction: its own `dir` attribute, and the direction it inherits from the page. */
export interface HostDirection {
  own?: string | null | undefined;
  inherited?: string | undefined;
}

/**
 * The one place an element's direction is decided: the host element's own `dir` (ltr or rtl)
 * first, as the host chose it; then right to left for a right-to-left locale (ar, he, fa, ur),
 * whatever the page; else the page's direction around the element.
 */
export function dirOf(locale: string | undefined, host: HostDirection = {}): Direction {
  if (host.own === 'ltr' || host.own === 'rtl') return host.own;
  const language = canonicalLocale(locale)?.split('-')[0]?.toLowerCase();
  if (language && RTL_LANGUAGES.includes(language)) return 'rtl';
  return host.inherited === 'rtl' ? 'rtl' : 'ltr';
}
