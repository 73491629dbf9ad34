/**
 * What an open request carries to the new ticket (issue 37): FinWidgets('chat.open') and
 * fin-chat-open take §7.2's titleKey, faqPath, localisedFaqPath (with category and externalRef)
 * and the page's entry suggestions; `POST /tickets` gets them at the top level, beside the
 * segment tag and the chat context; the more-actions menu's New chat keeps segment and context.
 * And §4.4 / §5: the chat can be disabled (the `disabled` attribute, FinWidgets('chat.disable' |
 * 'chat.enable')), and while it is, the panel says 'Chat is disabled.' and commands fail with it.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { commands } from '../../../elements/fin-chat';
import { currentBackend, openPanel, setHost } from './panel-harness';
import type { PanelDriver } from './panel-harness';

const ticketCreates = () => currentBackend().calls.filter((call) => call.method === 'POST' && call.path === 'tickets');

async function sendFirst(panel: PanelDriver, text: string): Promise<void> {
  await panel.find('[part="input"]:enabled', 5000);
  const input = await panel.type(text);
  panel.key(input, 'Enter');
  await waitUntil(() => ticketCreates().length > 0, 'no ticket was created', { timeout: 5000 });
}

describe('<fin-chat> open requests', function () {
  this.timeout(30_000);
  afterEach(async () => {
    await commands.enable();
  });

  it("FinWidgets('chat.open') with §7.2's fields and entry suggestions: the suggestions show, and POST /tickets has the fields at the top level", async () => {
    const panel = await openPanel({ attributes: { segment: 'Retail' }, open: false });
    await commands.open({
      category: 'cards',
      titleKey: 'card-declined',
      faqPath: 'cards/declined',
      localisedFaqPath: 'Cartes/Carte refusée',
      externalRef: 'case-9',
      context: { entityRef: { id: 'txn_1' } },
      suggestions: [
        { id: 'why', title: 'Why was it declined?' },
        { id: 'unblock', title: 'Unblock my card' },
      ],
    });
    await panel.find('[part="suggestion"]');
    expect(panel.texts('[part="suggestion"]')).to.deep.equal(['Why was it declined?', 'Unblock my card']);
    await panel.press('Unblock my card');
    await waitUntil(() => ticketCreates().length === 1, 'no ticket was created', { timeout: 5000 });
    expect(ticketCreates()[0]!.body).to.deep.equal({
      tags: ['retail'],
      context: { entityRef: { id: 'txn_1' } },
      titleKey: 'card-declined',
      faqPath: 'cards/declined',
      localisedFaqPath: 'Cartes/Carte refusée',
      category: 'cards',
      externalRef: 'case-9',
    });
  });

  it('a host that answers fin-auth-required at once (setAuth in the listener, as the demo does) is asked once and signs in once', async () => {
    const asked: string[] = [];
    const answer = () => {
      asked.push('auth');
      setHost({}, { token: 'host-token' });
    };
    document.addEventListener('fin-auth-required', answer);
    try {
      const panel = await openPanel({ anonymous: false, attributes: { 'client-id': 'c-1' } });
      await waitUntil(() => panel.texts('[part~="bubble-agent"]').includes('Hello from the server'), 'the chat did not open', { timeout: 5000 });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(asked).to.deep.equal(['auth']);
      expect(currentBackend().calls.filter((call) => call.path === 'signin')).to.have.length(1);
    } finally {
      document.removeEventListener('fin-auth-required', answer);
    }
  });

  it('chat.open checks its argument: an unknown option, a titleKey that is not a string, suggestions that are not {id, title}', async () => {
    const reasons: string[] = [];
    for (const bad of [{ nope: 1 }, { titleKey: 7 }, { suggestions: [{ id: 1 }] }]) await commands.open(bad).catch((error: Error) => reasons.push(error.message));
    expect(reasons).to.deep.equal([
      'chat.open: unknown option "nope"',
      'chat.open: titleKey must be a non-empty string',
      'chat.open: suggestions must be a list of {id, title} strings',
    ]);
  });

  it("the more-actions menu's New chat keeps the segment tag and the chat context", async () => {
    const backend = currentBackend();
    backend.ticket('t1');
    const panel = await openPanel({ attributes: { segment: 'Business' }, open: { ticketId: 't1', context: { entityRef: { id: 'txn_7' } } } });
    await panel.find('[part="input"]:enabled', 5000);
    const more = await panel.find<HTMLButtonElement>('[part="more-button"]');
    more.focus();
    panel.key(more, 'ArrowDown');
    await panel.find('[role="menu"]');
    await panel.press('New chat');
    await waitUntil(() => panel.texts('[part~="bubble-agent"]').includes('Hello from the server'), 'no new chat', { timeout: 5000 });
    await sendFirst(panel, 'something else');
    expect(ticketCreates()[0]!.body).to.deep.include({ tags: ['business'], context: { entityRef: { id: 'txn_7' } } });
  });

  it("the disabled attribute: the panel says 'Chat is disabled.', offers no input and no menu; axe clean", async () => {
    const panel = await openPanel({ attributes: { disabled: '' } });
    const note = await panel.find('[part="disabled"]');
    expect([panel.text(note), note.getAttribute('role')]).to.deep.equal(['Chat is disabled.', 'status']);
    expect(panel.root.querySelector('[part="input"]')).to.equal(null);
    expect(panel.root.querySelector('[part="more-button"]')).to.equal(null);
    expect(currentBackend().calls.filter((call) => call.path.startsWith('tickets'))).to.deep.equal([]);
    await panel.axeClean('disabled');
  });

  it("FinWidgets('chat.disable'): every chat command fails with 'Chat is disabled.' and the open panel says so; chat.enable opens the chat again", async () => {
    const panel = await openPanel();
    await waitUntil(() => panel.texts('[part~="bubble-agent"]').includes('Hello from the server'), 'no greeting', { timeout: 5000 });
    await commands.disable();
    expect(panel.element.hasAttribute('disabled')).to.equal(true);
    await panel.find('[part="disabled"]');
    let refused: Error | undefined;
    await commands.open({ category: 'cards' }).catch((error: Error) => (refused = error));
    expect([refused?.name, refused?.message]).to.deep.equal(['ChatDisabledError', 'Chat is disabled.']);
    await commands.enable();
    await waitUntil(() => !panel.root.querySelector('[part="disabled"]'), 'still disabled', { timeout: 3000 });
    await panel.find('[part="input"]:enabled', 5000);
    await commands.open({ category: 'cards' });
    await waitUntil(() => currentBackend().calls.filter((call) => call.path === 'tickets/next').length >= 2, 'the chat did not open again', { timeout: 5000 });
  });
});
