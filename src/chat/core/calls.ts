/**
 * The calls service of §4.3: states initial → mounting → ready → unmounting (and error), a voice
 * device mounted with the call config and a token (§7.2) refreshed every 3000000 ms (§9), and one
 * call at a time: requested only when ready (§6) and with a ticket id (§5), active on accept,
 * reset by reject, cancel or disconnect (§4.3), placed with §7.4's parameters.
 *
 * Built on the store primitive: the first listener toggles the service on, the last one leaving
 * toggles it off; `toggle(on)` does the same by hand (the host switching calls on or off).
 */
import type { Clock, TimerId } from '../../shared/clock';
import type { Logger } from '../../shared/logger';
import { createStore } from '../../shared/store';
import type { Store } from '../../shared/store';
import { CALL_ACTION, CALL_DESTINATION, CALL_TOKEN_REFRESH_MS } from '../constants';
import { CallConfigError, CallsNotReadyError, CallTicketRequiredError, ChatDisabledError } from './errors';
import type { CallEndReason, VoiceCall, VoiceDevice, VoiceTransport } from './voice';

export type CallsStatus = 'initial' | 'mounting' | 'ready' | 'unmounting' | 'error';

/** The call itself: none, placed and waiting for the agent, or answered. */
export type CallPhase = 'idle' | 'connecting' | 'active';

/** How the last call ended, for the view to tell the user (§2.2's call bar resets). */
export type CallEnding = CallEndReason | 'hungUp' | 'failed';

export interface CallsState {
  status: CallsStatus;
  /** Set in state error: 'Failed to fetch call config or token'. */
  error?: Error | undefined;
  call: {
    phase: CallPhase;
    ticketId?: string | undefined;
    /** clock.now() when the agent answered: the call bar's duration runs from here. */
    startedAt?: number | undefined;
    muted: boolean;
  };
  /** The last call's end; cleared by the next call or `dismissEnded()`. */
  ended?: { reason: CallEnding; error?: Error | undefined } | undefined;
}

/** The two §7.2 reads the service makes (the chat client's callConfig and callToken). */
export interface CallsApi {
  callConfig(): Promise<string>;
  callToken(): Promise<string>;
}

export interface CallsOptions {
  api: CallsApi;
  transport: VoiceTransport;
  clock: Clock;
  /** §5: while chat is disabled, calls fail with 'Chat is disabled.'. */
  chatEnabled?: (() => boolean) | undefined;
  /** §7.4's `to`; the provider's desk by default. */
  to?: string | undefined;
  logger?: Logger | undefined;
}

const IDLE: CallsState['call'] = { phase: 'idle', muted: false };

export type Calls = ReturnType<typeof createCalls>;

/**
 * The call itself (§4.3): placed for a ticket on the mounted device, connecting then active,
 * muted, hung up or ended by the other side; handlers of a call no longer current change nothing.
 */
function createCallControl(options: CallsOptions, store: Store<CallsState>, device: () => VoiceDevice | undefined) {
  const { clock } = options;
  let call: VoiceCall | undefined;
  let callId: object | undefined;

  /** Ends the call locally (the device is told by the caller when it must be). */
  function resetCall(ending?: CallsState['ended']): void {
    call = undefined;
    callId = undefined;
    store.update((draft) => {
      draft.call = IDLE;
      if (ending) draft.ended = ending;
    });
  }

  /**
   * Places a call for a ticket: 'Chat is disabled.', 'Ticket ID is required to perform a call.'
   * and 'Calls service is not ready' are the rejections, in that order. A call already up is kept.
   */
  async function request(ticketId: string | undefined): Promise<void> {
    if (options.chatEnabled && !options.chatEnabled()) throw new ChatDisabledError();
    if (!ticketId) throw new CallTicketRequiredError();
    const mounted = device();
    if (store.getSnapshot().status !== 'ready' || !mounted) throw new CallsNotReadyError();
    if (call) return;
    store.update((draft) => {
      draft.call = { phase: 'connecting', ticketId, muted: false };
      draft.ended = undefined;
    });
    // Handlers act only while this is still the call: one that was hung up or replaced is over.
    const placing = {};
    callId = placing;
    const current = () => callId === placing;
    call = mounted.connect(
      { to: options.to ?? CALL_DESTINATION, action: CALL_ACTION, ticketId },
      {
        accepted: () => {
          if (!current()) return;
          store.update((draft) => {
            draft.call.phase = 'active';
            draft.call.startedAt = clock.now();
          });
        },
        ended: (reason) => {
          if (current()) resetCall({ reason });
        },
        failed: (error) => {
          if (!current()) return;
          options.logger?.warn(`Calls: ${error.message}`, error);
          resetCall({ reason: 'failed', error });
        },
      },
    );
    if (!current()) call = undefined;
  }

  function hangUp(): void {
    if (!call) return;
    call.hangUp();
    resetCall({ reason: 'hungUp' });
  }

  function setMuted(muted: boolean): void {
    if (!call) return;
    call.setMuted(muted);
    store.update((draft) => void (draft.call.muted = muted));
  }

  return {
    request,
    hangUp,
    setMuted,
    /** The device goes (unmounted, or mounted again): it hangs up what is still up. */
    end(): void {
      if (call) resetCall({ reason: 'hungUp' });
    },
  };
}

export function createCalls(options: CallsOptions) {
  const { api, transport, clock } = options;
  const store = createStore<CallsState>({ status: 'initial', call: IDLE }, { onStart: () => toggle(true), onStop: () => toggle(false) });
  let device: VoiceDevice | undefined;
  let refreshTimer: TimerId | undefined;
  const control = createCallControl(options, store, () => device);
  // Each mount and unmount gets a number: answers for an older one change nothing.
  let run = 0;

  const setStatus = (status: CallsStatus, error?: Error) =>
    store.update((draft) => {
      draft.status = status;
      draft.error = error;
    });

  function fail(current: number, cause: unknown): void {
    if (current !== run) return;
    options.logger?.warn('Calls: the call config or token could not be fetched.', cause);
    clock.clearTimeout(refreshTimer);
    setStatus('error', new CallConfigError(cause));
  }

  function scheduleRefresh(current: number): void {
    refreshTimer = clock.setTimeout(async () => {
      let token: string;
      try {
        token = await api.callToken();
      } catch (error) {
        return fail(current, error);
      }
      if (current !== run) return;
      device?.updateToken(token);
      scheduleRefresh(current);
    }, CALL_TOKEN_REFRESH_MS);
  }

  async function mount(): Promise<void> {
    const current = ++run;
    clock.clearTimeout(refreshTimer);
    // Again after an error: a device kept after a failed token refresh goes first.
    void device?.destroy();
    device = undefined;
    control.end();
    setStatus('mounting');
    let mounted: VoiceDevice;
    try {
      const [endpoint, token] = await Promise.all([api.callConfig(), api.callToken()]);
      if (current !== run) return;
      mounted = await transport.mount({ endpoint, token });
    } catch (error) {
      return fail(current, error);
    }
    if (current !== run) {
      void mounted.destroy();
      return;
    }
    device = mounted;
    setStatus('ready');
    scheduleRefresh(current);
  }

  async function unmount(): Promise<void> {
    const current = ++run;
    clock.clearTimeout(refreshTimer);
    setStatus('unmounting');
    const leaving = device;
    device = undefined;
    // The device hangs up what is still up as it goes.
    control.end();
    try {
      await leaving?.destroy();
    } catch (error) {
      options.logger?.warn('Calls: the voice device did not close cleanly.', error);
    }
    if (current === run) setStatus('initial');
  }

  /**
   * §4.3: on from initial or unmounting mounts; off from mounting or ready unmounts. The spec
   * leaves error open: on tries again, off unmounts (a failed token refresh leaves the device
   * mounted, with a call perhaps still up). Anything else is already where it was asked to be.
   */
  function toggle(on: boolean): void {
    const { status } = store.getSnapshot();
    if (on && (status === 'initial' || status === 'unmounting' || status === 'error')) void mount();
    else if (!on && (status === 'mounting' || status === 'ready' || status === 'error')) void unmount();
  }


  return {
    getSnapshot: store.getSnapshot,
    /** The first listener mounts the service; the last one leaving unmounts it. */
    subscribe: store.subscribe,
    select: store.select,
    toggle,
    call: control.request,
    hangUp: control.hangUp,
    setMuted: control.setMuted,
    toggleMute: () => control.setMuted(!store.getSnapshot().call.muted),
    dismissEnded: () => store.update((draft) => void (draft.ended = undefined)),
  };
}

/** The call bar's running duration: m:ss, or h:mm:ss from an hour. */
export function formatCallDuration(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}
