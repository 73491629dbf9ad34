/** The live support chat's public API: the headless core (docs/chat-core.md) and its browser wiring. */
export { createChat, messagesOf, selectThread, socketUrl } from './core/chat';
export type { Chat, ChatOptions, ChatState } from './core/chat';
export { visibleInternalRequests } from './core/chat-state';
export type { ChatSnapshot, FaqSuggestion, PreTicketState } from './core/chat-state';
export { acceptLanguage, chatHeaders, createChatClient, createChatHttp, createSessionApi, CHAT_HEADERS } from './core/client';
export type { ChatClient, ChatClientOptions, ChatHeaderSource, CreateTicketBody, SendOptions, SessionApi } from './core/client';
export { createSession, ANONYMOUS_SESSION_KEY } from './core/session';
export type { Credentials, Session, SessionSnapshot, SessionStatus } from './core/session';
export { createChatSocket, socketBackoff } from './core/socket';
export type { ChatSocket, ServerFrame, SocketConnection, SocketFactory, SocketHandlers, SocketHello, SocketStatus } from './core/socket';
export { createTicketStore, ticketEventOf } from './core/tickets';
export type { TicketStore, TicketsSnapshot } from './core/tickets';
export {
  activeList,
  applyTicketEvent,
  compareTickets,
  hasRating,
  historyList,
  isActive,
  isHidden,
  isRateable,
  lastActivity,
  ticketButtons,
} from './core/ticket-rules';
export type { TicketButtons, TicketEvent } from './core/ticket-rules';
export { compareMessages, createMessageStore, failureTextFor, groupMessages, transcript, PRE_TICKET } from './core/messages';
export type { ChatMessage, GroupInfo, MessageStore, Thread } from './core/messages';
export { createOutbox, isTransient, OUTBOX_PREFIX } from './core/outbox';
export type { Outbox, OutboxItem, OutboxOptions } from './core/outbox';
export { encryptDeviceId, DeviceIdError, MAX_DEVICE_ID_BYTES } from './core/device';
export { fileProblem } from './core/files';
export { agentTitleLabel, compactCount, hasStarBadge, tenure } from './core/agents';
export { decodeStructure, STYLE_CLASSES } from './core/structure';
export type { StructureContainer, StructureItem, StructureNode, StyleClass } from './core/structure';
export { fallbackGreeting, preTicketInputDisabled } from './core/pre-ticket';
export {
  AnonymousSessionExpiredError,
  AnonymousSessionMissingError,
  CannotOpenChatError,
  ChatDisabledError,
  ChatTimeoutError,
  NotAuthorisedError,
  SocketOpenError,
} from './core/errors';
export {
  decodeAgent,
  decodeMessage,
  decodeTicket,
  fromWireState,
  toWireState,
  AGENT_TITLES,
  PAYLOAD_TYPES,
  RATING_POSTPONED,
  TICKET_STATES,
  WIRE_TICKET_STATES,
} from './core/models';
export type {
  Agent,
  AgentSummary,
  AgentTitle,
  ChatAction,
  ChatDecision,
  Greeting,
  InternalRequest,
  Message,
  MessageKind,
  PayloadType,
  RatingOption,
  SessionInfo,
  SocketConfig,
  Ticket,
  TicketState,
  WireTicketState,
} from './core/models';
export { browserSocketFactory, createBrowserChat } from './browser';
export type { BrowserChatOptions } from './browser';
export { strings } from './strings';
