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

/** A dot-decimal amount (a saved one, on a currency change): digits and one dot only, decimals cut to the currency's fraction digits, at most 16 characters. */
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

// Spaces and apostrophes group digits in every locale (fr-FR's narrow no-break space, de-CH's ’).
const GROUPING = /[\s\u00a0\u202f'’]/;
const DIGIT = /\d/;

/** What an amount as typed or pasted is read as: `amount` is sent (dot-decimal), `text` is what the field shows. */
export interface AmountReading {
  amount: string;
  text: string;
}

/**
 * Which of the typed marks ('.' or ',') is the decimal separator, by its index, or undefined:
 * - both kinds: the last mark, when its kind is there once ('1.234,56', '1,234.56');
 * - one kind, more than once: grouping ('1.234.567');
 * - one mark, the locale's decimal separator: the decimal;
 * - one mark, the other one: the decimal when at most two digits follow it ('12.50' in de-DE,
 *   '12,5' in en-GB, '12.' while typing), grouping when three or more do ('1.234', '1,2345').
 */
function decimalMark(chars: readonly string[], decimal: string): number | undefined {
  const marks = chars.flatMap((char, index) => (char === '.' || char === ',' ? [index] : []));
  const last = marks.at(-1);
  if (last === undefined) return undefined;
  const sameKind = marks.filter((index) => chars[index] === chars[last]).length;
  if (sameKind < marks.length) return sameKind === 1 ? last : undefined;
  if (marks.length > 1) return undefined;
  if (chars[last] === decimal) return last;
  return chars.slice(last + 1).filter((char) => DIGIT.test(char)).length <= 2 ? last : undefined;
}

/**
 * The one reading of an amount, for typing, paste and blur (§5 Money): everything but digits and
 * separators dropped, the decimal separator found (decimalMark), the others read as grouping, the
 * decimals cut (never appended) to the currency's fraction digits, at most 16 characters. The
 * field shows what was read: the locale's decimal separator stays while there are no decimals to
 * keep ('999.' for JPY in en-GB), so a digit typed after it is cut, not appended ('999.99' is 999,
 * not 99999); on blur the field shows formatAmount of the amount.
 */
export function readAmount(typed: string, locale: string, digits: number): AmountReading {
  const { decimal, group } = numberSeparators(locale);
  const kept = [...typed].filter((char) => DIGIT.test(char) || char === '.' || char === ',' || char === group || GROUPING.test(char));
  const first = kept.findIndex((char) => DIGIT.test(char) || char === '.' || char === ',');
  const chars = first === -1 ? [] : kept.slice(first);
  const at = decimalMark(chars, decimal);
  const whole = at === undefined ? chars : chars.slice(0, at);
  const wholeDigits = whole.filter((char) => DIGIT.test(char)).join('');
  if (at === undefined) return { amount: wholeDigits.slice(0, MONEY_AMOUNT_MAX_LENGTH), text: whole.join('').slice(0, MONEY_AMOUNT_MAX_LENGTH) };
  const typedFraction = chars.slice(at + 1).filter((char) => DIGIT.test(char)).join('');
  const fraction = typedFraction.slice(0, digits);
  // The other mark ('.' in de-DE) with one or two digits is undecided while typing: a third digit
  // makes it grouping ('1.234' for JPY), so the field keeps them until blur shows the reading.
  const undecided = chars[at] !== decimal;
  return {
    amount: (digits === 0 ? wholeDigits : `${wholeDigits}.${fraction}`).slice(0, MONEY_AMOUNT_MAX_LENGTH),
    text: `${whole.join('')}${chars[at]}${undecided ? typedFraction : fraction}`.slice(0, MONEY_AMOUNT_MAX_LENGTH),
  };
}

/**
 * A dot-decimal amount in the locale's format (its grouping and decimal separator), shown on blur
 * and for a value the server sent, so the user sees how it was read: 1234.5 is '1.234,5' in de-DE.
 * readAmount reads it back to the same amount.
 */
export function formatAmount(amount: string, locale: string): string {
  const [whole = '', fraction = ''] = amount.split('.');
  if (!/^\d*$/.test(whole) || !/^\d*$/.test(fraction) || (whole === '' && fraction === '')) return amount;
  const grouped = numberFormat(locale, { useGrouping: true, maximumFractionDigits: 0, numberingSystem: 'latn' }).format(BigInt(whole || '0'));
  return fraction ? `${grouped}${numberSeparators(locale).decimal}${fraction}` : grouped;
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

/** A phone number as read: its code, country and national number; or a code no country offered has; or a code still being typed. */
export type PhoneReading = { code: string; country?: string; number: string } | { unknownCode: string } | { pending: true };

const dialDigits = (country: PhoneCountry) => country.dialCode.replace(/\D/g, '');

/**
 * A phone number as typed or pasted (§5 Phone), one rule for both: spaces, dashes, brackets and
 * dots dropped. A leading '+code' (or '00code') sets the code and its country, keeping the selected
 * country when it shares the code (+1 is the US and Canada); the trunk '(0)' after it is dropped
 * ('+44 (0)20 7946 0958' is +44 2079460958); the rest is the national number. A code no offered
 * country has is named, so nothing is read into the wrong country; a code still being typed
 * ('+4', '+35') is pending. Without a code, the number keeps the selected code and country.
 */
export function readPhone(text: string, countries: readonly PhoneCountry[], selected: { code: string; country?: string | undefined }): PhoneReading {
  const trimmed = text.trim();
  const keep = (code: string, country: string | undefined, number: string) => ({ code, ...(country ? { country } : {}), number: number.slice(0, PHONE_NUMBER_MAX_LENGTH) });
  if (!/^(\+|00)/.test(trimmed)) return keep(selected.code, selected.country, trimmed.replace(/\D/g, ''));
  const digits = trimmed.replace(/^(\+|00)/, '').replace(/\(\s*0\s*\)/, '').replace(/\D/g, '');
  const match = countries.filter((country) => dialDigits(country) !== '' && digits.startsWith(dialDigits(country))).sort((a, b) => dialDigits(b).length - dialDigits(a).length)[0];
  if (!match) {
    if (countries.some((country) => dialDigits(country).startsWith(digits))) return { pending: true };
    return { unknownCode: `+${digits.slice(0, countryCodeLength(digits))}` };
  }
  const shares = selected.code.replace(/\D/g, '') === dialDigits(match) && countries.some((country) => country.countryCode === selected.country && dialDigits(country) === dialDigits(match));
  return keep(match.dialCode, shares ? selected.country : match.countryCode, digits.slice(dialDigits(match).length));
}
