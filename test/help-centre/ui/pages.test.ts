/**
 * Routes that behave like pages, in Chromium with real keys: on a route change the element's top
 * comes into view (Back returns to where the page was left), focus moves to the new page's main
 * heading, the page is announced, and in history routing document.title reads
 * '{page title} – {host title}' (keep-document-title opts out; the host's title comes back when the
 * element goes).
 */
import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { fakeServices } from './fake-services';
import { mount, startUrl, tabTo } from './support';

const HOST_TITLE = 'Acme Bank';
const announced = (root: ShadowRoot) => root.querySelector('[part="page-announcement"]')?.textContent?.trim();
const focused = (root: ShadowRoot) => `${root.activeElement?.tagName} ${root.activeElement?.textContent}`;

/** Room above and below the element, so the page scrolls and the element starts 900 px down. */
function pageAround(element: HTMLElement): void {
  const above = document.createElement('div');
  above.style.height = '900px';
  const below = document.createElement('div');
  below.style.height = '2000px';
  element.before(above);
  element.after(below);
}

beforeEach(() => {
  document.title = HOST_TITLE;
});

afterEach(() => {
  document.body.replaceChildren();
  history.replaceState(null, '', startUrl);
  window.scrollTo(0, 0);
});

describe('<fin-help-centre> routes that behave like pages', () => {
  it('moves focus to the new page’s heading, announces it and titles the document, by keyboard', async () => {
    history.replaceState(null, '', '/help-centre');
    const { root, find } = await mount({ 'first-name': 'Alex' }, fakeServices().services);
    await find('a[part="topic"]', 'CardsOrdering, freezing and replacing cards.');
    await waitUntil(() => document.title === `How can we help? – ${HOST_TITLE}`, `title ${document.title}`);
    expect(focused(root), 'no focus taken on the first page').to.equal('undefined undefined');

    await tabTo(root, (node) => node.textContent === 'CardsOrdering, freezing and replacing cards.');
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => focused(root) === 'H1 Cards', `focus on ${focused(root)}`);
    await waitUntil(() => announced(root) === 'Cards', `announced ${announced(root)}`);
    expect(document.title).to.equal(`Cards – ${HOST_TITLE}`);

    await tabTo(root, (node) => node.textContent === 'How do I freeze my card?');
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => focused(root) === 'H1 How do I freeze my card?', `focus on ${focused(root)}`);
    expect(announced(root)).to.equal('How do I freeze my card?');
    expect(document.title).to.equal(`How do I freeze my card? – ${HOST_TITLE}`);

    // Back by keyboard from the page's own back link: the topic again.
    await tabTo(root, (node) => node.getAttribute('aria-label') === 'Back');
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => focused(root) === 'H1 Cards', `focus on ${focused(root)}`);

    document.body.replaceChildren();
    await waitUntil(() => document.title === HOST_TITLE, 'the host title did not come back');
  });

  it('brings the element’s top into view on a new page, and Back returns to where the page was left', async () => {
    history.replaceState(null, '', '/help-centre');
    const { element, root, find } = await mount({}, fakeServices().services);
    pageAround(element);
    const topic = await find('a[part="topic"]', 'Transfers');
    window.scrollTo(0, 1300);
    topic.focus();
    const left = window.scrollY;
    expect(element.getBoundingClientRect().top).to.be.below(-100);
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => focused(root) === 'H1 Transfers', `focus on ${focused(root)}`);
    await waitUntil(() => Math.abs(element.getBoundingClientRect().top) < 2, `the element's top at ${element.getBoundingClientRect().top}`);
    history.back();
    await waitUntil(() => root.querySelector('[part="landing"]') !== null, 'not back on the landing page');
    await waitUntil(() => Math.abs(window.scrollY - left) < 2, `scrolled to ${window.scrollY}, not ${left}`);
  });

  it('leaves the scroll alone when the element’s top is in view', async () => {
    history.replaceState(null, '', '/help-centre');
    const { element, find } = await mount({}, fakeServices().services);
    pageAround(element);
    window.scrollTo(0, 400);
    (await find('a[part="topic"]', 'Transfers')).click();
    await find('h1', 'Transfers');
    expect(window.scrollY).to.equal(400);
  });

  it('keep-document-title leaves the title alone; memory routing too, but moves focus and announces', async () => {
    history.replaceState(null, '', '/help-centre');
    const kept = await mount({ 'keep-document-title': '' }, fakeServices().services);
    (await kept.find('a[part="topic"]', 'Transfers')).click();
    await waitUntil(() => focused(kept.root) === 'H1 Transfers', `focus on ${focused(kept.root)}`);
    expect(document.title).to.equal(HOST_TITLE);
    document.body.replaceChildren();

    const memory = await mount({ routing: 'memory' }, fakeServices().services);
    (await memory.find('a[part="topic"]', 'Transfers')).click();
    await waitUntil(() => focused(memory.root) === 'H1 Transfers', `focus on ${focused(memory.root)}`);
    expect(announced(memory.root)).to.equal('Transfers');
    expect(document.title).to.equal(HOST_TITLE);
  });

  it('takes no focus and announces nothing when the page renders again without a route change (a new locale)', async () => {
    history.replaceState(null, '', '/help-centre');
    const { element, root, find } = await mount({}, fakeServices().services);
    await find('a[part="topic"]', 'Transfers');
    element.setAttribute('locale', 'en-US');
    element.setAttribute('first-name', 'Alex');
    await find('.hc-greeting');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(focused(root)).to.equal('undefined undefined');
    expect(announced(root)).to.equal('');
  });

  it('leaves focus where the page put it: the search page’s box', async () => {
    const { root, find } = await mount({ routing: 'memory' }, fakeServices().services);
    (await find('a[part="something-else"]')).click();
    await find('h1', 'Help with something else');
    await waitUntil(() => root.activeElement?.tagName === 'INPUT', `focus on ${focused(root)}`);
    await waitUntil(() => announced(root) === 'Help with something else', `announced ${announced(root)}`);
  });
});
