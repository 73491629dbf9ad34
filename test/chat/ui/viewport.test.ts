/**
 * `<fin-chat>` follows the visual viewport (issue 19, composer): when an on-screen keyboard
 * shrinks it (iOS shrinks the visual viewport, not the layout one) or scrolls it, the panel takes
 * its height and top, so the input stays above the keyboard.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { currentBackend, openPanel } from './panel-harness';

/** A visual viewport the test moves, as a keyboard would. */
function fakeViewport(height: number) {
  const viewport = Object.assign(new EventTarget(), { height, offsetTop: 0, width: window.innerWidth });
  Object.defineProperty(window, 'visualViewport', { value: viewport, configurable: true });
  return viewport;
}

describe('<fin-chat> and the visual viewport', function () {
  this.timeout(20_000);
  const real = Object.getOwnPropertyDescriptor(window, 'visualViewport');
  afterEach(() => {
    if (real) Object.defineProperty(window, 'visualViewport', real);
    else delete (window as { visualViewport?: unknown }).visualViewport;
  });

  it('the panel keeps to the visual viewport: the keyboard shrinks it, a scroll moves it; the input stays inside', async () => {
    const viewport = fakeViewport(600);
    currentBackend().ticket('t1');
    const panel = await openPanel({ open: { ticketId: 't1' } });
    // The panel, not the frame drawn before it (issue 48: same parts, data-fin-frame), which it replaces.
    const box = await panel.find('[part="panel"]:not([data-fin-frame])');
    const input = await panel.find('[part="panel"]:not([data-fin-frame]) [part="input"]');
    await waitUntil(() => Math.round(box.getBoundingClientRect().height) === 600, 'the panel did not take the viewport height', { timeout: 5000 });

    // The keyboard opens: 260 px of the viewport are gone, and the page scrolled 40 px under it.
    viewport.height = 340;
    viewport.offsetTop = 40;
    viewport.dispatchEvent(new Event('resize'));
    viewport.dispatchEvent(new Event('scroll'));
    await waitUntil(() => Math.round(box.getBoundingClientRect().height) === 340, 'the panel did not shrink with the viewport');
    expect(Math.round(box.getBoundingClientRect().top)).to.equal(40);
    expect(input.getBoundingClientRect().bottom).to.be.at.most(40 + 340);
  });
});
