/** Text helpers of §5: masks, card numbers, times, money amounts and phone numbers. */
import {
  CARD_GROUP_LENGTH,
  CARD_GROUPS,
  DEFAULT_FRACTION_DIGITS,
  MONEY_AMOUNT_MAX_LENGTH,
  PHONE_NUMBER_MAX_LENGTH,
  THREE_FRACTION_CURRENCIES,
  TIME_MAX_LENGTH,
  ZERO_FRACTION_CURRENCIES,
} from '../constants';
import { numberFormat } from '../../shared/i18n';
import type { Currency, PhoneCountry } from './item-model';

/** Mask tokens (§5 Text): 0 a digit, 9 an optional digit, A a letter, a an optional letter, _ an alphanumeric. */
const TOKENS: Record<string, { test: RegExp; optional: boolean }> = {
  '0': { test: /\d/, optional: false },
  '9': { test: /\d/, optional: true },
  A: { test: /\p{L}/u, optional: false },
  a: { test: /\p{L}/u, optional: true },
  _: { test: /[\p{L}\d]/u, optional: false },
};

/** Formats typed text with a mask: literals are inserted, characters that fit no token are dropped. */
export function applyMask(mask: string, text: string): string {
  let out = '';
  let m = 0;
  const chars = [...text];
  let c = 0;
  while (m < mask.length && c < chars.length) {
    const slot = mask[m] as string;
    const char = chars[c] as string;
    const token = TOKENS[slot];
    if (!token) {
      out += slot;
      m++;
      if (char === slot) c++;
      continue;
    }
    if (token.test.test(char)) {
      out += char;
      m++;
      c++;
    } else if (token.optional) m++;
    else c++;
  }
  return out;
}

/** True when the whole value fits the mask. */
export function matchesMask(mask: string, value: string): boolean {
  const source = [...mask]
    .map((slot) => {
      const token = TOKENS[slot];
      if (!token) return slot.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      return `${token.test.source}${token.optional ? '?' : ''}`;
    })
    .join('');
  return new RegExp(`^${source}$`, 'u').test(value);
}

/** Card input keeps digits only, in 4 groups of 4 (§5 Other input types). */
export function formatCardNumber(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, CARD_GROUPS * CARD_GROUP_LENGTH);
  return digits.replace(new RegExp(`(\\d{${CARD_GROUP_LENGTH}})(?=\\d)`, 'g'), '$1 ');
}

/** Luhn checksum over a 16-digit number. */
export function isValidCardNumber(value: string): boolean {
  const digits = value.replace(/ /g, '');
  if (!/^\d+$/.test(digits) || digits.length !== CARD_GROUPS * CARD_GROUP_LENGTH) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Time input is masked hh:mm and cut at 5 characters. */
export function formatTime(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 4);
  return (digits.length > 2 ? `${digits.slice(0, 2)}:${digits.slice(2)}` : digits).slice(0, TIME_MAX_LENGTH);
}

export function isValidTime(value: string): boolean {
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(value);
}

/** ISO 8601 calendar date (yyyy-mm-dd) that exists. */
export function isValidDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

export function fractionDigits(code: string, currencies: readonly Currency[] = []): number {
  const known = currencies.find((currency) => currency.code === code)?.fractionDigits;
  if (known !== undefined) return known;
  if (ZERO_FRACTION_CURRENCIES.includes(code)) return 0;
  if (THREE_FRACTION_CURRENCIES.includes(code)) return 3;
  return DEFAULT_FRACTION_DIGITS;
}

/** Amount text: digits and one dot only, decimals cut to the currency's fraction digits, at most 16 characters. */
export function sanitizeAmount(text: string, digits: number): string {
  const cleaned = text.replace(/[^\d.]/g, '');
  const dot = cleaned.indexOf('.');
  let amount = dot === -1 ? cleaned : `${cleaned.slice(0, dot)}.${cleaned.slice(dot + 1).replace(/\./g, '')}`;
  if (dot !== -1) amount = digits === 0 ? amount.slice(0, dot) : amount.slice(0, dot + 1 + digits);
  return amount.slice(0, MONEY_AMOUNT_MAX_LENGTH);
}

const separators = new Map<string, { decimal: string; group: string }>();

/** The locale's decimal and group separators, from Intl.NumberFormat#formatToParts, read once per locale (each money field asks as it renders). */
export function numberSeparators(locale: string): { decimal: string; group: string } {
  let known = separators.get(locale);
  if (!known) {
    const parts = numberFormat(locale, { useGrouping: true }).formatToParts(1234567.5);
    known = { decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.', group: parts.find((part) => part.type === 'group')?.value ?? ',' };
    separators.set(locale, known);
  }
  return known;
}

// Spaces a locale groups with (fr-FR's narrow no-break space, others' no-break space) look alike: any of them, or a plain space, is that separator.
const SPACE = /[\s\u00a0\u202f]/;

/**
 * An amount as typed in the element's locale, as the wire's dot-decimal text: the locale's group
 * separators dropped, its decimal separator read as the dot, then §5's rule (digits and one dot,
 * cut to the currency's fraction digits, at most 16 characters). '1.234,56' in de-DE is '1234.56'.
 */
export function readAmount(text: string, locale: string, digits: number): string {
  const { decimal, group } = numberSeparators(locale);
  const ungrouped = SPACE.test(group) ? text.replace(new RegExp(SPACE.source, 'g'), '') : text.split(group).join('');
  // A dot the locale does not group with (fr-FR's '12.50') is read as the decimal too.
  return sanitizeAmount(ungrouped.split(decimal).join('.'), digits);
}

/**
 * Typed amount text as the field keeps showing it: only what readAmount reads (digits, the
 * locale's separators, a dot), cut to the currency's fraction digits and 16 characters, so the
 * field never shows a digit that is not sent.
 */
export function amountText(text: string, locale: string, digits: number): string {
  const { decimal, group } = numberSeparators(locale);
  const kept = [...text].filter((char) => /\d/.test(char) || char === decimal || char === group || char === '.' || (SPACE.test(group) && SPACE.test(char))).join('');
  const at = [...kept].findIndex((char) => char === decimal || (char === '.' && group !== '.'));
  if (at === -1) return kept.slice(0, MONEY_AMOUNT_MAX_LENGTH);
  const cut = digits === 0 ? kept.slice(0, at) : kept.slice(0, at + 1) + kept.slice(at + 1).replace(/\D/g, '').slice(0, digits);
  return cut.slice(0, MONEY_AMOUNT_MAX_LENGTH);
}

/** A dot-decimal amount as the locale writes it (its decimal separator, no grouping): '12.5' in de-DE is '12,5'. */
export function showAmount(amount: string, locale: string): string {
  return amount.replace('.', numberSeparators(locale).decimal);
}

export function isNumericAmount(value: string): boolean {
  return /^(\d+\.?\d*|\.\d+)$/.test(value) && Number(value) >= 0;
}

/**
 * The length of the country code that starts an international number's digits (ITU-T E.164's
 * zones: 1 and 7 are one digit; each zone's other codes two or three), so a code nobody offers
 * can still be named.
 */
function countryCodeLength(digits: string): number {
  if (/^[17]/.test(digits)) return 1;
  const twoDigit = /^(2[07]|3[0-469]|4[013-9]|5[1-8]|6[0-6]|8[1246]|9[0-58])/;
  return twoDigit.test(digits) ? 2 : 3;
}

/** What a pasted phone number sets: the code (and its country) when it is international, and the number. */
export type PhonePaste = { code?: PhoneCountry; number: string } | { unknownCode: string };

/**
 * A phone number as pasted ('+44 7946 095812', '(020) 7946-0958'): spaces, dashes, brackets and
 * dots dropped. An international one ('+' or '00') picks the longest offered dial code it starts
 * with; a code that is not offered is named, so nothing is read into the wrong country.
 */
export function readPhonePaste(text: string, countries: readonly PhoneCountry[]): PhonePaste {
  const trimmed = text.trim();
  const international = /^(\+|00)/.test(trimmed);
  const digits = (international ? trimmed.replace(/^(\+|00)/, '') : trimmed).replace(/\D/g, '');
  if (!international) return { number: digits.slice(0, PHONE_NUMBER_MAX_LENGTH) };
  const code = countries
    .filter((country) => digits.startsWith(country.dialCode.replace(/\D/g, '')))
    .sort((a, b) => b.dialCode.length - a.dialCode.length)[0];
  if (!code) return { unknownCode: `+${digits.slice(0, countryCodeLength(digits))}` };
  return { code, number: digits.slice(code.dialCode.replace(/\D/g, '').length).slice(0, PHONE_NUMBER_MAX_LENGTH) };
}

/** Phone number field: digits only, at most 16 characters. */
export function sanitizePhoneNumber(text: string): string {
  return text.replace(/\D/g, '').slice(0, PHONE_NUMBER_MAX_LENGTH);
}
