import 'axe-core';
import { expect, waitUntil } from '@open-wc/testing';
import { resetMouse, sendMouse } from '@web/test-runner-commands';
import type AxeCore from 'axe-core';
import { useEffect } from 'react';
import { BottomSheet, bottomSheetStyles } from '../../src/ui/BottomSheet';
import { Button, buttonStyles } from '../../src/ui/Button';
import { Dialog, dialogStyles } from '../../src/ui/Dialog';
import { SearchBox, searchBoxStyles } from '../../src/ui/SearchBox';
import { Skeleton, skeletonStyles } from '../../src/ui/Skeleton';
import { StatusDialog, statusDialogStyles, statusVariants } from '../../src/ui/StatusDialog';
import { ToastProvider, toastStyles, useToast } from '../../src/ui/Toast';
import { VirtualList, virtualListStyles } from '../../src/ui/VirtualList';
import { mount, unmountAll } from './harness';

const { axe } = window as unknown as { axe: typeof AxeCore };

/** Ends the entry animations (a background tab never runs them) so contrast is measured at rest. */
function settle(root: ShadowRoot) {
  for (const animation of root.getAnimations()) {
    if (animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish();
  }
}

async function violations(context: Element) {
  // A page at least as tall as the viewport, as a host page is: with the page's scrolling locked
  // under a modal (overflow hidden), axe takes a fixed dialog in a shorter <body> for clipped.
  document.body.style.minHeight = '100vh';
  const results = await axe.run(context, { resultTypes: ['violations'] });
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

function ShowToasts() {
  const { show } = useToast();
  useEffect(() => {
    show({ title: 'Saved', variant: 'success' });
    show({ title: 'Something went wrong', description: 'Try again in a few minutes', variant: 'error', action: { label: 'Got it', onClick: () => undefined } });
  }, [show]);
  return null;
}

function Page() {
  return (
    <ToastProvider duration={60000}>
      <main>
        <h1>Page</h1>
        <Button>Primary</Button>
        <Button variant="secondary" loading>
          Saving
        </Button>
        <Button variant="quiet" icon="chevronLeft" disabled>
          Back
        </Button>
        <SearchBox label="Search countries" defaultValue="Fr" />
        <Skeleton lines={2} />
        <VirtualList
          items={['Euro', 'Pound sterling', 'US dollar']}
          rowHeight={76}
          height={240}
          label="Currencies"
          renderItem={(name) => <button type="button">{name}</button>}
        />
      </main>
      <ShowToasts />
    </ToastProvider>
  );
}

function Modals({ kind }: { kind: 'dialog' | 'sheet' | `status-${number}` }) {
  const actions = <Button>Continue</Button>;
  if (kind === 'dialog') {
    return (
      <Dialog open onClose={() => undefined} title="Confirm" description="Send £20?" actions={actions}>
        <SearchBox label="Search address" />
      </Dialog>
    );
  }
  if (kind === 'sheet') {
    return (
      <BottomSheet open onClose={() => undefined} title="Country" actions={actions}>
        <p>Pick one</p>
      </BottomSheet>
    );
  }
  const variant = statusVariants[Number(kind.slice('status-'.length))] ?? 'success';
  return <StatusDialog open variant={variant} title="Thank you for your submission" onClose={() => undefined} actions={[{ label: 'Ok', onClick: () => undefined }]} />;
}

const allStyles = [buttonStyles, dialogStyles, bottomSheetStyles, statusDialogStyles, searchBoxStyles, skeletonStyles, toastStyles, virtualListStyles];

function Variants() {
  return (
    <main>
      <Button>Primary</Button>
      <Button variant="secondary">Secondary</Button>
      <Button variant="quiet">Quiet</Button>
    </main>
  );
}

describe('accessibility (axe)', () => {
  afterEach(unmountAll);
  afterEach(() => resetMouse());

  // A hovered button's text keeps its contrast (the secondary one's accent on its hover mix was 4.15:1).
  for (const variant of ['primary', 'secondary', 'quiet'] as const) {
    it(`finds no violations on a hovered ${variant} button`, async () => {
      const { element, root } = await mount(Variants, [buttonStyles]);
      const button = await waitUntil(() => root.querySelector(`.fin-button--${variant}`)).then(() => root.querySelector(`.fin-button--${variant}`)!);
      const box = button.getBoundingClientRect();
      await sendMouse({ type: 'move', position: [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)] });
      await waitUntil(() => button.matches(':hover'));
      // Past the 120 ms colour transition.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await violations(element)).to.deep.equal([]);
    });
  }

  it('finds no violations in buttons, search, skeleton, list and toasts', async () => {
    const { element, root } = await mount(Page, allStyles);
    await waitUntil(() => root.querySelectorAll('.fin-toast').length === 2 && root.querySelector('[role="listitem"]'));
    settle(root);
    expect(await violations(element)).to.deep.equal([]);
  });

  for (const kind of ['dialog', 'sheet', ...statusVariants.map((_, index) => `status-${index}` as const)] as const) {
    it(`finds no violations in an open ${kind}`, async () => {
      const { element, find, root } = await mount(Modals, allStyles, { kind });
      await find('[role="dialog"]');
      settle(root);
      expect(await violations(element)).to.deep.equal([]);
    });
  }
});
