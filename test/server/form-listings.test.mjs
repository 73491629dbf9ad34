// The reference server's picker listings (issue 16, docs/forms-wire.md "Listings").
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createServer } from '../../demo/server/app.mjs';
import { ENTITIES_PAGE_SIZE } from '../../demo/server/routes/form-listings.mjs';

describe('reference server picker listings', () => {
  let app;
  before(async () => {
    ({ app } = await createServer());
  });
  after(() => app.close());
  const get = (url) => app.inject({ method: 'GET', url });

  it('pages 40 entities by createdSince, newest first, each page older than the last', async () => {
    const seen = [];
    let createdSince;
    let pages = 0;
    for (;;) {
      const query = createdSince ? `?createdSince=${encodeURIComponent(createdSince)}` : '';
      const page = (await get(`/api/forms/payments/items/who/entities${query}`)).json();
      pages += 1;
      assert.ok(page.entities.length <= ENTITIES_PAGE_SIZE);
      if (seen.length > 0) assert.ok(page.entities[0].createdDate < seen.at(-1).createdDate);
      seen.push(...page.entities);
      if (page.last) break;
      createdSince = page.createdSince;
    }
    assert.equal(seen.length, 40);
    assert.equal(new Set(seen.map((entity) => entity.id)).size, 40);
    assert.equal(pages, Math.ceil(40 / ENTITIES_PAGE_SIZE));
    for (const entity of seen) {
      assert.equal(typeof entity.title, 'string');
      assert.equal(typeof entity.description, 'string');
      assert.equal(typeof entity.secondaryDescription, 'string');
      assert.equal(typeof entity.icon.name, 'string');
    }
    assert.equal((await get('/api/forms/nope/items/who/entities')).statusCode, 404);
  });

  it('lists 6 cards and reads one by id (404 for an unknown one)', async () => {
    const { cards } = (await get('/api/forms/payments/items/fee-card/cards')).json();
    assert.equal(cards.length, 6);
    assert.deepEqual(Object.keys(cards[0]).sort(), ['brand', 'expiry', 'id', 'lastFour', 'state', 'title']);
    assert.deepEqual((await get(`/api/forms/payments/items/fee-card/cards/${cards[2].id}`)).json(), cards[2]);
    assert.equal((await get('/api/forms/payments/items/fee-card/cards/card_0000')).statusCode, 404);
  });

  it('answers the entities summary for {itemId, parameters} with every value a list, 400 otherwise', async () => {
    const post = (payload) => app.inject({ method: 'POST', url: '/api/forms/payments/entitiesSummary', payload });
    const answer = await post({ itemId: 'summary', parameters: { entityIds: ['ent_001', 'ent_002'], currency: ['GBP'] } });
    assert.equal(answer.statusCode, 200);
    assert.equal(answer.json().title, '2 payees');
    assert.deepEqual(answer.json().rows.map((row) => row.title), ['Northwind Traders', 'Contoso Pharmaceuticals']);
    assert.equal((await post({ itemId: 'summary', parameters: { currency: 'GBP' } })).statusCode, 400);
    assert.equal((await post({ parameters: {} })).statusCode, 400);
  });

  it('fills "*" currencies (about 130, fraction digits per §3) and dial codes into the flow it sends', async () => {
    const flow = (await get('/api/forms/payments')).json();
    const items = flow.views[0].items;
    const { currencies } = items.find((item) => item.type === 'MONEY_INPUT');
    assert.ok(currencies.length >= 125 && currencies.length <= 135, `${currencies.length} currencies`);
    const digits = Object.fromEntries(currencies.map((currency) => [currency.code, currency.fractionDigits]));
    for (const code of ['JPY', 'CLP', 'ISK', 'KRW', 'GNF', 'MGA', 'PYG', 'RWF', 'VND', 'XAF', 'XPF']) assert.equal(digits[code], 0, code);
    for (const code of ['BHD', 'JOD', 'KWD', 'OMR', 'TND']) assert.equal(digits[code], 3, code);
    assert.equal(digits.GBP, 2);
    for (const currency of currencies) assert.ok(currency.description && currency.symbol && /^[A-Z]{2}$/.test(currency.countryCode), currency.code);
    const { phoneCountries } = items.find((item) => item.type === 'PHONE_INPUT');
    assert.ok(phoneCountries.length > 100);
    assert.deepEqual(phoneCountries[0], { dialCode: '+44', countryCode: 'GB', description: 'United Kingdom' });
    for (const country of phoneCountries) assert.match(country.dialCode, /^\+\d{1,4}$/);
  });
});
