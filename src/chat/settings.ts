/**
 * What a `<fin-chat>` is given (its attributes and properties), as types only: the element
 * (elements/fin-chat.ts, React-free) and the panel's view share them.
 */
import type { Clock } from '../shared/clock';
import type { ChatSegment } from './constants';
import type { FaqSuggestion } from './core/chat-state';
import type { VoiceTransport } from './core/voice';
import type { PreloadMode } from './launcher-strings';
import type { ChatRequest } from './open';

export interface ChatSettings {
  clientId?: string | undefined;
  segment?: ChatSegment | undefined;
  anonymous?: boolean | undefined;
  deviceId?: string | undefined;
  deviceKey?: string | undefined;
  chatbotName?: string | undefined;
  /** A ticket to open when the request names none. */
  ticketId?: string | undefined;
  /** The category of a new chat when the request names none. */
  category?: string | undefined;
  /** Entry suggestions (the first 5 show) and FAQ suggestions (the first 3) before a ticket. */
  suggestions?: { id: string; title: string }[] | undefined;
  faqs?: FaqSuggestion[] | undefined;
  /** While true every chat command fails with 'Chat is disabled.' and the panel says so (§4.4, §5). */
  disabled?: boolean | undefined;
  /** A provider's voice SDK behind the VoiceTransport port; default ours (WebSocket signalling and WebRTC). */
  voiceTransport?: VoiceTransport | undefined;
  /** The chat's timers and the §6 wait for authorisation; tests pass a fake clock. */
  clock?: Clock | undefined;
}

export interface ChatViewProps extends ChatSettings {
  /** Shown while true (the `open` attribute). */
  open?: boolean;
  /** The latest open request (set by the open event, the launcher or FinWidgets('chat.open')). */
  request?: ChatRequest;
  /** When the panel's code loads before an open: read by the element (elements/fin-chat.ts), not the view. */
  preload?: PreloadMode;
}
