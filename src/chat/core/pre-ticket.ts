/** The pre-ticket greeting (§4.6, §8): the server's, or the built-in fallbacks when it fails. */
import { interpolate } from '../../shared/i18n';
import { strings } from '../strings';

export function fallbackGreeting(chatbotName: string | undefined): string[] {
  return chatbotName ? [interpolate(strings.defaults.greetingChatbot, { name: chatbotName })] : [strings.defaults.greetingHowCanWeHelp, strings.defaults.greetingSummary];
}

/**
 * The input is disabled before the pre-ticket chat is initialised, and while its last message is
 * sending or failed (§4.5); in a ticket it follows the ticket (readOnly / not active) instead.
 */
export function preTicketInputDisabled(
  preTicket: { loading: boolean; error?: Error | undefined },
  pending: readonly { sending?: boolean | undefined; failed?: boolean | undefined }[],
): boolean {
  if (preTicket.loading || preTicket.error) return true;
  const last = pending.at(-1);
  return !!last && (!!last.sending || !!last.failed);
}
