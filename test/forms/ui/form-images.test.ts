/**
 * §2 PROMPT and BOTTOM_PROMPT images in their three forms (§3 View image): icon name, countryCode
 * flag, URL. The flags come from the test server's asset host (test/support/flag-fixtures.mjs: gb,
 * ie and ae load, any other is missing).
 */
import { expect, waitUntil } from '@open-wc/testing';
import '../../../elements/fin-form';

type Json = Record<string, unknown>;
let counter = 0;

const ASSETS = `${location.origin}/flag-host/`;

/** A PROMPT (or a FORM under a BOTTOM_PROMPT) whose image is `image`; api-base is the test asset host. */
async function mount(type: 'PROMPT' | 'BOTTOM_PROMPT', image: unknown) {
  const flowId = `images-${Date.now()}-${counter++}`;
  const views: Json[] =
    type === 'PROMPT'
      ? [{ id: 'p', type: 'PROMPT', title: 'Prompt', image }]
      : [{ id: 'v1', type: 'FORM', title: 'Under' }, { id: 's', type: 'BOTTOM_PROMPT', title: 'Sheet', image, actions: [{ id: 'ok', title: 'Ok' }] }];
  const flow = { id: flowId, name: 'Images', state: 'INCOMPLETE', views, currentViewId: type === 'PROMPT' ? 'p' : 's' };
  const element = document.createElement('fin-form');
  element.adapter = { loadFlow: async () => structuredClone(flow), submitFlow: async () => ({}) };
  element.setAttribute('flow-id', flowId);
  element.setAttribute('widget-mode', '');
  element.setAttribute('api-base', ASSETS);
  document.body.append(element);
  const root = element.shadowRoot!;
  const scope = () => (type === 'PROMPT' ? root.querySelector('[part="view"]') : root.querySelector('[role="dialog"]'));
  await waitUntil(() => scope()?.textContent?.includes(type === 'PROMPT' ? 'Prompt' : 'Sheet'), `the ${type} did not render`);
  return { image: () => scope()!.querySelector<HTMLElement>('[part="image"]') };
}

afterEach(() => document.body.replaceChildren());

for (const type of ['PROMPT', 'BOTTOM_PROMPT'] as const) {
  describe(`<fin-form> ${type} image`, () => {
    it('a URL (as a string, and as {url}) is an image of that URL', async () => {
      for (const image of ['https://cdn.example.test/hero.png', { url: 'https://cdn.example.test/hero.png' }]) {
        const form = await mount(type, image);
        expect(form.image()?.tagName, JSON.stringify(image)).to.equal('IMG');
        expect((form.image() as HTMLImageElement).src).to.equal('https://cdn.example.test/hero.png');
        document.body.replaceChildren();
      }
    });

    it('an icon name the SDK has is that icon', async () => {
      const form = await mount(type, { icon: { name: 'info' } });
      expect(form.image()?.dataset.kind).to.equal('icon');
      expect(form.image()!.querySelectorAll('svg').length).to.equal(1);
    });

    it('a countryCode is the flag under api-base: {api-base}/api/assets/flags/{cc}.svg', async () => {
      const form = await mount(type, { icon: { countryCode: 'GB' } });
      expect(form.image()?.tagName).to.equal('IMG');
      expect((form.image() as HTMLImageElement).src).to.equal(`${ASSETS}api/assets/flags/gb.svg`);
    });

    it('an icon name the SDK lacks falls back to the flag, then the URL, else shows nothing', async () => {
      const withFlag = await mount(type, { url: 'https://cdn.example.test/hero.png', icon: { name: 'no-such-icon', countryCode: 'ie' } });
      expect((withFlag.image() as HTMLImageElement).src).to.equal(`${ASSETS}api/assets/flags/ie.svg`);
      document.body.replaceChildren();
      const withUrl = await mount(type, { url: 'https://cdn.example.test/hero.png', icon: { name: 'no-such-icon' } });
      expect((withUrl.image() as HTMLImageElement).src).to.equal('https://cdn.example.test/hero.png');
      document.body.replaceChildren();
      const bare = await mount(type, { icon: { name: 'no-such-icon', countryCode: '../x' } });
      expect(bare.image() === null, 'an image was shown').to.equal(true);
    });

    it('a flag that does not load is never a broken image: the URL shows instead, else nothing', async () => {
      const withUrl = await mount(type, { url: 'https://cdn.example.test/hero.png', icon: { countryCode: 'CA' } });
      await waitUntil(() => (withUrl.image() as HTMLImageElement | null)?.src === 'https://cdn.example.test/hero.png', 'the missing flag stayed');
      expect(withUrl.image()?.dataset.kind).to.equal('url');
      document.body.replaceChildren();
      const flagOnly = await mount(type, { icon: { countryCode: 'CA' } });
      await waitUntil(() => flagOnly.image() === null, 'a broken flag image stayed');
    });
  });
}
