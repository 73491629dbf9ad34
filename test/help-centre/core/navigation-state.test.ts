/**
 * The help centre's navigation state, decoded at the boundary with the shared decoders (issue 47):
 * the forms actions' state and the troubleshooter's. History state comes back from the browser
 * after a reload, so it is input like any other: none is no state, malformed is a DecodeError.
 */
import { expect } from '@open-wc/testing';
import { decodeTroubleshootState, troubleshootState } from '../../../src/help-centre/core/navigation-state';
import { DecodeError } from '../../../src/shared/errors';

const TRANSACTION = { id: 'tx-1', createdDate: '2026-11-20T10:00:00Z', title: 'Payment to Bolt', type: 'CARD_PAYMENT', amount: -12.5, currency: 'GBP' };
const CARD = { id: 'card-1', name: 'Travel card', last4: '4242' };
const FILTERS = [{ count: 4, types: ['CARD_PAYMENT'], merchantTransaction: true }];

describe('help centre: the troubleshooter navigation state', () => {
  const VALID: [string, unknown, unknown][] = [
    ['no state', null, {}],
    ["the host's own state", { page: 3 }, {}],
    ['a list page', troubleshootState({ title: 'Transfers', transactionFilters: FILTERS as never, category: 'transfers' }), { title: 'Transfers', transactionFilters: FILTERS, category: 'transfers' }],
    ['a transaction, confirmed', troubleshootState({ transaction: TRANSACTION as never, confirmed: true }), { transaction: TRANSACTION, confirmed: true }],
    ['a card', troubleshootState({ card: CARD }), { card: CARD }],
  ];
  for (const [name, raw, expected] of VALID) {
    it(`reads ${name}`, () => {
      expect(decodeTroubleshootState(raw, 'history.state')).to.deep.equal(expected);
    });
  }

  const MALFORMED: [string, unknown][] = [
    ['not an object', { finHelpCentre: 'transfers' }],
    ['a transaction without an id', { finHelpCentre: { transaction: { ...TRANSACTION, id: undefined } } }],
    ['an unknown transaction type', { finHelpCentre: { transaction: { ...TRANSACTION, type: 'GIFT' } } }],
    ['filters that are not a list', { finHelpCentre: { transactionFilters: { count: 4 } } }],
    ['a filter without types', { finHelpCentre: { transactionFilters: [{ count: 4 }] } }],
    ['a card name that is a number', { finHelpCentre: { card: { id: 'card-1', name: 7 } } }],
    ['confirmed as a string', { finHelpCentre: { confirmed: 'yes' } }],
  ];
  for (const [name, raw] of MALFORMED) {
    it(`refuses ${name} (DecodeError)`, () => {
      expect(() => decodeTroubleshootState(raw, 'history.state')).to.throw(DecodeError);
    });
  }
});
