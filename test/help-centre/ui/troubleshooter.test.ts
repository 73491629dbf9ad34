/**
 * <fin-help-centre>, part two, in Chromium with fake services: topic selectors, the transaction and
 * card troubleshooters (by keyboard, with axe), the confirmation popups, the routes that exist only
 * with their api, the chat button and the hand-off to <fin-chat> (its open event), the chat context.
 */
import 'axe-core';
import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type AxeCore from 'axe-core';
import '../../../elements/fin-help-centre';
import { HOST_STATE_EVENT, HOST_STATE_KEY } from '../../../loader/protocol';
import { CHAT_CONTEXT_STORAGE_KEY } from '../../../src/chat/constants';
import { CHAT_CONTEXT_KEY } from '../../../src/help-centre/constants';
import type { HelpCentreServices } from '../../../src/help-centre/core/services';
import type { FaqNode } from '../../../src/help-centre/core/model';
import type { TroubleshooterItem } from '../../../src/help-centre/core/troubleshooter';
import { HttpStatusError } from '../../../src/shared/http';
import { fakeServices } from './fake-services';
import { CARDS, TRANSACTIONS } from './fake-troubleshooter';

const { axe } = window as unknown as { axe: typeof AxeCore };
const startUrl = location.href;

function setFeatures(features: Record<string, boolean>) {
  (window as unknown as Record<string, unknown>)[HOST_STATE_KEY] = { config: { features }, auth: null };
  window.dispatchEvent(new CustomEvent(HOST_STATE_EVENT));
}

const branch = (key: string, title: string, chatCategory?: string): FaqNode => ({
  key,
  title,
  type: 'BRANCH',
  urlPath: key,
  chatCategory,
  children: [{ key: `${key}.a`, title: `About ${title}`, type: 'CONTENT_REFERENCE', urlPath: `${key}/about`, children: [] }],
});
const TREE: FaqNode[] = [branch('transfers', 'Transfers', 'transfers'), branch('card-payments', 'Card payments', 'card-payments'), branch('team', 'Team', 'team')];

async function mount(path: string, attributes: Record<string, string>, services: Partial<HelpCentreServices>, state: unknown = null) {
  history.replaceState(state, '', path);
  const element = document.createElement('fin-help-centre');
  element.setAttribute('api-base', 'https://bank.example');
  element.setAttribute('device-id', 'device-7');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.services = services;
  document.body.append(element);
  const root = element.shadowRoot!;
  const text = () => root.textContent ?? '';
  const find = async (selector: string, content?: string) => {
    const match = () => [...root.querySelectorAll<HTMLElement>(selector)].find((node) => content === undefined || node.textContent?.trim().includes(content));
    await waitUntil(match, `nothing matched ${selector} ${content ?? ''} in ${text().slice(0, 300)}`, { timeout: 4000 });
    return match()!;
  };
  const waitText = (content: string) => waitUntil(() => text().includes(content), `no text "${content}" in ${text().slice(0, 400)}`, { timeout: 4000 });
  return { element, root, text, find, waitText };
}

async function violations(element: Element) {
  // Skeletons pulse forever; the rest are finished so axe sees the end state.
  for (const animation of element.shadowRoot!.getAnimations()) if (animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish();
  const results = await axe.run(element, { resultTypes: ['violations'] });
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** Tab until the focused element (inside the shadow root) holds `content`, then press Enter. */
async function tabAndEnter(root: ShadowRoot, content: string, limit = 60) {
  for (let count = 0; count < limit; count += 1) {
    await sendKeys({ press: 'Tab' });
    if (root.activeElement?.textContent?.includes(content)) {
      await sendKeys({ press: 'Enter' });
      return;
    }
  }
  throw new Error(`never focused "${content}"`);
}

function chatOpens() {
  const opened: unknown[] = [];
  const listener = (event: Event) => opened.push((event as CustomEvent).detail);
  document.addEventListener('fin-chat-open', listener);
  return { opened, stop: () => document.removeEventListener('fin-chat-open', listener) };
}

/** The fake services with the tree above, a transactions and a cards api, every call recorded. */
function withApis(overrides: Partial<HelpCentreServices> = {}) {
  const fake = fakeServices();
  Object.assign(fake.services, {
    getFaqTree: async () => TREE,
    getTransactions: async (filter: unknown) => (fake.calls.push(['getTransactions', filter]), TRANSACTIONS),
    getCards: async (limit?: number) => (fake.calls.push(['getCards', limit]), CARDS.slice(0, limit)),
    getTransaction: async (id: string) => {
      fake.calls.push(['getTransaction', id]);
      const found = TRANSACTIONS.find((transaction) => transaction.id === id);
      if (!found) throw new HttpStatusError('GET', 'https://bank.example/api/accounts/transactions/' + id, { status: 404, statusText: 'Not Found', body: undefined, retryAfterMs: undefined });
      return found;
    },
    getCard: async (id: string) => (fake.calls.push(['getCard', id]), CARDS.find((card) => card.id === id)!),
    ...overrides,
  });
  return fake;
}

const atBase = () => /^\/help-centre\/?$/.test(location.pathname);

afterEach(() => {
  document.body.replaceChildren();
  history.replaceState(null, '', startUrl);
  delete (window as unknown as Record<string, unknown>)[HOST_STATE_KEY];
  window.dispatchEvent(new CustomEvent(HOST_STATE_EVENT));
  sessionStorage.clear();
});

describe('<fin-help-centre> transaction troubleshooter', () => {
  it('business: picks a transaction on a topic page, confirms, reads the issue, by keyboard with axe', async function () {
    this.timeout(20000);
    setFeatures({ transactionTroubleshooterExternalFlowWithConfirmation: true });
    const { services, calls } = withApis();
    const { element, root, find, waitText, text } = await mount('/help-centre/faq/transfers', { scope: 'business' }, services);
    await waitText('Recent transactions');
    await waitText('Payment to Bolt');
    // 3 of the 4 shown, newest first, with the type's name; a fourth means 'See all'.
    const rows = [...root.querySelectorAll('[part="transaction-selector"] [part="transaction"]')].map((row) => row.querySelector('.hc-row__title')?.textContent);
    expect(rows).to.deep.equal(['Top-up', 'Payment to Bolt', 'Payment to Acme Ltd']);
    // Outside a day's group a row says the day as well as the time.
    expect(text()).to.include('Transfer · 22 Nov, 08:15');
    expect(calls.filter(([name]) => name === 'getTransactions').map(([, filter]) => filter)).to.deep.equal([{ count: 4, types: ['TRANSFER', 'TOPUP'] }]);
    expect(await violations(element)).to.deep.equal([]);

    await tabAndEnter(root, 'Payment to Bolt');
    await waitText('Is your issue about this transaction?');
    expect(await violations(element)).to.deep.equal([]);
    await sendKeys({ press: 'Enter' }); // Yes has the focus
    await waitText('The money has not arrived');
    expect(location.pathname).to.equal('/help-centre/troubleshoot/transaction/tx-3');
    expect(text()).to.include('Select an issue');
    expect(text()).to.include('Help with something else');
    expect(calls.find(([name]) => name === 'getTroubleshooterFaqs')?.[1]).to.deep.equal({ entityId: 'tx-3', entityType: 'TRANSACTION', debug: false });
    expect(await violations(element)).to.deep.equal([]);

    await tabAndEnter(root, 'The money has not arrived');
    await find('[part="sub-contents"]');
    expect(location.pathname).to.equal('/help-centre/troubleshoot/transaction/tx-3/not-arrived');
    expect(root.querySelector('[part="sub-contents"]')?.tagName).to.equal('OL');
    expect(root.querySelector('[part="issue-image"]')).not.to.equal(null);
    expect(text()).to.include('Trace this transfer');
    expect(text()).to.include('More about late transfers');
    expect((await find('button', 'Contact us')).tagName).to.equal('BUTTON');
    expect(await violations(element)).to.deep.equal([]);
    // Back to the issue list: the answer is remembered, no second popup.
    history.back();
    await waitText('The amount is wrong');
    expect(text()).not.to.include('Is your issue about this transaction?');
  });

  it("opened from a link (no navigation state) reads the transaction by id, shows it, and asks about it", async () => {
    setFeatures({ transactionTroubleshooterExternalFlowWithConfirmation: true });
    const { services, calls } = withApis();
    const { element, root, waitText, find } = await mount('/help-centre/troubleshoot/transaction/tx-3', { scope: 'business' }, services);
    await waitText('Is your issue about this transaction?');
    const row = await find('[part="troubleshooter-page"] [part="transaction"]');
    expect(row.textContent).to.include('Payment to Bolt');
    expect(calls.filter(([name]) => name === 'getTransaction')).to.deep.equal([['getTransaction', 'tx-3']]);
    expect(await violations(element)).to.deep.equal([]);
    await tabAndEnter(root, 'Yes');
    await waitText('The money has not arrived');
    expect(root.querySelector('[part="troubleshooter-page"] [part="transaction"]')?.textContent).to.include('Payment to Bolt');
  });

  it("a card page opened from a link reads the card by id; an unknown transaction is not found", async () => {
    const { services, calls } = withApis();
    const card = await mount('/help-centre/troubleshoot/card/card-2', {}, services);
    await card.waitText('Travel card');
    expect(calls.filter(([name]) => name === 'getCard')).to.deep.equal([['getCard', 'card-2']]);
    document.body.replaceChildren();
    const missing = await mount('/help-centre/troubleshoot/transaction/tx-404', { scope: 'business' }, withApis().services);
    await missing.waitText('Not found');
  });

  it("shows an issue's sub-content action, action and help link with no web page as label and mobile-app-only note", async () => {
    const issue: TroubleshooterItem = {
      key: 'app-only',
      title: 'Only in the app',
      subContents: { style: 'NUMBERED', items: [{ key: 'a', title: 'Open it', action: { kind: 'link', label: 'Open Vaults', link: 'finapp://vaults' } }] },
      actions: [{ kind: 'link', label: 'Open Stocks', link: 'finapp://stocks' }],
      help: { hyperlink: 'finapp://savings', title: 'About savings' },
    };
    const { root, waitText } = await mount('/help-centre/troubleshoot/transaction/tx-1/app-only', { scope: 'business' }, withApis({ getTroubleshooterFaqs: async () => [issue] }).services);
    await waitText('Open Vaults');
    const note = '(available in the mobile app only)';
    expect([...root.querySelectorAll('[part~="app-only"]')].map((node) => node.textContent)).to.deep.equal([`Open Vaults ${note}`, `Open Stocks ${note}`, `About savings ${note}`]);
    expect([...root.querySelectorAll('button')].map((button) => button.textContent)).not.to.include.members(['Open Vaults', 'Open Stocks', 'About savings']);
  });

  it("renders a sub-content item's form action (§3.3) and opens its form", async () => {
    const issue: TroubleshooterItem = {
      key: 'with-form',
      title: 'Dispute it',
      subContents: { style: 'NUMBERED', items: [{ key: 'a', title: 'Tell us what happened', action: { kind: 'form', formId: 'chargeback', title: 'Start a dispute', params: { reason: 'fraud' } } }] },
      actions: [],
    };
    const opened: unknown[] = [];
    const { find } = await mount(
      '/help-centre/troubleshoot/transaction/tx-1/with-form',
      { scope: 'business' },
      withApis({ getTroubleshooterFaqs: async () => [issue], openForm: (action) => void opened.push(action) }).services,
    );
    (await find('[part="sub-contents"] button', 'Start a dispute')).click();
    expect(opened).to.deep.equal([{ formId: 'chargeback', params: { reason: 'fraud' } }]);
  });

  it("an issue's relative image is the help-centre API's (api-base/api/help-centre, another origin), not the page's", async () => {
    const realFetch = window.fetch;
    const issue = { key: 'late', title: 'It is late', image: 'media/issues/late.svg', actions: [] };
    // The default troubleshoot call (the host gives none), answered here.
    window.fetch = async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input) === 'https://bank.example/api/help-centre/troubleshoot' && init?.method === 'POST'
        ? new Response(JSON.stringify({ items: [issue] }), { headers: { 'content-type': 'application/json' } })
        : new Response('{}', { status: 404 });
    try {
      const { find } = await mount('/help-centre/troubleshoot/transaction/tx-1/late', { scope: 'business' }, withApis({ getTroubleshooterFaqs: undefined }).services);
      const image = await find('[part="issue-image"]');
      expect(image.getAttribute('src')).to.equal('https://bank.example/api/help-centre/media/issues/late.svg');
    } finally {
      window.fetch = realFetch;
    }
  });

  it('one troubleshooter visit (Select an issue, an issue, back) asks the chat decision once', async () => {
    setFeatures({ transactionTroubleshooterExternalFlowWithConfirmation: true });
    const { services, calls } = withApis();
    const { root, waitText } = await mount('/help-centre/troubleshoot/transaction/tx-3', { scope: 'business' }, services);
    await waitText('Is your issue about this transaction?');
    await tabAndEnter(root, 'Yes');
    await waitText('The money has not arrived');
    await tabAndEnter(root, 'The amount is wrong');
    await waitText('Check the exchange rate.');
    history.back();
    await waitText('The money has not arrived');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(calls.filter(([name]) => name === 'getChatDecision')).to.have.length(1);
  });

  it("'No' goes to the landing page", async () => {
    setFeatures({ transactionTroubleshooterExternalFlowWithConfirmation: true });
    const { root, waitText } = await mount('/help-centre/troubleshoot/transaction/tx-1', { scope: 'business' }, withApis().services);
    await waitText('Is your issue about this transaction?');
    await tabAndEnter(root, 'No');
    await waitText('How can we help?');
    expect(atBase()).to.equal(true);
  });

  it('shows plain sub-contents as a bullet list, debug from troubleshooterDebugMode', async () => {
    setFeatures({ troubleshooterDebugMode: true });
    const { services, calls } = withApis();
    const { root, find } = await mount('/help-centre/troubleshoot/transaction/tx-1/wrong-amount', { scope: 'business' }, services);
    const list = await find('[part="sub-contents"]');
    expect(list.tagName).to.equal('UL');
    expect(root.textContent).to.include('Fees may apply');
    expect(calls.find(([name]) => name === 'getTroubleshooterFaqs')?.[1]).to.deep.equal({ entityId: 'tx-1', entityType: 'TRANSACTION', debug: true });
  });

  it("lists a filter's transactions by day from 'See all', and goes to the base path without state", async () => {
    const { root, find, waitText, text } = await mount('/help-centre/faq/transfers', { scope: 'business' }, withApis().services);
    await tabAndEnter(root, 'See all');
    await find('h1', 'Transfers');
    expect(location.pathname).to.equal('/help-centre/troubleshoot/transactions');
    await waitText('Rent');
    const days = [...root.querySelectorAll('h2.hc-day')].map((heading) => heading.textContent);
    expect(days).to.deep.equal(['22 Nov 2026', '20 Nov 2026', '18 Nov 2026']);
    expect(text().indexOf('Top-up')).to.be.lessThan(text().indexOf('Payment to Bolt'));
    // Under its day's heading a row gives the time only.
    expect(text()).to.include('Transfer · 08:15');
    expect(text()).not.to.include('22 Nov, 08:15');
    document.body.replaceChildren();

    await mount('/help-centre/troubleshoot/transactions', { scope: 'business' }, withApis().services);
    await waitUntil(atBase, 'no redirect to the base path');
  });

  // The navigation state comes back from the browser's history: decoded like any input (issue 47).
  const MALFORMED: [string, string, unknown][] = [
    ['filters that are not a list', '/help-centre/troubleshoot/transactions', { title: 'Transfers', transactionFilters: 'transfers' }],
    ['a transaction without its amount', '/help-centre/troubleshoot/transaction/tx-3', { transaction: { ...TRANSACTIONS[2], amount: 'lots' } }],
    ['a card whose name is a number', '/help-centre/troubleshoot/card/card-1', { card: { id: 'card-1', name: 7 } }],
  ];
  for (const [name, path, state] of MALFORMED) {
    it(`malformed navigation state (${name}) shows the error page, asking nothing`, async () => {
      const fake = withApis();
      const { find } = await mount(path, { scope: 'business' }, fake.services, { finHelpCentre: state });
      await find('[part="error-page"] h1', 'Something went wrong');
      expect(fake.calls.filter(([call]) => ['getTransactions', 'getTransaction', 'getCard', 'getIssues'].includes(call as string))).to.deep.equal([]);
    });
  }

  it("'See all' shows the whole list, not the selector's 4: pages of 20 asked with createdBefore, 'Show more' until the last", async () => {
    const many = Array.from({ length: 45 }, (_, index) => ({
      id: `m-${index}`,
      createdDate: new Date(Date.UTC(2026, 10, 25, 12) - index * 3_600_000).toISOString(),
      title: `Payment ${index + 1}`,
      type: 'TRANSFER' as const,
      amount: -1,
      currency: 'EUR',
    }));
    const asked: unknown[][] = [];
    const { services } = withApis({
      getTransactions: async (filter: { count: number }, before?: string) => {
        asked.push([filter.count, before]);
        return many.filter((row) => !before || row.createdDate < before).slice(0, filter.count);
      },
    });
    const { root, find, waitText } = await mount('/help-centre/faq/transfers', { scope: 'business' }, services);
    await tabAndEnter(root, 'See all');
    await find('h1', 'Transfers');
    await waitText('Payment 20');
    const rows = () => root.querySelectorAll('[part="transactions-page"] [part="transaction"]').length;
    expect(rows()).to.equal(20);
    (await find('button', 'Show more')).click();
    await waitText('Payment 40');
    expect(rows()).to.equal(40);
    (await find('button', 'Show more')).click();
    await waitText('Payment 45');
    expect(rows()).to.equal(45);
    expect(root.querySelector('[part="show-more"]'), 'no more after a short page').to.equal(null);
    expect(asked.slice(1)).to.deep.equal([
      [20, undefined],
      [20, many[19]!.createdDate],
      [20, many[39]!.createdDate],
    ]);
  });

  it('has no transaction selector outside business, nor on a category without one', async () => {
    const { text, waitText } = await mount('/help-centre/faq/transfers', { scope: 'retail' }, withApis().services);
    await waitText('About Transfers');
    expect(text()).not.to.include('Recent transactions');
    document.body.replaceChildren();
    const team = await mount('/help-centre/faq/team', { scope: 'business' }, withApis().services);
    await team.waitText('About Team');
    expect(team.text()).not.to.include('Recent transactions');
  });

  it("shows the selector on a host's own category key mapped with transactionCategories, and reports a group it does not know", async () => {
    const { services, calls } = withApis({ getFaqTree: async () => [branch('payouts', 'Payouts', 'payouts'), ...TREE] });
    const mapped = await mount('/help-centre/faq/payouts', { scope: 'business' }, services);
    await mapped.waitText('About Payouts');
    expect(mapped.text(), 'no selector on an unknown key by default').not.to.include('Recent transactions');
    document.body.replaceChildren();

    const errors: unknown[] = [];
    const consoleError = console.error;
    console.error = (...args: unknown[]) => errors.push(args[0]);
    try {
      history.replaceState(null, '', '/help-centre/faq/payouts');
      const element = document.createElement('fin-help-centre');
      const reported: unknown[] = [];
      element.addEventListener('fin-error', (event) => reported.push(event.detail));
      element.setAttribute('api-base', 'https://bank.example');
      element.setAttribute('scope', 'business');
      element.services = services;
      element.transactionCategories = { payouts: 'transfers', transfers: null, fx: 'forex' };
      document.body.append(element);
      await waitUntil(() => element.shadowRoot?.textContent?.includes('Payment to Bolt'), 'no selector on the mapped key', { timeout: 4000 });
      expect(calls.filter(([name]) => name === 'getTransactions').at(-1)?.[1]).to.deep.equal({ count: 4, types: ['TRANSFER', 'TOPUP'] });
      const message = '<fin-help-centre> property "transactionCategories": "fx" maps to "forex"; use one of "transfers", "currency-exchange", "merchant-accounts", "expenses", "cards", or null for no selector.';
      expect(reported).to.deep.equal([{ code: 'invalid_property', message }]);
      expect(errors).to.deep.equal([`FinWidgets: ${message}`]);
      history.pushState(null, '', '/help-centre/faq/transfers');
      await waitUntil(() => element.shadowRoot?.textContent?.includes('About Transfers'), 'no transfers topic', { timeout: 4000 });
      expect(element.shadowRoot?.textContent, 'a default taken away').not.to.include('Recent transactions');
    } finally {
      console.error = consoleError;
    }
  });

  it('redirects a troubleshooter path without its id to the landing page', async () => {
    await mount('/help-centre/troubleshoot/transaction', { scope: 'business' }, withApis().services);
    await waitUntil(atBase, 'no redirect');
  });
});

describe('<fin-help-centre> card troubleshooter', () => {
  it('card-payments: 3 of 4 cards, See all, a card, the popup, the issues (CARD), by keyboard with axe', async function () {
    this.timeout(20000);
    setFeatures({ cardTroubleshooterExternalFlowWithConfirmation: true });
    const { services, calls } = withApis();
    const { element, root, find, waitText, text } = await mount('/help-centre/faq/card-payments', {}, services);
    await waitText('Your cards');
    await waitText('Card ending 0005');
    expect(text()).not.to.include('Old card');
    expect(calls.find(([name]) => name === 'getCards')?.[1]).to.equal(4);
    expect(await violations(element)).to.deep.equal([]);

    await tabAndEnter(root, 'See all');
    await find('h1', 'Select a card to get help');
    await waitText('Old card');
    expect(await violations(element)).to.deep.equal([]);
    await tabAndEnter(root, 'Travel card');
    await waitText('Is your issue about this card?');
    await sendKeys({ press: 'Enter' });
    await find('h1', 'Select an issue');
    await waitText('The money has not arrived');
    expect(location.pathname).to.equal('/help-centre/troubleshoot/card/card-2');
    expect(calls.find(([name]) => name === 'getTroubleshooterFaqs')?.[1]).to.deep.equal({ entityId: 'card-2', entityType: 'CARD', debug: false });
    expect(await violations(element)).to.deep.equal([]);
  });

  it('without a cards api: no card selector and no card routes', async () => {
    const { services } = fakeServices({ getFaqTree: async () => TREE, getTransactions: async () => TRANSACTIONS });
    const { text, waitText } = await mount('/help-centre/faq/card-payments', {}, services);
    await waitText('About Card payments');
    expect(text()).not.to.include('Your cards');
    document.body.replaceChildren();
    const cards = await mount('/help-centre/troubleshoot/cards', {}, services);
    await cards.waitText('Not found');
    document.body.replaceChildren();
    const none = await mount('/help-centre/troubleshoot/card/card-1', {}, fakeServices().services);
    await none.waitText('Not found');
  });
});

describe('<fin-help-centre> chat button', () => {
  it("an issue with form actions: need more help leads to the forms-actions page, whose chat asks the decision for 'flow' and opens a chat of no category with the issue's context", async () => {
    const chat = chatOpens();
    const { services, calls } = withApis();
    const { root, find } = await mount('/help-centre/troubleshoot/transaction/tx-1/not-arrived', { scope: 'business' }, services);
    const contact = await find('[part="need-more-help"] button', 'Contact us');
    expect(calls.filter(([name]) => name === 'getChatDecision'), 'the issue page asks no decision').to.deep.equal([]);
    contact.click();
    await find('[part="form-action"]', 'Trace this transfer');
    expect(location.pathname).to.equal('/help-centre/form-actions');
    (await find('[part="need-more-help"] button', 'Chat with us')).click();
    await waitUntil(() => chat.opened.length === 1, 'the chat did not open');
    chat.stop();
    expect(calls.filter(([name]) => name === 'getChatDecision').map(([, category]) => category)).to.deep.equal(['flow', 'flow']);
    // §7.2: the page's fields at the top level of the request; the chat context (§3.2) holds the transaction.
    expect(chat.opened[0]).to.deep.equal({
      titleKey: 'not-arrived',
      localisedFaqPath: 'The money has not arrived',
      context: { entityRef: { id: 'tx-1', type: 'TRANSACTION' } },
    });
    expect(root.querySelector('h1')?.textContent).to.equal('How can we help?');
  });

  it("reads 'Chat with us' on an issue without form actions and opens a new chat with its context", async () => {
    const chat = chatOpens();
    const { services, calls } = withApis();
    const { find } = await mount('/help-centre/troubleshoot/transaction/tx-1/wrong-amount', { scope: 'business' }, services);
    (await find('[part="need-more-help"] button', 'Chat with us')).click();
    await waitUntil(() => chat.opened.length === 1, 'the chat did not open');
    chat.stop();
    expect(calls.filter(([name]) => name === 'getChatDecision').map(([, category]) => category)).to.deep.equal([null, null]);
    expect(chat.opened[0]).to.deep.equal({
      titleKey: 'wrong-amount',
      localisedFaqPath: 'The amount is wrong',
      context: { entityRef: { id: 'tx-1', type: 'TRANSACTION' } },
    });
  });

  it("reads 'Continue chat' for an existing ticket, opens it, and is unavailable while the chat is open", async () => {
    const chat = chatOpens();
    const { services, calls } = withApis();
    services.getChatDecision = async (category) => (calls.push(['getChatDecision', category]), { openNew: false, ticketId: 'T-7' });
    const { find, root } = await mount('/help-centre/faq/transfers', {}, services);
    const button = await find('button', 'Continue chat');
    button.click();
    await waitUntil(() => chat.opened.length === 1, 'the chat did not open');
    expect(chat.opened[0]).to.deep.equal({ ticketId: 'T-7' });
    expect(calls.filter(([name]) => name === 'getChatDecision').map(([, category]) => category)).to.include('transfers');
    await waitUntil(() => root.querySelector<HTMLButtonElement>('[part="need-more-help"] button')?.disabled, 'still available during the chat');
    document.dispatchEvent(new CustomEvent('fin-chat-close', { detail: { ticketId: 'T-7' } }));
    await find('button', 'Continue chat');
    chat.stop();
  });

  it("asks again when the chat closes: a ticket made meanwhile reads 'Continue chat'", async () => {
    const chat = chatOpens();
    let decision: { openNew: boolean; ticketId?: string } = { openNew: true };
    const { services, calls } = withApis();
    services.getChatDecision = async (category) => (calls.push(['getChatDecision', category]), decision);
    const { find } = await mount('/help-centre/faq/transfers', {}, services);
    (await find('[part="need-more-help"] button', 'Chat with us')).click();
    await waitUntil(() => chat.opened.length === 1, 'the chat did not open');
    chat.stop();
    // The user wrote in the new chat: the server now has an active ticket of the category.
    decision = { openNew: false, ticketId: 'T-9' };
    document.dispatchEvent(new CustomEvent('fin-chat-close', { detail: { ticketId: 'T-9' } }));
    await find('[part="need-more-help"] button', 'Continue chat');
  });

  for (const [name, decision] of [
    ['a decision with neither', async () => ({ openNew: false })],
    ['a failed decision', async () => Promise.reject(new Error('503'))],
  ] as const) {
    it(`shows the error toast for ${name}`, async () => {
      const { services } = fakeServices({ getChatDecision: decision });
      const { find, root, waitText } = await mount('/help-centre', { routing: 'memory' }, services);
      (await find('[part="need-more-help"] button')).click();
      await waitText('Try again in a few minutes');
      const toast = root.querySelector('[part~="toast"]')!;
      expect(toast.textContent).to.include('Something went wrong');
      expect(root.querySelector('[part="toast-action"]')?.textContent).to.equal('Got it');
    });
  }

  it('asks the landing decision for null and clears the chat context at the base path, on search and outside', async () => {
    const { services, calls } = fakeServices();
    sessionStorage.setItem(CHAT_CONTEXT_KEY, '{"entityRef":{"id":"x"}}');
    const { waitText } = await mount('/help-centre/faq/cards', {}, services);
    await waitText('Select a topic');
    expect(sessionStorage.getItem(CHAT_CONTEXT_KEY)).not.to.equal(null);
    history.pushState(null, '', '/help-centre');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await waitText('How can we help?');
    await waitUntil(() => calls.some(([name, category]) => name === 'getChatDecision' && category === null), 'no decision for null');
    expect(sessionStorage.getItem(CHAT_CONTEXT_KEY)).to.equal(null);
    // The chat's own key: one value in two places (the help centre does not load the chat's constants).
    expect(CHAT_CONTEXT_KEY).to.equal(CHAT_CONTEXT_STORAGE_KEY);
  });

  it('opens the ticket of chatTicketId or ticketId in the address', async () => {
    const chat = chatOpens();
    await mount('/help-centre?chatTicketId=T-3', {}, fakeServices().services);
    await waitUntil(() => chat.opened.length === 1, 'chatTicketId did not open');
    document.body.replaceChildren();
    await mount('/help-centre/faq/cards?ticketId=T-4', {}, fakeServices().services);
    await waitUntil(() => chat.opened.length === 2, 'ticketId did not open');
    chat.stop();
    expect(chat.opened).to.deep.equal([{ ticketId: 'T-3' }, { ticketId: 'T-4' }]);
  });

  it('a not-helpful vote closes the chat; a chat opened next carries the article key and reasons', async () => {
    let hidden = 0;
    // The help centre looks for the page's <fin-chat>; a plain element with its name stands in.
    const stand = document.createElement('fin-chat') as HTMLElement & { hide?: () => void };
    stand.setAttribute('open', '');
    stand.hide = () => {
      hidden += 1;
      stand.removeAttribute('open');
      stand.dispatchEvent(new CustomEvent('fin-chat-close', { bubbles: true, composed: true, detail: { ticketId: undefined } }));
    };
    document.body.append(stand);
    const chat = chatOpens();
    const { find, waitText } = await mount('/help-centre/faq/cards/lost', {}, fakeServices().services);
    (await find('button', 'No')).click();
    expect(hidden).to.equal(1);
    await waitText('Why the article was not helpful?');
    (await find('label', 'It was hard to understand')).click();
    (await find('button', 'Send')).click();
    await waitText('Thanks for your feedback');
    (await find('[part="need-more-help"] button', 'Chat with us')).click();
    await waitUntil(() => chat.opened.length === 1, 'the chat did not open');
    chat.stop();
    // The article's fields at the top level (§7.2) and its entry suggestions (§2.2).
    expect(chat.opened[0]).to.deep.include({ titleKey: 'lost', faqPath: 'cards/lost', suggestions: [{ id: 'stolen', title: 'My card was stolen' }, { id: 'found', title: 'I found my card' }], form: 'card-block' });
    expect((chat.opened[0] as { context: { feedback: unknown } }).context).to.deep.include({
      feedback: { faqKey: 'lost', tags: ['UNCLEAR'], comment: undefined },
    });
  });

  it("carries the topic's chat category from the selector through the forms-actions page to the issue's chat, and opens its form action", async function () {
    this.timeout(20000);
    const chat = chatOpens();
    const { services, calls } = withApis();
    const { root, find, waitText } = await mount('/help-centre/faq/transfers', { scope: 'business' }, services);
    await waitText('Payment to Bolt');
    await tabAndEnter(root, 'Payment to Bolt');
    await tabAndEnter(root, 'The money has not arrived');
    await find('[part="sub-contents"]');
    await tabAndEnter(root, 'Contact us');
    await find('[part="form-action"]', 'Trace this transfer');
    // The entity page and the forms-actions page ask for the topic's category, not for 'flow'.
    await tabAndEnter(root, 'Chat with us');
    await waitUntil(() => chat.opened.length === 1, 'the chat did not open');
    chat.stop();
    expect(calls.filter(([name]) => name === 'getChatDecision').map(([, category]) => category)).not.to.include('flow');
    expect(chat.opened[0]).to.deep.equal({
      category: 'transfers',
      titleKey: 'not-arrived',
      localisedFaqPath: 'The money has not arrived',
      context: { entityRef: { id: 'tx-3', type: 'TRANSACTION' } },
    });
    // A form action opens the help centre's own form route (the forms api), not a link event.
    const links: unknown[] = [];
    root.host.addEventListener('fin-help-centre-link', (event) => links.push((event as CustomEvent).detail));
    await tabAndEnter(root, 'Trace this transfer');
    await waitUntil(() => location.pathname === '/help-centre/form/transfer-trace', `no form route: ${location.pathname}`);
    await find('[part="form-page"]');
    expect(links).to.deep.equal([]);
  });

  it("search page: 'Help with something else' has the chat button for the topic's category, and back goes to history", async function () {
    this.timeout(20000);
    const chat = chatOpens();
    const { services, calls } = withApis();
    sessionStorage.setItem(CHAT_CONTEXT_KEY, '{"entityRef":{"id":"x"}}');
    const { element, root, find, waitText } = await mount('/help-centre/faq/transfers', {}, services);
    await waitText('About Transfers');
    await tabAndEnter(root, 'Help with something else');
    await find('h1', 'Help with something else');
    expect(location.search).to.equal('?lastVisitedFaq=transfers');
    const button = await find('[part="search-page"] [part="need-more-help"] button', 'Chat with us');
    expect(sessionStorage.getItem(CHAT_CONTEXT_KEY), 'the search page clears the chat context').to.equal(null);
    expect(await violations(element)).to.deep.equal([]);
    // Search is focused first; the chat button is reached by keyboard.
    await tabAndEnter(root, 'Chat with us');
    await waitUntil(() => chat.opened.length === 1, 'the chat did not open');
    chat.stop();
    expect(chat.opened[0]).to.deep.equal({ category: 'transfers' });
    expect(calls.filter(([name]) => name === 'getChatDecision').map(([, category]) => category)).to.include('transfers');
    expect(button.isConnected).to.equal(true);
    // Back goes to history: the topic page again.
    root.querySelector<HTMLButtonElement>('[part="search-page"] [part="header"] button')!.focus();
    await sendKeys({ press: 'Enter' });
    await waitText('Select a topic');
    expect(location.pathname).to.equal('/help-centre/faq/transfers');
  });

  it('search page without a topic asks the decision for none (null)', async () => {
    const { services, calls } = withApis();
    const { find } = await mount('/help-centre/search', {}, services);
    await find('[part="need-more-help"] button', 'Chat with us');
    await waitUntil(() => calls.some(([name]) => name === 'getChatDecision'), 'no decision');
    expect(calls.filter(([name]) => name === 'getChatDecision').map(([, category]) => category)).to.deep.equal([null]);
  });
});
