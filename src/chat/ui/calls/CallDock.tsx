/**
 * The lazy call chunk's root (loaded on the first Call): places a call for the open ticket on
 * every Call request through the panel's calls service (useCalls; the Call item shows only when
 * it is ready, §6) and renders the call bar with what the service says.
 *
 * Mount point: inside the chat panel, under its header, as
 * `<CallDock calls={calls} state={callsState} ticketId={state.ticketId} request={n} />`, where `n`
 * grows by one on every Call press (0 = none yet). It adopts its own styles in the element's
 * shadow root (from ElementContext).
 */
import { useEffect, useLayoutEffect, useState } from 'react';
import type { Clock } from '../../../shared/clock';
import { useElement } from '../../../ui/element-context';
import { adoptStyles } from '../../../ui/sheets';
import type { Calls, CallsState } from '../../core/calls';
import { CallBar, useEndingText } from './CallBar';
import { callBarStyles } from './styles';

export interface CallDockProps {
  calls: Calls;
  state: CallsState;
  ticketId: string | undefined;
  /** Grows by one on every Call press. */
  request: number;
  /** The calls service's clock, for the running duration. */
  clock?: Clock | undefined;
}

export default function CallDock({ calls, state, ticketId, request, clock }: CallDockProps) {
  const { root } = useElement();
  useLayoutEffect(() => adoptStyles(root, callBarStyles), [root]);
  const [refusal, setRefusal] = useState<string | undefined>();
  const ending = useEndingText(state.ended?.reason);

  useEffect(() => {
    if (!request) return;
    setRefusal(undefined);
    calls.dismissEnded();
    // 'Chat is disabled.', 'Ticket ID is required to perform a call.', 'Calls service is not ready' (§5, §6, §8).
    calls.call(ticketId).catch((failure: Error) => setRefusal(failure.message));
    // Only a new press places a call; the ticket is read as it is then.
  }, [request, calls]);

  return (
    <CallBar
      call={state.call}
      notice={refusal ?? ending}
      clock={clock}
      onToggleMute={calls.toggleMute}
      onHangUp={calls.hangUp}
      onDismiss={() => {
        setRefusal(undefined);
        calls.dismissEnded();
      }}
    />
  );
}
