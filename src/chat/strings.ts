/**
 * Texts of the live support chat, verbatim from sso-chat-help-centre.md §2.2 and §8, as en-GB
 * defaults. The cores build their errors and greetings from `strings.defaults`; views read the
 * catalog with useStrings(strings), and hosts override it as `chat.<key>` (docs/loader.md).
 */
import { defineCatalog } from '../shared/i18n';

export const strings = defineCatalog('chat', {
  title: 'Support',
  caption: 'Helping you 24/7',
  messageFailed: 'Message failed to send',
  imageFailed: 'Image failed to send',
  fileFailed: 'File failed to send',
  fileTooLarge: 'File size should not exceed 10Mb',
  cannotOpenNewChat: 'Cannot open a new chat',
  ticketIdRequiredForCall: 'Ticket ID is required to perform a call.',
  chatDisabled: 'Chat is disabled.',
  callsNotReady: 'Calls service is not ready',
  callConfigFailed: 'Failed to fetch call config or token',
  somethingWentWrong: 'Something went wrong',
  retry: 'Retry',
  dismiss: 'Dismiss',
  anonymousExpired: 'Anonymous user session has been expired.',
  anonymousMissing: "Anonymous user session doesn't exist.",
  cannotRefresh: "Cannot refresh the session. User hasn't been authorised.",
  actionTimeout: 'Chat {action} action failed after timeout: {ms}ms.',
  greetingChatbot: "I'm {name}, the chatbot. How can I help you?",
  greetingHowCanWeHelp: 'How can we help you?',
  greetingSummary: "Please provide a summary of the issue you're facing, we'll help you solve it as quickly as possible.",
  thanksForFeedback: 'Thanks for your feedback',
  chatWithLiveAgent: 'Chat with a live agent',
  poweredByAi: 'Powered by AI',
  'agentTitle.expert': 'Support expert',
  'agentTitle.moderator': 'Senior support expert',
  'agentTitle.guru': 'Support manager',
  'agentTitle.onboarding': 'Support specialist',
  'agentTitle.specialist': 'Support specialist',
  /** The call bar's and the call's end texts are not shown in the spec (§2.2 names the parts): ours. */
  call: 'Call',
  callConnecting: 'Calling…',
  callActive: 'Call in progress',
  callDuration: 'Call duration {duration}',
  mute: 'Mute',
  hangUp: 'Hang up',
  callRejected: 'The agent could not take your call',
  callCancelled: 'The call was cancelled',
  callDisconnected: 'The call was disconnected',
  callFailed: 'The call could not be connected',
  callEnded: 'Call ended',
  /** Only the file type rule's text is not shown in the spec; this is ours. */
  fileType: 'Only images and PDF files can be sent',
});
