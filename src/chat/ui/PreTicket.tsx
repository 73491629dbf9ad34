/**
 * The pre-ticket chat (§4.6): the greeting (the server's, else the built-in ones), the form the
 * chat was opened with, up to 5 entry suggestions and 3 FAQ suggestions, the messages typed so far (the first creates the ticket),
 * above the chat screen's composer (ComposerSlot.tsx).
 */
import { useSafeUrl } from '../../ui/links';
import { Spinner } from '../../ui/Spinner';
import { useStrings } from '../../ui/useStrings';
import type { Chat, ChatState } from '../core/chat';
import { messagesOf } from '../core/chat';
import { PRE_TICKET } from '../core/messages';
import { preTicketInputDisabled } from '../core/pre-ticket';
import { strings } from '../strings';
import { FailureState } from './FailureState';
import { MessageItem } from './MessageItem';
import { PreTicketForm } from './PreTicketForm';

/** `form`: the flow id of a form the chat was opened with (a FAQ's chat form), shown before the greeting's suggestions. */
export function PreTicket({ chat, state, form }: { chat: Chat; state: ChatState; form?: string | undefined }) {
  const t = useStrings(strings);
  const safeUrl = useSafeUrl('link');
  const { preTicket } = state;
  const messages = messagesOf(state, PRE_TICKET);
  const disabled = preTicketInputDisabled(preTicket, state.threads[PRE_TICKET]?.pending ?? []);
  const retry = () => chat.retryOpening();

  if (preTicket.error) {
    return <FailureState icon onRetry={retry} />;
  }
  return (
    <>
      <div className="log" part="messages" role="log" aria-label={t('conversation')}>
        {preTicket.loading && <Spinner size={28} label={t('conversation')} className="loading" />}
        {preTicket.greeting.map((text, index) => (
          <div className="row row-agent" key={`greeting-${index}`}>
            <div className="bubble bubble-agent" part="bubble bubble-agent">
              {text}
            </div>
          </div>
        ))}
        {form && messages.length === 0 && !preTicket.loading && <PreTicketForm flowId={form} onTicket={(ticketId) => void chat.openTicket(ticketId, 'link').catch(() => undefined)} />}
        {messages.map((message) => (
          <MessageItem key={message.id} chat={chat} message={message} first last />
        ))}
        {messages.length === 0 && !preTicket.loading && (preTicket.entrySuggestions.length > 0 || preTicket.faqSuggestions.length > 0) && (
          <ul className="suggestions" part="suggestions">
            {preTicket.entrySuggestions.map((suggestion) => (
              <li key={suggestion.id}>
                <button type="button" className="chip" part="suggestion" disabled={disabled} onClick={() => void chat.sendText(suggestion.title).catch(() => undefined)}>
                  {suggestion.title}
                </button>
              </li>
            ))}
            {preTicket.faqSuggestions.map((faq) => {
              const href = safeUrl(faq.urlPath);
              return (
                <li key={faq.key}>
                  {href ? (
                    <a className="chip" part="faq-suggestion" href={href} target="_blank" rel="noopener noreferrer">
                      {faq.title}
                    </a>
                  ) : (
                    <span className="chip" part="faq-suggestion">
                      {faq.title}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </>
  );
}
