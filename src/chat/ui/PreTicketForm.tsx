/**
 * A form shown before a ticket (§3.3: a FAQ's chat names a form; docs/elements/fin-chat.md): the
 * `<fin-form flow-id>` loaded through the page's loader, so the chat's bundle carries no form code.
 * A flow that completes with a chatTicketId (forms-tickets-tracker.md §4 Continue) opens that ticket;
 * its close or back leaves the chat without it.
 */
import { useEffect, useRef, useState } from 'react';
import { useElement } from '../../ui/element-context';
import { createFormElement, whenElementDefined } from '../../ui/loader';

export function PreTicketForm({ flowId, onTicket }: { flowId: string; onTicket: (ticketId: string) => void }) {
  const { config } = useElement();
  const slot = useRef<HTMLDivElement | null>(null);
  const opened = useRef(onTicket);
  opened.current = onTicket;
  const [closed, setClosed] = useState(false);
  useEffect(() => {
    if (closed) return undefined;
    let live = true;
    const target = slot.current;
    whenElementDefined('fin-form').then(
      () => {
        if (!live || !target) return;
        const form = createFormElement(flowId, config);
        form.addEventListener('fin-form-complete', (event) => {
          const ticketId = event.detail.chatTicketId;
          if (!ticketId) return;
          // Stays in the chat: no redirect to the main site.
          event.preventDefault();
          opened.current(ticketId);
        });
        form.addEventListener('fin-form-back', (event) => {
          // The user closed the form: the chat goes on without it (no redirect).
          event.preventDefault();
          setClosed(true);
        });
        target.replaceChildren(form);
      },
      // The loader reported it (console and fin-error); the chat goes on without the form.
      () => undefined,
    );
    return () => {
      live = false;
      target?.replaceChildren();
    };
  }, [flowId, config.apiBase, config.locale, closed]);
  if (closed) return null;
  return <div ref={slot} className="pre-ticket-form" part="pre-ticket-form" />;
}
