/**
 * The help centre's hand-off to the chat panel (docs/elements/fin-chat.md): it opens, closes and
 * watches the page's `<fin-chat>` through its public event and methods only, so the chat's code
 * stays in the chat's chunks.
 */
import { useEffect, useState } from 'react';
import type { ChatOpenDetail } from '../../chat/events';
import { emit } from '../../shared/events';
import { CHAT_CONTEXT_KEY } from '../constants';

const CHAT_TAG = 'fin-chat';

interface ChatPanel extends HTMLElement {
  hide?: () => void;
}

/** Opens the page's chat panel (one is made if the page has none, when the chat is loaded). */
export function openChatPanel(detail: ChatOpenDetail): void {
  emit(document, 'fin-chat-open', detail);
}

/** §4.9: a not-helpful vote closes the chat. */
export function closeChatPanel(): void {
  const panel = document.querySelector<ChatPanel>(CHAT_TAG);
  if (panel?.hasAttribute('open')) panel.hide?.();
}

/** §4.9: the chat context (kept by the chat in session storage) is forgotten. */
export function clearChatContext(): void {
  try {
    sessionStorage.removeItem(CHAT_CONTEXT_KEY);
  } catch {
    // Storage blocked: there is nothing kept to clear.
  }
}

/** §4.9: a chat is in progress while the page's chat panel is open. */
export function useChatInProgress(): boolean {
  const [open, setOpen] = useState(() => Boolean(document.querySelector(CHAT_TAG)?.hasAttribute('open')));
  useEffect(() => {
    const opened = () => setOpen(true);
    const closed = () => setOpen(false);
    document.addEventListener('fin-chat-open', opened);
    document.addEventListener('fin-chat-close', closed);
    return () => {
      document.removeEventListener('fin-chat-open', opened);
      document.removeEventListener('fin-chat-close', closed);
    };
  }, []);
  return open;
}
