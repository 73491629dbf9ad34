/**
 * History routing outside the base path: an element that renders first on a page outside its
 * base-path is a misconfiguration (one console error and one fin-error naming the attribute and
 * the fix, the message shown in the element); leaving the base path after having been inside is
 * the host app moving on, and coming into it shows the page.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { fakeServices } from './fake-services';
import { mount, startUrl } from './support';

const consoleError = console.error;
let errors: string[] = [];
let reported: { code: string; message: string }[] = [];
const onError = (event: Event) => reported.push((event as CustomEvent<{ code: string; message: string }>).detail);

beforeEach(() => {
  errors = [];
  reported = [];
  console.error = (...args: unknown[]) => void errors.push(String(args[0]));
  document.addEventListener('fin-error', onError);
});

afterEach(() => {
  console.error = consoleError;
  document.removeEventListener('fin-error', onError);
  document.body.replaceChildren();
  history.replaceState(null, '', startUrl);
});

const configError = (root: ShadowRoot) => root.querySelector('[part="config-error"]')?.textContent ?? null;

describe('<fin-help-centre> outside its base path (history routing)', () => {
  it('is a misconfiguration when it first renders outside: one console error and one fin-error naming base-path and the fix, shown in the element', async () => {
    history.replaceState(null, '', '/support');
    const { root, text } = await mount({}, fakeServices().services);
    await waitUntil(() => configError(root) !== null, 'no configuration error in the element');
    const message = configError(root)!;
    expect(message).to.include('attribute "base-path" is "/help-centre", but the page is at "/support"');
    expect(message).to.include('base-path="/support"');
    expect(message).to.include('routing="memory"');
    // Once, however often it renders.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(errors.filter((error) => error.includes('base-path'))).to.deep.equal([`FinWidgets: ${message}`]);
    expect(reported).to.deep.equal([{ code: 'invalid_attribute', message }]);
    expect(text().includes('Not found') || text().includes('How can we help?'), 'a page under the message').to.equal(false);
    // Coming into the base path shows the page.
    history.pushState(null, '', '/help-centre');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await waitUntil(() => text().includes('How can we help?'), 'no landing page once inside');
    expect(configError(root)).to.equal(null);
  });

  it('works at its base path, and leaving it later is no error', async () => {
    history.replaceState(null, '', '/support');
    const { root, text } = await mount({ 'base-path': '/support' }, fakeServices().services);
    await waitUntil(() => text().includes('How can we help?'), 'no landing at its base path');
    history.pushState(null, '', '/accounts/overview');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect([configError(root), errors, reported]).to.deep.equal([null, [], []]);
  });
});
