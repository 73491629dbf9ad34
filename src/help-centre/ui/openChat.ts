/**
 * Opens the chat panel from the help centre (docs/elements/fin-chat.md "Opening and closing"):
 * `fin-chat-open` when `<fin-chat>` is on the page (it listens on the document), else
 * FinWidgets('chat.open'), which loads the panel first; a page without the loader gets the event.
 */
import { useCallback } from 'react';
import type { ChatOpenDetail } from '../../chat/events';
import { useElement } from '../../ui/element-context';
import { pageLoader } from '../../ui/loader';

export function useOpenChat(): (detail: ChatOpenDetail) => void {
  const { emit } = useElement();
  return useCallback(
    (detail) => {
      const loader = pageLoader();
      if (customElements.get('fin-chat') || !loader) emit('fin-chat-open', detail);
      else void Promise.resolve(loader('chat.open', detail)).catch(() => emit('fin-chat-open', detail));
    },
    [emit],
  );
}
