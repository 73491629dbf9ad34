/**
 * A src the chat API gives as a relative URL is the API's: an upload's thumbnail, its full image
 * and a file's download, the agent's avatar (ticket.agent.avatarSrc, the agent sheet's avatarSrc
 * and compliment assets) resolve against the chat API (https://chat.test/api/chat, another origin
 * than this page), not against the page. A link meant for the host page (an FAQ suggestion) still
 * resolves against the page.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { currentBackend, openPanel } from './panel-harness';
import type { PanelDriver } from './panel-harness';

type Backend = ReturnType<typeof currentBackend>;

const API = 'https://chat.test/api/chat/';

/** Ticket t1, assigned to Alex (agent-1) with a relative avatar, who wrote one message. */
async function openTicket(setup: (backend: Backend) => void = () => {}): Promise<PanelDriver> {
  const backend = currentBackend();
  Object.assign(backend.ticket('t1'), { state: 'assigned', agent: { id: 'agent-1', name: 'Alex', chatbot: false, avatarSrc: '/api/chat/agents/agent-1/avatar.svg' } });
  backend.addMessage('t1', { fromClient: false, payloadType: 'text', payload: { text: 'Hi, I am Alex' } });
  setup(backend);
  const panel = await openPanel({ open: { ticketId: 't1' } });
  await waitUntil(() => panel.texts('[part~="bubble-agent"]').includes('Hi, I am Alex'), 'the ticket did not open', { timeout: 5000 });
  return panel;
}

describe('<fin-chat> relative srcs resolve against the chat API, not the page', function () {
  // A whole panel per test, on a 2-core machine shared with other browsers.
  this.timeout(30_000);

  it("an image upload's thumbnail and full image, by a path from the root and by a path relative to the API", async () => {
    const panel = await openTicket((backend) => {
      backend.addMessage('t1', { fromClient: false, payloadType: 'upload', payload: { uploadId: 'up1', mediaType: 'image/png', fileName: 'receipt.png' } });
      backend.serve('GET uploads/up1/thumb', () => ({ src: '/api/chat/uploads/up1/thumb?width=480' }));
      backend.serve('GET uploads/up1', () => ({ id: 'up1', src: 'uploads/up1/file', mediaType: 'image/png', fileName: 'receipt.png' }));
    });
    // The attachment view is a lazy chunk: the test server compiles it on first use.
    const image = await panel.find<HTMLButtonElement>('[part="image"]', 10_000);
    await waitUntil(() => image.querySelector('img'), 'no thumbnail', { timeout: 5000 });
    expect(image.querySelector('img')!.getAttribute('src')).to.equal(`${API}uploads/up1/thumb?width=480`);
    await panel.press(image);
    const preview = await panel.find<HTMLImageElement>('[part="image-preview"]');
    expect(preview.getAttribute('src')).to.equal(`${API}uploads/up1/file`);
  });

  it("a file's download link", async () => {
    const panel = await openTicket((backend) => {
      backend.addMessage('t1', { fromClient: false, payloadType: 'upload', payload: { uploadId: 'up2', mediaType: 'application/pdf', fileName: 'statement.pdf' } });
      backend.serve('GET uploads/up2', () => ({ id: 'up2', src: '/api/chat/uploads/up2/file', mediaType: 'application/pdf', fileName: 'statement.pdf' }));
    });
    await waitUntil(() => panel.root.querySelector('[part="file"] a'), 'no link', { timeout: 10_000 });
    expect(panel.root.querySelector('[part="file"] a')!.getAttribute('href')).to.equal(`${API}uploads/up2/file`);
  });

  it("the agent's avatar in the thread and in the agent sheet, and a compliment's asset", async () => {
    const panel = await openTicket((backend) =>
      backend.serve('GET agents/agent-1/info', () => ({
        id: 'agent-1',
        name: 'Alex',
        wow_reviews: 1,
        chats: 1,
        avatarSrc: 'agents/agent-1/avatar.svg',
        compliments: [{ label: 'Helpful', asset_url: '/api/chat/assets/helpful.png', count: 1, top: true }],
      })),
    );
    const avatar = await panel.find('[part="avatar"] img');
    expect(avatar.getAttribute('src')).to.equal(`${API}agents/agent-1/avatar.svg`);
    await panel.press('About Alex');
    await panel.find('[part="agent-info"]', 20_000);
    expect(panel.root.querySelector('.agent-avatar')?.getAttribute('src')).to.equal(`${API}agents/agent-1/avatar.svg`);
    expect(panel.root.querySelector('.compliments img')?.getAttribute('src')).to.equal(`${API}assets/helpful.png`);
  });

  it("a link meant for the host page (an FAQ suggestion's path) resolves against the page", async () => {
    const panel = await openPanel({ properties: { faqs: [{ key: 'lost-card', title: 'Lost card', urlPath: '/help/lost-card' }] } });
    const link = await panel.find<HTMLAnchorElement>('[part="faq-suggestion"]', 10_000);
    expect(link.getAttribute('href')).to.equal(new URL('/help/lost-card', location.href).href);
  });

  it("an earlier agent's messages show that agent's avatar from GET /agents/{id}/avatar (asked once); the ticket's agent's comes with the ticket", async () => {
    const panel = await openTicket((backend) => {
      // Sam answered before the ticket went to Alex: the ticket says nothing of Sam.
      backend.addMessage('t1', { fromClient: false, author: { id: 'agent-0', chatbot: false }, payloadType: 'text', payload: { text: 'Sam here, passing you on' } });
      backend.addMessage('t1', { fromClient: true, payloadType: 'text', payload: { text: 'Thanks' } });
      backend.addMessage('t1', { fromClient: false, payloadType: 'text', payload: { text: 'Alex again' } });
      backend.serve('GET agents/agent-0/avatar', () => ({ src: '/api/chat/agents/agent-0/avatar.svg' }));
    });
    // Alex's first message, Sam's, Alex's again: one avatar at the end of each group.
    const sources = () => panel.all('[part="avatar"] img').map((image) => image.getAttribute('src'));
    await waitUntil(() => sources().length === 3, 'not every avatar', { timeout: 5000 });
    expect(sources()).to.deep.equal([`${API}agents/agent-1/avatar.svg`, `${API}agents/agent-0/avatar.svg`, `${API}agents/agent-1/avatar.svg`]);
    const asked = currentBackend().calls.filter((call) => call.path.startsWith('agents/') && call.path.endsWith('/avatar'));
    expect(asked.map((call) => `${call.path}?${call.query}`)).to.deep.equal(['agents/agent-0/avatar?type=JSON']);
  });
});
