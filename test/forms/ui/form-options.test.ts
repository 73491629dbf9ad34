/**
 * Option icons, flags, assets and labels on SINGLE/MULTI selection and LIST rows (§3 Option,
 * List item), and item actions (§3 Common item fields, docs/forms-wire.md), in Chromium: what
 * shows, what a pick of an action sends, and axe.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { PICKER_ATTRIBUTES, mountForm, waitUntil } from '../support/mount-form';
import type { Json } from '../support/mount-form';
import type { FormAdapter } from '../../../src/forms/core/host';

// The test server's asset host: its Irish flag loads (a flag that does not is replaced: form-images.test.ts).
const FLAG_HOST = `${location.origin}/flag-host`;
const mount = (items: Json[], adapter: Partial<FormAdapter> = {}) => mountForm(items, { adapter, attributes: { ...PICKER_ATTRIBUTES, 'asset-base': FLAG_HOST } });

const options = [
  { id: 'bank', title: 'Bank transfer', icon: { name: 'bank' }, labels: [{ title: 'Free', icon: { url: 'https://assets.example/free.png' } }] },
  { id: 'ie', title: 'Irish account', icon: { countryCode: 'IE' } },
  { id: 'card', title: 'Card', assetUrl: 'https://assets.example/card.png', labels: [{ title: 'Popular' }, { title: '1% fee' }] },
  { id: 'cash', title: 'Cash' },
];

/** What each choice shows before its text: 'icon', the image's src, or '' for none. */
const media = (root: ShadowRoot) =>
  [...root.querySelectorAll('[part~="choice"]')].map((choice) => {
    const box = choice.querySelector('.option-media');
    if (!box) return '';
    return box.querySelector('img')?.getAttribute('src') ?? (box.querySelector('svg') ? 'icon' : '?');
  });

afterEach(() => document.body.replaceChildren());

describe('<fin-form> option pictures and labels', function () {
  this.timeout(60000);

  for (const style of [undefined, 'CELL', 'CONTINUE_BUTTON']) {
    it(`SINGLE_SELECTION${style ? ` (${style})` : ''}: the icon, else the flag, else the asset; labels with their icons`, async () => {
      const form = await mount([{ id: 'how', type: 'SINGLE_SELECTION', title: 'How', required: true, style, options }]);
      await waitUntil(() => form.root.querySelectorAll('[part~="choice"]').length === 4, 'the options did not render');
      // The pictures are a lazy chunk: they come in after the options.
      await waitUntil(() => media(form.root)[2] !== '', 'no pictures');
      expect(media(form.root)).to.deep.equal(['icon', `${FLAG_HOST}/api/assets/flags/ie.svg`, 'https://assets.example/card.png', '']);
      const labels = [...form.root.querySelectorAll('[part="option-label"]')].map((label) => [label.textContent, label.querySelector('img')?.getAttribute('src') ?? null]);
      expect(labels).to.deep.equal([
        ['Free', 'https://assets.example/free.png'],
        ['Popular', null],
        ['1% fee', null],
      ]);
      await form.axe();
    });
  }

  it('MULTI_SELECTION: pictures beside the checkboxes; the pick still works by keys', async () => {
    const form = await mount([{ id: 'how', type: 'MULTI_SELECTION', title: 'How', required: true, options }]);
    await waitUntil(() => form.root.querySelectorAll('[part~="choice"]').length === 4);
    await waitUntil(() => media(form.root)[2] !== '', 'no pictures');
    expect(media(form.root)).to.deep.equal(['icon', `${FLAG_HOST}/api/assets/flags/ie.svg`, 'https://assets.example/card.png', '']);
    await form.axe();
    form.root.querySelector<HTMLInputElement>('[part~="choice"] input')!.focus();
    await sendKeys({ press: 'Space' });
    await form.cont();
    await form.waitForNext();
    expect(form.sent()).to.deep.equal({ optionIds: ['bank'], noneApplyOption: false });
  });

  it('LIST rows show their icon', async () => {
    const form = await mount([
      { id: 'steps', type: 'LIST', title: 'Next steps', items: [{ id: 'a', title: 'We check', icon: 'clock' }, { id: 'b', title: 'We pay', icon: { name: 'bank' } }, { id: 'c', title: 'Done' }] },
    ]);
    await waitUntil(() => form.root.querySelectorAll('.row .option-media svg').length === 2, 'no row icons');
    expect([...form.root.querySelectorAll('.row')].map((row) => Boolean(row.querySelector('.option-media svg')))).to.deep.equal([true, true, false]);
    await form.axe();
  });
});

describe('<fin-form> item actions', function () {
  this.timeout(60000);
  const actions = [
    { id: 'help', title: 'Where do I find it?', hyperlink: 'https://help.example/reference' },
    { id: 'none', title: "I don't have one" },
  ];

  it('are buttons under the item; one without a hyperlink is marked selected and continues', async () => {
    const form = await mount([
      { id: 'ref', type: 'TEXT_INPUT', title: 'Reference', actions },
      { id: 'other', type: 'TEXT_INPUT', title: 'Other' },
    ]);
    await waitUntil(() => form.root.querySelectorAll('[part="item-action"]').length === 2, 'the actions did not render');
    const buttons = [...form.root.querySelectorAll<HTMLButtonElement>('[part="item-action"]')];
    expect(buttons.map((button) => button.textContent)).to.deep.equal(['Where do I find it?', "I don't have one"]);
    expect(form.root.querySelector('[data-item-id="ref"] [part="item-actions"]')).to.not.equal(null);
    await form.axe();
    buttons[1]!.focus();
    await sendKeys({ press: 'Enter' });
    await form.waitForNext();
    expect((form.sentItem(0).actions as Json[]).map((action) => [action.id, action.selected])).to.deep.equal([
      ['help', false],
      ['none', true],
    ]);
    expect(form.sentItem(1).actions).to.equal(undefined);
  });

  it('one with a hyperlink opens it in a new tab and does not submit', async () => {
    const opened: unknown[][] = [];
    const realOpen = window.open;
    window.open = (...args: unknown[]) => (opened.push(args), null);
    try {
      const form = await mount([{ id: 'ref', type: 'TEXT_INPUT', title: 'Reference', actions }]);
      await waitUntil(() => form.root.querySelectorAll('[part="item-action"]').length === 2);
      form.root.querySelector<HTMLButtonElement>('[part="item-action"]')!.click();
      await waitUntil(() => opened.length === 1, 'the hyperlink did not open');
      expect(opened[0]!.slice(0, 2)).to.deep.equal(['https://help.example/reference', '_blank']);
      await new Promise((resolve) => window.setTimeout(resolve, 100));
      expect(form.submits).to.have.length(0);
      expect(form.root.querySelector('[part="item-action"]')!.getAttribute('aria-pressed')).to.equal('true');
    } finally {
      window.open = realOpen;
    }
  });

  it('a required item still needs its answer: the action continues only when the view is valid', async () => {
    const form = await mount([{ id: 'ref', type: 'TEXT_INPUT', title: 'Reference', required: true, actions }]);
    await waitUntil(() => form.root.querySelectorAll('[part="item-action"]').length === 2);
    form.root.querySelectorAll<HTMLButtonElement>('[part="item-action"]')[1]!.click();
    await waitUntil(() => form.errors() === 'Reference is required', `no required message: ${form.errors()}`);
    expect(form.submits).to.have.length(0);
  });
});
