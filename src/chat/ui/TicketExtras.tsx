/**
 * Under a ticket's messages: the quick actions the agent suggests (pending ones are buttons,
 * answered ones are marked) and the internal requests that need an answer (§5: pending, with a
 * permitted action; the core already filters them), each with its answer buttons; all inert once the
 * ticket is no longer active (resolved, closed: there is no one to answer).
 */
import { useState } from 'react';
import { Button } from '../../ui/Button';
import { useSelector } from '../../ui/useCore';
import type { Chat, ChatState } from '../core/chat';
import { isActive } from '../core/ticket-rules';

export function TicketExtras({ chat, ticketId, onFailure }: { chat: Chat; ticketId: string; onFailure: () => void }) {
  const actions = useSelector(chat, (state: ChatState) => state.actions[ticketId]);
  const requests = useSelector(chat, (state: ChatState) => state.internalRequests[ticketId]);
  const ticketState = useSelector(chat, (state: ChatState) => state.tickets.byId[ticketId]?.state);
  const inert = ticketState !== undefined && !isActive(ticketState);
  const [busy, setBusy] = useState<string | undefined>();
  const run = (key: string, work: () => Promise<void>) => {
    setBusy(key);
    work()
      .catch(onFailure)
      .finally(() => setBusy(undefined));
  };
  const pending = (actions ?? []).filter((action) => !action.state || action.state === 'Pending');

  return (
    <>
      {requests?.map((request) => (
        <section key={request.id} className="request" part="internal-request" aria-label={request.preview.title}>
          <p className="request-title">{request.preview.title}</p>
          <p>{request.preview.text}</p>
          <div className="request-buttons">
            {request.preview.controls.buttons.map((button) => (
              <Button
                key={button.buttonId}
                size="small"
                variant="secondary"
                loading={busy === `${request.id}:${button.buttonId}`}
                disabled={!!busy || inert}
                onClick={() => run(`${request.id}:${button.buttonId}`, () => chat.answerInternalRequest(ticketId, request.id, [button.buttonId]))}
              >
                {button.text}
              </Button>
            ))}
          </div>
        </section>
      ))}
      {pending.length > 0 && (
        <ul className="suggestions" part="quick-actions">
          {pending.map((action) => (
            <li key={action.actionId}>
              <button type="button" className="chip" part="quick-action" disabled={!!busy || inert} onClick={() => run(action.actionId, () => chat.submitAction(ticketId, action.actionId))}>
                {action.title}
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
