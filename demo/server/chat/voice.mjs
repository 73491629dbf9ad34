// The reference call endpoint (§7.4; protocol in docs/chat-voice.md): a WebSocket at
// /api/voice that takes an invite (token + complete SDP offer) with the parameters to,
// action=inboundCallInApp and ticketId, rings, and has the agent answer with a real WebRTC peer
// (werift): it plays a tone to the caller (tone.mjs), or echoes the caller's own audio back, and
// records what it receives. Tests steer the agent (answer, reject, cancel, hang up, drop, codecs).
import { randomBytes } from 'node:crypto';
import { RTCPeerConnection, RTCRtpCodecParameters, RtpHeader, RtpPacket } from 'werift';
import { WebSocketServer } from 'ws';
import { FRAME_MS, opusFrames, pcmuFrames } from './tone.mjs';

export const VOICE_PATH = '/api/voice';
/** How long a call token is good for: a little over the client's refresh period (§9: 3000000 ms). */
export const TOKEN_TTL_MS = 3_600_000;

const CODECS = {
  opus: () => new RTCRtpCodecParameters({ mimeType: 'audio/opus', clockRate: 48_000, channels: 2 }),
  PCMU: () => new RTCRtpCodecParameters({ mimeType: 'audio/PCMU', clockRate: 8_000, channels: 1, payloadType: 0 }),
};

/** What the agent does with the next calls; tests change it through `voice.agent`. */
export const DEFAULT_AGENT = { answer: 'accept', ringMs: 300, codecs: ['opus', 'PCMU'], play: 'tone' };

/** The received audio kept per call: the first 30 s of payloads (50 packets a second). */
const RECORDING_LIMIT = 1500;

export function createVoice({ state, fixtures, now = () => Date.now() }) {
  const tone = { opus: opusFrames(fixtures['voice-tone']), PCMU: pcmuFrames() };
  const tokens = new Map();
  const agent = { ...DEFAULT_AGENT };
  /** Every call placed, newest last: {ticketId, clientId, status, codec, received: {packets, bytes}, sent: {packets}}. */
  const calls = [];
  const live = new Set();

  function issueToken(clientId) {
    const token = randomBytes(24).toString('base64url');
    tokens.set(token, { clientId, expires: now() + TOKEN_TTL_MS });
    return token;
  }

  function clientOf(token) {
    const entry = typeof token === 'string' ? tokens.get(token) : undefined;
    return entry && entry.expires > now() ? entry.clientId : undefined;
  }

  async function answer(record, offer) {
    const pc = new RTCPeerConnection({ codecs: { audio: agent.codecs.map((name) => CODECS[name]()) } });
    record.pc = pc;
    pc.onTransceiverAdded.subscribe((transceiver) => {
      // The agent talks too: without this the answer says recvonly and the browser mutes its track.
      transceiver.setDirection('sendrecv');
      transceiver.onTrack.subscribe((track) => {
        track.onReceiveRtp.subscribe((rtp) => {
          record.received.packets += 1;
          record.received.bytes += rtp.payload.length;
          if (record.recording.length < RECORDING_LIMIT) record.recording.push(rtp.payload);
          // The echo: the caller's packets go straight back on our sender.
          if (record.status === 'active' && agent.play === 'echo') send(record, transceiver.sender, rtp);
        });
      });
      if (agent.play === 'tone') pc.connectionStateChange.watch((connection) => connection === 'connected').then(() => play(record, transceiver.sender), () => undefined);
    });
    pc.connectionStateChange.subscribe((connection) => {
      if (connection === 'failed') end(record, 'failed');
    });
    await pc.setRemoteDescription({ type: 'offer', sdp: offer });
    await pc.setLocalDescription(await pc.createAnswer());
    if (pc.iceGatheringState !== 'complete') await pc.iceGatheringStateChange.watch((gathering) => gathering === 'complete', 3000).catch(() => undefined);
    // Named as in CODECS, whatever the caller's SDP spelled (Chromium: opus, werift: OPUS).
    const mimeType = pc.getTransceivers()[0]?.codecs?.[0]?.mimeType ?? '';
    record.codec = Object.keys(CODECS).find((name) => `audio/${name}`.toLowerCase() === mimeType.toLowerCase());
    return pc.localDescription.sdp;
  }

  function send(record, sender, rtp) {
    sender.sendRtp(rtp).then(() => (record.sent.packets += 1), () => undefined);
  }

  /** The tone, a frame every 20 ms, in the codec the call agreed on, until the call ends. */
  function play(record, sender) {
    const frames = tone[record.codec];
    if (!frames) return;
    const step = record.codec === 'PCMU' ? 8 * FRAME_MS : 48 * FRAME_MS;
    let index = 0;
    record.player = setInterval(() => {
      const header = new RtpHeader({ sequenceNumber: index & 0xffff, timestamp: (index * step) >>> 0, marker: index === 0 });
      send(record, sender, new RtpPacket(header, frames[index % frames.length]));
      index += 1;
    }, FRAME_MS);
  }

  function end(record, status, frame) {
    if (record.over) return;
    record.over = true;
    record.status = status;
    clearTimeout(record.ring);
    clearInterval(record.player);
    live.delete(record);
    if (frame && record.ws.readyState === record.ws.OPEN) record.ws.send(JSON.stringify(frame));
    if (status === 'dropped') record.ws.terminate();
    else record.ws.close(1000, status);
    void record.pc?.close();
    const ticket = state.ticket(record.clientId, record.ticketId);
    if (ticket?.lastCall && !ticket.lastCall.completedAt) ticket.lastCall.completedAt = state.stamp();
  }

  function onInvite(record, frame) {
    record.status = 'ringing';
    record.ws.send(JSON.stringify({ type: 'ringing' }));
    const ticket = state.ticket(record.clientId, record.ticketId);
    if (ticket) ticket.lastCall = { createdAt: state.stamp() };
    const { answer: decision, ringMs } = agent;
    record.ring = setTimeout(async () => {
      if (decision === 'reject') return end(record, 'rejected', { type: 'reject' });
      if (decision === 'cancel') return end(record, 'cancelled', { type: 'cancel' });
      try {
        const sdp = await answer(record, frame.sdp);
        if (record.status !== 'ringing') return;
        record.status = 'active';
        if (ticket?.lastCall) ticket.lastCall.startedAt = state.stamp();
        record.ws.send(JSON.stringify({ type: 'accept', sdp }));
      } catch (error) {
        end(record, 'failed', { type: 'error', message: `The agent's phone could not answer: ${error.message}` });
      }
    }, ringMs);
  }

  const wss = new WebSocketServer({ noServer: true });

  function onUpgrade(request, socket, head) {
    const url = new URL(request.url, 'http://localhost');
    if (url.pathname !== VOICE_PATH) return;
    wss.handleUpgrade(request, socket, head, (ws) => onConnection(ws, url.searchParams));
  }

  function onConnection(ws, params) {
    const record = { ws, ticketId: params.get('ticketId'), to: params.get('to'), status: 'connecting', received: { packets: 0, bytes: 0 }, recording: [], sent: { packets: 0 } };
    const refuse = (message) => {
      ws.send(JSON.stringify({ type: 'error', message }));
      ws.close(1008, 'refused');
    };
    if (params.get('action') !== 'inboundCallInApp' || !record.to || !record.ticketId) {
      return refuse('A call needs to, action=inboundCallInApp and ticketId.');
    }
    ws.on('message', (data) => {
      let frame;
      try {
        frame = JSON.parse(String(data));
      } catch {
        return ws.close(1003, 'frames are JSON');
      }
      if (frame?.type === 'invite' && record.status === 'connecting') {
        record.clientId = clientOf(frame.token);
        if (!record.clientId) return refuse('The call token is missing, unknown or expired.');
        if (!state.ticket(record.clientId, record.ticketId)) return refuse(`No ticket ${record.ticketId}.`);
        if (typeof frame.sdp !== 'string') return refuse('An invite carries the SDP offer.');
        record.offer = frame.sdp;
        calls.push(record);
        live.add(record);
        return onInvite(record, frame);
      }
      if (frame?.type === 'hangup') end(record, 'ended');
    });
    ws.on('close', () => end(record, 'ended'));
    ws.on('error', () => undefined);
  }

  return {
    path: VOICE_PATH,
    agent,
    calls,
    issueToken,
    clientOf,
    attach(server) {
      server.on('upgrade', onUpgrade);
    },
    /** The agent hangs up every call. */
    hangUpAll: () => [...live].forEach((record) => end(record, 'ended', { type: 'hangup' })),
    /** The line drops: sockets cut and peers closed, nothing said. */
    dropAll: () => [...live].forEach((record) => end(record, 'dropped')),
    close(server) {
      server.off('upgrade', onUpgrade);
      for (const record of [...live]) end(record, 'dropped');
      wss.close();
    },
  };
}
