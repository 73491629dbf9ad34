/**
 * A relative image URL in a flow is the forms API's: with api-base on another origin (a partner
 * site), an IMAGE, TRANSACTION_CELL and ENTITY_CELL icons, an option's picture and its label's
 * icon, and a PROMPT's image resolve against api-base, not the page — against asset-base when it
 * is set (§7: static images come from the asset host). A LIST row's link, meant for the host page,
 * still resolves against the page.
 */
import { expect, waitUntil } from '@open-wc/testing';
import '../../../elements/fin-form';
import { imageSources } from '../../support/image-sources';

const API = 'https://forms.provider.test/base/';
let counter = 0;
const realFetch = window.fetch;

function serveFlow(views: unknown[]): void {
  window.fetch = async (input: RequestInfo | URL) => {
    const flowId = decodeURIComponent(new URL(String(input)).pathname.split('/')[4] ?? '');
    const flow = { id: flowId, name: 'Urls', state: 'INCOMPLETE', currentViewId: 'v', views };
    return new Response(JSON.stringify(flow), { status: 200, headers: { 'content-type': 'application/json' } });
  };
}

async function mount(views: unknown[], title: string, attributes: Record<string, string> = {}) {
  serveFlow(views);
  const form = document.createElement('fin-form');
  form.setAttribute('flow-id', `resource-urls-${Date.now()}-${counter++}`);
  form.setAttribute('api-base', API);
  for (const [name, value] of Object.entries(attributes)) form.setAttribute(name, value);
  form.setAttribute('widget-mode', '');
  document.body.append(form);
  const root = form.shadowRoot!;
  const sources = imageSources(root);
  await waitUntil(() => root.querySelector('h1')?.textContent === title, 'the view did not render', { timeout: 5000 });
  return { root, sources };
}

afterEach(() => {
  window.fetch = realFetch;
  document.body.replaceChildren();
});

describe('<fin-form> relative URLs from the forms API', () => {
  it('images resolve against api-base (a path from the root and a relative one), a LIST link against the page', async () => {
    const { root, sources } = await mount(
      [
        {
          id: 'v',
          type: 'FORM',
          title: 'Page',
          items: [
            { id: 'img', type: 'IMAGE', url: 'media/hero.png', title: 'Picture' },
            { id: 'tx', type: 'TRANSACTION_CELL', transaction: { id: 't', description: 'Shop', iconUrl: '/base/media/shop.png' } },
            { id: 'ent', type: 'ENTITY_CELL', entity: { id: 'e', title: 'Entity', iconUrl: 'media/entity.png' } },
            { id: 'list', type: 'LIST', items: [{ id: 'r', title: 'Row', link: { hyperlink: '/help/fees', title: 'Open row' } }] },
          ],
        },
      ],
      'Page',
    );
    await waitUntil(() => sources().length === 3, 'the images did not render', { timeout: 5000 });
    expect(sources().sort()).to.deep.equal([`${API}media/entity.png`, `${API}media/hero.png`, `${API}media/shop.png`]);
    expect(root.querySelector('.row__link')?.getAttribute('href')).to.equal(new URL('/help/fees', location.href).href);
  });

  it("an option's picture and its label's icon resolve against api-base", async () => {
    const options = [{ id: 'card', title: 'Card', assetUrl: 'media/card.png', labels: [{ title: 'Free', icon: { url: '/base/media/free.png' } }] }];
    const { root } = await mount([{ id: 'v', type: 'FORM', title: 'Pick', items: [{ id: 'how', type: 'SINGLE_SELECTION', title: 'How', options }] }], 'Pick');
    // The option's picture is a lazy chunk: it comes in after the option.
    await waitUntil(() => root.querySelector('.option-media img'), 'no picture', { timeout: 5000 });
    expect(root.querySelector('.option-media img')?.getAttribute('src')).to.equal(`${API}media/card.png`);
    expect(root.querySelector('[part="option-label"] img')?.getAttribute('src')).to.equal(`${API}media/free.png`);
  });

  it('a PROMPT image resolves against api-base', async () => {
    const { root } = await mount([{ id: 'v', type: 'PROMPT', title: 'Prompt', image: { url: '/base/media/prompt.svg' } }], 'Prompt');
    await waitUntil(() => root.querySelector('[part="image"]'), 'no image', { timeout: 5000 });
    expect(root.querySelector('[part="image"]')?.getAttribute('src')).to.equal(`${API}media/prompt.svg`);
  });

  it('with asset-base, relative images are the asset host\'s (§7: illustrations and flags come from it); links stay the page\'s', async () => {
    const assets = 'https://assets.provider.test/static/';
    const { root, sources } = await mount(
      [
        {
          id: 'v',
          type: 'FORM',
          title: 'Assets',
          items: [
            { id: 'img', type: 'IMAGE', url: 'media/hero.png', title: 'Picture' },
            { id: 'list', type: 'LIST', items: [{ id: 'r', title: 'Row', link: { hyperlink: '/help/fees', title: 'Open row' } }] },
          ],
        },
      ],
      'Assets',
      { 'asset-base': assets },
    );
    await waitUntil(() => sources().length === 1, 'the image did not render', { timeout: 5000 });
    expect(sources()).to.deep.equal([`${assets}media/hero.png`]);
    expect(root.querySelector('.row__link')?.getAttribute('href')).to.equal(new URL('/help/fees', location.href).href);
  });
});
