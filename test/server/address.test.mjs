// The reference server's address calls (docs/forms-wire.md "Address calls"), through inject.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createServer } from '../../demo/server/app.mjs';

describe('reference server: address calls', () => {
  let app;
  before(async () => {
    ({ app } = await createServer());
  });
  after(() => app.close());
  const get = async (url) => (await app.inject({ url })).json();
  const validate = async (address) =>
    (await app.inject({ method: 'POST', url: '/api/address/validate', payload: { country: 'GB', streetLine1: '', streetLine2: '', city: '', postcode: '', region: '', ...address } })).json();

  it('answers the country configuration', async () => {
    const configuration = await get('/api/address/configuration');
    assert.ok(configuration.availableCountries.includes('GB'));
    assert.ok(configuration.countriesSearchableBySubString.includes('GB'));
    assert.ok(configuration.countriesSearchableByPostCode.includes('NL'));
  });

  it('a GB postcode is a container of 20 to 40 addresses; a search answers at most the limit', async () => {
    const { suggestions } = await get('/api/address/suggestions?country=GB&text=sw1a%202&limit=7');
    assert.deepEqual(suggestions[0], { id: 'GB:SW1A2AA', type: 'container', result: 'SW1A 2AA', description: 'Downing Street, London - 24 addresses' });
    const children = (await get('/api/address/suggestions?country=GB&text=sw1a&parent=GB:SW1A2AA')).suggestions;
    assert.equal(children.length, 24);
    assert.ok(children.every((entry) => entry.type === 'final'));
    for (const block of ['EC2V 7HH', 'M1 1AE', 'EH1 1YZ', 'LS1 4DY']) {
      const [container] = (await get(`/api/address/suggestions?country=GB&text=${encodeURIComponent(block)}&limit=7`)).suggestions;
      const count = (await get(`/api/address/suggestions?country=GB&text=x&parent=${container.id}`)).suggestions.length;
      assert.ok(count >= 20 && count <= 40, `${block}: ${count}`);
    }
    assert.equal((await get('/api/address/suggestions?country=GB&text=street&limit=7')).suggestions.length, 5);
    assert.ok((await get('/api/address/suggestions?country=GB&text=1%20&limit=7')).suggestions.length <= 7);
  });

  it('a final suggestion resolves to the spec value shape', async () => {
    const { suggestions } = await get('/api/address/suggestions?country=GB&text=10%20downing&limit=7');
    assert.equal(suggestions[0].result, '10 Downing Street');
    assert.deepEqual(await get(`/api/address/suggestions/${encodeURIComponent(suggestions[0].id)}?country=GB`), {
      country: 'GB', streetLine1: '10 Downing Street', streetLine2: '', city: 'London', postcode: 'SW1A 2AA', region: '',
    });
    assert.equal((await app.inject({ url: '/api/address/suggestions/GB:NOPE:1?country=GB' })).statusCode, 404);
  });

  it('US addresses carry their state; states list the unsupported territories', async () => {
    const { suggestions } = await get('/api/address/suggestions?country=US&text=fortaleza&limit=7');
    assert.equal((await get(`/api/address/suggestions/${suggestions[0].id}?country=US`)).region, 'PR');
    const { states } = await get('/api/address/countries/US/states');
    assert.equal(states.filter((state) => state.supported).length, 51);
    assert.deepEqual(states.find((state) => state.code === 'PR'), { code: 'PR', name: 'Puerto Rico', supported: false });
    assert.equal((await get('/api/address/countries/AU/states')).states.length, 8);
    assert.equal((await get('/api/address/countries/CA/states')).states.length, 13);
    assert.deepEqual((await get('/api/address/countries/FR/states')).states, []);
  });

  it('NL looks up by postcode, in any case and spacing', async () => {
    const { addresses } = await get('/api/address/postcodes/1012js?country=NL');
    assert.deepEqual(addresses[0], { country: 'NL', streetLine1: 'Dam 1', streetLine2: '', city: 'Amsterdam', postcode: '1012 JS', region: '' });
  });

  it('validation answers each message type', async () => {
    assert.deepEqual(await validate({ streetLine1: '10 Downing Street', city: 'London', postcode: 'SW1A 2AA' }), { success: true });
    assert.equal((await validate({ streetLine1: '1 King Street', city: 'St Helier', postcode: 'JE2 4WE' })).messageType, 'ineligible_address');
    assert.equal((await validate({ streetLine1: '1 Nowhere Lane', city: 'London', postcode: 'N1 1AA' })).messageType, 'invalid_address');
    assert.equal((await validate({ streetLine1: '1 High Street', city: 'London', postcode: '12345' })).messageType, 'invalid_address_postcode');
    assert.equal((await validate({ streetLine1: '1 High Street', city: 'London', postcode: 'SW1A 2AA' })).messageType, 'invalid_address_postcode');
    assert.equal((await app.inject({ method: 'POST', url: '/api/address/validate', payload: { country: 1 } })).statusCode, 400);
  });

  it('the fault switch fails lookups', async () => {
    await app.inject({ method: 'POST', url: '/__faults', payload: { match: '/api/address/', status: 503, times: 1 } });
    assert.equal((await app.inject({ url: '/api/address/suggestions?country=GB&text=sw1a' })).statusCode, 503);
    assert.equal((await app.inject({ url: '/api/address/suggestions?country=GB&text=sw1a' })).statusCode, 200);
  });
});
