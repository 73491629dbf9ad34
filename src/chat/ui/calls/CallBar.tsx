/**
 * The call bar of §2.2: while a call is placed or active, its state, the running duration, a
 * microphone toggle and a hang-up button; after a call ends or cannot be placed, a notice saying
 * why (§4.3: reject, cancel or disconnect reset the call and the user is told). Native buttons
 * (keyboard); one status region, always in the page so that its changes are announced, says
 * Calling…, Call in progress or the notice; the duration is a timer (not announced every second).
 */
import { useEffect, useState } from 'react';
import { systemClock } from '../../../shared/clock';
import type { Clock } from '../../../shared/clock';
import { Button } from '../../../ui/Button';
import { useStrings } from '../../../ui/useStrings';
import { formatCallDuration } from '../../core/calls';
import type { CallEnding, CallsState } from '../../core/calls';
import { strings } from '../../strings';
import { CallIcon } from './icons';

const ENDING_TEXT = {
  hungUp: 'callEnded',
  rejected: 'callRejected',
  cancelled: 'callCancelled',
  disconnected: 'callDisconnected',
  failed: 'callFailed',
} as const satisfies Record<CallEnding, keyof (typeof strings)['defaults']>;

export interface CallBarProps {
  call: CallsState['call'];
  /** Why the last call ended, or why a call could not be requested (the spec's error texts). */
  notice?: string | undefined;
  onToggleMute: () => void;
  onHangUp: () => void;
  onDismiss: () => void;
  /** The calls service's clock (startedAt is its time); tests pass a fake one. */
  clock?: Clock | undefined;
}

/** The notice for a call's end, in the chat's catalog. */
export function useEndingText(ending: CallEnding | undefined): string | undefined {
  const t = useStrings(strings);
  return ending && t(ENDING_TEXT[ending]);
}

/** Now on `clock`, every second while `running`. */
function useNow(clock: Clock, running: boolean): number {
  const [now, setNow] = useState(() => clock.now());
  useEffect(() => {
    if (!running) return;
    let timer: number | undefined;
    const tick = () => {
      setNow(clock.now());
      timer = clock.setTimeout(tick, 1000);
    };
    tick();
    return () => clock.clearTimeout(timer);
  }, [clock, running]);
  return now;
}

export function CallBar({ call, notice, onToggleMute, onHangUp, onDismiss, clock = systemClock }: CallBarProps) {
  const t = useStrings(strings);
  const active = call.phase === 'active';
  const now = useNow(clock, active);
  const duration = formatCallDuration(active && call.startedAt !== undefined ? now - call.startedAt : 0);
  const shown = call.phase === 'idle' ? notice : undefined;
  const phaseText = active ? t('callActive') : t('callConnecting');
  return (
    <>
      <p className="fin-visually-hidden" part="call-announcer" role="status">
        {call.phase === 'idle' ? shown : phaseText}
      </p>
      {call.phase !== 'idle' && (
        <div className="call-bar" part="call-bar" data-phase={call.phase} role="group" aria-label={t('call')}>
          <div className="call-info">
            <span className="call-status" part="call-status">
              {phaseText}
            </span>
            {active && (
              <span className="call-duration" part="call-duration" role="timer" aria-label={t('callDuration', { duration })}>
                {duration}
              </span>
            )}
          </div>
          <button type="button" className="call-button" part="call-mute" aria-pressed={call.muted} aria-label={t('mute')} onClick={onToggleMute}>
            <CallIcon name={call.muted ? 'microphoneOff' : 'microphone'} />
          </button>
          <button type="button" className="call-button hang-up" part="call-hang-up" aria-label={t('hangUp')} onClick={onHangUp}>
            <CallIcon name="hangUp" />
          </button>
        </div>
      )}
      {shown && (
        <div className="call-notice" part="call-notice">
          <span>{shown}</span>
          <Button variant="quiet" size="small" onClick={onDismiss}>
            {t('dismiss')}
          </Button>
        </div>
      )}
    </>
  );
}
