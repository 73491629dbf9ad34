/**
 * <fin-help-centre>'s landing rules in Chromium (§2.3 Landing, §4.9, §9): the greeting's 30 px
 * scroll rule and the shrinking name over 50 characters; the incident banner (hidden while it
 * loads again, its icon per state, dismiss then refetch, read more over 100 characters); the
 * review banner (read more over 200 characters, status none hides it). By keyboard, with axe.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { FaqNode, Incident } from '../../../src/help-centre/core/model';
import { fakeServices } from './fake-services';
import { mount, startUrl, tabTo, violations } from './support';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterEach(() => {
  document.body.replaceChildren();
  sessionStorage.clear();
  window.scrollTo(0, 0);
  history.replaceState(null, '', startUrl);
});

/** A promise with its resolve, to hold a call while the test looks at the page. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

const incident = (id: string, state: Incident['state'], subtitle: string, label = 'Dismiss'): Incident => ({
  id,
  state,
  banners: { [state]: { title: `Incident ${id}`, subtitle, actionButton: { type: state === 'active' ? 'SUBSCRIBE' : 'DISMISS', label } } },
});

describe('<fin-help-centre> greeting', () => {
  it("drops 'Hi {name},' once the help centre is scrolled past 30 px (from its own top), and shows it again at 30 px, with nothing under it moving", async () => {
    const spacer = Object.assign(document.createElement('div'), { style: 'height: 3000px' });
    const { element, find } = await mount({ routing: 'memory', 'first-name': 'Alex' }, fakeServices().services);
    document.body.append(spacer);
    const title = await find('h1');
    // What is seen and read: innerText leaves out what is not visible.
    expect(title.innerText.replace(/\s+/g, ' ')).to.equal('Hi Alex, How can we help?');
    const below = () => (title.nextElementSibling as HTMLElement).getBoundingClientRect().top + window.scrollY;
    const before = below();
    // The element's own top (the body's margin above it), not the window's.
    const top = element.getBoundingClientRect().top + window.scrollY;
    window.scrollTo(0, top + 31);
    await waitUntil(() => title.innerText.trim() === 'How can we help?', `still ${title.innerText}`, { timeout: 2000 });
    // Taken out, the greeting's line moved the page up under a user who was scrolling (and tapping).
    expect(below()).to.equal(before);
    expect(await violations(element)).to.deep.equal([]);
    window.scrollTo(0, top + 30);
    await waitUntil(() => title.innerText.replace(/\s+/g, ' ').trim() === 'Hi Alex, How can we help?', `still ${title.innerText}`, { timeout: 2000 });
    expect(await violations(element)).to.deep.equal([]);
  });

  it('shrinks a first name over 50 characters, and not one of 50', async () => {
    const fifty = 'A'.repeat(50);
    const first = await mount({ routing: 'memory', 'first-name': fifty }, fakeServices().services);
    const normal = await first.find('.hc-greeting');
    const normalSize = parseFloat(getComputedStyle(normal).fontSize);
    expect(normal.classList.contains('hc-greeting--shrink')).to.equal(false);
    document.body.replaceChildren();

    const long = `${fifty}B`;
    const second = await mount({ routing: 'memory', 'first-name': long }, fakeServices().services);
    const shrunk = await second.find('.hc-greeting');
    expect(shrunk.textContent).to.equal(`Hi ${long}, `);
    expect(parseFloat(getComputedStyle(shrunk).fontSize)).to.be.below(normalSize);
    // The long name wraps inside the element rather than pushing it wider.
    expect(shrunk.scrollWidth).to.be.at.most(second.element.getBoundingClientRect().width + 1);
  });
});

describe('<fin-help-centre> landing requests', () => {
  it('asks for the categories and the banner before the requests, each once', async () => {
    const fake = fakeServices();
    const { find } = await mount({ routing: 'memory' }, fake.services);
    await find('[part="topic"]');
    await find('[part~="banner"]');
    await sleep(50);
    const landing = ['getFaqTree', 'getIncidents', 'getReviewStatus', 'getTickets'];
    expect(fake.names().filter((name) => landing.includes(name))).to.deep.equal(landing);
  });
});

describe('<fin-help-centre> incident banner', () => {
  it('cuts a subtitle over 100 characters with Read more, which opens and closes it by keyboard', async () => {
    const long = `${'Card payments are slow. '.repeat(4)}More soon.`;
    expect(long.length).to.be.above(100);
    const { services } = fakeServices({ getIncidents: async () => [incident('1', 'active', long, 'Notify me')] });
    const { element, root, find } = await mount({ routing: 'memory' }, services);
    const text = await find('.hc-banner__text');
    expect(text.textContent).to.equal(`${long.slice(0, 100).trimEnd()}… Read more`);
    expect(await violations(element)).to.deep.equal([]);
    await tabTo(root, (node) => node.textContent === 'Read more');
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => text.textContent === `${long} Read less`, `text: ${text.textContent}`, { timeout: 2000 });
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => text.textContent?.endsWith('… Read more') === true, `text: ${text.textContent}`, { timeout: 2000 });
  });

  it('shows a subtitle of 100 characters whole, without Read more', async () => {
    const hundred = 'x'.repeat(100);
    const { services } = fakeServices({ getIncidents: async () => [incident('1', 'resolved', hundred)] });
    const { find, root } = await mount({ routing: 'memory' }, services);
    expect((await find('.hc-banner__text')).textContent).to.equal(`${hundred} `);
    expect(root.querySelector('.hc-banner__text button')?.textContent ?? null).to.equal(null);
  });

  it('has its own icon per state', async () => {
    const icons: string[] = [];
    for (const state of ['active', 'subscribed', 'resolved'] as const) {
      const { find } = await mount({ routing: 'memory' }, fakeServices({ getIncidents: async () => [incident('1', state, 'Short.')] }).services);
      icons.push((await find(`[part~="incident-${state}"] .hc-banner__icon path`)).getAttribute('d') ?? '');
      document.body.replaceChildren();
    }
    expect(new Set(icons).size).to.equal(3);
  });

  it('dismisses by keyboard, hides the banner while the incidents load again, then shows the next one (never the review meanwhile)', async () => {
    const again = deferred<Incident[]>();
    let calls = 0;
    const order: string[] = [];
    const { services } = fakeServices({
      dismissIncident: async (id) => void order.push(`dismiss ${id}`),
      getIncidents: async () => {
        calls += 1;
        order.push('getIncidents');
        return calls === 1 ? [incident('1', 'resolved', 'Fixed.'), incident('2', 'subscribed', 'Later.')] : again.promise;
      },
    });
    const { element, root, find, text } = await mount({ routing: 'memory' }, services);
    await find('[part~="incident-resolved"]');
    expect(text()).not.to.include('Incident 2');
    await tabTo(root, (node) => node.textContent === 'Dismiss');
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => calls === 2, 'no refetch after dismiss', { timeout: 3000 });
    expect(order).to.deep.equal(['getIncidents', 'dismiss 1', 'getIncidents']);
    await waitUntil(() => !root.querySelector('[part~="banner"]'), 'the banner shows while loading', { timeout: 2000 });
    await sleep(50);
    expect(text()).not.to.include('Your review is in progress');
    again.resolve([incident('2', 'subscribed', 'Later.')]);
    await find('[part~="incident-subscribed"]');
    expect(await violations(element)).to.deep.equal([]);
  });
});

describe('<fin-help-centre> review banner', () => {
  it('cuts a description over 200 characters with Read more', async () => {
    const description = 'We are checking your documents. '.repeat(7);
    expect(description.length).to.be.above(200);
    const { services } = fakeServices({ getIncidents: async () => [], getReviewStatus: async () => ({ status: 'in_review', description }) });
    const { element, find } = await mount({ routing: 'memory' }, services);
    const text = await find('[part~="review"] .hc-banner__text');
    expect(text.textContent).to.equal(`${description.slice(0, 200).trimEnd()}… Read more`);
    expect(await violations(element)).to.deep.equal([]);
    (await find('button', 'Read more')).click();
    await waitUntil(() => text.textContent === `${description} Read less`, `text: ${text.textContent}`, { timeout: 2000 });
  });

  it('is hidden when the status is none', async () => {
    let asked = false;
    const { services } = fakeServices({ getIncidents: async () => [], getReviewStatus: async () => ((asked = true), { status: 'none' }) });
    const { root, waitText } = await mount({ routing: 'memory' }, services);
    await waitText('Cards');
    await waitUntil(() => asked, 'the status was not asked for');
    await sleep(100);
    expect(root.querySelector('[part~="banner"]')?.textContent ?? null).to.equal(null);
  });
});

describe('<fin-help-centre> topic rows', () => {
  it('shows the icon a category names, and the info icon for a name it does not know', async () => {
    const node = (key: string, icon: string): FaqNode => ({ key, title: key, type: 'BRANCH', urlPath: key, icon, children: [] });
    const tree = [node('Transfers', 'transfer'), node('Security', 'info'), node('Rockets', 'rocket')];
    const { find } = await mount({ routing: 'memory' }, fakeServices({ getFaqTree: async () => tree }).services);
    const path = async (title: string, part: string) => (await find('a[part="topic"]', title)).querySelector(`${part} path`)?.getAttribute('d');
    const transfer = await path('Transfers', '.hc-row__icon');
    const info = await path('Security', '.hc-row__icon');
    expect(transfer).to.be.a('string');
    expect(transfer).not.to.equal(info);
    // Not the row's own chevron at both ends.
    expect(transfer).not.to.equal(await path('Transfers', '.hc-row__chevron'));
    expect(await path('Rockets', '.hc-row__icon')).to.equal(info);
  });

  it("clamps a description to 2 lines, and offers 'Help with something else' only on a topic with a chat category", async () => {
    const { TREE } = await import('./fake-services');
    const long = 'Ordering, freezing and replacing cards, and everything else you may want to know about them. '.repeat(6);
    const tree = TREE.map((node) => (node.key === 'cards' ? { ...node, description: long } : node));
    const { find, text, waitText } = await mount({ routing: 'memory' }, fakeServices({ getFaqTree: async () => tree }).services);
    const description = await find('.hc-row__description', long.trim());
    const lineHeight = parseFloat(getComputedStyle(description).lineHeight) || parseFloat(getComputedStyle(description).fontSize) * 1.2;
    expect(description.getBoundingClientRect().height).to.be.within(lineHeight * 1.5, lineHeight * 2.5);

    (await find('a[part="topic"]', 'Transfers')).click();
    await waitText('Select a topic');
    await waitText('My transfer is late');
    expect(text()).not.to.include('Help with something else');
  });
});

describe('<fin-help-centre> no layout jumps', () => {
  const top = (root: ShadowRoot, selector: string) => Math.round(root.querySelector(selector)!.getBoundingClientRect().top);

  it('holds one placeholder while the incidents and the review status load, then shows the banner and the categories at once', async () => {
    const incidents = deferred<Incident[]>();
    const review = deferred<{ status: string }>();
    const { services } = fakeServices({ getIncidents: () => incidents.promise, getReviewStatus: () => review.promise });
    const { root, find } = await mount({ routing: 'memory' }, services);
    await find('[part="landing-placeholder"]');
    incidents.resolve([]);
    await sleep(50);
    expect(root.querySelector('[part="landing-placeholder"]'), 'kept while the review status loads').not.to.equal(null);
    expect(root.querySelector('a[part="topic"]'), 'no category moved down by the banner to come').to.equal(null);
    review.resolve({ status: 'in_review' });
    await find('[part~="review"]');
    expect(root.querySelector('a[part="topic"]')).not.to.equal(null);
    expect(root.querySelector('[part="landing-placeholder"]')).to.equal(null);
  });

  it('takes the height and the category count of the last landing of the session as its placeholder', async () => {
    const first = await mount({ routing: 'memory' }, fakeServices().services);
    await first.find('a[part="topic"]');
    await sleep(100);
    const height = first.root.querySelector<HTMLElement>('.hc-landing__content')!.offsetHeight;
    document.body.replaceChildren();
    const tree = deferred<FaqNode[]>();
    const { root, find } = await mount({ routing: 'memory' }, fakeServices({ getFaqTree: () => tree.promise }).services);
    const placeholder = await find('[part="landing-placeholder"]');
    expect(placeholder.offsetHeight).to.equal(height);
    expect(placeholder.querySelectorAll('.hc-row').length, 'one row per category of the tree (2)').to.equal(2);
    tree.resolve(await fakeServices().services.getFaqTree());
    await find('a[part="topic"]');
    expect(root.querySelector<HTMLElement>('.hc-landing__content')!.offsetHeight).to.equal(height);
  });

  it("keeps the dismissed banner's height while the incidents load again", async () => {
    const again = deferred<Incident[]>();
    let calls = 0;
    const long = 'A long story. '.repeat(12);
    const { services } = fakeServices({
      getIncidents: async () => (++calls === 1 ? [incident('1', 'resolved', long)] : again.promise),
    });
    const { root, find } = await mount({ routing: 'memory' }, services);
    await find('[part~="incident-resolved"]');
    (await find('button', 'Read more')).click();
    await sleep(100);
    const height = root.querySelector<HTMLElement>('[part~="banner"]')!.offsetHeight;
    const before = top(root, '[part="categories"]');
    (await find('button', 'Dismiss')).click();
    await find('[part="banner-space"]');
    expect(root.querySelector<HTMLElement>('[part="banner-space"]')!.offsetHeight).to.equal(height);
    expect(top(root, '[part="categories"]')).to.equal(before);
    again.resolve([]);
    await waitUntil(() => !root.querySelector('[part="banner-space"]'), 'the space stays after an answer of none', { timeout: 2000 });
  });

  it('draws skeleton rows as tall as the rows that replace them, and keeps the requests section until the answer says there are none', async () => {
    const tree = deferred<FaqNode[]>();
    const tickets = deferred<[]>();
    const base = fakeServices();
    const { services } = fakeServices({ getFaqTree: () => tree.promise, getTickets: () => tickets.promise });
    const { root, find } = await mount({ routing: 'memory' }, services);
    const skeletonRow = (part: string) => root.querySelector<HTMLElement>(`[part="${part}"] [role="status"] > .hc-row`)!;
    await find('[part="landing-placeholder"] [role="status"]');
    const skeletonHeight = skeletonRow('landing-placeholder').offsetHeight;
    tree.resolve(await base.services.getFaqTree());
    await find('[part="active-requests"] [role="status"]');
    const requestSkeleton = skeletonRow('active-requests').offsetHeight;
    const cards = await find('a[part="topic"]', 'CardsOrdering, freezing and replacing cards.');
    // A category with an icon and a one-line description, as the skeleton draws it.
    expect(skeletonHeight).to.equal(cards.offsetHeight);
    // A request row has an icon, its title and its date: the same shape.
    expect(requestSkeleton).to.equal(cards.offsetHeight);
    expect(root.querySelector('[part="active-requests"]'), 'the section waits for its answer').not.to.equal(null);
    tickets.resolve([]);
    await waitUntil(() => !root.querySelector('[part="active-requests"]'), 'no section after an answer of none', { timeout: 2000 });
  });
});
