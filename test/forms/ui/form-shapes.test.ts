/**
 * Issue 46, spec lines that had no test: a view's HORIZONTAL action layout (§3 actionsOrientation),
 * a text item's shape.expandable (§3 shape, §5 multiline up to 6 rows) and the address's
 * special-character messages (§5: they exist but are unused).
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { addressFieldErrors, emptyAddress } from '../../../src/forms/core/items/address';
import { formStrings } from '../../../src/forms/strings';
import { catalogTranslator } from '../../../src/shared/i18n';
import { mountForm, waitUntil } from '../support/mount-form';
import type { Json } from '../support/mount-form';

afterEach(() => document.body.replaceChildren());

function flowWith(view: Json) {
  return { loadFlow: async () => ({ id: 'shapes', name: 'Shapes', state: 'INCOMPLETE', currentViewId: 'v1', views: [{ id: 'v1', type: 'FORM', title: 'First', items: [], ...view }] }) };
}

const buttons = (root: ShadowRoot) => [...root.querySelectorAll<HTMLElement>('[part="actions"] button')];

describe('<fin-form> actionsOrientation (§3)', () => {
  const actions = [{ id: 'yes', title: 'Yes' }, { id: 'no', title: 'No' }];
  it('HORIZONTAL: the actions sit side by side, in order', async () => {
    const form = await mountForm([], { adapter: flowWith({ actions, actionsOrientation: 'HORIZONTAL' }) });
    const [first, second] = buttons(form.root).map((button) => button.getBoundingClientRect());
    expect(Math.round(first!.top)).to.equal(Math.round(second!.top));
    expect(first!.right).to.be.at.most(second!.left);
  });

  it('VERTICAL (the default): the actions are stacked', async () => {
    const form = await mountForm([], { adapter: flowWith({ actions }) });
    const [first, second] = buttons(form.root).map((button) => button.getBoundingClientRect());
    expect(first!.bottom).to.be.at.most(second!.top);
  });
});

describe('<fin-form> shape (§3 linesCount, expandable; §5 multiline)', () => {
  it('expandable: a multiline field that takes Enter; one line without it blocks Enter; rows capped at 6', async () => {
    const form = await mountForm([
      { id: 'long', type: 'TEXT_INPUT', title: 'Story', shape: { expandable: true } },
      { id: 'short', type: 'TEXT_INPUT', title: 'Name', shape: { linesCount: 1 } },
      { id: 'tall', type: 'TEXT_INPUT', title: 'Essay', shape: { linesCount: 12 } },
    ]);
    const [story, name, essay] = [...form.root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('.item .input')];
    expect(story!.tagName).to.equal('TEXTAREA');
    expect(name!.tagName).to.equal('INPUT');
    expect((essay as HTMLTextAreaElement).rows).to.equal(6);
    story!.focus();
    await sendKeys({ type: 'one' });
    await sendKeys({ press: 'Enter' });
    await sendKeys({ type: 'two' });
    await waitUntil(() => story!.value === 'one\ntwo', `the story is ${JSON.stringify(story!.value)}`);
    name!.focus();
    await sendKeys({ type: 'Ada' });
    await sendKeys({ press: 'Enter' });
    expect(name!.value).to.equal('Ada');
    expect(form.submits).to.have.length(0);
  });
});

describe('address special-character messages (§5: they exist but are unused)', () => {
  const t = catalogTranslator(formStrings, 'en-GB');
  it('the catalog has them verbatim', () => {
    expect(t('streetSpecialCharacters')).to.equal('Street address cannot contain special characters');
    expect(t('citySpecialCharacters')).to.equal('City cannot contain special characters');
  });

  it('an address with special characters is not refused with them', () => {
    const errors = addressFieldErrors({ ...emptyAddress('GB'), streetLine1: '12 Rue de l’Église #3 & Co.', city: 'Saint-Étienne (Loire) / Ø', postcode: 'SW1A 1AA' }, t);
    expect(errors).to.deep.equal({});
  });
});
