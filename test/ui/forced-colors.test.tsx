/**
 * Windows high contrast, in Chromium's forced-colors emulation (issue 49): the system's colours
 * replace ours and box-shadows are dropped, so what a background or a shadow alone drew must
 * keep a border or an outline — buttons, the dialog's card, a combobox's popover — and focus,
 * the active option and the selected one keep a visible outline or the Highlight colour.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { executeServerCommand, sendKeys } from '@web/test-runner-commands';
import { useState } from 'react';
import '../../elements/fin-app-switcher';
import { Button, buttonStyles } from '../../src/ui/Button';
import { Combobox, comboboxStyles } from '../../src/ui/Combobox';
import { Dialog, dialogStyles } from '../../src/ui/Dialog';
import { token } from '../../src/ui/theme';
import { mount, unmountAll } from './harness';

const fruits = ['Apple', 'Banana', 'Cherry', 'Damson'];

function Buttons() {
  return (
    <>
      <Button variant="primary">Primary</Button>
      <Button variant="secondary">Secondary</Button>
      <Button variant="quiet">Quiet</Button>
    </>
  );
}

function Picker() {
  const [value, setValue] = useState<string | null>('Banana');
  return (
    <Combobox
      label="Fruit"
      placeholder="Choose a fruit"
      options={fruits}
      getKey={(fruit) => fruit}
      getLabel={(fruit) => fruit}
      renderOption={(fruit) => (
        <>
          <span>{fruit}</span>
          <span style={{ color: token.colorTextMuted }}>{fruit.slice(0, 2)}</span>
        </>
      )}
      value={value}
      onChange={setValue}
      onSearch={() => undefined}
    />
  );
}

function OpenDialog() {
  return (
    <Dialog open onClose={() => undefined} title="Sending">
      <p>Text</p>
    </Dialog>
  );
}

/** The border of `element`'s top edge as `style width colour`, or why it shows none. */
function edge(element: Element): string {
  const style = getComputedStyle(element);
  return `${style.borderTopStyle} ${style.borderTopWidth} ${style.borderTopColor} on ${style.backgroundColor}, color ${style.color}`;
}

/** Whether `element` has a border drawn in a colour other than its own background's. */
function bordered(element: Element): boolean {
  const style = getComputedStyle(element);
  return style.borderTopStyle !== 'none' && parseFloat(style.borderTopWidth) >= 1 && style.borderTopColor !== style.backgroundColor && !/^rgba\(.*, 0\)$/.test(style.borderTopColor);
}

/** Whether `element` has an outline of at least `width` px. */
function outlined(element: Element, width: number): boolean {
  const style = getComputedStyle(element);
  return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= width && !/^rgba\(.*, 0\)$/.test(style.outlineColor);
}

describe('forced colors (high contrast)', () => {
  before(async () => {
    await executeServerCommand('forced-colors', { active: true });
    await waitUntil(() => matchMedia('(forced-colors: active)').matches, 'forced colors did not turn on');
  });
  after(async () => {
    await executeServerCommand('forced-colors', { active: false });
  });
  afterEach(unmountAll);

  it('every kind of button keeps a visible border; a focused one a 2 px outline', async () => {
    const { root, find } = await mount(Buttons, [buttonStyles]);
    await find('.fin-button--quiet');
    for (const button of root.querySelectorAll('.fin-button')) {
      expect(bordered(button), `${button.textContent}: ${edge(button)}`).to.equal(true);
    }
    await sendKeys({ press: 'Tab' });
    await waitUntil(() => root.activeElement?.textContent === 'Primary', 'Tab did not reach the first button');
    expect(outlined(root.activeElement!, 2), 'no outline on the focused button').to.equal(true);
  });

  it("a combobox's button and popover keep their borders; the active option is Highlight, the selected one outlined", async () => {
    const { root, find } = await mount(Picker, [comboboxStyles]);
    const trigger = await find<HTMLButtonElement>('[part="combobox-trigger"]');
    expect(bordered(trigger), `trigger: ${edge(trigger)}`).to.equal(true);
    trigger.focus();
    await sendKeys({ press: 'ArrowDown' });
    const popup = await find('[part="combobox-popup"]');
    await waitUntil(() => root.activeElement?.getAttribute('role') === 'combobox', 'focus did not move into the popover');
    expect(bordered(popup), `popover: ${edge(popup)}`).to.equal(true);
    await sendKeys({ press: 'ArrowDown' });
    const owner = root.activeElement!;
    await waitUntil(() => root.getElementById(owner.getAttribute('aria-activedescendant') ?? ''), 'no active option');
    const activeOption = root.getElementById(owner.getAttribute('aria-activedescendant')!)!;
    const probe = document.createElement('span');
    probe.style.cssText = 'forced-color-adjust: none; background: Highlight';
    root.append(probe);
    expect(getComputedStyle(activeOption).backgroundColor, 'the active option is not Highlight').to.equal(getComputedStyle(probe).backgroundColor);
    // Its own colours are off (forced-color-adjust: none, inherited): its texts must be HighlightText too.
    probe.style.color = 'HighlightText';
    const texts = [activeOption, ...activeOption.querySelectorAll('*')].map((node) => getComputedStyle(node).color);
    expect(texts.filter((color) => color !== getComputedStyle(probe).color), 'a text in the active option is not HighlightText').to.deep.equal([]);
    probe.remove();
    const selected = root.querySelector('[role="option"][aria-selected="true"]')!;
    expect(outlined(selected, 2), 'no outline on the selected option').to.equal(true);
  });

  it("the app switcher's button and menu keep their borders, the focused item an outline", async () => {
    const switcher = document.createElement('fin-app-switcher');
    document.body.append(switcher);
    try {
      await waitUntil(() => switcher.shadowRoot?.querySelector('button[part="trigger"]'), 'the switcher did not render');
      const root = switcher.shadowRoot!;
      const trigger = root.querySelector<HTMLButtonElement>('button[part="trigger"]')!;
      expect(bordered(trigger), `trigger: ${edge(trigger)}`).to.equal(true);
      trigger.focus();
      await sendKeys({ press: 'ArrowDown' });
      await waitUntil(() => root.activeElement?.getAttribute('role') === 'menuitem', 'the menu did not take focus');
      const menu = root.querySelector('[role="menu"]')!.parentElement!;
      expect(bordered(menu), `menu: ${edge(menu)}`).to.equal(true);
      expect(outlined(root.activeElement!, 2), 'no outline on the focused item').to.equal(true);
    } finally {
      switcher.remove();
    }
  });

  it("a dialog's card keeps a border; its close button a border too", async () => {
    const { find } = await mount(OpenDialog, [dialogStyles]);
    const card = await find('[role="dialog"]');
    const close = await find('.fin-modal__close');
    expect(bordered(card), `card: ${edge(card)}`).to.equal(true);
    expect(bordered(close), `close: ${edge(close)}`).to.equal(true);
  });
});
