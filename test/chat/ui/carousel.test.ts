/**
 * The list of the user's chats (§2.2, §4.4, §7.2, §9 Chat), reached by keyboard through the
 * more-actions menu: the carousel of active tickets with Continue, End, Rate our support and the
 * dismiss cross (per §4.4 and the host's `end` and `dismiss` switches), the history paged by 20
 * until a short page, and several tickets opened in turn without mixing their transcripts.
 * Axe in every state.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { currentBackend, openPanel, setHost } from './panel-harness';
import type { PanelDriver } from './panel-harness';

type Backend = ReturnType<typeof currentBackend>;
const iso = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();

/** Tickets of every state, newest first by updatedAt: t-<state>. */
function seedTickets(backend: Backend, states: [state: string, closeable: boolean][]) {
  states.forEach(([state, closeable], index) => {
    Object.assign(backend.ticket(`t-${state}${closeable ? '' : '-fixed'}`), {
      state,
      closeable,
      title: `Chat ${state}${closeable ? '' : ' (fixed)'}`,
      updatedAt: iso(index + 1),
      createdAt: iso(60),
    });
  });
}

/** Opens the panel on the pre-ticket chat, then 'Your chats' from the more-actions menu, by keyboard. */
async function openTickets(): Promise<PanelDriver> {
  const panel = await openPanel();
  await waitUntil(() => panel.texts('[part~="bubble-agent"]').length > 0, 'no greeting', { timeout: 5000 });
  await showTickets(panel);
  return panel;
}

async function showTickets(panel: PanelDriver) {
  const more = await panel.find<HTMLButtonElement>('[part="more-button"]');
  more.focus();
  panel.key(more, 'ArrowDown');
  await panel.find('[role="menu"]');
  await panel.press('Your chats');
  await panel.find('[part="tickets"]');
}

const cards = (panel: PanelDriver) =>
  panel.all('[part="ticket-card"]').map((card) => {
    const buttons = [...card.querySelectorAll('.ticket-buttons button')].map((button) => panel.text(button));
    const cross = card.querySelector('[part="dismiss"]');
    return `${panel.text(card.querySelector('.ticket-title'))}: ${[...buttons, ...(cross ? ['×'] : [])].join(', ')}`;
  });

describe('<fin-chat> ticket carousel (§4.4)', function () {
  // A whole panel per test, on a 2-core machine shared with other browsers.
  this.timeout(30_000);

  const STATES: [string, boolean][] = [
    ['open', true],
    ['assigned', true],
    ['awaiting_response', true],
    ['open', false],
    ['resolved', true],
    ['canceled', true],
    ['closed_and_rated', true],
  ];

  it('active tickets (open, assigned, awaiting_response, resolved) with Continue, Rate our support, End and the cross as §4.4 says', async () => {
    seedTickets(currentBackend(), STATES);
    const panel = await openTickets();
    await waitUntil(() => cards(panel).length === 5, `cards: ${cards(panel).join(' | ')}`, { timeout: 5000 });
    expect(cards(panel)).to.deep.equal([
      'Chat open: Continue, End, ×',
      'Chat assigned: Continue, End, ×',
      'Chat awaiting_response: Continue, End, ×',
      'Chat open (fixed): Continue',
      'Chat resolved: Rate our support, ×',
    ]);
    expect(panel.all('[part="dismiss"]').map((cross) => cross.getAttribute('aria-label'))).to.deep.equal([
      'Dismiss: Chat open',
      'Dismiss: Chat assigned',
      'Dismiss: Chat awaiting_response',
      'Dismiss: Chat resolved',
    ]);
    await panel.axeClean('the carousel');
  });

  it("the host's end and dismiss switches off: no End, no cross", async () => {
    setHost({ features: { end: false, dismiss: false } });
    seedTickets(currentBackend(), STATES);
    const panel = await openTickets();
    await waitUntil(() => cards(panel).length === 5, 'no cards', { timeout: 5000 });
    expect(cards(panel)).to.deep.equal([
      'Chat open: Continue',
      'Chat assigned: Continue',
      'Chat awaiting_response: Continue',
      'Chat open (fixed): Continue',
      'Chat resolved: Rate our support',
    ]);
    await panel.axeClean('the carousel without End and the cross');
  });

  it('End closes the ticket; the cross dismisses it; both leave the carousel; Rate our support opens the rating popup', async () => {
    const backend = currentBackend();
    seedTickets(backend, [
      ['open', true],
      ['assigned', true],
      ['resolved', true],
    ]);
    backend.serve('POST tickets/t-open/close', () => ({}));
    backend.serve('POST tickets/t-assigned/dismiss', () => ({}));
    backend.serve('GET tickets/t-resolved/ratings', () => ({ ratings: [{ experience: 'great', title: 'Great', tags: [] }] }));
    const panel = await openTickets();
    await waitUntil(() => cards(panel).length === 3, 'no cards', { timeout: 5000 });
    const endOf = (title: string) => panel.all('[part="ticket-card"]').find((card) => panel.text(card.querySelector('.ticket-title')) === title)!;
    await panel.press([...endOf('Chat open').querySelectorAll<HTMLButtonElement>('button')].find((button) => panel.text(button) === 'End')!);
    await waitUntil(() => backend.calls.some((call) => call.method === 'POST' && call.path === 'tickets/t-open/close'), 'End did not close', { timeout: 3000 });
    await waitUntil(() => !cards(panel).some((card) => card.startsWith('Chat open')), 'the ended ticket stayed');
    await panel.press('Dismiss: Chat assigned');
    await waitUntil(() => backend.calls.some((call) => call.method === 'POST' && call.path === 'tickets/t-assigned/dismiss'), 'the cross did not dismiss', { timeout: 3000 });
    await waitUntil(() => !cards(panel).some((card) => card.startsWith('Chat assigned')), 'the dismissed ticket stayed');
    expect(cards(panel)).to.deep.equal(['Chat resolved: Rate our support, ×']);
    await panel.press('Rate our support');
    await panel.find('[part="rating-option"]', 20_000);
    expect(panel.text(panel.root.querySelector('.fin-modal__title'))).to.equal('How was your experience?');
    await panel.axeClean('the rating popup from the carousel');
  });

  it('history: pages of 20 (before = the oldest held) until a short page', async () => {
    const backend = currentBackend();
    const history = Array.from({ length: 45 }, (_, index) => ({
      id: `h${String(index + 1).padStart(2, '0')}`,
      state: 'closed',
      title: `Past ${index + 1}`,
      createdAt: iso(1000 + index),
      updatedAt: iso(1000 + index),
      unread: 0,
    }));
    backend.serve('GET tickets/history', (call) => {
      const before = call.query.get('before');
      const limit = Number(call.query.get('limit'));
      const start = before ? history.findIndex((ticket) => ticket.id === before) + 1 : 0;
      return history.slice(start, start + limit);
    });
    const panel = await openTickets();
    const historyCalls = () => backend.calls.filter((call) => call.path === 'tickets/history').map((call) => `${call.query.get('before') ?? '-'}/${call.query.get('limit')}`);
    await waitUntil(() => panel.all('.history-item').length === 20, 'no first page', { timeout: 5000 });
    expect(panel.texts('.history-item .ticket-title').slice(0, 2)).to.deep.equal(['Past 1', 'Past 2']);
    await panel.axeClean('the history');
    await panel.press('Show more');
    await waitUntil(() => panel.all('.history-item').length === 40, 'no second page', { timeout: 5000 });
    await panel.press('Show more');
    await waitUntil(() => panel.all('.history-item').length === 45, 'no last page', { timeout: 5000 });
    expect(historyCalls()).to.deep.equal(['-/20', 'h20/20', 'h40/20']);
    await waitUntil(() => !panel.buttonNamed('Show more'), 'a short page ends the history');
    // A history ticket opens by keyboard.
    backend.addMessage('h03', { fromClient: false, payloadType: 'text', payload: { text: 'From the past' } });
    await panel.press(panel.all('.history-item').find((item) => panel.text(item.querySelector('.ticket-title')) === 'Past 3')!);
    await waitUntil(() => panel.texts('[part~="bubble-agent"]').includes('From the past'), 'the past ticket did not open', { timeout: 5000 });
  });

  it('several tickets opened in turn keep their own transcripts, also for messages arriving on the socket', async () => {
    const backend = currentBackend();
    seedTickets(backend, [
      ['open', true],
      ['assigned', true],
    ]);
    backend.addMessage('t-open', { fromClient: false, payloadType: 'text', payload: { text: 'About your card' } });
    backend.addMessage('t-assigned', { fromClient: false, payloadType: 'text', payload: { text: 'About your loan' } });
    const panel = await openTickets();
    await waitUntil(() => cards(panel).length === 2, 'no cards', { timeout: 5000 });
    const continueOn = async (title: string) => {
      const card = panel.all('[part="ticket-card"]').find((node) => panel.text(node.querySelector('.ticket-title')) === title)!;
      await panel.press([...card.querySelectorAll<HTMLButtonElement>('button')].find((button) => panel.text(button) === 'Continue')!);
    };
    const bubbles = () => panel.texts('[part~="bubble"]');

    await continueOn('Chat open');
    await waitUntil(() => bubbles().includes('About your card'), 'the first ticket did not open', { timeout: 5000 });
    const input = await panel.type('My card question');
    panel.key(input, 'Enter');
    await waitUntil(() => backend.clientTexts('t-open').length === 1, 'not sent', { timeout: 5000 });

    await showTickets(panel);
    await waitUntil(() => cards(panel).length === 2, 'no cards', { timeout: 5000 }).catch(() => {
      throw new Error(`cards: ${cards(panel).join(' | ')}; ${panel.text(panel.root.querySelector('[part="body"]'))}`);
    });
    await continueOn('Chat assigned');
    await waitUntil(() => bubbles().includes('About your loan'), 'the second ticket did not open', { timeout: 5000 });
    // An answer on the first ticket arrives while the second shows.
    const socket = panel.socket()!;
    const late = backend.addMessage('t-open', { fromClient: false, payloadType: 'text', payload: { text: 'Card answer' } });
    socket.receive({ id: 'f1', type: 'message', payload: late });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(bubbles(), 'the second ticket shows only its own').to.deep.equal(['About your loan']);
    expect(backend.clientTexts('t-assigned')).to.deep.equal([]);

    await showTickets(panel);
    await waitUntil(() => cards(panel).length === 2, 'no cards', { timeout: 5000 }).catch(() => {
      throw new Error(`cards: ${cards(panel).join(' | ')}; ${panel.text(panel.root.querySelector('[part="body"]'))}`);
    });
    await continueOn('Chat open');
    await waitUntil(() => bubbles().includes('Card answer'), 'the first ticket lost its answer', { timeout: 5000 });
    expect(bubbles()).to.deep.equal(['About your card', 'My card question', 'Card answer']);
    await panel.axeClean('the first ticket again');
  });
});
