/**
 * The pickers this issue owns, through <fin-form> in Chromium with the supplied adapter: the
 * lazy definitions and views load, real keys (arrows, type-ahead, Escape, Enter) pick, required
 * ones block Continue while empty, and axe finds nothing.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { FormAdapter } from '../../../../src/forms/core/host';
import { PICKER_ATTRIBUTES, mountForm, waitUntil } from '../../support/mount-form';
import type { Json } from '../../support/mount-form';

/** The test server's asset host (test/support/flag-fixtures.mjs): it has the flags of AE, GB and IE only. */
const FLAG_HOST = `${location.origin}/flag-host`;
const mount = (items: Json[], adapter: Partial<FormAdapter> = {}) => mountForm(items, { adapter, attributes: { ...PICKER_ATTRIBUTES, 'asset-base': FLAG_HOST } });

afterEach(() => document.body.replaceChildren());

const twelve = ['GBP', 'EUR', 'USD', 'AED', 'JPY', 'KWD', 'CHF', 'SEK', 'PLN', 'CAD', 'AUD', 'SGD'].map((code) => ({ code }));

describe('<fin-form> currency pickers', function () {
  this.timeout(60000);
  it('CURRENCY_SELECTION (required, list style): 76 px rows with code, name, symbol and fraction digits; type-ahead and Enter pick and advance', async () => {
    const form = await mount([{ id: 'c', type: 'CURRENCY_SELECTION', title: 'Payout currency', required: true, style: 'LIST', currencies: [{ code: 'GBP' }, { code: 'JPY' }, { code: 'KWD', description: 'Kuwaiti dinar' }] }]);
    await waitUntil(() => form.options().length === 3, 'the currency rows did not render');
    const [gbp, jpy, kwd] = form.options();
    expect(gbp!.getBoundingClientRect().height).to.equal(76);
    expect(gbp!.textContent).to.contain('GBP').and.contain('British Pound').and.contain('£').and.contain('0.00');
    expect(jpy!.textContent).to.contain('¥').and.contain('JPY');
    expect(jpy!.querySelector('[data-digits]')!.getAttribute('data-digits')).to.equal('0');
    expect(kwd!.querySelector('[data-digits]')!.getAttribute('data-digits')).to.equal('3');
    expect(kwd!.textContent).to.contain('Kuwaiti dinar').and.contain('0.000');
    expect(gbp!.querySelector('img')!.getAttribute('src')).to.equal(`${FLAG_HOST}/api/assets/flags/gb.svg`);
    // Japan's flag is missing from the asset host: its code, not a broken image.
    await waitUntil(() => jpy!.querySelector('[part="flag"]')?.getAttribute('data-code') === 'JP', "Japan's missing flag did not give way to its code");
    expect(jpy!.querySelector('img')).to.equal(null);
    // §4: a required list-style currency is the single auto-advance choice: no Continue.
    expect(form.primary()).to.equal(null);
    await form.axe();
    form.root.querySelector<HTMLElement>('[role="listbox"]')!.focus();
    await sendKeys({ press: 'j' });
    await sendKeys({ press: 'Enter' });
    await form.waitForNext();
    expect(form.sent()).to.equal('JPY');
  });

  it('CURRENCY_SELECTION in a sheet: search by name over 10 options, Escape closes without a pick, Enter picks; a required one left empty says so', async () => {
    const form = await mount([{ id: 'c', type: 'CURRENCY_SELECTION', title: 'Currency', required: true, currencies: twelve }]);
    const trigger = await waitUntil(() => form.root.querySelector<HTMLButtonElement>('[part="combobox-trigger"]'), 'no currency button').then(() => form.root.querySelector<HTMLButtonElement>('[part="combobox-trigger"]')!);
    await form.cont();
    await waitUntil(() => form.errors() === 'Currency should not be empty', `the empty currency was not reported: ${form.errors()}`);
    expect(form.submits).to.have.length(0);
    // The button's border says it too, in the message's colour, as a text input's does.
    const danger = getComputedStyle(form.root.querySelector('.error:not([hidden])')!).color;
    await waitUntil(() => getComputedStyle(trigger).borderTopColor === danger, `the empty currency's button border is ${getComputedStyle(trigger).borderTopColor}, not ${danger}`);
    trigger.click();
    const search = await waitUntil(() => form.root.querySelector<HTMLInputElement>('[role="combobox"]'), 'no search box over 12 currencies').then(() => form.root.querySelector<HTMLInputElement>('[role="combobox"]')!);
    await waitUntil(() => form.root.activeElement === search);
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !form.root.querySelector('[role="combobox"]'), 'Escape did not close the sheet');
    expect(form.errors()).to.equal('Currency should not be empty');
    trigger.click();
    await waitUntil(() => form.root.activeElement?.getAttribute('role') === 'combobox');
    await sendKeys({ type: 'swiss' });
    await waitUntil(() => form.options().length === 1 && form.options()[0]!.textContent!.includes('CHF'), 'the name search did not narrow to CHF');
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => trigger.textContent!.includes('CHF'), 'the button does not show the pick');
    await waitUntil(() => getComputedStyle(trigger).borderTopColor !== danger, 'the border stayed red after the pick');
    await form.cont();
    await form.waitForNext();
    expect(form.sent()).to.equal('CHF');
  });

  it("CURRENCY_SELECTION without options: 'Currency options not found', and a required one cannot be sent", async () => {
    const form = await mount([{ id: 'c', type: 'CURRENCY_SELECTION', title: 'Currency', required: true, currencies: [] }]);
    await waitUntil(() => form.errors() === 'Currency options not found', `no options message: ${form.errors()}`);
    await form.cont();
    expect(form.submits).to.have.length(0);
  });

  it('MONEY_INPUT: the currency button picks among the offered ones only; the default is the first offered when AED is not', async () => {
    const form = await mount([{ id: 'm', type: 'MONEY_INPUT', title: 'Amount', required: true, currencies: ['EUR', 'JPY', 'KWD'] }]);
    const trigger = await waitUntil(() => form.root.querySelector('[part="combobox-trigger"]'), 'no currency button').then(() => form.root.querySelector<HTMLButtonElement>('[part="combobox-trigger"]')!);
    expect(trigger.textContent).to.contain('EUR');
    const amount = form.root.querySelector<HTMLInputElement>('.item input')!;
    amount.focus();
    await sendKeys({ type: '12.3456' });
    trigger.click();
    await waitUntil(() => form.options().length === 3, 'the currency list did not open');
    expect(form.options().map((option) => option.querySelector('.picker-row__title')!.textContent)).to.deep.equal(['EUR', 'JPY', 'KWD']);
    await form.axe();
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => trigger.textContent!.includes('KWD'), 'the pick did not show');
    await waitUntil(() => form.root.activeElement === trigger, 'focus did not return to the button');
    await form.cont();
    await form.waitForNext();
    // Typed under EUR, the amount was cut to 2 digits then (§5 Money); KWD keeps it.
    expect(form.sent()).to.deep.equal({ currency: 'KWD', amount: '12.34' });
  });

  it('MONEY_INPUT: a saved currency the item does not offer is not kept', async () => {
    const form = await mount([{ id: 'm', type: 'MONEY_INPUT', title: 'Amount', currencies: ['GBP'], value: { currency: 'USD', amount: '5' } }]);
    await waitUntil(() => form.root.querySelector('[part="combobox-trigger"]')?.textContent?.includes('GBP'), 'USD was shown');
    await form.cont();
    await form.waitForNext();
    expect(form.sent()).to.deep.equal({ currency: 'GBP', amount: '5' });
  });
});

describe('<fin-form> country and currency buttons', function () {
  this.timeout(60000);
  it('an empty one prompts: the item placeholder, else "Choose a country" / "Choose a currency"', async () => {
    const form = await mount([
      { id: 'country', type: 'COUNTRY_SELECTION', title: 'Country you pay from', required: true },
      { id: 'merchant', type: 'COUNTRY_SELECTION', title: 'Merchant country', placeholder: 'Where is the shop?' },
      { id: 'currency', type: 'CURRENCY_SELECTION', title: 'Currency', currencies: twelve },
    ]);
    await waitUntil(() => form.root.querySelectorAll('[part="combobox-trigger"]').length === 3, 'no buttons');
    const shown = [...form.root.querySelectorAll('[part="combobox-trigger"] .fin-combobox__value')].map((value) => value.textContent);
    expect(shown).to.deep.equal(['Choose a country', 'Where is the shop?', 'Choose a currency']);
    await form.axe();
  });
});

describe('<fin-form> phone code picker', function () {
  this.timeout(60000);
  const countries = [
    { dialCode: '+44', countryCode: 'GB', description: 'United Kingdom' },
    { dialCode: '+353', countryCode: 'IE' },
    { dialCode: '+971', countryCode: 'AE' },
    { dialCode: '+1', countryCode: 'US' },
    { dialCode: '+1', countryCode: 'CA' },
    ...['FR', 'DE', 'ES', 'IT', 'NL', 'BE', 'PT'].map((countryCode, index) => ({ dialCode: `+${30 + index}`, countryCode })),
  ];

  it('shows +44 by default; searches dial code or country name; Escape keeps the code; Enter picks; validation unchanged', async () => {
    const form = await mount([{ id: 'p', type: 'PHONE_INPUT', title: 'Phone', required: true, phoneCountries: countries }]);
    const trigger = await waitUntil(() => form.root.querySelector('[part="combobox-trigger"]'), 'no dial code button').then(() => form.root.querySelector<HTMLButtonElement>('[part="combobox-trigger"]')!);
    expect(trigger.textContent).to.equal('+44');
    trigger.click();
    await waitUntil(() => form.root.activeElement?.getAttribute('role') === 'combobox', 'no search box over 10 dial codes');
    expect(form.options()[1]!.textContent).to.contain('Ireland').and.contain('+353');
    await form.axe();
    await sendKeys({ type: 'canada' });
    await waitUntil(() => form.options().length === 1, 'name search did not narrow');
    await sendKeys({ press: 'Escape' });
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !form.root.querySelector('[role="listbox"]'), 'Escape did not close');
    expect(trigger.textContent).to.equal('+44');
    trigger.click();
    await waitUntil(() => form.root.activeElement?.getAttribute('role') === 'combobox');
    await sendKeys({ type: '+97' });
    await waitUntil(() => form.options().length === 1 && form.options()[0]!.textContent!.includes('United Arab Emirates'), 'dial code search did not narrow');
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => trigger.textContent === '+971');
    const number = form.root.querySelector<HTMLInputElement>('.item input:not([role])')!;
    number.focus();
    await sendKeys({ type: '1234' });
    await form.cont();
    await waitUntil(() => form.errors() === 'Enter a phone number of 5 to 11 digits');
    number.focus();
    await sendKeys({ press: 'End' });
    await sendKeys({ type: '5' });
    await form.cont();
    await form.waitForNext();
    expect(form.sent()).to.deep.equal({ code: '+971', number: '12345' });
  });
});
