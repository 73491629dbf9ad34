import { CHAT_SEGMENTS } from '../src/chat/constants';
import { PRELOAD_MODES } from '../src/chat/launcher-strings';
import type { PreloadMode } from '../src/chat/launcher-strings';
import type { ChatOpenDetail } from '../src/chat/events';
import { disableChat, enableChat, hidePanel, listenForOpen, openChat, showPanel } from '../src/chat/open';
import type { ChatRequest } from '../src/chat/open';
import { preloadWhenIdle } from '../src/chat/preload';
import type { ChatViewProps } from '../src/chat/settings';
import { emit } from '../src/shared/events';
import { consoleLogger } from '../src/shared/logger';
import { once } from '../src/shared/once';
import { oneOf } from './attributes';
import { createLazyElementClass } from './lazy';
import { load as loadPanel } from './panels/load-fin-chat';
import { load as loadFrame } from './panels/load-fin-chat-frame';
import { defineElement } from './register';

const TAG = 'fin-chat';

/** The panel's code (React, the panel, the chat core): once, and again after a failure, which is reported as the loader reports a tag it could not load. */
const panelCode = once(async () => {
  try {
    return (await loadPanel()).renderer;
  } catch (error) {
    consoleLogger.error(`Could not load <${TAG}>`, error);
    for (const panel of document.querySelectorAll(TAG)) emit(panel, 'fin-error', { code: 'load_failed', message: `Could not load <${TAG}>.` });
    throw error;
  }
});

// Defined at once, React-free: attributes, properties and methods work on a closed panel; the
// panel's code loads on an open (show(), the open attribute, fin-chat-open, chat.open), on
// chat.preload (the launcher's intent) or with preload="idle", and mounts into the same shadow root.
const chat = createLazyElementClass<ChatViewProps>(TAG, {
  attributes: {
    open: 'boolean',
    clientId: 'string',
    segment: oneOf(CHAT_SEGMENTS),
    anonymous: 'boolean',
    deviceId: 'string',
    deviceKey: 'string',
    chatbotName: 'string',
    ticketId: 'string',
    category: 'string',
    disabled: 'boolean',
    preload: oneOf(PRELOAD_MODES),
  },
  properties: ['request', 'suggestions', 'faqs', 'voiceTransport'],
}, {
  load: panelCode,
  // Open, or misconfigured: the view shows what is missing (as every element does), so a page without device-key hears of it at once.
  needsView: ({ open, deviceKey }) => open === true || !deviceKey,
  connected: ({ preload }) => preloadWhenIdle(preload as PreloadMode | undefined, panelCode),
  // Issue 48: the panel's frame in plain DOM while its code loads, asked for with it (on intent or
  // the open) from a small React-free chunk, so the closed element stays small.
  placeholder: once(async () => (await loadFrame()).placeholder),
});

/**
 * The live support chat: a side panel with the chatbot and human agents, tickets, messages with
 * images, files and structured content, quick actions, internal requests, agent profiles and the
 * experience rating. Nothing typed is lost: messages wait in a persisted outbox through offline
 * spells, socket drops and reloads, and show once. Opened by `fin-chat-open` on the document, by
 * `<fin-chat-launcher>` or by `FinWidgets('chat.open', {ticketId?, category?, context?})`; closed
 * by its close button or Escape, with focus back where it was. A page without a `<fin-chat>`
 * gets one on the first open, with the launcher's api-base, locale, device-id, device-key and client-id.
 * The tag is defined at once and costs the page a small React-free element: its attributes,
 * properties and methods (show, hide) work while it is closed; the panel's code (React
 * included) loads on the first open, on the launcher's intent (FinWidgets('chat.preload')), or
 * with preload="idle" when the browser is idle, and renders what was set before. While it loads,
 * an open shows the panel's frame at once (header, close, a spinner, the composer disabled), which
 * Escape and close close and the panel takes over in place.
 *
 * @summary Live support chat side panel.
 * @tag fin-chat
 *
 * @attr {boolean} open - Present while the panel shows; set by the open event, removed on close.
 * @attr {string} client-id - The signed-in user's client id, sent with the loader's setAuth token to POST /signin.
 * @attr {"Retail" | "Business"} segment - The customer segment; sent as a tag of new tickets.
 * @attr {boolean} anonymous - Present: chat as an anonymous visitor (tagged business) instead of waiting for setAuth.
 * @attr {string} device-id - The provider's device id; default an id the SDK keeps in storage.
 * @attr {string} device-key - The key the device id is encrypted with (agreed with the provider). Required: without it the element shows, logs and sends (fin-error missing_attribute) that it is missing.
 * @attr {string} chatbot-name - Names the chatbot in the built-in greeting.
 * @attr {string} ticket-id - A ticket to open when the panel opens without one.
 * @attr {string} category - The category of a new chat when the open request has none.
 * @attr {boolean} disabled - Present: the chat is disabled (§4.4): the panel says 'Chat is disabled.' and every chat command fails with it.
 * @attr {"intent" | "idle"} preload - When the panel's code loads before the first open: 'intent' (default) on the launcher's intent or the open itself; 'idle' when the browser is idle. Never while the browser saves data (Save-Data).
 * @attr {string} api-base - Backend URL; the chat API is {api-base}/api/chat.
 * @attr {string} locale - BCP 47 locale for texts and accept-language. Default: the loader's, then the language cookie, then en-GB.
 * @attr {"auto" | "light" | "dark"} appearance - Light or dark colours. auto (default): the page's color-scheme when it sets one, else the user's prefers-color-scheme, live. Default: configure({appearance}), then auto.
 *
 * @prop {{id: string, title: string}[]} suggestions - Entry suggestions before a ticket (the first 5 show).
 * @prop {{key: string, title: string, urlPath?: string}[]} faqs - FAQ articles suggested before a ticket (the first 3 show).
 * @prop {VoiceTransport} voiceTransport - A provider's voice SDK as the VoiceTransport port (docs/chat-voice.md); default ours over WebSocket and WebRTC.
 * @prop {Record<string, Record<string, string>>} messages - Host texts by locale, keys chat.<key>.
 *
 * @fires {CustomEvent<{ticketId: string | undefined}>} fin-chat-close - The panel was closed.
 * @fires {CustomEvent<{unread: number}>} fin-chat-unread-change - Unread agent messages changed (the launcher listens).
 * @fires {CustomEvent<{kind: 'form', formId: string, params: Record<string, string>} | {kind: 'faq', key: string, params: Record<string, string>}>} fin-chat-link - A form or FAQ deep link in a message was chosen: the host opens its form or FAQ page.
 * @fires {CustomEvent<{reason: string}>} fin-auth-required - No session and not anonymous: answer with FinWidgets('setAuth', {token}).
 * @fires {CustomEvent<{code: string, message: string}>} fin-error - device-key is missing, an attribute had a value of the wrong kind, a link was refused, or (auth_required) no session came within 5000 ms: answer fin-auth-required with setAuth, or add the anonymous attribute.
 *
 * @csspart panel - The side panel.
 * @csspart header - Its header.
 * @csspart title - 'Support'.
 * @csspart caption - 'Helping you 24/7'.
 * @csspart more-button - The more-actions button.
 * @csspart menu - The more-actions menu.
 * @csspart menu-item - Each menu item (also menu-item-<id>).
 * @csspart close - The close button.
 * @csspart reconnecting - The notice shown while the socket reconnects.
 * @csspart banner - The dismissible failure banner.
 * @csspart body - The panel's content.
 * @csspart messages - The message list (role="log").
 * @csspart bubble - A message bubble (with bubble-client, bubble-agent, bubble-mass or bubble-failed).
 * @csspart service-message - A service line (closed, reopened, rated…).
 * @csspart avatar - An agent's avatar button.
 * @csspart composer - The input row.
 * @csspart input - The message input.
 * @csspart send - The send button.
 * @csspart attach - The file button.
 * @csspart scroll-to-bottom - The button back to the latest message.
 * @csspart typing - The typing indicator.
 * @csspart read-only - The note shown while a ticket is read-only.
 * @csspart pre-ticket-form - The form a new chat was opened with (a help-centre FAQ's chat form), before the first message.
 * @csspart tickets - The list of chats.
 * @csspart ticket-card - An active ticket in the carousel.
 *
 * @cssprop --fin-chat-width - Width of the panel on wide screens (default 400px).
 * @cssprop --fin-color-accent - Client bubbles, buttons.
 * @cssprop --fin-color-surface - Panel background.
 * @cssprop --fin-color-surface-alt - Agent bubbles.
 * @cssprop --fin-color-border - Separators.
 * @cssprop --fin-color-text - Text.
 * @cssprop --fin-color-text-muted - Captions, dates, service lines.
 * @cssprop --fin-z-index - Stacking order of the panel.
 */
export class FinChatElement extends chat.element {
  /** Opens the panel, as a fin-chat-open event with this detail would. */
  show(detail?: ChatOpenDetail): void {
    showPanel(this, detail);
  }

  /** Closes the panel; focus returns to what opened it. */
  hide(): void {
    hidePanel(this);
  }
}

defineElement('fin-chat', FinChatElement);
listenForOpen();

/**
 * FinWidgets('chat.open', {ticketId?, category?, context?, externalRef?, titleKey?, faqPath?,
 * localisedFaqPath?, suggestions?, form?}) opens the panel and resolves once its code is in;
 * FinWidgets('chat.preload') loads the code without opening; FinWidgets('chat.disable') and
 * ('chat.enable') set or remove `disabled` on every panel, closed ones included, loading nothing.
 */
export const commands = {
  async open(detail?: unknown): Promise<void> {
    await openChat(detail);
    await chat.load();
  },
  preload: chat.load,
  disable: disableChat,
  enable: enableChat,
};

export type { ChatRequest };

declare global {
  interface HTMLElementTagNameMap {
    'fin-chat': FinChatElement;
  }
}
