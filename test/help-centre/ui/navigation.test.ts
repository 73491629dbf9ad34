/**
 * Navigation at 375 px on a host page with a 64 px sticky header (issue 47), in Chromium through
 * the element: a lazy page comes into view below the header once its content has rendered, with
 * focus on it; the greeting's 30 px is the help centre's own scroll; back chevrons go back in the
 * help centre's own history (the landing only when there is none); focus after the confirmation's
 * 'Yes' and the search's Cancel stays in the element.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { HOST_STATE_EVENT, HOST_STATE_KEY } from '../../../loader/protocol';
import type { HelpCentreServices } from '../../../src/help-centre/core/services';
import { fakeServices } from './fake-services';
import { TRANSACTIONS } from './fake-troubleshooter';
import { mount, startUrl } from './support';
// The form page's <fin-form>.
import '../../../elements/fin-form';

const HEADER = 64;
const focused = (root: ShadowRoot) => `${root.activeElement?.tagName} ${root.activeElement?.textContent?.trim()}`;

/** The host page: a sticky header that sets the scroll offset, 600 px above the element, 2000 px below. */
function hostPage(element: HTMLElement): void {
  const style = document.createElement('style');
  style.textContent = `:root { --fin-scroll-offset: ${HEADER}px } body { margin: 0 } .sticky { position: sticky; top: 0; height: ${HEADER}px; background: #fff; z-index: 10 }`;
  const header = document.createElement('div');
  header.className = 'sticky';
  const above = document.createElement('div');
  above.style.height = '600px';
  const below = document.createElement('div');
  below.style.height = '2000px';
  element.before(style, header, above);
  element.after(below);
}

/** In view: below the sticky header and above the viewport's bottom. */
function expectInView(node: Element, what: string): void {
  const rect = node.getBoundingClientRect();
  expect(rect.top, `${what}'s top`).to.be.at.least(HEADER - 1);
  expect(rect.bottom, `${what}'s bottom`).to.be.at.most(innerHeight);
}

function setFeatures(features: Record<string, boolean>) {
  (window as unknown as Record<string, unknown>)[HOST_STATE_KEY] = { config: { features }, auth: null };
  window.dispatchEvent(new CustomEvent(HOST_STATE_EVENT));
}

const withTransactions = (): Partial<HelpCentreServices> =>
  ({ ...fakeServices().services, getTransactions: async () => TRANSACTIONS, getTransaction: async (id: string) => TRANSACTIONS.find((item) => item.id === id)! }) as Partial<HelpCentreServices>;

before(() => setViewport({ width: 375, height: 700 }));
after(() => setViewport({ width: 800, height: 600 }));

afterEach(() => {
  document.body.replaceChildren();
  history.replaceState(null, '', startUrl);
  window.scrollTo(0, 0);
  delete (window as unknown as Record<string, unknown>)[HOST_STATE_KEY];
  window.dispatchEvent(new CustomEvent(HOST_STATE_EVENT));
});

describe('<fin-help-centre> navigation under a sticky header at 375 px', () => {
  it("a lazy page (My requests from 'See all · 4') opens at its heading, below the header, with focus on it", async () => {
    history.replaceState(null, '', '/help-centre');
    const { element, root, find } = await mount({ 'registered-identity-id': 'user-1' }, fakeServices().services);
    hostPage(element);
    const seeAll = await find('a', 'See all · 4');
    seeAll.scrollIntoView({ block: 'center' });
    expect(element.getBoundingClientRect().top).to.be.below(0);
    seeAll.focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => focused(root) === 'H1 My requests', `focus on ${focused(root)}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expectInView(root.querySelector('h1')!, 'the heading');
    expectInView(root.querySelector('[part="header"] a, [part="header"] button')!, 'the back chevron');
  });

  it('the search page opens with its heading and focused box in view below the header', async () => {
    history.replaceState(null, '', '/help-centre/faq/cards');
    const { element, root, find } = await mount({}, fakeServices().services);
    hostPage(element);
    const link = await find('a[part="something-else"]');
    // The element's top 30 px down: under the sticky header.
    window.scrollTo(0, HEADER + 600 - 30);
    link.focus({ preventScroll: true });
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => root.activeElement?.tagName === 'INPUT', `focus on ${focused(root)}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expectInView(root.activeElement!, 'the search box');
    expectInView(root.querySelector('h1')!, 'the heading');
  });

  it("shows 'Hi Alex,' until the help centre itself is scrolled past 30 px, wherever it sits on the page", async () => {
    history.replaceState(null, '', '/help-centre');
    const { element, root, find } = await mount({ 'first-name': 'Alex' }, fakeServices().services);
    hostPage(element);
    const greeting = await find('.hc-greeting');
    const seen = () => !greeting.classList.contains('hc-greeting--unseen');
    // The window scrolled 400 px, the element's top still 264 px down: its own scroll is 0.
    window.scrollTo(0, 400);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(seen(), 'greeting at window scroll 400').to.equal(true);
    // 20 px of the element under the header: still within 30 px.
    window.scrollTo(0, 600 + 20);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(seen(), 'greeting at 20 px').to.equal(true);
    window.scrollTo(0, 600 + 40);
    await waitUntil(() => !seen(), 'the greeting stayed past 30 px');
    expect(root.querySelector('h1')?.textContent).to.include('How can we help?');
  });

  for (const routing of ['history', 'memory'] as const) {
    it(`${routing} routing: back from 'Select an issue' goes to the topic it came from`, async () => {
      history.replaceState(null, '', '/help-centre/faq/transfers');
      const start: Record<string, string> = routing === 'memory' ? { routing, 'base-path': '/help-centre' } : {};
      const { element, root, find } = await mount({ scope: 'business', ...start }, withTransactions());
      hostPage(element);
      if (routing === 'memory') {
        (await find('a[part="topic"]', 'Transfers')).click();
      }
      const bolt = () => [...root.querySelectorAll<HTMLElement>('[part="transaction-selector"] [part="transaction"]')].find((node) => node.textContent?.includes('Payment to Bolt'));
      await waitUntil(bolt, 'no transaction selector');
      bolt()!.click();
      await find('h1', 'Select an issue');
      root.querySelector<HTMLElement>('[part="header"] [aria-label="Back"]')!.click();
      await find('h1', 'Transfers');
    });
  }

  it("back from 'Select an issue' opened first goes to the landing", async () => {
    history.replaceState(null, '', '/help-centre/troubleshoot/transaction/tx-3');
    const { root, find } = await mount({ scope: 'business' }, withTransactions());
    await find('h1', 'Select an issue');
    root.querySelector<HTMLElement>('[part="header"] [aria-label="Back"]')!.click();
    await find('h1', 'How can we help?');
    expect(location.pathname).to.match(/^\/help-centre\/?$/);
  });

  const back = (root: ShadowRoot) => root.querySelector<HTMLElement>('[part="header"] [aria-label="Back"]')!.click();

  it('back from the transactions list goes to the topic it came from, by the header under the sticky header', async () => {
    history.replaceState(null, '', '/help-centre/faq/transfers');
    const { element, root, find } = await mount({ scope: 'business' }, withTransactions());
    hostPage(element);
    (await find('[part="transaction-selector"] button', 'See all')).click();
    await waitUntil(() => location.pathname === '/help-centre/troubleshoot/transactions', 'no transactions list');
    await find('h2.hc-day');
    expectInView(root.querySelector('[part="header"] [aria-label="Back"]')!, 'the back chevron');
    back(root);
    await waitUntil(() => location.pathname === '/help-centre/faq/transfers', `back went to ${location.pathname}`);
    await find('h1', 'Transfers');
  });

  it('back from the forms actions goes to the article it came from, and back from the form to the forms actions', async () => {
    history.replaceState(null, '', '/help-centre/faq/cards/freeze');
    const { element, root, find } = await mount({}, fakeServices().services);
    hostPage(element);
    (await find('[part="need-more-help"] button', 'Contact us')).click();
    (await find('[part="form-action"]', 'Order a new card')).click();
    await waitUntil(() => location.pathname === '/help-centre/form/card-replacement', 'no form page');
    await find('h1', 'Order a new card');
    back(root);
    await find('[part="form-action"]', 'Order a new card');
    expect(location.pathname).to.equal('/help-centre/form-actions');
    back(root);
    await find('h1', 'How do I freeze my card?');
    expect(location.pathname).to.equal('/help-centre/faq/cards/freeze');
  });

  it("after 'Yes' in 'Is your issue about this transaction?' focus is on the first issue", async () => {
    setFeatures({ transactionTroubleshooterExternalFlowWithConfirmation: true });
    history.replaceState(null, '', '/help-centre/troubleshoot/transaction/tx-3');
    const { element, root, find } = await mount({ scope: 'business' }, withTransactions());
    hostPage(element);
    await find('h1', 'Select an issue');
    await waitUntil(() => (root.activeElement?.textContent ?? '') === 'Yes', `focus on ${focused(root)}`, { timeout: 3000 });
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => focused(root).includes('The money has not arrived'), `focus on ${focused(root)}`);
    expectInView(root.activeElement!, 'the first issue');
  });

  it("after the search's Cancel focus is back in the search box, with the query cleared", async () => {
    history.replaceState(null, '', '/help-centre');
    const { root, find } = await mount({}, fakeServices().services);
    const input = (await find('input')) as HTMLInputElement;
    input.focus();
    await sendKeys({ type: 'card' });
    const cancel = await find('[part="search-cancel"]');
    cancel.focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => root.querySelector('[part="search-cancel"]') === null, 'Cancel stayed');
    await waitUntil(() => root.activeElement === root.querySelector('input'), `focus on ${focused(root)} / ${document.activeElement?.tagName}`);
    expect(root.querySelector('input')!.value).to.equal('');
  });
});
