/**
 * <fin-help-centre> requests in Chromium (§2.3 Landing, All requests, Past requests): the
 * landing's 3 active requests and 'See all · {count}', My requests' sections, the empty state,
 * the skeleton and the retry, the history list; opening a request opens its chat ticket. By
 * keyboard, with axe.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { fakeServices } from './fake-services';
import { mount, recordWarnings, startUrl, tabTo, violations } from './support';

const opened: unknown[] = [];
const onOpen = (event: Event) => opened.push((event as CustomEvent).detail);

beforeEach(() => {
  opened.length = 0;
  document.addEventListener('fin-chat-open', onOpen);
});

afterEach(() => {
  document.removeEventListener('fin-chat-open', onOpen);
  delete (window as { FinWidgets?: unknown }).FinWidgets;
  document.body.replaceChildren();
  history.replaceState(null, '', startUrl);
});

const rows = (root: ShadowRoot, scope = '') => [...root.querySelectorAll(`${scope} [part="request"] .hc-row__title`)].map((node) => node.textContent);

describe('<fin-help-centre> requests on the landing page', () => {
  it("shows 3 active requests newest first with 'See all · 4' and the 'Past requests' icon; Enter on one opens its chat", async () => {
    const { services } = fakeServices();
    const { element, root, find } = await mount({ routing: 'memory' }, services);
    await find('[part="request"]');
    expect(rows(root)).to.deep.equal(['Transfer is late', 'Question about fees', 'Card replacement']);
    expect((await find('a', 'See all · 4')).getAttribute('href')).to.match(/\/all-requests$/);
    expect(root.querySelector('[part="past-requests"]')?.getAttribute('aria-label')).to.equal('Past requests');
    expect(await violations(element)).to.deep.equal([]);
    await tabTo(root, (node) => node.textContent?.startsWith('Question about fees') === true);
    await sendKeys({ press: 'Enter' });
    expect(opened).to.deep.equal([{ ticketId: 't-fee' }]);
  });

  it('asks the loader to open the chat when the panel is not on the page', async () => {
    const commands: unknown[][] = [];
    (window as { FinWidgets?: unknown }).FinWidgets = (...args: unknown[]) => commands.push(args);
    const { find } = await mount({ routing: 'memory' }, fakeServices().services);
    (await find('[part="request"]')).click();
    expect(commands).to.deep.equal([['chat.open', { ticketId: 't-late' }]]);
    expect(opened).to.deep.equal([]);
  });

  it("'Chat with us' and 'Continue chat' open the chat through the loader too when the page has no <fin-chat>", async () => {
    const commands: unknown[][] = [];
    (window as { FinWidgets?: unknown }).FinWidgets = (...args: unknown[]) => commands.push(args);
    const fresh = await mount({ routing: 'memory' }, fakeServices().services);
    (await fresh.find('[part="need-more-help"] button', 'Chat with us')).click();
    await waitUntil(() => commands.length === 1, 'the loader was not asked');
    expect(commands[0]![0]).to.equal('chat.open');
    document.body.replaceChildren();
    const existing = await mount({ routing: 'memory' }, fakeServices({ getChatDecision: async () => ({ openNew: false, ticketId: 'T-9' }) }).services);
    (await existing.find('[part="need-more-help"] button', 'Continue chat')).click();
    await waitUntil(() => commands.length === 2, 'the loader was not asked');
    expect(commands[1]).to.deep.equal(['chat.open', { ticketId: 'T-9' }]);
    expect(opened).to.deep.equal([]);
  });

  it('hides the requests and the history icon when there are none', async () => {
    const { services } = fakeServices({ getTickets: async () => [] });
    const { root, waitText, text } = await mount({ routing: 'memory' }, services);
    await waitText('Cards');
    await waitUntil(() => !root.querySelector('[part="active-requests"]'), 'the section stays');
    expect(root.querySelector('[part="past-requests"]')).to.equal(null);
    expect(text()).not.to.include('See all');
  });

  it('has no request UI and no request routes without a tickets api', async () => {
    history.replaceState(null, '', '/help-centre/all-requests');
    const { waitText, root } = await mount({}, fakeServices({ getTickets: null }).services);
    await waitText('Not found');
    expect(root.querySelector('[part="requests-page"]')).to.equal(null);
  });
});

describe('<fin-help-centre> My requests', () => {
  it("goes from 'See all' to 'My requests' with 'Active' and 'Archived', by keyboard, and opens an archived request's chat", async () => {
    const { element, root, find, waitText } = await mount({ routing: 'memory' }, fakeServices().services);
    await find('a', 'See all · 4');
    await tabTo(root, (node) => node.textContent === 'See all · 4');
    await sendKeys({ press: 'Enter' });
    await waitText('My requests');
    await find('#hc-archived');
    expect(rows(root, 'section[aria-labelledby="hc-active"]')).to.deep.equal(['Transfer is late', 'Question about fees', 'Card replacement', 'Support request']);
    expect(rows(root, 'section[aria-labelledby="hc-archived"]')).to.deep.equal(['Card declined', 'Top-up missing']);
    expect(root.querySelector('#hc-active')?.textContent).to.equal('Active');
    expect(root.querySelector('#hc-archived')?.textContent).to.equal('Archived');
    expect(await violations(element)).to.deep.equal([]);
    await tabTo(root, (node) => node.textContent?.startsWith('Top-up missing') === true);
    await sendKeys({ press: 'Enter' });
    expect(opened).to.deep.equal([{ ticketId: 't-old' }]);
  });

  it("shows 'Your requests will appear here' / 'No requests to show yet' when there are none", async () => {
    history.replaceState(null, '', '/help-centre/all-requests');
    const { element, waitText } = await mount({}, fakeServices({ getTickets: async () => [] }).services);
    await waitText('Your requests will appear here');
    await waitText('No requests to show yet');
    expect(await violations(element)).to.deep.equal([]);
  });

  it('shows a skeleton while loading, a retry view on error, and the lists after Try again', async () => {
    history.replaceState(null, '', '/help-centre/all-requests');
    let answer: (fail: boolean) => void = () => undefined;
    let calls = 0;
    const services = fakeServices({
      getTickets: () => {
        calls += 1;
        return new Promise((resolve, reject) => {
          answer = (fail) => (fail ? reject(new Error('offline')) : resolve([{ id: 'a', state: 'ACTIVE', updatedAt: '2026-11-01T00:00:00Z', title: 'Late card' }]));
        });
      },
    }).services;
    const { root, find, waitText } = await mount({}, services);
    const skeleton = await find('[role="status"][aria-label="Loading"]');
    expect(skeleton.getAttribute('aria-label')).to.equal('Loading');
    expect(skeleton.children.length).to.equal(3);
    answer(true);
    const retry = await find('button', 'Try again');
    await waitText('Something went wrong');
    retry.click();
    await waitUntil(() => calls === 2, 'no second call');
    answer(false);
    await waitText('Late card');
    expect(root.querySelector('#hc-archived')).to.equal(null);
  });
});

describe('<fin-help-centre> Past requests', () => {
  it('lists the history only, and opens a request by keyboard', async () => {
    const { element, root, find, waitText, text } = await mount({ routing: 'memory' }, fakeServices().services);
    await find('[part="past-requests"]');
    await tabTo(root, (node) => node.getAttribute('part') === 'past-requests');
    await sendKeys({ press: 'Enter' });
    await find('[part="requests-page"]');
    await waitText('Card declined');
    expect(root.querySelector('h1')?.textContent).to.equal('Past requests');
    expect(rows(root)).to.deep.equal(['Card declined', 'Top-up missing']);
    expect(text()).not.to.include('Card replacement');
    expect(await violations(element)).to.deep.equal([]);
    await tabTo(root, (node) => node.textContent?.startsWith('Card declined') === true);
    await sendKeys({ press: 'Enter' });
    expect(opened).to.deep.equal([{ ticketId: 't-decl' }]);
  });
});

describe('<fin-help-centre> without a registered identity (a louder first setup)', () => {
  const warnings = recordWarnings();

  /** The fake services but the default requests call, which needs the registered identity. */
  function withDefaultTickets() {
    const fake = fakeServices();
    delete (fake.services as { getTickets?: unknown }).getTickets;
    return fake;
  }

  it("shows no requests section and no error, logs one warning naming registered-identity-id, and the request pages say 'Sign in to see your requests'", async () => {
    const fetched: string[] = [];
    const originalFetch = window.fetch;
    window.fetch = async (input, init) => {
      fetched.push(String(input));
      return originalFetch(input, init);
    };
    try {
      history.replaceState(null, '', '/help-centre');
      const { element, root, waitText, text } = await mount({}, withDefaultTickets().services);
      await waitText('Categories');
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(root.querySelector('[part="active-requests"]') === null, 'a requests section').to.equal(true);
      expect(text()).not.to.include('Something went wrong');
      expect(fetched.filter((url) => url.includes('support/tickets')), 'the call that can only be refused').to.deep.equal([]);
      expect(warnings.filter((message) => message.includes('registered-identity-id'))).to.deep.equal([
        'FinWidgets: <fin-help-centre> has no registered-identity-id, so it shows no requests: the requests call needs the signed-in user. Set registered-identity-id to their id (or supply services.getTickets).',
      ]);
      history.pushState(null, '', '/help-centre/all-requests');
      await waitText('Sign in to see your requests');
      expect(await violations(element)).to.deep.equal([]);
      history.pushState(null, '', '/help-centre/past-requests');
      await waitText('Past requests');
      await waitText('Sign in to see your requests');
    } finally {
      window.fetch = originalFetch;
    }
  });

  it('after a runtime sign-out (registered-identity-id removed) the requests section and the Past requests icon go', async () => {
    const originalFetch = window.fetch;
    window.fetch = async () =>
      new Response(
        JSON.stringify({
          tickets: [
            { id: 'r1', state: 'ACTIVE', updatedAt: '2026-11-01T00:00:00Z', title: 'Signed-in request' },
            { id: 'r2', state: 'RESOLVED', updatedAt: '2026-10-01T00:00:00Z', title: 'Old request' },
          ],
        }),
        { headers: { 'content-type': 'application/json' } },
      );
    try {
      const { element, root, find, waitText } = await mount({ 'registered-identity-id': 'user-1', routing: 'memory' }, withDefaultTickets().services);
      await waitText('Signed-in request');
      await find('[part="past-requests"]');
      element.removeAttribute('registered-identity-id');
      await waitUntil(() => !root.querySelector('[part="past-requests"]'), 'the Past requests icon stayed');
      expect(root.querySelector('[part="active-requests"]')).to.equal(null);
    } finally {
      window.fetch = originalFetch;
    }
  });

  it('warns about nothing with a registered identity (the default call then lists the requests), nor when the host supplies them', async () => {
    const originalFetch = window.fetch;
    window.fetch = async () => new Response(JSON.stringify({ tickets: [{ id: 'r1', state: 'ACTIVE', updatedAt: '2026-11-01T00:00:00Z', title: 'Signed-in request' }] }), { headers: { 'content-type': 'application/json' } });
    try {
      const signedIn = await mount({ 'registered-identity-id': 'user-1', routing: 'memory' }, withDefaultTickets().services);
      await signedIn.waitText('Signed-in request');
    } finally {
      window.fetch = originalFetch;
    }
    await mount({ routing: 'memory' }, fakeServices().services);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(warnings.filter((message) => message.includes('registered-identity-id'))).to.deep.equal([]);
  });
});
