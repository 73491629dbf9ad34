/**
 * Opening and closing the panel, without React: the launcher, FinWidgets('chat.open') and any
 * `fin-chat-open` event on the page go through here. One `<fin-chat>` serves the page (made and
 * appended when the page has none); focus goes back to what opened it when it closes.
 */
import { emit } from '../shared/events';
import { FinWidgetsArgumentError } from '../shared/errors';
import type { ChatOpenDetail } from './events';

/** What the panel element offers this module (the element class in elements/fin-chat.ts). */
export interface ChatPanelHost extends HTMLElement {
  open?: boolean | undefined;
  request?: ChatRequest | undefined;
}

/** An open request as the view receives it; `seq` tells two identical requests apart. */
export interface ChatRequest extends ChatOpenDetail {
  seq: number;
}

const openers = new WeakMap<HTMLElement, HTMLElement>();
let seq = 0;

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

/** Checks a chat.open argument: {ticketId?, category?, context?, externalRef?, suggestions?, form?}. */
export function openDetail(value: unknown): ChatOpenDetail {
  if (value === undefined) return {};
  const fail = (message: string) => {
    throw new FinWidgetsArgumentError('invalid_chat_open', `chat.open: ${message}`);
  };
  if (!value || typeof value !== 'object' || Array.isArray(value)) fail('takes an object {ticketId?, category?, context?, externalRef?, suggestions?, form?}');
  const { ticketId, category, context, externalRef, suggestions, form, ...rest } = value as Record<string, unknown>;
  for (const [name, text] of Object.entries({ ticketId, category, externalRef, form })) {
    if (text !== undefined && (typeof text !== 'string' || !text)) fail(`${name} must be a non-empty string`);
  }
  const suggestion = (item: unknown) => Boolean(item) && typeof (item as { id?: unknown }).id === 'string' && typeof (item as { title?: unknown }).title === 'string';
  if (suggestions !== undefined && !(Array.isArray(suggestions) && suggestions.every(suggestion))) fail('suggestions must be a list of {id, title} strings');
  const unknown = Object.keys(rest);
  if (unknown.length) fail(`unknown option "${unknown[0]}"`);
  return {
    ticketId: ticketId as string | undefined,
    category: category as string | undefined,
    context,
    externalRef: externalRef as string | undefined,
    suggestions: suggestions as ChatOpenDetail['suggestions'],
    form: form as string | undefined,
  };
}

/**
 * Listens for `fin-chat-open` on the document (once per page): the page's `<fin-chat>`, or a new
 * one, opens with the event's detail.
 */
export function listenForOpen(tag: string): void {
  document.addEventListener('fin-chat-open', (event) => {
    if (event.defaultPrevented) return;
    const panel = (document.querySelector(tag) ?? document.body.appendChild(document.createElement(tag))) as ChatPanelHost;
    showPanel(panel, openDetail(event.detail ?? undefined));
  });
}

/** FinWidgets('chat.open', detail): the same as dispatching fin-chat-open on the document. */
export async function openChat(detail?: unknown): Promise<void> {
  emit(document, 'fin-chat-open', openDetail(detail));
}
