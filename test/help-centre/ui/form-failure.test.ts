/**
 * <fin-help-centre> when a form cannot open (§8 'Something went wrong' / 'Try again in a few
 * minutes' / 'Got it'): a host openForm that throws or rejects, and a `<fin-form>` the page's
 * loader fails to load (then Try again loads it). This file defines no <fin-form> of its own.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { fakeServices } from './fake-services';
import { mount, startUrl } from './support';

type Loader = ((command: string, ...args: unknown[]) => unknown) | undefined;
const win = window as unknown as { FinWidgets: Loader };
const errors: unknown[][] = [];
const consoleError = console.error;

beforeEach(() => {
  errors.length = 0;
  console.error = (...args: unknown[]) => errors.push(args);
});

afterEach(() => {
  console.error = consoleError;
  document.body.replaceChildren();
  history.replaceState(null, '', startUrl);
  win.FinWidgets = undefined;
});

async function toastShown(root: ShadowRoot) {
  await waitUntil(() => root.querySelector('[part~="toast"]'), 'no toast', { timeout: 3000 });
  const toast = root.querySelector('[part~="toast"]')!;
  return [toast.textContent?.includes('Something went wrong'), toast.textContent?.includes('Try again in a few minutes'), root.querySelector('[part="toast-action"]')?.textContent];
}

describe('<fin-help-centre> a form that fails to open', () => {
  for (const [name, openForm] of [
    ['throws', () => {
      throw new Error('host router down');
    }],
    ['rejects', () => Promise.reject(new Error('host router down')) as unknown as void],
  ] as const) {
    it(`shows the toast when the host's openForm ${name}, and logs it`, async () => {
      const { root, find } = await mount({ routing: 'memory' }, fakeServices({ openForm }).services);
      (await find('a[part="topic"]', 'CardsOrdering, freezing and replacing cards.')).click();
      (await find('a[part="topic"]', 'How do I freeze my card?')).click();
      (await find('button', 'Order a new card')).click();
      expect(await toastShown(root)).to.deep.equal([true, true, 'Got it']);
      await waitUntil(() => errors.length > 0, 'nothing logged');
      expect(String(errors[0]![0])).to.equal(`FinWidgets: help centre: the host's openForm failed for form "card-replacement".`);
    });
  }

  it('shows the toast and Try again when the loader fails to load <fin-form>; Try again loads it', async () => {
    let fail = true;
    win.FinWidgets = (command, tag) => {
      if (command !== 'ready' || tag !== 'fin-form') return undefined;
      if (fail) return Promise.reject(new Error('Could not load <fin-form>'));
      if (!customElements.get('fin-form')) customElements.define('fin-form', class extends HTMLElement {});
      return Promise.resolve();
    };
    history.replaceState(null, '', '/help-centre/form/card-replacement?reason=lost');
    const { root, find } = await mount({}, fakeServices().services);
    expect(await toastShown(root)).to.deep.equal([true, true, 'Got it']);
    fail = false;
    (await find('[part="retry"] button', 'Try again')).click();
    await waitUntil(() => root.querySelector('[part="form"] fin-form'), 'no form after Try again', { timeout: 3000 });
    expect(root.querySelector<HTMLElement>('[part="form"]')?.hidden).to.equal(false);
    expect(root.querySelector('[part="retry"]') === null, 'the retry view stays').to.equal(true);
  });
});
