/** The pre-ticket greeting (§4.6, §8): the server's, or the built-in fallbacks when it fails. */
import { interpolate } from '../../shared/i18n';
import { strings } from '../strings';

export function fallbackGreeting(chatbotName: string | undefined): string[] {
  return chatbotName ? [interpolate(strings.greetingChatbot, { name: chatbotName })] : [strings.greetingHowCanWeHelp, strings.greetingSummary];
}
