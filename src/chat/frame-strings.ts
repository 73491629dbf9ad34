/**
 * The chat's texts the panel's frame shows too (src/chat/ui/frame.ts: header, close, composer),
 * verbatim from sso-chat-help-centre.md §2.2: part of the chat catalog (./strings.ts spreads them
 * in), and a catalog of the same namespace for the frame, which is built on its own and would
 * otherwise carry every chat text. Hosts override them as `chat.<key>` for both.
 */
import { defineCatalog } from '../shared/i18n';

export const panelFrameTexts = {
  title: 'Support',
  caption: 'Helping you 24/7',
  close: 'Close chat',
  moreActions: 'More actions',
  messageLabel: 'Message',
  send: 'Send',
} as const;

/** The frame's catalog: the chat's namespace, only the texts it shows. */
export const frameStrings = defineCatalog('chat', panelFrameTexts);
