/**
 * Where the message list stands (issue 37, "What a chat user expects"; §9 "a chat counts as read
 * at a distance under 1"): a ticket that opens with more unread messages than fit on screen opens
 * at its 'New messages' divider, near the top, and stays unread until the user reaches the bottom;
 * a message the user sends (text or a file) takes the list to the bottom, wherever they were, so
 * they see it, while an agent's message that comes while they are scrolled up leaves them there.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { currentBackend, openPanel } from './panel-harness';
import type { PanelDriver } from './panel-harness';

const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));
const reads = () => currentBackend().calls.filter((call) => call.path === 'tickets/t1/messages/read').length;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
const distance = (log: HTMLElement) => log.scrollHeight - log.scrollTop - log.clientHeight;
const agentText = (index: number) => `Reply ${index} from your agent, long enough to wrap onto a second line in the panel`;

/** A ticket of `earlier` read messages (both sides) and `unread` agent messages after them, opened in the panel. */
async function open(earlier: number, unread: number): Promise<{ panel: PanelDriver; log: HTMLElement; badge: number[] }> {
  const backend = currentBackend();
  backend.ticket('t1').unread = unread;
  backend.serve('POST tickets/t1/messages/read', () => new Response(null, { status: 204 }));
  for (let index = 0; index < earlier; index++) backend.addMessage('t1', { fromClient: index % 2 === 0, payloadType: 'text', payload: { text: `earlier ${index}` } });
  for (let index = 0; index < unread; index++) backend.addMessage('t1', { fromClient: false, payloadType: 'text', payload: { text: agentText(index) } });
  const badge: number[] = [];
  document.addEventListener('fin-chat-unread-change', (event) => badge.push((event as CustomEvent<{ unread: number }>).detail.unread));
  const panel = await openPanel({ open: { ticketId: 't1' } });
  await waitUntil(() => panel.socket()?.readyState === 1 && panel.root.querySelector('[part="input"]:enabled'), 'the ticket did not open', { timeout: 5000 });
  const log = panel.root.querySelector<HTMLElement>('[part="messages"]')!;
  await waitUntil(() => panel.all('[data-message-id]').length > 0, 'no message shown', { timeout: 3000 });
  // The list has opened where it opens: let its rows be measured.
  await wait(300);
  await frames();
  return { panel, log, badge };
}

/** Where an element shows in the list's view: its top and bottom from the view's top. */
function inView(log: HTMLElement, element: Element | null | undefined): { top: number; bottom: number } | undefined {
  if (!element) return undefined;
  const view = log.getBoundingClientRect();
  const box = element.getBoundingClientRect();
  return { top: box.top - view.top, bottom: box.bottom - view.top };
}

const bubbleWith = (panel: PanelDriver, text: string) => panel.all('[part~="bubble"]').find((bubble) => bubble.textContent?.includes(text));

async function scrollUp(log: HTMLElement): Promise<number> {
  // Halfway: well away from the bottom (the button shows), not near the top (no older page).
  log.scrollTop = Math.round((log.scrollHeight - log.clientHeight) / 2);
  log.dispatchEvent(new Event('scroll'));
  await frames();
  expect(distance(log), 'scrolled up').to.be.at.least(500);
  return log.scrollTop;
}

describe('<fin-chat> where the message list stands', function () {
  this.timeout(20_000);

  it('a ticket with more unread than fits opens at the New messages divider, near the top, and is read only once the user reaches the bottom', async () => {
    const { panel, log, badge } = await open(30, 20);
    const divider = panel.root.querySelector('[part="new-divider"]');
    const at = inView(log, divider);
    expect(at, 'the divider is in the DOM').to.not.equal(undefined);
    expect(at!.top, 'the divider is in view').to.be.at.least(0);
    expect(at!.top, 'near the top of the view').to.be.below(log.clientHeight / 4);
    const first = inView(log, bubbleWith(panel, agentText(0)))!;
    expect(first.bottom, 'the first unread message is on screen').to.be.at.most(log.clientHeight);
    expect(distance(log), 'not at the bottom').to.be.at.least(500);
    // The rest is below the fold: not read, the badge keeps its count.
    await wait(900);
    expect(reads(), 'read with the latest replies below the fold').to.equal(0);
    expect(badge.slice(badge.indexOf(20)), 'the badge kept its count (0 before the ticket came)').to.deep.equal([20]);
    // The button down counts what is still below.
    expect(panel.root.querySelector('[part="new-count"]')?.textContent).to.equal('20');
    (await panel.find<HTMLButtonElement>('[part="scroll-to-bottom"]')).click();
    await waitUntil(() => distance(log) < 1, 'not at the bottom', { timeout: 3000 });
    await waitUntil(() => reads() === 1, 'reaching the bottom did not read it', { timeout: 3000 });
    await waitUntil(() => badge.at(-1) === 0, 'the badge did not clear once read', { timeout: 3000 });
  });

  it('unread messages that fit under the divider open at the bottom, read', async () => {
    const { panel, log } = await open(40, 2);
    expect(distance(log), 'at the bottom').to.be.below(1);
    const at = inView(log, panel.root.querySelector('[part="new-divider"]'));
    expect(at?.top, 'the divider is in view').to.be.at.least(0);
    await waitUntil(() => reads() === 1, 'not read', { timeout: 3000 });
  });

  it('scrolled up, an agent reply leaves the list where it is; the user’s own text and file take it to the bottom', async () => {
    const { panel, log } = await open(40, 0);
    expect(distance(log), 'opens at the bottom').to.be.below(1);
    const top = await scrollUp(log);
    const reply = currentBackend().addMessage('t1', { fromClient: false, payloadType: 'text', payload: { text: 'An agent reply' } });
    panel.socket()!.receive({ id: 'f1', type: 'message', payload: reply });
    await waitUntil(() => panel.root.querySelector('[part="new-count"]')?.textContent === '1', 'no count on the button', { timeout: 3000 });
    await frames();
    expect(log.scrollTop, 'the agent reply moved the list').to.equal(top);

    // Text, sent with Enter.
    const input = await panel.type('My own message');
    panel.key(input, 'Enter');
    await waitUntil(() => distance(log) < 1 && inView(log, bubbleWith(panel, 'My own message')), 'the list did not go to the user’s message', { timeout: 3000 });
    expect(panel.root.querySelector('[part="scroll-to-bottom"]'), 'no button at the bottom').to.equal(null);

    // A file, pasted and sent.
    await scrollUp(log);
    const image = new File([PNG], 'receipt.png', { type: 'image/png' });
    const data = new DataTransfer();
    data.items.add(image);
    input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true, composed: true }));
    await panel.find('[part="attachment-preview"]');
    panel.root.querySelector<HTMLButtonElement>('[part="send"]')!.click();
    await waitUntil(() => currentBackend().calls.some((call) => call.path === 'tickets/t1/messages/upload'), 'the file was not sent', { timeout: 3000 });
    const last = () => panel.all('[data-message-id]').at(-1);
    await waitUntil(() => distance(log) < 1 && last()?.querySelector('[part~="image"], [part~="file"]'), 'the list did not go to the user’s file', { timeout: 3000 });
  });
});
