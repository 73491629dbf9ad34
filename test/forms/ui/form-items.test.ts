/**
 * <fin-form> in Chromium, one test per item type: type, see the error appear only after
 * submit, fix it, continue. Flows come through the supplied adapter (no network).
 */
import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { FormAdapter } from '../../../src/forms/core/host';
import { setUsageSink } from '../../../src/shared/usage';
import type { UsageEvent } from '../../../src/shared/usage';
import { mountForm } from '../support/mount-form';
import type { Json } from '../support/mount-form';

interface Mounted extends Awaited<ReturnType<typeof mountForm>> {
  error(): string;
  type(selector: string, text: string): Promise<void>;
  click(selector: string, index?: number): void;
}

async function mount(items: Json[], adapter: Partial<FormAdapter> = {}): Promise<Mounted> {
  const form = await mountForm(items, { adapter });
  const { root } = form;
  return {
    ...form,
    error: form.errors,
    async type(selector, text) {
      const input = root.querySelector<HTMLInputElement>(selector)!;
      input.focus();
      input.select();
      await sendKeys({ press: 'Backspace' });
      await sendKeys({ type: text });
    },
    click(selector, index = 0) {
      root.querySelectorAll<HTMLElement>(selector)[index]!.click();
    },
  };
}

afterEach(() => document.body.replaceChildren());

async function typeFixContinue(item: Json, bad: string, expectedError: string, good: string, selector = '.item input') {
  const form = await mount([item]);
  await form.type(selector, bad);
  expect(form.error()).to.equal('');
  await form.cont();
  await waitUntil(() => form.error() !== '', 'no error after submit');
  expect(form.error()).to.equal(expectedError);
  expect(form.submits).to.have.length(0);
  await form.type(selector, good);
  await waitUntil(() => form.error() === '');
  await form.cont();
  await form.waitForNext();
  return form;
}

describe('<fin-form> typed inputs: error only after submit, fix, continue', () => {
  it('TEXT_INPUT: pattern message', async () => {
    const form = await typeFixContinue(
      { id: 'n', type: 'TEXT_INPUT', title: 'Name', required: true, validations: [{ type: 'TEXT', pattern: '^[A-Za-z ]+$', message: 'Letters only' }] },
      'Ada 1', 'Letters only', 'Ada',
    );
    expect(((form.submits[0]!.views as Json[])[0]!.items as Json[])[0]!.value).to.equal('Ada');
  });

  it('TEXT: UPPERCASE and a mask', async () => {
    const form = await typeFixContinue({ id: 'r', type: 'TEXT', title: 'Reference', textTransformation: 'UPPERCASE', mask: 'AAA-0000' }, 'ref12', 'Invalid value', 'ref1234');
    expect(((form.submits[0]!.views as Json[])[0]!.items as Json[])[0]!.value).to.equal('REF-1234');
  });

  it('TEXT multiline: a textarea of at most 6 rows', async () => {
    const form = await mount([{ id: 's', type: 'TEXT_INPUT', title: 'Story', shape: { linesCount: 9 } }]);
    expect(form.root.querySelector('textarea')!.rows).to.equal(6);
  });

  it('CARD_INPUT: Luhn, 4 groups of 4, placeholder', async () => {
    const form = await mount([{ id: 'c', type: 'CARD_INPUT', title: 'Card' }]);
    expect(form.root.querySelector('input')!.placeholder).to.equal('#### #### #### ####');
    await form.type('input', '4242x4242424242424');
    expect(form.root.querySelector('input')!.value).to.equal('4242 4242 4242 4242');
    await form.type('input', '4242424242424241');
    await form.cont();
    await waitUntil(() => form.error() === 'Enter a valid 16-digit card number');
    await form.type('input', '4242424242424242');
    await form.cont();
    await form.waitForNext();
  });

  it('TIME_INPUT: 24 h hh:mm, cut at 5 characters', async () => {
    const form = await typeFixContinue({ id: 't', type: 'TIME_INPUT', title: 'Time' }, '2460', 'Enter a time as hh:mm, from 00:00 to 23:59', '23591');
    expect(((form.submits[0]!.views as Json[])[0]!.items as Json[])[0]!.value).to.equal('23:59');
  });

  it('DATE_INPUT: required ISO date', async () => {
    const form = await mount([{ id: 'd', type: 'DATE_INPUT', title: 'Date', required: true }]);
    expect(form.primary()!.getAttribute('aria-disabled')).to.equal('true');
    const input = form.root.querySelector<HTMLInputElement>('input[type="date"]')!;
    input.focus();
    await sendKeys({ type: '02' });
    await sendKeys({ type: '29' });
    await sendKeys({ type: '2024' });
    await waitUntil(() => form.primary()!.getAttribute('aria-disabled') === null, 'the date did not enable Continue');
    await form.cont();
    await form.waitForNext();
    expect(((form.submits[0]!.views as Json[])[0]!.items as Json[])[0]!.value).to.equal('2024-02-29');
  });

  it('MONEY_INPUT: numeric, digits and dot only, cut to the fraction digits', async () => {
    const form = await typeFixContinue({ id: 'm', type: 'MONEY_INPUT', title: 'Amount', currencies: ['GBP', 'JPY'], value: { currency: 'GBP', amount: '' } }, '.', 'Invalid value', '£12.345');
    expect(((form.submits[0]!.views as Json[])[0]!.items as Json[])[0]!.value).to.deep.equal({ currency: 'GBP', amount: '12.34' });
  });

  it('MONEY_INPUT: no currency options says so at once (issue 13 §3), and a required one cannot be sent', async () => {
    const form = await mount([{ id: 'm', type: 'MONEY_INPUT', title: 'Amount', required: true }]);
    expect(form.error()).to.equal('Currency options not found');
    expect(form.root.querySelector<HTMLInputElement>('.item input')!.disabled).to.equal(true);
    await form.cont();
    expect(form.submits).to.have.length(0);
  });

  it('PHONE_INPUT: default +44, 5 to 11 digits', async () => {
    const form = await mount([{ id: 'p', type: 'PHONE_INPUT', title: 'Phone' }]);
    await waitUntil(() => form.root.querySelector('[part="combobox-trigger"]')?.textContent === '+44', 'the dial code picker did not show +44', { timeout: 8000 });
    await form.type('input', '1234');
    await form.cont();
    await waitUntil(() => form.error() === 'Enter a phone number of 5 to 11 digits');
    await form.type('input', '07946 0958');
    await form.cont();
    await form.waitForNext();
    expect(((form.submits[0]!.views as Json[])[0]!.items as Json[])[0]!.value).to.deep.equal({ code: '+44', number: '079460958' });
  });

  it('YES_NO_INPUT: a required lone yes/no hides Continue and advances on pick', async () => {
    const form = await mount([{ id: 'y', type: 'YES_NO_INPUT', title: 'Solved?', required: true }]);
    expect(form.primary()).to.equal(null);
    form.click('button[aria-pressed]', 1);
    await form.waitForNext();
    expect(((form.submits[0]!.views as Json[])[0]!.items as Json[])[0]!.value).to.equal(false);
  });

  it('STAR_RATING_INPUT: 5 numbered stars, re-selecting toggles off, default labels', async () => {
    const form = await mount([{ id: 's', type: 'STAR_RATING_INPUT', title: 'Rate', required: true }]);
    const stars = () => [...form.root.querySelectorAll<HTMLButtonElement>('.star')];
    expect(stars().map((star) => star.textContent)).to.deep.equal(['1', '2', '3', '4', '5']);
    expect(form.root.querySelector('.stars__labels')!.textContent).to.equal('Not at all likelyExtremely likely');
    stars()[2]!.click();
    await waitUntil(() => stars()[2]!.getAttribute('aria-pressed') === 'true');
    stars()[2]!.click();
    await waitUntil(() => stars()[2]!.getAttribute('aria-pressed') === 'false');
    expect(form.primary()!.getAttribute('aria-disabled')).to.equal('true');
    stars()[3]!.click();
    await waitUntil(() => form.primary()!.getAttribute('aria-disabled') === null);
    await form.cont();
    await form.waitForNext();
  });

  it('SINGLE_SELECTION: custom option text must not be empty', async () => {
    const form = await mount([{ id: 's', type: 'SINGLE_SELECTION', title: 'Reason', required: true, options: [{ id: 'a', title: 'A' }], customOption: { id: 'o', hint: 'Say more' } }]);
    form.click('input[type="radio"]', 1);
    await waitUntil(() => form.root.querySelector('.custom-text'));
    await form.type('.custom-text', ' ');
    await form.cont();
    await waitUntil(() => form.error() === "Describe your answer for 'Other'");
    await form.type('.custom-text', 'Mine');
    await form.cont();
    await form.waitForNext();
    expect(((form.submits[0]!.views as Json[])[0]!.items as Json[])[0]!.value).to.deep.equal({ optionId: 'o', customOption: 'Mine' });
  });

  for (const style of ['CELL', 'CONTINUE_BUTTON']) {
    it(`SINGLE_SELECTION (${style}): the custom 'Other' option is kept; choosing it asks for the text and shows Continue, typing does not advance`, async () => {
      const form = await mount([{ id: 's', type: 'SINGLE_SELECTION', style, title: 'Reason', required: true, options: [{ id: 'a', title: 'A' }], customOption: { id: 'o', hint: 'Say more' } }]);
      expect(form.primary(), 'a lone advancing choice hides Continue').to.equal(null);
      const other = [...form.root.querySelectorAll<HTMLButtonElement>('[part="choice"]')].find((button) => button.textContent?.trim() === 'Other');
      expect(other, "no 'Other' choice").to.not.equal(undefined);
      other!.click();
      await waitUntil(() => form.root.querySelector('.custom-text'), 'no text for Other');
      expect(other!.getAttribute('aria-pressed')).to.equal('true');
      await waitUntil(() => form.primary(), 'no Continue with Other chosen');
      await form.type('.custom-text', 'Mine');
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(form.submits, 'typing advanced').to.have.length(0);
      await form.cont();
      await form.waitForNext();
      expect(form.sent()).to.deep.equal({ optionId: 'o', customOption: 'Mine' });
    });
  }

  it('SINGLE_SELECTION (CELL): with Other chosen, a pick of a listed option still advances at once', async () => {
    const form = await mount([{ id: 's', type: 'SINGLE_SELECTION', style: 'CELL', title: 'Reason', required: true, options: [{ id: 'a', title: 'A' }], customOption: { id: 'o' } }]);
    const choice = (name: string) => [...form.root.querySelectorAll<HTMLButtonElement>('[part="choice"]')].find((button) => button.textContent?.trim() === name)!;
    choice('Other').click();
    await waitUntil(() => form.primary(), 'no Continue with Other chosen');
    choice('A').click();
    await form.waitForNext();
    expect(form.sent()).to.deep.equal({ optionId: 'a' });
  });

  const numbered = (count: number) => Array.from({ length: count }, (_, index) => ({ id: `o${index}`, title: `Option ${index}` }));

  it('SINGLE_SELECTION and MULTI_SELECTION: exactly 10 options show no search box, 11 do (§5)', async () => {
    for (const type of ['SINGLE_SELECTION', 'MULTI_SELECTION']) {
      const ten = await mount([{ id: 's', type, title: 'Pick', options: numbered(10) }]);
      expect(ten.root.querySelectorAll('.choice').length, type).to.equal(10);
      // Counts, not nodes: chai would walk a node's React internals to print a failure.
      expect(ten.root.querySelectorAll('input[type="search"]').length, `${type} with 10 options`).to.equal(0);
      document.body.replaceChildren();
      const eleven = await mount([{ id: 's', type, title: 'Pick', options: numbered(11) }]);
      expect(eleven.root.querySelectorAll('input[type="search"]').length, `${type} with 11 options`).to.equal(1);
      document.body.replaceChildren();
    }
  });

  it('SINGLE_SELECTION: the option search filters once typing pauses for 300 ms, not on each key (§5)', async () => {
    const form = await mount([{ id: 's', type: 'SINGLE_SELECTION', title: 'Pick', options: numbered(11) }]);
    const shown = () => form.root.querySelectorAll('.choice').length;
    const counts = new Set<number>();
    const observer = new MutationObserver(() => counts.add(shown()));
    observer.observe(form.root, { childList: true, subtree: true });
    await form.type('input[type="search"]', 'Option 1');
    const typed = performance.now();
    expect(form.root.querySelector<HTMLInputElement>('input[type="search"]')!.value).to.equal('Option 1');
    expect(shown(), 'filtered before the debounce').to.equal(11);
    await waitUntil(() => shown() === 2, 'search did not filter');
    observer.disconnect();
    // The key round trip of sendKeys is counted before `typed`: allow it some of the 300 ms.
    expect(performance.now() - typed).to.be.greaterThan(150);
    // 'O', 'Op', … 'Option ' each match all 11: only 'Option 1' changes the list, once.
    expect([...counts].filter((count) => count !== 11)).to.deep.equal([2]);
  });

  it('MULTI_SELECTION: a settled option search is one tracker search with the query length, never its text (§1)', async () => {
    const reported: UsageEvent[] = [];
    setUsageSink((event) => void reported.push(event));
    const form = await mount([{ id: 'm', type: 'MULTI_SELECTION', title: 'Pick', options: numbered(11) }]);
    await form.type('input[type="search"]', 'Option 1');
    await waitUntil(() => form.root.querySelectorAll('.choice').length === 2, 'search did not filter');
    await new Promise((resolve) => window.setTimeout(resolve, 400));
    const searches = () => reported.filter((event) => event.action === 'search');
    expect(searches()).to.have.length(1);
    expect(searches()[0]).to.deep.include({ screen: 'v1', action: 'search', section: 'm' });
    expect(searches()[0]!.context).to.deep.include({ itemId: 'm', queryLength: 8 });
    expect(JSON.stringify(reported)).to.not.include('Option');
    // Enter on the same query settles nothing new.
    await sendKeys({ press: 'Enter' });
    await new Promise((resolve) => window.setTimeout(resolve, 350));
    expect(searches()).to.have.length(1);
    await sendKeys({ type: '0' });
    await waitUntil(() => searches().length === 2, 'the next settled query was not reported');
    expect(searches()[1]!.context).to.deep.include({ queryLength: 9 });
  });

  it('MULTI_SELECTION: none apply is exclusive; custom text needs content', async () => {
    const form = await mount([{ id: 'm', type: 'MULTI_SELECTION', title: 'Tried', required: true, options: [{ id: 'a', title: 'A' }, { id: 'b', title: 'B' }], customOption: { id: 'o' }, noneApplyOption: { id: 'n' } }]);
    const boxes = () => [...form.root.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
    expect(form.root.textContent).to.include('None of the above');
    boxes()[0]!.click();
    await waitUntil(() => boxes()[0]!.checked);
    boxes()[3]!.click();
    await waitUntil(() => boxes()[3]!.checked && !boxes()[0]!.checked, 'none apply did not deselect the others');
    boxes()[2]!.click();
    await waitUntil(() => boxes()[2]!.checked && !boxes()[3]!.checked, 'an option did not deselect none apply');
    await form.cont();
    await waitUntil(() => form.error() === "Describe your answer for 'Other'");
    await form.type('.custom-text', 'Called them');
    await form.cont();
    await form.waitForNext();
  });

  it('EDITABLE_LIST: every required entry needs a value', async () => {
    const form = await mount([{ id: 'e', type: 'EDITABLE_LIST', title: 'Details', required: true, items: [{ id: 'email', title: 'Email', required: true }, { id: 'company', title: 'Company' }] }]);
    await form.type('input[aria-label="Company"]', 'Acme');
    await form.cont();
    await waitUntil(() => form.error() === 'Email is required', `error: ${form.error()}`);
    await form.type('input[aria-label="Email"]', 'ada@acme.io');
    await form.cont();
    await form.waitForNext();
  });

  it('SINGLE_CHOICE_TEXT_INPUT (legacy): custom text needs content', async () => {
    const form = await mount([{ id: 'l', type: 'SINGLE_CHOICE_TEXT_INPUT', title: 'Follow up', options: [{ id: 'a', title: 'Email', required: true }], customOption: { id: 'o' } }]);
    form.click('input[type="radio"]', 1);
    await waitUntil(() => form.root.querySelector('.custom-text'));
    await form.cont();
    await waitUntil(() => form.error() === "Describe your answer for 'Other'");
    await form.type('.custom-text', 'By post');
    await form.cont();
    await form.waitForNext();
  });

  it('MULTI_CHOICE (legacy): a required choice must be selected', async () => {
    const form = await mount([{ id: 'l', type: 'MULTI_CHOICE', title: 'Topics', options: [{ id: 'a', title: 'Cards', required: true }, { id: 'b', title: 'Fees', required: true }] }]);
    expect(form.primary()!.getAttribute('aria-disabled')).to.equal('true');
    form.click('input[type="checkbox"]', 1);
    await waitUntil(() => form.primary()!.getAttribute('aria-disabled') === null);
    await form.cont();
    await form.waitForNext();
  });

  it('SINGLE_CHOICE (legacy, required, no custom text): advances on pick', async () => {
    const form = await mount([{ id: 'l', type: 'SINGLE_CHOICE', title: 'Keep open?', required: true, options: [{ id: 'y', title: 'Yes', required: true }, { id: 'n', title: 'No', required: true }] }]);
    expect(form.primary()).to.equal(null);
    form.click('input[type="radio"]', 0);
    await form.waitForNext();
  });

  it('EXTERNAL validation: the server message, else "Invalid value"', async () => {
    const validate = async ({ value }: { value: string }) => (value === 'REF-0000' ? { isValid: true } : value === 'X' ? { isValid: false } : { isValid: false, message: 'Unknown reference' });
    const form = await mount([{ id: 'r', type: 'TEXT_INPUT', title: 'Reference', validations: [{ type: 'EXTERNAL' }] }], { validate });
    await form.type('input', 'X');
    await form.cont();
    await waitUntil(() => form.error() === 'Invalid value');
    await form.type('input', 'REF-9');
    await form.cont();
    await waitUntil(() => form.error() === 'Unknown reference');
    await form.type('input', 'REF-0000');
    await form.cont();
    await form.waitForNext();
  });
});

describe('<fin-form> display items and unknown types', () => {
  it('renders every display type, and keeps an unknown type (warned, rendered as nothing, sent back)', async () => {
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(String(args[0]));
    try {
      const form = await mount([
        { id: 't', type: 'TEXT', style: 'DISPLAY', title: 'Case D-1', html: '<p>Hello <strong>there</strong><script>x</script></p>' },
        { id: 'i', type: 'IMAGE', title: 'Picture', url: '/docs/elements/fin-form.png' },
        { id: 'l', type: 'LIST', title: 'Docs', items: [{ id: 'a', title: 'Receipt.pdf' }] },
        { id: 'ti', type: 'TABLE_ITEM', title: 'Amount', text: '£10.00' },
        { id: 'tc', type: 'TRANSACTION_CELL', transaction: { id: 'x', description: 'Coffee Ltd', amount: { amount: -3.2, currency: 'GBP' } } },
        { id: 'cc', type: 'CARD_CELL', card: { id: 'c', title: 'Debit •• 1234' } },
        { id: 'ec', type: 'ENTITY_CELL', entity: { id: 'e', title: 'Acme Ltd' } },
        { id: 'wp', type: 'WIDGET_PROGRESSION', steps: [{ title: 'Received', lineStyle: 'SOLID' }, { title: 'Decision', lineStyle: 'DASHED' }] },
        { id: 'el', type: 'ENTITIES_LIST', items: [{ id: 'p', title: 'Ada Lovelace' }] },
        { id: 'u', type: 'HOLOGRAM_INPUT', title: 'Hologram', extra: { keep: true } },
      ]);
      const text = form.root.querySelector('.items')!.textContent!;
      for (const expected of ['Case D-1', 'Hello there', 'Receipt.pdf', 'Amount£10.00', 'Coffee Ltd', '-£3.20', 'Debit •• 1234', 'Acme Ltd', 'Received', 'Decision', 'Ada Lovelace']) {
        expect(text).to.include(expected);
      }
      expect(form.root.querySelector('.items script')).to.equal(null);
      const steps = [...form.root.querySelectorAll('[data-type="WIDGET_PROGRESSION"] .fin-timeline__step')].map((step) => step.className);
      expect(steps.map((name) => /--(done|current|pending)\b/.exec(name)?.[1])).to.deep.equal(['done', 'current']);
      expect(form.root.querySelector('img.image-item')!.getAttribute('alt')).to.equal('Picture');
      expect(form.root.querySelector('[data-type="HOLOGRAM_INPUT"]')).to.equal(null);
      expect(warnings.some((warning) => warning.includes('HOLOGRAM_INPUT'))).to.equal(true);
      await form.cont();
      await form.waitForNext();
      const sent = ((form.submits[0]!.views as Json[])[0]!.items as Json[]).find((item) => item.id === 'u');
      expect(sent).to.deep.equal({ id: 'u', type: 'HOLOGRAM_INPUT', title: 'Hologram', extra: { keep: true } });
    } finally {
      console.warn = warn;
    }
  });
});
