import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { useRef, useState } from 'react';
import { Dialog, dialogStyles } from '../../src/ui/Dialog';
import { containsComposed, useFocusLeave, useOutsidePress } from '../../src/ui/popover';
import { ToastProvider, toastStyles, useToast } from '../../src/ui/Toast';
import { mount, unmountAll } from './harness';

interface Log {
  outside: string[];
  leaves: string[];
}

/** A trigger and its panel in the element's shadow root, plus a sibling that is not part of them. */
function Popover({ log }: { log: Log }) {
  const trigger = useRef<HTMLButtonElement | null>(null);
  const panel = useRef<HTMLDivElement | null>(null);
  const [dialog, setDialog] = useState(false);
  const refs = [trigger, panel];
  useOutsidePress(refs, true, (event) => log.outside.push(event.type));
  useFocusLeave(refs, true, (event) => log.leaves.push((event.relatedTarget as Element | null)?.id ?? 'null'));
  return (
    <>
      <button ref={trigger} id="trigger" type="button">
        Open
      </button>
      <div ref={panel} id="panel" style={{ padding: 20 }}>
        <span id="text">Plain text</span>
        <input id="field" aria-label="Inside" />
        <button id="second" type="button" onClick={() => setDialog(true)}>
          Open dialog
        </button>
      </div>
      <button id="sibling" type="button">
        Sibling
      </button>
      <Dialog open={dialog} onClose={() => setDialog(false)} title="On top">
        <button id="in-dialog" type="button">
          In dialog
        </button>
      </Dialog>
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

/** Clicks the middle of an element with the real mouse (pointerdown, mousedown, focus, click). */
async function clickOn(element: Element) {
  const box = element.getBoundingClientRect();
  await sendMouse({ type: 'click', position: [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)] });
}

/** An element of someone else: a host with its own open shadow root holding a button and a field. */
function otherElement() {
  const host = document.createElement('div');
  host.id = 'other-host';
  const shadow = host.attachShadow({ mode: 'open' });
  shadow.innerHTML = '<button id="other-button" style="width:80px;height:30px">Other</button><input id="other-field" aria-label="Other">';
  document.body.append(host);
  return { host, button: shadow.getElementById('other-button')!, field: shadow.getElementById('other-field') as HTMLInputElement };
}

function pageField() {
  const input = document.createElement('input');
  input.id = 'page-field';
  input.setAttribute('aria-label', 'Page');
  document.body.append(input);
  return input;
}

describe('popover helpers (shadow-safe outside press and focus leave)', () => {
  const extras: Element[] = [];
  afterEach(() => {
    unmountAll();
    for (const node of extras.splice(0)) node.remove();
  });

  it('containsComposed sees through nested shadow roots', () => {
    const outer = document.createElement('div');
    const inner = document.createElement('div');
    outer.append(inner);
    const deep = inner.attachShadow({ mode: 'open' });
    const leaf = document.createElement('span');
    deep.append(leaf);
    document.body.append(outer);
    extras.push(outer);
    expect(containsComposed(outer, leaf)).to.equal(true);
    expect(outer.contains(leaf)).to.equal(false);
    expect(containsComposed(inner, outer)).to.equal(false);
    expect(containsComposed(outer, null)).to.equal(false);
  });

  it('a press inside the popover in the shadow root is inside; on the host page or another shadow root it is outside', async () => {
    const log: Log = { outside: [], leaves: [] };
    const { find } = await mount(Popover, [], { log });
    await clickOn(await find('#text'));
    await clickOn(await find('#trigger'));
    expect(log.outside).to.deep.equal([]);
    // The document sees only the host element as the target of all of those.
    const other = otherElement();
    extras.push(other.host);
    await clickOn(other.button);
    expect(log.outside).to.deep.equal(['pointerdown']);
    await sendMouse({ type: 'click', position: [5, window.innerHeight - 5] });
    expect(log.outside).to.deep.equal(['pointerdown', 'pointerdown']);
    // Elsewhere in the same shadow root, but not the trigger or the panel.
    await clickOn(await find('#sibling'));
    expect(log.outside).to.deep.equal(['pointerdown', 'pointerdown', 'pointerdown']);
  });

  it('focus moving out of the popover is a leave; moving inside it, or to nowhere, is not', async () => {
    const log: Log = { outside: [], leaves: [] };
    const { find } = await mount(Popover, [], { log });
    const field = await find<HTMLInputElement>('#field');
    field.focus();
    await sendKeys({ press: 'Tab' });
    (await find('#trigger')).focus();
    field.focus();
    expect(log.leaves).to.deep.equal([]);
    field.blur();
    expect(log.leaves).to.deep.equal([]);

    field.focus();
    (await find('#sibling')).focus();
    expect(log.leaves).to.deep.equal(['sibling']);

    field.focus();
    const page = pageField();
    extras.push(page);
    page.focus();
    expect(log.leaves).to.deep.equal(['sibling', 'page-field']);

    field.focus();
    const other = otherElement();
    extras.push(other.host);
    other.field.focus();
    // Retargeted: from this shadow root, focus in another element's shadow root is its host.
    expect(log.leaves).to.deep.equal(['sibling', 'page-field', 'other-host']);
  });

  it('a press inside a dialog opened above the popover dismisses neither; on its backdrop only the dialog', async () => {
    const log: Log = { outside: [], leaves: [] };
    const { find, root } = await mount(Popover, [dialogStyles], { log });
    // Layers stack in the order they open.
    await clickOn(await find('#second'));
    await find('[role="dialog"]');
    await clickOn(await find('#in-dialog'));
    expect(log.outside).to.deep.equal([]);
    expect(root.querySelector('[role="dialog"]')).to.exist;
    await sendMouse({ type: 'click', position: [3, 3] });
    await waitUntil(() => !root.querySelector('[role="dialog"]'), 'the backdrop did not close the dialog');
    expect(log.outside).to.deep.equal([]);
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
