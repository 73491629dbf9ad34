/**
 * The help centre's hand-off to the chat panel (docs/elements/fin-chat.md): it opens, closes and
 * watches the page's `<fin-chat>` through its public commands, event and methods only, so the
 * chat's code stays in the chat's chunks. The chat button and `/chat` deep links in content open the chat the
 * same way: the decision is asked (§7.8), then the ticket it names, or a new chat carrying the
 * page's category, context and chat entry (§3.3), opens; neither, or a failure, is the toast.
 */
import { useCallback, useEffect, useState } from 'react';
import type { ChatOpenDetail } from '../../chat/events';
import { emit } from '../../shared/events';
import { consoleLogger } from '../../shared/logger';
import { pageLoader } from '../../ui/loader';
import { useMutation } from '../../ui/query';
import { CHAT_CONTEXT_KEY } from '../constants';
import { chatOpening, decisionCategory, feedbackFor } from '../core/chat';
import type { ChatRequest } from '../core/chat';
import { useHelpCentre } from './context';
import { useFailureToast } from './toast';

const CHAT_TAG = 'fin-chat';

interface ChatPanel extends HTMLElement {
  hide?: () => void;
}

/**
 * Opens the chat panel: the help centre's one way (the chat button, `/chat` links, request rows,
 * `chatTicketId` in the address). With the loader on the page, `FinWidgets('chat.open', detail)`,
 * which loads the chat and makes the panel when the page has none; without it the `fin-chat-open`
 * event on the document, which the page's `<fin-chat>` (or the chat's entry, once imported)
 * hears. Rejects when the loader refuses (the chat is disabled, its code failed to load).
 */
export async function openChatPanel(detail: ChatOpenDetail): Promise<void> {
  const loader = pageLoader();
  if (loader) await loader('chat.open', detail);
  else emit(document, 'fin-chat-open', detail);
}

/** openChatPanel from a view: a refusal is logged and shows the §8 toast, never nothing. */
export function useOpenChatPanel(): (detail: ChatOpenDetail) => void {
  const failed = useFailureToast();
  return useCallback(
    (detail: ChatOpenDetail) =>
      void openChatPanel(detail).catch((error: unknown) => {
        consoleLogger.warn('help centre: the chat could not be opened.', error);
        failed();
      }),
    [failed],
  );
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

/** The category the decision is asked for: the page's, or 'flow' or null (§7.8). */
export const askedCategory = ({ category, hasFormActions = false }: ChatRequest): string | null => decisionCategory(category, hasFormActions);

/** Asks the decision and opens the chat (or shows the toast); `pending` while asking. */
export function useChatHandOff(): { open: (request: ChatRequest) => void; pending: boolean } {
  const { services, feedbackNote } = useHelpCentre();
  const failed = useFailureToast();
  const openChat = useOpenChatPanel();
  const mutation = useMutation({
    mutationFn: async (request: ChatRequest) => ({ request, decision: await services.getChatDecision(askedCategory(request)) }),
    onSuccess: ({ request, decision }) => {
      const context = request.context ?? {};
      // Beyond the spec: after a not-helpful vote on this article, its key and reasons go along.
      const feedback = feedbackFor(feedbackNote, context.titleKey);
      const opening = chatOpening(decision, request.category, { ...context, feedback });
      if (opening.kind === 'ticket') openChat({ ticketId: opening.ticketId });
      else if (opening.kind === 'new') openChat({ ...opening.detail, ...entryDetail(request.entry) });
      else failed();
    },
    onError: () => failed(),
  });
  return { open: mutation.mutate, pending: mutation.isPending };
}

/** The chat entry's fields of `fin-chat-open` (§3.3): only those the FAQ has. */
function entryDetail(entry: ChatRequest['entry']): Pick<ChatOpenDetail, 'suggestions' | 'form'> {
  if (!entry) return {};
  return { ...(entry.entrySuggestions.length ? { suggestions: entry.entrySuggestions } : {}), ...(entry.form ? { form: entry.form } : {}) };
}
