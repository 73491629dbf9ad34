/**
 * ENTITIES_SELECTION, CARD_SELECTION, CHOOSER and ENTITIES_SUMMARY inside <fin-form>, in Chromium
 * with real keys: the listings over an adapter (and the summary over HTTP), paging, the limits,
 * single-select advancing, the retry and empty states, and axe on each.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { CardsRequest, EntitiesRequest, FormAdapter } from '../../../../src/forms/core/host';
import { PICKER_ATTRIBUTES, mountForm, waitUntil } from '../../support/mount-form';
import type { Json } from '../../support/mount-form';

const mount = (items: Json[], adapter: Partial<FormAdapter> = {}) => mountForm(items, { adapter, attributes: PICKER_ATTRIBUTES });

const NAMES = ['Acme', 'Bolt', 'Carter', 'Delta', 'Echo', 'Fern', 'Garnet', 'Harbour', 'Iris', 'Juniper'];
const PAGE = 15;

/** 40 entities, newest first, one a day; every 4th with an asset, every 4th + 1 with an icon. */
const entities = Array.from({ length: 40 }, (_, index) => ({
  id: `e${index}`,
  title: `${NAMES[index % NAMES.length]} ${index}`,
  description: `Sort code 00-00-${String(index).padStart(2, '0')}`,
  secondaryDescription: `Account ${1000 + index}`,
  createdDate: new Date(Date.UTC(2026, 9, 30) - index * 86_400_000).toISOString(),
  ...(index % 4 === 0 ? { assetUrl: `https://assets.example/payees/${index}.png` } : {}),
  ...(index % 4 === 1 ? { icon: { name: 'bank' } } : {}),
}));

/** The reference server's paging: 15 a page, the next strictly before the previous createdSince. */
function entityLister(calls: EntitiesRequest[], fail?: (call: number) => boolean) {
  return async (request: EntitiesRequest) => {
    calls.push(request);
    if (fail?.(calls.length)) throw new Error('offline');
    const older = request.createdSince ? entities.filter((entity) => entity.createdDate < request.createdSince!) : entities;
    const page = older.slice(0, PAGE);
    return { entities: page.map(({ createdDate: _, ...entity }) => entity), last: older.length <= PAGE, createdSince: page.at(-1)?.createdDate };
  };
}

const settle = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
const selectedTitles = (root: ShadowRoot) =>
  [...root.querySelectorAll('[role="option"][aria-selected="true"] .picker-row__title')].map((node) => node.textContent);
const listbox = (root: ShadowRoot) => root.querySelector<HTMLElement>('[role="listbox"]')!;

afterEach(() => document.body.replaceChildren());

describe('<fin-form> ENTITIES_SELECTION', function () {
  this.timeout(60000);

  it('a checkbox list with title, descriptions, asset or icon; pages by createdSince; at least one, at most maxSelectedOptions, by keys', async () => {
    const calls: EntitiesRequest[] = [];
    const form = await mount([{ id: 'payees', type: 'ENTITIES_SELECTION', title: 'Payees', required: true, maxSelectedOptions: 2 }], { getEntities: entityLister(calls) });
    await waitUntil(() => form.options().length > 0, 'the entities did not render');
    expect(calls).to.deep.equal([{ flowId: calls[0]!.flowId, itemId: 'payees' }]);
    const [first, second] = form.options();
    expect(first!.textContent).to.contain('Acme 0').and.contain('Sort code 00-00-00').and.contain('Account 1000');
    expect(first!.querySelector('img')?.getAttribute('src')).to.equal('https://assets.example/payees/0.png');
    expect(second!.querySelector('.picker-row__media svg')).to.not.equal(null);
    expect(first!.querySelector('.picker-checkbox')).to.not.equal(null);
    expect(listbox(form.root).getAttribute('aria-multiselectable')).to.equal('true');
    // §5: at least one.
    await form.cont();
    await waitUntil(() => form.errors() === 'Payees is required', `the empty list passed: ${form.errors()}`);
    expect(form.submits).to.have.length(0);
    // The list's border says it too, in the message's colour.
    const danger = getComputedStyle(form.root.querySelector('.error:not([hidden])')!).color;
    expect(getComputedStyle(form.root.querySelector('.fin-combobox__list')!).borderTopColor, "the empty list's border").to.equal(danger);
    // Over 10 entities (§5) the list has the search box: it filters the loaded ones, and its keys pick.
    const search = form.root.querySelector<HTMLInputElement>('[role="combobox"]')!;
    const pickBySearch = async (text: string, first: string) => {
      search.focus();
      search.select();
      await sendKeys({ type: text });
      await waitUntil(() => form.options()[0]?.textContent?.includes(first), `the search did not find ${first}`);
      await sendKeys({ press: 'Enter' });
    };
    const clear = async () => {
      search.select();
      await sendKeys({ press: 'Backspace' });
      await waitUntil(() => form.options().length > 5, 'the search did not clear');
    };
    await pickBySearch('delta', 'Delta 3');
    await pickBySearch('echo 4', 'Echo 4');
    await clear();
    await waitUntil(() => selectedTitles(form.root).length === 2, 'the search and Enter did not pick');
    expect(selectedTitles(form.root)).to.deep.equal(['Delta 3', 'Echo 4']);
    // §5: at most maxSelectedOptions: a third pick is not taken.
    await pickBySearch('fern', 'Fern 5');
    await settle();
    await clear();
    expect(selectedTitles(form.root)).to.deep.equal(['Delta 3', 'Echo 4']);
    // …and says why, visibly and to a screen reader.
    await waitUntil(() => form.root.querySelector('.picker-limit'), 'the refused pick said nothing');
    expect(form.root.querySelector('.picker-limit')!.textContent).to.equal('You can choose at most 2. Deselect one to choose another.');
    expect(form.root.querySelector('.picker-limit')!.getAttribute('role')).to.equal('alert');
    await form.axe();
    // Paging: the end of the list asks for the next page with the last createdSince.
    const scroller = form.root.querySelector<HTMLElement>('.fin-vlist')!;
    scroller.scrollTop = scroller.scrollHeight;
    // (A short filtered list reaches its end too, so a search may have asked already.)
    await waitUntil(() => calls.length >= 2, 'the next page was not asked for');
    expect(calls[1]!.createdSince).to.equal(entities[PAGE - 1]!.createdDate);
    await waitUntil(() => listbox(form.root).getAttribute('aria-setsize') !== null || form.root.querySelectorAll('[role="option"]').length > 0);
    await form.cont();
    await form.waitForNext();
    expect(form.sent()).to.deep.equal({ optionIds: ['e3', 'e4'] });
  });

  it('single-select (maxSelectedOptions 1): no Continue; arrows and Enter pick and advance', async () => {
    const form = await mount([{ id: 'account', type: 'ENTITIES_SELECTION', title: 'Account', required: true, maxSelectedOptions: 1 }], { getEntities: entityLister([]) });
    await waitUntil(() => form.options().length > 0, 'the entities did not render');
    expect(form.primary()).to.equal(null);
    expect(form.options()[0]!.querySelector('.picker-checkbox')).to.equal(null);
    await form.axe();
    listbox(form.root).focus();
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Enter' });
    await form.waitForNext();
    expect(form.sent()).to.deep.equal({ optionIds: ['e2'] });
  });

  it('a failed first page shows a retry cell; a failed next page keeps the rows and the selection', async () => {
    const calls: EntitiesRequest[] = [];
    const form = await mount([{ id: 'payees', type: 'ENTITIES_SELECTION', title: 'Payees', required: true }], { getEntities: entityLister(calls, (call) => call === 1 || call === 3) });
    await waitUntil(() => form.root.querySelector('[part="retry"]')?.textContent?.includes('Something went wrong'), 'no retry cell for the first page');
    await form.axe();
    form.root.querySelector<HTMLButtonElement>('[part="retry"] button')!.click();
    await waitUntil(() => form.options().length > 0, 'Retry did not load the list');
    form.options()[1]!.click();
    const scroller = form.root.querySelector<HTMLElement>('.fin-vlist')!;
    scroller.scrollTop = scroller.scrollHeight;
    await waitUntil(() => form.root.querySelector('[part="retry"]')?.textContent?.includes("Couldn't load more."), 'no retry cell for the next page');
    expect(selectedTitles(form.root)).to.deep.equal(['Bolt 1']);
    await form.axe();
    form.root.querySelector<HTMLButtonElement>('[part="retry"] button')!.click();
    await waitUntil(() => calls.length === 4 && !form.root.querySelector('[part="retry"]'), 'Retry did not load the next page');
    expect(calls[3]!.createdSince).to.equal(entities[PAGE - 1]!.createdDate);
    expect(selectedTitles(form.root)).to.deep.equal(['Bolt 1']);
  });

  it('the default setup (no adapter method): an honest empty state, and a required one blocks Continue', async () => {
    const form = await mount([{ id: 'payees', type: 'ENTITIES_SELECTION', title: 'Payees', required: true }]);
    await waitUntil(() => form.root.textContent!.includes('There is nothing to choose from.'), 'no empty state');
    await form.axe();
    await form.cont();
    await waitUntil(() => form.errors() === 'Payees is required');
    expect(form.submits).to.have.length(0);
  });
});

const cards = [
  { id: 'c1', title: 'Business debit', lastFour: '4242', expiry: '09/28', brand: 'VISA' },
  { id: 'c2', title: 'Travel card', lastFour: '1881', expiry: '01/27', state: 'FROZEN' },
  { id: 'c3', title: 'Team card', lastFour: '0005', assetUrl: 'https://assets.example/cards/team.png' },
];

describe('<fin-form> CARD_SELECTION', function () {
  this.timeout(60000);

  it('lists getCards; at least one; arrows and Space pick; each card is sent with its id', async () => {
    const calls: CardsRequest[] = [];
    const form = await mount([{ id: 'fee-card', type: 'CARD_SELECTION', title: 'Card', required: true }], {
      getCards: async (request) => (calls.push(request), { cards }),
    });
    await waitUntil(() => form.options().length === 3, 'the cards did not render');
    expect(calls.map((call) => call.itemId)).to.deep.equal(['fee-card']);
    expect(form.options()[0]!.textContent).to.contain('Business debit').and.contain('•• 4242').and.contain('09/28');
    // Issue 40: the digits and the expiry read left to right inside a right-to-left row.
    const ltr = [...form.options()[0]!.querySelectorAll('[dir="ltr"]')].map((part) => part.textContent);
    expect(ltr).to.deep.equal(['•• 4242', '09/28']);
    expect(form.options()[1]!.querySelector('.picker-row__subtitle')!.textContent).to.equal('•• 1881 · 01/27 · FROZEN');
    expect(form.options()[2]!.querySelector('img')?.getAttribute('src')).to.equal('https://assets.example/cards/team.png');
    await form.cont();
    await waitUntil(() => form.errors() === 'Card is required', `the empty card passed: ${form.errors()}`);
    expect(form.submits).to.have.length(0);
    await form.axe();
    listbox(form.root).focus();
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: ' ' });
    await sendKeys({ press: 't' });
    await sendKeys({ press: 'e' });
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => selectedTitles(form.root).length === 2, 'the keys did not pick');
    expect(form.errors()).to.equal('');
    await form.cont();
    await form.waitForNext();
    expect(form.sent()).to.deep.equal({ cards: [{ id: 'c2' }, { id: 'c3' }] });
  });

  it('a saved card the list no longer has is read with getCard and stays chosen', async () => {
    const asked: string[] = [];
    const form = await mount([{ id: 'card', type: 'CARD_SELECTION', title: 'Card', required: true, value: { cards: [{ id: 'c9' }] } }], {
      getCards: async () => ({ cards }),
      getCard: async ({ cardId }) => (asked.push(cardId), { id: cardId, title: 'Old card', lastFour: '9999' }),
    });
    await waitUntil(() => form.options().length === 4, 'the saved card was not read');
    expect(asked).to.deep.equal(['c9']);
    expect(selectedTitles(form.root)).to.deep.equal(['Old card']);
    await form.axe();
    await form.cont();
    await form.waitForNext();
    expect(form.sent()).to.deep.equal({ cards: [{ id: 'c9' }] });
  });

  it('a failed getCards shows the retry cell; Retry lists them', async () => {
    let fail = true;
    const form = await mount([{ id: 'card', type: 'CARD_SELECTION', title: 'Card', required: true }], {
      getCards: async () => {
        if (fail) throw new Error('offline');
        return cards;
      },
    });
    await waitUntil(() => form.root.querySelector('[part="retry"]'), 'no retry cell');
    fail = false;
    form.root.querySelector<HTMLButtonElement>('[part="retry"] button')!.click();
    await waitUntil(() => form.options().length === 3, 'Retry did not list the cards');
  });
});

describe('<fin-form> CHOOSER', function () {
  this.timeout(60000);
  const options = [
    { id: 'instant', title: 'Instant', description: 'Within <strong>minutes</strong>', icon: { name: 'progress' } },
    { id: 'standard', title: 'Standard', description: 'Next working day, free', assetUrl: 'https://assets.example/standard.png' },
    { id: 'hidden', title: 'Hidden', visible: false },
    { id: 'scheduled', title: 'On a date', labels: [{ title: 'New' }] },
  ];

  it('one cell per visible option with its icon or asset, description and labels; no Continue; Tab and Enter pick and advance', async () => {
    const form = await mount([{ id: 'speed', type: 'CHOOSER', title: 'Speed', required: true, options }]);
    await waitUntil(() => form.root.querySelectorAll('[part~="choice"]').length === 3, 'the cells did not render');
    const cells = [...form.root.querySelectorAll<HTMLButtonElement>('[part~="choice"]')];
    expect(cells.map((cell) => cell.querySelector('.choice__title')!.textContent)).to.deep.equal(['Instant', 'Standard', 'On a date']);
    expect(cells[0]!.textContent).to.contain('Within minutes');
    expect(cells[0]!.querySelector('strong')?.textContent).to.equal('minutes');
    expect(cells[0]!.querySelector('svg')).to.not.equal(null);
    // Pictures come with the item-extras chunk, which may come after the cells ("nothing while its chunk loads").
    await waitUntil(() => cells[1]!.querySelector('img'), 'no picture in the second cell');
    expect(cells[1]!.querySelector('img')?.getAttribute('src')).to.equal('https://assets.example/standard.png');
    expect(cells[2]!.querySelector('.tag')?.textContent).to.equal('New');
    expect(form.primary()).to.equal(null);
    await form.axe();
    cells[0]!.focus();
    await sendKeys({ press: 'Tab' });
    expect(form.root.activeElement).to.equal(cells[1]);
    await sendKeys({ press: 'Enter' });
    await form.waitForNext();
    expect(form.sent()).to.deep.equal({ optionId: 'standard' });
  });

  it('beside another input it sets the value and waits for Continue; a saved pick shows pressed', async () => {
    const form = await mount([
      { id: 'speed', type: 'CHOOSER', title: 'Speed', required: true, options, value: { optionId: 'instant' } },
      { id: 'note', type: 'TEXT_INPUT', title: 'Note' },
    ]);
    await waitUntil(() => form.root.querySelectorAll('[part~="choice"]').length === 3);
    const cells = [...form.root.querySelectorAll<HTMLButtonElement>('[part~="choice"]')];
    expect(cells.map((cell) => cell.getAttribute('aria-pressed'))).to.deep.equal(['true', 'false', 'false']);
    cells[2]!.focus();
    await sendKeys({ press: 'Space' });
    await waitUntil(() => cells[2]!.getAttribute('aria-pressed') === 'true');
    expect(form.title()).to.equal('First');
    await form.cont();
    await form.waitForNext();
    expect(form.sent()).to.deep.equal({ optionId: 'scheduled' });
  });
});

describe('<fin-form> ENTITIES_SUMMARY', function () {
  this.timeout(60000);
  const summary = { title: 'Three payees', rows: [{ title: 'Acme Ltd', value: '£1,200.00', description: 'Monthly' }, { title: 'Bolt Couriers', value: '£80.00' }] };
  const item = { id: 'summary', type: 'ENTITIES_SUMMARY', title: 'Your payees', parameters: { entityIds: ['e1', 'e2'], currency: 'GBP', count: 2 } };

  it('asks with each parameter value wrapped in a list and shows the rows', async () => {
    const asked: unknown[] = [];
    const form = await mount([item], { getEntitiesSummary: async (...args) => (asked.push(args), summary) });
    await waitUntil(() => form.root.querySelector('[part="summary"]'), 'no summary');
    expect(asked).to.deep.equal([[asked[0] && (asked[0] as unknown[])[0], 'summary', { entityIds: ['e1', 'e2'], currency: ['GBP'], count: ['2'] }]]);
    const rows = [...form.root.querySelectorAll('.summary__row')].map((row) => [...row.querySelectorAll('dt, dd > span')].map((part) => part.textContent));
    expect(rows).to.deep.equal([
      ['Acme Ltd', '£1,200.00', 'Monthly'],
      ['Bolt Couriers', '£80.00'],
    ]);
    expect(form.root.querySelector('.summary__title')!.textContent).to.equal('Three payees');
    await form.axe();
  });

  it("a failed call says 'Unable to load entities summary.' with a Retry that works from the keyboard", async () => {
    let fail = true;
    const form = await mount([item], {
      getEntitiesSummary: async () => {
        if (fail) throw new Error('offline');
        return summary;
      },
    });
    await waitUntil(() => form.root.querySelector('[part="retry"]'), 'no retry');
    expect(form.root.querySelector('[part="retry"]')!.textContent).to.contain('Unable to load entities summary.');
    await form.axe();
    fail = false;
    form.root.querySelector<HTMLButtonElement>('[part="retry"] button')!.focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => form.root.querySelectorAll('.summary__row').length === 2, 'Retry did not load the summary');
  });

  it('over HTTP: POST /api/forms/{flowId}/entitiesSummary with {itemId, parameters}', async () => {
    const realFetch = window.fetch;
    const posted: { url: string; body: Json }[] = [];
    const flow = { id: 'sum', name: 'Test', state: 'INCOMPLETE', currentViewId: 'v1', views: [{ id: 'v1', type: 'FORM', title: 'First', items: [item] }] };
    window.fetch = async (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (init?.method === 'POST' && url.includes('entitiesSummary')) {
        posted.push({ url, body: JSON.parse(String(init.body)) as Json });
        return new Response(JSON.stringify(summary), { headers: { 'content-type': 'application/json' } });
      }
      if (url.includes('/api/forms/sum')) return new Response(JSON.stringify(flow), { headers: { 'content-type': 'application/json' } });
      return new Response('', { status: 404 });
    };
    try {
      const element = document.createElement('fin-form');
      element.setAttribute('flow-id', 'sum');
      element.setAttribute('api-base', 'https://api.example');
      element.setAttribute('widget-mode', '');
      document.body.append(element);
      await waitUntil(() => element.shadowRoot!.querySelectorAll('.summary__row').length === 2, 'the summary did not load over HTTP');
      expect(posted).to.deep.equal([{ url: 'https://api.example/api/forms/sum/entitiesSummary', body: { itemId: 'summary', parameters: { entityIds: ['e1', 'e2'], currency: ['GBP'], count: ['2'] } } }]);
    } finally {
      window.fetch = realFetch;
    }
  });
});
