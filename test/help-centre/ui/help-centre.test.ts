/**
 * <fin-help-centre> in Chromium with fake services: the screens by keyboard, with axe; search
 * modes; feedback; routing in memory and on the page's URL (back and forward); not found; retry;
 * and the XSS corpus through article HTML, which must run nothing.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { pwned } from '../../support/hostile-urls';
import { XSS_CORPUS } from '../../support/xss-corpus';
import { fakeServices, ITEMS } from './fake-services';
import { mount, startUrl, tabTo, violations } from './support';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterEach(() => {
  document.body.replaceChildren();
  history.replaceState(null, '', startUrl);
});

describe('<fin-help-centre> landing', () => {
  it('greets, shows the first incident only, the categories, a back button outside business, and passes axe', async () => {
    const { services, names } = fakeServices();
    const { element, root, find, waitText, text } = await mount({ routing: 'memory', 'first-name': 'Alex' }, services);
    await waitText('Cards');
    await waitText('Card payments are slow');
    const title = await find('h1');
    expect(title.textContent).to.equal('Hi Alex, How can we help?');
    expect(text()).not.to.include('Transfers are fine again');
    expect(text()).not.to.include('Your review is in progress');
    expect(root.querySelector('[part="back"]')?.getAttribute('href')).to.equal('/');
    expect(names()).to.include.members(['getFaqTree', 'getIncidents', 'getReviewStatus']);
    expect(await violations(element)).to.deep.equal([]);
  });

  it('shows the review banner when no incident exists, and no back button in business', async () => {
    const { services } = fakeServices({ getIncidents: async () => [] });
    const { root, waitText } = await mount({ routing: 'memory', scope: 'business' }, services);
    await waitText('Your review is in progress');
    await waitText("We're working hard to make sure your account is secure");
    expect(root.querySelector('[part="back"]')).to.equal(null);
  });

  it('subscribes to the incident, then fetches the incidents again', async () => {
    const { services, names } = fakeServices();
    const { find } = await mount({ routing: 'memory' }, services);
    (await find('button', 'Notify me')).click();
    await waitUntil(() => names().filter((name) => name === 'getIncidents').length === 2, 'no refetch', { timeout: 3000 });
    expect(names()).to.include('subscribeIncident');
  });

  it('shows a retry view when the tree fails, and Try again loads it', async () => {
    let fail = true;
    const base = fakeServices();
    const { services } = fakeServices({
      getFaqTree: async () => {
        if (fail) throw new Error('offline');
        return base.services.getFaqTree();
      },
    });
    const { find, waitText } = await mount({ routing: 'memory' }, services);
    const retry = await find('button', 'Try again');
    fail = false;
    retry.click();
    await waitText('Transfers');
  });
});

describe('<fin-help-centre> FAQ screens by keyboard', () => {
  it('goes from a category to a topic to an article, votes not helpful with a tag, and sends', async () => {
    const { services, calls } = fakeServices();
    const { element, root, find, waitText } = await mount({ routing: 'memory' }, services);
    await find('a[part="topic"]', 'CardsOrdering, freezing and replacing cards.');
    await tabTo(root, (node) => node.textContent?.startsWith('Cards') === true && node.tagName === 'A');
    await sendKeys({ press: 'Enter' });
    await waitText('Select a topic');
    await waitText('Help with something else');
    expect(await violations(element)).to.deep.equal([]);

    await tabTo(root, (node) => node.textContent?.includes('How do I freeze my card?') === true);
    await sendKeys({ press: 'Enter' });
    await waitText('Open Cards');
    await waitText('Was this article helpful?');
    expect(await violations(element)).to.deep.equal([]);
    expect(calls).to.deep.include(['trackPageView', 'freeze']);

    await tabTo(root, (node) => node.textContent === 'No');
    await sendKeys({ press: 'Enter' });
    const send = await find('button', 'Send');
    expect(send.hasAttribute('disabled')).to.equal(true);
    await waitText('Why the article was not helpful?');
    await waitText('It was hard to understand');
    expect(await violations(element)).to.deep.equal([]);
    (await find('label[part="feedback-tag"]', 'It was hard to understand')).click();
    await waitUntil(() => !send.hasAttribute('disabled'), 'Send stays disabled', { timeout: 2000 });
    send.click();
    await waitText('Thanks for your feedback');
    expect(calls.filter(([name]) => name === 'saveFeedback' || name === 'updateFeedback')).to.deep.equal([
      ['saveFeedback', 'freeze', { score: -1, tags: [] }],
      ['updateFeedback', 'FB-1', { score: -1, comment: undefined, tags: ['UNCLEAR'] }],
    ]);
    expect(root.querySelector('[part="feedback"]')).to.equal(null);
  });

  it('says thanks for a helpful vote, and hides the widget when a previous score exists', async () => {
    const { services, calls } = fakeServices();
    const first = await mount({ routing: 'memory' }, services);
    (await first.find('a[part="topic"]', 'CardsOrdering, freezing and replacing cards.')).click();
    (await first.find('a[part="topic"]', 'My card is lost')).click();
    (await first.find('button', 'Yes')).click();
    await first.waitText('Thanks for your feedback');
    expect(calls).to.deep.include(['saveFeedback', 'lost', { score: 1, tags: [] }]);
    document.body.replaceChildren();

    const voted = fakeServices({ getFeedback: async () => ({ id: 'FB-9', score: 1, tags: [] }) });
    const second = await mount({ routing: 'memory' }, voted.services);
    (await second.find('a[part="topic"]', 'CardsOrdering, freezing and replacing cards.')).click();
    (await second.find('a[part="topic"]', 'My card is lost')).click();
    await second.waitText('Order a new one');
    await sleep(100);
    expect(second.text()).not.to.include('Was this article helpful?');
  });

  it('follows a FAQ deep link in content to its article, and sends chat and form links to the host without a forms api', async () => {
    const { services } = fakeServices({ openForm: null });
    const { element, find, waitText } = await mount({ routing: 'memory' }, services);
    const links: unknown[] = [];
    element.addEventListener('fin-help-centre-link', (event) => links.push(event.detail));
    (await find('a[part="topic"]', 'CardsOrdering, freezing and replacing cards.')).click();
    (await find('a[part="topic"]', 'How do I freeze my card?')).click();
    (await find('button', 'Order a new card')).click();
    expect(links).to.deep.equal([{ kind: 'form', formId: 'card-replacement', params: { reason: 'lost' } }]);
    (await find('button', 'lost cards')).click();
    await waitText('First, freeze it');
  });

  it('opens the chat from a /chat deep link in content through the chat hand-off: a new chat of its category with the article as context, or its ticket', async () => {
    const { services, calls } = fakeServices();
    const { element, find } = await mount({ routing: 'memory' }, services);
    const opened: unknown[] = [];
    const links: unknown[] = [];
    const listener = (event: Event) => opened.push((event as CustomEvent).detail);
    document.addEventListener('fin-chat-open', listener);
    element.addEventListener('fin-help-centre-link', (event) => links.push(event.detail));
    (await find('a[part="topic"]', 'Transfers')).click();
    (await find('a[part="topic"]', 'My transfer is late')).click();
    (await find('button', 'talk to us')).click();
    await waitUntil(() => opened.length === 1, 'the chat did not open', { timeout: 3000 });
    (await find('button', 'see your chat')).click();
    await waitUntil(() => opened.length === 2, 'the ticket did not open', { timeout: 3000 });
    document.removeEventListener('fin-chat-open', listener);
    expect(calls.filter(([name]) => name === 'getChatDecision').map(([, category]) => category)).to.include('late-transfers');
    expect(opened).to.deep.equal([
      // §7.2: the page's fields at the top level of the request.
      { category: 'late-transfers', titleKey: 'late', faqPath: 'transfers/late', localisedFaqPath: 'Transfers / My transfer is late' },
      { ticketId: 'T-5' },
    ]);
    expect(links).to.deep.equal([]);
  });

  it('shows not found for an unknown path and key, and tracks the missing FAQ', async () => {
    const { services, calls } = fakeServices();
    const { element, waitText } = await mount({ routing: 'memory' }, services);
    await waitText('Cards');
    element.setAttribute('routing', 'history');
    history.pushState(null, '', '/help-centre/faq/cards/nothing-here');
    await waitText('Not found');
    await waitUntil(() => calls.some(([name, missing]) => name === 'trackMissingFaq' && (missing as { path: string }).path === 'cards/nothing-here'), 'not tracked', { timeout: 3000 });
    history.pushState(null, '', '/help-centre/faq/item?key=gone');
    await waitUntil(() => calls.some(([name, missing]) => name === 'trackMissingFaq' && (missing as { path: string }).path === 'item?key=gone'), 'not tracked', { timeout: 3000 });
    await waitText('Not found');
  });
});

describe('<fin-help-centre> search', () => {
  it('autocompletes (6 and 3), gives results on Enter, keeps searchQuery in the address, and Cancel clears', async () => {
    history.replaceState(null, '', '/help-centre');
    const { services, calls } = fakeServices();
    const { root, find, waitText, text } = await mount({ 'first-name': 'Alex' }, services);
    const input = (await find('input[type="search"]')) as HTMLInputElement;
    input.focus();
    await sendKeys({ type: 'fee' });
    // The 250 ms itself is asserted on a fake clock (audit.test.ts).
    await find('[role="option"] [part="completion"]');
    expect(calls.filter(([name]) => name === 'autocomplete' || name === 'search')).to.deep.equal([
      ['autocomplete', 'fee', 6],
      ['search', 'fee', 3],
    ]);
    expect(root.querySelector('[part="completion"] mark')?.textContent).to.equal('fee');
    expect(text()).not.to.include('Categories');

    await sendKeys({ press: 'Enter' });
    await waitText('Results');
    // Enter asks for the full results (no limit); an autocomplete round may still settle after it.
    await waitUntil(() => calls.some((call) => call.length === 2 && call[0] === 'search' && call[1] === 'fee'), `no full search: ${JSON.stringify(calls)}`, { timeout: 3000 });
    await waitUntil(() => new URLSearchParams(location.search).get('searchQuery') === 'fee', `address ${location.href}`, { timeout: 2000 });

    (await find('button', 'Cancel')).click();
    await waitText('Categories');
    expect(input.value).to.equal('');
    await waitUntil(() => !location.search.includes('searchQuery'), 'searchQuery stays', { timeout: 2000 });
  });

  it('fails autocomplete when either call fails, and retries', async () => {
    let fail = true;
    const { services } = fakeServices({
      search: async (query) => {
        if (fail) throw new Error('down');
        return [{ title: `Result for ${query}`, key: 'freeze' }];
      },
    });
    const { find, waitText } = await mount({ routing: 'memory' }, services);
    const input = (await find('input[type="search"]')) as HTMLInputElement;
    input.focus();
    await sendKeys({ type: 'card' });
    await waitText('Something went wrong');
    fail = false;
    (await find('button', 'Try again')).click();
    await waitText('Result for card');
  });

  it('shows suggestions on the search page outside business, none in business', async () => {
    const retail = fakeServices();
    history.replaceState(null, '', '/help-centre/search');
    const first = await mount({}, retail.services);
    await first.waitText('How do I freeze my card?');
    await first.waitText('Help with something else');
    document.body.replaceChildren();
    const business = fakeServices();
    const second = await mount({ scope: 'business' }, business.services);
    await second.waitText('Help with something else');
    await sleep(100);
    expect(business.calls.some(([name]) => name === 'getSearchSuggestions')).to.equal(false);
  });

  it("asks the search page's suggestions for the category of the topic it was opened from (faqCategory), once, and for none without one", async () => {
    const retail = fakeServices();
    const first = await mount({ routing: 'memory' }, retail.services);
    (await first.find('a[part="topic"]', 'CardsOrdering, freezing and replacing cards.')).click();
    (await first.find('a[part="topic"]', 'How do I freeze my card?')).click();
    await first.find('[part="step"]');
    (await first.find('a[part="something-else"]')).click();
    await first.waitText('How do I freeze my card?');
    await sleep(100);
    expect(retail.calls.filter(([name]) => name === 'getSearchSuggestions')).to.deep.equal([['getSearchSuggestions', 'cards']]);
    document.body.replaceChildren();
    const plain = fakeServices();
    history.replaceState(null, '', '/help-centre/search');
    const second = await mount({}, plain.services);
    await second.waitText('How do I freeze my card?');
    expect(plain.calls.filter(([name]) => name === 'getSearchSuggestions')).to.deep.equal([['getSearchSuggestions', undefined]]);
  });
});

describe('<fin-help-centre> routes on the page URL', () => {
  it('opens the route of the address, moves the address on navigation, and follows back and forward', async () => {
    history.replaceState(null, '', '/help-centre/faq/cards');
    const { find, waitText, text } = await mount({}, fakeServices().services);
    await waitText('Select a topic');
    (await find('a[part="topic"]', 'How do I freeze my card?')).click();
    await waitText('Open Cards');
    expect(location.pathname).to.equal('/help-centre/faq/cards/freeze');
    history.back();
    await waitText('Select a topic');
    history.forward();
    await waitText('Open Cards');
    expect(text()).not.to.include('Select a topic');
  });

  it('keeps its own routes in memory mode and leaves the page URL alone', async () => {
    const before = location.href;
    const { find, waitText } = await mount({ routing: 'memory' }, fakeServices().services);
    (await find('a[part="topic"]', 'Transfers')).click();
    await waitText('Select a topic');
    expect(location.href).to.equal(before);
  });

  it('uses its base-path attribute', async () => {
    history.replaceState(null, '', '/support/faq/transfers/late');
    const { waitText } = await mount({ 'base-path': '/support/' }, fakeServices().services);
    await waitText('Wait a day, then');
  });
});

describe('<fin-help-centre> article HTML', () => {
  it("keeps a relative link (the URL policy's), opens one under the base path as its route, and drops http to another host", async () => {
    const html = '<p>See <a href="/help-centre/faq/cards/freeze">freezing</a>, <a href="fees#table">the table</a> and <a href="http://example.com/x">elsewhere</a>.</p>';
    const { services } = fakeServices({ getFaqItem: async (key) => (key === 'html' ? { ...ITEMS.html!, content: { type: 'HTML', html } } : ITEMS[key]!) });
    history.replaceState(null, '', '/help-centre/faq/cards/fees');
    const { root, find, waitText } = await mount({}, services);
    const link = await find('[part="content"] a', 'freezing');
    const hrefs = [...root.querySelectorAll('[part="content"] a')].map((anchor) => anchor.getAttribute('href'));
    expect(hrefs).to.deep.equal([`${location.origin}/help-centre/faq/cards/freeze`, `${location.origin}/help-centre/faq/cards/fees#table`, null]);
    link.click();
    await waitText('Open Cards');
    expect(location.pathname).to.equal('/help-centre/faq/cards/freeze');
  });

  it("a relative image src is the help-centre API's (api-base/api/help-centre, another origin); a relative link stays the page's", async () => {
    const html = '<p><img src="media/card.png" alt="A card"> <img src="/api/help-centre/media/pin.png" alt="A PIN"> See <a href="fees#table">the table</a>.</p>';
    const { services } = fakeServices({ getFaqItem: async (key) => (key === 'html' ? { ...ITEMS.html!, content: { type: 'HTML', html } } : ITEMS[key]!) });
    history.replaceState(null, '', '/help-centre/faq/cards/fees');
    const { root, find } = await mount({}, services);
    await find('[part="content"] a', 'the table');
    expect([...root.querySelectorAll('[part="content"] img')].map((image) => image.getAttribute('src'))).to.deep.equal([
      'https://bank.example/api/help-centre/media/card.png',
      'https://bank.example/api/help-centre/media/pin.png',
    ]);
    expect(root.querySelector('[part="content"] a')?.getAttribute('href')).to.equal(`${location.origin}/help-centre/faq/cards/fees#table`);
  });

  it('sanitises every XSS payload: nothing runs, safe markup stays', async () => {
    const html = `<p>Fees are <strong>low</strong>.</p>${XSS_CORPUS.join('\n')}`;
    const { services } = fakeServices({ getFaqItem: async (key) => ({ ...ITEMS.html!, key, content: { type: 'HTML', html } }) });
    history.replaceState(null, '', '/help-centre/faq/cards/fees');
    const { root, find } = await mount({}, services);
    const content = await find('[part="content"] strong', 'low');
    await sleep(300);
    expect(pwned()).to.equal(undefined);
    const tags = new Set([...root.querySelectorAll('[part="content"] *')].map((node) => node.tagName.toLowerCase()));
    for (const tag of ['script', 'svg', 'iframe', 'object', 'embed', 'form', 'input', 'style', 'meta', 'base']) expect(tags.has(tag), tag).to.equal(false);
    const hrefs = [...root.querySelectorAll('[part="content"] a')].map((anchor) => anchor.getAttribute('href') ?? '');
    expect(hrefs.filter((href) => !/^(https?:|mailto:|tel:)/.test(href) && href !== '')).to.deep.equal([]);
    // An image stays only with a source the URL policy allows (<img src=x> is a path on the help-centre API), and no handler.
    for (const image of root.querySelectorAll('[part="content"] img')) {
      expect(image.getAttributeNames().filter((name) => name !== 'alt')).to.deep.equal(['src']);
      expect(image.getAttribute('src')).to.match(new RegExp(`^(https:|${location.origin}/)`));
    }
    expect(content.textContent).to.equal('low');
  });
});
