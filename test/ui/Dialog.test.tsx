import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { useState } from 'react';
import { bottomSheetStyles } from '../../src/ui/BottomSheet';
import { Button, buttonStyles } from '../../src/ui/Button';
import { Dialog, dialogStyles } from '../../src/ui/Dialog';
import { accessibleName, mount, nodeName, unmountAll } from './harness';

interface HarnessProps {
  dismissible?: boolean;
  onClose?: () => void;
}

function Harness({ dismissible, onClose }: HarnessProps) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose?.();
    setOpen(false);
  };
  return (
    <>
      <button id="opener" type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog
        open={open}
        onClose={close}
        title="Confirm transfer"
        description="Send £20 to Alex?"
        dismissible={dismissible}
        actions={
          <>
            <Button id="confirm">Confirm</Button>
            <Button id="cancel" variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
          </>
        }
      >
        <input id="note" aria-label="Note" />
      </Dialog>
    </>
  );
}

function Controlled({ open = false, size }: { open?: boolean; size?: 'wide' }) {
  return (
    <Dialog open={open} onClose={() => undefined} title="Controlled" size={size}>
      <button id="inside" type="button">
        Inside
      </button>
    </Dialog>
  );
}

async function openDialog(props: HarnessProps = {}) {
  const mounted = await mount(Harness, [buttonStyles, dialogStyles], props);
  const opener = await mounted.find<HTMLButtonElement>('#opener');
  opener.focus();
  opener.click();
  const dialog = await mounted.find('[role="dialog"]');
  await waitUntil(() => mounted.root.activeElement?.id === 'note', 'focus did not move into the dialog');
  return { ...mounted, opener, dialog };
}

async function shiftTab() {
  await sendKeys({ down: 'Shift' });
  await sendKeys({ press: 'Tab' });
  await sendKeys({ up: 'Shift' });
}

const focusedId = (root: ShadowRoot) => root.activeElement?.id || root.activeElement?.getAttribute('part');

describe('Dialog', () => {
  afterEach(unmountAll);

  it('renders nothing while closed', async () => {
    const { find, root } = await mount(Harness, [dialogStyles]);
    await find('#opener');
    expect(root.querySelector('[role="dialog"]')?.outerHTML).to.equal(undefined);
  });

  it('portals into the shadow root, never into the document', async () => {
    const { root, dialog, element } = await openDialog();
    expect(nodeName(dialog.getRootNode())).to.equal(nodeName(root));
    expect(document.querySelector('[role="dialog"]')?.outerHTML).to.equal(undefined);
    expect(nodeName(document.body.lastElementChild)).to.equal(nodeName(element));
  });

  it('is a labelled, described modal dialog', async () => {
    const { dialog, root } = await openDialog();
    expect(dialog.getAttribute('aria-modal')).to.equal('true');
    expect(dialog.getAttribute('part')).to.equal('dialog');
    expect(accessibleName(dialog, root)).to.equal('Confirm transfer');
    const description = root.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).to.equal('Send £20 to Alex?');
  });

  it('moves focus to the first control inside (not the close button); the document sees the host', async () => {
    const { root, element } = await openDialog();
    expect(root.activeElement?.id).to.equal('note');
    expect(nodeName(document.activeElement)).to.equal(nodeName(element));
  });

  it('traps Tab and Shift+Tab inside the dialog', async () => {
    const { root } = await openDialog();
    const forward: string[] = [];
    for (let i = 0; i < 5; i++) {
      await sendKeys({ press: 'Tab' });
      forward.push(focusedId(root) ?? '');
    }
    expect(forward).to.deep.equal(['confirm', 'cancel', 'dialog-close', 'note', 'confirm']);
    const backward: string[] = [];
    for (let i = 0; i < 4; i++) {
      await shiftTab();
      backward.push(focusedId(root) ?? '');
    }
    expect(backward).to.deep.equal(['note', 'dialog-close', 'cancel', 'confirm']);
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    let closes = 0;
    const { root, opener } = await openDialog({ onClose: () => closes++ });
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !root.querySelector('[role="dialog"]'));
    expect(closes).to.equal(1);
    expect(nodeName(root.activeElement)).to.equal(nodeName(opener));
  });

  it('a closed dialog stays mounted while it fades out, inert (no press, hidden from assistive technology), then goes; focus is back on the opener at once', async () => {
    const { root, opener } = await openDialog();
    // A key typed in this task (sendKeys's round trip can outlast the fade on a busy machine).
    root.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    await waitUntil(() => root.querySelector('[part="overlay"]')?.hasAttribute('inert') || !root.querySelector('[part="overlay"]'), 'Escape did not close', { interval: 1 });
    expect(root.querySelector('[part="overlay"]') === null, 'the dialog went at once').to.equal(false);
    await waitUntil(() => root.activeElement === opener, 'focus did not go back to the opener during the fade');
    expect(root.querySelector('[role="dialog"]') === null, 'the dialog went before its fade ended').to.equal(false);
    await waitUntil(() => !root.querySelector('[role="dialog"]'), 'the dialog stayed');
    expect(nodeName(root.activeElement)).to.equal(nodeName(opener));
  });

  it('restores focus after closing through an action too', async () => {
    const { root, find, opener } = await openDialog();
    (await find<HTMLButtonElement>('#cancel')).click();
    await waitUntil(() => !root.querySelector('[role="dialog"]'));
    expect(nodeName(root.activeElement)).to.equal(nodeName(opener));
  });

  it('closes on a click on the overlay and on the close button, not on a click inside', async () => {
    let closes = 0;
    const { root, find, opener } = await openDialog({ onClose: () => closes++ });
    (await find('[role="dialog"]')).click();
    expect(closes).to.equal(0);
    (await find('[part="overlay"]')).click();
    await waitUntil(() => !root.querySelector('[role="dialog"]'));
    expect(closes).to.equal(1);
    opener.click();
    (await find<HTMLButtonElement>('[part="dialog-close"]')).click();
    await waitUntil(() => !root.querySelector('[role="dialog"]'));
    expect(closes).to.equal(2);
  });

  it('with dismissible={false} ignores the overlay and Escape and has no close button', async () => {
    let closes = 0;
    const { root, find } = await openDialog({ dismissible: false, onClose: () => closes++ });
    (await find('[part="overlay"]')).click();
    await sendKeys({ press: 'Escape' });
    expect(closes).to.equal(0);
    expect(root.querySelector('[role="dialog"]')).to.exist;
    expect(root.querySelector('[part="dialog-close"]')?.outerHTML).to.equal(undefined);
  });

  it('pulls focus back when something outside the dialog takes it', async () => {
    const { root, opener } = await openDialog();
    opener.focus();
    await waitUntil(() => root.activeElement !== opener, 'focus stayed outside the dialog');
    expect(root.querySelector('[role="dialog"]')?.contains(root.activeElement)).to.equal(true);
  });

  it('restores focus to an element of the host page that had it', async () => {
    const pageButton = document.createElement('button');
    pageButton.id = 'page-button';
    pageButton.textContent = 'Page';
    document.body.append(pageButton);
    try {
      pageButton.focus();
      const { element, root, find } = await mount(Controlled, [dialogStyles], { open: false });
      element.open = true;
      await find('[role="dialog"]');
      await waitUntil(() => root.activeElement?.id === 'inside');
      element.open = false;
      await waitUntil(() => !root.querySelector('[role="dialog"]'));
      expect(nodeName(document.activeElement)).to.equal(nodeName(pageButton));
    } finally {
      pageButton.remove();
    }
  });

  it('is 440 px wide, or the widget width (536 px) with size="wide", whatever styles come after', async () => {
    const regular = await mount(Controlled, [dialogStyles, bottomSheetStyles], { open: true });
    const dialog = await regular.find('[role="dialog"]');
    expect(dialog.offsetWidth).to.equal(440);
    expect(getComputedStyle(dialog).maxHeight).to.equal('min(720px, 100%)');
    const wide = await mount(Controlled, [dialogStyles, bottomSheetStyles], { open: true, size: 'wide' });
    expect((await wide.find('[role="dialog"]')).offsetWidth).to.equal(536);
  });

  it('keeps its styles inside the shadow root', async () => {
    const sheetsBefore = document.styleSheets.length;
    const { find } = await openDialog();
    const overlay = await find('[part="overlay"]');
    expect(getComputedStyle(overlay).position).to.equal('fixed');
    expect(getComputedStyle(await find('[role="dialog"]')).borderTopLeftRadius).to.equal('16px');
    const lookalike = document.createElement('div');
    lookalike.className = 'fin-overlay';
    document.body.append(lookalike);
    try {
      expect(getComputedStyle(lookalike).position).to.equal('static');
    } finally {
      lookalike.remove();
    }
    expect(document.styleSheets.length).to.equal(sheetsBefore);
    expect(document.adoptedStyleSheets.length).to.equal(0);
  });
});
