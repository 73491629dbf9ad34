/**
 * Feature switches set by the host (§6) through the loader's state, read where they apply in the
 * help centre: landingPageNeedMoreHelp, landingPageTicketorRedesign and debug. (The troubleshooter
 * switches are read by the troubleshooters' own tests.)
 */
import { expect, waitUntil } from '@open-wc/testing';
import { HOST_STATE_EVENT, HOST_STATE_KEY } from '../../../loader/protocol';
import { fakeServices } from './fake-services';
import { mount, startUrl } from './support';

const w = window as unknown as Record<string, unknown>;
function setFeatures(features: Record<string, boolean>) {
  w[HOST_STATE_KEY] = { config: { features }, auth: null };
  window.dispatchEvent(new Event(HOST_STATE_EVENT));
}

afterEach(() => {
  delete w[HOST_STATE_KEY];
  document.body.replaceChildren();
  history.replaceState(null, '', startUrl);
});

const order = (root: ShadowRoot) => [...root.querySelectorAll('[part="categories"], [part="active-requests"], [part="need-more-help"]')].map((node) => node.getAttribute('part'));

describe('<fin-help-centre> feature switches (§6)', () => {
  it('shows need more help below the categories and the requests after them by default', async () => {
    const { root, find } = await mount({ routing: 'memory' }, fakeServices().services);
    await find('[part="request"]');
    expect(order(root)).to.deep.equal(['categories', 'active-requests', 'need-more-help']);
  });

  it('landingPageNeedMoreHelp false hides the need-more-help section', async () => {
    setFeatures({ landingPageNeedMoreHelp: false });
    const { root, find } = await mount({ routing: 'memory' }, fakeServices().services);
    await find('[part="request"]');
    expect(order(root)).to.deep.equal(['categories', 'active-requests']);
  });

  it('landingPageTicketorRedesign true puts the active requests above the categories, and follows a change', async () => {
    setFeatures({ landingPageTicketorRedesign: true });
    const { root, find } = await mount({ routing: 'memory' }, fakeServices().services);
    await find('[part="request"]');
    expect(order(root)).to.deep.equal(['active-requests', 'categories', 'need-more-help']);
    setFeatures({ landingPageTicketorRedesign: false });
    await waitUntil(() => order(root)[0] === 'categories', 'the switch was not followed');
  });

  it("debug shows the FAQ key under an article's title, and nothing without it", async () => {
    history.replaceState(null, '', '/help-centre/faq/cards/lost');
    const plain = await mount({}, fakeServices().services);
    await plain.waitText('First, freeze it');
    expect(plain.root.querySelector('[part="debug"]')).to.equal(null);
    document.body.replaceChildren();
    setFeatures({ debug: true });
    const debug = await mount({}, fakeServices().services);
    const key = await debug.find('[part="debug"]');
    expect(key.textContent).to.include('lost');
  });
});
