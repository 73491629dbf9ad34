/**
 * The lazy call chunk's root (loaded on the first Call): makes the calls service for the chat
 * (useCore: rendering it mounts the service, unrendering unmounts it), places a call for the
 * open ticket on every Call request once the service is ready, and renders the call bar.
 *
 * Mount point: inside the chat panel, under its header, as
 * `<CallDock chat={chat} ticketId={state.ticketId} request={n} />`, where `n` grows by one on
 * every Call press (0 = none yet). It reads the element's shadow root from ElementContext and
 * adopts its own styles there.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useElement } from '../../../ui/element-context';
import { adoptStyles } from '../../../ui/sheets';
import { useCore } from '../../../ui/useCore';
import type { CallsApi } from '../../core/calls';
import { createBrowserCalls } from '../../voice-browser';
import { CallBar, useEndingText } from './CallBar';
import { callBarStyles } from './styles';

/** What the dock needs of the chat: its §7.2 call config and token, and whether chat is enabled. */
export interface CallChat extends CallsApi {
  getSnapshot(): { enabled: boolean };
}

export interface CallDockProps {
  chat: CallChat;
  ticketId: string | undefined;
  /** Grows by one on every Call press. */
  request: number;
}

export default function CallDock({ chat, ticketId, request }: CallDockProps) {
  const { root } = useElement();
  useLayoutEffect(() => adoptStyles(root, callBarStyles), [root]);
  const [state, calls] = useCore(() => createBrowserCalls({ api: chat, chatEnabled: () => chat.getSnapshot().enabled }), [chat]);
  const [refusal, setRefusal] = useState<string | undefined>();
  const ending = useEndingText(state.ended?.reason);
  // The Call press still waiting for the service, and whether it already asked it to try again.
  const pending = useRef<{ request: number; retried: boolean } | undefined>(undefined);

  useEffect(() => {
    if (!request) return;
    setRefusal(undefined);
    calls.dismissEnded();
    pending.current = { request, retried: false };
  }, [request, calls]);

  const { status, error } = state;
  useEffect(() => {
    const waiting = pending.current;
    if (!waiting || status === 'initial' || status === 'mounting' || status === 'unmounting') return;
    if (status === 'error' && !waiting.retried) {
      // A Call press after a failed mount tries the config and token again.
      waiting.retried = true;
      calls.toggle(true);
      return;
    }
    pending.current = undefined;
    if (status === 'error') return setRefusal(error?.message);
    calls.call(ticketId).catch((failure: Error) => setRefusal(failure.message));
  }, [status, error, request, ticketId, calls]);

  return (
    <CallBar
      call={state.call}
      notice={refusal ?? ending}
      onToggleMute={calls.toggleMute}
      onHangUp={calls.hangUp}
      onDismiss={() => {
        setRefusal(undefined);
        calls.dismissEnded();
      }}
    />
  );
}
