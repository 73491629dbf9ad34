/**
 * Times in the thread (issue 37, "what a chat user expects"; §9 date separators): each message
 * shows its hh:mm in the viewer's zone, the separators read Today and Yesterday before dates, and
 * the agent's typing is announced to screen readers politely, once per start.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { relativeDay } from '../../../src/chat/core/messages';
import { currentBackend, FakeWebSocket, openPanel } from './panel-harness';

const DAY = 24 * 60 * 60 * 1000;
const at = (ms: number) => new Date(ms).toISOString();
const hhmm = (ms: number) => new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' }).format(ms);

describe('relativeDay', () => {
  const now = new Date(2026, 10, 27, 0, 30).getTime();
  const cases: [string, number, ReturnType<typeof relativeDay>][] = [
    ['earlier today', now - 20 * 60 * 1000, 'today'],
    ['just before midnight', now - 31 * 60 * 1000, 'yesterday'],
    ['the day before, morning', new Date(2026, 10, 26, 8, 0).getTime(), 'yesterday'],
    ['two days ago', new Date(2026, 10, 25, 23, 59).getTime(), undefined],
  ];
  for (const [name, time, expected] of cases) it(`${name}: ${expected ?? 'a date'}`, () => expect(relativeDay(at(time), now)).to.equal(expected));
});

describe('<fin-chat> thread times', function () {
  this.timeout(20_000);

  it('shows hh:mm on each message, Today / Yesterday separators and a date before that', async () => {
    const backend = currentBackend();
    backend.ticket('t1');
    const now = Date.now();
    const times = [now - 3 * DAY, now - DAY, now - 60_000];
    for (const [index, time] of times.entries()) backend.addMessage('t1', { fromClient: index === 1, payloadType: 'text', payload: { text: `m${index}` }, createdAt: at(time) });
    const panel = await openPanel({ open: { ticketId: 't1' } });
    await waitUntil(() => panel.texts('[part~="bubble"]').includes('m2'), 'the ticket did not open', { timeout: 5000 });
    const separators = panel.texts('[part="date-separator"]');
    expect(separators.slice(1)).to.deep.equal(['Yesterday', 'Today']);
    expect(separators[0]).to.equal(new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' }).format(times[0]));
    expect(panel.texts('[part="time"]')).to.deep.equal(times.map(hhmm));
  });

  it("announces the agent's typing politely, once per start", async () => {
    const backend = currentBackend();
    backend.ticket('t1');
    backend.addMessage('t1', { fromClient: false, payloadType: 'text', payload: { text: 'Hello' } });
    const panel = await openPanel({ open: { ticketId: 't1' } });
    const socket = () => FakeWebSocket.instances.find((candidate) => candidate.url.includes('/api/chat/ws'));
    await waitUntil(() => socket()?.readyState === 1 && panel.texts('[part~="bubble-agent"]').includes('Hello'), 'the ticket did not open', { timeout: 5000 });
    const status = () => panel.root.querySelector('[part="typing-status"]');
    expect(status()?.getAttribute('role')).to.equal('status');
    expect(status()?.textContent).to.equal('');
    socket()!.receive({ id: 'typing-1', type: 'typing', payload: { ticketId: 't1', authorId: 'agent-1', event: 'Start' } });
    await waitUntil(() => /is typing$/.test(status()?.textContent ?? ''), 'typing was not announced', { timeout: 3000 });
    expect(status()!.textContent).to.equal(panel.texts('[part="typing"]')[0]);
  });
});
