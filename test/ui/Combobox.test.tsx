import 'axe-core';
import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type AxeCore from 'axe-core';
import { StrictMode, useState } from 'react';
import { Combobox, comboboxStyles } from '../../src/ui/Combobox';
import type { ComboboxProps, ComboboxSearch } from '../../src/ui/Combobox';
import { SEARCH_DEBOUNCE_MS } from '../../src/ui/SearchBox';
import type { Clock } from '../../src/shared/clock';
import { createFakeClock } from '../support/fake-clock';
import { mount, nodeName, unmountAll } from './harness';

const { axe } = window as unknown as { axe: typeof AxeCore };

interface Country {
  code: string;
  name: string;
}

const countries: Country[] = Array.from({ length: 10000 }, (_, index) => ({ code: `C${index}`, name: `Country ${index}` }));
const styles = [comboboxStyles];

interface HarnessProps {
  items?: readonly Country[];
  variant?: 'popover' | 'sheet';
  multiple?: boolean;
  searchable?: boolean;
  clock?: Clock;
  loading?: boolean;
  searches?: string[];
  ends?: number[];
  initial?: string[];
  strict?: boolean;
  /** The empty state offers to clear the search, through the search command it is given. */
  offerClear?: boolean;
}

/** A country picker: filters its list on the debounced query, as the spec's pickers will. */
function Picker({ strict = false, ...props }: HarnessProps) {
  return strict ? (
    <StrictMode>
      <PickerBody {...props} />
    </StrictMode>
  ) : (
    <PickerBody {...props} />
  );
}

function PickerBody({ items = countries, variant, multiple = false, searchable, clock, loading, searches, ends, initial = [], offerClear = false }: HarnessProps) {
  const [query, setQuery] = useState('');
  const [value, setValue] = useState<string[]>(initial);
  const needle = query.toLowerCase();
  const options = needle ? items.filter((country) => country.name.toLowerCase().includes(needle)) : items;
  const common = {
    label: 'Country',
    placeholder: 'Choose a country',
    options,
    getKey: (country: Country) => country.code,
    getLabel: (country: Country) => country.name,
    renderOption: (country: Country) => <span className="name">{country.name}</span>,
    variant,
    searchable,
    clock,
    loading,
    onSearch: (text: string) => {
      searches?.push(text);
      setQuery(text);
    },
    onEndReached: ends ? () => ends.push(options.length) : undefined,
    emptyText: offerClear
      ? (search: ComboboxSearch) => (
          <button type="button" id="clear-search" onClick={search.clear}>
            Clear search
          </button>
        )
      : undefined,
  } satisfies Partial<ComboboxProps<Country>>;
  return (
    <>
      {multiple ? (
        <Combobox {...common} multiple value={value} onChange={(keys) => setValue(keys)} />
      ) : (
        <Combobox {...common} value={value[0] ?? null} onChange={(key) => setValue([key])} />
      )}
      <output id="value">{value.join(',')}</output>
      <button id="after" type="button">
        After
      </button>
    </>
  );
}

async function open(props: HarnessProps = {}) {
  const mounted = await mount(Picker, styles, props);
  const trigger = await mounted.find<HTMLButtonElement>('[part="combobox-trigger"]');
  trigger.focus();
  await sendKeys({ press: 'ArrowDown' });
  const { root } = mounted;
  const focusSelector = props.searchable === false ? '[role="listbox"]' : '[role="combobox"]';
  await waitUntil(() => root.activeElement?.matches(focusSelector), 'focus did not move into the popup');
  const owner = root.activeElement as HTMLElement;
  /** The option aria-activedescendant points at. */
  const active = () => {
    const id = owner.getAttribute('aria-activedescendant');
    return id ? root.getElementById(id) : null;
  };
  const activePosition = () => active()?.getAttribute('aria-posinset') ?? 'none';
  return { ...mounted, trigger, owner, active, activePosition };
}

const optionsIn = (root: ShadowRoot) => [...root.querySelectorAll<HTMLElement>('[role="option"]')];

async function press(...keys: string[]) {
  for (const key of keys) await sendKeys({ press: key });
}

function settle(root: ShadowRoot) {
  for (const animation of root.getAnimations()) {
    if (animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish();
  }
}

async function violations(context: Element) {
  const results = await axe.run(context, { resultTypes: ['violations'] });
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

describe('Combobox', () => {
  afterEach(unmountAll);

  it('opens from its button by keyboard into a search box (role combobox) that points at a virtual listbox', async () => {
    const { root, owner, trigger, activePosition } = await open();
    expect(trigger.getAttribute('aria-expanded')).to.equal('true');
    expect(trigger.getAttribute('aria-haspopup')).to.equal('listbox');
    expect(owner.localName).to.equal('input');
    expect(owner.getAttribute('aria-expanded')).to.equal('true');
    expect(owner.getAttribute('aria-autocomplete')).to.equal('list');
    const listbox = root.getElementById(owner.getAttribute('aria-controls') ?? '')!;
    expect(listbox.getAttribute('role')).to.equal('listbox');
    expect(listbox.getAttribute('aria-label')).to.equal('Country');
    // Four rows in view, sixteen overscan: 10,000 options, a few dozen in the DOM.
    expect(optionsIn(root).length).to.equal(4 + 16);
    const first = optionsIn(root)[0]!;
    expect(first.getAttribute('aria-setsize')).to.equal('10000');
    expect(first.getAttribute('aria-posinset')).to.equal('1');
    expect(first.getAttribute('aria-selected')).to.equal('false');
    expect(first.getBoundingClientRect().height).to.equal(76);
    expect(activePosition()).to.equal('1');
  });

  it('moves the active option with arrows, Home/End and PageUp/PageDown, keeping it rendered', async () => {
    const { root, activePosition } = await open();
    await press('ArrowDown', 'ArrowDown');
    expect(activePosition()).to.equal('3');
    await press('ArrowUp');
    expect(activePosition()).to.equal('2');
    await press('PageDown');
    await waitUntil(() => activePosition() === '6', `PageDown went to ${activePosition()}`);
    await press('End');
    await waitUntil(() => activePosition() === '10000', 'End did not render the last option');
    // The active option is rendered at once (pinned); the view scrolls to it on the next frame.
    await waitUntil(() => !optionsIn(root).some((option) => option.getAttribute('aria-posinset') === '1'), 'the view did not scroll to the end');
    expect(optionsIn(root).every((option) => option.getAttribute('aria-setsize') === '10000')).to.equal(true);
    await press('PageUp');
    await waitUntil(() => activePosition() === '9996');
    await press('Home');
    await waitUntil(() => activePosition() === '1', 'Home did not render the first option');
    await press('ArrowUp');
    expect(activePosition()).to.equal('1');
  });

  it('keeps the active option in the DOM when the list is scrolled away from it (aria-activedescendant names a real element)', async () => {
    const { root, activePosition } = await open();
    await press('ArrowDown');
    expect(activePosition()).to.equal('2');
    const scroller = root.querySelector<HTMLElement>('.fin-vlist')!;
    scroller.scrollTop = 76 * 5000;
    await waitUntil(() => optionsIn(root).some((option) => option.getAttribute('aria-posinset') === '5001'), 'the list did not scroll');
    expect(activePosition()).to.equal('2');
  });

  it('Enter selects the active option, closes and gives focus back to the button, which shows it', async () => {
    const { root, trigger } = await open();
    await press('ArrowDown', 'ArrowDown', 'Enter');
    await waitUntil(() => !root.querySelector('[part="combobox-popup"]'), 'the popup stayed open');
    expect(root.getElementById('value')!.textContent).to.equal('C2');
    expect(nodeName(root.activeElement)).to.equal(nodeName(trigger));
    expect(trigger.textContent).to.equal('Country 2');
    expect(trigger.getAttribute('aria-expanded')).to.equal('false');
    // Opening again starts on the selected option.
    await press('ArrowDown');
    await waitUntil(() => root.querySelector('[role="combobox"]'));
    const owner = root.querySelector('[role="combobox"]')!;
    expect(root.getElementById(owner.getAttribute('aria-activedescendant')!)!.getAttribute('aria-selected')).to.equal('true');
  });

  it('a closed popover stays mounted while it fades out, takes no press then, and goes; focus is back on its button at once', async () => {
    const { root, trigger, owner } = await open();
    // A key typed in this task (sendKeys's round trip can outlast the fade on a busy machine).
    owner.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    await waitUntil(() => root.activeElement === trigger, 'Escape did not close', { interval: 1 });
    const popup = root.querySelector<HTMLElement>('[part="combobox-popup"]');
    expect(popup === null, 'the popover went at once').to.equal(false);
    expect(getComputedStyle(popup!).pointerEvents).to.equal('none');
    expect(nodeName(root.activeElement)).to.equal(nodeName(trigger));
    await waitUntil(() => !root.querySelector('[part="combobox-popup"]'), 'the popover stayed');
  });

  for (const searchable of [true, false]) {
    it(`keys typed in one task act on where the last key left the active option (${searchable ? 'search box' : 'listbox'} focused)`, async () => {
      // Key events in a shadow root have no window.event, so React would render after them at
      // default priority: a fast typist's ArrowDown, ArrowDown, Enter can all come before that render.
      const { root, owner } = await open({ searchable });
      for (const key of ['ArrowDown', 'ArrowDown', 'Enter']) owner.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, composed: true, cancelable: true }));
      await waitUntil(() => root.getElementById('value')!.textContent !== '', 'Enter chose nothing');
      expect(root.getElementById('value')!.textContent).to.equal('C2');
    });
  }

  it('with multiple, Enter toggles options and the popup stays open', async () => {
    const { root, activePosition } = await open({ multiple: true });
    expect(root.querySelector('[role="listbox"]')!.getAttribute('aria-multiselectable')).to.equal('true');
    await press('Enter', 'ArrowDown', 'ArrowDown', 'Enter');
    await waitUntil(() => root.getElementById('value')!.textContent === 'C0,C2');
    expect(activePosition()).to.equal('3');
    expect(optionsIn(root).filter((option) => option.getAttribute('aria-selected') === 'true').length).to.equal(2);
    await press('Home', 'Enter');
    await waitUntil(() => root.getElementById('value')!.textContent === 'C2');
    expect(root.querySelector('[part="combobox-popup"]')).to.exist;
  });

  it('Escape clears the search text first, then closes', async () => {
    const { root, owner, trigger } = await open();
    await sendKeys({ type: 'Cou' });
    expect((owner as HTMLInputElement).value).to.equal('Cou');
    await press('Escape');
    await waitUntil(() => (owner as HTMLInputElement).value === '');
    expect(root.querySelector('[part="combobox-popup"]')).to.exist;
    await press('Escape');
    await waitUntil(() => !root.querySelector('[part="combobox-popup"]'), 'Escape did not close');
    expect(nodeName(root.activeElement)).to.equal(nodeName(trigger));
    expect(root.getElementById('value')!.textContent).to.equal('');
  });

  it('searches 300 ms after the last key (fake clock), then the first match is active', async () => {
    const clock = createFakeClock();
    const searches: string[] = [];
    const { root, activePosition } = await open({ clock, searches });
    await sendKeys({ type: 'ry 12' });
    clock.tick(SEARCH_DEBOUNCE_MS - 1);
    expect(searches).to.deep.equal([]);
    await sendKeys({ type: '3' });
    clock.tick(SEARCH_DEBOUNCE_MS - 1);
    expect(searches).to.deep.equal([]);
    clock.tick(1);
    expect(searches).to.deep.equal(['ry 123']);
    // Country 123 and Country 1230 … 1239.
    await waitUntil(() => optionsIn(root)[0]?.getAttribute('aria-setsize') === '11', 'the list was not filtered');
    expect(activePosition()).to.equal('1');
    expect(optionsIn(root)[0]!.textContent).to.equal('Country 123');
    await press('Enter');
    await waitUntil(() => root.getElementById('value')!.textContent === 'C123');
    // Closing resets the query, so the list is whole again next time.
    expect(searches).to.deep.equal(['ry 123', '']);
  });

  it('without a search box, the listbox takes focus and offers type-ahead', async () => {
    const items = ['Albania', 'Belgium', 'Brazil', 'Bulgaria', 'Canada'].map((name, index) => ({ code: `K${index}`, name }));
    const { root, owner, activePosition } = await open({ items, searchable: false });
    expect(root.querySelector('[role="combobox"]')).to.equal(null);
    expect(owner.getAttribute('tabindex')).to.equal('0');
    await press('b');
    expect(activePosition()).to.equal('2');
    await press('b');
    expect(activePosition()).to.equal('3');
    await press('c');
    expect(activePosition()).to.equal('3');
    await new Promise((resolve) => setTimeout(resolve, 600));
    await press('c');
    expect(activePosition()).to.equal('5');
    await press('Home', ' ');
    await waitUntil(() => root.getElementById('value')!.textContent === 'K0');
  });

  it('works under StrictMode: opens, selects, and a press outside closes it', async () => {
    const { root, trigger } = await open({ strict: true });
    await press('ArrowDown', 'Enter');
    await waitUntil(() => root.getElementById('value')!.textContent === 'C1');
    await waitUntil(() => root.activeElement === trigger);
    await press('ArrowDown');
    await waitUntil(() => root.querySelector('[part="combobox-popup"]'));
    document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    await waitUntil(() => !root.querySelector('[part="combobox-popup"]'), 'a press outside did not close');
  });

  it('closes when focus leaves the popover', async () => {
    const { root } = await open();
    await press('Tab');
    await waitUntil(() => !root.querySelector('[part="combobox-popup"]'), 'Tab out did not close the popover');
    expect(root.activeElement?.id).to.equal('after');
  });

  it('calls onEndReached when the keyboard reaches the end of the loaded options', async () => {
    const ends: number[] = [];
    await open({ items: countries.slice(0, 50), ends });
    expect(ends).to.deep.equal([]);
    await press('End');
    await waitUntil(() => ends.length === 1, 'onEndReached was not called');
    expect(ends).to.deep.equal([50]);
  });

  it('shows a loading state and an empty state, with no listbox', async () => {
    const loading = await open({ items: [], loading: true });
    const status = await loading.find('[part="combobox-status"]');
    expect(status.getAttribute('role')).to.equal('status');
    expect(status.textContent).to.equal('Loading');
    expect(loading.root.querySelector('[role="listbox"]')).to.equal(null);
    expect(loading.owner.getAttribute('aria-expanded')).to.equal('false');
    unmountAll();
    const empty = await open({ items: [] });
    expect((await empty.find('[part="combobox-status"]')).textContent).to.equal('No results');
  });

  it('as a bottom sheet: a dialog titled with the label; Enter selects and focus returns to the button', async () => {
    const { root, trigger, owner } = await open({ variant: 'sheet' });
    expect(trigger.getAttribute('aria-haspopup')).to.equal('dialog');
    const sheet = root.querySelector('[role="dialog"]')!;
    expect(sheet.getAttribute('part')).to.equal('sheet');
    expect(sheet.contains(owner)).to.equal(true);
    await press('ArrowDown', 'Enter');
    await waitUntil(() => !root.querySelector('[role="dialog"]'), 'the sheet stayed open');
    expect(root.getElementById('value')!.textContent).to.equal('C1');
    await waitUntil(() => root.activeElement === trigger, 'focus did not return to the button');
  });

  for (const variant of ['popover', 'sheet'] as const) {
    it(`axe finds no violations in the open ${variant}`, async () => {
      const { element, root } = await open({ variant, initial: ['C1'] });
      settle(root);
      expect(await violations(element)).to.deep.equal([]);
    });
  }

  it('an empty state given as a function gets the search box\'s clear: it empties the box, searches at once and focuses it', async () => {
    const searches: string[] = [];
    const { root, owner } = await open({ offerClear: true, searches });
    await sendKeys({ type: 'zzz' });
    await waitUntil(() => root.querySelector('[part="combobox-status"] #clear-search'), 'the empty state has no clear button', { timeout: 3000 });
    expect(searches.at(-1)).to.equal('zzz');
    root.querySelector<HTMLButtonElement>('[part="combobox-status"] #clear-search')!.click();
    await waitUntil(() => optionsIn(root).length > 0, 'clearing did not list the options again');
    expect((owner as HTMLInputElement).value).to.equal('');
    expect(searches.at(-1)).to.equal('');
    expect(root.activeElement).to.equal(owner);
  });

  it('axe finds no violations in the listbox without a search box, nor in the empty state', async () => {
    const listbox = await open({ searchable: false, items: countries.slice(0, 30) });
    expect(await violations(listbox.element)).to.deep.equal([]);
    unmountAll();
    const empty = await open({ items: [] });
    expect(await violations(empty.element)).to.deep.equal([]);
  });
});

/** An editable combobox (a site search): the text is its own value; the options suggest it. */
function Suggest({ events, renders }: { events: string[]; renders?: string[] }) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(true);
  const options = open && text ? ['alpha', 'beta', 'gamma'].map((word) => `${text} ${word}`) : [];
  return (
    <Combobox
      variant="inline"
      label="Suggestions"
      labelVisible={false}
      searchLabel="Search"
      options={options}
      getKey={(option) => option}
      getLabel={(option) => option}
      renderOption={(option) => {
        renders?.push(option);
        return <span>{option}</span>;
      }}
      value={null}
      onChange={(key) => events.push(`chose ${key}`)}
      editable={{
        value: text,
        onInput: (next) => {
          setText(next);
          setOpen(true);
        },
        onSubmit: (submitted) => events.push(`submitted ${submitted}`),
        onDismiss: () => {
          events.push('dismissed');
          setOpen(false);
        },
      }}
    />
  );
}

describe('Combobox, editable (APG list autocomplete)', () => {
  afterEach(unmountAll);

  async function typedIn(renders?: string[]) {
    const events: string[] = [];
    const { root, find } = await mount(Suggest, styles, { events, renders });
    const input = await find<HTMLInputElement>('input');
    input.focus();
    await sendKeys({ type: 'go' });
    await find('[role="option"]');
    const active = () => root.getElementById(input.getAttribute('aria-activedescendant') ?? '')?.textContent ?? null;
    return { root, input, events, active };
  }

  it('starts with no option active; the arrows move; Enter without one submits the text, with one chooses it', async () => {
    const { input, events, active } = await typedIn();
    expect([input.getAttribute('aria-expanded'), active()]).to.deep.equal(['true', null]);
    await sendKeys({ press: 'Enter' });
    expect(events).to.deep.equal(['submitted go']);
    await sendKeys({ press: 'ArrowUp' });
    expect(active()).to.equal('go gamma');
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    expect(active()).to.equal('go gamma');
    await sendKeys({ press: 'ArrowUp' });
    await sendKeys({ press: 'Enter' });
    expect(events).to.deep.equal(['submitted go', 'chose go beta']);
    // Typing again: no option active.
    await sendKeys({ type: 'x' });
    await waitUntil(() => active() === null, 'an option stayed active after typing');
  });

  it('the active completion is the selected option (aria-selected="true"), and only it; none before the arrows', async () => {
    const { root, active } = await typedIn();
    const selected = () => [...root.querySelectorAll('[role="option"]')].filter((option) => option.getAttribute('aria-selected') === 'true').map((option) => option.textContent);
    expect(selected()).to.deep.equal([]);
    await sendKeys({ press: 'ArrowDown' });
    expect([active(), selected()]).to.deep.equal(['go alpha', ['go alpha']]);
    await sendKeys({ press: 'ArrowDown' });
    expect([active(), selected()]).to.deep.equal(['go beta', ['go beta']]);
    expect(root.querySelectorAll('[role="option"][aria-selected="false"]').length).to.equal(2);
  });

  it('commits the active option in the render of the key: aria-activedescendant is read at once, and the list renders once per arrow', async () => {
    const renders: string[] = [];
    const { input, active } = await typedIn(renders);
    // The keys come within the debounce of the text typed: its search, when it runs, leaves the active option.
    const seen: [string | null, number][] = [];
    for (let key = 0; key < 3; key++) {
      renders.length = 0;
      input.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, composed: true, cancelable: true }));
      // A discrete event's render is flushed before the next task; nothing after it may change the answer.
      await Promise.resolve();
      const now = active();
      await new Promise((resolve) => setTimeout(resolve, 100));
      seen.push([now === active() ? now : `${now} then ${active()}`, renders.filter((option) => option === 'go alpha').length]);
    }
    expect(seen).to.deep.equal([
      ['go alpha', 1],
      ['go beta', 1],
      ['go gamma', 1],
    ]);
  });

  it('leaves Home and End to the text, shows no status without options, and Escape dismisses the list, then clears', async () => {
    const { root, input, events } = await typedIn();
    await sendKeys({ press: 'Home' });
    expect([input.selectionStart, input.getAttribute('aria-activedescendant')]).to.deep.equal([0, null]);
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !root.querySelector('[role="listbox"]'), 'the list stayed');
    expect([events, input.value, input.getAttribute('aria-expanded')]).to.deep.equal([['dismissed'], 'go', 'false']);
    expect(root.querySelector('[part="combobox-status"]') === null, 'an empty status under the box').to.equal(true);
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => input.value === '', 'the text stayed');
  });
});
