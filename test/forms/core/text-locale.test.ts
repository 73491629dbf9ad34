/** Amounts read in the element's locale and pasted phone numbers (src/forms/core/text.ts), table-driven. */
import { expect } from '@open-wc/testing';
import { amountText, numberSeparators, readAmount, readPhonePaste, showAmount } from '../../../src/forms/core/text';

describe('forms §5 money: amounts in the locale', () => {
  it('separators come from Intl.NumberFormat#formatToParts', () => {
    expect(numberSeparators('de-DE')).to.deep.equal({ decimal: ',', group: '.' });
    expect(numberSeparators('en-GB')).to.deep.equal({ decimal: '.', group: ',' });
    expect(numberSeparators('fr-FR').decimal).to.equal(',');
  });

  const cases: [string, string, number, string][] = [
    ['de-DE', '12,50', 2, '12.50'],
    ['de-DE', '1.234,56', 2, '1234.56'],
    ['de-DE', '1.234.567,891', 2, '1234567.89'],
    ['de-DE', '5,', 2, '5.'],
    ['de-DE', '1.234', 0, '1234'],
    ['fr-FR', '1\u202f234,5', 2, '1234.5'],
    ['fr-FR', '1 234,5', 2, '1234.5'],
    ['fr-FR', '12.50', 2, '12.50'],
    ['en-GB', '1,234.567', 3, '1234.567'],
    ['en-GB', '£12.345', 2, '12.34'],
    ['de-CH', '1’234.50', 2, '1234.50'],
    ['en-GB', '12345678901234567890', 2, '1234567890123456'],
  ];
  for (const [locale, typed, digits, read] of cases) {
    it(`${locale}: '${typed}' with ${digits} fraction digits reads '${read}'`, () => {
      expect(readAmount(typed, locale, digits)).to.equal(read);
    });
  }

  it('shows a dot-decimal amount with the locale\'s separator, and keeps only what is read', () => {
    expect(showAmount('12.5', 'de-DE')).to.equal('12,5');
    expect(showAmount('12.5', 'en-GB')).to.equal('12.5');
    expect(amountText('€ 1.234,5x', 'de-DE', 2)).to.equal('1.234,5');
    expect(amountText('412.509', 'en-GB', 2)).to.equal('412.50');
    expect(amountText('7,999', 'de-DE', 2)).to.equal('7,99');
    expect(amountText('12.5', 'en-GB', 0)).to.equal('12');
  });
});

describe('forms §5 phone: a pasted number', () => {
  const countries = [{ dialCode: '+1', countryCode: 'US' }, { dialCode: '+1', countryCode: 'CA' }, { dialCode: '+44', countryCode: 'GB' }, { dialCode: '+353', countryCode: 'IE' }];
  const cases: [string, unknown][] = [
    ['+44 7946 095812', { code: { dialCode: '+44', countryCode: 'GB' }, number: '7946095812' }],
    ['0044 (7946) 095-812', { code: { dialCode: '+44', countryCode: 'GB' }, number: '7946095812' }],
    ['+353 85 123 4567', { code: { dialCode: '+353', countryCode: 'IE' }, number: '851234567' }],
    ['(020) 7946-0958', { number: '02079460958' }],
    ['+33 1 23 45 67 89', { unknownCode: '+33' }],
    ['+380 44 123 4567', { unknownCode: '+380' }],
    ['+7 495 123 45 67', { unknownCode: '+7' }],
  ];
  for (const [text, read] of cases) {
    it(`'${text}'`, () => {
      expect(readPhonePaste(text, countries)).to.deep.equal(read);
    });
  }
});
