import 'axe-core';
import { expect, waitUntil } from '@open-wc/testing';
import type AxeCore from 'axe-core';
import { CallBar } from '../../../src/chat/ui/calls/CallBar';
import type { CallBarProps } from '../../../src/chat/ui/calls/CallBar';
import { callBarStyles } from '../../../src/chat/ui/calls/styles';
import { createFakeClock } from '../../support/fake-clock';
import { accessibleName, mount, unmountAll } from '../../ui/harness';

const { axe } = window as unknown as { axe: typeof AxeCore };

function setup(props: Partial<CallBarProps>) {
  const pressed: string[] = [];
  const all: CallBarProps = {
    call: { phase: 'idle', muted: false },
    onToggleMute: () => void pressed.push('mute'),
    onHangUp: () => void pressed.push('hang-up'),
    onDismiss: () => void pressed.push('dismiss'),
    ...props,
  };
  return { pressed, mounted: mount(CallBar, [callBarStyles], all) };
}

const announced = (root: ShadowRoot) => root.querySelector('[part="call-announcer"]')?.textContent ?? '';

describe('CallBar (§2.2)', () => {
  afterEach(unmountAll);

  it('while calling: Calling… announced, no duration yet, mute and hang-up buttons', async () => {
    const { mounted } = setup({ call: { phase: 'connecting', ticketId: 't1', muted: false } });
    const { root, find } = await mounted;
    await find('[part="call-bar"]');
    expect(announced(root)).to.equal('Calling…');
    expect(root.querySelector('[part="call-duration"]')).to.equal(null);
    expect(accessibleName(root.querySelector('[part="call-mute"]')!, root)).to.equal('Mute');
    expect(accessibleName(root.querySelector('[part="call-hang-up"]')!, root)).to.equal('Hang up');
  });

  it('active: the running duration from startedAt on the calls clock, as a timer', async () => {
    const clock = createFakeClock(1_000_000);
    const { mounted } = setup({ clock, call: { phase: 'active', ticketId: 't1', muted: false, startedAt: 1_000_000 - 65_000 } });
    const { root, find } = await mounted;
    const duration = await find('[part="call-duration"]');
    expect(duration.getAttribute('role')).to.equal('timer');
    expect(duration.textContent).to.equal('1:05');
    expect(announced(root)).to.equal('Call in progress');
    clock.tick(999);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(duration.textContent, 'after 999 ms').to.equal('1:05');
    clock.tick(1);
    await waitUntil(() => duration.textContent === '1:06', 'the duration did not run with the clock');
    clock.tick(60_000);
    await waitUntil(() => duration.textContent === '2:06', 'the duration did not follow the clock');
  });

  it('the microphone toggle is a pressed button while muted; both buttons work from the keyboard', async () => {
    const { mounted, pressed } = setup({ call: { phase: 'active', ticketId: 't1', muted: true, startedAt: Date.now() } });
    const { root, find } = await mounted;
    const mute = await find<HTMLButtonElement>('[part="call-mute"]');
    expect(mute.getAttribute('aria-pressed')).to.equal('true');
    expect(mute.type).to.equal('button');
    mute.focus();
    expect(root.activeElement?.getAttribute('part')).to.equal('call-mute');
    mute.click();
    root.querySelector<HTMLButtonElement>('[part="call-hang-up"]')!.click();
    expect(pressed).to.deep.equal(['mute', 'hang-up']);
  });

  it('after a call: no bar, the notice announced with Dismiss', async () => {
    const { mounted, pressed } = setup({ notice: 'The agent could not take your call' });
    const { root, find } = await mounted;
    const notice = await find('[part="call-notice"]');
    expect(root.querySelector('[part="call-bar"]')).to.equal(null);
    expect(announced(root)).to.equal('The agent could not take your call');
    notice.querySelector('button')!.click();
    expect(pressed).to.deep.equal(['dismiss']);
  });

  /** WCAG's contrast ratio of two computed `rgb(…)` colours. */
  function contrast(one: string, other: string): number {
    const luminance = (colour: string) => {
      const [r, g, b] = (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map((value) => {
        const c = Number(value) / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const [dark, light] = [luminance(one), luminance(other)].sort((a, b) => a - b);
    return (light! + 0.05) / (dark! + 0.05);
  }

  for (const appearance of ['light', 'dark']) {
    it(`${appearance}: the hang-up button's icon keeps 4.5:1 against the danger colour, and axe finds nothing`, async () => {
      const { mounted } = setup({ call: { phase: 'active', ticketId: 't1', muted: true, startedAt: Date.now() } });
      const { element, find } = await mounted;
      element.setAttribute('appearance', appearance);
      const hangUp = await find('[part="call-hang-up"]');
      await waitUntil(() => getComputedStyle(element).colorScheme === appearance, `not ${appearance}`);
      const style = getComputedStyle(hangUp);
      const ratio = contrast(style.color, style.backgroundColor);
      expect(ratio, `${style.color} on ${style.backgroundColor}`).to.be.at.least(4.5);
      const results = await axe.run(element, { resultTypes: ['violations'] });
      expect(results.violations.map((violation) => violation.id)).to.deep.equal([]);
    });
  }

  for (const [what, props] of [
    ['calling', { call: { phase: 'connecting', ticketId: 't1', muted: false } }],
    ['active and muted', { call: { phase: 'active', ticketId: 't1', muted: true, startedAt: Date.now() } }],
    ['a notice', { notice: 'Failed to fetch call config or token' }],
  ] as [string, Partial<CallBarProps>][]) {
    it(`axe finds nothing: ${what}`, async () => {
      const { mounted } = setup(props);
      const { element, find } = await mounted;
      await find('[part="call-announcer"]');
      const results = await axe.run(element, { resultTypes: ['violations'] });
      expect(results.violations.map((violation) => violation.id)).to.deep.equal([]);
    });
  }
});
