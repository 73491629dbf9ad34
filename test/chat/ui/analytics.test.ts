/**
 * Analytics names the chat screens chat, agent info and survey (§2.2): the panel's views reach
 * the usage tracker's collector (forms-tickets-tracker §7 Tracker) as events with those screens.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { commands } from '../../../elements/fin-tracker';
import { setUsageSink } from '../../../src/shared/usage';
import { currentBackend, openPanel } from './panel-harness';

const COLLECTOR = 'https://collector.example/wtr.tracking.WebTracker/RecordEvent';

describe('<fin-chat> analytics (§2.2)', function () {
  // A whole panel, its lazy sheet and popup, on a 2-core machine shared with other browsers.
  this.timeout(60_000);
  let sent: { screen: string; action: { name: string } }[];

  beforeEach(() => {
    sent = [];
    // The panel's backend, with the collector beside it.
    const chatFetch = window.fetch;
    window.fetch = async (input, init) => {
      if (String(input) !== COLLECTOR) return chatFetch(input, init);
      sent.push(JSON.parse(String(init?.body)));
      return new Response('{"duplicate":false}', { status: 200 });
    };
    // The harness catches usage reports itself; give them back to the tracker, as its module does.
    setUsageSink((event) => void commands.track(event));
    const tag = document.createElement('fin-tracker');
    tag.setAttribute('product', 'wtr');
    tag.setAttribute('app-id', 'chat-test');
    tag.setAttribute('endpoint', 'https://collector.example/');
    document.body.append(tag);
  });

  it("the tracker records the screens 'chat', 'agent info' and 'survey' as views", async () => {
    const backend = currentBackend();
    Object.assign(backend.ticket('t1'), { state: 'resolved', agent: { id: 'agent-1', name: 'Alex' } });
    backend.addMessage('t1', { fromClient: false, payloadType: 'text', payload: { text: 'Solved it' } });
    backend.serve('GET agents/agent-1/info', () => ({ id: 'agent-1', name: 'Alex', title: 'expert', wow_reviews: 3, chats: 40, compliments: [] }));
    backend.serve('GET tickets/t1/ratings', () => ({ ratings: [{ experience: 'great', title: 'Great', tags: [] }] }));
    const panel = await openPanel({ open: { ticketId: 't1' } });
    await panel.press(await panel.button('About Alex', 5000));
    await panel.find('[part="agent-info"]', 20_000);
    panel.key(panel.deepActive()!, 'Escape');
    await waitUntil(() => !panel.root.querySelector('[part="agent-info"]'), 'the sheet stayed');
    await panel.press('Rate our support');
    await panel.find('[part="rating-option"]', 20_000);
    const screens = () => sent.map((event) => `${event.screen}: ${event.action.name}`);
    await waitUntil(() => screens().length >= 3, 'the collector did not get three views', { timeout: 8000 });
    expect(screens()).to.deep.equal(['chat: view', 'agent info: view', 'survey: view']);
  });
});
