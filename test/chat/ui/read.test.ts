/**
 * When a chat counts as read (issue 37; §9 "a chat counts as read at a distance under 1"): only
 * while the panel is open, the page is visible and the latest message is on screen. A closed
 * panel (display: none, so its distance to the bottom reads 0) or a hidden tab never tells the
 * agent their reply was read, and the launcher's count stays.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { currentBackend, FakeWebSocket, openPanel } from './panel-harness';
import type { PanelDriver } from './panel-harness';

const chatSocket = () => FakeWebSocket.instances.find((socket) => socket.url.includes('/api/chat/ws'));
const reads = () => currentBackend().calls.filter((call) => call.path === 'tickets/t1/messages/read').length;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let frames = 0;

function agentReply(text: string): void {
  const message = currentBackend().addMessage('t1', { fromClient: false, payloadType: 'text', payload: { text } });
  chatSocket()!.receive({ id: `f${++frames}`, type: 'message', payload: message });
}

/** The page's visibility, as the browser reports it when the user switches tabs. */
function setVisibility(state: 'hidden' | 'visible'): void {
  if (state === 'visible') delete (document as unknown as Record<string, unknown>).visibilityState;
  else Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

async function openTicket(): Promise<{ panel: PanelDriver; unread: number[] }> {
  const backend = currentBackend();
  backend.ticket('t1');
  backend.serve('POST tickets/t1/messages/read', () => new Response(null, { status: 204 }));
  backend.addMessage('t1', { fromClient: false, payloadType: 'text', payload: { text: 'Hello' } });
  const unread: number[] = [];
  document.addEventListener('fin-chat-unread-change', (event) => unread.push((event as CustomEvent<{ unread: number }>).detail.unread));
  const panel = await openPanel({ open: { ticketId: 't1' } });
  await waitUntil(() => chatSocket()?.readyState === 1 && panel.texts('[part~="bubble-agent"]').includes('Hello'), 'the ticket did not open', { timeout: 5000 });
  // The ticket's own calls settle before the test counts reads.
  await wait(500);
  return { panel, unread };
}

describe('<fin-chat> marks a chat read only when the user can see it', function () {
  this.timeout(20_000);
  afterEach(() => setVisibility('visible'));

  it('a closed panel leaves an agent reply unread: no …/messages/read, the count goes up; opening it at the bottom reads it', async () => {
    const { panel, unread } = await openTicket();
    const before = reads();
    panel.element.hide();
    await waitUntil(() => !panel.element.hasAttribute('open'), 'the panel did not close');
    agentReply('While you were away');
    await waitUntil(() => unread.at(-1) === 1, 'the count did not go up', { timeout: 3000 });
    await wait(900);
    expect(reads() - before, 'read while closed').to.equal(0);
    expect(unread.at(-1), 'the count stays').to.equal(1);
    panel.element.show({ ticketId: 't1' });
    await waitUntil(() => reads() - before === 1, 'opening the panel at the bottom did not read it', { timeout: 3000 });
    await waitUntil(() => unread.at(-1) === 0, 'the count did not reset once read', { timeout: 3000 });
  });

  it('a hidden page leaves an agent reply unread; back to the page, it is read', async () => {
    const { panel, unread } = await openTicket();
    const before = reads();
    setVisibility('hidden');
    agentReply('In another tab');
    await waitUntil(() => unread.at(-1) === 1, 'the count did not go up', { timeout: 3000 });
    await wait(900);
    expect(reads() - before, 'read while the page was hidden').to.equal(0);
    setVisibility('visible');
    await waitUntil(() => reads() - before === 1, 'coming back did not read it', { timeout: 3000 });
    expect(panel.element.open).to.equal(true);
  });

  it('an open, visible panel scrolled away from the bottom leaves it unread', async () => {
    const backend = currentBackend();
    for (let index = 0; index < 40; index++) backend.addMessage('t1', { fromClient: index % 2 === 0, payloadType: 'text', payload: { text: `earlier ${index}` } });
    const { panel, unread } = await openTicket();
    const log = panel.root.querySelector<HTMLElement>('[part="messages"]')!;
    log.scrollTop = 0;
    log.dispatchEvent(new Event('scroll'));
    await wait(100);
    const before = reads();
    agentReply('Down below');
    await waitUntil(() => unread.at(-1) === 1, 'the count did not go up', { timeout: 3000 });
    await wait(900);
    expect(reads() - before, 'read while scrolled up').to.equal(0);
  });
});
