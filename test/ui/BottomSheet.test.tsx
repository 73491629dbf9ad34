import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { useState } from 'react';
import { BottomSheet, bottomSheetStyles } from '../../src/ui/BottomSheet';
import { Button, buttonStyles } from '../../src/ui/Button';
import { dialogStyles } from '../../src/ui/Dialog';
import { statusDialogStyles } from '../../src/ui/StatusDialog';
import { accessibleName, mount, nodeName, unmountAll } from './harness';

function Harness({ onClose, rows = 3 }: { onClose?: () => void; rows?: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button id="opener" type="button" onClick={() => setOpen(true)}>
        Choose country
      </button>
      <BottomSheet
        open={open}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        title="Country"
        actions={<Button id="done">Done</Button>}
      >
        {Array.from({ length: rows }, (_, index) => (
          <button key={index} id={`row-${index}`} type="button" style={{ display: 'block', height: 60, width: '100%' }}>
            Country {index}
          </button>
        ))}
      </BottomSheet>
    </>
  );
}

async function openSheet(props: { onClose?: () => void; rows?: number } = {}) {
  // The dialog styles come after: their copy of the shared modal rules must not undo the sheet's.
  const mounted = await mount(Harness, [buttonStyles, bottomSheetStyles, statusDialogStyles, dialogStyles], props);
  const opener = await mounted.find<HTMLButtonElement>('#opener');
  opener.focus();
  opener.click();
  const sheet = await mounted.find('[role="dialog"]');
  await waitUntil(() => mounted.root.activeElement?.id === 'row-0', 'focus did not move into the sheet');
  // Jump to the end of the entry animation before measuring (a background tab does not run it).
  for (const animation of sheet.getAnimations()) animation.finish();
  return { ...mounted, opener, sheet };
}

describe('BottomSheet', () => {
  afterEach(unmountAll);
  after(() => setViewport({ width: 800, height: 600 }));

  it('is a labelled modal dialog inside the shadow root with the "sheet" part', async () => {
    const { sheet, root } = await openSheet();
    expect(nodeName(sheet.getRootNode())).to.equal(nodeName(root));
    expect(sheet.getAttribute('aria-modal')).to.equal('true');
    expect(sheet.getAttribute('part')).to.equal('sheet');
    expect(accessibleName(sheet, root)).to.equal('Country');
  });

  it('traps focus, closes on Escape and restores focus', async () => {
    let closes = 0;
    const { root, opener } = await openSheet({ onClose: () => closes++ });
    const order: string[] = [];
    for (let i = 0; i < 5; i++) {
      await sendKeys({ press: 'Tab' });
      order.push(root.activeElement?.id || (root.activeElement?.getAttribute('part') ?? ''));
    }
    expect(order).to.deep.equal(['row-1', 'row-2', 'done', 'sheet-close', 'row-0']);
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !root.querySelector('[role="dialog"]'));
    expect(closes).to.equal(1);
    expect(nodeName(root.activeElement)).to.equal(nodeName(opener));
  });

  it('on a narrow screen sits on the bottom edge with rounded top corners, and its body scrolls', async () => {
    await setViewport({ width: 400, height: 700 });
    const { sheet, find } = await openSheet({ rows: 30 });
    const rect = sheet.getBoundingClientRect();
    expect(rect.bottom).to.equal(700);
    expect(rect.width).to.equal(400);
    expect(rect.height).to.be.at.most(700 - 48);
    const style = getComputedStyle(sheet);
    expect(style.borderTopLeftRadius).to.equal('16px');
    expect(style.borderBottomLeftRadius).to.equal('0px');
    const body = await find('[part="sheet-body"]');
    expect(body.scrollHeight).to.be.greaterThan(body.clientHeight);
    expect(getComputedStyle(body).overflowY).to.equal('auto');
    expect(getComputedStyle(await find('[part="sheet-handle"]')).display).to.equal('block');
  });

  it('on a phone, the host page under the open sheet cannot scroll; it can again once the sheet closes', async () => {
    await setViewport({ width: 375, height: 667 });
    const tall = document.createElement('div');
    tall.style.height = '3000px';
    document.body.append(tall);
    try {
      const page = document.scrollingElement!;
      expect(getComputedStyle(document.body).overflowY, 'the page could not scroll to begin with').to.equal('visible');
      const { root } = await openSheet({ rows: 30 });
      // overflow hidden on <body> reaches the viewport: no wheel, touch or key scrolls the page.
      expect(getComputedStyle(document.body).overflowY, 'the page still scrolls under the sheet').to.equal('hidden');
      expect(page.scrollHeight).to.be.greaterThan(page.clientHeight);
      await sendKeys({ press: 'Escape' });
      await waitUntil(() => !root.querySelector('[role="dialog"]'));
      expect(getComputedStyle(document.body).overflowY).to.equal('visible');
    } finally {
      tall.remove();
    }
  });

  it('from 600 px wide shows as a centred dialog', async () => {
    await setViewport({ width: 1000, height: 700 });
    const { sheet, find } = await openSheet();
    const rect = sheet.getBoundingClientRect();
    expect(rect.width).to.equal(536);
    expect(rect.left).to.equal((1000 - 536) / 2);
    expect(Math.abs(rect.top - (700 - rect.bottom))).to.be.at.most(1);
    expect(getComputedStyle(sheet).borderBottomLeftRadius).to.equal('16px');
    expect(getComputedStyle(await find('[part="sheet-handle"]')).display).to.equal('none');
  });
});
