/**
 * The panel's header (§2.2: 'Support' / 'Helping you 24/7'; issue 50): while a human agent is
 * assigned to the ticket shown, it names them with their avatar, as Intercom and Zendesk do; the
 * chatbot, a ticket nobody took yet, an ended ticket and the pre-ticket chat keep the default title.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { currentBackend, openPanel } from './panel-harness';
import type { PanelDriver } from './panel-harness';

async function openWith(ticket: Record<string, unknown>): Promise<PanelDriver> {
  Object.assign(currentBackend().ticket('t1'), ticket);
  currentBackend().addMessage('t1', { fromClient: false, payloadType: 'text', payload: { text: 'Hello there' } });
  const panel = await openPanel({ open: { ticketId: 't1' } });
  await waitUntil(() => panel.texts('[part~="bubble-agent"]').includes('Hello there'), 'the ticket did not open', { timeout: 5000 });
  return panel;
}

const header = (panel: PanelDriver) => ({
  title: panel.text(panel.root.querySelector('[part="title"]')),
  caption: panel.text(panel.root.querySelector('[part="caption"]')),
  avatar: panel.root.querySelector('[part="header-avatar"] img')?.getAttribute('src') ?? panel.text(panel.root.querySelector('[part="header-avatar"]')),
});

describe('<fin-chat> header: the assigned agent (issue 50)', function () {
  this.timeout(30_000);

  it('a human agent assigned: the header names them, with their avatar; the dialog is named after them', async () => {
    const panel = await openWith({ state: 'assigned', agent: { id: 'agent-1', name: 'Alex Morgan', chatbot: false, avatarSrc: 'https://chat.test/alex.png' } });
    await waitUntil(() => header(panel).title === 'Alex Morgan', `the header reads ${header(panel).title}`);
    expect(header(panel)).to.deep.equal({ title: 'Alex Morgan', caption: 'Support · Helping you 24/7', avatar: 'https://chat.test/alex.png' });
    expect(panel.root.querySelector('[part="panel"]')!.getAttribute('aria-labelledby')).to.equal(panel.root.querySelector('[part="title"]')!.id);
    await panel.axeClean('the header with an agent');
  });

  it('an agent with no avatar: their initial', async () => {
    const panel = await openWith({ state: 'assigned', agent: { id: 'agent-1', name: 'Alex', chatbot: false } });
    await waitUntil(() => header(panel).title === 'Alex', `the header reads ${header(panel).title}`);
    expect(header(panel).avatar).to.equal('A');
  });

  const defaults: [string, Record<string, unknown>][] = [
    ['the chatbot', { state: 'assigned', agent: { id: 'bot', name: 'Finbot', chatbot: true } }],
    ['no agent yet', { state: 'open' }],
    ['a resolved ticket', { state: 'resolved', agent: { id: 'agent-1', name: 'Alex', chatbot: false } }],
  ];
  for (const [name, ticket] of defaults) {
    it(`${name}: the default title`, async () => {
      const panel = await openWith(ticket);
      expect(header(panel)).to.deep.equal({ title: 'Support', caption: 'Helping you 24/7', avatar: '' });
    });
  }
});
