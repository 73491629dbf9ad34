/**
 * ADDRESS_INPUT in <fin-form>, in Chromium: the lazy view, the picker modal driven by keyboard
 * only (APG combobox: the text box keeps focus, arrows move aria-activedescendant, Enter picks),
 * axe on every modal state, and validateAddress on Continue. Calls go through the adapter.
 */
import 'axe-core';
import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type AxeCore from 'axe-core';
import type { FormAdapter } from '../../../src/forms/core/host';
import { mountForm } from '../support/mount-form';
import type { Json } from '../support/mount-form';

const { axe } = window as unknown as { axe: typeof AxeCore };

/** axe on a settled node: entrance animations finished (mid-fade colours fail contrast). */
async function axeIds(node: Element): Promise<string[]> {
  for (const animation of (node.getRootNode() as ShadowRoot).getAnimations()) {
    if (animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish();
  }
  return (await axe.run(node, { resultTypes: ['violations'] })).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ')}`);
}

const downing = (n: number) => ({ country: 'GB', streetLine1: `${n} Downing Street`, streetLine2: '', city: 'London', postcode: 'SW1A 2AA', region: '' });

function adapter(extra: Partial<FormAdapter> = {}) {
  const calls: string[] = [];
  const base: Partial<FormAdapter> = {
    getCountryConfiguration: async () => ({ availableCountries: ['GB', 'US', 'FR'], countriesSearchableBySubString: ['GB', 'US'] }),
    getCountryStates: async () => [
      { code: 'TX', name: 'Texas', supported: true },
      { code: 'PR', name: 'Puerto Rico', supported: false },
    ],
    async getAddressSuggestions(country, text, parent, limit) {
      calls.push(`suggestions ${country} ${text} ${parent ?? '-'} ${limit ?? '-'}`);
      if (text === 'fail') throw new Error('lookup down');
      if (parent === 'c1') return Array.from({ length: Math.min(24, limit ?? 24) }, (_, index) => ({ id: `a${index + 1}`, type: 'final' as const, result: `${index + 1} Downing Street`, description: 'London, SW1A 2AA' }));
      if (text.toLowerCase().startsWith('sw1a')) return [{ id: 'c1', type: 'container' as const, result: 'SW1A 2AA', description: 'Downing Street, London - 24 addresses' }];
      if (text.toLowerCase().includes('fortaleza')) return [{ id: 'pr', type: 'final' as const, result: '1 Calle Fortaleza', description: 'San Juan, PR' }];
      return [];
    },
    async getAddressValuesBySuggestion(country, id) {
      calls.push(`resolve ${country} ${id}`);
      if (id === 'pr') return { country: 'US', streetLine1: '1 Calle Fortaleza', city: 'San Juan', postcode: '00901', region: 'PR' };
      return downing(Number(id.slice(1)));
    },
  };
  return { calls, methods: { ...base, ...extra } };
}

async function mount(item: Json, extra: Partial<FormAdapter> = {}) {
  const { calls, methods } = adapter(extra);
  // The first mount loads the address chunk.
  const form = await mountForm([{ id: 'home', type: 'ADDRESS_INPUT', title: 'Business address', required: true, ...item }], {
    adapter: methods,
    ready: (root) => root.querySelector('[part="address-button"]'),
    timeout: 10000,
  });
  const { element, root, submits } = form;
  const $ = <E extends Element = HTMLElement>(selector: string) => root.querySelector<E & HTMLElement>(selector);
  const search = () => $<HTMLInputElement>('[role="combobox"]');
  const options = () => [...root.querySelectorAll('.address-results [role="option"]')].map((node) => node.querySelector('.address-result__title')?.textContent ?? '');
  const status = () => $('[part="address-status"]')?.textContent ?? '';
  const violations = () => axeIds(root.querySelector('[role="dialog"]')!);
  async function open() {
    $('[part="address-button"]')!.focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => search() && !search()!.disabled && root.activeElement === search(), 'the search box did not take focus once the configuration was in');
  }
  return { element, root, submits, calls, $, search, options, status, violations, open };
}

afterEach(() => document.body.replaceChildren());

describe('ADDRESS_INPUT', function () {
  // Real debounces, a lazy chunk and axe on a shared 2-core machine.
  this.timeout(30000);
  it('GB: search by keyboard, drill into the postcode, pick an address, use it, continue with the spec value shape', async () => {
    const form = await mount({});
    expect(form.$('[part="address-summary"]')!.textContent).to.contain('Add an address');
    await form.open();
    expect(form.status()).to.equal('Search results will appear here');
    expect(await form.violations()).to.deep.equal([]);
    await sendKeys({ type: 'sw1a' });
    await waitUntil(() => form.options().length === 1 && form.calls.at(-1) === 'suggestions GB sw1a - 7', 'no results after the debounce');
    // A loaded machine may pause longer than the debounce between two keys: a settled prefix asks too.
    expect(form.calls.every((call) => /^suggestions GB s\w* - 7$/.test(call))).to.equal(true);
    expect(await form.violations()).to.deep.equal([]);
    await sendKeys({ press: 'ArrowDown' });
    const first = form.root.querySelector('.address-results [role="option"]')!;
    expect(form.search()!.getAttribute('aria-activedescendant')).to.equal(first.id);
    expect(first.getAttribute('aria-selected')).to.equal('true');
    await sendKeys({ press: 'Enter' });
    // §7 getAddressSuggestions(…, limit 7): a container's drill-down asks for 7 as a search does.
    await waitUntil(() => form.options().length === 7, `the container did not open: ${form.calls.join()}`);
    expect(form.calls.at(-1)).to.equal('suggestions GB sw1a c1 7');
    expect(form.root.activeElement === form.search()).to.equal(true);
    expect(form.$('.address-trail')!.textContent).to.contain('SW1A 2AA');
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => form.$<HTMLInputElement>('input[name="streetLine1"]'), 'the fields did not show');
    expect(form.$<HTMLInputElement>('input[name="streetLine1"]')!.value).to.equal('2 Downing Street');
    expect(form.$<HTMLInputElement>('input[name="postcode"]')!.autocomplete).to.equal('postal-code');
    expect(await form.violations()).to.deep.equal([]);
    const use = [...form.root.querySelectorAll<HTMLButtonElement>('[role="dialog"] button')].find((button) => button.textContent === 'Use this address')!;
    use.focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => form.$('[part="address-summary"]')!.textContent!.includes('2 Downing Street'), 'the summary did not show the address');
    form.$<HTMLButtonElement>('[part~="primary"]')!.click();
    await waitUntil(() => form.submits.length === 1, 'the flow was not sent');
    const sent = ((form.submits[0]!.views as Json[])[0]!.items as Json[])[0]!.value;
    expect(sent).to.deep.equal(downing(2));
  });

  it('ArrowDown and Enter pressed before a render open the first result (a fast typist)', async () => {
    const form = await mount({});
    await form.open();
    await sendKeys({ type: 'SW1A' });
    await waitUntil(() => form.options().length === 1);
    // Both keys in one task, as a fast keyboard delivers them: no render between them.
    for (const key of ['ArrowDown', 'Enter']) form.search()!.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, composed: true, cancelable: true }));
    await waitUntil(() => form.options().length === 7, `Enter opened nothing: ${form.options().join()}`);
  });

  it('back out of a container returns to the results', async () => {
    const form = await mount({});
    await form.open();
    await sendKeys({ type: 'SW1A' });
    await waitUntil(() => form.options().length === 1);
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => form.options().length === 7);
    form.$('.address-trail button')!.click();
    await waitUntil(() => form.options().join() === 'SW1A 2AA', 'back did not return to the results');
  });

  it('no result: "No result found" and enter manually; an error: Try again or enter manually (axe on both)', async () => {
    const form = await mount({});
    await form.open();
    await sendKeys({ type: 'zzz' });
    await waitUntil(() => form.status().includes('No result found'), 'no empty state');
    expect(form.status()).to.contain('Enter the address manually');
    expect(await form.violations()).to.deep.equal([]);
    form.search()!.select();
    await sendKeys({ type: 'fail' });
    await waitUntil(() => form.status().includes('Try again'), 'no error state');
    expect(form.status()).to.contain('Something went wrong');
    expect(await form.violations()).to.deep.equal([]);
    [...form.root.querySelectorAll<HTMLButtonElement>('[part="address-status"] button')].find((b) => b.textContent === 'Enter the address manually')!.click();
    await waitUntil(() => form.$('input[name="streetLine1"]'), 'manual entry did not open');
  });

  it('a country without lookup goes to manual entry; US shows the states picker; an unsupported state resets to GB on Cancel', async () => {
    const form = await mount({});
    await form.open();
    form.$<HTMLButtonElement>('[role="dialog"] [part="combobox-trigger"]')!.click();
    await waitUntil(() => form.root.querySelectorAll('[role="dialog"]').length === 2, 'the country sheet did not open');
    const country = (name: string) => [...form.root.querySelectorAll<HTMLElement>('[role="dialog"]:last-of-type [role="option"]')].find((option) => option.textContent?.includes(name));
    await waitUntil(() => country('France'));
    country('France')!.click();
    await waitUntil(() => form.$('input[name="streetLine1"]') && !form.search(), 'France did not go to manual entry');
    form.$<HTMLButtonElement>('[role="dialog"] [part="combobox-trigger"]')!.click();
    await waitUntil(() => country('United States'));
    country('United States')!.click();
    await waitUntil(() => form.search(), 'the US did not offer a search');
    form.search()!.focus();
    await sendKeys({ type: 'fortaleza' });
    await waitUntil(() => form.options().length === 1);
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => form.root.querySelector('.address-unsupported'), 'the unsupported-state dialog did not open');
    const dialog = form.root.querySelector('.address-unsupported')!;
    expect(dialog.textContent).to.contain('State PR is not supported. Please provide another address');
    expect(await axeIds(dialog)).to.deep.equal([]);
    [...dialog.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === 'Cancel')!.click();
    await waitUntil(() => !form.root.querySelector('.address-unsupported') && form.search(), 'Cancel did not return to a GB search');
    expect(form.$('[role="dialog"] [part="combobox-trigger"]')!.textContent).to.contain('United Kingdom');
    expect(form.search()!.value).to.equal('');
  });

  it('countrySelector visible "${hideCountry}" from the host hides the selector; editable false disables it', async () => {
    const hidden = await mount({ countrySelector: { visible: '${showCountry}' } });
    (hidden.element as unknown as { templateValues: Json }).templateValues = { showCountry: 'false' };
    await hidden.open();
    expect(hidden.$('[role="dialog"] [part="combobox-trigger"]')).to.equal(null);
    document.body.replaceChildren();
    const locked = await mount({ countrySelector: { editable: 'false' } });
    await locked.open();
    expect(locked.$<HTMLButtonElement>('[role="dialog"] [part="combobox-trigger"]')!.disabled).to.equal(true);
  });

  it('errors show only after submit; an ineligible address is stopped on Continue with a sheet', async () => {
    const form = await mount({}, { validateAddress: async () => ({ success: false, messageType: 'ineligible_address', title: 'Outside our area', message: 'We only serve the mainland.' }) });
    await form.open();
    await sendKeys({ type: 'sw1a' });
    await waitUntil(() => form.options().length === 1);
    const notHere = form.root.querySelector<HTMLButtonElement>('[part="address-manual"]')!;
    expect(notHere.textContent).to.equal('My address is not here');
    notHere.click();
    await waitUntil(() => form.$('input[name="streetLine1"]'));
    const field = form.$<HTMLInputElement>('input[name="streetLine1"]')!;
    field.focus();
    await sendKeys({ type: '1 Harbour Road' });
    expect(form.root.querySelector('.address-fields .error')).to.equal(null);
    [...form.root.querySelectorAll<HTMLButtonElement>('[role="dialog"] button')].find((b) => b.textContent === 'Use this address')!.click();
    form.$<HTMLButtonElement>('[part~="primary"]')!.click();
    await waitUntil(() => form.root.querySelector('.item .error:not([hidden])')?.textContent === 'City: Required field', 'the required city did not show after submit');
    expect(form.submits).to.have.length(0);
    form.$<HTMLButtonElement>('[part="address-button"]')!.click();
    await waitUntil(() => form.$('input[name="city"]'));
    expect([...form.root.querySelectorAll('.address-fields .error')].map((node) => node.textContent)).to.deep.equal(['Required field', 'Required field']);
    form.$<HTMLInputElement>('input[name="city"]')!.focus();
    await sendKeys({ type: 'St Helier' });
    form.$<HTMLInputElement>('input[name="postcode"]')!.focus();
    await sendKeys({ type: 'JE2 4WE' });
    [...form.root.querySelectorAll<HTMLButtonElement>('[role="dialog"] button')].find((b) => b.textContent === 'Use this address')!.click();
    form.$<HTMLButtonElement>('[part~="primary"]')!.click();
    await waitUntil(() => form.root.querySelector('.check-notice'), 'the ineligible sheet did not open');
    const sheet = form.root.querySelector('.check-notice')!;
    expect(sheet.textContent).to.contain('Outside our area');
    expect(sheet.textContent).to.contain('We only serve the mainland.');
    expect(form.submits).to.have.length(0);
    expect(await axeIds(sheet)).to.deep.equal([]);
  });

  it('Singapore: the city is optional (§5) — no aria-required and \'(Optional)\' — as Street line 2 is', async () => {
    const form = await mount({ availableCountries: ['SG'] });
    await form.$<HTMLButtonElement>('[part="address-button"]')!.click();
    await waitUntil(() => form.$('input[name="city"]'), 'Singapore did not go to the fields');
    const label = (name: string) => form.root.querySelector(`label[for="${form.$(`input[name="${name}"]`)!.id}"]`)!.textContent;
    expect(form.$<HTMLInputElement>('input[name="city"]')!.value).to.equal('Singapore');
    expect(form.$('input[name="city"]')!.getAttribute('aria-required')).to.equal(null);
    expect(label('city')).to.equal('City (Optional)');
    expect(label('streetLine2')).to.equal('Street line 2 (Optional)');
    expect(form.$('input[name="streetLine1"]')!.getAttribute('aria-required')).to.equal('true');
    expect(label('streetLine1')).to.equal('Street line 1');
  });

  it('the US state picker is a modal with search and Cancel (§2); Cancel closes it with no change', async () => {
    const many = Array.from({ length: 12 }, (_, index) => ({ code: `S${index}`, name: `State ${index}`, supported: true }));
    const form = await mount({ availableCountries: ['US'], countriesSearchableBySubString: [] }, { getCountryStates: async () => [{ code: 'TX', name: 'Texas', supported: true }, ...many] });
    form.$<HTMLButtonElement>('[part="address-button"]')!.click();
    await waitUntil(() => form.$('.address-region [part="combobox-trigger"]'), 'no state picker');
    form.$<HTMLButtonElement>('.address-region [part="combobox-trigger"]')!.click();
    await waitUntil(() => form.root.querySelector('.address-states'), 'the state modal did not open');
    const modal = form.root.querySelector('.address-states')!;
    await waitUntil(() => modal.querySelector('input[type="search"], [role="combobox"]'), 'no search in the state modal');
    const cancel = [...modal.querySelectorAll<HTMLButtonElement>('button')].find((button) => button.textContent === 'Cancel');
    expect(cancel, 'no Cancel').to.not.equal(undefined);
    expect(await axeIds(modal)).to.deep.equal([]);
    cancel!.click();
    await waitUntil(() => !form.root.querySelector('.address-states'), 'Cancel did not close the state modal');
    expect(form.$('.address-region [part="combobox-trigger"]')!.textContent).to.contain('Select a state');
    // …and a pick still works.
    form.$<HTMLButtonElement>('.address-region [part="combobox-trigger"]')!.click();
    await waitUntil(() => [...form.root.querySelectorAll<HTMLElement>('.address-states [role="option"]')].some((option) => option.textContent === 'Texas'));
    [...form.root.querySelectorAll<HTMLElement>('.address-states [role="option"]')].find((option) => option.textContent === 'Texas')!.click();
    await waitUntil(() => form.$('.address-region [part="combobox-trigger"]')!.textContent!.includes('Texas'), 'the pick was not taken');
  });
});
