import 'axe-core';
import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type AxeCore from 'axe-core';
import { useState } from 'react';
import { CountryPicker } from '../../../../src/forms/ui/pickers/CountryPicker';
import { mount, unmountAll } from '../../../ui/harness';

const { axe } = window as unknown as { axe: typeof AxeCore };

/** The test server's asset host (test/support/flag-fixtures.mjs): it has the flags of AE, GB and IE only. */
const FLAG_HOST = `${location.origin}/flag-host`;

function Harness({ variant = 'list', countries }: { variant?: 'list' | 'sheet'; countries?: string[] }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <>
      <CountryPicker label="Country" locale="en-GB" value={value} onChange={setValue} variant={variant} countries={countries} assetBase={FLAG_HOST} />
      <output id="value">{value ?? ''}</output>
    </>
  );
}

const options = (root: ShadowRoot) => [...root.querySelectorAll<HTMLElement>('[role="option"]')];
const texts = (root: ShadowRoot) => options(root).map((option) => option.querySelector('.picker-row__title')?.textContent ?? '');

describe('CountryPicker', () => {
  afterEach(unmountAll);

  it('lists every country virtualised in 76 px rows, with flags from the asset host, searchable on code or name', async () => {
    const { root, find } = await mount(Harness, [], {});
    const search = await find<HTMLInputElement>('[role="combobox"]');
    const first = options(root)[0]!;
    expect(first.getBoundingClientRect().height).to.equal(76);
    expect(Number(first.getAttribute('aria-setsize'))).to.be.greaterThan(240);
    expect(options(root).length).to.be.at.most(4 + 16);
    search.focus();
    await sendKeys({ type: 'gb' });
    await waitUntil(() => texts(root).join() === 'United Kingdom', 'code search did not narrow the list');
    expect(options(root)[0]!.querySelector('img')?.getAttribute('src')).to.equal(`${FLAG_HOST}/api/assets/flags/gb.svg`);
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => root.getElementById('value')?.textContent === 'GB');
    expect(options(root)[0]!.getAttribute('aria-selected')).to.equal('true');
    const results = await axe.run(root.querySelector('[part="combobox"]')!, { resultTypes: ['violations'] });
    expect(results.violations.map((v) => v.id)).to.deep.equal([]);
  });

  it('has no search box up to 10 countries; the listbox takes arrows and type-ahead', async () => {
    const { root, find } = await mount(Harness, [], { countries: ['GB', 'IE', 'FR', 'DE'] });
    const listbox = await find('[role="listbox"]');
    expect(root.querySelector('[role="combobox"]')).to.equal(null);
    listbox.focus();
    await sendKeys({ press: 'i' });
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => root.getElementById('value')?.textContent === 'IE', 'type-ahead did not pick Ireland');
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: ' ' });
    await waitUntil(() => root.getElementById('value')?.textContent === 'GB');
  });

  it('opens as a bottom sheet with search from a button that shows the choice', async () => {
    const { root, find } = await mount(Harness, [], { variant: 'sheet' });
    const trigger = await find<HTMLButtonElement>('[part="combobox-trigger"]');
    trigger.click();
    const search = await find<HTMLInputElement>('[role="combobox"]');
    await waitUntil(() => root.activeElement === search, 'focus did not move into the sheet');
    await sendKeys({ type: 'irel' });
    await waitUntil(() => texts(root).join() === 'Ireland');
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => trigger.textContent?.includes('Ireland'), 'the button did not show the choice');
    expect(root.getElementById('value')?.textContent).to.equal('IE');
  });

  it("shows the country's code where its flag does not load (no asset host, no such flag), never a broken image", async () => {
    const { root, find } = await mount(Harness, [], { variant: 'sheet', countries: ['GB', 'FR'] });
    const trigger = await find<HTMLButtonElement>('[part="combobox-trigger"]');
    trigger.click();
    await waitUntil(() => options(root).length === 2, 'the sheet did not list the two countries');
    const [france, britain] = options(root);
    await waitUntil(() => france!.querySelector('[part="flag"]')?.getAttribute('data-code') === 'FR', "France's missing flag did not give way to its code");
    expect(france!.querySelector('img')).to.equal(null);
    const code = france!.querySelector('[part="flag"]')!;
    // Shown in the flag's circle, and out of the accessible name as the flag (alt="") is.
    expect(getComputedStyle(code, '::before').content).to.equal('"FR"');
    expect(code.getAttribute('aria-hidden')).to.equal('true');
    const flag = britain!.querySelector('img');
    await waitUntil(() => flag?.complete, "Britain's flag did not load");
    expect(flag!.naturalWidth).to.be.greaterThan(0);
    france!.click();
    // The country field's button (the address form's) shows the choice with the code, not a broken flag.
    await waitUntil(() => trigger.textContent?.includes('France'), 'the button did not show the choice');
    expect(trigger.querySelector('[part="flag"]')?.getAttribute('data-code')).to.equal('FR');
    expect(trigger.querySelector('img')).to.equal(null);
    const results = await axe.run(root.querySelector('[part="combobox"]')!, { resultTypes: ['violations'] });
    expect(results.violations.map((v) => v.id)).to.deep.equal([]);
  });
});
