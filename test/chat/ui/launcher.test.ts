/**
 * <fin-chat-launcher> (issues 19, 37): the unread count from GET /tickets/summary, polled before the
 * panel runs for a signed-in page and for an anonymous visitor with a stored session (issue 37:
 * the badge is live before the panel's first open), then live from the panel's
 * fin-chat-unread-change events, '99+' past 99, in the button's accessible name; Enter on the
 * button opens the chat (fin-chat-open); axe finds nothing.
 */
import 'axe-core';
import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type AxeCore from 'axe-core';
import '../../../elements/fin-chat-launcher';
import { HOST_STATE_EVENT, HOST_STATE_KEY } from '../../../loader/protocol';
import type { HostState } from '../../../loader/protocol';
import { setAnonymousHint } from '../../../src/chat/anonymous-hint';
import { followUnread } from '../../../src/chat/launcher';
import { createMemoryStorage, createStorage } from '../../../src/shared/storage';
import { createFakeClock } from '../../support/fake-clock';

const { axe } = window as unknown as { axe: typeof AxeCore };
const realFetch = window.fetch;

function setHost(auth: HostState['auth'] = null): void {
  (globalThis as unknown as Record<string, HostState>)[HOST_STATE_KEY] = { config: { apiBase: 'https://chat.test' }, auth };
  globalThis.dispatchEvent(new Event(HOST_STATE_EVENT));
}

function mount(): HTMLElement {
  const launcher = document.createElement('fin-chat-launcher');
  launcher.setAttribute('device-key', 'test-device-key');
  document.body.append(launcher);
  return launcher;
}

const button = (launcher: HTMLElement) => launcher.shadowRoot!.querySelector('button')!;
const badge = (launcher: HTMLElement) => launcher.shadowRoot!.querySelector<HTMLElement>('[part="badge"]')!;
const unreadChange = (unread: number) => document.dispatchEvent(new CustomEvent('fin-chat-unread-change', { detail: { unread } }));

/** A chat API where POST /signin makes session sid-<client> and only that bearer reads the count. */
function signInServer(clientId: string, unread: number): { path: string; body: unknown }[] {
  const asked: { path: string; body: unknown }[] = [];
  const session = `sid-${clientId}`;
  window.fetch = async (input, init) => {
    const path = new URL(String(input)).pathname.replace(/^\/api\/chat\//, '');
    asked.push({ path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (path === 'signin') return json({ clientId, anonymous: false, sessionToken: session });
    return new Headers(init?.headers).get('authorization') === `Bearer ${session}` ? json({ unread, active: 1 }) : json({}, 401);
  };
  return asked;
}

describe('<fin-chat-launcher>', function () {
  // The first Enter loads the panel's code before it opens.
  this.timeout(20_000);
  afterEach(() => {
    document.body.replaceChildren();
    window.fetch = realFetch;
    setHost();
  });

  it('a signed-in page shows the unread count from /tickets/summary in the badge and the name', async () => {
    const asked: string[] = [];
    window.fetch = async (input) => {
      const url = String(input instanceof Request ? input.url : input);
      asked.push(url);
      return new Response(JSON.stringify({ unread: 2, active: 1 }), { headers: { 'content-type': 'application/json' } });
    };
    setHost({ token: 'host-token' });
    const launcher = mount();
    await waitUntil(() => badge(launcher).textContent === '2', 'no count from the summary', { timeout: 5000 });
    expect(asked.some((url) => new URL(url).pathname.endsWith('/tickets/summary'))).to.equal(true);
    expect(badge(launcher).hidden).to.equal(false);
    expect(button(launcher).getAttribute('aria-label')).to.equal('Support chat, 2 unread');
  });

  it('without a sign-in it asks for nothing and shows no badge', async () => {
    let asked = 0;
    window.fetch = async () => (asked++, new Response('{}'));
    const launcher = mount();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(asked).to.equal(0);
    expect(badge(launcher).hidden).to.equal(true);
    expect(button(launcher).getAttribute('aria-label')).to.equal('Support chat');
  });

  it('an anonymous visitor with a stored chat session: before the panel runs, the badge follows new agent messages; the panel then takes over', async () => {
    // As the panel leaves it: the session in the chat's storage, its presence in the launcher's hint.
    const chatStorage = createStorage({ namespace: 'chat' });
    await chatStorage.set('session:anonymous', { clientId: 'anon-7' });
    setAnonymousHint(true);
    let unread = 1;
    let session: string | undefined;
    const asked: string[] = [];
    window.fetch = async (input, init) => {
      const url = new URL(String(input instanceof Request ? input.url : input));
      const path = url.pathname.replace(/^\/api\/chat\//, '');
      asked.push(`${init?.method ?? 'GET'} ${path}`);
      const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      if (path === 'signin/anonymous') {
        expect(JSON.parse(String(init?.body))).to.deep.equal({ clientId: 'anon-7', tags: ['business'] });
        session = 'sid-1';
        return json({ clientId: 'anon-7', anonymous: true, sessionToken: session });
      }
      if (new Headers(init?.headers).get('authorization') !== `Bearer ${session}`) return json({ error: 'unauthorised' }, 401);
      return json({ unread, active: 1 });
    };
    try {
      const launcher = mount();
      await waitUntil(() => badge(launcher).textContent === '1', 'no count before the panel runs', { timeout: 5000 });
      expect(asked.slice(0, 2)).to.deep.equal(['POST signin/anonymous', 'GET tickets/summary']);
      // An agent writes while the panel has never opened: back to the page, the count is asked at once.
      unread = 2;
      document.dispatchEvent(new Event('visibilitychange'));
      await waitUntil(() => badge(launcher).textContent === '2', 'the count did not follow', { timeout: 3000 });
      expect(button(launcher).getAttribute('aria-label')).to.equal('Support chat, 2 unread');
      // The panel runs: its live counts replace the poll.
      unreadChange(0);
      const before = asked.length;
      unread = 5;
      document.dispatchEvent(new Event('visibilitychange'));
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(asked.length, 'no poll once the panel reports').to.equal(before);
      expect(badge(launcher).hidden).to.equal(true);
    } finally {
      await chatStorage.del('session:anonymous');
      setAnonymousHint(false);
    }
  });

  it('a signed-in page with no chat session yet signs in with the setAuth token and client-id, then reads the count', async () => {
    const asked = signInServer('c-9', 4);
    const launcher = document.createElement('fin-chat-launcher');
    launcher.setAttribute('device-key', 'test-device-key');
    launcher.setAttribute('client-id', 'c-9');
    document.body.append(launcher);
    // The host's token comes later (its answer to fin-auth-required): the launcher asks then.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(asked).to.deep.equal([]);
    setHost({ token: 'host-token' });
    await waitUntil(() => badge(launcher).textContent === '4', 'no count after sign-in', { timeout: 5000 });
    expect(asked.find((call) => call.path === 'signin')?.body).to.deep.equal({ verificationToken: 'host-token', clientId: 'c-9' });
    // Signed in before asking: no 401 for the browser to log on the host's console.
    expect(asked.map((call) => call.path).slice(0, 2)).to.deep.equal(['signin', 'tickets/summary']);
  });

  it("without its own client-id it signs in with the page's <fin-chat>'s before asking", async () => {
    const asked = signInServer('c-3', 3);
    // Only the panel's attribute is read: its code need not run.
    const page = document.createElement('div');
    page.innerHTML = '<fin-chat client-id="c-3" hidden></fin-chat>';
    const launcher = document.createElement('fin-chat-launcher');
    launcher.setAttribute('device-key', 'test-device-key');
    document.body.append(page, launcher);
    setHost({ token: 'host-token' });
    await waitUntil(() => badge(launcher).textContent === '3', 'no count with the panel’s client id', { timeout: 5000 });
    expect(asked.map((call) => call.path).slice(0, 2)).to.deep.equal(['signin', 'tickets/summary']);
    expect(asked[0]!.body).to.deep.equal({ verificationToken: 'host-token', clientId: 'c-3' });
  });

  it('a setAuth token and no client-id anywhere, and no cookie session: one console error and one fin-error naming client-id, then no more asking until a client-id comes', async () => {
    let summaries = 0;
    window.fetch = async (input, init) => {
      const path = new URL(String(input)).pathname.replace(/^\/api\/chat\//, '');
      const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      if (path === 'signin') return json({ clientId: 'c-5', anonymous: false, sessionToken: 'sid-c-5' });
      summaries++;
      return new Headers(init?.headers).get('authorization') === 'Bearer sid-c-5' ? json({ unread: 6, active: 1 }) : json({}, 401);
    };
    const logged: string[] = [];
    const error = console.error;
    console.error = (...args: unknown[]) => void logged.push(args.map(String).join(' '));
    const reported: { code: string; message: string }[] = [];
    try {
      setHost({ token: 'host-token' });
      const launcher = mount();
      launcher.addEventListener('fin-error', (event) => reported.push((event as CustomEvent).detail));
      await waitUntil(() => reported.length > 0, 'no fin-error', { timeout: 5000 });
      expect(reported[0]!.code).to.equal('missing_attribute');
      expect(reported[0]!.message).to.contain('client-id');
      expect(logged.filter((line) => line.startsWith('FinWidgets:'))).to.deep.equal([`FinWidgets: ${reported[0]!.message}`]);
      const asked = summaries;
      document.dispatchEvent(new Event('visibilitychange'));
      document.dispatchEvent(new Event('visibilitychange'));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(summaries, 'asked again with the same settings').to.equal(asked);
      expect(reported).to.have.length(1);
      // The host adds the client id: the next ask signs in and reads the count.
      launcher.setAttribute('client-id', 'c-5');
      document.dispatchEvent(new Event('visibilitychange'));
      await waitUntil(() => badge(launcher).textContent === '6', 'no count once the client id came', { timeout: 5000 });
    } finally {
      console.error = error;
    }
  });

  it('the poll: every 30 s while the page is visible, none while hidden, at once when it shows again (fake time)', async () => {
    const clock = createFakeClock(0);
    const storage = createMemoryStorage();
    let visibility: DocumentVisibilityState = 'visible';
    const page = new EventTarget() as unknown as Document;
    Object.defineProperty(page, 'visibilityState', { get: () => visibility });
    let asks = 0;
    const fetch = (async () => (asks++, new Response(JSON.stringify({ unread: asks, active: 1 }), { headers: { 'content-type': 'application/json' } }))) as typeof window.fetch;
    const counts: number[] = [];
    const follower = followUnread(() => ({ apiBase: 'https://chat.test', deviceKey: 'k', deviceId: 'd', locale: 'en-GB', token: 't' }), (unread) => counts.push(unread), { clock, storage, fetch, page });
    const settle = () => new Promise((resolve) => setTimeout(resolve, 30));
    await waitUntil(() => counts.length === 1, 'no first ask');
    clock.tick(29_999);
    await settle();
    expect(asks).to.equal(1);
    clock.tick(1);
    await waitUntil(() => counts.length === 2, 'no ask at 30 s');
    visibility = 'hidden';
    page.dispatchEvent(new Event('visibilitychange'));
    clock.tick(120_000);
    await settle();
    expect(asks, 'none while hidden').to.equal(2);
    visibility = 'visible';
    page.dispatchEvent(new Event('visibilitychange'));
    await waitUntil(() => counts.length === 3, 'no ask when the page showed again');
    follower.stop();
    clock.tick(60_000);
    await settle();
    expect(counts).to.deep.equal([1, 2, 3]);
  });

  it("follows the panel's live count: hidden at 0, '99+' past 99", async () => {
    const launcher = mount();
    unreadChange(3);
    expect(badge(launcher).textContent).to.equal('3');
    expect(button(launcher).getAttribute('aria-label')).to.equal('Support chat, 3 unread');
    unreadChange(120);
    expect(badge(launcher).textContent).to.equal('99+');
    unreadChange(0);
    expect(badge(launcher).hidden).to.equal(true);
    expect(button(launcher).getAttribute('aria-label')).to.equal('Support chat');
  });

  it('Enter on the button opens the chat (fin-chat-open); axe finds nothing, with and without a count', async () => {
    const launcher = mount();
    launcher.setAttribute('category', 'card-payments');
    const opened = new Promise<CustomEvent>((resolve) => document.addEventListener('fin-chat-open', (event) => resolve(event as CustomEvent), { once: true }));
    for (const unread of [0, 5]) {
      unreadChange(unread);
      const results = await axe.run(launcher.shadowRoot!.querySelector('button')!, { resultTypes: ['violations'] });
      expect(results.violations.map((violation) => violation.id)).to.deep.equal([]);
    }
    button(launcher).focus();
    await sendKeys({ press: 'Enter' });
    const event = await opened;
    expect(event.detail).to.deep.include({ category: 'card-payments' });
  });
});
