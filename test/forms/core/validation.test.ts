import { expect } from '@open-wc/testing';
import type { Item } from '../../../src/forms/core/items';
import { createItemRules } from '../../../src/forms/core/items/rules';
import {
  applyMask,
  formatCardNumber,
  formatTime,
  fractionDigits,
  isValidCardNumber,
  matchesMask,
  sanitizeAmount,
  readPhone,
} from '../../../src/forms/core/text';
import { enGB, everyItem } from '../support/fixtures';

const rules = createItemRules(everyItem, enGB);
const report = { warn: () => undefined, unknown: () => undefined };
const item = (fields: Record<string, unknown>) => rules.decode({ id: 'i', ...fields }, '$', report) as Item;
type Row = [string, Record<string, unknown>, unknown, { valid: boolean; message?: string }];

const cases: Row[] = [
  // §5 General
  ['optional empty passes', { type: 'TEXT_INPUT' }, '', { valid: true }],
  ['required empty fails without a message', { type: 'TEXT_INPUT', required: true }, '  ', { valid: false }],
  // §5 Text
  ['pattern failure shows the item message', { type: 'TEXT_INPUT', validations: [{ type: 'TEXT', pattern: '^[A-Z]{2}\\d+$', message: 'Use the format AB123' }] }, 'ab1', { valid: false, message: 'Use the format AB123' }],
  ['pattern success', { type: 'TEXT', validations: [{ type: 'TEXT', pattern: '^[A-Z]{2}\\d+$', message: 'm' }] }, 'AB12', { valid: true }],
  ['pattern without message says Invalid value', { type: 'TEXT', validations: [{ type: 'TEXT', pattern: '^\\d+$' }] }, 'x', { valid: false, message: 'Invalid value' }],
  ['EXTERNAL rules are left to Continue', { type: 'TEXT', validations: [{ type: 'EXTERNAL' }] }, 'anything', { valid: true }],
  ['mask must be complete', { type: 'TEXT_INPUT', mask: '00-00-00' }, '12-34', { valid: false, message: '' }],
  ['mask complete', { type: 'TEXT_INPUT', mask: '00-00-00' }, '12-34-56', { valid: true }],
  ['DISPLAY text is not an input', { type: 'TEXT', style: 'DISPLAY', required: true }, undefined, { valid: true }],
  // Card
  ['card Luhn valid', { type: 'CARD_INPUT' }, '4242 4242 4242 4242', { valid: true }],
  ['card Luhn invalid', { type: 'CARD_INPUT' }, '4242 4242 4242 4241', { valid: false, message: 'Enter a valid 16-digit card number' }],
  ['card too short', { type: 'CARD_INPUT' }, '4242 4242', { valid: false, message: 'Enter a valid 16-digit card number' }],
  // Date
  ['date ISO 8601', { type: 'DATE_INPUT' }, '2024-02-29', { valid: true }],
  ['date that does not exist', { type: 'DATE_INPUT' }, '2023-02-29', { valid: false, message: 'Enter a real date' }],
  ['date not ISO', { type: 'DATE_INPUT' }, '29/02/2024', { valid: false, message: 'Enter a real date' }],
  // Time
  ['time 23:59', { type: 'TIME_INPUT' }, '23:59', { valid: true }],
  ['time 00:00', { type: 'TIME_INPUT' }, '00:00', { valid: true }],
  ['time hours 24', { type: 'TIME_INPUT' }, '24:00', { valid: false, message: 'Enter a time as hh:mm, from 00:00 to 23:59' }],
  ['time minutes 60', { type: 'TIME_INPUT' }, '12:60', { valid: false, message: 'Enter a time as hh:mm, from 00:00 to 23:59' }],
  // Money
  ['money valid', { type: 'MONEY_INPUT', currencies: ['AED'] }, { amount: '12.5', currency: 'AED' }, { valid: true }],
  ['money without currency', { type: 'MONEY_INPUT', currencies: ['AED'] }, { amount: '12', currency: '' }, { valid: false, message: 'Currency should not be empty' }],
  ['money without currency options', { type: 'MONEY_INPUT' }, { amount: '12', currency: 'AED' }, { valid: false, message: 'Currency options not found' }],
  ['money in a currency the item does not offer', { type: 'MONEY_INPUT', currencies: ['AED', 'GBP'] }, { amount: '12', currency: 'USD' }, { valid: false, message: 'Currency should not be empty' }],
  // Currency (§5 Currency)
  ['currency offered', { type: 'CURRENCY_SELECTION', currencies: [{ code: 'GBP' }, 'JPY'] }, 'JPY', { valid: true }],
  ['currency not offered', { type: 'CURRENCY_SELECTION', currencies: ['GBP'] }, 'USD', { valid: false, message: 'Currency should not be empty' }],
  ['currency without options', { type: 'CURRENCY_SELECTION', currencies: [] }, 'GBP', { valid: false, message: 'Currency options not found' }],
  // Pickers (§5): at least one (the required rule), at most the maximum
  ['entities at most maxSelectedOptions', { type: 'ENTITIES_SELECTION', maxSelectedOptions: 2 }, { optionIds: ['a', 'b', 'c'] }, { valid: false, message: 'Select at most 2 options' }],
  ['entities within maxSelectedOptions', { type: 'ENTITIES_SELECTION', maxSelectedOptions: 2 }, { optionIds: ['a', 'b'] }, { valid: true }],
  ['required entities, none', { type: 'ENTITIES_SELECTION', required: true }, { optionIds: [] }, { valid: false }],
  ['cards at most maxSelected', { type: 'CARD_SELECTION', maxSelected: 2 }, { cards: [{ id: 'c1' }, { id: 'c2' }, { id: 'c3' }] }, { valid: false, message: 'Select at most 2 cards' }],
  ['required card, none', { type: 'CARD_SELECTION', required: true }, { cards: [] }, { valid: false }],
  ['chooser option it does not have', { type: 'CHOOSER', options: [{ id: 'a', title: 'A' }] }, { optionId: 'z' }, { valid: false, message: '' }],
  ['chooser option', { type: 'CHOOSER', options: [{ id: 'a', title: 'A' }] }, { optionId: 'a' }, { valid: true }],
  ['money not numeric', { type: 'MONEY_INPUT', currencies: ['AED'] }, { amount: '.', currency: 'AED' }, { valid: false, message: '' }],
  ['money required empty', { type: 'MONEY_INPUT', required: true, currencies: ['AED'] }, { amount: '', currency: 'AED' }, { valid: false }],
  // Phone
  ['phone 5 digits', { type: 'PHONE_INPUT' }, { code: '+44', number: '12345' }, { valid: true }],
  ['phone 11 digits', { type: 'PHONE_INPUT' }, { code: '+44', number: '12345678901' }, { valid: true }],
  ['phone 4 digits', { type: 'PHONE_INPUT' }, { code: '+44', number: '1234' }, { valid: false, message: 'Enter a phone number of 5 to 11 digits' }],
  ['phone 12 digits', { type: 'PHONE_INPUT' }, { code: '+44', number: '123456789012' }, { valid: false, message: 'Enter a phone number of 5 to 11 digits' }],
  ['phone without code', { type: 'PHONE_INPUT' }, { code: '', number: '123456' }, { valid: false, message: 'Enter a phone number of 5 to 11 digits' }],
  // Yes/No and stars
  ['yes/no false is an answer', { type: 'YES_NO_INPUT', required: true }, false, { valid: true }],
  ['yes/no required unanswered', { type: 'YES_NO_INPUT', required: true }, undefined, { valid: false }],
  ['stars 5', { type: 'STAR_RATING_INPUT' }, 5, { valid: true }],
  ['stars 6', { type: 'STAR_RATING_INPUT' }, 6, { valid: false, message: '' }],
  // Single selection
  ['single option chosen', { type: 'SINGLE_SELECTION', required: true, options: [{ id: 'a' }] }, { optionId: 'a' }, { valid: true }],
  ['single custom without text', { type: 'SINGLE_SELECTION', options: [{ id: 'a' }], customOption: { id: 'c' } }, { optionId: 'c', customOption: ' ' }, { valid: false, message: "Describe your answer for 'Other'" }],
  ['single custom with text', { type: 'SINGLE_SELECTION', options: [{ id: 'a' }], customOption: { id: 'c' } }, { optionId: 'c', customOption: 'Mine' }, { valid: true }],
  ['single required nothing chosen', { type: 'SINGLE_SELECTION', required: true, options: [{ id: 'a' }] }, undefined, { valid: false }],
  // Multi selection
  ['multi one chosen', { type: 'MULTI_SELECTION', required: true, options: [{ id: 'a' }, { id: 'b' }] }, { optionIds: ['a'] }, { valid: true }],
  ['multi required none chosen', { type: 'MULTI_SELECTION', required: true, options: [{ id: 'a' }] }, { optionIds: [] }, { valid: false }],
  ['multi all required, one missing', { type: 'MULTI_SELECTION', requiredAllOptionsSelected: true, options: [{ id: 'a' }, { id: 'b' }] }, { optionIds: ['a'] }, { valid: false, message: '' }],
  ['multi all required, all chosen', { type: 'MULTI_SELECTION', requiredAllOptionsSelected: true, options: [{ id: 'a' }, { id: 'b' }] }, { optionIds: ['a', 'b'] }, { valid: true }],
  ['multi custom text empty', { type: 'MULTI_SELECTION', options: [{ id: 'a' }], customOption: { id: 'c' } }, { optionIds: ['c'] }, { valid: false, message: "Describe your answer for 'Other'" }],
  ['multi none apply', { type: 'MULTI_SELECTION', required: true, options: [{ id: 'a' }], noneApplyOption: { id: 'n' } }, { optionIds: [], noneApplyOption: true }, { valid: true }],
  // Editable list
  ['editable optional', { type: 'EDITABLE_LIST', items: [{ id: 'a', required: true }] }, [], { valid: true }],
  ['editable required entry empty', { type: 'EDITABLE_LIST', required: true, items: [{ id: 'a', required: true }, { id: 'b' }] }, [{ id: 'a', selected: true, value: '' }], { valid: false, message: 'Required field' }],
  ['editable required entry empty, named', { type: 'EDITABLE_LIST', required: true, items: [{ id: 'a', title: 'Email', required: true }, { id: 'b', title: 'Phone', required: true }] }, [{ id: 'a', selected: true, value: 'x' }], { valid: false, message: 'Phone is required' }],
  ['editable required entries filled', { type: 'EDITABLE_LIST', required: true, items: [{ id: 'a', required: true }, { id: 'b' }] }, [{ id: 'a', selected: true, value: 'x' }], { valid: true }],
  // Legacy groups
  ['legacy with a non-required choice', { type: 'MULTI_CHOICE', options: [{ id: 'a', required: false }] }, { optionIds: [] }, { valid: true }],
  ['legacy required choice not selected', { type: 'SINGLE_CHOICE', options: [{ id: 'a', required: true }] }, { optionIds: [] }, { valid: false, message: '' }],
  ['legacy required choice selected', { type: 'SINGLE_CHOICE', options: [{ id: 'a', required: true }] }, { optionIds: ['a'] }, { valid: true }],
  ['legacy custom text empty', { type: 'SINGLE_CHOICE_TEXT_INPUT', options: [{ id: 'a', required: false }], customOption: { id: 'c' } }, { optionIds: ['c'], customOption: '' }, { valid: false, message: "Describe your answer for 'Other'" }],
  // Display types and unknown types never block
  ['display item', { type: 'TABLE_ITEM', required: true }, undefined, { valid: true }],
];

describe('forms §5 validation rules', () => {
  for (const [name, fields, value, expected] of cases) {
    it(name, () => {
      expect(rules.validate(item(fields), value)).to.deep.equal(expected);
    });
  }
});

describe('forms §5 input helpers', () => {
  const masks: [string, string, string, boolean][] = [
    ['0000', '12a34', '1234', true],
    ['99-00', '1-23', '1-23', true],
    ['AA 00', 'ab12', 'ab 12', true],
    ['aA', '1B', 'B', true],
    ['___', 'a1!b', 'a1b', true],
    ['00-00', '1', '1', false],
  ];
  for (const [mask, typed, formatted, complete] of masks) {
    it(`mask ${mask} formats "${typed}" as "${formatted}"`, () => {
      expect(applyMask(mask, typed)).to.equal(formatted);
      expect(matchesMask(mask, formatted)).to.equal(complete);
    });
  }

  it('card input keeps digits only, in 4 groups of 4', () => {
    expect(formatCardNumber('4242-4242x4242 42424')).to.equal('4242 4242 4242 4242');
    expect(formatCardNumber('12345')).to.equal('1234 5');
    expect(isValidCardNumber('4000 0566 5566 5556')).to.equal(true);
  });

  it('time input is masked hh:mm and cut at 5 characters', () => {
    expect(formatTime('1')).to.equal('1');
    expect(formatTime('123')).to.equal('12:3');
    expect(formatTime('12:345')).to.equal('12:34');
    expect(formatTime('1234567')).to.equal('12:34');
  });

  const fractions: [string, number][] = [
    ['JPY', 0], ['CLP', 0], ['ISK', 0], ['KRW', 0], ['GNF', 0], ['MGA', 0], ['PYG', 0], ['RWF', 0], ['VND', 0], ['XAF', 0], ['XPF', 0],
    ['BHD', 3], ['JOD', 3], ['KWD', 3], ['OMR', 3], ['TND', 3],
    ['AED', 2], ['GBP', 2], ['EUR', 2],
  ];
  for (const [code, digits] of fractions) {
    it(`${code} amounts keep ${digits} fraction digits`, () => {
      expect(fractionDigits(code)).to.equal(digits);
      expect(sanitizeAmount('1,234.56789', digits)).to.equal(digits === 0 ? '1234' : `1234.${'56789'.slice(0, digits)}`);
    });
  }

  it('amount text keeps digits and one dot, at most 16 characters', () => {
    expect(sanitizeAmount('AED 1.2.3', 2)).to.equal('1.23');
    expect(sanitizeAmount('12345678901234567890', 2)).to.equal('1234567890123456');
    expect(sanitizeAmount('12345678901234567890', 2)).to.have.length(16);
  });

  it('phone number keeps digits, at most 16 characters', () => {
    const gb = { code: '+44', country: 'GB' };
    expect(readPhone('(020) 7946-0958', [], gb)).to.deep.equal({ ...gb, number: '02079460958' });
    expect((readPhone('1'.repeat(20), [], gb) as { number: string }).number).to.have.length(16);
  });
});

describe('forms §5 Currency: a required currency left empty', () => {
  it("says 'Currency should not be empty', not the generic required text", () => {
    expect(rules.emptyMessage(item({ type: 'CURRENCY_SELECTION', required: true, currencies: ['GBP'] }))).to.equal('Currency should not be empty');
    expect(rules.emptyMessage(item({ type: 'TEXT_INPUT', required: true }))).to.equal(undefined);
  });
});

describe('forms §4 auto-advance items', () => {
  const rows: [string, Record<string, unknown>, boolean][] = [
    ['single selection, continue-button style', { type: 'SINGLE_SELECTION', style: 'CONTINUE_BUTTON' }, true],
    ['single selection, cell style', { type: 'SINGLE_SELECTION', style: 'CELL' }, true],
    ['single selection, radio style', { type: 'SINGLE_SELECTION' }, false],
    ['single-selection transaction', { type: 'TRANSACTIONS_SELECTION', maxSelected: 1 }, true],
    ['multi-selection transaction', { type: 'TRANSACTIONS_SELECTION', maxSelected: 3 }, false],
    ['single-selection entity', { type: 'ENTITIES_SELECTION', maxSelectedOptions: 1 }, true],
    ['required yes/no', { type: 'YES_NO_INPUT', required: true }, true],
    ['optional yes/no', { type: 'YES_NO_INPUT' }, false],
    ['required list-style country', { type: 'COUNTRY_SELECTION', required: true, style: 'LIST' }, true],
    ['required list-style currency', { type: 'CURRENCY_SELECTION', required: true, style: 'LIST' }, true],
    ['optional list-style country', { type: 'COUNTRY_SELECTION', style: 'LIST' }, false],
    ['required legacy single choice', { type: 'SINGLE_CHOICE', required: true }, true],
    ['required legacy single choice with custom text', { type: 'SINGLE_CHOICE', required: true, customOption: { id: 'c' } }, false],
  ];
  for (const [name, fields, expected] of rows) {
    it(`${name}: ${expected ? 'advances on pick' : 'does not advance'}`, () => {
      expect(rules.isAutoAdvance(item(fields))).to.equal(expected);
    });
  }
});
