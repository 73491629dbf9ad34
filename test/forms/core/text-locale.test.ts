/**
 * Amounts and phone numbers as typed, pasted and shown (src/forms/core/text.ts, issue 46): one
 * reading each, table-driven per locale (en-GB, de-DE, fr-FR, ja-JP) and currency (GBP, EUR,
 * JPY with no decimals, BHD with 3).
 */
import { expect } from '@open-wc/testing';
import { formatAmount, fractionDigits, numberSeparators, readAmount, readPhone } from '../../../src/forms/core/text';

const NNBSP = '\u202f';

describe('forms §5 money: amounts in the locale', () => {
  it('separators come from Intl.NumberFormat#formatToParts', () => {
    expect(numberSeparators('de-DE')).to.deep.equal({ decimal: ',', group: '.' });
    expect(numberSeparators('en-GB')).to.deep.equal({ decimal: '.', group: ',' });
    expect(numberSeparators('fr-FR').decimal).to.equal(',');
    expect(numberSeparators('ja-JP')).to.deep.equal({ decimal: '.', group: ',' });
  });

  // [locale, currency, typed or pasted, amount sent, text the field shows until blur]
  const cases: [string, string, string, string, string][] = [
    // en-GB: the dot is the decimal, commas group; a lone comma with one or two digits is a decimal too.
    ['en-GB', 'GBP', '12.50', '12.50', '12.50'],
    ['en-GB', 'GBP', '1,234.56', '1234.56', '1,234.56'],
    ['en-GB', 'GBP', '1,234', '1234', '1,234'],
    ['en-GB', 'GBP', '12,5', '12.5', '12,5'],
    ['en-GB', 'JPY', '12,5', '12', '12,5'],
    ['en-GB', 'GBP', '£12.345', '12.34', '12.34'],
    ['en-GB', 'GBP', '12.', '12.', '12.'],
    ['en-GB', 'JPY', '999.99', '999', '999.'],
    ['en-GB', 'JPY', '999.', '999', '999.'],
    ['en-GB', 'JPY', '1,234', '1234', '1,234'],
    ['en-GB', 'BHD', '1.2345', '1.234', '1.234'],
    ['en-GB', 'BHD', '1,234.567', '1234.567', '1,234.567'],
    ['en-GB', 'EUR', '12345678901234567890', '1234567890123456', '1234567890123456'],
    // de-DE: the comma is the decimal, dots group; a lone dot with one or two digits is a decimal (12.50 is 12,50).
    ['de-DE', 'EUR', '12,50', '12.50', '12,50'],
    ['de-DE', 'EUR', '12.50', '12.50', '12.50'],
    ['de-DE', 'EUR', '1.234', '1234', '1.234'],
    ['de-DE', 'EUR', '1.2345', '12345', '1.2345'],
    ['de-DE', 'EUR', '1.234,56', '1234.56', '1.234,56'],
    ['de-DE', 'EUR', '1.234.567,891', '1234567.89', '1.234.567,89'],
    ['de-DE', 'EUR', '1,234.56', '1234.56', '1,234.56'],
    ['de-DE', 'EUR', '€ 1.234,5x', '1234.5', '1.234,5'],
    ['de-DE', 'EUR', '5,', '5.', '5,'],
    ['de-DE', 'EUR', '7,999', '7.99', '7,99'],
    ['de-DE', 'JPY', '999,99', '999', '999,'],
    ['de-DE', 'JPY', '999.99', '999', '999.99'],
    ['de-DE', 'JPY', '1.234', '1234', '1.234'],
    ['de-DE', 'BHD', '1,2345', '1.234', '1,234'],
    ['de-DE', 'BHD', '1.234,5', '1234.5', '1.234,5'],
    ['de-DE', 'GBP', '1.234.567', '1234567', '1.234.567'],
    // fr-FR: the comma is the decimal, spaces group; a dot is read as a decimal too.
    ['fr-FR', 'EUR', `1${NNBSP}234,5`, '1234.5', `1${NNBSP}234,5`],
    ['fr-FR', 'EUR', '1 234,5', '1234.5', '1 234,5'],
    ['fr-FR', 'EUR', '12.50', '12.50', '12.50'],
    ['fr-FR', 'EUR', '1.234', '1234', '1.234'],
    ['fr-FR', 'JPY', '999,99', '999', '999,'],
    ['fr-FR', 'BHD', '0,1234', '0.123', '0,123'],
    ['fr-FR', 'GBP', '1 234 567,891', '1234567.89', '1 234 567,89'],
    // ja-JP: as en-GB.
    ['ja-JP', 'JPY', '999.99', '999', '999.'],
    ['ja-JP', 'JPY', '1,234', '1234', '1,234'],
    ['ja-JP', 'JPY', '¥1,234,567', '1234567', '1,234,567'],
    ['ja-JP', 'EUR', '12,5', '12.5', '12,5'],
    ['ja-JP', 'GBP', '1,234.567', '1234.56', '1,234.56'],
    ['ja-JP', 'BHD', '1.2345', '1.234', '1.234'],
  ];
  for (const [locale, currency, typed, amount, text] of cases) {
    it(`${locale} ${currency}: '${typed}' is sent as '${amount}', shown as '${text}'`, () => {
      expect(readAmount(typed, locale, fractionDigits(currency))).to.deep.equal({ amount, text });
    });
  }

  it('typed key by key, what is read is what each keystroke shows: JPY 999.99 stays 999, EUR 1.234 in de-DE groups', () => {
    const keyByKey = (keys: string, locale: string, currency: string) => {
      let shown = '';
      let sent = '';
      for (const key of keys) ({ amount: sent, text: shown } = readAmount(shown + key, locale, fractionDigits(currency)));
      return [sent, shown];
    };
    expect(keyByKey('999.99', 'en-GB', 'JPY')).to.deep.equal(['999', '999.']);
    expect(keyByKey('999,99', 'de-DE', 'JPY')).to.deep.equal(['999', '999,']);
    expect(keyByKey('12.50', 'de-DE', 'EUR')).to.deep.equal(['12.50', '12.50']);
    expect(keyByKey('1.234', 'de-DE', 'EUR')).to.deep.equal(['1234', '1.234']);
    expect(keyByKey('1.234', 'de-DE', 'JPY')).to.deep.equal(['1234', '1.234']);
    expect(keyByKey('1.23', 'de-DE', 'JPY')).to.deep.equal(['1', '1.23']);
    expect(keyByKey('12.3456', 'en-GB', 'BHD')).to.deep.equal(['12.345', '12.345']);
  });

  // [locale, amount, shown on blur]
  const shown: [string, string, string][] = [
    ['en-GB', '1234.5', '1,234.5'],
    ['en-GB', '1234567', '1,234,567'],
    ['en-GB', '0.125', '0.125'],
    ['de-DE', '1234.5', '1.234,5'],
    ['de-DE', '12.50', '12,50'],
    ['de-DE', '1234', '1.234'],
    ['fr-FR', '1234.5', `1${NNBSP}234,5`],
    ['ja-JP', '1234567', '1,234,567'],
    ['ja-JP', '999', '999'],
    ['en-GB', '', ''],
  ];
  for (const [locale, amount, text] of shown) {
    it(`${locale}: on blur '${amount}' shows as '${text}', read back as '${amount}'`, () => {
      expect(formatAmount(amount, locale)).to.equal(text);
      expect(readAmount(text, locale, 3).amount).to.equal(amount);
    });
  }
});

describe('forms §5 phone: a number typed or pasted', () => {
  const countries = [{ dialCode: '+1', countryCode: 'US' }, { dialCode: '+1', countryCode: 'CA' }, { dialCode: '+44', countryCode: 'GB' }, { dialCode: '+353', countryCode: 'IE' }];
  const gb = { code: '+44', country: 'GB' };
  const ca = { code: '+1', country: 'CA' };
  // [text, the selected code and country, what is read]
  const cases: [string, { code: string; country?: string }, unknown][] = [
    ['+44 7946 095812', ca, { code: '+44', country: 'GB', number: '7946095812' }],
    ['+44 20 7946 0958', gb, { code: '+44', country: 'GB', number: '2079460958' }],
    ['+44 (0)20 7946 0958', gb, { code: '+44', country: 'GB', number: '2079460958' }],
    ['+44 (0) 20 7946 0958', ca, { code: '+44', country: 'GB', number: '2079460958' }],
    ['0044 (7946) 095-812', gb, { code: '+44', country: 'GB', number: '7946095812' }],
    ['+353 85 123 4567', gb, { code: '+353', country: 'IE', number: '851234567' }],
    ['+1 416 555 0123', ca, { code: '+1', country: 'CA', number: '4165550123' }],
    ['+1 212 555 0123', gb, { code: '+1', country: 'US', number: '2125550123' }],
    ['+1 212 555 0123', { code: '+1' }, { code: '+1', country: 'US', number: '2125550123' }],
    ['(020) 7946-0958', gb, { code: '+44', country: 'GB', number: '02079460958' }],
    ['416 555 0123', ca, { code: '+1', country: 'CA', number: '4165550123' }],
    ['+', gb, { pending: true }],
    ['+4', gb, { pending: true }],
    ['+35', gb, { pending: true }],
    ['+44', ca, { code: '+44', country: 'GB', number: '' }],
    ['+33 1 23 45 67 89', gb, { unknownCode: '+33' }],
    ['+380 44 123 4567', gb, { unknownCode: '+380' }],
    ['+7 495 123 45 67', gb, { unknownCode: '+7' }],
  ];
  for (const [text, selected, read] of cases) {
    it(`'${text}' with ${selected.country ?? selected.code} selected`, () => {
      expect(readPhone(text, countries, selected)).to.deep.equal(read);
    });
  }
});
