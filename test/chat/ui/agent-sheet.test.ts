/**
 * The agent-info sheet (§2.2, §9 Chat), opened by keyboard from an agent's avatar: the title
 * labels, the star badge, 'Powered by AI' for the chatbot, compact counts (at most 1 decimal),
 * tenure in years or months (at least 1), compliments; the error state with Retry; the analytics
 * screen 'agent info'. Axe in every state.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { currentBackend, openPanel, usage } from './panel-harness';
import type { PanelDriver } from './panel-harness';

type Backend = ReturnType<typeof currentBackend>;

/** A ticket assigned to Alex (agent-1), who wrote one message. */
async function openAgentTicket(setup: (backend: Backend) => void = () => {}): Promise<PanelDriver> {
  const backend = currentBackend();
  Object.assign(backend.ticket('t1'), { state: 'assigned', agent: { id: 'agent-1', name: 'Alex' } });
  backend.addMessage('t1', { fromClient: false, payloadType: 'text', payload: { text: 'Hi, I am Alex' } });
  setup(backend);
  const panel = await openPanel({ open: { ticketId: 't1' } });
  await waitUntil(() => panel.texts('[part~="bubble-agent"]').includes('Hi, I am Alex'), 'the ticket did not open', { timeout: 5000 });
  return panel;
}

const info = (fields: Record<string, unknown>) => ({ id: 'agent-1', name: 'Alex', wow_reviews: 0, chats: 0, compliments: [], ...fields });

/** Presses the avatar and waits for the sheet to show the agent (the sheet is a lazy chunk). */
async function openSheet(panel: PanelDriver) {
  await panel.press('About Alex');
  return panel.find('[part="agent-info"]', 20_000);
}

const sheetTexts = (panel: PanelDriver) => ({
  title: panel.text(panel.root.querySelector('.agent-title')),
  star: panel.root.querySelector('[part="star-badge"]') !== null,
  stats: panel.all('.agent-stats > div').map((row) => `${panel.text(row.querySelector('dt'))}: ${panel.text(row.querySelector('dd'))}`),
});

describe('<fin-chat> agent sheet (§2.2, §9)', function () {
  // A whole panel per test, on a 2-core machine shared with other browsers.
  this.timeout(60_000);

  const titles: [title: string, label: string, star: boolean][] = [
    ['expert', 'Support expert', true],
    ['moderator', 'Senior support expert', true],
    ['guru', 'Support manager', true],
    ['onboarding', 'Support specialist', false],
    ['specialist', 'Support specialist', false],
  ];
  for (const [title, label, star] of titles) {
    it(`title ${title}: '${label}'${star ? ' with the star badge' : ', no star badge'}`, async () => {
      const panel = await openAgentTicket((backend) => backend.serve('GET agents/agent-1/info', () => info({ title })));
      await openSheet(panel);
      const shown = sheetTexts(panel);
      expect(shown.title, 'the title label').to.equal(star ? `★ ${label}` : label);
      expect(shown.star, 'the star badge').to.equal(star);
      await panel.axeClean(`the sheet of a ${title}`);
    });
  }

  it("the chatbot: 'Powered by AI', no title label, no star", async () => {
    const panel = await openAgentTicket((backend) => backend.serve('GET agents/agent-1/info', () => info({ chatbot: true, title: 'expert', name: 'Finn' })));
    await openSheet(panel);
    expect(sheetTexts(panel).title).to.equal('Powered by AI');
    expect(sheetTexts(panel).star).to.equal(false);
    expect(panel.root.querySelector('.fin-modal__title')?.textContent).to.equal('Finn');
    await panel.axeClean('the chatbot sheet');
  });

  const counts: [value: number, shown: string][] = [
    [7, '7'],
    [999, '999'],
    [1_284, '1.3K'],
    [12_345, '12.3K'],
    [1_250_000, '1.3M'],
    [2_000, '2K'],
  ];
  it(`compact counts with at most 1 decimal: ${counts.map(([value, shown]) => `${value} → ${shown}`).join(', ')}`, async () => {
    for (const [value, shown] of counts) {
      const panel = await openAgentTicket((backend) =>
        backend.serve('GET agents/agent-1/info', () =>
          info({ title: 'expert', wow_reviews: value, chats: value, compliments: [{ label: 'Helpful', asset_url: 'https://chat.test/helpful.png', count: value, top: true }] }),
        ),
      );
      await openSheet(panel);
      // The thousands letter's case is the locale's (Chromium's en-GB writes 1.3k); the rule is the decimals.
      const upper = (list: string[]) => list.map((item) => item.toUpperCase());
      expect(upper(sheetTexts(panel).stats.slice(0, 2)), `${value}`).to.deep.equal(upper([`Wow reviews: ${shown}`, `Chats: ${shown}`]));
      expect(panel.text(panel.root.querySelector('.compliments .count')).toUpperCase(), `compliment ${value}`).to.equal(shown);
      panel.element.remove();
    }
  });

  const tenures: [iso: string, shown: string | undefined][] = [
    ['P3Y2M', '3 years'],
    ['P1Y', '1 year'],
    ['P11M', '11 months'],
    ['P1M', '1 month'],
    ['P10D', '1 month'],
    ['PT5H', '1 month'],
    ['not a duration', undefined],
  ];
  it(`tenure in years, or months under a year (at least 1): ${tenures.map(([iso, shown]) => `${iso} → ${shown ?? 'hidden'}`).join(', ')}`, async () => {
    for (const [iso, shown] of tenures) {
      const panel = await openAgentTicket((backend) => backend.serve('GET agents/agent-1/info', () => info({ title: 'guru', tenure: iso })));
      await openSheet(panel);
      const row = sheetTexts(panel).stats.find((stat) => stat.startsWith('With us'));
      expect(row, iso).to.equal(shown && `With us: ${shown}`);
      panel.element.remove();
    }
  });

  it("compliments with their assets and counts; the analytics screen 'agent info'; Escape closes the sheet and focus returns to the avatar", async () => {
    const panel = await openAgentTicket((backend) =>
      backend.serve('GET agents/agent-1/info', () =>
        info({
          title: 'expert',
          wow_reviews: 42,
          chats: 1_500,
          tenure: 'P2Y',
          avatarSrc: 'https://chat.test/alex.png',
          compliments: [
            { label: 'Super helpful', asset_url: 'https://chat.test/helpful.png', count: 12, top: true },
            { label: 'Quick', asset_url: 'https://chat.test/quick.png', count: 3 },
          ],
        }),
      ),
    );
    const avatar = await panel.button('About Alex');
    await openSheet(panel);
    expect(usage).to.deep.include({ screen: 'agent info', action: 'view' });
    expect(panel.root.querySelector('.fin-modal__title')?.textContent).to.equal('Alex');
    expect(sheetTexts(panel).stats.map((stat) => stat.replace('1.5k', '1.5K'))).to.deep.equal(['Wow reviews: 42', 'Chats: 1.5K', 'With us: 2 years']);
    expect(panel.all('.compliments li').map((item) => [...item.querySelectorAll('span')].map(panel.text).concat(item.querySelector('img')?.getAttribute('src') ?? ''))).to.deep.equal([
      ['Super helpful', '12', 'https://chat.test/helpful.png'],
      ['Quick', '3', 'https://chat.test/quick.png'],
    ]);
    expect(panel.root.querySelector('.agent-avatar')?.getAttribute('src')).to.equal('https://chat.test/alex.png');
    await panel.axeClean('the full agent sheet');
    expect(panel.root.querySelector('[part="sheet-close"]')?.getAttribute('aria-label'), "the sheet's close button closes the sheet, not the chat").to.equal('Close');
    const active = panel.deepActive();
    expect(active && panel.root.querySelector('.fin-modal')?.contains(active), 'focus is in the sheet').to.equal(true);
    panel.key(active!, 'Escape');
    await waitUntil(() => !panel.root.querySelector('[part="agent-info"]'), 'the sheet stayed');
    expect(panel.element.open, 'Escape closed the sheet, not the panel').to.equal(true);
    await waitUntil(() => panel.deepActive() === avatar, 'focus did not return to the avatar');
  });

  it("a failed agent load shows the error state 'Something went wrong' with Retry, which loads the agent", async () => {
    let fail = true;
    const panel = await openAgentTicket((backend) =>
      backend.serve('GET agents/agent-1/info', () => (fail ? new Response('{}', { status: 500 }) : info({ title: 'specialist' }))),
    );
    await panel.press('About Alex');
    const error = await panel.find('.fin-modal [role="alert"]', 20_000);
    expect(panel.text(error)).to.contain('Something went wrong');
    expect(currentBackend().calls.filter((call) => call.path === 'agents/agent-1/info'), 'no retries by the query cache').to.have.length(1);
    await panel.axeClean('the agent error state');
    fail = false;
    await panel.press('Retry');
    await panel.find('[part="agent-info"]');
    expect(sheetTexts(panel).title).to.equal('Support specialist');
  });
});
