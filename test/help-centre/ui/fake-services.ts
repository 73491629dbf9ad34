/** A recording fake of the help centre's services, with a small tree in every content kind. */
import type { FaqItem, FaqNode, Incident, RequestTicket } from '../../../src/help-centre/core/model';
import type { HelpCentreServices } from '../../../src/help-centre/core/services';
import { FaqNotFoundError } from '../../../src/help-centre/core/errors';
import { ISSUES } from './fake-troubleshooter';

const article = (key: string, title: string, urlPath: string): FaqNode => ({ key, title, type: 'CONTENT_REFERENCE', urlPath, children: [] });

export const TREE: FaqNode[] = [
  {
    key: 'cards',
    title: 'Cards',
    type: 'BRANCH',
    urlPath: 'cards',
    icon: 'bank',
    description: 'Ordering, freezing and replacing cards.',
    chatCategory: 'cards',
    children: [article('freeze', 'How do I freeze my card?', 'cards/freeze'), article('lost', 'My card is lost', 'cards/lost'), article('html', 'Card fees', 'cards/fees')],
  },
  { key: 'transfers', title: 'Transfers', type: 'BRANCH', urlPath: 'transfers', children: [article('late', 'My transfer is late', 'transfers/late')] },
];

export const ITEMS: Record<string, FaqItem> = {
  freeze: {
    key: 'freeze',
    title: 'How do I freeze my card?',
    urlPath: 'cards/freeze',
    type: 'CONTENT_REFERENCE',
    content: {
      type: 'INSTRUCTIONAL',
      steps: [
        { subheader: 'Open Cards', description: 'Tap Cards on the home screen.' },
        { subheader: 'Freeze it', description: 'See [lost cards](finapp://faq?key=lost).', action: { kind: 'link', label: 'Open cards', link: 'finapp://cards' } },
      ],
    },
    actions: [{ kind: 'form', formId: 'card-replacement', title: 'Order a new card', params: { reason: 'lost' } }],
  },
  lost: {
    key: 'lost',
    title: 'My card is lost',
    urlPath: 'cards/lost',
    type: 'CONTENT_REFERENCE',
    content: {
      type: 'INFORMATIONAL',
      blocks: [
        { type: 'HEADER', text: 'First, freeze it' },
        { type: 'PARAGRAPH', text: 'Read [how to freeze](finapp://faq?key=freeze) or [our blog](https://blog.example.com).' },
        { type: 'BULLET_LIST', items: ['Freeze the card', 'Order a new one'] },
      ],
    },
    actions: [],
    chat: { entrySuggestions: [{ id: 'stolen', title: 'My card was stolen' }, { id: 'found', title: 'I found my card' }], form: 'card-block' },
  },
  html: { key: 'html', title: 'Card fees', urlPath: 'cards/fees', type: 'CONTENT_REFERENCE', content: { type: 'HTML', html: '<p>Fees are <strong>low</strong>. See <a href="https://example.com/fees">fees</a>.</p>' }, actions: [] },
  late: {
    key: 'late',
    title: 'My transfer is late',
    urlPath: 'transfers/late',
    type: 'CONTENT_REFERENCE',
    content: { type: 'INFORMATIONAL', blocks: [{ type: 'PARAGRAPH', text: 'Wait a day, then [talk to us](finapp://chat?category=late-transfers) or [see your chat](finapp://chat?ticketId=T-5).' }] },
    actions: [],
  },
};

export const INCIDENTS: Incident[] = [
  { id: 'INC-1', state: 'active', banners: { active: { title: 'Card payments are slow', subtitle: 'We are on it.', actionButton: { type: 'SUBSCRIBE', label: 'Notify me' } } } },
  { id: 'INC-2', state: 'resolved', banners: { resolved: { title: 'Transfers are fine again', subtitle: 'All good.' } } },
];

/** Four active requests (so 'See all · 4') and two in the history. */
export const TICKETS: RequestTicket[] = [
  { id: 't-card', state: 'ACTIVE', updatedAt: '2026-11-20T09:00:00Z', title: 'Card replacement' },
  { id: 't-late', state: 'ACTIVE', updatedAt: '2026-11-22T09:00:00Z', title: 'Transfer is late' },
  { id: 't-old', state: 'RESOLVED', updatedAt: '2026-10-01T09:00:00Z', title: 'Top-up missing' },
  { id: 't-fee', state: 'ACTIVE', updatedAt: '2026-11-21T09:00:00Z', title: 'Question about fees' },
  { id: 't-addr', state: 'ACTIVE', updatedAt: '2026-11-18T09:00:00Z' },
  { id: 't-decl', state: 'RESOLVED', updatedAt: '2026-11-02T09:00:00Z', title: 'Card declined' },
];

export type Calls = [name: string, ...args: unknown[]][];

export function fakeServices(overrides: Partial<HelpCentreServices> = {}) {
  const calls: Calls = [];
  const record =
    <A extends unknown[], R>(name: string, result: (...args: A) => R | Promise<R>) =>
    async (...args: A): Promise<R> => {
      calls.push([name, ...args]);
      return result(...args);
    };
  const services: HelpCentreServices = {
    getFaqTree: record('getFaqTree', () => TREE),
    getFaqItem: record('getFaqItem', (key: string) => {
      const item = ITEMS[key];
      if (!item) throw new FaqNotFoundError(key);
      return item;
    }),
    trackPageView: record('trackPageView', () => undefined),
    trackMissingFaq: record('trackMissingFaq', () => undefined),
    getSearchSuggestions: record('getSearchSuggestions', () => [{ title: 'How do I freeze my card?', deeplink: 'finapp://faq?key=freeze' }]),
    search: record('search', (query: string, limit?: number) => [{ title: `Result for ${query}`, key: 'freeze' }].slice(0, limit ?? 10)),
    autocomplete: record('autocomplete', (query: string) => [`how do I {${query}}`, `{${query}} abroad`]),
    getIncidents: record('getIncidents', () => INCIDENTS),
    subscribeIncident: record('subscribeIncident', () => undefined),
    dismissIncident: record('dismissIncident', () => undefined),
    getFeedbackTags: record('getFeedbackTags', () => [
      { tag: 'UNCLEAR', label: 'It was hard to understand' },
      { tag: 'OUTDATED', label: "It's out of date" },
    ]),
    getFeedback: record('getFeedback', () => undefined),
    saveFeedback: record('saveFeedback', () => 'FB-1'),
    updateFeedback: record('updateFeedback', () => undefined),
    getReviewStatus: record('getReviewStatus', () => ({ status: 'in_review' })),
    getChatDecision: record('getChatDecision', () => ({ openNew: true })),
    getTroubleshooterFaqs: record('getTroubleshooterFaqs', () => ISSUES),
    getTickets: record('getTickets', () => TICKETS),
    ...overrides,
  };
  return { services, calls, names: () => calls.map(([name]) => name) };
}
