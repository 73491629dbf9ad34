/**
 * §1 "the tracker records searches": every search of the form reports one tracker `search` per
 * settled query (after the 300 ms debounce), with the query's length and never its text — the
 * country, currency, phone-code, transaction-keyword and entity searches, and the address lookup.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { FormAdapter } from '../../../src/forms/core/host';
import { setUsageSink } from '../../../src/shared/usage';
import type { UsageEvent } from '../../../src/shared/usage';
import { mountForm, PICKER_ATTRIBUTES, waitUntil } from '../support/mount-form';
import type { Json } from '../support/mount-form';

afterEach(() => document.body.replaceChildren());

async function searched(item: Json, open: (root: ShadowRoot) => Promise<HTMLInputElement>, text: string, adapter: Partial<FormAdapter> = {}) {
  const reported: UsageEvent[] = [];
  setUsageSink((event) => void reported.push(event));
  const form = await mountForm([item], { adapter, attributes: PICKER_ATTRIBUTES });
  const box = await open(form.root);
  box.focus();
  // Typed at once, key after key with no pause near the debounce: one settled query.
  await sendKeys({ type: text });
  await waitUntil(() => reported.some((event) => event.action === 'search'), 'no search reported', { timeout: 5000 });
  await new Promise((resolve) => setTimeout(resolve, 500));
  const searches = reported.filter((event) => event.action === 'search');
  expect(searches, JSON.stringify(searches)).to.have.length(1);
  expect(searches[0]).to.deep.include({ screen: 'v1', action: 'search', section: item.id });
  expect(searches[0]!.context).to.deep.include({ itemId: item.id, queryLength: text.length });
  expect(JSON.stringify(reported).toLowerCase()).not.to.contain(text.toLowerCase());
  return searches[0]!;
}

const trigger = async (root: ShadowRoot, selector = '[part="combobox-trigger"]') => {
  await waitUntil(() => root.querySelector(selector), 'no picker button', { timeout: 10000 });
  root.querySelector<HTMLButtonElement>(selector)!.click();
  await waitUntil(() => root.querySelector('input[type="search"], [role="combobox"]'), 'no search box', { timeout: 5000 });
  return root.querySelector<HTMLInputElement>('input[type="search"], [role="combobox"]')!;
};
const inline = async (root: ShadowRoot) => {
  await waitUntil(() => root.querySelector('input[type="search"], [role="combobox"]'), 'no search box', { timeout: 10000 });
  return root.querySelector<HTMLInputElement>('input[type="search"], [role="combobox"]')!;
};

const entities = Array.from({ length: 12 }, (_, index) => ({ id: `e${index}`, title: `Payee ${index}` }));

describe('<fin-form> §1 every search is recorded once, by its length', function () {
  this.timeout(30000);

  it('COUNTRY_SELECTION', async () => {
    const event = await searched({ id: 'country', type: 'COUNTRY_SELECTION', title: 'Country' }, (root) => trigger(root), 'germ');
    expect(event.context).to.deep.include({ search: 'country' });
  });

  it('CURRENCY_SELECTION', async () => {
    const event = await searched({ id: 'cur', type: 'CURRENCY_SELECTION', title: 'Currency', style: 'LIST', currencies: ['GBP', 'EUR', 'USD', 'JPY', 'CHF', 'AED', 'SEK', 'NOK', 'DKK', 'PLN', 'CZK'] }, inline, 'krona');
    expect(event.context).to.deep.include({ search: 'currency' });
  });

  it('PHONE_INPUT\'s dial code', async () => {
    const phoneCountries = ['GB', 'IE', 'FR', 'DE', 'ES', 'IT', 'NL', 'BE', 'PT', 'AT', 'CH', 'SE'].map((countryCode, index) => ({ dialCode: `+${30 + index}`, countryCode }));
    const event = await searched({ id: 'phone', type: 'PHONE_INPUT', title: 'Phone', phoneCountries }, (root) => trigger(root), 'ital');
    expect(event.context).to.deep.include({ search: 'phone-code' });
  });

  it('TRANSACTIONS_SELECTION\'s keyword', async () => {
    const event = await searched({ id: 'tx', type: 'TRANSACTIONS_SELECTION', title: 'Payments' }, inline, 'coffee', {
      listTransactions: async () => ({ transactions: [{ id: 't1', description: 'Tea', createdDate: new Date().toISOString() }], last: true }),
    });
    expect(event.context).to.deep.include({ search: 'transactions' });
  });

  it('ENTITIES_SELECTION (more than 10 entities have a search box)', async () => {
    const event = await searched({ id: 'payees', type: 'ENTITIES_SELECTION', title: 'Payees' }, inline, 'payee 1', {
      getEntities: async () => ({ entities, last: true }),
    });
    expect(event.context).to.deep.include({ search: 'entities' });
  });

  it('the address lookup: its length and mode, never the address typed', async () => {
    const event = await searched(
      { id: 'home', type: 'ADDRESS_INPUT', title: 'Address', availableCountries: ['GB'], countriesSearchableBySubString: ['GB'] },
      (root) => trigger(root, '[part="address-button"]'),
      '10 downing',
      { getAddressSuggestions: async () => [] },
    );
    expect(event.context).to.deep.include({ search: 'address' });
  });
});
