/**
 * <fin-help-centre>'s screens in Chromium, the lines of issue 21 the other files leave open:
 * search skeletons (3 suggestions, 3 while completing, 7 results) and the separate retry of the
 * results; FAQ by key (redirect to the tree path, 'User is not authorised'); a missing FAQ tracked
 * with its path and referrer; the error page's texts and 'Got it'; the not-helpful panel's comment
 * (3 rows, 1000 characters, a comment alone enables Send) and closing it. By keyboard, with axe.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { FaqNotFoundError, NotAuthorisedError } from '../../../src/help-centre/core/errors';
import type { FaqItem, FaqNode, SearchResult, SearchSuggestion } from '../../../src/help-centre/core/model';
import { fakeServices, ITEMS, TREE } from './fake-services';
import { mount, startUrl, tabTo, violations } from './support';

afterEach(() => {
  document.body.replaceChildren();
  history.replaceState(null, '', startUrl);
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((done, fail) => ((resolve = done), (reject = fail)));
  return { promise, resolve, reject };
}

/** How many skeleton rows the loading placeholder shows. */
const skeletons = (root: ShadowRoot) => root.querySelector('.hc-skeletons')?.children.length ?? 0;

describe('<fin-help-centre> search skeletons and retry', () => {
  it('shows 3 skeletons for suggestions, 3 while completing and 7 for results', async () => {
    const suggestions = deferred<SearchSuggestion[]>();
    const completions = deferred<string[]>();
    const results = deferred<SearchResult[]>();
    const { services } = fakeServices({
      getSearchSuggestions: () => suggestions.promise,
      autocomplete: () => completions.promise,
      search: (query, limit) => (limit === undefined ? results.promise : Promise.resolve([{ title: `Result for ${query}`, key: 'freeze' }])),
    });
    history.replaceState(null, '', '/help-centre/search');
    const { element, root, find } = await mount({}, services);
    await waitUntil(() => skeletons(root) === 3, `suggestion skeletons: ${skeletons(root)}`, { timeout: 3000 });
    expect(await violations(element)).to.deep.equal([]);
    suggestions.resolve([{ title: 'How do I freeze my card?', deeplink: 'finapp://faq?key=freeze' }]);
    await find('[part="suggestion"]');

    const input = (await find('input[type="search"]')) as HTMLInputElement;
    input.focus();
    await sendKeys({ type: 'card' });
    await waitUntil(() => skeletons(root) === 3 && !root.querySelector('[part="suggestion"]'), `completion skeletons: ${skeletons(root)}`, { timeout: 3000 });
    completions.resolve(['{card} fees']);
    await find('[part="completion"]');
    // The completions (which search) and the articles (which open) are told apart, by name and by heading.
    expect(root.querySelector('[part="completion"]')?.closest('[role="listbox"]')?.getAttribute('aria-label')).to.equal('Suggested searches');
    expect(root.querySelector('[part="result"]')?.closest('section')?.querySelector('h2')?.textContent).to.equal('Suggested articles');

    await sendKeys({ press: 'Enter' });
    await waitUntil(() => skeletons(root) === 7, `result skeletons: ${skeletons(root)}`, { timeout: 3000 });
    expect(await violations(element)).to.deep.equal([]);
    results.resolve([{ title: 'Card fees', key: 'html' }]);
    await find('[part="result"]', 'Card fees');
  });

  it('retries the results on their own: Try again asks for the search again, not the autocomplete', async () => {
    let fail = true;
    const { services, calls } = fakeServices({
      search: async (query, limit) => {
        calls.push(['search', query, ...(limit === undefined ? [] : [limit])]);
        if (fail && limit === undefined) throw new Error('down');
        return [{ title: `Result for ${query}`, key: 'freeze' }];
      },
    });
    const { root, find, waitText } = await mount({ routing: 'memory' }, services);
    const input = (await find('input[type="search"]')) as HTMLInputElement;
    input.focus();
    await sendKeys({ type: 'fee' });
    await sendKeys({ press: 'Enter' });
    await find('[part="retry"]');
    expect(root.querySelector('#hc-results')?.textContent).to.equal('Results');
    const autocompletes = calls.filter(([name]) => name === 'autocomplete').length;
    fail = false;
    await tabTo(root, (node) => node.textContent === 'Try again');
    await sendKeys({ press: 'Enter' });
    await waitText('Result for fee');
    expect(calls.filter(([name]) => name === 'autocomplete').length).to.equal(autocompletes);
    expect(calls.filter(([name, , limit]) => name === 'search' && limit === undefined).length).to.equal(2);
  });
});

describe('<fin-help-centre> a search without results', () => {
  it("offers the next step on the landing page: the chat button and 'Help with something else', for results and for autocomplete", async () => {
    const { services, calls } = fakeServices({ search: async () => [], autocomplete: async () => [] });
    const { element, root, find, waitText } = await mount({ routing: 'memory' }, services);
    const input = (await find('input[type="search"]')) as HTMLInputElement;
    input.focus();
    await sendKeys({ type: 'zzz' });
    await find('[part="no-results"]');
    expect(root.querySelector('[part="no-results"] [part="need-more-help"] button')?.textContent).to.equal('Chat with us');
    await sendKeys({ press: 'Enter' });
    await waitText('No results for “zzz”');
    const next = await find('[part="no-results"] a[part="something-else"]');
    expect(root.querySelector('[part="no-results"] [part="need-more-help"] button')?.textContent).to.equal('Chat with us');
    expect(await violations(element)).to.deep.equal([]);
    (await find('[part="no-results"] button', 'Chat with us')).click();
    await waitUntil(() => calls.filter(([name]) => name === 'getChatDecision').length >= 2, 'the chat was not asked for');
    next.click();
    await find('h1', 'Help with something else');
  });

  it('on the search page says the chat below is there, without a second chat button', async () => {
    history.replaceState(null, '', '/help-centre/search?searchQuery=zzz');
    const { root, waitText } = await mount({}, fakeServices({ search: async () => [] }).services);
    await waitText('No results for “zzz”');
    await waitText('chat with our support team below');
    expect(root.querySelectorAll('[part="need-more-help"] button')).to.have.length(1);
    expect(root.querySelector('[part="no-results"] [part="need-more-help"]') === null, 'a second need more help').to.equal(true);
  });
});

describe('<fin-help-centre> FAQ by key and missing FAQs', () => {
  it('redirects /faq/item?key= to the tree path of the item', async () => {
    history.replaceState(null, '', '/help-centre/faq/item?key=lost');
    const { waitText } = await mount({}, fakeServices().services);
    await waitText('First, freeze it');
    await waitUntil(() => location.pathname === '/help-centre/faq/cards/lost' && location.search === '', `address ${location.href}`, { timeout: 2000 });
  });

  it("shows 'User is not authorised' on the error page when the item fails with another HTTP error", async () => {
    history.replaceState(null, '', '/help-centre/faq/item?key=secret');
    const { services, calls } = fakeServices({
      getFaqItem: async () => {
        throw new NotAuthorisedError();
      },
    });
    const { element, find, waitText } = await mount({}, services);
    await waitText('User is not authorised');
    expect((await find('h1')).textContent).to.equal('Something went wrong');
    expect(calls.some(([name]) => name === 'trackMissingFaq')).to.equal(false);
    expect(await violations(element)).to.deep.equal([]);
  });

  it('tracks a missing FAQ with its path and the referrer (or the origin without one)', async () => {
    history.replaceState(null, '', '/help-centre/faq/cards/nothing-here');
    const { services, calls } = fakeServices();
    const { waitText } = await mount({}, services);
    await waitText('Not found');
    await waitUntil(() => calls.some(([name]) => name === 'trackMissingFaq'), 'not tracked', { timeout: 2000 });
    expect(calls.filter(([name]) => name === 'trackMissingFaq')).to.deep.equal([['trackMissingFaq', { path: 'cards/nothing-here', referrer: document.referrer || location.origin }]]);
  });
});

describe('<fin-help-centre> page views and missing articles (§7.8, §8)', () => {
  it('counts a page view only once the article has loaded', async () => {
    let answer: (item: FaqItem) => void = () => undefined;
    const { services, calls } = fakeServices({ getFaqItem: () => new Promise<FaqItem>((resolve) => (answer = resolve)) });
    history.replaceState(null, '', '/help-centre/faq/cards/lost');
    const { waitText } = await mount({}, services);
    await waitText('My card is lost');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls.some(([name]) => name === 'trackPageView'), 'a view before the article loaded').to.equal(false);
    answer(ITEMS.lost!);
    await waitText('First, freeze it');
    await waitUntil(() => calls.some(([name]) => name === 'trackPageView'), 'no page view', { timeout: 2000 });
    expect(calls.filter(([name]) => name === 'trackPageView')).to.deep.equal([['trackPageView', 'lost']]);
  });

  it('tracks an article the tree names but the server answers 404 as a missing FAQ, not as a view', async () => {
    const { services, calls } = fakeServices({
      getFaqItem: async (key) => {
        throw new FaqNotFoundError(key);
      },
    });
    history.replaceState(null, '', '/help-centre/faq/cards/lost');
    const { waitText } = await mount({}, services);
    await waitText('Not found');
    await waitUntil(() => calls.some(([name]) => name === 'trackMissingFaq'), 'not tracked', { timeout: 2000 });
    expect(calls.filter(([name]) => name === 'trackMissingFaq')).to.deep.equal([['trackMissingFaq', { path: 'cards/lost', referrer: document.referrer || location.origin }]]);
    expect(calls.some(([name]) => name === 'trackPageView')).to.equal(false);
  });
});

describe('<fin-help-centre> app links with no web page (§5, §8)', () => {
  const APP_ONLY = '(available in the mobile app only)';
  const buttons = (root: ShadowRoot) => [...root.querySelectorAll('button')].map((button) => button.textContent);

  it("shows a step's, an article's and a suggested action's app link with no web page as its label and the mobile-app-only note, not a button", async () => {
    const vault: FaqItem = {
      key: 'lost',
      title: 'My card is lost',
      urlPath: 'cards/lost',
      type: 'CONTENT_REFERENCE',
      content: {
        type: 'INSTRUCTIONAL',
        steps: [{ subheader: 'Open Vaults', description: 'In the app.', action: { kind: 'link', label: 'Go to Vaults', link: 'finapp://vaults' } }],
        action: { kind: 'link', label: 'Open Stocks', link: 'finapp://stocks' },
      },
      actions: [
        { kind: 'link', label: 'Open Savings', link: 'finapp://savings' },
        { kind: 'link', label: 'Broken FAQ link', link: 'finapp://faq' },
        { kind: 'link', label: 'Top up', link: 'finapp://topup' },
      ],
    };
    history.replaceState(null, '', '/help-centre/faq/cards/lost');
    const { element, root, waitText, text } = await mount({}, fakeServices({ getFaqItem: async () => vault }).services);
    await waitText('Go to Vaults');
    for (const label of ['Go to Vaults', 'Open Stocks', 'Open Savings']) expect(text()).to.include(`${label} ${APP_ONLY}`);
    expect([...root.querySelectorAll('[part~="app-only"]')].map((node) => node.textContent)).to.deep.equal([
      `Go to Vaults ${APP_ONLY}`,
      `Open Stocks ${APP_ONLY}`,
      `Open Savings ${APP_ONLY}`,
      // A FAQ link without a key is an error (§5): its label, and nothing to press.
      'Broken FAQ link',
    ]);
    expect(buttons(root)).to.include('Top up');
    for (const label of ['Go to Vaults', 'Open Stocks', 'Open Savings', 'Broken FAQ link']) expect(buttons(root)).not.to.include(label);
    expect(await violations(element)).to.deep.equal([]);
  });

  it("shows an app link with no web page in article text as its label and the mobile-app-only note; other unconvertible links as 'label (url)'", async () => {
    const item: FaqItem = {
      key: 'lost',
      title: 'My card is lost',
      urlPath: 'cards/lost',
      type: 'CONTENT_REFERENCE',
      content: { type: 'INFORMATIONAL', blocks: [{ type: 'PARAGRAPH', text: 'Move money to [your vaults](finapp://vaults) or read [the guide](ftp://example.com/guide).' }] },
      actions: [],
    };
    history.replaceState(null, '', '/help-centre/faq/cards/lost');
    const { root, waitText } = await mount({}, fakeServices({ getFaqItem: async () => item }).services);
    await waitText('Move money');
    const paragraph = root.querySelector('[part="content"] p')!.textContent;
    expect(paragraph).to.include(`your vaults ${APP_ONLY}`);
    expect(paragraph).not.to.include('finapp://vaults');
    expect(paragraph).to.include('the guide (ftp://example.com/guide)');
  });

  it('shows a search suggestion with no web page the same way', async () => {
    history.replaceState(null, '', '/help-centre/search');
    const suggestions: SearchSuggestion[] = [
      { title: 'Crypto wallets', deeplink: 'finapp://crypto' },
      { title: 'How do I freeze my card?', deeplink: 'finapp://faq?key=freeze' },
    ];
    const { root, waitText } = await mount({}, fakeServices({ getSearchSuggestions: async () => suggestions }).services);
    await waitText('Crypto wallets');
    expect([...root.querySelectorAll('[part~="suggestion"]')].map((node) => [node.tagName, node.textContent])).to.deep.equal([
      ['SPAN', `Crypto wallets ${APP_ONLY}`],
      ['BUTTON', 'How do I freeze my card?'],
    ]);
  });
});

describe('<fin-help-centre> error page', () => {
  it("shows 'Something went wrong' and its text when a page fails, and 'Got it' goes to the landing page", async () => {
    // A host service that answers a branch without children: the topic page cannot render.
    const broken = TREE.map((node) => (node.key === 'transfers' ? ({ ...node, children: null } as unknown as FaqNode) : node));
    history.replaceState(null, '', '/help-centre/faq/transfers/late');
    const { element, root, find, waitText } = await mount({}, fakeServices({ getFaqTree: async () => broken }).services);
    await waitText('Something went wrong');
    expect((await find('h1')).textContent).to.equal('Something went wrong');
    expect((await find('[part="error-page"] p')).textContent).to.equal("Unfortunately we couldn't load this page, but you can still visit our other help pages");
    expect(await violations(element)).to.deep.equal([]);
    await tabTo(root, (node) => node.textContent === 'Got it');
    await sendKeys({ press: 'Enter' });
    await waitText('How can we help?');
    expect(location.pathname).to.match(/^\/help-centre\/?$/);
  });
});

describe('<fin-help-centre> not-helpful panel', () => {
  async function openPanel() {
    const { services, calls } = fakeServices();
    history.replaceState(null, '', '/help-centre/faq/cards/lost');
    const mounted = await mount({}, services);
    (await mounted.find('button', 'No')).click();
    await mounted.waitText('Why the article was not helpful?');
    await mounted.find('label[part="feedback-tag"]');
    return { ...mounted, calls };
  }

  it('has a comment of 3 rows and at most 1000 characters; a comment alone enables Send, which sends it', async () => {
    const { find, calls, waitText, root } = await openPanel();
    const comment = (await find('textarea[part="feedback-comment"]')) as HTMLTextAreaElement;
    expect([comment.rows, comment.maxLength]).to.deep.equal([3, 1000]);
    const send = await find('button', 'Send');
    expect(send.hasAttribute('disabled')).to.equal(true);
    comment.focus();
    await sendKeys({ type: '   ' });
    expect(send.hasAttribute('disabled')).to.equal(true);
    await sendKeys({ type: 'Too vague' });
    await waitUntil(() => !send.hasAttribute('disabled'), 'Send stays disabled', { timeout: 2000 });
    await tabTo(root, (node) => node.textContent === 'Send');
    await sendKeys({ press: 'Enter' });
    await waitText('Thanks for your feedback');
    expect(calls.filter(([name]) => name === 'updateFeedback')).to.deep.equal([['updateFeedback', 'FB-1', { score: -1, comment: 'Too vague', tags: [] }]]);
  });

  it('closing the panel with Escape drops what was picked, sends nothing more and leaves the question hidden', async () => {
    const { find, calls, root, text } = await openPanel();
    (await find('label[part="feedback-tag"]', 'It was hard to understand')).click();
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !text().includes('Why the article was not helpful?'), 'the panel stays', { timeout: 2000 });
    expect(calls.filter(([name]) => name === 'saveFeedback' || name === 'updateFeedback').map(([name]) => name)).to.deep.equal(['saveFeedback']);
    expect(root.querySelector('[part="feedback"]')?.textContent ?? null).to.equal(null);
  });
});
