import 'axe-core';
import { expect, waitUntil } from '@open-wc/testing';
import type AxeCore from 'axe-core';
import { buttonStyles } from '../../src/ui/Button';
import { ProgressTimeline, progressTimelineStyles } from '../../src/ui/ProgressTimeline';
import type { TimelineStep } from '../../src/ui/ProgressTimeline';
import { cellStyles, TransactionCell } from '../../src/ui/TransactionCell';
import { token } from '../../src/ui/theme';
import { mount, resolveColor, unmountAll } from './harness';

const { axe } = window as unknown as { axe: typeof AxeCore };
const violations = async (context: Element) =>
  (await axe.run(context, { resultTypes: ['violations'] })).violations.map((violation) => violation.id);

const labels = { done: 'Done', current: 'Current step', pending: 'Pending' };

describe('ProgressTimeline', () => {
  afterEach(unmountAll);

  it('draws done steps solid, the current one ringed, pending ones dashed', async () => {
    const pressed: string[] = [];
    const steps: TimelineStep[] = [
      { id: 'a', title: 'Ordered', date: '1 Nov 2026', state: 'done', line: 'solid', tone: 'success' },
      { id: 'b', title: 'Shipped', state: 'current', line: 'dashed', action: { label: 'Track', onClick: () => pressed.push('track') } },
      { id: 'c', title: 'Delivered', description: 'To your door', state: 'pending', line: 'dashed' },
    ];
    const View = () => <ProgressTimeline steps={steps} title="Delivery" stateLabels={labels} />;
    const { root, find } = await mount(View, [buttonStyles, progressTimelineStyles]);
    await find('.fin-timeline__step');
    const items = [...root.querySelectorAll('.fin-timeline__step')];
    expect(items.map((item) => item.getAttribute('part'))).to.deep.equal([
      'timeline-step timeline-step-done',
      'timeline-step timeline-step-current',
      'timeline-step timeline-step-pending',
    ]);
    expect(items.map((item) => item.getAttribute('aria-current'))).to.deep.equal([null, 'step', null]);
    expect(items.map((item) => item.querySelector('.fin-timeline__step-title')?.textContent)).to.deep.equal([
      'Done: Ordered',
      'Current step: Shipped',
      'Pending: Delivered',
    ]);
    const lines = [...root.querySelectorAll<HTMLElement>('.fin-timeline__line')].map((line) => getComputedStyle(line).borderLeftStyle);
    expect(lines).to.deep.equal(['solid', 'dashed'], 'no line after the last step');
    const dot = items[0]!.querySelector('.fin-timeline__dot')!;
    expect(getComputedStyle(dot).backgroundColor).to.equal(resolveColor(root, token.colorSuccess));
    const pendingDot = items[2]!.querySelector('.fin-timeline__dot')!;
    expect(getComputedStyle(pendingDot).backgroundColor).to.equal(resolveColor(root, token.colorSurface));
    root.querySelector<HTMLButtonElement>('.fin-timeline__action')!.click();
    expect(pressed).to.deep.equal(['track']);
    expect(await violations(items[0]!.closest('.fin-timeline')!)).to.deep.equal([]);
  });
});

describe('TransactionCell', () => {
  afterEach(unmountAll);

  it('is a button with a chevron when it has onClick, a plain row otherwise', async () => {
    const clicks: string[] = [];
    const View = () => (
      <>
        <TransactionCell className="one" title="Skyline Airways" subtitle="9 Nov" amount="-£412.60" status="Disputed" statusTone="warning" onClick={() => clicks.push('one')} />
        <TransactionCell className="two" title="coffee shop" icon="/no-such-icon.png" />
      </>
    );
    const { root, find } = await mount(View, [cellStyles]);
    const one = await find('.one');
    expect(one.localName).to.equal('button');
    expect(one.querySelector('.fin-cell__chevron')).to.not.equal(null);
    expect(getComputedStyle(one.querySelector('.fin-cell__status')!).color).to.equal(resolveColor(root, token.colorWarning));
    one.click();
    expect(clicks).to.deep.equal(['one']);
    const two = root.querySelector('.two')!;
    expect(two.localName).to.equal('div');
    // A broken icon gives way to the title's initial.
    await waitUntil(() => two.querySelector('.fin-cell__avatar')?.textContent === 'C', 'the broken icon stayed');
    expect(two.querySelector('img')).to.equal(null);
    expect(await violations(one)).to.deep.equal([]);
    expect(await violations(two)).to.deep.equal([]);
  });
});
