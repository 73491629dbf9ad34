/**
 * Opening and closing the panel, without React: the launcher, FinWidgets('chat.open') and any
 * `fin-chat-open` event on the page go through here. One `<fin-chat>` serves the page (made and
 * appended when the page has none); focus goes back to what opened it when it closes.
 */
import { emit } from '../shared/events';
import { FinWidgetsArgumentError } from '../shared/errors';
import { ChatDisabledError } from './core/errors';
import type { ChatOpenDetail } from './events';

/**
 * What the panel element offers (the element class in elements/fin-chat.ts). The panel's view
 * opens and closes it through its methods: the element's entry and the panel's chunks each have
 * a copy of this module, and the openers to give focus back to are the element's.
 */
export interface ChatPanelHost extends HTMLElement {
  open?: boolean | undefined;
  request?: ChatRequest | undefined;
  show(detail?: ChatOpenDetail): void;
  hide(): void;
}

/** An open request as the view receives it; `seq` tells two identical requests apart. */
export interface ChatRequest extends ChatOpenDetail {
  seq: number;
}

const openers = new WeakMap<HTMLElement, HTMLElement>();
let seq = 0;
const TAG = 'fin-chat';
// What a panel made for a page without one takes from the page's launcher: the same provider and user.
const LAUNCHER_SETTINGS = ['api-base', 'locale', 'device-id', 'device-key', 'client-id'] as const;
/** Set by FinWidgets('chat.disable'): panels made later start disabled too. */
let disabledByHost = false;

/** The focused element, looking into open shadow roots (the launcher's button). */
function deepActiveElement(): HTMLElement | undefined {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : undefined;
}

export function showPanel(panel: ChatPanelHost, detail: ChatOpenDetail = {}): void {
  const opener = deepActiveElement();
  if (opener && !panel.contains(opener) && !panel.shadowRoot?.contains(opener)) openers.set(panel, opener);
  panel.request = { ...detail, seq: ++seq };
  panel.open = true;
}

/** Closes the panel and gives focus back to what opened it (still on the page). */
export function hidePanel(panel: ChatPanelHost): void {
  panel.open = false;
  emit(panel, 'fin-chat-close', { ticketId: panel.request?.ticketId });
  const opener = openers.get(panel);
  openers.delete(panel);
  if (opener?.isConnected) opener.focus();
}

const TEXT_OPTIONS = ['ticketId', 'category', 'externalRef', 'titleKey', 'faqPath', 'localisedFaqPath', 'form'] as const;
const OPTIONS = '{ticketId?, category?, context?, externalRef?, titleKey?, faqPath?, localisedFaqPath?, suggestions?, form?}';

/** Checks a chat.open argument: ChatOpenDetail's fields, each of its type. */
export function openDetail(value: unknown): ChatOpenDetail {
  if (value === undefined) return {};
  const fail = (message: string): never => {
    throw new FinWidgetsArgumentError('invalid_chat_open', `chat.open: ${message}`);
  };
  if (!value || typeof value !== 'object' || Array.isArray(value)) fail(`takes an object ${OPTIONS}`);
  const given = value as Record<string, unknown>;
  const detail: Record<string, unknown> = {};
  for (const [name, option] of Object.entries(given)) {
    if (option === undefined) continue;
    if ((TEXT_OPTIONS as readonly string[]).includes(name)) {
      if (typeof option !== 'string' || !option) fail(`${name} must be a non-empty string`);
    } else if (name === 'suggestions') {
      const valid = (item: unknown) => !!item && typeof (item as { id?: unknown }).id === 'string' && typeof (item as { title?: unknown }).title === 'string';
      if (!Array.isArray(option) || !option.every(valid)) fail('suggestions must be a list of {id, title} strings');
    } else if (name !== 'context') fail(`unknown option "${name}"`);
    detail[name] = option;
  }
  return detail as ChatOpenDetail;
}

/**
 * Listens for `fin-chat-open` on the document (once per page): the page's `<fin-chat>`, or a new
 * one, opens with the event's detail.
 */
export function listenForOpen(): void {
  document.addEventListener('fin-chat-open', (event) => {
    if (event.defaultPrevented) return;
    let panel = document.querySelector<ChatPanelHost>(TAG);
    if (!panel) {
      panel = document.createElement(TAG) as ChatPanelHost;
      panel.toggleAttribute('disabled', disabledByHost);
      const launcher = document.querySelector('fin-chat-launcher');
      for (const name of LAUNCHER_SETTINGS) {
        const value = launcher?.getAttribute(name);
        if (value != null) panel.setAttribute(name, value);
      }
      document.body.append(panel);
    }
    showPanel(panel, openDetail(event.detail ?? undefined));
  });
}

/**
 * FinWidgets('chat.open', detail): the same as dispatching fin-chat-open on the document. While
 * the chat is disabled it rejects with 'Chat is disabled.' (§5) and opens nothing.
 */
export async function openChat(detail?: unknown): Promise<void> {
  const checked = openDetail(detail);
  if (disabledByHost || document.querySelector(`${TAG}[disabled]`)) throw new ChatDisabledError();
  emit(document, 'fin-chat-open', checked);
}

/** FinWidgets('chat.disable') / ('chat.enable') (§4.4): every `<fin-chat>` of the page, and those made later. */
function setDisabled(disabled: boolean): void {
  disabledByHost = disabled;
  for (const panel of document.querySelectorAll(TAG)) panel.toggleAttribute('disabled', disabled);
}
export const disableChat = async (): Promise<void> => setDisabled(true);
export const enableChat = async (): Promise<void> => setDisabled(false);
