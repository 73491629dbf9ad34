import { expect } from '@open-wc/testing';
import {
  canonicalLocale,
  catalogTranslator,
  createTranslator,
  defineCatalog,
  currencyFractionDigits,
  fallbackChain,
  formatDate,
  formatFileSize,
  formatMoney,
  formatNumber,
  formatTime,
  interpolate,
  mergeMessages,
  toAcceptLanguage,
  toUnderscoreLocale,
} from '../../src/shared/i18n';
import type { FileSizeUnit } from '../../src/shared/i18n';
import { displayName } from '../../src/shared/display-name';

describe('i18n: interpolation', () => {
  const cases: [string, Record<string, string | number> | undefined, string][] = [
    ['State {code} is not supported. Please provide another address', { code: 'TX' }, 'State TX is not supported. Please provide another address'],
    ['Chat {action} action failed after timeout: {ms}ms.', { action: 'sign-in', ms: 2000 }, 'Chat sign-in action failed after timeout: 2000ms.'],
    ['{a}{a} and {b}', { a: 'x', b: 0 }, 'xx and 0'],
    ['The file you selected exceeds {limit}.', {}, 'The file you selected exceeds {limit}.'],
    ['No params {here}', undefined, 'No params {here}'],
    ['{toString} stays', {}, '{toString} stays'],
    ['{ spaced } is not a placeholder', { spaced: 'x' }, '{ spaced } is not a placeholder'],
  ];
  for (const [text, params, expected] of cases) {
    it(`${text} → ${expected}`, () => {
      expect(interpolate(text, params)).to.equal(expected);
    });
  }
});

describe('i18n: translator and fallback chain', () => {
  const catalogs = {
    'en-GB': { a: 'A en-GB', b: 'B en-GB', c: 'C en-GB', greet: 'Hello {name}' },
    en: { a: 'A en', b: 'B en' },
    'en-us': { a: 'A en-US' },
    fr: { a: 'A fr', greet: 'Bonjour {name}' },
  };
  const cases: [string, string, string][] = [
    ['en-US', 'a', 'A en-US'],
    ['en-US', 'b', 'B en'],
    ['en-US', 'c', 'C en-GB'],
    ['en-US', 'missing.key', 'missing.key'],
    ['en_us', 'a', 'A en-US'],
    ['EN-AU', 'a', 'A en'],
    ['fr-CA', 'a', 'A fr'],
    ['fr-CA', 'b', 'B en-GB'],
    ['de', 'a', 'A en-GB'],
    ['not a locale!', 'a', 'A en-GB'],
    ['en-GB', 'a', 'A en-GB'],
  ];
  for (const [locale, key, expected] of cases) {
    it(`${locale}: ${key} → ${expected}`, () => {
      expect(createTranslator(catalogs, locale)(key as keyof (typeof catalogs)['en-GB'], {})).to.equal(expected);
    });
  }

  it('interpolates the string it found', () => {
    expect(createTranslator(catalogs, 'fr-FR')('greet', { name: 'Ada' })).to.equal('Bonjour Ada');
    expect(createTranslator(catalogs, 'de-DE')('greet', { name: 'Ada' })).to.equal('Hello Ada');
  });

  it('builds the chain locale → language → en-GB', () => {
    expect(fallbackChain('fr-CA')).to.deep.equal(['fr-CA', 'fr', 'en-GB']);
    expect(fallbackChain('en-GB')).to.deep.equal(['en-GB', 'en']);
    expect(fallbackChain('zh_Hant_TW')).to.deep.equal(['zh-Hant-TW', 'zh', 'en-GB']);
    expect(fallbackChain('??')).to.deep.equal(['en-GB']);
  });

  it('canonicalises locales', () => {
    expect(canonicalLocale('en_gb')).to.equal('en-GB');
    expect(canonicalLocale('EN-us')).to.equal('en-US');
    expect(canonicalLocale('x')).to.equal(undefined);
    // Well-formed BCP 47 (a 5-8 letter language subtag), but no real locale: docs/loader.md's rejected example.
    expect(canonicalLocale('english')).to.equal(undefined);
    expect(canonicalLocale('fil-PH')).to.equal('fil-PH');
    expect(canonicalLocale('')).to.equal(undefined);
    expect(canonicalLocale(undefined)).to.equal(undefined);
  });
});

describe('i18n: numbers and money', () => {
  const numbers: [number, string, Intl.NumberFormatOptions | undefined, string][] = [
    [1234.5, 'en-GB', undefined, '1,234.5'],
    [1234.5, 'de-DE', undefined, '1.234,5'],
    [0.256, 'en-GB', { style: 'percent' }, '26%'],
    [1234.5, 'no such locale', undefined, '1,234.5'],
  ];
  for (const [value, locale, options, expected] of numbers) {
    it(`number ${value} in ${locale} → ${expected}`, () => {
      expect(formatNumber(value, locale, options)).to.equal(expected);
    });
  }

  const money: [number, string, string, string][] = [
    [1234.5, 'GBP', 'en-GB', '£1,234.50'],
    [1234.5, 'JPY', 'en-GB', 'JP¥1,235'],
    [1234.5, 'JPY', 'ja-JP', '￥1,235'],
    [1234.5, 'KWD', 'en-GB', 'KWD 1,234.500'],
    [-12, 'AED', 'en-GB', '-AED 12.00'],
    [1234.5, 'EUR', 'de-DE', '1.234,50 €'],
    [1234.5, 'EURO', 'en-GB', '1,234.50 EURO'],
  ];
  for (const [amount, currency, locale, expected] of money) {
    it(`money ${amount} ${currency} in ${locale} → ${expected}`, () => {
      expect(formatMoney(amount, currency, locale).replace(/\u00a0/g, ' ')).to.equal(expected);
    });
  }

  const digits: [string, number][] = [
    ['JPY', 0],
    ['GBP', 2],
    ['AED', 2],
    ['KWD', 3],
    ['BHD', 3],
    ['not a code', 2],
  ];
  for (const [currency, expected] of digits) {
    it(`${currency} has ${expected} fraction digits`, () => {
      expect(currencyFractionDigits(currency)).to.equal(expected);
    });
  }
});

describe('i18n: dates and times', () => {
  const date = new Date(2024, 2, 5, 14, 7, 9);
  const cases: [string | Intl.DateTimeFormatOptions, string, string][] = [
    ['d MMM yyyy', 'en-GB', '5 Mar 2024'],
    ['dd/MM/yyyy HH:mm', 'en-GB', '05/03/2024 14:07'],
    ['HH:mm', 'en-GB', '14:07'],
    ['d MMMM yyyy', 'fr-FR', '5 mars 2024'],
    ["d 'de' MMMM", 'es-ES', '5 de marzo'],
    ["H:mm:ss 'o''clock'", 'en-GB', "14:07:09 o'clock"],
    ["HH'h'mm ''", 'en-GB', "14h07 '"],
    ['M/d', 'en-US', '3/5'],
    [{ year: 'numeric', month: 'long' }, 'en-US', 'March 2024'],
    [{ weekday: 'long' }, 'de-DE', 'Dienstag'],
  ];
  for (const [format, locale, expected] of cases) {
    it(`${JSON.stringify(format)} in ${locale} → ${expected}`, () => {
      expect(formatDate(date, format, locale)).to.equal(expected);
    });
  }

  it('takes a timestamp as well as a Date', () => {
    expect(formatDate(date.getTime(), 'dd/MM/yyyy', 'en-GB')).to.equal('05/03/2024');
  });

  it('gives an empty string for an invalid date', () => {
    expect(formatDate(new Date('nonsense'), 'd MMM yyyy', 'en-GB')).to.equal('');
    expect(formatTime(Number.NaN, 'en-GB')).to.equal('');
  });

  it('formats the time the way the locale does', () => {
    expect(formatTime(date, 'en-GB')).to.equal('14:07');
    expect(formatTime(date, 'en-US').replace(/\s/g, ' ')).to.equal('2:07 PM');
  });
});

describe('i18n: display names', () => {
  const cases: [string, 'region' | 'currency', string, string][] = [
    ['GB', 'region', 'en-GB', 'United Kingdom'],
    ['DE', 'region', 'de-DE', 'Deutschland'],
    ['EUR', 'currency', 'en-GB', 'Euro'],
    ['GBP', 'currency', 'fr-FR', 'livre sterling'],
    // Not a locale Intl takes: the default's names.
    ['FR', 'region', 'not a locale', 'France'],
    // A malformed code: the code itself.
    ['G1', 'region', 'en-GB', 'G1'],
    ['EURO', 'currency', 'en-GB', 'EURO'],
  ];
  for (const [code, type, locale, name] of cases) {
    it(`names ${type} ${code} in ${locale}: ${name}`, () => {
      expect(displayName(code, type, locale)).to.equal(name);
    });
  }
});

describe('i18n: file sizes', () => {
  const cases: [number, string, FileSizeUnit | undefined, string][] = [
    [0, 'en-GB', undefined, '0 Bytes'],
    [512, 'en-GB', undefined, '512 Bytes'],
    [1023, 'en-GB', undefined, '1,023 Bytes'],
    [1024, 'en-GB', undefined, '1 KB'],
    [1536, 'en-GB', undefined, '1.5 KB'],
    [1000 * 1024 + 123, 'en-GB', undefined, '1,000.12 KB'],
    [1048575, 'en-GB', undefined, '1 MB'],
    [10485760, 'en-GB', undefined, '10 MB'],
    [1.25 * 1024 ** 3, 'en-GB', undefined, '1.25 GB'],
    [5 * 1024 ** 4, 'en-GB', undefined, '5,120 GB'],
    [1536, 'de-DE', undefined, '1,5 KB'],
    [10485760, 'en-GB', 'KB', '10,240 KB'],
    [2048, 'en-GB', 'Bytes', '2,048 Bytes'],
    [512, 'en-GB', 'MB', '0 MB'],
    [-5, 'en-GB', undefined, '0 Bytes'],
    [Number.NaN, 'en-GB', undefined, '0 Bytes'],
  ];
  for (const [bytes, locale, unit, expected] of cases) {
    it(`${bytes} bytes in ${locale}${unit ? ` as ${unit}` : ''} → ${expected}`, () => {
      expect(formatFileSize(bytes, locale, unit)).to.equal(expected);
    });
  }
});

describe('i18n: accept-language', () => {
  const cases: [string | undefined, string | undefined, string, string][] = [
    ['en-GB', undefined, 'en-GB', 'en_GB'],
    ['en_gb', undefined, 'en-GB', 'en_GB'],
    ['fr', undefined, 'fr', 'fr'],
    ['zh-hant-tw', undefined, 'zh-Hant-TW', 'zh_Hant_TW'],
    ['not a locale!', undefined, 'en-GB', 'en_GB'],
    ['', 'en-US', 'en-US', 'en_US'],
    [undefined, 'en-US', 'en-US', 'en_US'],
  ];
  for (const [locale, fallback, accept, underscore] of cases) {
    it(`${JSON.stringify(locale)} → ${accept} / ${underscore}`, () => {
      expect(toAcceptLanguage(locale, fallback)).to.equal(accept);
      expect(toUnderscoreLocale(locale, fallback)).to.equal(underscore);
    });
  }
});

describe('catalogTranslator and mergeMessages', () => {
  const catalog = defineCatalog('ticket', { retry: 'Retry', cancel: 'Cancel', counterOf: '{count} of {total}' });
  const messages = mergeMessages(
    { fr: { 'ticket.cancel': 'Annuler' }, 'fr-FR': { 'ticket.retry': 'Réessayer', 'chat.retry': 'Pas ici' } },
    { fr_FR: { 'ticket.counterOf': '{count} sur {total}' }, 'en-GB': { 'ticket.cancel': 'Never mind' } },
  );
  const cases: [string, string, string][] = [
    ['fr-FR', 'retry', 'Réessayer'],
    ['fr-FR', 'cancel', 'Annuler'],
    ['fr-FR', 'counterOf', '3 sur 5'],
    ['fr-CA', 'cancel', 'Annuler'],
    ['fr-CA', 'retry', 'Retry'],
    ['de-DE', 'retry', 'Retry'],
    ['de-DE', 'cancel', 'Never mind'],
    ['en-GB', 'counterOf', '3 of 5'],
    ['fr-FR', 'unknown', 'unknown'],
  ];
  for (const [locale, key, expected] of cases) {
    it(`${locale} ${key} → ${expected}`, () => {
      expect(catalogTranslator(catalog, locale, messages)(key as 'retry', { count: 3, total: 5 })).to.equal(expected);
    });
  }

  it('merges by canonical locale, later sources winning, and drops what is not text', () => {
    expect(
      mergeMessages(
        { en_gb: { a: 'one', b: 'two' }, 'not a locale!': { a: 'x' } },
        null,
        'fr',
        { 'en-GB': { b: 'three', c: 4 }, fr: ['x'] },
      ),
    ).to.deep.equal({ 'en-GB': { a: 'one', b: 'three' } });
  });
});
