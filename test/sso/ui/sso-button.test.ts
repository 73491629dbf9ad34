import { expect, waitUntil } from '@open-wc/testing';
import '../../../elements/fin-sso-button';
import { commands } from '../../../elements/fin-sso-button';

const SERVICE = 'https://sso.example/';

async function mount(attributes: Record<string, string>) {
  const element = document.createElement('fin-sso-button');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  const events: { type: string; detail: Record<string, string> }[] = [];
  for (const type of ['fin-sso-success', 'fin-sso-error', 'fin-error']) {
    element.addEventListener(type, (event) => events.push({ type, detail: (event as CustomEvent).detail }));
  }
  document.body.append(element);
  await waitUntil(() => element.shadowRoot?.querySelector('button'), 'the button did not render');
  const root = element.shadowRoot!;
  return { element, events, button: root.querySelector('button')!, error: () => root.querySelector('[part="error"]')!.textContent };
}

const here = () => location.pathname;
const originalOpen = window.open;

afterEach(() => {
  document.body.replaceChildren();
  window.open = originalOpen;
  history.replaceState(null, '', here());
});

describe('<fin-sso-button>', () => {
  it('is labelled Sign in, or Sign up for the signup flows', async () => {
    const set = { 'service-url': SERVICE, 'client-id': 'shop', 'redirect-uri': '/return' };
    expect((await mount(set)).button.textContent).to.equal('Sign in');
    expect((await mount({ ...set, flow: 'signup_only' })).button.textContent).to.equal('Sign up');
  });

  it('opens the popup inside the click; a blocked popup shows words and sends popup_blocked', async () => {
    const calls: string[] = [];
    window.open = ((_url: string, name: string, features: string) => {
      calls.push(`${name} ${features.split(',').slice(0, 2).join(',')}`);
      return null;
    }) as typeof window.open;
    const { button, events, error } = await mount({ 'service-url': SERVICE, 'client-id': 'shop', 'redirect-uri': '/return', mode: 'popup' });
    button.click();
    // Synchronously, in the click: nothing was awaited before window.open.
    expect(calls).to.deep.equal(['sso width=440,height=680']);
    await waitUntil(() => events.length === 1);
    expect(events[0]!.type).to.equal('fin-sso-error');
    expect(events[0]!.detail.error).to.equal('popup_blocked');
    expect(events[0]!.detail.message).to.equal('Your browser blocked the sign-in window. Allow pop-ups and try again.');
    await waitUntil(() => error() === events[0]!.detail.message);
    expect(button.getAttribute('aria-busy')).to.equal(null);
  });

  it('says it is not set up, and tells the developer which attribute is wrong', async () => {
    const { button, events, error } = await mount({ 'service-url': '/sso', 'client-id': 'shop', 'redirect-uri': '/return' });
    button.click();
    await waitUntil(() => events.length === 1);
    expect(events[0]!.type).to.equal('fin-error');
    expect(events[0]!.detail.code).to.equal('invalid_sign_in_options');
    expect(events[0]!.detail.message).to.equal('<fin-sso-button> serviceUrl must be an absolute http(s) URL, got "/sso".');
    await waitUntil(() => error() === 'Sign-in is not set up here yet.');
  });

  it('on the return page: reads the answer, sends fin-sso-success with the verifier, cleans the address', async () => {
    const state = '_pk_ReturnPageTest01';
    const codeVerifier = 'v'.repeat(64);
    localStorage.setItem('fin_sso_attempts', JSON.stringify([{ state, codeVerifier }]));
    history.replaceState(null, '', `${here()}?keep=1&code=THE-CODE&state=${state}`);
    const { events } = await mount({ 'service-url': SERVICE, 'client-id': 'shop', 'redirect-uri': here() });
    await waitUntil(() => events.length === 1);
    expect(JSON.stringify(events[0])).to.equal(JSON.stringify({ type: 'fin-sso-success', detail: { authCode: 'THE-CODE', codeVerifier, state } }));
    expect(location.search).to.equal('?keep=1');
    // Replaying the address: the attempt is spent.
    history.replaceState(null, '', `${here()}?code=THE-CODE&state=${state}`);
    expect(JSON.stringify(await commands.handleSignInReturn())).to.equal(
      JSON.stringify({ status: 'error', error: 'code_verifier_already_used', errorDescription: '', state }),
    );
    localStorage.removeItem('fin_sso_attempts');
  });

  it('is not stuck busy when Back restores the page from the back/forward cache after a redirect', async () => {
    // A popup that stays open keeps the attempt busy, as a redirect that left the page would.
    const popup = { closed: false, location: { replace() {} }, close() {} };
    window.open = (() => popup) as unknown as typeof window.open;
    const { button } = await mount({ 'service-url': SERVICE, 'client-id': 'shop', 'redirect-uri': '/elsewhere', mode: 'popup' });
    button.click();
    await waitUntil(() => button.getAttribute('aria-busy') === 'true', 'the button did not turn busy');
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
    expect(button.getAttribute('aria-busy')).to.equal('true');
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    await waitUntil(() => button.getAttribute('aria-busy') !== 'true', 'the button stayed busy after a bfcache restore');
    popup.closed = true;
  });
});
