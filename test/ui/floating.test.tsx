/**
 * The floating layer in real shadow roots, with the real mouse: what counts as inside a popup
 * (this element's shadow root, the host page, another element's), focus leaving it, a dialog
 * nested in a popup, and two elements on one page, each with its own floating elements.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { useRef, useState } from 'react';
import '../../elements/fin-app-switcher';
import { Dialog, dialogStyles } from '../../src/ui/Dialog';
import { loadFloating } from '../../src/ui/floating-layer';
import type { Floating } from '../../src/ui/floating-layer';
import type { ListBinding } from '../../src/ui/floating/ListNavigation';
import { ToastProvider, toastStyles, useToast } from '../../src/ui/Toast';
import { mount, nodeName, unmountAll } from './harness';

let floating: Floating;
before(async () => {
  floating = await loadFloating();
});

interface Log {
  closes: number;
}

/** A button and its popover (the layer's Popover), a sibling that is not part of them, and a dialog opened from inside the popover. */
function PopoverHarness({ log }: { log: Log }) {
  const [open, setOpen] = useState(true);
  const [trigger, setTrigger] = useState<HTMLButtonElement | null>(null);
  const field = useRef<HTMLInputElement | null>(null);
  const [dialog, setDialog] = useState(false);
  return (
    <>
      <button ref={setTrigger} id="trigger" type="button" onClick={() => setOpen(!open)}>
        Open
      </button>
      {open && trigger && (
        <floating.Popover
          open
          reference={trigger}
          initialFocus={field}
          className="panel"
          part="panel"
          onClose={() => {
            log.closes++;
            setOpen(false);
          }}
        >
          <div id="panel" style={{ width: 240, padding: 20, background: 'white' }}>
            <span id="text">Plain text</span>
            <input ref={field} id="field" aria-label="Inside" />
            <button id="second" type="button" onClick={() => setDialog(true)}>
              Open dialog
            </button>
            <Dialog open={dialog} onClose={() => setDialog(false)} title="On top">
              <button id="in-dialog" type="button">
                In dialog
              </button>
            </Dialog>
          </div>
        </floating.Popover>
      )}
      <button id="sibling" type="button" style={{ marginTop: 200 }}>
        Sibling
      </button>
      <p id="elsewhere" style={{ position: 'fixed', left: 300, bottom: 8, margin: 0 }}>
        Plain text elsewhere in the element
      </p>
    </>
  );
}

function ToastOverDialog({ onClose }: { onClose: () => void }) {
  return (
    <ToastProvider duration={60000}>
      <Dialog open onClose={onClose} title="Dialog">
        <ShowToast />
      </Dialog>
    </ToastProvider>
  );
}

function ShowToast() {
  const { show } = useToast();
  return (
    <button id="show" type="button" onClick={() => show({ title: 'Saved', action: { label: 'Undo', onClick: () => undefined } })}>
      Show
    </button>
  );
}

/** A dialog an element opens by itself (a progress or session dialog), not dismissible or dismissible. */
function OpenDialog({ dismissible = false, onClose }: { dismissible?: boolean; onClose?: () => void }) {
  return (
    <Dialog open onClose={() => onClose?.()} title="Sending" dismissible={dismissible}>
      <button id="in-dialog" type="button">
        In dialog
      </button>
    </Dialog>
  );
}

/** Clicks the middle of an element with the real mouse (pointerdown, mousedown, focus, click). */
async function clickOn(element: Element) {
  const box = element.getBoundingClientRect();
  await sendMouse({ type: 'click', position: [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)] });
}

/** An element of someone else: a host with its own open shadow root holding a button and a field. */
function otherElement() {
  const host = document.createElement('div');
  host.id = 'other-host';
  host.style.cssText = 'position: fixed; right: 0; bottom: 0';
  const shadow = host.attachShadow({ mode: 'open' });
  shadow.innerHTML = '<p id="other-text">Other text</p><button id="other-button" style="width:80px;height:30px">Other</button><input id="other-field" aria-label="Other">';
  document.body.append(host);
  return { host, text: shadow.getElementById('other-text')!, button: shadow.getElementById('other-button')!, field: shadow.getElementById('other-field') as HTMLInputElement };
}

function pageField() {
  const input = document.createElement('input');
  input.id = 'page-field';
  input.setAttribute('aria-label', 'Page');
  document.body.append(input);
  return input;
}

describe('floating layer in shadow roots', () => {
  const extras: Element[] = [];
  afterEach(() => {
    unmountAll();
    for (const node of extras.splice(0)) node.remove();
  });

  async function openPopover(log: Log) {
    const mounted = await mount(PopoverHarness, [dialogStyles], { log });
    await mounted.find('[part="panel"]');
    await waitUntil(() => mounted.root.activeElement?.id === 'field', 'focus did not move into the popover');
    const reopen = async () => {
      if (!mounted.root.querySelector('[part="panel"]')) (await mounted.find('#trigger')).click();
      await mounted.find('[part="panel"]');
    };
    return { ...mounted, reopen };
  }

  it('a press inside the popover or on its button is inside; on the host page, in another shadow root or elsewhere in its own it is outside', async () => {
    const log: Log = { closes: 0 };
    const { find, reopen } = await openPopover(log);
    await clickOn(await find('#text'));
    expect(log.closes).to.equal(0);
    // Presses on text, which moves no focus: focus leaving would close the popover on its own.
    // The document sees only the host element as the target of all of those.
    const other = otherElement();
    extras.push(other.host);
    await clickOn(other.text);
    await waitUntil(() => log.closes === 1, 'a press in another shadow root did not close it');
    await reopen();
    await sendMouse({ type: 'click', position: [5, window.innerHeight - 5] });
    await waitUntil(() => log.closes === 2, 'a press on the page did not close it');
    await reopen();
    // Elsewhere in the same shadow root, but not the button or the popover.
    await clickOn(await find('#elsewhere'));
    await waitUntil(() => log.closes === 3, 'a press elsewhere in its own shadow root did not close it');
    await reopen();
    await clickOn(await find('#sibling'));
    await waitUntil(() => log.closes === 4, 'a press on a button elsewhere in its own shadow root did not close it');
  });

  it('focus moving out of the popover closes it; moving inside it, or to nowhere, does not', async () => {
    const log: Log = { closes: 0 };
    const { find, root, reopen } = await openPopover(log);
    const field = await find<HTMLInputElement>('#field');
    await sendKeys({ press: 'Tab' });
    field.focus();
    field.blur();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(log.closes).to.equal(0);

    field.focus();
    (await find('#sibling')).focus();
    await waitUntil(() => log.closes === 1, 'focus moving to a sibling did not close it');

    await reopen();
    await waitUntil(() => root.activeElement?.id === 'field');
    const page = pageField();
    extras.push(page);
    page.focus();
    await waitUntil(() => log.closes === 2, 'focus moving to the page did not close it');

    await reopen();
    await waitUntil(() => root.activeElement?.id === 'field');
    const other = otherElement();
    extras.push(other.host);
    other.field.focus();
    await waitUntil(() => log.closes === 3, "focus moving into another element's shadow root did not close it");
  });

  it('a press inside a dialog opened from the popover dismisses neither; on its backdrop only the dialog; Escape closes only the dialog', async () => {
    const log: Log = { closes: 0 };
    const { find, root } = await openPopover(log);
    await clickOn(await find('#second'));
    await find('[role="dialog"]');
    await waitUntil(() => root.activeElement?.id === 'in-dialog', 'focus did not move into the dialog');
    await clickOn(await find('#in-dialog'));
    expect(log.closes).to.equal(0);
    expect(root.querySelector('[role="dialog"]')).to.exist;
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !root.querySelector('[role="dialog"]'), 'Escape did not close the dialog');
    expect(log.closes).to.equal(0);
    await clickOn(await find('#second'));
    await find('[role="dialog"]');
    await sendMouse({ type: 'click', position: [3, 3] });
    await waitUntil(() => !root.querySelector('[role="dialog"]'), 'the backdrop did not close the dialog');
    expect(log.closes).to.equal(0);
    expect(root.querySelector('[part="panel"]')).to.exist;
  });

  it('a dialog closes on a click whose press started outside it, not on one that started inside', async () => {
    let closes = 0;
    const { find } = await mount(ToastOverDialog, [dialogStyles, toastStyles], { onClose: () => closes++ });
    const show = await find('#show');
    const box = show.getBoundingClientRect();
    // Press on the button, release on the backdrop (selecting text out of the dialog).
    await sendMouse({ type: 'move', position: [Math.round(box.left + 4), Math.round(box.top + 4)] });
    await sendMouse({ type: 'down' });
    await sendMouse({ type: 'move', position: [3, 3] });
    await sendMouse({ type: 'up' });
    expect(closes).to.equal(0);
  });

  it('a press in the toast region does not close the dialog under it', async () => {
    let closes = 0;
    const { find } = await mount(ToastOverDialog, [dialogStyles, toastStyles], { onClose: () => closes++ });
    (await find('#show')).click();
    await clickOn(await find('[part="toast-action"]'));
    expect(closes).to.equal(0);
    await sendMouse({ type: 'click', position: [3, 3] });
    await waitUntil(() => closes === 1, 'the backdrop did not close the dialog');
  });
});

describe('floating elements of two elements on one page', () => {
  afterEach(() => {
    unmountAll();
    for (const node of document.querySelectorAll('fin-app-switcher')) node.remove();
  });

  /** A <fin-app-switcher> in the page's corner, its menu opened from the keyboard (a press would be outside the other element's modal). */
  async function openSwitcher() {
    const switcher = document.createElement('fin-app-switcher');
    switcher.style.cssText = 'position: fixed; top: 8px; right: 8px; z-index: 2147483647';
    document.body.append(switcher);
    await waitUntil(() => switcher.shadowRoot?.querySelector('button[part="trigger"]'), 'the switcher did not render');
    const root = switcher.shadowRoot!;
    const trigger = root.querySelector<HTMLButtonElement>('button[part="trigger"]')!;
    const menu = () => root.querySelector('[role="menu"]');
    const open = async () => {
      trigger.focus();
      await sendKeys({ press: 'ArrowDown' });
      await waitUntil(() => root.activeElement?.getAttribute('role') === 'menuitem', 'the menu did not take focus');
    };
    return { root, trigger, menu, open };
  }

  /** Whether `node`, or a shadow host or ancestor it is in, is aria-hidden or inert: hidden from assistive technology. */
  function hiddenFromAT(node: Element | null): boolean {
    for (let at: Node | null = node; at; at = at instanceof ShadowRoot ? at.host : at.parentNode) {
      if (at instanceof Element && (at.getAttribute('aria-hidden') === 'true' || at.hasAttribute('inert'))) return true;
    }
    return false;
  }

  /** The element focus is on, through shadow roots. */
  function deepActive(): Element | null {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active;
  }

  it('a modal in one element makes another element on the page, there before it opened, inert: no focus, no press, hidden from assistive technology; back when it closes', async () => {
    const switcher = await openSwitcher();
    const other = await mount(OpenDialog, [dialogStyles], {});
    await other.find('[role="dialog"]');
    await waitUntil(() => other.root.activeElement?.id === 'in-dialog', 'focus did not move into the dialog');
    // A script, the keyboard or a press cannot move focus into the hidden element.
    switcher.trigger.focus();
    await sendKeys({ press: 'ArrowDown' });
    await clickOn(switcher.trigger);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(switcher.menu(), "the other element's menu opened behind the modal").to.equal(null);
    expect(hiddenFromAT(switcher.trigger), 'the other element is not hidden').to.equal(true);
    expect(hiddenFromAT(deepActive()), `focus is in a hidden subtree: ${nodeName(deepActive())}`).to.equal(false);
    expect(switcher.trigger.matches(':focus'), 'the hidden button took focus').to.equal(false);
    unmountAll();
    await waitUntil(() => !hiddenFromAT(switcher.trigger), 'the other element stayed hidden after the modal closed');
    await switcher.open();
  });

  it('an element added to the page while a modal is open is inert too, and stays usable after the modal closes; live regions added then are left alone', async () => {
    const other = await mount(OpenDialog, [dialogStyles], {});
    await other.find('[role="dialog"]');
    await waitUntil(() => other.root.activeElement?.id === 'in-dialog', 'focus did not move into the dialog');
    const switcher = await openSwitcher();
    const status = document.createElement('div');
    status.setAttribute('role', 'status');
    document.body.append(status);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(hiddenFromAT(switcher.trigger), 'the element added after the modal opened is not hidden').to.equal(true);
    switcher.trigger.focus();
    await sendKeys({ press: 'ArrowDown' });
    await clickOn(switcher.trigger);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(switcher.menu(), "the added element's menu opened behind the modal").to.equal(null);
    expect(switcher.trigger.matches(':focus'), 'the added button took focus').to.equal(false);
    expect(hiddenFromAT(status), 'a live region added while the modal is open was hidden').to.equal(false);
    unmountAll();
    status.remove();
    await waitUntil(() => !hiddenFromAT(switcher.trigger), 'the added element stayed inert after the modal closed');
    await switcher.open();
  });

  it("another element's open menu closes when a modal opens in an element, and focus is in the modal, never in a hidden subtree", async () => {
    const switcher = await openSwitcher();
    await switcher.open();
    const other = await mount(OpenDialog, [dialogStyles], {});
    await other.find('[role="dialog"]');
    await waitUntil(() => !switcher.menu(), 'the menu stayed open behind the modal');
    await waitUntil(() => other.root.activeElement?.id === 'in-dialog', 'focus did not move into the dialog');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(hiddenFromAT(deepActive()), `focus is in a hidden subtree: ${nodeName(deepActive())}`).to.equal(false);
    expect(nodeName(deepActive())).to.equal('<button#in-dialog>');
  });

  it('a closed menu stays mounted while it fades out, then goes; focus is back on its button at once', async () => {
    const switcher = await openSwitcher();
    await switcher.open();
    // A key typed in this task: sendKeys's round trip can outlast the fade on a busy machine.
    switcher.root.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    await waitUntil(() => switcher.root.activeElement === switcher.trigger, 'focus did not go back to the button', { interval: 1 });
    expect(switcher.menu() === null, 'the menu went at once').to.equal(false);
    await waitUntil(() => !switcher.menu(), 'the menu stayed');
  });

  it("a press on one element's overlay closes its dismissible modal, not another element's", async () => {
    let closes = 0;
    const switcher = await openSwitcher();
    const other = await mount(OpenDialog, [dialogStyles], { dismissible: true, onClose: () => closes++ });
    await other.find('[role="dialog"]');
    await sendMouse({ type: 'click', position: [3, window.innerHeight - 3] });
    await waitUntil(() => closes === 1, 'a press on the overlay did not close the modal');
    expect(switcher.menu()).to.equal(null);
  });
});

describe('ListNavigation', () => {
  afterEach(unmountAll);

  /** A listbox that takes focus itself (no text box), its keys from the layer, counting each move. */
  function Listbox({ moves }: { moves: number[] }) {
    const [list, setList] = useState<HTMLElement | null>(null);
    const [active, setActive] = useState(0);
    const [keys, setKeys] = useState<ListBinding | null>(null);
    const rows = ['one', 'two', 'three'];
    return (
      <>
        <div ref={setList} id="listbox" role="listbox" aria-label="Rows" tabIndex={0} {...(keys ? keys.list() : {})}>
          {rows.map((row, index) => (
            <div key={row} id={`row-${index}`} role="option" aria-selected={index === active} {...(keys ? keys.item(index) : {})}>
              {row}
            </div>
          ))}
        </div>
        <floating.ListNavigation
          reference={null}
          list={list}
          count={rows.length}
          activeIndex={active}
          onNavigate={(index) => {
            moves.push(index);
            setActive(index);
          }}
          homeEnd
          onBind={setKeys}
        />
      </>
    );
  }

  it('in a listbox that has focus, End and Home each move the active row once', async () => {
    const moves: number[] = [];
    const { find } = await mount(Listbox, [], { moves });
    const listbox = await find('#listbox');
    listbox.focus();
    await sendKeys({ press: 'End' });
    await waitUntil(() => moves.length > 0, 'End did not move');
    await new Promise((resolve) => setTimeout(resolve, 50));
    await sendKeys({ press: 'Home' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(moves).to.deep.equal([2, 0]);
  });
});
