import { expect } from '@open-wc/testing';
import { DecodeError } from '../../../src/shared/errors';
import { decodeAction, decodeTicket, WIDGET_TYPES } from '../../../src/ticket/core/decode';
import { decodeChargeback } from '../../../src/ticket/core/chargeback';
import type { Widget } from '../../../src/ticket/core/model';
import { ticketFixtures } from '../fake-helpcentre';

const widgetsOf = (sections: readonly { items: readonly Widget[] }[]) => sections.flatMap((section) => section.items);

describe('ticket decoding', () => {
  it('decodes every widget type from the reference fixtures', async () => {
    const { tickets, chargebacks } = await ticketFixtures();
    const widgets = [
      ...Object.values(tickets).flatMap((ticket) => widgetsOf(decodeTicket(ticket).value.sections)),
      ...Object.values(chargebacks).flatMap((chargeback) => widgetsOf(decodeChargeback(chargeback).value)),
    ];
    expect([...new Set(widgets.map((widget) => widget.type))].sort()).to.deep.equal([...WIDGET_TYPES].sort());
    const kinds = new Set<string>();
    const collect = (action: ReturnType<typeof decodeAction> | undefined) => {
      if (!action) return;
      kinds.add(action.kind === 'request' ? `request ${action.method}` : action.kind);
      if (action.kind === 'dialog') action.buttons.forEach((button) => collect(button.action));
    };
    for (const widget of widgets) {
      if (widget.type === 'WIDGET_PROGRESSION') {
        collect(widget.headerAction?.action);
        widget.steps.forEach((step) => collect(step.action?.action));
      }
      if (widget.type === 'WIDGET_WARNING' || widget.type === 'CELL_RESTRICTION') collect(widget.action?.action);
    }
    expect([...kinds].sort()).to.deep.equal(['deepLink', 'dialog', 'request DELETE', 'request PATCH', 'request POST', 'request PUT']);
  });

  it('reads a progression with its steps, colours and actions', () => {
    const { value } = decodeTicket({
      title: 'T',
      sections: [
        {
          title: 'Progress',
          rightTitle: 'Now',
          items: [
            {
              type: 'WIDGET_PROGRESSION',
              headerTitle: 'Timeline',
              headerAction: { title: 'Help', action: { deepLink: '/help' } },
              currentStepIndex: 1,
              steps: [
                { id: 'a', title: 'A', date: '2026-11-10', lineStyle: 'SOLID', stepColor: 'green' },
                { id: 'b', title: 'B', lineStyle: 'DASHED', stepColor: 'PINK', actionTitle: 'Go', action: { deepLink: 'x' } },
              ],
            },
          ],
        },
      ],
    });
    expect(value.sections[0]).to.deep.equal({
      title: 'Progress',
      rightTitle: 'Now',
      items: [
        {
          type: 'WIDGET_PROGRESSION',
          headerTitle: 'Timeline',
          headerAction: { title: 'Help', action: { kind: 'deepLink', url: '/help' } },
          currentStepIndex: 1,
          steps: [
            { id: 'a', title: 'A', date: '2026-11-10', description: undefined, lineStyle: 'SOLID', tone: 'success', action: undefined },
            { id: 'b', title: 'B', date: undefined, description: undefined, lineStyle: 'DASHED', tone: undefined, action: { title: 'Go', action: { kind: 'deepLink', url: 'x' } } },
          ],
        },
      ],
    });
  });

  it('skips an unknown widget type with a warning and keeps the rest', () => {
    const { value, warnings } = decodeTicket({
      title: 'T',
      sections: [{ items: [{ type: 'WIDGET_HOLOGRAM' }, { type: 'CELL_FAQ', faqKey: 'k', title: 'Q' }] }],
    });
    expect(value.sections[0]!.items).to.deep.equal([{ type: 'CELL_FAQ', faqKey: 'k', title: 'Q' }]);
    expect(warnings).to.deep.equal(['skipped the widget at $.sections[0].items[0]: unknown type "WIDGET_HOLOGRAM"']);
  });

  const malformed: [string, unknown, string][] = [
    ['no title', { sections: [] }, '$.title'],
    ['sections not a list', { title: 'T', sections: {} }, '$.sections'],
    ['a widget without type', { title: 'T', sections: [{ items: [{}] }] }, '$.sections[0].items[0].type'],
    ['a bad lineStyle', { title: 'T', sections: [{ items: [{ type: 'WIDGET_PROGRESSION', currentStepIndex: 0, steps: [{ id: 'a', title: 'A', lineStyle: 'DOTTED' }] }] }] }, '$.sections[0].items[0].steps[0].lineStyle'],
    ['a current step out of range', { title: 'T', sections: [{ items: [{ type: 'WIDGET_PROGRESSION', currentStepIndex: 3, steps: [] }] }] }, '$.sections[0].items[0].currentStepIndex'],
    ['money without a currency code', { title: 'T', sections: [{ items: [{ type: 'CELL_FUNDS', title: 'F', amount: { amount: 1, currency: 'pounds' } }] }] }, '$.sections[0].items[0].amount.currency'],
    ['an action label missing', { title: 'T', sections: [{ items: [{ type: 'WIDGET_WARNING', text: 'W', action: { deepLink: 'x' } }] }] }, '$.sections[0].items[0].actionTitle'],
  ];
  for (const [name, json, path] of malformed) {
    it(`rejects ${name} with the field's path`, () => {
      let error: unknown;
      try {
        decodeTicket(json);
      } catch (caught) {
        error = caught;
      }
      expect(error).to.be.instanceOf(DecodeError);
      expect((error as DecodeError).path).to.equal(path);
    });
  }

  const actions: [string, unknown, unknown][] = [
    ['deepLink', { deepLink: 'https://x.example' }, { kind: 'deepLink', url: 'https://x.example' }],
    [
      'dialog',
      { dialog: { title: 'D', buttons: [{ title: 'Ok' }, { title: 'Go', style: 'SECONDARY', action: { deepLink: 'y' } }] } },
      { kind: 'dialog', title: 'D', description: undefined, buttons: [{ title: 'Ok', style: 'PRIMARY', action: undefined }, { title: 'Go', style: 'SECONDARY', action: { kind: 'deepLink', url: 'y' } }] },
    ],
    ['request', { request: { method: 'PUT', path: 'p', body: { a: 1 }, successMessage: 'Done' } }, { kind: 'request', method: 'PUT', path: 'p', body: { a: 1 }, successMessage: 'Done' }],
    ['DELETE request', { request: { method: 'DELETE', path: 'p', successMessage: 'Gone' } }, { kind: 'request', method: 'DELETE', path: 'p', body: undefined, successMessage: 'Gone' }],
  ];
  for (const [name, json, expected] of actions) {
    it(`reads the ${name} action form`, () => expect(decodeAction(json, '$')).to.deep.equal(expected));
  }

  const badActions: [string, unknown, string][] = [
    ['no form', {}, 'expected exactly one of deepLink, dialog, request, got none'],
    ['two forms', { deepLink: 'x', request: {} }, 'expected exactly one of deepLink, dialog, request, got deepLink and request'],
    ['a GET request', { request: { method: 'GET', path: 'p', successMessage: 'x' } }, 'expected one of DELETE, PATCH, POST, PUT, got "GET"'],
    ['a DELETE with a body', { request: { method: 'DELETE', path: 'p', body: {}, successMessage: 'x' } }, 'a DELETE request has no body'],
  ];
  for (const [name, json, problem] of badActions) {
    it(`rejects an action with ${name}`, () => {
      expect(() => decodeAction(json, '$')).to.throw(DecodeError, problem);
    });
  }
});
