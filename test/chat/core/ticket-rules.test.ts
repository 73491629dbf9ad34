import { expect } from '@open-wc/testing';
import { DISMISSED_ACTIVE_HIDDEN_MS } from '../../../src/chat/constants';
import { decodeTicket, fromWireState, toWireState, TICKET_STATES } from '../../../src/chat/core/models';
import type { Ticket, TicketState } from '../../../src/chat/core/models';
import { activeList, applyTicketEvent, historyList, isActive, isHidden, isRateable, ticketButtons } from '../../../src/chat/core/ticket-rules';
import { firstUnreadId, ticketEventOf } from '../../../src/chat/core/tickets';

const T0 = Date.parse('2026-05-01T10:00:00Z');
const at = (ms: number) => new Date(T0 + ms).toISOString();

function ticket(state: TicketState, fields: Partial<Ticket> = {}): Ticket {
  return { id: 't1', state, unread: 0, createdAt: at(0), updatedAt: at(0), assigned: false, closeable: true, readOnly: false, ...fields };
}

describe('chat tickets: states on the wire', () => {
  const wire = ['open', 'assigned', 'awaiting_response', 'resolved', 'closed', 'closed_and_rated', 'canceled'];
  it('maps every state to its lower-case underscore form and back', () => {
    expect(TICKET_STATES.map(toWireState)).to.deep.equal(wire);
    expect(wire.map((state) => fromWireState(state as never))).to.deep.equal([...TICKET_STATES]);
  });
  it('decodes a wire ticket and refuses an unknown state', () => {
    const decoded = decodeTicket({ id: 'a', state: 'awaiting_response', createdAt: at(0), updatedAt: at(0), closeable: true });
    expect(decoded.state).to.equal('AwaitingResponse');
    expect(() => decodeTicket({ id: 'a', state: 'pending', createdAt: at(0), updatedAt: at(0) })).to.throw(/\$\.state/);
  });
  it('counts Open, Assigned and AwaitingResponse as active', () => {
    expect(TICKET_STATES.filter(isActive)).to.deep.equal(['Open', 'Assigned', 'AwaitingResponse']);
  });
});

describe('chat tickets: rateable (Postponed counts as not given)', () => {
  const cases: [TicketState, string | undefined, boolean][] = [
    ['Resolved', undefined, true],
    ['Resolved', 'great', true],
    ['Closed', undefined, true],
    ['Closed', 'Postponed', true],
    ['Closed', 'great', false],
    ['ClosedAndRated', 'great', false],
    ['Open', undefined, false],
    ['Assigned', undefined, false],
    ['AwaitingResponse', undefined, false],
    ['Canceled', undefined, false],
  ];
  for (const [state, rating, expected] of cases) {
    it(`${state} with rating ${rating ?? 'none'} → ${expected}`, () => {
      expect(isRateable({ state, rating })).to.equal(expected);
    });
  }
});

describe('chat tickets: buttons', () => {
  // state, closeable, rating → continue, end, rate, dismiss
  const cases: [TicketState, boolean, string | undefined, [boolean, boolean, boolean, boolean]][] = [
    ['Open', true, undefined, [true, true, false, true]],
    ['Open', false, undefined, [true, false, false, false]],
    ['Assigned', true, undefined, [true, true, false, true]],
    ['Assigned', false, undefined, [true, false, false, false]],
    ['AwaitingResponse', true, undefined, [true, true, false, true]],
    ['AwaitingResponse', false, undefined, [true, false, false, false]],
    ['Resolved', false, undefined, [false, false, true, true]],
    ['Resolved', false, 'Postponed', [false, false, true, true]],
    ['Resolved', true, 'great', [false, false, false, true]],
    ['Closed', false, undefined, [false, false, false, true]],
    ['ClosedAndRated', true, 'great', [false, false, false, false]],
    ['Canceled', true, undefined, [false, false, false, false]],
  ];
  for (const [state, closeable, rating, [continueButton, end, rate, dismiss]] of cases) {
    it(`${state}, closeable ${closeable}, rating ${rating ?? 'none'}`, () => {
      expect(ticketButtons({ state, closeable, rating })).to.deep.equal({ continue: continueButton, end, rate, dismiss });
    });
  }
});

describe('chat tickets: dismissal hides', () => {
  const hour = 3_600_000;
  // state, dismissed at, last activity, now → hidden
  const cases: [string, TicketState, number | undefined, number, number, boolean][] = [
    ['never dismissed', 'Open', undefined, 0, 0, false],
    ['active, within 12 hours', 'Open', hour, 0, 2 * hour, true],
    ['active, after 12 hours', 'Assigned', hour, 0, hour + DISMISSED_ACTIVE_HIDDEN_MS, false],
    ['active, activity after dismissal', 'AwaitingResponse', hour, 2 * hour, 3 * hour, false],
    ['resolved stays hidden', 'Resolved', hour, 0, 1000 * hour, true],
    ['closed stays hidden', 'Closed', hour, 0, 1000 * hour, true],
    ['closed_and_rated stays hidden', 'ClosedAndRated', hour, 0, 1000 * hour, true],
    ['canceled stays hidden', 'Canceled', hour, 0, 1000 * hour, true],
    ['resolved with later activity shows', 'Resolved', hour, 2 * hour, 3 * hour, false],
  ];
  for (const [name, state, dismissed, activity, now, hidden] of cases) {
    it(name, () => {
      const subject = ticket(state, { clientDismissedAt: dismissed === undefined ? undefined : at(dismissed), updatedAt: at(activity) });
      expect(isHidden(subject, T0 + now)).to.equal(hidden);
    });
  }
  it('takes the last message as activity too', () => {
    const subject = ticket('Open', { clientDismissedAt: at(hour), lastMessage: { createdAt: at(2 * hour) } });
    expect(isHidden(subject, T0 + 3 * hour)).to.equal(false);
  });
});

describe('chat tickets: lists', () => {
  const tickets = [
    ticket('Closed', { id: 'closed', updatedAt: at(50) }),
    ticket('Open', { id: 'open-old', updatedAt: at(10) }),
    ticket('Resolved', { id: 'resolved-new', updatedAt: at(40) }),
    ticket('Assigned', { id: 'assigned-new', updatedAt: at(30) }),
    ticket('Resolved', { id: 'resolved-in-history', updatedAt: at(60) }),
    ticket('AwaitingResponse', { id: 'hidden', updatedAt: at(5), clientDismissedAt: at(6) }),
    ticket('Canceled', { id: 'canceled', updatedAt: at(70) }),
  ];
  it('active: active states and resolved tickets not yet in history; active first, then newest first', () => {
    const ids = activeList(tickets, new Set(['resolved-in-history']), T0 + 100).map((t) => t.id);
    expect(ids).to.deep.equal(['assigned-new', 'open-old', 'resolved-new']);
  });
  it('history: newest first', () => {
    expect(historyList([tickets[0]!, tickets[6]!, tickets[4]!]).map((t) => t.id)).to.deep.equal(['canceled', 'resolved-in-history', 'closed']);
  });
});

describe('chat tickets: events', () => {
  const base = ticket('Assigned', { unread: 2, agent: { id: 'a', name: 'Ann', chatbot: false }, assigned: true });
  const cases: [string, Parameters<typeof applyTicketEvent>[1], Partial<Ticket>][] = [
    ['client message leaves unread', { type: 'message', fromClient: true, createdAt: at(5) }, { unread: 2, lastMessage: { createdAt: at(5) } }],
    ['agent message adds one unread', { type: 'message', fromClient: false, createdAt: at(5) }, { unread: 3 }],
    ['read clears unread', { type: 'read' }, { unread: 0 }],
    ['closed: state closed', { type: 'closed' }, { state: 'Closed' }],
    ['rated: state closed, rating attached', { type: 'rated', rating: 'great' }, { state: 'Closed', rating: 'great' }],
    ['unassigned: open, no agent', { type: 'unassigned' }, { state: 'Open', agent: undefined, assigned: false }],
    ['reopen: assigned', { type: 'reopen' }, { state: 'Assigned' }],
    ['resolved', { type: 'resolved' }, { state: 'Resolved' }],
    ['escalated: awaiting response', { type: 'escalated' }, { state: 'AwaitingResponse' }],
    ['dismissed: dismissal time', { type: 'dismissed', at: at(9) }, { clientDismissedAt: at(9) }],
    ['last message update: the last message only', { type: 'lastMessageUpdate', createdAt: at(7) }, { lastMessage: { createdAt: at(7) }, unread: 2, updatedAt: at(0) }],
    ['assigned: state assigned, the agent', { type: 'assigned', agent: { id: 'b', name: 'Bo', chatbot: false } }, { state: 'Assigned', assigned: true, agent: { id: 'b', name: 'Bo', chatbot: false } }],
    ['initialised: state open', { type: 'initialised' }, { state: 'Open' }],
    ['action submitted: the ticket unchanged', { type: 'actionSubmitted' }, { state: 'Assigned', unread: 2 }],
  ];
  for (const [name, event, expected] of cases) {
    it(name, () => {
      const after = applyTicketEvent(base, event);
      for (const [key, value] of Object.entries(expected)) expect(after[key as keyof Ticket], key).to.deep.equal(value);
    });
  }
  it('reads ticket events from service messages', () => {
    const message = (payloadType: string, payload = {}) =>
      ({ id: 'm', ticketId: 't', fromClient: false, author: { id: 'a', chatbot: false }, createdAt: at(0), kind: 'service', payloadType, payload }) as never;
    expect(ticketEventOf(message('resolved'))).to.deep.equal({ type: 'resolved' });
    expect(ticketEventOf(message('assigned', {}))).to.deep.equal({ type: 'unassigned' });
    expect(ticketEventOf(message('rated', { rating: 'great' }))).to.deep.equal({ type: 'rated', rating: 'great' });
    expect(ticketEventOf(message('reopened'))).to.deep.equal({ type: 'reopen' });
    expect(ticketEventOf(message('escalatedToLiveAgent'))).to.deep.equal({ type: 'escalated' });
    expect(ticketEventOf(message('message-deleted'))).to.equal(undefined);
  });

  // Where the 'New messages' divider goes (issue 37): the unread count back from the latest agent message.
  const line = (id: string, fromClient: boolean, payloadType = 'text') =>
    ({ id, ticketId: 't', fromClient, author: { id: fromClient ? 'me' : 'a', chatbot: false }, createdAt: at(0), kind: payloadType === 'text' ? 'message' : 'service', payloadType, payload: {} }) as never;
  const transcript = [line('a1', false), line('c1', true), line('a2', false), line('s1', false, 'assigned'), line('c2', true), line('a3', false)];
  for (const [unread, expected] of [
    [0, undefined],
    [1, 'a3'],
    [2, 'a2'],
    [3, 'a1'],
    [9, 'a1'],
  ] as const) {
    it(`firstUnreadId with ${unread} unread: ${expected ?? 'none'} (client and service messages do not count; more than held: the oldest held)`, () => {
      expect(firstUnreadId(transcript, unread)).to.equal(expected);
    });
  }
});
