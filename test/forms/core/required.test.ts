import { expect } from '@open-wc/testing';
import { lazyItemChunks } from '../../../src/forms/core/items';
import type { Item, ItemType } from '../../../src/forms/core/items';
import { createItemRules } from '../../../src/forms/core/items/rules';
import { formItems } from '../../../src/forms/ui/items';
import { enGB } from '../support/fixtures';

/**
 * §5 General: a required item of every §3 input type fails while empty and passes once it has
 * a value; the engine gets exactly these definitions (formItems, and the lazy chunks it loads
 * when a flow has their types), so an input type without one would pass empty. Display types
 * are not inputs.
 */
const rules = createItemRules(formItems, enGB);
before(async () => {
  for (const chunk of lazyItemChunks) rules.add(await chunk.load());
});
const report = { warn: () => undefined, unknown: () => undefined };
const decode = (fields: Record<string, unknown>) => rules.decode({ id: 'i', required: true, ...fields }, '$', report) as Item | undefined;

/** type, its own fields, an empty value, a filled value. */
type Row = [ItemType, Record<string, unknown>, unknown, unknown];
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
  ['COUNTRY_SELECTION', {}, '', 'GB'],
  ['CURRENCY_SELECTION', { currencies: ['GBP', 'EUR'] }, '', 'EUR'],
  ['TRANSACTIONS_SELECTION', {}, { transactions: [] }, { transactions: [{ id: 't1', description: 'Coffee', createdDate: '2026-11-01T09:00:00Z' }] }],
  ['ENTITIES_SELECTION', {}, { optionIds: [] }, { optionIds: ['e1'] }],
  ['CARD_SELECTION', {}, { cards: [] }, { cards: [{ id: 'c1' }] }],
  ['CHOOSER', { options: [{ id: 'a', title: 'A' }] }, { optionId: '' }, { optionId: 'a' }],
];

/**
 * The types that are not inputs; and the types whose §5 rule is about their parts, tested in
 * validation.test.ts: the legacy groups ("valid if any non-required item, or a required one, is
 * selected") and EDITABLE_LIST ("valid if optional, or if every required entry has a value").
 */
const notInputs: ItemType[] = ['IMAGE', 'TRANSACTION_CELL', 'LIST', 'CARD_CELL', 'ENTITY_CELL', 'TABLE_ITEM', 'WIDGET_PROGRESSION', 'ENTITIES_LIST', 'ENTITIES_SUMMARY'];
const groups: ItemType[] = ['EDITABLE_LIST', 'MULTI_CHOICE', 'SINGLE_CHOICE', 'SINGLE_CHOICE_TEXT_INPUT'];

describe('the required table covers every item type', () => {
  it('each type of the Item union is an input row, a display type or a legacy group', () => {
    const every: Record<ItemType, true> = {
      CAMERA_IMAGE: true, DOCUMENT: true, FILES_UPLOAD: true, IMAGE: true, SIGNATURE_INPUT: true, DATE_INPUT: true, TIME_INPUT: true, YES_NO_INPUT: true,
      STAR_RATING_INPUT: true, TEXT: true, TEXT_INPUT: true, CARD_INPUT: true, ADDRESS_INPUT: true, MONEY_INPUT: true, PHONE_INPUT: true,
      COUNTRY_SELECTION: true, CURRENCY_SELECTION: true, TRANSACTIONS_SELECTION: true, CARD_SELECTION: true, SINGLE_SELECTION: true, MULTI_SELECTION: true,
      ENTITIES_SELECTION: true, CHOOSER: true, TRANSACTION_CELL: true, LIST: true, CARD_CELL: true, ENTITY_CELL: true, TABLE_ITEM: true,
      WIDGET_PROGRESSION: true, ENTITIES_LIST: true, ENTITIES_SUMMARY: true, EDITABLE_LIST: true, MULTI_CHOICE: true, SINGLE_CHOICE: true, SINGLE_CHOICE_TEXT_INPUT: true,
    };
    const listed = [...inputs.map(([type]) => type), ...notInputs, ...groups].sort();
    expect(listed).to.deep.equal(Object.keys(every).sort());
  });

  for (const type of notInputs) {
    it(`${type} is not an input: it never blocks Continue`, () => {
      const item = decode({ type });
      expect(item?.type, `${type} has no definition the engine gets`).to.equal(type);
      expect(rules.isInteractive(item!)).to.equal(false);
      expect(rules.validate(item!, undefined)).to.deep.equal({ valid: true });
    });
  }
});

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
