/** The pickers' fetch-and-decode (src/forms/core/pickers/data.ts), on fake listings: what each picker's query gets. */
import { expect } from '@open-wc/testing';
import type { FormListings } from '../../../../src/forms/core/host';
import { pickerData, summaryParameters } from '../../../../src/forms/core/pickers/data';
import { rejection } from '../../../support/rejection';

function fakeListings(answers: Partial<Record<keyof FormListings, unknown>>) {
  const calls: [string, unknown][] = [];
  const method = (name: keyof FormListings) => async (request: unknown) => (calls.push([name, request]), answers[name]);
  const listings = Object.fromEntries(
    (['listTransactions', 'getTransactionsLegacy', 'getEntities', 'getCards', 'getCard', 'getEntitiesSummary'] as const).map((name) => [name, method(name)]),
  ) as unknown as FormListings;
  return { listings, calls };
}

describe('forms pickers: fetched and decoded in core', () => {
  it('a transaction page comes decoded, with the key it was asked for', async () => {
    const { listings } = fakeListings({ listTransactions: { transactions: [{ id: 't1', description: 'Tea', createdDate: '2026-11-01T10:00:00Z', icon: { name: 'cash' } }], last: false, createdSince: 'K2' } });
    const got = await pickerData(listings).transactionPage({ flowId: 'f', itemId: 'tx', createdBefore: 'K1' });
    const sent = { id: 't1', description: 'Tea', createdDate: '2026-11-01T10:00:00Z', icon: { name: 'cash' } };
    expect(got).to.deep.equal({ page: { rows: [{ ...sent, entity: sent }], last: false, createdSince: 'K2' }, createdBefore: 'K1' });
  });

  it('entity pages pass createdSince only when there is one; cards come from a list or {cards}', async () => {
    const { listings, calls } = fakeListings({ getEntities: { entities: [{ id: 'e1', title: 'Acme' }], last: true }, getCards: [{ id: 'c1', title: 'Visa' }], getCard: { id: 'c2', name: 'Old card' } });
    const data = pickerData(listings);
    expect((await data.entityPage({ flowId: 'f', itemId: 'p', createdSince: undefined })).rows).to.deep.equal([{ id: 'e1', title: 'Acme' }]);
    await data.entityPage({ flowId: 'f', itemId: 'p', createdSince: 'S' });
    expect(calls.slice(0, 2)).to.deep.equal([['getEntities', { flowId: 'f', itemId: 'p' }], ['getEntities', { flowId: 'f', itemId: 'p', createdSince: 'S' }]]);
    expect(await data.cards({ flowId: 'f', itemId: 'c' })).to.deep.equal([{ id: 'c1', title: 'Visa' }]);
    expect(await data.card({ flowId: 'f', itemId: 'c', cardId: 'c2' })).to.deep.equal({ id: 'c2', title: 'Old card' });
  });

  it('the summary\'s parameters are each wrapped in a list (§7); a malformed answer rejects naming the field', async () => {
    expect(summaryParameters({ currency: 'GBP', ids: ['a', 1], on: true, nested: { x: 1 } })).to.deep.equal({ currency: ['GBP'], ids: ['a', '1'], on: ['true'] });
    const { listings, calls } = fakeListings({ getEntitiesSummary: { rows: [{ value: 'no title' }] } });
    const error = (await rejection(pickerData(listings).entitiesSummary({ flowId: 'f', itemId: 's', parameters: { currency: 'GBP' } }))) as Error;
    expect(calls).to.deep.equal([['getEntitiesSummary', { flowId: 'f', itemId: 's', parameters: { currency: ['GBP'] } }]]);
    expect(error.message).to.contain('$.rows[0].title');
  });
});
