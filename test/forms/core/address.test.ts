import { expect } from '@open-wc/testing';
import { addressCheck } from '../../../src/forms/core/address/check';
import { addressHostFromAdapter, createHttpAddressHost } from '../../../src/forms/core/address/host';
import type { AddressHost, AddressSuggestion, CountryState } from '../../../src/forms/core/address/host';
import { createAddressPicker, lookupMode, selectorCountries } from '../../../src/forms/core/address/picker';
import type { AddressPickerOptions } from '../../../src/forms/core/address/picker';
import { resolveSelector, resolveSetting } from '../../../src/forms/core/address/template';
import { itemError } from '../../../src/forms/core/engine';
import type { AddressValidationAnswer } from '../../../src/forms/core/host';
import type { Item } from '../../../src/forms/core/items';
import { addressFieldErrors, emptyAddress } from '../../../src/forms/core/items/address';
import type { AddressValue } from '../../../src/forms/core/items/address';
import { createItemRules } from '../../../src/forms/core/items/rules';
import { createHttpClient } from '../../../src/shared/http';
import { createFakeClock } from '../../support/fake-clock';
import { recordingLogger } from '../../support/fake-logger';
import { enGB, everyItem, flow, setup, view } from '../support/fixtures';

const rules = createItemRules(everyItem, enGB);
const report = { warn: () => undefined, unknown: () => undefined };
const addressItem = (fields: Record<string, unknown> = {}) => rules.decode({ id: 'home', type: 'ADDRESS_INPUT', ...fields }, '$', report) as Item;
const address = (fields: Partial<AddressValue>): AddressValue => ({ ...emptyAddress(fields.country ?? 'GB'), ...fields });
const long = 'x'.repeat(51);
const fifty = 'x'.repeat(50);

const gb = { streetLine1: '10 Downing Street', city: 'London', postcode: 'SW1A 2AA' };

describe('forms §5 address rules', () => {
  type Row = [string, Partial<AddressValue>, Partial<Record<keyof AddressValue, string>>];
  const rows: Row[] = [
    ['a full GB address passes', { country: 'GB', ...gb }, {}],
    ['street line 1 is required', { country: 'GB', ...gb, streetLine1: ' ' }, { streetLine1: 'Required field' }],
    ['street line 2 is optional', { country: 'GB', ...gb, streetLine2: '' }, {}],
    ['city is required', { country: 'GB', ...gb, city: '' }, { city: 'Required field' }],
    ['postcode is required where shown', { country: 'GB', ...gb, postcode: '' }, { postcode: 'Required field' }],
    ['postcode is not asked in the UAE', { country: 'AE', streetLine1: 'Sheikh Zayed Rd', city: 'Dubai' }, {}],
    ['Singapore needs no city', { country: 'SG', streetLine1: '1 Raffles Place', city: '', postcode: '048616' }, {}],
    ['street line 1 at 50 characters', { country: 'GB', ...gb, streetLine1: fifty }, {}],
    ['street line 1 over 50', { country: 'GB', ...gb, streetLine1: long }, { streetLine1: 'Address line 1 cannot be longer than 50 characters' }],
    ['street line 2 over 50', { country: 'GB', ...gb, streetLine2: long }, { streetLine2: 'Address line 2 cannot be longer than 50 characters' }],
    ['city over 50', { country: 'GB', ...gb, city: long }, { city: 'City cannot be longer than 50 characters' }],
    ['the US needs a region', { country: 'US', streetLine1: '1 Main St', city: 'Austin', postcode: '73301' }, { region: 'Required field' }],
    ['Australia needs a region', { country: 'AU', streetLine1: '1 George St', city: 'Sydney', postcode: '2000' }, { region: 'Required field' }],
    ['Mexico needs a region (free text)', { country: 'MX', streetLine1: 'Av. Reforma 1', city: 'CDMX', postcode: '06600' }, { region: 'Required field' }],
    ['Mexico takes any region text', { country: 'MX', streetLine1: 'Av. Reforma 1', city: 'CDMX', postcode: '06600', region: 'Ciudad de México' }, {}],
    ['Canada needs a region', { country: 'CA', streetLine1: '1 Bay St', city: 'Toronto', postcode: 'M5J 2N8' }, { region: 'Required field' }],
    ['Canada validates its region', { country: 'CA', streetLine1: '1 Bay St', city: 'Toronto', postcode: 'M5J 2N8', region: 'Texas' }, { region: 'Enter a Canadian province or territory, such as ON or Ontario' }],
    ['Canada: a code', { country: 'CA', streetLine1: '1 Bay St', city: 'Toronto', postcode: 'M5J 2N8', region: 'on' }, {}],
    ['Canada: a name', { country: 'CA', streetLine1: '1 Bay St', city: 'Toronto', postcode: 'M5J 2N8', region: 'British Columbia' }, {}],
    ['GB needs no region', { country: 'GB', ...gb, region: '' }, {}],
    ['a country is required', { country: '', ...gb }, { country: 'Required field' }],
  ];
  for (const [name, value, expected] of rows) {
    it(name, () => {
      expect(addressFieldErrors(address(value), enGB)).to.deep.equal(expected);
    });
  }

  const verdicts: [string, Partial<AddressValue>, { valid: boolean; message?: string }][] = [
    ['the item names the first failing field', { country: 'GB', ...gb, city: '' }, { valid: false, message: 'City: Required field' }],
    ['a length message already names it', { country: 'GB', ...gb, streetLine1: long }, { valid: false, message: 'Address line 1 cannot be longer than 50 characters' }],
    ['valid', { country: 'GB', ...gb }, { valid: true }],
  ];
  for (const [name, value, expected] of verdicts) {
    it(`item verdict: ${name}`, () => {
      expect(rules.validate(addressItem(), address(value))).to.deep.equal(expected);
    });
  }

  it('a required address with only a country (or Singapore city) is empty and blocks; an optional one passes', () => {
    expect(rules.validate(addressItem({ required: true }), emptyAddress('GB'))).to.deep.equal({ valid: false });
    expect(rules.validate(addressItem({ required: true }), emptyAddress('SG'))).to.deep.equal({ valid: false });
    expect(rules.validate(addressItem({ required: true }), undefined)).to.deep.equal({ valid: false });
    expect(rules.validate(addressItem(), emptyAddress('GB'))).to.deep.equal({ valid: true });
  });

  it('decodes the configuration and the value (absent fields are empty text, codes upper case)', () => {
    const item = addressItem({
      countrySelector: { preselected: '${homeKnown}', visible: false, editable: 'true' },
      availableCountries: ['gb', 'US'],
      countriesSearchableBySubString: ['GB'],
      countriesSearchableByPostCode: ['NL'],
      value: { country: 'gb', streetLine1: '1 High St' },
    });
    expect(item).to.deep.include({
      countrySelector: { preselected: '${homeKnown}', visible: 'false', editable: 'true' },
      availableCountries: ['GB', 'US'],
      countriesSearchableBySubString: ['GB'],
      countriesSearchableByPostCode: ['NL'],
      value: { country: 'GB', streetLine1: '1 High St', streetLine2: '', city: '', postcode: '', region: '' },
    });
  });

  it('a value of the wrong shape is dropped with a warning', () => {
    const warnings: string[] = [];
    const item = rules.decode({ id: 'a', type: 'ADDRESS_INPUT', value: { country: 7 } }, '$', { warn: (m) => void warnings.push(m), unknown: () => undefined }) as Item;
    expect(item.value).to.equal(undefined);
    expect(warnings[0]).to.contain('$.value.country');
  });
});

describe('forms §3 countrySelector templates', () => {
  const flowAnswers: Record<string, unknown> = { homeKnown: true, editableText: 'false', notBoolean: 'maybe' };
  const hostValues: Record<string, unknown> = { fromHost: 'true', homeKnown: false };
  const sources = [(name: string) => flowAnswers[name], (name: string) => hostValues[name]];
  const rows: [string, string, boolean, boolean][] = [
    ["'true'", 'true', false, false],
    ["'false'", 'false', true, false],
    ["'TRUE' in any case", 'TRUE', false, false],
    ['a placeholder answered in the flow', '${homeKnown}', false, false],
    ['the flow wins over the host', '${ homeKnown }', false, false],
    ['a text answer true/false', '${editableText}', true, false],
    ['a placeholder only the host knows', '${fromHost}', false, false],
    ['unresolved: the default, with a warning', '${nobody}', true, true],
    ['resolved to a non-boolean: the default, with a warning', '${notBoolean}', true, true],
    ['neither: the default, with a warning', 'yes', true, true],
  ];
  const expected: Record<string, boolean> = { "'true'": true, "'false'": false, "'TRUE' in any case": true, 'a placeholder answered in the flow': true, 'the flow wins over the host': true, 'a text answer true/false': false, 'a placeholder only the host knows': true, 'unresolved: the default, with a warning': true, 'resolved to a non-boolean: the default, with a warning': true, 'neither: the default, with a warning': true };
  for (const [name, setting, , warns] of rows) {
    it(`${name} → ${expected[name]}`, () => {
      const logger = recordingLogger();
      expect(resolveSetting(setting, sources, true, logger, 'visible')).to.equal(expected[name]);
      expect(logger.warnings.length > 0).to.equal(warns);
    });
  }

  it('every setting defaults to true when the item does not say', () => {
    const item = addressItem() as Extract<Item, { type: 'ADDRESS_INPUT' }>;
    expect(resolveSelector(item.countrySelector, [], recordingLogger())).to.deep.equal({ preselected: true, visible: true, editable: true });
  });
});

/** A scriptable address host: each call waits until the test answers it. */
function fakeAddressHost() {
  const calls: { method: string; args: unknown[]; resolve(value: unknown): void; reject(error: Error): void }[] = [];
  const call =
    (method: string) =>
    (...args: unknown[]) =>
      new Promise<never>((resolve, reject) => calls.push({ method, args, resolve: resolve as (value: unknown) => void, reject }));
  const host: AddressHost = {
    getCountryConfiguration: call('getCountryConfiguration'),
    getCountryStates: call('getCountryStates'),
    getAddressSuggestions: call('getAddressSuggestions'),
    getAddressesByPostcode: call('getAddressesByPostcode'),
    getAddressValuesBySuggestion: call('getAddressValuesBySuggestion'),
    validateAddress: call('validateAddress'),
  };
  const take = (method: string) => {
    const index = calls.findIndex((entry) => entry.method === method);
    if (index < 0) throw new Error(`no pending ${method}: ${calls.map((entry) => entry.method).join(', ')}`);
    return calls.splice(index, 1)[0]!;
  };
  return { host, calls, take };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const suggestion = (id: string, type: 'container' | 'final', result = id): AddressSuggestion => ({ id, type, result, description: '' });
const hostConfig = { availableCountries: ['GB', 'US', 'NL', 'SG', 'FR', 'AU'], countriesSearchableBySubString: ['GB', 'US', 'AU'], countriesSearchableByPostCode: ['NL'] };
const usStates: CountryState[] = [
  { code: 'TX', name: 'Texas', supported: true },
  { code: 'PR', name: 'Puerto Rico', supported: false },
];

async function openPicker(overrides: Partial<AddressPickerOptions> = {}, configuration: Record<string, unknown> = hostConfig) {
  const fake = fakeAddressHost();
  const clock = createFakeClock(0);
  const changes: AddressValue[] = [];
  const picker = createAddressPicker({
    host: async () => fake.host,
    configuration: {},
    preselected: true,
    clock,
    logger: recordingLogger(),
    onChange: (value) => void changes.push(value),
    ...overrides,
  });
  const stop = picker.subscribe(() => undefined);
  await flush();
  if (overrides.host !== undefined || fake.calls.length > 0) {
    fake.take('getCountryConfiguration').resolve(configuration);
    await flush();
  }
  return { picker, fake, clock, changes, stop, state: () => picker.getSnapshot() };
}

describe('forms §4 address picker', () => {
  it('lookup mode per country comes from the configuration', () => {
    expect(lookupMode(hostConfig, 'GB')).to.equal('substring');
    expect(lookupMode(hostConfig, 'NL')).to.equal('postcode');
    expect(lookupMode(hostConfig, 'FR')).to.equal('manual');
    expect(selectorCountries({ availableCountries: ['US', 'GB'] }, 'FR')).to.deep.equal(['US', 'GB']);
  });

  it('the item configuration wins over the host (its lookup lists as a pair)', async () => {
    const { state } = await openPicker({ configuration: { availableCountries: ['GB', 'FR'], countriesSearchableByPostCode: ['GB'] } });
    expect(state().countries).to.deep.equal(['GB', 'FR']);
    expect(state().mode).to.equal('postcode');
  });

  it('starts idle in GB; searches 300 ms after the last keystroke, at most 7 suggestions', async () => {
    const { picker, fake, clock, state } = await openPicker();
    expect(state()).to.deep.include({ ready: true, country: 'GB', mode: 'substring', step: 'search', status: 'idle' });
    picker.search('10 Dow');
    clock.tick(200);
    picker.search('10 Down');
    clock.tick(299);
    expect(fake.calls).to.have.length(0);
    clock.tick(1);
    expect(state().status).to.equal('loading');
    const lookup = fake.take('getAddressSuggestions');
    expect(lookup.args).to.deep.equal(['GB', '10 Down', undefined, 7]);
    lookup.resolve(Array.from({ length: 9 }, (_, index) => suggestion(`s${index}`, 'final')));
    await flush();
    expect(state().status).to.equal('results');
    expect(state().levels.at(-1)!.suggestions).to.have.length(7);
  });

  it('an empty search is idle and sends nothing', async () => {
    const { picker, fake, clock, state } = await openPicker();
    picker.search('   ');
    clock.tick(1000);
    expect(fake.calls).to.have.length(0);
    expect(state().status).to.equal('idle');
  });

  it('no result → empty; a failure → error, and Try again repeats it', async () => {
    const { picker, fake, clock, state } = await openPicker();
    picker.search('zzz');
    clock.tick(300);
    fake.take('getAddressSuggestions').resolve([]);
    await flush();
    expect(state().status).to.equal('empty');
    picker.search('zzzz');
    clock.tick(300);
    fake.take('getAddressSuggestions').reject(new Error('503'));
    await flush();
    expect(state().status).to.equal('error');
    picker.retry();
    expect(state().status).to.equal('loading');
    expect(fake.take('getAddressSuggestions').args).to.deep.equal(['GB', 'zzzz', undefined, 7]);
  });

  it('a late answer of an older search is dropped', async () => {
    const { picker, fake, clock, state } = await openPicker();
    picker.search('a');
    clock.tick(300);
    const first = fake.take('getAddressSuggestions');
    picker.search('ab');
    clock.tick(300);
    const second = fake.take('getAddressSuggestions');
    second.resolve([suggestion('new', 'final')]);
    await flush();
    first.resolve([suggestion('old', 'final')]);
    await flush();
    expect(state().levels.at(-1)!.suggestions.map((entry) => entry.id)).to.deep.equal(['new']);
  });

  it('a container drills into its children (limit 7, §7, as a search) and back returns to the list without a request', async () => {
    const { picker, fake, clock, state } = await openPicker();
    picker.search('SW1A 2AA');
    clock.tick(300);
    fake.take('getAddressSuggestions').resolve([suggestion('c1', 'container', 'SW1A 2AA'), suggestion('f1', 'final')]);
    await flush();
    picker.choose(state().levels[0]!.suggestions[0]!);
    const children = fake.take('getAddressSuggestions');
    expect(children.args).to.deep.equal(['GB', 'SW1A 2AA', 'c1', 7]);
    children.resolve(Array.from({ length: 30 }, (_, index) => suggestion(`a${index}`, 'final')));
    await flush();
    expect(state().levels).to.have.length(2);
    expect(state().levels[1]!.parent!.id).to.equal('c1');
    expect(state().levels[1]!.suggestions).to.have.length(7);
    picker.back();
    expect(state().levels).to.have.length(1);
    expect(state().status).to.equal('results');
    expect(fake.calls).to.have.length(0);
  });

  it('a final suggestion resolves the full address into the fields', async () => {
    const { picker, fake, clock, state } = await openPicker();
    picker.search('10 Downing');
    clock.tick(300);
    fake.take('getAddressSuggestions').resolve([suggestion('f1', 'final')]);
    await flush();
    picker.choose(state().levels[0]!.suggestions[0]!);
    expect(state().resolving).to.equal(true);
    const resolve = fake.take('getAddressValuesBySuggestion');
    expect(resolve.args).to.deep.equal(['GB', 'f1']);
    resolve.resolve({ country: 'GB', streetLine1: '10 Downing Street', streetLine2: '', city: 'London', postcode: 'SW1A 2AA', region: '' });
    await flush();
    expect(state().step).to.equal('fields');
    expect(state().address).to.deep.equal({ country: 'GB', streetLine1: '10 Downing Street', streetLine2: '', city: 'London', postcode: 'SW1A 2AA', region: '' });
  });

  it('postcode countries search by postcode, uppercased, and a pick needs no further call', async () => {
    const { picker, fake, clock, state } = await openPicker();
    picker.setCountry('NL');
    expect(state().mode).to.equal('postcode');
    picker.search('1012 ab');
    expect(state().query).to.equal('1012 AB');
    clock.tick(300);
    const lookup = fake.take('getAddressesByPostcode');
    expect(lookup.args).to.deep.equal(['NL', '1012 AB']);
    lookup.resolve([{ country: 'NL', streetLine1: 'Dam 1', streetLine2: '', city: 'Amsterdam', postcode: '1012 AB', region: '' }]);
    await flush();
    picker.choose(state().levels[0]!.suggestions[0]!);
    expect(fake.calls).to.have.length(0);
    expect(state().address.streetLine1).to.equal('Dam 1');
    expect(state().step).to.equal('fields');
  });

  it('a country change resets the address; a manual-entry country goes straight to the fields; Singapore presets its city', async () => {
    const { picker, state } = await openPicker({ value: address({ country: 'GB', ...gb }) });
    expect(state().step).to.equal('fields');
    picker.setCountry('FR');
    expect(state()).to.deep.include({ country: 'FR', mode: 'manual', step: 'fields' });
    expect(state().address).to.deep.equal(emptyAddress('FR'));
    picker.setCountry('SG');
    expect(state().address.city).to.equal('Singapore');
  });

  it('without preselection no country is chosen and nothing is searched', async () => {
    const { picker, fake, clock, state } = await openPicker({ preselected: false });
    expect(state()).to.deep.include({ country: '', step: 'search' });
    picker.search('abc');
    clock.tick(300);
    expect(fake.calls).to.have.length(0);
  });

  it('"My address is not here" opens the fields, keeping the country; search again returns', async () => {
    const { picker, state } = await openPicker();
    picker.enterManually();
    expect(state()).to.deep.include({ step: 'fields', country: 'GB' });
    picker.searchAgain();
    expect(state().step).to.equal('search');
  });

  it('an autofilled address skips the suggestion list', async () => {
    const { picker, fake, clock, state } = await openPicker();
    picker.search('1 High');
    picker.autofill({ streetLine1: '1 High Street', city: 'Leeds', postcode: 'LS1 1AA', country: 'FR' });
    clock.tick(1000);
    expect(fake.calls).to.have.length(0);
    expect(state().step).to.equal('fields');
    expect(state().address).to.deep.include({ country: 'GB', streetLine1: '1 High Street', city: 'Leeds', postcode: 'LS1 1AA' });
  });

  it('US states load from the server; a supported state is taken', async () => {
    const { picker, fake, state } = await openPicker();
    picker.setCountry('US');
    expect(state().states.status).to.equal('loading');
    const states = fake.take('getCountryStates');
    expect(states.args).to.deep.equal(['US']);
    states.resolve(usStates);
    await flush();
    picker.pickState('TX');
    expect(state().address.region).to.equal('TX');
    expect(state().unsupportedState).to.equal(undefined);
  });

  it('a states load error can be retried', async () => {
    const { picker, fake, state } = await openPicker();
    picker.setCountry('AU');
    fake.take('getCountryStates').reject(new Error('500'));
    await flush();
    expect(state().states.status).to.equal('error');
    picker.loadStates();
    expect(fake.take('getCountryStates').args).to.deep.equal(['AU']);
  });

  it('an unsupported state opens the dialog; Cancel resets the address to GB, empty, and stores it', async () => {
    const { picker, fake, clock, changes, state } = await openPicker();
    picker.setCountry('US');
    fake.take('getCountryStates').resolve(usStates);
    await flush();
    picker.search('1 Calle');
    clock.tick(300);
    fake.take('getAddressSuggestions').resolve([suggestion('pr1', 'final')]);
    await flush();
    picker.choose(state().levels[0]!.suggestions[0]!);
    fake.take('getAddressValuesBySuggestion').resolve({ country: 'US', streetLine1: '1 Calle Fortaleza', city: 'San Juan', postcode: '00901', region: 'PR' });
    await flush();
    expect(state().unsupportedState).to.equal('PR');
    picker.cancelUnsupported();
    expect(state()).to.deep.include({ country: 'GB', unsupportedState: undefined, mode: 'substring', step: 'search' });
    expect(state().address).to.deep.equal(emptyAddress('GB'));
    expect(changes).to.deep.equal([emptyAddress('GB')]);
  });

  it('picking an unsupported state from the list opens the dialog too', async () => {
    const { picker, fake, state } = await openPicker();
    picker.setCountry('US');
    fake.take('getCountryStates').resolve(usStates);
    await flush();
    picker.pickState('PR');
    expect(state().unsupportedState).to.equal('PR');
  });

  it('without address calls every country is entered manually', async () => {
    const { state } = await openPicker({ host: undefined as never }, hostConfig);
    expect(state()).to.deep.include({ ready: true, mode: 'manual', step: 'fields', country: 'GB' });
  });

  it('a failed configuration load keeps the item configuration', async () => {
    const fake = fakeAddressHost();
    const picker = createAddressPicker({ host: async () => fake.host, configuration: { countriesSearchableBySubString: ['GB'] }, preselected: true, clock: createFakeClock(0), logger: recordingLogger(), onChange: () => undefined });
    picker.subscribe(() => undefined);
    await flush();
    fake.take('getCountryConfiguration').reject(new Error('down'));
    await flush();
    expect(picker.getSnapshot()).to.deep.include({ ready: true, mode: 'substring' });
  });

  it('Use this address stores the fields on the item', async () => {
    const { picker, changes } = await openPicker();
    picker.enterManually();
    picker.setField('streetLine1', '1 High Street');
    picker.use();
    expect(changes[0]).to.deep.include({ country: 'GB', streetLine1: '1 High Street' });
  });
});

describe('forms §4 Continue step 3: validateAddress', () => {
  const addressFlow = () =>
    flow([view('v1', { items: [{ id: 'home', type: 'ADDRESS_INPUT', required: true }] }), view('v2')]);
  const filled = address({ country: 'GB', ...gb });

  async function continueWith(answer: AddressValidationAnswer | Error) {
    const validated: AddressValue[] = [];
    const context = setup(addressFlow(), { continueChecks: [addressCheck(enGB)] });
    context.host.address = async () => ({
      ...fakeAddressHost().host,
      validateAddress: async (value) => {
        validated.push(value);
        if (answer instanceof Error) throw answer;
        return answer;
      },
    });
    context.host.answers.push(flow([view('v1'), view('v2')], { currentViewId: 'v2' }));
    await context.engine.load();
    const item = context.state().flow!.views[0]!.items[0]!;
    context.engine.setValue('v1', 'home', filled);
    await context.engine.continue();
    return { context, validated, error: itemError(context.state(), 'v1', item, context.engine.items, enGB) };
  }

  it('success: the flow is sent with the spec value shape', async () => {
    const { context, validated } = await continueWith({ success: true });
    expect(validated).to.deep.equal([filled]);
    expect(context.host.submits).to.have.length(1);
    const sent = (context.host.submits[0]!.views as { items: { value: unknown }[] }[])[0]!.items[0]!.value;
    expect(sent).to.deep.equal({ country: 'GB', streetLine1: '10 Downing Street', streetLine2: '', city: 'London', postcode: 'SW1A 2AA', region: '' });
    expect(context.state().checkNotice).to.equal(undefined);
  });

  const failures: [string, AddressValidationAnswer, Record<string, unknown>][] = [
    ['invalid_address: an error dialog with the message', { success: false, messageType: 'invalid_address', message: 'We could not find this address' }, { kind: 'dialog', itemId: 'home', title: 'We could not find this address' }],
    ['invalid_address_postcode: an error dialog', { success: false, messageType: 'invalid_address_postcode', message: 'The postcode does not match' }, { kind: 'dialog', itemId: 'home', title: 'The postcode does not match' }],
    ['ineligible_address: a sheet with title and description', { success: false, messageType: 'ineligible_address', message: 'We only serve UK businesses', title: 'Outside our area' }, { kind: 'sheet', itemId: 'home', title: 'Outside our area', description: 'We only serve UK businesses' }],
    ['ineligible_address without a title', { success: false, messageType: 'ineligible_address', message: 'No' }, { kind: 'sheet', itemId: 'home', title: 'We cannot accept this address', description: 'No' }],
    ['a failure without a message', { success: false, messageType: 'invalid_address' }, { kind: 'dialog', itemId: 'home', title: 'Invalid value' }],
  ];
  for (const [name, answer, notice] of failures) {
    it(`${name}; the result is attached to the item and the flow is not sent`, async () => {
      const { context, error } = await continueWith(answer);
      expect(context.host.submits).to.have.length(0);
      expect(context.state().checkNotice).to.deep.equal(notice);
      expect(error).to.equal(answer.message ?? 'Invalid value');
      context.engine.dismissCheckNotice();
      expect(context.state().checkNotice).to.equal(undefined);
    });
  }

  it('a validation call that fails is a failed submit (try again), not a silent pass', async () => {
    const { context } = await continueWith(new Error('offline'));
    expect(context.host.submits).to.have.length(0);
    expect(context.state().submitError).to.equal('Something went wrong');
  });

  it('an empty optional address is not validated', async () => {
    const check = addressCheck(enGB);
    const result = await check({ flowId: 'f', view: { items: [addressItem()] } as never, values: { home: emptyAddress('GB') }, host: { address: async () => { throw new Error('not called'); } } as never });
    expect(result).to.deep.equal({ errors: {} });
  });
});

describe('forms §7 address calls', () => {
  function recordingFetch(body: unknown) {
    const calls: { url: string; init: RequestInit }[] = [];
    const fetch = async (url: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ url: String(url), init: init ?? {} });
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    };
    return { calls, fetch: fetch as typeof globalThis.fetch };
  }

  it('the HTTP variant uses the documented paths and decodes the answers', async () => {
    const { calls, fetch } = recordingFetch({ suggestions: [{ id: 'c1', type: 'CONTAINER', result: 'SW1A 2AA', description: '32 addresses' }] });
    const host = createHttpAddressHost(createHttpClient({ baseUrl: 'https://api.example/', fetch }), { 'accept-language': 'en_GB' });
    expect(await host.getAddressSuggestions('GB', 'SW1A 2AA', undefined, 7)).to.deep.equal([{ id: 'c1', type: 'container', result: 'SW1A 2AA', description: '32 addresses' }]);
    expect(calls[0]!.url).to.equal('https://api.example/api/address/suggestions?country=GB&text=SW1A+2AA&limit=7');
    await host.getAddressSuggestions('GB', 'SW1A 2AA', 'c1', 7).catch(() => undefined);
    expect(calls[1]!.url).to.equal('https://api.example/api/address/suggestions?country=GB&text=SW1A+2AA&parent=c1&limit=7');
    await host.getAddressValuesBySuggestion('GB', 'a/1').catch(() => undefined);
    expect(calls[2]!.url).to.equal('https://api.example/api/address/suggestions/a%2F1?country=GB');
    await host.getAddressesByPostcode('NL', '1012 AB').catch(() => undefined);
    expect(calls[3]!.url).to.equal('https://api.example/api/address/postcodes/1012%20AB?country=NL');
    await host.getCountryStates('US').catch(() => undefined);
    expect(calls[4]!.url).to.equal('https://api.example/api/address/countries/US/states');
    await host.getCountryConfiguration().catch(() => undefined);
    expect(calls[5]!.url).to.equal('https://api.example/api/address/configuration');
    await host.validateAddress(emptyAddress('GB')).catch(() => undefined);
    expect(calls[6]!.url).to.equal('https://api.example/api/address/validate');
    expect(calls[6]!.init.method).to.equal('POST');
  });

  it('a malformed answer is a DecodeError naming the field', async () => {
    const { fetch } = recordingFetch({ suggestions: [{ id: 'c1', type: 'street', result: 'x' }] });
    const host = createHttpAddressHost(createHttpClient({ baseUrl: 'https://api.example/', fetch }), {});
    const error = await host.getAddressSuggestions('GB', 'x', undefined, 7).catch((caught: Error) => caught);
    expect((error as Error).message).to.contain('$.suggestions[0].type');
  });

  it('adapter methods are called and decoded; missing ones give the default setup (empty, manual, valid)', async () => {
    const adapter = {
      loadFlow: async () => ({}),
      submitFlow: async () => ({}),
      getAddressSuggestions: async (country: string, text: string) => [{ id: `${country}-${text}`, type: 'final' as const, result: 'r' }],
    };
    const host = addressHostFromAdapter(adapter);
    expect(await host.getAddressSuggestions('GB', 'x', undefined, 7)).to.deep.equal([{ id: 'GB-x', type: 'final', result: 'r', description: '' }]);
    expect(await host.getCountryConfiguration()).to.deep.equal({});
    expect(await host.getCountryStates('US')).to.deep.equal([]);
    expect(await host.getAddressesByPostcode('NL', '1')).to.deep.equal([]);
    expect(await host.validateAddress(emptyAddress('GB'))).to.deep.equal({ success: true });
  });
});
