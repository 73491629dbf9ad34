/**
 * The panel's one hook over the chat core: the core made for the element's api-base and device,
 * read as the one ChatState snapshot through useCore; the session (the loader's setAuth token,
 * fin-auth-required, or an anonymous session); the open request (a ticket, or the pre-ticket chat
 * with the chat context kept in session storage, §3.2); the §6 wait for authorisation before a
 * deep-linked ticket opens; and the unread count reported to the launcher.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { systemClock } from '../../shared/clock';
import type { Clock } from '../../shared/clock';
import { useElement } from '../../ui/element-context';
import { useCore } from '../../ui/useCore';
import { useLatest } from '../../ui/useLatest';
import { createBrowserChat } from '../browser';
import { AUTH_WAIT_MS, CHAT_CONTEXT_STORAGE_KEY, chatApiBase } from '../constants';
import type { ChatSegment } from '../constants';
import type { Chat, ChatState } from '../core/chat';
import type { FaqSuggestion } from '../core/chat-state';
import type { VoiceTransport } from '../core/voice';
import type { ChatRequest } from '../open';

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
  /** A provider's voice SDK behind the VoiceTransport port; default ours (WebSocket signalling and WebRTC). */
  voiceTransport?: VoiceTransport | undefined;
  /** The chat's timers and the §6 wait for authorisation; tests pass a fake clock. */
  clock?: Clock | undefined;
}

/** The chat context of §3.2: kept in session storage, so a reload keeps what the chat is about. */
function chatContext(given: unknown): unknown {
  try {
    if (given !== undefined) sessionStorage.setItem(CHAT_CONTEXT_STORAGE_KEY, JSON.stringify(given));
    const stored = sessionStorage.getItem(CHAT_CONTEXT_STORAGE_KEY);
    return stored === null ? undefined : (JSON.parse(stored) as unknown);
  } catch {
    return given; // Storage blocked or unreadable: the context of this request only.
  }
}

export interface ChatHook {
  state: ChatState;
  chat: Chat;
  /** Signing in failed, or the §6 wait ran out: the error state's Retry calls `start`. */
  failure: Error | undefined;
  start: () => void;
}

export function useChat(settings: ChatSettings, request: ChatRequest | undefined): ChatHook {
  const { config, auth, emit } = useElement();
  const apiBase = chatApiBase(config.apiBase);
  const latest = useLatest({ locale: config.locale, token: auth?.token, clientId: settings.clientId });
  const { deviceId, deviceKey = '', chatbotName, clock = systemClock } = settings;
  const [state, chat] = useCore(
    () =>
      createBrowserChat({
        apiBase,
        deviceId,
        deviceKey,
        chatbotName,
        clock,
        locale: () => latest.current.locale,
        credentials: async () => {
          const { token, clientId } = latest.current;
          return token && clientId ? { verificationToken: token, clientId } : undefined;
        },
      }),
    [apiBase, deviceId, deviceKey, chatbotName, clock],
  );
  const [failure, setFailure] = useState<Error | undefined>();
  const [attempt, setAttempt] = useState(0);
  const status = state.session.status;
  const signing = useRef(false);

  // The session: anonymous visitors (tagged business, §6), or the host's token through setAuth.
  useEffect(() => {
    if (status !== 'unauthorised' || signing.current) return;
    const signIn = settings.anonymous
      ? () => chat.restoreAnonymous().catch(() => chat.signInAnonymous())
      : auth?.token && settings.clientId
        ? () => chat.signIn(auth.token, settings.clientId as string)
        : undefined;
    if (!signIn) {
      emit('fin-auth-required', { reason: 'chat' });
      return;
    }
    signing.current = true;
    setFailure(undefined);
    signIn()
      .catch((error: unknown) => setFailure(error as Error))
      .finally(() => (signing.current = false));
  }, [chat, status, auth?.token, settings.clientId, settings.anonymous, attempt, emit]);

  // The open request, once authorised; a deep-linked ticket waits at most 5000 ms for that (§6).
  const authorised = status !== 'unauthorised';
  const ticketId = request?.ticketId ?? settings.ticketId;
  useEffect(() => {
    if (!request) return undefined;
    if (!authorised) {
      const timer = clock.setTimeout(() => setFailure(new Error('Not authorised in time')), AUTH_WAIT_MS);
      return () => clock.clearTimeout(timer);
    }
    setFailure(undefined);
    const opening = ticketId
      ? chat.openTicket(ticketId)
      : chat.startPreTicket(
          {
            category: request.category ?? settings.category,
            context: chatContext(request.context),
            externalRef: request.externalRef,
            tags: settings.segment ? [settings.segment.toLowerCase()] : undefined,
          },
          request.suggestions ? [...request.suggestions] : settings.suggestions,
          settings.faqs,
        );
    // Failures show in the snapshot (pre-ticket error, thread error) with their own Retry.
    opening.catch(() => undefined);
    return undefined;
    // A new request (seq) or a new session opens again; the rest are read as they are then.
  }, [chat, clock, request?.seq, authorised, attempt]);

  // The launcher's badge follows the open panel.
  const unread = Object.values(state.tickets.byId).reduce((sum, ticket) => sum + ticket.unread, 0);
  useEffect(() => {
    if (authorised) emit('fin-chat-unread-change', { unread });
  }, [unread, authorised, emit]);

  const start = useCallback(() => setAttempt((value) => value + 1), []);
  return { state, chat, failure, start };
}
