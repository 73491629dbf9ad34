import { expect } from '@open-wc/testing';
import type { Item } from '../../../src/forms/core/items';
import { createItemRules } from '../../../src/forms/core/items/rules';
import { formItems } from '../../../src/forms/ui/items';
import { enGB } from '../support/fixtures';

/**
 * §5 General: a required item of every §3 input type fails while empty and passes once it has
 * a value; the engine gets exactly these definitions (formItems), so an input type without one
 * would pass empty. Display types are not inputs.
 */
const rules = createItemRules(formItems, enGB);
const report = { warn: () => undefined, unknown: () => undefined };
const decode = (fields: Record<string, unknown>) => rules.decode({ id: 'i', required: true, ...fields }, '$', report) as Item | undefined;

/** type, its own fields, an empty value, a filled value. */
type Row = [string, Record<string, unknown>, unknown, unknown];
const inputs: Row[] = [
  ['CAMERA_IMAGE', {}, [], [{ id: 'f1', name: 'Snapshot-1.jpeg' }]],
  ['DOCUMENT', {}, [], [{ id: 'f1', name: 'statement.pdf' }]],
  ['FILES_UPLOAD', {}, [], [{ id: 'f1', name: 'receipt.png' }]],
  ['SIGNATURE_INPUT', {}, '', 'data:image/png;base64,iVBORw0KGgo='],
  ['ADDRESS_INPUT', {}, { country: '', streetLine1: ' ', city: '' }, { country: 'GB', streetLine1: '1 High Street', city: 'London', postcode: 'N1 1AA' }],
  ['DATE_INPUT', {}, '', '2024-02-29'],
  ['TIME_INPUT', {}, '', '09:30'],
  ['YES_NO_INPUT', {}, undefined, false],
  ['STAR_RATING_INPUT', {}, undefined, 4],
  ['TEXT', {}, '', 'hello'],
  ['TEXT_INPUT', {}, '', 'hello'],
  ['CARD_INPUT', {}, '', '4242 4242 4242 4242'],
  ['MONEY_INPUT', { currencies: ['GBP'] }, { amount: '', currency: 'GBP' }, { amount: '10', currency: 'GBP' }],
  ['PHONE_INPUT', {}, { code: '+44', number: '' }, { code: '+44', number: '7700900123' }],
  ['SINGLE_SELECTION', { options: [{ id: 'a', title: 'A' }] }, undefined, { optionId: 'a' }],
  ['MULTI_SELECTION', { options: [{ id: 'a', title: 'A' }] }, { optionIds: [] }, { optionIds: ['a'] }],
];

describe('required items of every type block Continue while empty (§5 General)', () => {
  for (const [type, fields, empty, filled] of inputs) {
    it(`${type}: required and empty fails, filled passes, optional and empty passes`, () => {
      const item = decode({ type, ...fields });
      expect(item?.type, `${type} has no definition the engine gets`).to.equal(type);
      expect(rules.isInteractive(item!)).to.equal(true);
      expect(rules.validate(item!, undefined).valid).to.equal(false);
      expect(rules.validate(item!, rules.decodeValue(item!, empty, '$.value', report.warn)).valid).to.equal(false);
      expect(rules.validate(item!, rules.decodeValue(item!, filled, '$.value', report.warn))).to.deep.equal({ valid: true });
      const optional = decode({ type, ...fields, required: false })!;
      expect(rules.validate(optional, undefined).valid).to.equal(true);
    });
  }
});
