/**
 * Links from chat messages (issue 50): a `<fin-chat>` on the same page dispatches `fin-chat-link`
 * for a form or FAQ deep link in a message, and the help centre opens it in its own routes (§2.3:
 * it maps /form and /faq deeplinks to them), as it follows its own content's links. It marks the
 * event handled (preventDefault), so a host that listens too can tell, and a second help centre
 * on the page leaves it. Without a help centre the host gets the event, unhandled, as before.
 */
import { useEffect } from 'react';
import type { FinEventMap } from '../../shared/events';
import type { RouteTarget } from '../../shared/links';
import { useLatest } from '../../ui/useLatest';
import '../../chat/events';

export function useChatLinks(route: (target: RouteTarget) => void): void {
  const latest = useLatest(route);
  useEffect(() => {
    const onLink = (event: CustomEvent<FinEventMap['fin-chat-link']>) => {
      if (event.defaultPrevented) return;
      event.preventDefault();
      latest.current(event.detail);
    };
    document.addEventListener('fin-chat-link', onLink);
    return () => document.removeEventListener('fin-chat-link', onLink);
  }, [latest]);
}
