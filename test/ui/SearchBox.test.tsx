import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { useState } from 'react';
import { Dialog, dialogStyles } from '../../src/ui/Dialog';
import { SEARCH_DEBOUNCE_MS, SearchBox, searchBoxStyles } from '../../src/ui/SearchBox';
import type { SearchBoxProps } from '../../src/ui/SearchBox';
import { mount, nodeName, unmountAll } from './harness';

interface Calls {
  changes: string[];
  searches: { value: string; at: number }[];
  /** When the last change arrived: the debounce counts from there. */
  lastChange: { at: number };
}

function record(): Calls & Pick<SearchBoxProps, 'onChange' | 'onSearch'> {
  const calls: Calls = { changes: [], searches: [], lastChange: { at: 0 } };
  return {
    ...calls,
    onChange: (value) => {
      calls.changes.push(value);
      calls.lastChange.at = performance.now();
    },
    onSearch: (value) => calls.searches.push({ value, at: performance.now() }),
  };
}

function Harness(props: Partial<SearchBoxProps>) {
  return <SearchBox label="Search countries" placeholder="Search" {...props} />;
}

function InDialog({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <Dialog
      open={open}
      onClose={() => {
        onClose();
        setOpen(false);
      }}
      title="Address"
    >
      <SearchBox label="Search address" />
    </Dialog>
  );
}

async function typeInto(input: HTMLInputElement, text: string) {
  input.focus();
  await sendKeys({ type: text });
}

describe('SearchBox', () => {
  afterEach(unmountAll);

  it('is a labelled search input with a search icon and a "search" part', async () => {
    const { find, root } = await mount(Harness, [searchBoxStyles]);
    const input = await find<HTMLInputElement>('input');
    expect(input.type).to.equal('search');
    expect(input.labels?.[0]?.textContent).to.equal('Search countries');
    expect(root.querySelector('[part="search"] svg')).to.exist;
    expect(root.querySelector('[part="search-clear"]')?.outerHTML).to.equal(undefined);
  });

  it('reports every change at once and searches once, after the debounce', async () => {
    const calls = record();
    const { find } = await mount(Harness, [searchBoxStyles], { onChange: calls.onChange, onSearch: calls.onSearch, debounceMs: 150 });
    const input = await find<HTMLInputElement>('input');
    await typeInto(input, 'Fra');
    expect(calls.changes).to.deep.equal(['F', 'Fr', 'Fra']);
    await waitUntil(() => calls.searches.length > 0, 'no search', { timeout: 3000 });
    expect(calls.searches.map((call) => call.value)).to.deep.equal(['Fra']);
    expect(calls.searches[0]!.at - calls.lastChange.at).to.be.at.least(149);
    // A later search proves no trailing calls were left queued for the earlier keystrokes.
    await typeInto(input, 'n');
    await waitUntil(() => calls.searches.length > 1, 'no second search', { timeout: 3000 });
    expect(calls.searches.map((call) => call.value)).to.deep.equal(['Fra', 'Fran']);
  });

  it('waits 300 ms by default, the spec search debounce', async () => {
    expect(SEARCH_DEBOUNCE_MS).to.equal(300);
    const calls = record();
    const { find } = await mount(Harness, [searchBoxStyles], { onChange: calls.onChange, onSearch: calls.onSearch });
    await typeInto(await find<HTMLInputElement>('input'), 'a');
    await waitUntil(() => calls.searches.length === 1, 'no search', { timeout: 3000 });
    expect(calls.searches[0]!.at - calls.lastChange.at).to.be.within(299, 2000);
  });

  it('clears on Escape and with the clear button, searching at once', async () => {
    const calls = record();
    const { find, root } = await mount(Harness, [searchBoxStyles], { onChange: calls.onChange, onSearch: calls.onSearch, debounceMs: 5000 });
    const input = await find<HTMLInputElement>('input');
    await typeInto(input, 'uk');
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => input.value === '');
    expect(calls.changes.at(-1)).to.equal('');
    expect(calls.searches.map((call) => call.value)).to.deep.equal(['']);
    await typeInto(input, 'de');
    const clear = await find<HTMLButtonElement>('[part="search-clear"]');
    expect(clear.getAttribute('aria-label')).to.equal('Clear search');
    clear.click();
    await waitUntil(() => input.value === '');
    expect(calls.searches.map((call) => call.value)).to.deep.equal(['', '']);
    expect(nodeName(root.activeElement)).to.equal(nodeName(input));
  });

  it('searches at once on Enter', async () => {
    const calls = record();
    const { find } = await mount(Harness, [searchBoxStyles], { onSearch: calls.onSearch, debounceMs: 5000 });
    await typeInto(await find<HTMLInputElement>('input'), 'SW1A');
    await sendKeys({ press: 'Enter' });
    expect(calls.searches.map((call) => call.value)).to.deep.equal(['SW1A']);
  });

  it('follows a controlled value', async () => {
    const { element, find } = await mount(Harness, [searchBoxStyles], { value: 'Spain' });
    const input = await find<HTMLInputElement>('input');
    expect(input.value).to.equal('Spain');
    element.value = 'Italy';
    await waitUntil(() => input.value === 'Italy');
  });

  it('inside a dialog, Escape clears the text first and closes the dialog only when empty', async () => {
    let closes = 0;
    const { find, root } = await mount(InDialog, [dialogStyles, searchBoxStyles], { onClose: () => closes++ });
    const input = await find<HTMLInputElement>('input');
    await waitUntil(() => root.activeElement === input);
    await sendKeys({ type: 'London' });
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => input.value === '');
    expect(closes).to.equal(0);
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !root.querySelector('[role="dialog"]'));
    expect(closes).to.equal(1);
  });
});
