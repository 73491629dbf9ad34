/**
 * The panel header's heading (§2.2): 'Support' with the caption 'Helping you 24/7'. While a human
 * agent is assigned to the ticket shown (active), it names them with their avatar, as Intercom and
 * Zendesk do (issue 50); the chatbot, a ticket nobody took yet and an ended one keep the default.
 */
import { useSafeUrl } from '../../ui/links';
import { useSelector } from '../../ui/useCore';
import { useStrings } from '../../ui/useStrings';
import type { Chat, ChatState } from '../core/chat';
import type { AgentSummary } from '../core/models';
import { isActive } from '../core/ticket-rules';
import { strings } from '../strings';

/** The human agent attending the ticket, if any. */
const attending = (state: ChatState, ticketId: string | undefined): AgentSummary | undefined => {
  const ticket = ticketId ? state.tickets.byId[ticketId] : undefined;
  return ticket?.agent && !ticket.agent.chatbot && isActive(ticket.state) ? ticket.agent : undefined;
};

export function PanelHeading({ chat, ticketId, titleId }: { chat: Chat; ticketId: string | undefined; titleId: string }) {
  const t = useStrings(strings);
  const agent = useSelector(chat, (state: ChatState) => attending(state, ticketId));
  const avatar = useSafeUrl('resource')(agent?.avatarSrc);
  return (
    <>
      {agent && (
        <span className="header-avatar" part="header-avatar" aria-hidden="true">
          {avatar ? <img src={avatar} alt="" width="36" height="36" /> : agent.name.slice(0, 1)}
        </span>
      )}
      <div className="heading">
        <h2 id={titleId} className="title" part="title">
          {agent ? agent.name : t('title')}
        </h2>
        <p className="caption" part="caption">
          {agent ? `${t('title')} · ${t('caption')}` : t('caption')}
        </p>
      </div>
    </>
  );
}
