import 'axe-core';
import { expect, waitUntil } from '@open-wc/testing';
import type AxeCore from 'axe-core';
import { chatStyles } from '../../../src/chat/ui/styles';
import { Thread } from '../../../src/chat/ui/Thread';
import type { ThreadProps } from '../../../src/chat/ui/Thread';
import { mount, unmountAll } from '../../ui/harness';
import { chatHarness } from '../support/chat-harness';
import { createFakeBackend } from '../support/fake-backend';

const { axe } = window as unknown as { axe: typeof AxeCore };
const DAY = 24 * 60 * 60 * 1000;
const START = Date.parse('2026-05-01T10:00:00Z');

/** The panel's body around a thread: the list needs a bounded height to scroll. */
function Body(props: ThreadProps) {
  return (
    <div className="body" style={{ height: '480px', width: '400px' }}>
      <Thread {...props} />
    </div>
  );
}

/**
 * A ticket with `count` messages: runs of 3 by the same author, and a new day every 40
 * messages; the latest page (50) is loaded and the rest lie in the server's history.
 */
async function setup(
  count: number,
  { unread = 0, hold, older = 0, onHistory }: { unread?: number; hold?: () => boolean; older?: number; onHistory?: () => void } = {},
) {
  const backend = createFakeBackend(() => START);
  const real = backend.fetch;
  const held: (() => void)[] = [];
  backend.fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
    hold?.() && String(input).includes('/messages/text')
      ? new Promise<Response>((resolve) => held.push(() => void real(input, init).then(resolve)))
      : String(input).includes('/messages/history')
        ? real(input, init).then((response) => (onHistory?.(), response))
        : real(input, init)) as typeof fetch;
  const harness = chatHarness({ backend });
  backend.ticket('t1');
  backend.tickets.get('t1')!.unread = unread;
  for (let index = 0; index < count; index++) {
    const fromClient = Math.floor(index / 3) % 2 === 1;
    backend.addMessage('t1', {
      fromClient,
      payloadType: 'text',
      payload: { text: `message ${index + 1}${index % 7 === 0 ? '\nwith a second line' : ''}` },
      author: { id: fromClient ? 'me' : 'agent-1', chatbot: false },
      createdAt: new Date(START - DAY * 10 + Math.floor(index / 40) * DAY + index * 1000).toISOString(),
    });
  }
  await harness.chat.signIn('token', 'me');
  await harness.chat.openTicket('t1');
  // Older pages already held: far enough in, one page restores the view still within 20 % of the top.
  for (let page = 0; page < older; page++) await harness.chat.loadOlder('t1');
  const opened: string[] = [];
  const mounted = await mount(Body, [chatStyles], {
    chat: harness.chat,
    ticketId: 't1',
    onAgent: (id: string) => void opened.push(id),
    onRate: () => undefined,
    onFailure: () => undefined,
  });
  // The panel's styles hide a closed element.
  mounted.element.setAttribute('open', '');
  await waitUntil(() => harness.socket.connections.length > 0, 'the socket did not connect');
  await harness.openSocket();
  const log = await mounted.find<HTMLElement>('[part="messages"]');
  return { ...harness, ...mounted, log, held, opened };
}

const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
const rows = (root: ShadowRoot) => [...root.querySelectorAll<HTMLElement>('[data-message-id]')];
const atBottom = (log: HTMLElement) => log.scrollHeight - log.scrollTop - log.clientHeight < 1;

async function scrollTo(log: HTMLElement, top: number) {
  log.scrollTop = top;
  log.dispatchEvent(new Event('scroll'));
  await frame();
}

type Setup = Awaited<ReturnType<typeof setup>>;

/**
 * Scrolls to the top with the first older page held until the view there is read: the message at
 * the top of the view, its position now, and the release of the page.
 */
async function topWhileHeld({ root, log, backend }: Setup, pagesBefore: () => number, heldPages: number) {
  const release = backend.hold('tickets/t1/messages/history');
  await scrollTo(log, 0);
  const topOfView = () => rows(root).find((row) => row.getBoundingClientRect().bottom > log.getBoundingClientRect().top);
  await waitUntil(() => topOfView()?.textContent?.includes('message 501') && pagesBefore() > heldPages, 'the view at the top did not render, or no page was asked for');
  for (let index = 0; index < 3; index++) await frame();
  const id = topOfView()!.dataset.messageId!;
  const text = topOfView()!.textContent!;
  const position = () => root.querySelector(`[data-message-id="${id}"]`)?.getBoundingClientRect().top;
  return { id, text, position, before: position()!, release };
}

describe('the message list (§4.5): virtualised', () => {
  afterEach(unmountAll);

  it('opens at the bottom with only the rows in view in the DOM', async () => {
    const { root, log } = await setup(120);
    await waitUntil(() => rows(root).length > 0 && atBottom(log), 'the list did not open at the bottom');
    const shown = rows(root);
    expect(shown.length).to.be.below(40);
    expect(shown.at(-1)!.textContent).to.contain('message 120');
  });

  it('loads the 50 older messages at 20 % from the top, the message in view staying where it was', async function () {
    this.timeout(20_000);
    const { root, log, backend } = await setup(160);
    await waitUntil(() => rows(root).length > 0 && atBottom(log));
    // Just above 20 %: nothing yet.
    await scrollTo(log, Math.ceil(log.scrollHeight * 0.2) + 40);
    expect(backend.calls.filter((call) => call.path.endsWith('/messages/history'))).to.have.length(0);
    await frame();
    const anchor = rows(root).find((row) => row.getBoundingClientRect().top >= log.getBoundingClientRect().top)!;
    const id = anchor.dataset.messageId!;
    const before = anchor.getBoundingClientRect().top;
    await scrollTo(log, Math.floor(log.scrollHeight * 0.2) - 1);
    const position = () => root.querySelector(`[data-message-id="${id}"]`)?.getBoundingClientRect().top;
    const anchorTop = position()!;
    await waitUntil(() => backend.calls.some((call) => call.path.endsWith('/messages/history')), 'no older page was asked for');
    await waitUntil(() => rows(root).some((row) => row.textContent?.includes('message 60')) || log.scrollHeight > 4000, 'the older page did not arrive');
    for (let index = 0; index < 5; index++) await frame();
    // The view did not jump: the message that was at the top is still there (within a pixel).
    expect(Math.abs(position()! - anchorTop)).to.be.below(2);
    expect(before).to.be.a('number');
    expect(rows(root).length).to.be.below(40);
  });

  it('a jump straight to the top (Home, the scrollbar) loads the older page and the message at the top stays where it was', async function () {
    this.timeout(20_000);
    const { root, log, backend } = await setup(160);
    await waitUntil(() => rows(root).length > 0 && atBottom(log));
    for (let index = 0; index < 5; index++) await frame();
    // The page waits until the view at the top is read (the fake backend answers at once).
    const release = backend.hold('tickets/t1/messages/history');
    // From the bottom to the top in one step: the rows rendered are still those at the bottom.
    await scrollTo(log, 0);
    await frame();
    const topOfView = () => rows(root).find((row) => row.getBoundingClientRect().bottom > log.getBoundingClientRect().top);
    await waitUntil(() => topOfView()?.textContent?.includes('message 111'), 'the view at the top did not render');
    const id = topOfView()!.dataset.messageId!;
    const position = () => root.querySelector(`[data-message-id="${id}"]`)?.getBoundingClientRect().top;
    const before = position()!;
    await waitUntil(() => backend.calls.some((call) => call.path.endsWith('/messages/history')), 'no older page was asked for');
    release();
    // Fifty messages more above it: its row's index goes from 0 to 50.
    const indexOf = () => Number(root.querySelector(`[data-message-id="${id}"]`)?.closest<HTMLElement>('[data-index]')?.dataset.index);
    await waitUntil(() => indexOf() === 50 && !root.querySelector('.loading-older'), 'the older page did not arrive, or the view left the message');
    for (let index = 0; index < 5; index++) await frame();
    expect(root.querySelector(`[data-message-id="${id}"]`)?.textContent, 'the message at the top is still in view').to.contain('message 111');
    expect(Math.abs(position()! - before)).to.be.below(2);
    expect(rows(root).length).to.be.below(40);
  });

  it('older pages loading back to back (a drag straight to the top) keep the message at the top of the view in place', async function () {
    this.timeout(30_000);
    // 1,000 messages, 500 held: each page restores the view within 20 % of the top, so the next loads at once.
    const list = await setup(1000, { older: 9 });
    const { root, log, backend } = list;
    await waitUntil(() => rows(root).length > 0 && atBottom(log), 'the list did not open at the bottom', { timeout: 5000 });
    for (let index = 0; index < 5; index++) await frame();
    const history = () => backend.calls.filter((call) => call.path.endsWith('/messages/history')).length;
    const heldPages = history();
    // The first page waits until the view at the top is read; the pages after it come at once.
    const { id, text, position, before, release } = await topWhileHeld(list, history, heldPages);
    release();
    // Track the message through every page: it must never move (Infinity: it left the DOM).
    const drift: number[] = [];
    let settled = 0;
    await waitUntil(
      () => {
        const now = position();
        drift.push(now === undefined ? Infinity : Math.abs(now - before));
        settled = history() - heldPages >= 3 && !root.querySelector('.loading-older') ? settled + 1 : 0;
        return settled > 10;
      },
      'fewer than three older pages loaded back to back',
      { timeout: 20_000, interval: 16 },
    );
    expect(history() - heldPages, 'pages loaded back to back').to.be.at.least(3);
    expect(root.querySelector(`[data-message-id="${id}"]`)?.textContent, 'the same message at the top').to.equal(text);
    expect(Math.abs(position()! - before), 'the message at the top stays in place (px)').to.be.below(2);
    expect(Math.max(...drift), 'the largest drift seen while the pages loaded (px)').to.be.below(2);
    expect(rows(root).length).to.be.below(40);
  });

  it('older pages back to back keep the message at the top in place when the list hears of the restored scroll a frame late', async function () {
    this.timeout(30_000);
    // A busy machine can run a frame's resize observer (rows measured) before its scroll events.
    // Forced here: after each page, the list's scroll events are held back for two frames.
    let late = false;
    let onPage = () => {};
    const list = await setup(1000, { older: 9, onHistory: () => onPage() });
    const { root, log, backend } = list;
    await waitUntil(() => rows(root).length > 0 && atBottom(log), 'the list did not open at the bottom', { timeout: 5000 });
    for (let index = 0; index < 5; index++) await frame();
    const history = () => backend.calls.filter((call) => call.path.endsWith('/messages/history')).length;
    const heldPages = history();
    log.addEventListener('scroll', (event) => late && event.isTrusted && event.stopImmediatePropagation(), { capture: true });
    onPage = () => {
      late = true;
      requestAnimationFrame(() => {
        // In that frame a row above the view grows (an image, a font): measured before the scroll event.
        const above = rows(root).find((row) => row.getBoundingClientRect().bottom < log.getBoundingClientRect().top);
        if (above) above.style.paddingBottom = '40px';
        requestAnimationFrame(() => {
          late = false;
          log.dispatchEvent(new Event('scroll'));
        });
      });
    };
    // The first page waits until the view at the top is read.
    const { position, before, release } = await topWhileHeld(list, history, heldPages);
    release();
    // Sampled every frame, as painted (Infinity: it left the DOM).
    let drift = 0;
    let settled = 0;
    await new Promise<void>((resolve) => {
      const sample = () => {
        const now = position();
        drift = Math.max(drift, now === undefined ? Infinity : Math.abs(now - before));
        settled = history() - heldPages >= 3 && !root.querySelector('.loading-older') ? settled + 1 : 0;
        if (settled > 20) resolve();
        else requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    expect(history() - heldPages, 'pages loaded back to back').to.be.at.least(3);
    expect(drift, 'the largest drift of the message at the top while the pages loaded (px)').to.be.below(2);
  });

  it('a bubble is at most 88 % of the list wide, on either side', async () => {
    const { root, log } = await setup(6);
    await waitUntil(() => rows(root).length >= 6 && atBottom(log));
    for (const side of ['client', 'agent']) {
      const bubble = root.querySelector<HTMLElement>(`[part~="bubble-${side}"]`)!;
      bubble.textContent = 'a long line of words '.repeat(40);
      const share = bubble.getBoundingClientRect().width / log.clientWidth;
      expect(share, side).to.be.within(0.7, 0.88);
    }
  });

  it('date separators at each new day; the author shows once per group', async () => {
    const { root, log } = await setup(90);
    await waitUntil(() => rows(root).length > 0 && atBottom(log));
    // Messages 41-80 are one day, 81-90 the next: one separator above message 81.
    await waitUntil(() => rows(root).some((row) => row.textContent?.includes('message 81')));
    // A row by its bubble's text (the row also holds the message's time).
    const rowOf = (n: number) => rows(root).find((row) => row.querySelector('[part~="bubble"]')?.textContent === `message ${n}`)!;
    const row81 = rowOf(81);
    expect(row81.parentElement!.querySelector('[part="date-separator"]')).to.not.equal(null);
    const row82 = rowOf(82);
    expect(row82.parentElement!.querySelector('[part="date-separator"]')).to.equal(null);
    // Messages 88, 89, 90 are one author's run: first in group only on 88.
    const classOf = (n: number) => rows(root).find((row) => row.textContent?.includes(`message ${n}`))!.className;
    expect(classOf(88)).to.contain('first');
    expect(classOf(89)).to.not.contain('first');
    expect(classOf(90)).to.contain('last');
  });

  it('the scroll-to-bottom button from 500 px away; it goes back to the latest message', async () => {
    const { root, log, find } = await setup(120);
    await waitUntil(() => rows(root).length > 0 && atBottom(log));
    const bottom = log.scrollHeight - log.clientHeight;
    await scrollTo(log, bottom - 499);
    expect(root.querySelector('[part="scroll-to-bottom"]')).to.equal(null);
    await scrollTo(log, bottom - 500);
    const button = await find<HTMLButtonElement>('[part="scroll-to-bottom"]');
    expect(button.getAttribute('aria-label')).to.equal('Go to the latest message');
    button.click();
    await waitUntil(() => atBottom(log) && !root.querySelector('[part="scroll-to-bottom"]'), 'not back at the bottom');
  });

  it('the scroll-to-bottom button counts the agent messages that came while away', async () => {
    const { root, log, find, socket } = await setup(120);
    await waitUntil(() => rows(root).length > 0 && atBottom(log));
    await scrollTo(log, 0);
    const button = await find<HTMLButtonElement>('[part="scroll-to-bottom"]');
    expect(root.querySelector('[part="new-count"]')).to.equal(null);
    const agentSays = (n: number) =>
      socket.last().receive({
        id: `away-${n}`,
        type: 'message',
        payload: { id: `m90000${n}`, ticketId: 't1', fromClient: false, author: { id: 'agent-1', chatbot: false }, createdAt: new Date(START).toISOString(), kind: 'message', payloadType: 'text', payload: { text: `new ${n}` } },
      });
    agentSays(1);
    agentSays(2);
    await waitUntil(() => root.querySelector('[part="new-count"]')?.textContent === '2', 'no count of 2 on the button');
    expect(button.getAttribute('aria-label')).to.equal('Go to the latest message, 2 new');
    button.click();
    await waitUntil(() => atBottom(log) && !root.querySelector('[part="scroll-to-bottom"]'), 'not back at the bottom');
    await scrollTo(log, 0);
    await find('[part="scroll-to-bottom"]');
    expect(root.querySelector('[part="new-count"]'), 'seen once back at the bottom').to.equal(null);
  });

  it('scrolled up less than 500 px, the button comes with the count once new messages put the bottom 500 px or more away', async () => {
    const { root, log, socket } = await setup(120);
    await waitUntil(() => rows(root).length > 0 && atBottom(log));
    await scrollTo(log, log.scrollHeight - log.clientHeight - 300);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(root.querySelector('[part="scroll-to-bottom"]'), '300 px away: no button yet').to.equal(null);
    for (let n = 1; n <= 8; n++) {
      socket.last().receive({
        id: `grow-${n}`,
        type: 'message',
        payload: { id: `m91000${n}`, ticketId: 't1', fromClient: false, author: { id: 'agent-1', chatbot: false }, createdAt: new Date(START).toISOString(), kind: 'message', payloadType: 'text', payload: { text: `a longer new message number ${n}` } },
      });
    }
    await waitUntil(() => root.querySelector('[part="new-count"]')?.textContent === '8', 'no button with a count of 8', { timeout: 3000 });
  });

  it('read under 1 px from the bottom, once, 400 ms after the last scroll', async () => {
    const { root, log, backend, clock, run } = await setup(120, { unread: 3 });
    const reads = () => backend.calls.filter((call) => call.path.endsWith('/messages/read')).length;
    // It opens at the 'New messages' divider, the latest below the fold: not read.
    await waitUntil(() => root.querySelector('[part="new-divider"]') && !atBottom(log), 'the list did not open at the divider');
    await run(1000);
    expect(reads()).to.equal(0);
    await scrollTo(log, log.scrollHeight);
    await run(399);
    expect(reads()).to.equal(0);
    await scrollTo(log, log.scrollTop - 300);
    await scrollTo(log, log.scrollHeight);
    clock.tick(401);
    await run();
    expect(reads()).to.equal(1);
  });

  it("'Sending…' only after 2 s; the hidden log announces each new message", async () => {
    let holding = true;
    const { root, log, chat, clock, run, socket, held } = await setup(10, { hold: () => holding });
    await waitUntil(() => rows(root).length === 10 && atBottom(log));
    const live = root.querySelector('[role="log"]')!;
    expect(live.classList.contains('fin-visually-hidden')).to.equal(true);
    expect(live.querySelectorAll('p')).to.have.length(5);

    void chat.sendText('are you there?');
    await waitUntil(() => rows(root).some((row) => row.textContent?.includes('are you there?')));
    await run();
    expect(root.textContent).to.not.contain('Sending…');
    clock.tick(2000);
    await run();
    await waitUntil(() => root.querySelector('.status')?.textContent === 'Sending…', "no 'Sending…' after 2 s");
    expect(live.lastElementChild!.textContent).to.equal('You: are you there?');
    holding = false;
    for (const release of held.splice(0)) release();

    socket.last().receive({
      id: 'f1',
      type: 'message',
      payload: { id: 'm999999', ticketId: 't1', fromClient: false, author: { id: 'agent-1', chatbot: false }, createdAt: new Date(START).toISOString(), kind: 'message', payloadType: 'text', payload: { text: '<p>Yes, <b>here</b></p>' } },
    });
    // Pending messages stay last until confirmed; the agent's answer goes in above them.
    await waitUntil(() => [...live.children].some((line) => line.textContent === 'Support: Yes, here'), 'the new message is not in the live log');
    await waitUntil(() => atBottom(log), 'the list did not follow the new message');
  });

  it('axe finds nothing in the list', async () => {
    const { root, log, element } = await setup(60);
    await waitUntil(() => rows(root).length > 0 && atBottom(log));
    const results = await axe.run(element, { resultTypes: ['violations'] });
    expect(results.violations.map((violation) => violation.id)).to.deep.equal([]);
  });
});
