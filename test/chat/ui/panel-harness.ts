/**
 * A real `<fin-chat>` on fakes: the in-memory chat backend behind window.fetch (and an
 * XMLHttpRequest, which uploads use), a WebSocket whose
 * connections the test opens and feeds, the loader's host state (features, auth) set by hand,
 * and the usage reports caught. Storage is the page's IndexedDB, emptied after each test.
 */
import 'axe-core';
import { expect, waitUntil } from '@open-wc/testing';
import type AxeCore from 'axe-core';
import '../../../elements/fin-chat';
// The panel's code in the test's bundle up front: these tests are about the panel, not its lazy load (test/chat/element.test.ts).
import '../../../elements/panels/fin-chat';
import type { FinChatElement } from '../../../elements/fin-chat';
import { HOST_STATE_EVENT, HOST_STATE_KEY } from '../../../loader/protocol';
import type { HostState } from '../../../loader/protocol';
import type { UsageEvent } from '../../../src/shared/usage';
import type { ChatOpenDetail } from '../../../src/chat/events';
import { setUsageSink } from '../../../src/shared/usage';
import { STORAGE_DB_NAME } from '../../../src/shared/constants';
import { CHAT_CONTEXT_STORAGE_KEY } from '../../../src/chat/constants';
import { OUTBOX_BACKUP_KEY } from '../../../src/chat/core/outbox';
import { createFakeBackend } from '../support/fake-backend';
import { fakeXhr } from '../support/fake-xhr';
import type { FakeBackend } from '../support/fake-backend';
import '../../support/floating-layer';

const { axe } = window as unknown as { axe: typeof AxeCore };
const realFetch = window.fetch;
const RealXhr = window.XMLHttpRequest;
const RealWebSocket = window.WebSocket;

/** A WebSocket the test drives from the server's side. */
export class FakeWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static instances: FakeWebSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number; reason: string }) => void) | null = null;

  constructor(readonly url: string) {
    FakeWebSocket.instances.push(this);
  }
  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }
  close(): void {
    this.readyState = 3;
  }
  /** The server accepts the connection. */
  accept(): void {
    this.readyState = 1;
    this.onopen?.();
  }
  receive(frame: unknown): void {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
}

export const usage: UsageEvent[] = [];

export function setHost(state: Partial<HostState['config']> = {}, auth: HostState['auth'] = null): void {
  (globalThis as unknown as Record<string, HostState>)[HOST_STATE_KEY] = { config: state, auth };
  globalThis.dispatchEvent(new Event(HOST_STATE_EVENT));
}

let backend: FakeBackend;

beforeEach(() => {
  backend = createFakeBackend();
  window.fetch = backend.fetch;
  window.XMLHttpRequest = fakeXhr(backend.fetch);
  (window as unknown as { WebSocket: unknown }).WebSocket = FakeWebSocket;
  FakeWebSocket.instances = [];
  usage.length = 0;
  setUsageSink((event) => void usage.push(event));
  setHost();
});

afterEach(async () => {
  document.body.replaceChildren();
  window.fetch = realFetch;
  window.XMLHttpRequest = RealXhr;
  window.WebSocket = RealWebSocket;
  sessionStorage.removeItem(CHAT_CONTEXT_STORAGE_KEY);
  localStorage.removeItem(OUTBOX_BACKUP_KEY);
  setHost();
  // Queued messages and the anonymous session live in IndexedDB: each test starts without them.
  const cleared = new Promise((resolve) => {
    const request = indexedDB.open(STORAGE_DB_NAME);
    // No database yet (the test's panel stored nothing): make none. An empty one would lack the
    // SDK's store, so the next test's panel would fall back to memory for the rest of the file and
    // carry one test's queued messages into the next (failed-send failed so under load).
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onsuccess = () => {
      const db = request.result;
      const names = [...db.objectStoreNames];
      if (!names.length) return resolve(db.close());
      const transaction = db.transaction(names, 'readwrite');
      for (const name of names) transaction.objectStore(name).clear();
      transaction.oncomplete = () => resolve(db.close());
      transaction.onerror = () => resolve(db.close());
    };
    request.onerror = () => resolve(undefined);
  });
  await cleared;
});

export interface PanelOptions {
  attributes?: Record<string, string>;
  properties?: Partial<Pick<FinChatElement, 'suggestions' | 'faqs'>> & Record<string, unknown>;
  /** The open request's detail (chat.open's argument). */
  open?: ChatOpenDetail | false;
  /** Accept the chat socket as soon as it connects (default true). */
  acceptSocket?: boolean;
  /** Chat as an anonymous visitor (default true); false waits for the host's setAuth. */
  anonymous?: boolean;
}

/** Mounts `<fin-chat anonymous>` (or a signed-in one) on the fake backend and opens it. */
export async function openPanel(options: PanelOptions = {}) {
  const element = document.createElement('fin-chat');
  element.setAttribute('api-base', 'https://chat.test');
  element.setAttribute('device-key', 'test-device-key');
  element.setAttribute('device-id', 'device-1');
  if (options.anonymous ?? true) element.setAttribute('anonymous', '');
  for (const [name, value] of Object.entries(options.attributes ?? {})) element.setAttribute(name, value);
  Object.assign(element, options.properties ?? {});
  document.body.append(element);
  if (options.open !== false) element.show(options.open || {});
  const root = element.shadowRoot!;
  const acceptSocket = options.acceptSocket ?? true;
  if (acceptSocket) {
    // Waits as long as this test's panel is on the page: under load its lazy chunks can take over
    // 4 s to connect, and a socket never accepted means no re-sync (message-kinds' 'no re-sync'
    // failed so in CI). Never past it: a later test's socket is that test's to accept.
    void waitUntil(() => !element.isConnected || FakeWebSocket.instances[0], '', { timeout: 20_000 }).then(
      () => element.isConnected && FakeWebSocket.instances[0]!.accept(),
      () => undefined,
    );
  }
  return panelDriver(element, root);
}

const text = (node: Element | null | undefined) => node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

/** Drives a mounted chat view: `<fin-chat>` from openPanel, or a ChatView mounted with props a test sets (a fake clock). */
export function panelDriver(element: FinChatElement, root: ShadowRoot) {
  const find = async <E extends Element = HTMLElement>(selector: string, timeout = 3000): Promise<E> => {
    await waitUntil(() => root.querySelector(selector), `nothing matched ${selector}`, { timeout });
    return root.querySelector(selector) as E;
  };
  const all = (selector: string) => [...root.querySelectorAll<HTMLElement>(selector)];
  const texts = (selector: string) => all(selector).map(text);
  const buttonNamed = (name: string) =>
    all('button, [role="menuitem"]').find((node) => text(node) === name || node.getAttribute('aria-label') === name) as HTMLButtonElement | undefined;
  const button = async (name: string, timeout = 3000) => {
    await waitUntil(() => buttonNamed(name), `no button "${name}"`, { timeout });
    return buttonNamed(name)!;
  };
  /** Focuses the control and presses it with the keyboard (Enter), as a keyboard user does. */
  const press = async (name: string | HTMLElement) => {
    const target = typeof name === 'string' ? await button(name) : name;
    target.focus();
    expect(deepActive()?.outerHTML.slice(0, 80), 'focus').to.equal(target.outerHTML.slice(0, 80));
    target.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true }));
    // A native button turns Enter into a click; synthetic key events do not, so do what the browser would.
    target.click();
  };
  const deepActive = (): Element | null => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active;
  };
  const type = async (value: string) => {
    const input = await find<HTMLTextAreaElement>('[part="input"]');
    input.focus();
    const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    return input;
  };
  const key = (target: Element, keyName: string, init: KeyboardEventInit = {}) =>
    target.dispatchEvent(new KeyboardEvent('keydown', { key: keyName, bubbles: true, composed: true, cancelable: true, ...init }));
  const axeClean = async (what: string) => {
    // The panel slides in: colours read mid-fade are not what a user sees. A menu that closed cancels its fade (its finished rejects).
    await Promise.all(root.getAnimations().filter((animation) => animation.effect?.getTiming().iterations !== Infinity).map((animation) => animation.finished.catch(() => undefined)));
    const results = await axe.run(element, { resultTypes: ['violations'] });
    expect(
      results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(" ")} ${node.any.map((check) => check.message).join(";")}`).join(", ")}`),
      `axe in ${what}`,
    ).to.deep.equal([]);
  };
  /** Picks a file with the composer's picker; it waits with its preview until `send` (default) presses Send. */
  const attach = async (file: File, { send = true } = {}) => {
    const picker = await find<HTMLInputElement>('input[type="file"]');
    const transfer = new DataTransfer();
    transfer.items.add(file);
    picker.files = transfer.files;
    picker.dispatchEvent(new Event('change', { bubbles: true }));
    await find('[part="attachment-preview"]');
    if (send) root.querySelector<HTMLButtonElement>('[part="send"]')!.click();
  };
  const socket = () => FakeWebSocket.instances.find((instance) => instance.url.includes('/api/chat/ws'));
  return { element, root, backend, find, all, texts, button, buttonNamed, press, type, key, axeClean, deepActive, socket, text, attach };
}

export type PanelDriver = ReturnType<typeof panelDriver>;

/** The backend the current test's panel talks to. */
export const currentBackend = (): FakeBackend => backend;

export { text };
