/**
 * What an audit of the help centre found untested or weakly tested (issue 38): the 250 ms search
 * debounce on a fake clock, no transaction routes without a transactions api, the retry views of
 * cards, transactions and active requests, the chat context cleared when the route leaves the
 * help centre, the §8 'Unknown error' and original-message fallbacks, tracking and incident errors
 * only logged, link actions on steps and instructional articles, and a /form deep link in an article.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { CHAT_CONTEXT_KEY } from '../../../src/help-centre/constants';
import type { FaqItem, FaqNode } from '../../../src/help-centre/core/model';
import type { HelpCentreServices } from '../../../src/help-centre/core/services';
import { HelpCentreView } from '../../../src/help-centre/ui/HelpCentreView';
import { helpCentreStyles } from '../../../src/help-centre/ui/styles';
import { createFakeClock } from '../../support/fake-clock';
import { mount as mountView, unmountAll } from '../../ui/harness';
import { fakeServices, ITEMS } from './fake-services';
import { CARDS, TRANSACTIONS } from './fake-troubleshooter';
import { mount, recordWarnings, startUrl } from './support';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const branch = (key: string, title: string): FaqNode => ({ key, title, type: 'BRANCH', urlPath: key, children: [{ key: `${key}.a`, title: `About ${title}`, type: 'CONTENT_REFERENCE', urlPath: `${key}/about`, children: [] }] });

/** Fails the first `times` calls of `call`, then answers as `call` does. */
function failing<A extends unknown[], R>(times: number, call: (...args: A) => Promise<R>) {
  let left = times;
  return (...args: A) => (left-- > 0 ? Promise.reject(new Error('offline')) : call(...args));
}

const warnings = recordWarnings();

afterEach(() => {
  unmountAll();
  document.body.replaceChildren();
  history.replaceState(null, '', startUrl);
  sessionStorage.clear();
});

describe('<fin-help-centre> search debounce (§9: 250 ms)', () => {
  it('asks for completions 250 ms after the last key, not at 249', async () => {
    const clock = createFakeClock();
    const { services, calls } = fakeServices();
    const { root, find } = await mountView(HelpCentreView, [helpCentreStyles], { routing: 'memory', services, clock });
    const input = await find<HTMLInputElement>('input[type="search"]');
    input.focus();
    await sendKeys({ type: 'fee' });
    clock.tick(249);
    // Longer than the debounce in real time too: only the fake clock may let it run.
    await sleep(300);
    expect(calls.filter(([name]) => name === 'autocomplete')).to.deep.equal([]);
    clock.tick(1);
    await waitUntil(() => root.querySelector('[part="completion"]'), 'no completions at 250 ms', { timeout: 3000 });
    expect(calls.filter(([name]) => name === 'autocomplete')).to.deep.equal([['autocomplete', 'fee', 6]]);
  });
});

describe('<fin-help-centre> troubleshooter routes and retry views', () => {
  it('has no transaction routes without a transactions api', async () => {
    const services = fakeServices({ getCards: async () => CARDS }).services;
    for (const path of ['/help-centre/troubleshoot/transactions', '/help-centre/troubleshoot/transaction/tx-1', '/help-centre/troubleshoot/transaction/tx-1/not-arrived']) {
      history.replaceState(null, '', path);
      const { waitText } = await mount({ scope: 'business' }, services);
      await waitText('Not found');
      document.body.replaceChildren();
    }
  });

  it('shows a retry view for the card selector and the cards page, and Try again loads them', async () => {
    const services = fakeServices({ getFaqTree: async () => [branch('card-payments', 'Card payments')], getCards: failing(1, async (limit?: number) => CARDS.slice(0, limit)) }).services;
    history.replaceState(null, '', '/help-centre/faq/card-payments');
    const selector = await mount({}, services);
    (await selector.find('[part="card-selector"] [part="retry"] button', 'Try again')).click();
    await selector.waitText('Everyday card');
    document.body.replaceChildren();

    const page = fakeServices({ getCards: failing(1, async () => CARDS) }).services;
    history.replaceState(null, '', '/help-centre/troubleshoot/cards');
    const list = await mount({}, page);
    (await list.find('[part="retry"] button', 'Try again')).click();
    await list.waitText('Old card');
  });

  it('shows a retry view for the transaction selector and the transactions page, and Try again loads them', async () => {
    const services = fakeServices({ getFaqTree: async () => [branch('transfers', 'Transfers')], getTransactions: failing(1, async () => TRANSACTIONS) }).services;
    history.replaceState(null, '', '/help-centre/faq/transfers');
    const selector = await mount({ scope: 'business' }, services);
    (await selector.find('[part="transaction-selector"] [part="retry"] button', 'Try again')).click();
    await selector.waitText('Payment to Bolt');
    document.body.replaceChildren();

    const page = fakeServices({ getTransactions: failing(1, async () => TRANSACTIONS) }).services;
    history.replaceState({ finHelpCentre: { title: 'Transfers', transactionFilters: [{ count: 4, types: ['TRANSFER'] }] } }, '', '/help-centre/troubleshoot/transactions');
    const list = await mount({ scope: 'business' }, page);
    (await list.find('[part="retry"] button', 'Try again')).click();
    await list.waitText('Rent');
  });

  it('shows a retry view for the active requests on the landing page, and Try again loads them', async () => {
    const base = fakeServices();
    const services = fakeServices({ getTickets: failing(1, () => base.services.getTickets!()) }).services;
    const { find, waitText } = await mount({ routing: 'memory' }, services);
    (await find('[part="active-requests"] [part="retry"] button', 'Try again')).click();
    await waitText('Transfer is late');
  });
});

describe('<fin-help-centre> chat context (§4.9)', () => {
  it('is cleared when the route leaves the help centre', async () => {
    sessionStorage.setItem(CHAT_CONTEXT_KEY, '{"entityRef":{"id":"x"}}');
    history.replaceState(null, '', '/help-centre/faq/cards');
    const { waitText } = await mount({}, fakeServices().services);
    await waitText('Select a topic');
    expect(sessionStorage.getItem(CHAT_CONTEXT_KEY)).not.to.equal(null);
    history.pushState(null, '', '/accounts/overview');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await waitUntil(() => sessionStorage.getItem(CHAT_CONTEXT_KEY) === null, 'the context stays outside the help centre');
  });
});

describe('<fin-help-centre> §8 error fallbacks', () => {
  for (const [name, error, shown] of [
    ['the original message', new Error('The FAQ service is down'), 'The FAQ service is down'],
    ["'Unknown error' for an error without a message", new Error(''), 'Unknown error'],
    ["'Unknown error' for a thrown value that is no Error", 'boom', 'Unknown error'],
  ] as const) {
    it(`shows ${name} on the FAQ-by-key error page and in an article's retry view`, async () => {
      const services = fakeServices({ getFaqItem: () => Promise.reject(error) }).services;
      history.replaceState(null, '', '/help-centre/faq/item?key=lost');
      const byKey = await mount({}, services);
      await byKey.find('[part="error-page"] p', shown);
      document.body.replaceChildren();
      history.replaceState(null, '', '/help-centre/faq/cards/lost');
      const article = await mount({}, services);
      await article.find('[part="retry"] p', shown);
    });
  }

  it('only logs tracking and incident failures: the pages show as usual', async () => {
    const services = fakeServices({
      trackPageView: () => Promise.reject(new Error('count down')),
      trackMissingFaq: () => Promise.reject(new Error('not-found down')),
      getIncidents: () => Promise.reject(new Error('banners down')),
      subscribeIncident: () => Promise.reject(new Error('subscribe down')),
    }).services;
    const landing = await mount({ routing: 'memory' }, services);
    // The incidents failed: no incident banner, the review banner shows, nothing says it failed.
    await landing.waitText('Your review is in progress');
    expect(landing.text()).not.to.include('Something went wrong');
    document.body.replaceChildren();
    history.replaceState(null, '', '/help-centre/faq/cards/lost');
    const article = await mount({}, services);
    await article.waitText('First, freeze it');
    history.pushState(null, '', '/help-centre/faq/cards/nothing-here');
    await article.waitText('Not found');
    await waitUntil(() => warnings.filter((message) => message.includes('tracking failed')).length === 2, `warnings ${JSON.stringify(warnings)}`);
    expect(warnings).to.include('FinWidgets: help centre: incidents failed to load.');
    expect(article.text()).not.to.include('Something went wrong');
  });

  it('only logs a failed subscribe, then asks for the incidents again', async () => {
    let asked = 0;
    const base = fakeServices();
    const services = fakeServices({ getIncidents: () => (asked++, base.services.getIncidents()), subscribeIncident: () => Promise.reject(new Error('subscribe down')) }).services;
    const { find, text } = await mount({ routing: 'memory' }, services);
    (await find('button', 'Notify me')).click();
    await waitUntil(() => asked === 2, 'no refetch');
    await waitUntil(() => warnings.includes('FinWidgets: help centre: the incident action failed.'), `warnings ${JSON.stringify(warnings)}`);
    expect(text()).not.to.include('Something went wrong');
  });
});

describe('<fin-help-centre> links in articles', () => {
  const opened: string[][] = [];
  const windowOpen = window.open;
  beforeEach(() => {
    opened.length = 0;
    window.open = (...args: (string | URL | undefined)[]) => (opened.push(args.map(String)), null);
  });
  afterEach(() => {
    window.open = windowOpen;
  });

  const steps: FaqItem = {
    key: 'lost',
    title: 'My card is lost',
    urlPath: 'cards/lost',
    type: 'CONTENT_REFERENCE',
    content: {
      type: 'INSTRUCTIONAL',
      steps: [
        { subheader: 'Check the status', description: 'Anything known shows there.', action: { kind: 'link', label: 'Status page', link: 'https://status.example.com/cards' } },
        { subheader: 'Read on', description: 'Or [fill in the form](finapp://form/card-replacement?reason=lost).', action: { kind: 'link', label: 'Freezing a card', link: 'finapp://faq?key=freeze' } },
      ],
      action: { kind: 'link', label: 'Our blog', link: 'https://blog.example.com/cards' },
    },
    actions: [],
  };

  it("follows a step's and an instructional article's link actions: a web link in a new tab, a FAQ link to its article", async () => {
    const { services } = fakeServices({ getFaqItem: async (key) => (key === 'lost' ? steps : ITEMS[key]!) });
    history.replaceState(null, '', '/help-centre/faq/cards/lost');
    const { find, waitText } = await mount({}, services);
    (await find('button', 'Status page')).click();
    (await find('button', 'Our blog')).click();
    expect(opened).to.deep.equal([
      ['https://status.example.com/cards', '_blank', 'noopener,noreferrer'],
      ['https://blog.example.com/cards', '_blank', 'noopener,noreferrer'],
    ]);
    (await find('button', 'Freezing a card')).click();
    await waitText('Tap Cards on the home screen.');
    expect(location.pathname).to.equal('/help-centre/faq/cards/freeze');
  });

  it('opens a /form deep link in an article on the form route with its params', async () => {
    const opens: Parameters<NonNullable<HelpCentreServices['openForm']>>[0][] = [];
    const { services } = fakeServices({ getFaqItem: async () => steps, openForm: (action) => void opens.push(action) });
    history.replaceState(null, '', '/help-centre/faq/cards/lost');
    const host = await mount({}, services);
    (await host.find('button', 'fill in the form')).click();
    expect(opens).to.deep.equal([{ formId: 'card-replacement', params: { reason: 'lost' } }]);
    document.body.replaceChildren();

    // Without a host openForm: the help centre's own form route.
    const own = await mount({}, fakeServices({ getFaqItem: async () => steps }).services);
    (await own.find('button', 'fill in the form')).click();
    await waitUntil(() => location.pathname === '/help-centre/form/card-replacement' && location.search === '?reason=lost', `at ${location.href}`);
    await own.find('[part="form-page"]');
  });
});
