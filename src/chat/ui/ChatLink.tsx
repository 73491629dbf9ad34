/**
 * A link in a message, the one renderer of both kinds (§5): server rich text's `<a href>` and
 * `[label](url)` text. A web URL opens in a new tab; an app deep link goes to its web page, or is
 * handled — a chat link opens its ticket (`?ticketId=`) or a new chat in this panel, a form or FAQ
 * link goes to the host as `fin-chat-link` — or, with no web page, reads as its text with the note
 * that it is available in the mobile app only.
 */
import type { MouseEvent, ReactNode } from 'react';
import type { ChatLinkDetail } from '../events';
import type { LinkTarget } from '../../shared/links';
import { useElement } from '../../ui/element-context';
import { useStrings } from '../../ui/useStrings';
import type { ChatPanelHost } from '../open';
import { strings } from '../strings';

export interface ChatLinkProps {
  target: LinkTarget;
  /** The link's text, for the mobile-only note. */
  label: string;
  children: ReactNode;
}

export function ChatLink({ target, label, children }: ChatLinkProps) {
  const t = useStrings(strings);
  const { host, emit } = useElement();
  const route = (run: (event: MouseEvent<HTMLButtonElement>) => void) => (
    <button type="button" className="fin-link" onClick={run}>
      {children}
    </button>
  );
  // Handled on the page (a help centre opened it): where the panel covers the whole width (a
  // phone), it steps aside so the user sees the page the link opened; beside it, it stays.
  const toPage = (detail: ChatLinkDetail) => (event: MouseEvent<HTMLButtonElement>) => {
    const panel = event.currentTarget.closest('[part="panel"]');
    if (!emit('fin-chat-link', detail) && panel && panel.getBoundingClientRect().width >= window.innerWidth) (host as ChatPanelHost).hide();
  };
  switch (target.kind) {
    case 'mobile-only':
      return <>{`${label} (${t('mobileOnly')})`}</>;
    case 'chat':
      return route(() => (host as ChatPanelHost).show({ ticketId: target.params.ticketId, category: target.params.category }));
    case 'form':
      return route(toPage({ kind: 'form', formId: target.formId, params: target.params }));
    case 'faq':
      return route(toPage({ kind: 'faq', key: target.key, params: target.params }));
    default: {
      // Links open in a new tab (§5), an app link's web page too.
      const href = target.kind === 'web' ? new URL(target.path, location.href).href : target.href;
      return (
        <a className="fin-link" href={href} target="_blank" rel="noopener noreferrer">
          {children}
        </a>
      );
    }
  }
}
