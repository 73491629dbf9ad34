/**
 * The VoiceTransport port (the shape of a provider's voice SDK: a device made from the call
 * endpoint and a token, that places calls with parameters) and our implementation of it: a small
 * signalling protocol over the Socket port, with the audio in a peer connection behind the Rtc
 * port. The protocol is documented in docs/chat-voice.md; a provider's own SDK can replace all of
 * it by implementing VoiceTransport.
 */
import { attemptJson, fields, oneOf, optional, string } from '../../shared/decode';
import { CALL_CODECS } from '../constants';
import { CallFailedError } from './errors';
import type { SocketConnection, SocketFactory } from './socket';

/** §7.4: the parameters a call is placed with. */
export interface CallParams {
  to: string;
  action: string;
  ticketId: string;
}

/** Why a call ended other than by our own hang-up (§4.3: reject, cancel or disconnect reset it). */
export type CallEndReason = 'rejected' | 'cancelled' | 'disconnected';

export interface VoiceCallHandlers {
  /** The agent answered: audio flows. */
  accepted(): void;
  ended(reason: CallEndReason): void;
  /** It could not be placed or broke (no microphone, endpoint refused). */
  failed(error: Error): void;
}

export interface VoiceCall {
  setMuted(muted: boolean): void;
  /** Ends the call from our side; no handler runs afterwards. */
  hangUp(): void;
}

/** A mounted voice device: one endpoint, a token that is refreshed, calls placed through it. */
export interface VoiceDevice {
  connect(params: CallParams, handlers: VoiceCallHandlers): VoiceCall;
  updateToken(token: string): void;
  /** Hangs up what is still up and lets go of the device. */
  destroy(): Promise<void>;
}

export interface VoiceTransport {
  mount(setup: { endpoint: string; token: string }): Promise<VoiceDevice>;
}

/** One peer connection with the microphone on it, as the Rtc port gives it. */
export interface RtcSession {
  /** The complete local offer (its ICE candidates gathered). */
  offer(): Promise<string>;
  answer(sdp: string): Promise<void>;
  setMuted(muted: boolean): void;
  /** The media connection failed or closed under us. */
  onDrop(listener: () => void): void;
  close(): void;
}

/** The Rtc port: opens the microphone and makes a peer connection that prefers §7.4's codecs. */
export type RtcPort = () => Promise<RtcSession>;

/**
 * §7.4: Opus, then PCMU, and nothing else, in the shape RTCRtpTransceiver.setCodecPreferences
 * takes (RTCRtpReceiver.getCapabilities('audio').codecs, filtered and ordered).
 */
export function preferCodecs<C extends { mimeType: string }>(codecs: readonly C[]): C[] {
  return CALL_CODECS.flatMap((mimeType) => codecs.filter((codec) => codec.mimeType.toLowerCase() === mimeType.toLowerCase()));
}

/** The call endpoint with §7.4's parameters in its query. */
export function callUrl(endpoint: string, params: CallParams): string {
  const url = new URL(endpoint);
  url.searchParams.set('to', params.to);
  url.searchParams.set('action', params.action);
  url.searchParams.set('ticketId', params.ticketId);
  return url.toString();
}

/** The frames the call endpoint sends (docs/chat-voice.md). */
export type VoiceServerFrame =
  | { type: 'ringing' }
  | { type: 'accept'; sdp: string }
  | { type: 'reject' }
  | { type: 'cancel' }
  | { type: 'hangup' }
  | { type: 'error'; message: string };

const SERVER_FRAME_TYPES = ['ringing', 'accept', 'reject', 'cancel', 'hangup', 'error'] as const;

function decodeVoiceFrame(value: unknown, path: string): VoiceServerFrame {
  const read = fields(value, path);
  const type = read.get('type', oneOf(SERVER_FRAME_TYPES));
  if (type === 'accept') return { type, sdp: read.get('sdp', string) };
  if (type === 'error') return { type, message: read.get('message', optional(string)) ?? 'The call endpoint refused the call.' };
  return { type };
}


export interface SignallingOptions {
  socketFactory: SocketFactory;
  rtc: RtcPort;
}

/** VoiceTransport over a WebSocket at the call endpoint (docs/chat-voice.md). */
export function createSignallingTransport({ socketFactory, rtc }: SignallingOptions): VoiceTransport {
  async function mount(setup: { endpoint: string; token: string }): Promise<VoiceDevice> {
    let token = setup.token;
    const live = new Set<VoiceCall>();

    function connect(params: CallParams, handlers: VoiceCallHandlers): VoiceCall {
      let over = false;
      let accepted = false;
      let muted = false;
      let session: RtcSession | undefined;
      let socket: SocketConnection | undefined;

      function release(): void {
        over = true;
        live.delete(call);
        socket?.close(1000, 'call over');
        session?.close();
      }
      const end = (reason: CallEndReason) => {
        if (over) return;
        release();
        handlers.ended(reason);
      };
      const fail = (error: Error) => {
        if (over) return;
        release();
        handlers.failed(error);
      };

      async function onFrame(frame: VoiceServerFrame): Promise<void> {
        if (frame.type === 'accept') {
          try {
            await session!.answer(frame.sdp);
          } catch (error) {
            return fail(new CallFailedError('The call endpoint sent an answer the browser cannot use.', error));
          }
          if (over) return;
          accepted = true;
          handlers.accepted();
        } else if (frame.type === 'reject') end('rejected');
        else if (frame.type === 'cancel') end('cancelled');
        else if (frame.type === 'hangup') end('disconnected');
        else if (frame.type === 'error') fail(new CallFailedError(frame.message));
      }

      async function place(): Promise<void> {
        try {
          session = await rtc();
        } catch (error) {
          return fail(new CallFailedError('The microphone could not be opened.', error));
        }
        if (over) return session.close();
        session.setMuted(muted);
        session.onDrop(() => end('disconnected'));
        let sdp: string;
        try {
          sdp = await session.offer();
        } catch (error) {
          return fail(new CallFailedError('The call could not be set up.', error));
        }
        if (over) return;
        socket = socketFactory(callUrl(setup.endpoint, params), {
          open: () => socket?.send(JSON.stringify({ type: 'invite', token, sdp })),
          message: (data) => {
            // Anything that is not JSON or not a known frame is dropped.
            const frame = attemptJson(decodeVoiceFrame, data);
            if (frame) void onFrame(frame);
          },
          // Closed under us: before an answer the call never started, after it the line dropped.
          close: () => (accepted ? end('disconnected') : fail(new CallFailedError('The call endpoint closed the connection.'))),
        });
      }

      const call: VoiceCall = {
        setMuted(next) {
          muted = next;
          session?.setMuted(next);
        },
        hangUp() {
          if (over) return;
          socket?.send(JSON.stringify({ type: 'hangup' }));
          release();
        },
      };
      live.add(call);
      void place();
      return call;
    }

    return {
      connect,
      updateToken: (next) => void (token = next),
      async destroy() {
        for (const call of [...live]) call.hangUp();
      },
    };
  }
  return { mount };
}

