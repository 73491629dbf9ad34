/** Texts of the live support chat, verbatim from sso-chat-help-centre.md §2.2 and §8. */
export const strings = {
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
  agentTitles: {
    expert: 'Support expert',
    moderator: 'Senior support expert',
    guru: 'Support manager',
    onboarding: 'Support specialist',
    specialist: 'Support specialist',
  },
} as const;

/** Only the file type rule's text is not shown in the spec; this is ours. */
export const fileTypeText = 'Only images and PDF files can be sent';
