import { expect, waitUntil } from '@open-wc/testing';
import { WidgetView } from '../../../src/ticket/ui/Widgets';
import type { WidgetHandlers } from '../../../src/ticket/ui/Widgets';
import type { Widget } from '../../../src/ticket/core/model';
import { mount, unmountAll } from '../../ui/harness';

const handlers: WidgetHandlers = { locale: 'en-GB', run: () => {}, selectFaq: () => {}, selectTransaction: () => {} };

function Two({ widgets }: { widgets: Widget[] }) {
  return (
    <div className="widgets">
      {widgets.map((widget, index) => (
        <WidgetView key={index} widget={widget} handlers={handlers} place={{ sectionPosition: 0, itemPosition: index }} />
      ))}
    </div>
  );
}

describe('WidgetView', () => {
  afterEach(unmountAll);

  it("logs 'should never be reached' for a type the decoder lets through by mistake, and renders the rest", async () => {
    const errors: string[] = [];
    const error = console.error;
    console.error = (value: unknown) => errors.push(String(value));
    try {
      const widgets = [{ type: 'NOPE' } as unknown as Widget, { type: 'WIDGET_TEXT', text: 'Still here' } as Widget];
      const { root } = await mount(Two, [], { widgets });
      await waitUntil(() => root.querySelector('.text-body'), 'the other widget did not render');
      expect(root.querySelector('.text-body')?.textContent).to.equal('Still here');
      expect(errors).to.deep.equal(['FinWidgets: UnreachableError: should never be reached: {"type":"NOPE"}']);
    } finally {
      console.error = error;
    }
  });

  it('formats counters, funds and ISO step dates for the locale', async () => {
    const widgets: Widget[] = [
      { type: 'COUNTER_WIDGET', title: 'Documents', count: 2, total: 5 },
      { type: 'CELL_FUNDS', title: 'Balance', amount: { amount: 1280.5, currency: 'EUR' }, baseAmount: { amount: 1106.21, currency: 'GBP' } },
      {
        type: 'WIDGET_PROGRESSION',
        currentStepIndex: 1,
        steps: [
          { id: 'a', title: 'A', date: '2026-11-02T10:00:00Z', lineStyle: 'SOLID' },
          { id: 'b', title: 'B', date: 'Tomorrow', lineStyle: 'DASHED' },
        ],
      },
    ];
    const { root } = await mount(Two, [], { widgets });
    await waitUntil(() => root.querySelector('.fin-timeline__date'));
    expect(root.querySelector('.counter-value')?.textContent).to.equal('2 of 5');
    expect([...root.querySelectorAll('.funds .fin-cell__end > span')].map((node) => node.textContent)).to.deep.equal(['€1,280.50', '£1,106.21']);
    expect([...root.querySelectorAll('.fin-timeline__date')].map((node) => node.textContent)).to.deep.equal(['2 Nov 2026', 'Tomorrow']);
  });
});
