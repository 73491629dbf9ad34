/**
 * The help centre's search box is a real combobox (WAI-ARIA APG combobox, list autocomplete), in
 * Chromium with real keys: role, aria-expanded, aria-controls and aria-activedescendant; ArrowDown
 * and ArrowUp move through the completions, Enter runs the active one or searches the text when
 * none is active, Escape closes the list and then clears the text, Home and End stay the text's;
 * a polite live region says how many there are; braces are marked in completions and results.
 * These pin the behaviour for the design system's combobox, whatever draws it.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { fakeServices } from './fake-services';
import { mount, startUrl, violations } from './support';

afterEach(() => {
  document.body.replaceChildren();
  history.replaceState(null, '', startUrl);
});

async function typed(text: string, attributes: Record<string, string> = { routing: 'memory' }) {
  const fake = fakeServices();
  // Full results carry braces around what matched (§3.3's highlight, as a completion's).
  fake.services.search = async (query, limit) => {
    fake.calls.push(['search', query, limit]);
    return limit === undefined ? [{ title: `How do I {${query}} my card?`, key: 'freeze' }] : [{ title: `Result for ${query}`, key: 'freeze' }];
  };
  const mounted = await mount(attributes, fake.services);
  (await mounted.find('input[type="search"]')).focus();
  await sendKeys({ type: text });
  // The completions of the whole text: under load a key can come more than 250 ms after the one
  // before, and the completions of 'f' show first; those of 'fee' then make no option active again.
  await mounted.find('[role="option"]', `how do I ${text}`);
  // The box that has the focus now: the combobox, whether it came before the focus or with the completions.
  const input = (await mounted.find('input[role="combobox"]')) as HTMLInputElement;
  expect(mounted.root.activeElement === input, 'the focus is in the combobox').to.equal(true);
  return { ...mounted, ...fake, input };
}

const attributes = (input: HTMLInputElement) => ({
  role: input.getAttribute('role'),
  expanded: input.getAttribute('aria-expanded'),
  autocomplete: input.getAttribute('aria-autocomplete'),
  activedescendant: input.getAttribute('aria-activedescendant'),
});
const activeText = (root: ShadowRoot, input: HTMLInputElement) => root.getElementById(input.getAttribute('aria-activedescendant') ?? '')?.textContent ?? null;

describe('<fin-help-centre> search combobox (APG)', () => {
  it('is a combobox that points at its listbox of completions once it has some, with no option active at first', async () => {
    const fake = fakeServices();
    const { element, root, find } = await mount({ routing: 'memory' }, fake.services);
    // The combobox loads when the browser is idle (at the latest after 3 s), or on the box's first intent.
    await waitUntil(() => root.querySelector('input[role="combobox"]'), 'no combobox after the idle time', { timeout: 5000 });
    const input = root.querySelector<HTMLInputElement>('input[role="combobox"]')!;
    expect(attributes(input)).to.deep.equal({ role: 'combobox', expanded: 'false', autocomplete: 'list', activedescendant: null });
    input.focus();
    await sendKeys({ type: 'fee' });
    const listbox = await find('[role="listbox"]');
    expect(attributes(input)).to.deep.equal({ role: 'combobox', expanded: 'true', autocomplete: 'list', activedescendant: null });
    expect(input.getAttribute('aria-controls')).to.equal(listbox.id);
    expect(listbox.getAttribute('aria-label')).to.equal('Suggested searches');
    const options = [...root.querySelectorAll('[role="option"]')];
    expect(options.map((option) => [option.textContent, option.getAttribute('aria-posinset'), option.getAttribute('aria-setsize')])).to.deep.equal([
      ['how do I fee', '1', '2'],
      ['fee abroad', '2', '2'],
    ]);
    expect(options.map((option) => option.querySelector('mark')?.textContent)).to.deep.equal(['fee', 'fee']);
    // Marked as the rows under the search mark it: bold, no highlighter background.
    const mark = options[0]!.querySelector('mark')!;
    expect([getComputedStyle(mark).fontWeight, getComputedStyle(mark).backgroundColor]).to.deep.equal(['700', 'rgba(0, 0, 0, 0)']);
    expect(await violations(element)).to.deep.equal([]);
  });

  it('moves through the completions with ArrowDown and ArrowUp, and Enter runs the active one', async () => {
    const { root, input, find, calls } = await typed('fee');
    await sendKeys({ press: 'ArrowDown' });
    expect(activeText(root, input)).to.equal('how do I fee');
    await sendKeys({ press: 'ArrowDown' });
    expect(activeText(root, input)).to.equal('fee abroad');
    await sendKeys({ press: 'ArrowUp' });
    expect(activeText(root, input)).to.equal('how do I fee');
    expect(root.activeElement === input, 'focus stays in the box').to.equal(true);
    await sendKeys({ press: 'Enter' });
    await find('[part="result"]');
    expect(input.value).to.equal('how do I fee');
    expect(attributes(input).expanded).to.equal('false');
    expect(calls.filter(([name, , limit]) => name === 'search' && limit === undefined).map(([, query]) => query)).to.deep.equal(['how do I fee']);
  });

  it('searches the text on Enter when no completion is active', async () => {
    const { input, find, calls } = await typed('fee');
    await sendKeys({ press: 'Enter' });
    await find('[part="result"]');
    expect(input.value).to.equal('fee');
    expect(calls.filter(([name, , limit]) => name === 'search' && limit === undefined).map(([, query]) => query)).to.deep.equal(['fee']);
  });

  it('closes the list on Escape and keeps the text; a second Escape clears it', async () => {
    const { root, input, waitText } = await typed('fee');
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !root.querySelector('[role="listbox"]'), 'the list stays open');
    expect([input.value, attributes(input).expanded, attributes(input).activedescendant]).to.deep.equal(['fee', 'false', null]);
    await waitText('Categories');
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => input.value === '', 'the text stays');
    // Typing again completes again.
    await sendKeys({ type: 'card' });
    await waitUntil(() => root.querySelector('[role="listbox"]'), 'no completions after typing again');
  });

  it('leaves Home and End to the text', async () => {
    const { root, input } = await typed('fee');
    await sendKeys({ press: 'Home' });
    expect([input.selectionStart, attributes(input).activedescendant]).to.deep.equal([0, null]);
    await sendKeys({ press: 'End' });
    expect([input.selectionStart, activeText(root, input)]).to.deep.equal([3, null]);
  });

  it('runs a completion a pointer chooses, focus staying in the box', async () => {
    const { root, input, find } = await typed('fee');
    (root.querySelectorAll<HTMLElement>('[role="option"]')[1] as HTMLElement).click();
    await find('[part="result"]');
    expect(input.value).to.equal('fee abroad');
  });

  it('says how many completions and results there are, politely, and marks the braces of results', async () => {
    const { root, find } = await typed('fee');
    const region = root.querySelector('[part="search-count"]')!;
    expect([region.getAttribute('role'), region.getAttribute('aria-live')]).to.deep.equal(['status', 'polite']);
    await waitUntil(() => region.textContent === '2 suggested searches', `said "${region.textContent}"`);
    await sendKeys({ press: 'Enter' });
    const result = await find('[part="result"]');
    await waitUntil(() => region.textContent === '1 result', `said "${region.textContent}"`);
    expect([result.textContent, result.querySelector('mark')?.textContent]).to.deep.equal(['How do I fee my card?', 'fee']);
  });
});
