/**
 * The panel's calls service (§4.3, §6): made beside the chat and mounted (config and token
 * fetched, the token refreshed) while `enabled` (the host's `calls` switch, a session). The Call
 * item shows only when it is ready. Its transport is deferred: the voice code (our WebRTC and
 * signalling, or a provider's VoiceTransport given as `<fin-chat>`'s `voiceTransport`) is used
 * from the first call on; ours is then loaded as a lazy chunk.
 */
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { Clock } from '../../../shared/clock';
import { consoleLogger } from '../../../shared/logger';
import { once } from '../../../shared/once';
import { createCalls } from '../../core/calls';
import type { Calls, CallsState } from '../../core/calls';
import type { Chat } from '../../core/chat';
import { deferredTransport } from '../../core/deferred-voice';
import type { VoiceTransport } from '../../core/voice';

const loadBrowserTransport = once(async () => (await import('../../voice-browser')).browserTransport());

export function useCalls(chat: Chat, enabled: boolean, clock: Clock, transport?: VoiceTransport): [CallsState, Calls] {
  const calls = useMemo(
    () =>
      createCalls({
        api: chat,
        chatEnabled: () => chat.getSnapshot().enabled,
        clock,
        logger: consoleLogger,
        transport: deferredTransport(transport ? () => Promise.resolve(transport) : loadBrowserTransport),
      }),
    [chat, clock, transport],
  );
  // Listening mounts the service; not listening (calls off) leaves it, or takes it, down.
  const subscribe = useCallback((listener: () => void) => (enabled ? calls.subscribe(listener) : () => {}), [calls, enabled]);
  return [useSyncExternalStore(subscribe, calls.getSnapshot), calls];
}
