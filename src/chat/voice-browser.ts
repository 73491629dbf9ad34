/**
 * The browser's side of the voice ports: the Rtc port over getUserMedia and RTCPeerConnection
 * (Opus, then PCMU, through setCodecPreferences), and a calls service wired to it, the chat's
 * WebSocket factory and the system clock. Loaded with the call bar on the first Call.
 */
import { systemClock } from '../shared/clock';
import { consoleLogger } from '../shared/logger';
import { browserSocketFactory } from './browser';
import { CALL_ICE_GATHER_MS } from './constants';
import { createCalls } from './core/calls';
import type { CallsApi } from './core/calls';
import { createSignallingTransport, preferCodecs } from './core/voice';
import type { RtcPort, RtcSession } from './core/voice';

export interface BrowserRtcOptions {
  iceServers?: RTCIceServer[] | undefined;
  /** The microphone; getUserMedia({audio: true}) by default. */
  microphone?: (() => Promise<MediaStream>) | undefined;
}

/** Resolves once ICE gathering is complete, or after `ms` with what was gathered by then. */
function gathered(peer: RTCPeerConnection, ms: number): Promise<void> {
  if (peer.iceGatheringState === 'complete') return Promise.resolve();
  return new Promise((resolve) => {
    const timer = window.setTimeout(done, ms);
    function done(): void {
      window.clearTimeout(timer);
      peer.removeEventListener('icegatheringstatechange', check);
      resolve();
    }
    function check(): void {
      if (peer.iceGatheringState === 'complete') done();
    }
    peer.addEventListener('icegatheringstatechange', check);
  });
}

export function browserRtc(options: BrowserRtcOptions = {}): RtcPort {
  const microphone = options.microphone ?? (() => navigator.mediaDevices.getUserMedia({ audio: true }));
  return async (): Promise<RtcSession> => {
    const stream = await microphone();
    const [track] = stream.getAudioTracks();
    if (!track) {
      for (const each of stream.getTracks()) each.stop();
      throw new DOMException('The microphone gave no audio track.', 'NotFoundError');
    }
    const peer = new RTCPeerConnection({ iceServers: options.iceServers ?? [] });
    const transceiver = peer.addTransceiver(track, { direction: 'sendrecv', streams: [stream] });
    const codecs = RTCRtpReceiver.getCapabilities('audio')?.codecs ?? [];
    if (typeof transceiver.setCodecPreferences === 'function' && preferCodecs(codecs).length) {
      transceiver.setCodecPreferences(preferCodecs(codecs));
    }
    // The agent's voice: the receiver's track in an audio element kept off the page (Chromium
    // decodes remote audio only for a sink), started within the Call press's user activation.
    const speaker = new Audio();
    speaker.srcObject = new MediaStream([transceiver.receiver.track]);
    void speaker.play().catch(() => undefined);
    let dropped: (() => void) | undefined;
    peer.addEventListener('connectionstatechange', () => {
      if (peer.connectionState === 'failed' || peer.connectionState === 'closed') dropped?.();
    });
    return {
      async offer() {
        await peer.setLocalDescription(await peer.createOffer());
        // Complete offers, no trickle (docs/chat-voice.md): one frame carries every candidate.
        await gathered(peer, CALL_ICE_GATHER_MS);
        return peer.localDescription!.sdp;
      },
      answer: (sdp) => peer.setRemoteDescription({ type: 'answer', sdp }),
      setMuted(muted) {
        track.enabled = !muted;
        // Muted sends nothing at all (a disabled track would still send silence).
        void transceiver.sender.replaceTrack(muted ? null : track).catch(() => undefined);
      },
      onDrop: (listener) => void (dropped = listener),
      close() {
        dropped = undefined;
        for (const each of stream.getTracks()) each.stop();
        speaker.srcObject = null;
        peer.close();
      },
    };
  };
}

export interface BrowserCallsOptions extends BrowserRtcOptions {
  /** The chat client's callConfig and callToken (§7.2, with the chat's headers and 401 refresh). */
  api: CallsApi;
  chatEnabled?: (() => boolean) | undefined;
}

/** Our VoiceTransport over the browser's WebSocket, microphone and WebRTC. */
export function browserTransport(rtc: BrowserRtcOptions = {}) {
  return createSignallingTransport({ socketFactory: browserSocketFactory, rtc: browserRtc(rtc) });
}

/** The calls service of §4.3 over the browser's WebSocket, microphone and WebRTC. */
export function createBrowserCalls({ api, chatEnabled, ...rtc }: BrowserCallsOptions) {
  return createCalls({
    api,
    chatEnabled,
    clock: systemClock,
    logger: consoleLogger,
    transport: browserTransport(rtc),
  });
}
