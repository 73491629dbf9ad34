/**
 * The panel's one hook over the chat core: the core made for the element's api-base and device,
 * read as the one ChatState snapshot through useCore. It hands the core what the element was
 * given (credentials, the open request, `disabled`) and tells the host what the core decided
 * (fin-auth-required, fin-error, the unread count); the session and the open request themselves
 * run in the core (core/opening.ts).
 */
import { useEffect } from 'react';
import { systemClock } from '../../shared/clock';
import { useElement } from '../../ui/element-context';
import { useCore } from '../../ui/useCore';
import { useLatest } from '../../ui/useLatest';
import { createBrowserChat } from '../browser';
import { chatApiBase } from '../constants';
import type { Chat, ChatState } from '../core/chat';
import { AuthRequiredError } from '../core/errors';
import type { ChatRequest } from '../open';
import type { ChatSettings } from '../settings';


export interface ChatHook {
  state: ChatState;
  chat: Chat;
}

export function useChat(settings: ChatSettings, request: ChatRequest | undefined): ChatHook {
  const { config, auth, emit } = useElement();
  const apiBase = chatApiBase(config.apiBase);
  const latest = useLatest({ locale: config.locale, token: auth?.token, clientId: settings.clientId, settings });
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

  useEffect(() => (settings.disabled ? chat.disable() : chat.enable()), [chat, settings.disabled]);
  useEffect(
    () => chat.setCredentials({ anonymous: !!settings.anonymous, token: auth?.token, clientId: settings.clientId }),
    [chat, settings.anonymous, auth?.token, settings.clientId],
  );
  // Each open request once (seq); the settings are read as they are then.
  useEffect(() => {
    if (request) chat.request(request, latest.current.settings);
  }, [chat, request?.seq]);

  // What the core decided, told to the host once per decision (a host may answer at once, re-rendering with a new emit).
  const { authRequests, error } = state.opening;
  const tell = useLatest(emit);
  useEffect(() => {
    if (authRequests > 0) tell.current('fin-auth-required', { reason: 'chat' });
  }, [authRequests, tell]);
  useEffect(() => {
    if (error instanceof AuthRequiredError) tell.current('fin-error', { code: error.code, message: error.message });
  }, [error, tell]);
  // The launcher's badge follows the panel.
  const authorised = state.session.status !== 'unauthorised';
  const unread = Object.values(state.tickets.byId).reduce((sum, ticket) => sum + ticket.unread, 0);
  useEffect(() => {
    if (authorised) emit('fin-chat-unread-change', { unread });
  }, [unread, authorised, emit]);

  return { state, chat };
}
