/** The chat's models (sso-chat-help-centre.md §3.2) and their decoders from the wire (docs/chat-core.md). */
import { DecodeError } from '../../shared/errors';
import { array, attempt, boolean, fields, list, number, object, oneOf, optional, string } from '../../shared/decode';
import type { Json } from '../../shared/decode';
import type { Logger } from '../../shared/logger';
import { decodeStructure } from './structure';
import type { StructureNode } from './structure';

export { decodeSessionInfo, decodeSummary } from './session-info';
export type { SessionInfo } from './session-info';

export const TICKET_STATES = ['Open', 'Assigned', 'AwaitingResponse', 'Resolved', 'Closed', 'ClosedAndRated', 'Canceled'] as const;
export type TicketState = (typeof TICKET_STATES)[number];
export const WIRE_TICKET_STATES = ['open', 'assigned', 'awaiting_response', 'resolved', 'closed', 'closed_and_rated', 'canceled'] as const;
export type WireTicketState = (typeof WIRE_TICKET_STATES)[number];

export const toWireState = (state: TicketState): WireTicketState => WIRE_TICKET_STATES[TICKET_STATES.indexOf(state)]!;
export const fromWireState = (state: WireTicketState): TicketState => TICKET_STATES[WIRE_TICKET_STATES.indexOf(state)]!;

export const AGENT_TITLES = ['expert', 'moderator', 'guru', 'onboarding', 'specialist'] as const;
export type AgentTitle = (typeof AGENT_TITLES)[number];

export interface AgentSummary {
  id: string;
  name: string;
  chatbot: boolean;
  avatarSrc?: string | undefined;
}

export interface Agent extends AgentSummary {
  title?: AgentTitle | undefined;
  wowReviews: number;
  chats: number;
  /** ISO 8601 duration, e.g. P2Y3M. */
  tenure?: string | undefined;
  compliments: { label: string; assetUrl: string; count: number; top: boolean }[];
}

/** A rating value meaning "not given yet" (§4.4). */
export const RATING_POSTPONED = 'Postponed';

export interface Ticket {
  id: string;
  state: TicketState;
  unread: number;
  rating?: string | undefined;
  createdAt: string;
  updatedAt: string;
  clientDismissedAt?: string | undefined;
  lastMessage?: { createdAt: string } | undefined;
  lastCall?: { completedAt?: string | undefined; startedAt?: string | undefined; createdAt: string; agentId?: string | undefined } | undefined;
  agent?: AgentSummary | undefined;
  assigned: boolean;
  closeable: boolean;
  readOnly: boolean;
  title?: string | undefined;
  category?: string | undefined;
  externalRef?: string | undefined;
  /**
   * When an agent last read the user's messages (not shown in the spec: the server's read state,
   * as the socket's read frame carries it), so Read survives a reload (docs/chat-core.md).
   */
  agentReadAt?: string | undefined;
}

export const MESSAGE_KINDS = ['message', 'service', 'mass'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];
export const CONTENT_PAYLOAD_TYPES = ['text', 'file', 'structure', 'upload', 'resolved', 'assigned'] as const;
export const SERVICE_PAYLOAD_TYPES = [
  'closed',
  'reopened',
  'initialized',
  'rating',
  'experience',
  'message-deleted',
  'rated',
  'experienceRated',
  'actionSubmitted',
  'escalatedToLiveAgent',
  'autoTranslationUpdated',
] as const;
export const PAYLOAD_TYPES = [...CONTENT_PAYLOAD_TYPES, ...SERVICE_PAYLOAD_TYPES] as const;
export type PayloadType = (typeof PAYLOAD_TYPES)[number];

export interface TextPayload {
  text: string;
  translation?: { content: string } | undefined;
}
export interface UploadPayload {
  uploadId: string;
  mediaType: string;
  fileName: string;
  src?: string | undefined;
}

/**
 * What a message shows, decoded at the boundary (the view only renders it): a text with its
 * auto-translation, a file or upload, structured content, or (any other payload type) a service
 * line with the names it mentions.
 */
export type MessageContent =
  | { type: 'text'; text: string; translation?: string | undefined }
  | { type: 'file'; uploadId?: string | undefined; fileName: string; mediaType: string }
  | { type: 'structure'; node: StructureNode }
  | { type: 'service'; agentName?: string | undefined; actionTitle?: string | undefined };

export interface Message {
  id: string;
  ticketId?: string | undefined;
  correlationId?: string | undefined;
  clientMessageId?: string | undefined;
  fromClient: boolean;
  author: { id: string; chatbot: boolean };
  createdAt: string;
  updatedAt?: string | undefined;
  kind: MessageKind;
  payloadType: PayloadType;
  /** As sent (text: TextPayload; upload: UploadPayload; structure: {content}); `content` is what to show. */
  payload: Json;
  content: MessageContent;
}

export interface SocketConfig {
  keepAliveIntervalMillis: number;
  idleTimeoutMillis: number;
  openConnectionBackoff: { minMillis: number; maxMillis: number; randomFactor: number; autoResetMillis: number };
}

export interface ChatDecision {
  openNew: boolean;
  ticketId?: string | undefined;
}

export interface Greeting {
  messages: string[];
  authorId?: string | undefined;
}

export interface RatingOption {
  experience: string;
  title: string;
  asset?: string | undefined;
  tags: { tag: string; label: string }[];
  tagsHeader?: string | undefined;
}

export const ACTION_STATES = ['Answered', 'Pending', 'Canceled'] as const;
export interface ChatAction {
  actionId: string;
  title: string;
  type?: string | undefined;
  messageId?: string | undefined;
  chatEntrySuggestion?: boolean | undefined;
  state?: (typeof ACTION_STATES)[number] | undefined;
}

export interface InternalRequest {
  id: string;
  state: string;
  action: string;
  preview: { title: string; text: string; controls: { buttons: { buttonId: string; text: string }[] } };
}

const date = (value: unknown, path: string): string => {
  const text = string(value, path);
  if (Number.isNaN(Date.parse(text))) throw new DecodeError(path, `expected an ISO date, got ${JSON.stringify(text)}`);
  return text;
};
const optString = optional(string);
const optDate = optional(date);
const optBoolean = optional(boolean);

export function decodeAgentSummary(value: unknown, path = '$'): AgentSummary {
  const json = object(value, path);
  return {
    id: string(json.id, `${path}.id`),
    name: string(json.name, `${path}.name`),
    chatbot: optBoolean(json.chatbot, `${path}.chatbot`) ?? false,
    avatarSrc: optString(json.avatarSrc, `${path}.avatarSrc`),
  };
}

export function decodeAgent(value: unknown, path = '$'): Agent {
  const json = object(value, path);
  return {
    ...decodeAgentSummary(json, path),
    title: optional(oneOf(AGENT_TITLES))(json.title, `${path}.title`),
    wowReviews: optional(number)(json.wow_reviews, `${path}.wow_reviews`) ?? 0,
    chats: optional(number)(json.chats, `${path}.chats`) ?? 0,
    tenure: optString(json.tenure, `${path}.tenure`),
    compliments: list(json.compliments ?? [], `${path}.compliments`, (item, at) => {
      const c = object(item, at);
      return {
        label: string(c.label, `${at}.label`),
        assetUrl: string(c.asset_url, `${at}.asset_url`),
        count: number(c.count, `${at}.count`),
        top: optBoolean(c.top, `${at}.top`) ?? false,
      };
    }),
  };
}

export function decodeTicket(value: unknown, path = '$'): Ticket {
  const json = object(value, path);
  const lastMessage = optional(object)(json.lastMessage, `${path}.lastMessage`);
  const lastCall = optional(object)(json.lastCall, `${path}.lastCall`);
  const agent = json.agent ?? json.assignedAgent;
  return {
    id: string(json.id, `${path}.id`),
    state: fromWireState(oneOf(WIRE_TICKET_STATES)(json.state, `${path}.state`)),
    unread: optional(number)(json.unread, `${path}.unread`) ?? 0,
    rating: optString(json.rating, `${path}.rating`),
    createdAt: date(json.createdAt, `${path}.createdAt`),
    updatedAt: date(json.updatedAt, `${path}.updatedAt`),
    clientDismissedAt: optDate(json.clientDismissedAt, `${path}.clientDismissedAt`),
    lastMessage: lastMessage && { createdAt: date(lastMessage.createdAt, `${path}.lastMessage.createdAt`) },
    lastCall: lastCall && {
      completedAt: optDate(lastCall.completedAt, `${path}.lastCall.completedAt`),
      startedAt: optDate(lastCall.startedAt, `${path}.lastCall.startedAt`),
      createdAt: date(lastCall.createdAt, `${path}.lastCall.createdAt`),
      agentId: optString(lastCall.agentId, `${path}.lastCall.agentId`),
    },
    agent: agent === undefined || agent === null ? undefined : decodeAgentSummary(agent, `${path}.agent`),
    assigned: optBoolean(json.assigned, `${path}.assigned`) ?? false,
    closeable: optBoolean(json.closeable, `${path}.closeable`) ?? false,
    readOnly: optBoolean(json.readOnly, `${path}.readOnly`) ?? false,
    title: optString(json.title, `${path}.title`),
    category: optString(json.category, `${path}.category`),
    externalRef: optString(json.externalRef, `${path}.externalRef`),
    agentReadAt: optDate(json.agentReadAt, `${path}.agentReadAt`),
  };
}

/** A payload as the content the view shows (decodeMessage). */
function decodeContent(payloadType: PayloadType, payload: Json, path: string): MessageContent {
  switch (payloadType) {
    case 'text': {
      const translation = optional(object)(payload.translation, `${path}.translation`);
      return { type: 'text', text: string(payload.text, `${path}.text`), translation: translation && optString(translation.content, `${path}.translation.content`) };
    }
    case 'upload':
      return {
        type: 'file',
        uploadId: string(payload.uploadId, `${path}.uploadId`),
        mediaType: string(payload.mediaType, `${path}.mediaType`),
        fileName: string(payload.fileName, `${path}.fileName`),
      };
    case 'file':
      return {
        type: 'file',
        uploadId: optString(payload.id ?? payload.uploadId, `${path}.id`),
        fileName: optString(payload.fileName ?? payload.filename, `${path}.fileName`) ?? '',
        mediaType: optString(payload.mediaType, `${path}.mediaType`) ?? '',
      };
    case 'structure':
      return { type: 'structure', node: decodeStructure(payload.content, `${path}.content`) };
    default: {
      const agent = attempt(object, payload.agent);
      return {
        type: 'service',
        agentName: agent && attempt(string, agent.name),
        actionTitle: attempt(string, payload.actionTitle),
      };
    }
  }
}

export function decodeMessage(value: unknown, path = '$'): Message {
  const json = object(value, path);
  const author = object(json.author, `${path}.author`);
  const payloadType = oneOf(PAYLOAD_TYPES)(json.payloadType, `${path}.payloadType`);
  const payload = optional(object)(json.payload, `${path}.payload`) ?? {};
  const content = decodeContent(payloadType, payload, `${path}.payload`);
  return {
    id: string(json.id ?? json.messageId, `${path}.id`),
    ticketId: optString(json.ticketId, `${path}.ticketId`),
    correlationId: optString(json.correlationId, `${path}.correlationId`),
    clientMessageId: optString(json.clientMessageId, `${path}.clientMessageId`),
    fromClient: boolean(json.fromClient, `${path}.fromClient`),
    author: { id: string(author.id, `${path}.author.id`), chatbot: optBoolean(author.chatbot, `${path}.author.chatbot`) ?? false },
    createdAt: date(json.createdAt, `${path}.createdAt`),
    updatedAt: optDate(json.updatedAt, `${path}.updatedAt`),
    kind: optional(oneOf(MESSAGE_KINDS))(json.kind, `${path}.kind`) ?? 'message',
    payloadType,
    payload,
    content,
  };
}

/** A page of messages as decoded: `size` counts what the server sent (a full page means older ones remain). */
export interface MessagePage {
  messages: Message[];
  size: number;
}

/**
 * A page of messages, one message at a time: a message that does not decode is left out and its
 * DecodeError handed to `dropped`, so one bad message never hides the rest of the transcript.
 * A page that is not a list fails whole.
 */
export function decodeMessagePage(value: unknown, dropped: (error: DecodeError, item: unknown) => void): MessagePage {
  const items = array(value, '$');
  return {
    messages: items.flatMap((item, index) => attempt(decodeMessage, item, `$[${index}]`, (error) => dropped(error, item)) ?? []),
    size: items.length,
  };
}

/** Reports a message left out, `from` where (`of ticket t1`, `from the socket`): each one once, however often it comes again (re-sync, socket). */
export type UnreadableReport = (from: string, error: DecodeError, item: unknown) => void;

export function reportUnreadable(logger: Logger | undefined): UnreadableReport {
  const seen = new Set<string>();
  return (from, error, item) => {
    const key = JSON.stringify(item);
    if (seen.has(key)) return;
    seen.add(key);
    logger?.warn(`chat: a message ${from} could not be read and is not shown: ${error.message}`, error);
  };
}
export const decodeTickets = (value: unknown): Ticket[] => list(value, '$', decodeTicket);

export function decodeSocketConfig(value: unknown): SocketConfig {
  const json = object(value, '$');
  const backoff = object(json.openConnectionBackoff, '$.openConnectionBackoff');
  return {
    keepAliveIntervalMillis: number(json.keepAliveIntervalMillis, '$.keepAliveIntervalMillis'),
    idleTimeoutMillis: number(json.idleTimeoutMillis, '$.idleTimeoutMillis'),
    openConnectionBackoff: {
      minMillis: number(backoff.minMillis, '$.openConnectionBackoff.minMillis'),
      maxMillis: number(backoff.maxMillis, '$.openConnectionBackoff.maxMillis'),
      randomFactor: number(backoff.randomFactor, '$.openConnectionBackoff.randomFactor'),
      autoResetMillis: number(backoff.autoResetMillis, '$.openConnectionBackoff.autoResetMillis'),
    },
  };
}

export function decodeDecision(value: unknown): ChatDecision {
  const json = object(value, '$');
  return { openNew: optBoolean(json.openNew, '$.openNew') ?? false, ticketId: optString(json.ticketId, '$.ticketId') };
}

export function decodeGreeting(value: unknown): Greeting {
  const json = object(value, '$');
  return { messages: list(json.messages, '$.messages', string), authorId: optString(json.authorId, '$.authorId') };
}

export function decodeRatingOptions(value: unknown): RatingOption[] {
  return list(object(value, '$').ratings, '$.ratings', (item, path) => {
    const json = object(item, path);
    return {
      experience: string(json.experience, `${path}.experience`),
      title: string(json.title, `${path}.title`),
      asset: optString(json.asset, `${path}.asset`),
      tags: decodeTags(json.tags ?? [], `${path}.tags`),
      tagsHeader: optString(json.tagsHeader, `${path}.tagsHeader`),
    };
  });
}

export function decodeTags(value: unknown, path = '$'): { tag: string; label: string }[] {
  return list(value, path, (item, at) => {
    const json = object(item, at);
    return { tag: string(json.tag, `${at}.tag`), label: string(json.label, `${at}.label`) };
  });
}

export const decodeExperienceTags = (value: unknown) => decodeTags(object(value, '$').tags, '$.tags');

export function decodeActions(value: unknown): ChatAction[] {
  return list(value, '$', (item, path) => {
    const json = object(item, path);
    return {
      actionId: string(json.actionId, `${path}.actionId`),
      title: string(json.title, `${path}.title`),
      type: optString(json.type, `${path}.type`),
      messageId: optString(json.messageId, `${path}.messageId`),
      chatEntrySuggestion: optBoolean(json.chatEntrySuggestion, `${path}.chatEntrySuggestion`),
      state: optional(oneOf(ACTION_STATES))(json.state, `${path}.state`),
    };
  });
}

export function decodeInternalRequest(value: unknown, path = '$'): InternalRequest {
  const json = object(value, path);
  const preview = object(json.preview, `${path}.preview`);
  const controls = object(preview.controls ?? { buttons: [] }, `${path}.preview.controls`);
  return {
    id: string(json.id, `${path}.id`),
    state: string(json.state, `${path}.state`),
    action: string(json.action, `${path}.action`),
    preview: {
      title: string(preview.title, `${path}.preview.title`),
      text: string(preview.text, `${path}.preview.text`),
      controls: {
        buttons: list(controls.buttons, `${path}.preview.controls.buttons`, (item, at) => {
          const button = object(item, at);
          return { buttonId: string(button.buttonId, `${at}.buttonId`), text: string(button.text, `${at}.text`) };
        }),
      },
    },
  };
}

export const decodeInternalRequests = (value: unknown): InternalRequest[] => list(value, '$', decodeInternalRequest);

export function decodeUpload(value: unknown): { id: string; src: string; mediaType: string; fileName: string } {
  const json = object(value, '$');
  return {
    id: string(json.id, '$.id'),
    src: string(json.src, '$.src'),
    mediaType: string(json.mediaType, '$.mediaType'),
    fileName: string(json.fileName, '$.fileName'),
  };
}

/** A frame from the server: heartbeat, read, message, internalRequest, wsStart, typing (§7.3). */
export interface ServerFrame {
  id?: string | undefined;
  type: string;
  payload?: unknown;
}

export function decodeServerFrame(value: unknown): ServerFrame {
  const f = fields(value, '$');
  return { id: f.get('id', optString), type: f.get('type', string), payload: f.json.payload ?? undefined };
}

/** The payload of a typing frame: `{ticketId, authorId?, event, durationMs?}`; any event but Stop starts typing. */
export function decodeTypingEvent(value: unknown): { ticketId: string; authorId: string; stop: boolean; durationMs?: number | undefined } {
  const f = fields(value, '$');
  return {
    ticketId: f.get('ticketId', string),
    authorId: f.get('authorId', optString) ?? '',
    stop: f.get('event', optString) === 'Stop',
    durationMs: f.get('durationMs', optional(number)),
  };
}

/** The ticket a read or internalRequest frame is about. */
export const decodeTicketRef = (value: unknown): string => fields(value, '$').get('ticketId', string);

/**
 * A read frame's payload (§7.3; its shape is not shown, docs/chat-core.md): `{ticketId}` is the
 * user's own read (§4.4 "Read: unread 0"); with `agentId` it is the agent who read the user's
 * messages up to `readAt`.
 */
export function decodeReadEvent(value: unknown): { ticketId: string; agent?: { id: string; readAt: string } | undefined } {
  const f = fields(value, '$');
  const agentId = f.get('agentId', optString);
  return { ticketId: f.get('ticketId', string), agent: agentId ? { id: agentId, readAt: f.get('readAt', date) } : undefined };
}

export const decodeSrc = (value: unknown): string => string(object(value, '$').src, '$.src');
export const decodeEndpoint = (value: unknown): string => string(object(value, '$').endpoint, '$.endpoint');
export const decodeToken = (value: unknown): string => string(object(value, '$').token, '$.token');
