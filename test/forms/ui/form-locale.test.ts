/**
 * §7 getCurrentLocale(): a supplied adapter's locale is the form's when neither the locale
 * attribute nor the loader's configuration gives one (before the language cookie and en-GB).
 */
import { expect } from '@open-wc/testing';
import { mountForm, waitUntil } from '../support/mount-form';

afterEach(() => document.body.replaceChildren());

const money = { id: 'm', type: 'MONEY_INPUT', title: 'Amount', currencies: ['EUR'], value: { currency: 'EUR', amount: '12.5' } };
const amountField = (root: ShadowRoot) => root.querySelector<HTMLInputElement>('.item input[inputmode="decimal"]');

describe('<fin-form> §7 getCurrentLocale', () => {
  it('the adapter\'s locale is used when no locale is set: amounts read and show in it', async () => {
    const form = await mountForm([money], { adapter: { getCurrentLocale: () => 'de-DE' } });
    expect(amountField(form.root)!.value).to.equal('12,5');
  });

  it('a promise of a locale is waited for', async () => {
    const form = await mountForm([money], { adapter: { getCurrentLocale: () => new Promise((resolve) => setTimeout(() => resolve('fr_FR'), 50)) } });
    await waitUntil(() => amountField(form.root)?.value === '12,5', `the amount reads ${amountField(form.root)?.value}`);
  });

  it('the locale attribute wins over the adapter', async () => {
    let asked = 0;
    const form = await mountForm([money], { attributes: { 'widget-mode': '', locale: 'en-GB' }, adapter: { getCurrentLocale: () => (asked++, 'de-DE') } });
    expect(amountField(form.root)!.value).to.equal('12.5');
    expect(asked).to.equal(0);
  });

  it('an answer that is not a locale, or a failure, keeps the default with a warning', async () => {
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args.map(String).join(' '));
    try {
      const form = await mountForm([money], { adapter: { getCurrentLocale: () => 'klingon' } });
      expect(amountField(form.root)!.value).to.equal('12.5');
      expect(warnings.some((line) => line.includes('getCurrentLocale') && line.includes('klingon'))).to.equal(true);
    } finally {
      console.warn = warn;
    }
  });
});
