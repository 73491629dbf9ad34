/**
 * <fin-chat-launcher> (issue 19): the unread count from GET /tickets/summary for a signed-in page,
 * live from the panel's fin-chat-unread-change events, '99+' past 99, in the button's accessible
 * name; Enter on the button opens the chat (fin-chat-open); axe finds nothing.
 */
import 'axe-core';
import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type AxeCore from 'axe-core';
import '../../../elements/fin-chat-launcher';
import { HOST_STATE_EVENT, HOST_STATE_KEY } from '../../../loader/protocol';
import type { HostState } from '../../../loader/protocol';

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
