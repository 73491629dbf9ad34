/**
 * The chat screen's composer, below the pre-ticket chat or a ticket's thread: one composer for a
 * conversation (ChatPanel keys it by the opening's `conversation`), so when the pre-ticket chat's
 * first message makes the ticket and the thread takes its place, the input is the same one: what
 * is typed in it and its focus stay. Disabled as §4.5 says before the ticket (preTicketInputDisabled);
 * a ticket that is not active shows no input, a read-only one says so.
 */
import { useStrings } from '../../ui/useStrings';
import type { Chat, ChatState } from '../core/chat';
import { PRE_TICKET } from '../core/messages';
import { preTicketInputDisabled } from '../core/pre-ticket';
import { isActive } from '../core/ticket-rules';
import { strings } from '../strings';
import { Composer } from './Composer';

export function ComposerSlot({ chat, state }: { chat: Chat; state: ChatState }) {
  const t = useStrings(strings);
  const { ticketId, preTicket } = state;
  if (!ticketId) {
    if (preTicket.error) return null;
    return <Composer chat={chat} disabled={preTicketInputDisabled(preTicket, state.threads[PRE_TICKET]?.pending ?? [])} />;
  }
  const ticket = state.tickets.byId[ticketId];
  if (ticket?.readOnly) {
    return (
      <p className="read-only" part="read-only">
        {t('readOnly')}
      </p>
    );
  }
  return !ticket || isActive(ticket.state) ? <Composer chat={chat} disabled={!ticket} /> : null;
}
