import { expect, waitUntil } from '@open-wc/testing';
import { useEffect } from 'react';
import { TOAST_DURATION, ToastProvider, toastStyles, useToast } from '../../src/ui/Toast';
import type { ToastApi } from '../../src/ui/Toast';
import { token } from '../../src/ui/theme';
import type { Clock } from '../../src/shared/clock';
import { createFakeClock } from '../support/fake-clock';
import { mount, nodeName, resolveColor, unmountAll } from './harness';

/** Hands the toast API to the test through a callback. */
function Expose({ onApi }: { onApi: (api: ToastApi) => void }) {
  const api = useToast();
  useEffect(() => {
    onApi(api);
  }, [api, onApi]);
  return <p>content</p>;
}

function Harness({ duration, clock, onApi }: { duration?: number; clock?: Clock; onApi: (api: ToastApi) => void }) {
  return (
    <ToastProvider duration={duration} clock={clock}>
      <Expose onApi={onApi} />
    </ToastProvider>
  );
}

async function setup(duration?: number, clock?: Clock) {
  let api: ToastApi | undefined;
  const mounted = await mount(Harness, [toastStyles], { duration, clock, onApi: (value: ToastApi) => (api = value) });
  await waitUntil(() => api);
  return { ...mounted, toasts: api!, region: await mounted.find('[part="toasts"]') };
}

const toastsIn = (root: ShadowRoot) => [...root.querySelectorAll<HTMLElement>('.fin-toast')];

describe('Toast', () => {
  afterEach(unmountAll);

  it('keeps an empty polite live region in the shadow root before any toast', async () => {
    const { region, root } = await setup();
    expect(nodeName(region.getRootNode())).to.equal(nodeName(root));
    expect(region.getAttribute('aria-label')).to.equal('Notifications');
    const live = region.querySelector('[aria-live]');
    expect(live?.getAttribute('aria-live')).to.equal('polite');
    expect(live?.children.length).to.equal(0);
    expect(getComputedStyle(region).position).to.equal('fixed');
  });

  it('shows a toast inside the live region with its title, description and variant', async () => {
    const { toasts, root, region } = await setup();
    toasts.show({ title: 'Something went wrong', description: 'Try again in a few minutes', variant: 'error' });
    await waitUntil(() => toastsIn(root).length === 1);
    const [toast] = toastsIn(root);
    expect(region.querySelector('[aria-live]')?.contains(toast!)).to.equal(true);
    expect(toast!.getAttribute('part')).to.equal('toast toast-error');
    expect(toast!.querySelector('.fin-toast__title')?.textContent).to.equal('Something went wrong');
    expect(toast!.querySelector('.fin-toast__description')?.textContent).to.equal('Try again in a few minutes');
    expect(getComputedStyle(toast!.querySelector('.fin-toast__icon')!).color).to.equal(resolveColor(root, token.colorDanger));
  });

  it('goes away after the provider duration', async () => {
    const { toasts, root } = await setup(400);
    const shown = performance.now();
    toasts.show({ title: 'Thanks for your feedback', variant: 'success' });
    await waitUntil(() => toastsIn(root).length === 1);
    await waitUntil(() => toastsIn(root).length === 0, 'the toast stayed', { timeout: 3000 });
    const elapsed = performance.now() - shown;
    expect(elapsed).to.be.at.least(400);
    // Loose: a background tab runs timers late (the runner has two test files open at once).
    expect(elapsed).to.be.below(2500);
  });

  it('lasts 4000 ms by default (on the clock it is given)', async () => {
    expect(TOAST_DURATION).to.equal(4000);
    const clock = createFakeClock();
    const { toasts, root } = await setup(undefined, clock);
    toasts.show({ title: 'Saved' });
    await waitUntil(() => toastsIn(root).length === 1 && clock.pending() === 1, 'no toast, or no timer');
    clock.tick(3999);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(toastsIn(root), 'after 3999 ms').to.have.length(1);
    clock.tick(1);
    await waitUntil(() => toastsIn(root).length === 0, 'the toast stayed after 4000 ms');
  });

  it('takes a duration per toast, and Infinity keeps it', async () => {
    const { toasts, root } = await setup(60000);
    toasts.show({ title: 'Sticky', duration: Infinity });
    toasts.show({ title: 'Quick', duration: 200 });
    await waitUntil(() => toastsIn(root).length === 2);
    await waitUntil(() => toastsIn(root).length === 1, 'the quick toast stayed', { timeout: 3000 });
    expect(toastsIn(root)[0]!.textContent).to.contain('Sticky');
  });

  it('closes at once with its close button, and dismiss(id) closes a given toast', async () => {
    const { toasts, root } = await setup(60000);
    toasts.show({ title: 'First' });
    const second = toasts.show({ title: 'Second' });
    await waitUntil(() => toastsIn(root).length === 2);
    toastsIn(root)[0]!.querySelector<HTMLButtonElement>('[part="toast-close"]')!.click();
    await waitUntil(() => toastsIn(root).length === 1);
    expect(toastsIn(root)[0]!.textContent).to.contain('Second');
    toasts.dismiss(second);
    await waitUntil(() => toastsIn(root).length === 0);
  });

  it('runs its action and closes', async () => {
    let acted = 0;
    const { toasts, root } = await setup(60000);
    toasts.show({ title: 'Something went wrong', action: { label: 'Got it', onClick: () => acted++ } });
    await waitUntil(() => toastsIn(root).length === 1);
    const action = toastsIn(root)[0]!.querySelector<HTMLButtonElement>('[part="toast-action"]')!;
    expect(action.textContent).to.equal('Got it');
    action.click();
    await waitUntil(() => toastsIn(root).length === 0);
    expect(acted).to.equal(1);
  });

  it('waits while focus is inside it, and goes once focus leaves', async function () {
    this.timeout(12000);
    const { toasts, root } = await setup();
    toasts.show({ title: 'Held', duration: 1500 });
    await waitUntil(() => toastsIn(root).length === 1);
    toastsIn(root)[0]!.querySelector<HTMLButtonElement>('[part="toast-close"]')!.focus();
    // A longer toast shown after it is the clock: when it has gone, the held one must remain.
    toasts.show({ title: 'Clock', duration: 2000 });
    await waitUntil(() => toastsIn(root).length === 2);
    await waitUntil(() => toastsIn(root).length === 1, 'the clock toast stayed', { timeout: 5000 });
    expect(toastsIn(root)[0]!.textContent).to.contain('Held');
    toastsIn(root)[0]!.querySelector<HTMLButtonElement>('[part="toast-close"]')!.blur();
    await waitUntil(() => toastsIn(root).length === 0, 'the held toast stayed after blur', { timeout: 5000 });
  });
});
