/**
 * §7 getTicketProgress(ticketId): a WIDGET_PROGRESSION item that names a ticket (`ticketId`,
 * docs/forms-wire.md) loads its steps through it — the adapter's method, or the HTTP host's
 * GET /api/tickets/{ticketId}/progress — with a loading state and a retry on failure.
 */
import { expect } from '@open-wc/testing';
import { createServerHost } from '../../../src/forms/core/host';
import { createHttpClient } from '../../../src/shared/http';
import { mountForm, waitUntil } from '../support/mount-form';

afterEach(() => document.body.replaceChildren());

const progress = {
  headerTitle: 'Dispute timeline',
  currentStepIndex: 1,
  steps: [
    { title: 'Dispute submitted', date: '2026-11-10', description: 'You told us about the charge.', lineStyle: 'SOLID', stepColor: 'GREEN' },
    { title: 'Waiting for the merchant', date: '2026-11-14', lineStyle: 'DASHED', stepColor: 'BLUE' },
    { title: 'Decision', lineStyle: 'DASHED' },
  ],
};

const stepTexts = (root: ShadowRoot) => [...root.querySelectorAll('[part~="timeline-step"]')].map((node) => node.textContent ?? '');

describe('<fin-form> WIDGET_PROGRESSION with a ticketId (§7 getTicketProgress)', () => {
  it('loads the ticket\'s steps through the adapter: its header title, the current step, the dates', async () => {
    const asked: string[] = [];
    const form = await mountForm([{ id: 'p', type: 'WIDGET_PROGRESSION', ticketId: 'TCK-1001', steps: [] }], {
      adapter: { getTicketProgress: async (ticketId) => (asked.push(ticketId), progress) },
    });
    await waitUntil(() => stepTexts(form.root).length === 3, 'the steps did not load');
    expect(asked).to.deep.equal(['TCK-1001']);
    expect(form.root.querySelector('[part~="timeline"]')!.textContent).to.contain('Dispute timeline');
    expect(stepTexts(form.root)[0]).to.contain('Dispute submitted').and.contain('10 Nov 2026').and.contain('You told us about the charge.');
    expect(form.root.querySelector('[part~="timeline-step-current"]')?.textContent).to.contain('Waiting for the merchant');
  });

  it('a failed load shows Something went wrong with Retry, and Retry loads it', async () => {
    let calls = 0;
    const form = await mountForm([{ id: 'p', type: 'WIDGET_PROGRESSION', title: 'Progress', ticketId: 'T1', steps: [] }], {
      adapter: {
        getTicketProgress: async () => {
          calls += 1;
          if (calls === 1) throw new Error('down');
          return progress;
        },
      },
    });
    await waitUntil(() => form.root.querySelector('.item [role="alert"]')?.textContent?.includes('Something went wrong'), 'no error state');
    [...form.root.querySelectorAll<HTMLButtonElement>('.item button')].find((button) => button.textContent === 'Retry')!.click();
    await waitUntil(() => stepTexts(form.root).length === 3, 'Retry did not load the steps');
  });

  it('the HTTP host asks GET {api-base}/api/tickets/{ticketId}/progress', async () => {
    const urls: string[] = [];
    const fetch = (async (url: RequestInfo | URL) => (urls.push(String(url)), new Response(JSON.stringify(progress), { headers: { 'content-type': 'application/json' } }))) as typeof globalThis.fetch;
    const host = createServerHost(createHttpClient({ baseUrl: 'https://api.example/', fetch }), 'en-GB');
    expect(await host.ticketProgress!('TCK 1')).to.deep.equal(progress);
    expect(urls).to.deep.equal(['https://api.example/api/tickets/TCK%201/progress']);
  });
});
