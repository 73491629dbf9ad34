/**
 * Money in the element's locale and the phone number as people paste it (issue 36): the amount is
 * read with the locale's decimal and group separators (Intl.NumberFormat#formatToParts) and always
 * sent dot-decimal; the phone keeps the chosen country beside its dial code, and a pasted
 * international number sets both the code and the number.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { mountForm, PICKER_ATTRIBUTES, waitUntil } from '../support/mount-form';
import type { Json } from '../support/mount-form';

afterEach(() => document.body.replaceChildren());

async function mount(items: Json[], locale: string) {
  const form = await mountForm(items, { attributes: { ...PICKER_ATTRIBUTES, locale } });
  const input = (selector = '.item input[inputmode]') => form.root.querySelector<HTMLInputElement>(selector)!;
  return {
    ...form,
    input,
    async type(text: string, selector?: string) {
      const field = input(selector);
      field.focus();
      field.select();
      await sendKeys({ press: 'Backspace' });
      await sendKeys({ type: text });
    },
    /** Pastes text into a field, as the browser's paste does (the clipboard's text/plain). */
    paste(text: string, selector?: string) {
      const data = new DataTransfer();
      data.setData('text/plain', text);
      const field = input(selector);
      field.focus();
      field.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true, composed: true }));
    },
  };
}

const money = (currency = 'EUR') => ({ id: 'm', type: 'MONEY_INPUT', title: 'Amount', currencies: ['EUR', 'JPY', 'GBP'], value: { currency, amount: '' } });

describe('<fin-form> MONEY_INPUT in the element\'s locale', () => {
  const cases: [string, string, string, string, string][] = [
    ['de-DE: a comma is the decimal separator', 'de-DE', 'EUR', '12,50', '12.50'],
    ['de-DE: dots group thousands', 'de-DE', 'EUR', '1.234,56', '1234.56'],
    ['de-DE: cut to the fraction digits', 'de-DE', 'EUR', '7,999', '7.99'],
    ['de-DE: a currency without fraction digits', 'de-DE', 'JPY', '1.234', '1234'],
    ['fr-FR: a comma decimal, spaces group', 'fr-FR', 'EUR', '1 234,5', '1234.5'],
    ['fr-FR: a dot, which the locale does not group with, is a decimal too', 'fr-FR', 'EUR', '12.50', '12.50'],
    ['en-GB: commas group, the dot is the decimal', 'en-GB', 'GBP', '1,234.56', '1234.56'],
  ];
  for (const [name, locale, currency, typed, sent] of cases) {
    it(`${name}: '${typed}' is sent as '${sent}'`, async () => {
      const form = await mount([money(currency)], locale);
      await form.type(typed);
      await form.cont();
      await form.waitForNext();
      expect(form.sent()).to.deep.equal({ currency, amount: sent });
    });
  }

  it('en-GB JPY: \'999.99\' typed key by key is sent as 999 (the decimals cut, never appended), shown as 999 on blur', async () => {
    const form = await mount([money('JPY')], 'en-GB');
    await form.type('999.99');
    expect(form.input().value).to.equal('999.');
    form.input().blur();
    await waitUntil(() => form.input().value === '999', `the field shows ${form.input().value}`);
    await form.cont();
    await form.waitForNext();
    expect(form.sent()).to.deep.equal({ currency: 'JPY', amount: '999' });
  });

  it('de-DE EUR: \'12.50\' is 12,50 (a lone dot with two digits is the decimal), shown as 12,50 on blur', async () => {
    const form = await mount([money('EUR')], 'de-DE');
    await form.type('12.50');
    form.input().blur();
    await waitUntil(() => form.input().value === '12,50', `the field shows ${form.input().value}`);
    await form.cont();
    await form.waitForNext();
    expect(form.sent()).to.deep.equal({ currency: 'EUR', amount: '12.50' });
  });

  it('de-DE: on blur the amount shows in the locale\'s format, grouping included', async () => {
    const form = await mount([money('EUR')], 'de-DE');
    await form.type('1234,5');
    form.input().blur();
    await waitUntil(() => form.input().value === '1.234,5', `the field shows ${form.input().value}`);
    await form.cont();
    await form.waitForNext();
    expect(form.sent()).to.deep.equal({ currency: 'EUR', amount: '1234.5' });
  });

  it('de-DE: the field shows the amount with the locale\'s separator, also one the server sent', async () => {
    const form = await mount([{ ...money(), value: { currency: 'EUR', amount: '12.5' } }], 'de-DE');
    expect(form.input().value).to.equal('12,5');
    expect(form.input().placeholder).to.equal('0,00');
    await form.type('3,75');
    expect(form.input().value).to.equal('3,75');
    // A digit past the currency's fraction digits is not shown, as it is not sent.
    await form.type('3,759');
    expect(form.input().value).to.equal('3,75');
  });
});

const phone = (extra: Json = {}) => ({
  id: 'p',
  type: 'PHONE_INPUT',
  title: 'Phone',
  phoneCountries: [
    { dialCode: '+1', countryCode: 'US' },
    { dialCode: '+1', countryCode: 'CA' },
    { dialCode: '+44', countryCode: 'GB' },
    { dialCode: '+353', countryCode: 'IE' },
  ],
  ...extra,
});

const trigger = (root: ShadowRoot) => root.querySelector<HTMLButtonElement>('[part="combobox-trigger"]');
/** The trigger's country, from its flag: the image's file, or the code that stands in for a flag that did not load. */
const flagOf = (root: ShadowRoot): string => {
  const flag = trigger(root)?.querySelector<HTMLElement>('[part="flag"]');
  return (flag?.getAttribute('src')?.match(/\/(\w+)\.svg$/)?.[1] ?? flag?.dataset['code'] ?? '').toLowerCase();
};

/** A phone item in en-GB, once its dial code picker shows `code`. */
async function mountPhone(code: string, extra: Json = {}) {
  const form = await mount([phone(extra)], 'en-GB');
  await waitUntil(() => trigger(form.root)?.textContent === code, 'the dial code picker did not show', { timeout: 8000 });
  return form;
}

describe('<fin-form> PHONE_INPUT keeps the country and reads a pasted number', function () {
  // The dial code picker is a lazy chunk: slow on a loaded machine.
  this.timeout(20000);
  it('choosing Canada (+1) shows Canada\'s flag, after a reload of the value too; the wire value stays {code, number}', async () => {
    const form = await mountPhone('+44');
    trigger(form.root)!.click();
    await waitUntil(() => form.options().length > 0, 'the dial codes did not open');
    form.options().find((option) => option.textContent?.includes('Canada'))!.click();
    await waitUntil(() => flagOf(form.root) === 'ca', `the flag is ${flagOf(form.root)}`);
    expect(trigger(form.root)!.textContent).to.equal('+1');
    await form.type('4165550123', 'input[type=tel]');
    await form.cont();
    await form.waitForNext();
    expect(form.sent()).to.deep.equal({ code: '+1', number: '4165550123' });
  });

  it('a saved value with its country shows that country', async () => {
    const form = await mount([phone({ value: { code: '+1', number: '4165550123', country: 'CA' } })], 'en-GB');
    await waitUntil(() => flagOf(form.root) === 'ca', `the flag is ${flagOf(form.root)}`, { timeout: 8000 });
  });

  it('pasting \'+44 7946 095812\' sets code +44 and number 7946095812', async () => {
    const form = await mountPhone('+1', { value: { code: '+1', number: '' } });
    form.paste('+44 7946 095812', 'input[type=tel]');
    await waitUntil(() => trigger(form.root)?.textContent === '+44', `the code is ${trigger(form.root)?.textContent}`);
    expect(form.input('input[type=tel]').value).to.equal('7946095812');
    await form.cont();
    await form.waitForNext();
    expect(form.sent()).to.deep.equal({ code: '+44', number: '7946095812' });
  });

  it('pasting \'+44 (0)20 7946 0958\' drops the trunk (0): +44 2079460958', async () => {
    const form = await mountPhone('+1', { value: { code: '+1', number: '' } });
    form.paste('+44 (0)20 7946 0958', 'input[type=tel]');
    await waitUntil(() => trigger(form.root)?.textContent === '+44', `the code is ${trigger(form.root)?.textContent}`);
    expect(form.input('input[type=tel]').value).to.equal('2079460958');
    await form.cont();
    await form.waitForNext();
    expect(form.sent()).to.deep.equal({ code: '+44', number: '2079460958' });
  });

  it('typing \'+44 20 7946 0958\' sets +44 and keeps 44 out of the number', async () => {
    const form = await mountPhone('+1', { value: { code: '+1', number: '' } });
    await form.type('+44 20 7946 0958', 'input[type=tel]');
    await waitUntil(() => trigger(form.root)?.textContent === '+44', `the code is ${trigger(form.root)?.textContent}`);
    expect(form.input('input[type=tel]').value).to.equal('2079460958');
    await form.cont();
    await form.waitForNext();
    expect(form.sent()).to.deep.equal({ code: '+44', number: '2079460958' });
  });

  it('with Canada selected, a pasted or typed \'+1 …\' keeps Canada', async () => {
    const form = await mount([phone({ value: { code: '+1', number: '', country: 'CA' } })], 'en-GB');
    await waitUntil(() => flagOf(form.root) === 'ca', `the flag is ${flagOf(form.root)}`, { timeout: 8000 });
    form.paste('+1 416 555 0123', 'input[type=tel]');
    await waitUntil(() => form.input('input[type=tel]').value === '4165550123', `the number is ${form.input('input[type=tel]').value}`);
    expect(flagOf(form.root)).to.equal('ca');
    await form.type('+1 613 555 0199', 'input[type=tel]');
    await waitUntil(() => form.input('input[type=tel]').value === '6135550199', `the number is ${form.input('input[type=tel]').value}`);
    expect(flagOf(form.root)).to.equal('ca');
    await form.cont();
    await form.waitForNext();
    expect(form.sent()).to.deep.equal({ code: '+1', number: '6135550199' });
  });

  it('a pasted national number drops its spaces, dashes and brackets before the 5–11 digit rule, however long the text', async () => {
    const form = await mountPhone('+44');
    form.paste(' (020)  7946 - 0958 ', 'input[type=tel]');
    await waitUntil(() => form.input('input[type=tel]').value === '02079460958', `the number is ${form.input('input[type=tel]').value}`);
    await form.cont();
    await form.waitForNext();
    expect(form.sent()).to.deep.equal({ code: '+44', number: '02079460958' });
  });

  it('a pasted number whose country code is not offered is refused with a message, the field unchanged', async () => {
    const form = await mountPhone('+44');
    form.paste('+33 1 23 45 67 89', 'input[type=tel]');
    await waitUntil(() => form.root.querySelector('.phone-paste-error')?.textContent !== undefined, 'no message');
    expect(form.root.querySelector('.phone-paste-error')!.textContent).to.equal('+33 is not a country code you can choose here. Choose the country, then enter the number without its code.');
    expect(form.root.querySelector('.phone-paste-error')!.getAttribute('role')).to.equal('alert');
    expect(form.input('input[type=tel]').value).to.equal('');
  });
});
