import { expect } from '@open-wc/testing';
import { callUrl, createSignallingTransport, preferCodecs } from '../../../src/chat/core/voice';
import type { RtcSession, VoiceCallHandlers } from '../../../src/chat/core/voice';
import { createFakeSocket, settle } from '../support/fake-socket';

describe('preferCodecs (§7.4: Opus, then PCMU)', () => {
  const codec = (mimeType: string, clockRate = 8000) => ({ mimeType, clockRate });
  const rows: [string, string[], string[]][] = [
    ["Chromium's list", ['audio/red', 'audio/PCMU', 'audio/opus', 'audio/G722', 'audio/PCMA', 'audio/CN', 'audio/telephone-event'], ['audio/opus', 'audio/PCMU']],
    ['PCMU only', ['audio/PCMA', 'audio/PCMU'], ['audio/PCMU']],
    ['any case', ['audio/pcmu', 'AUDIO/OPUS'], ['AUDIO/OPUS', 'audio/pcmu']],
    ['neither', ['audio/PCMA', 'audio/G722'], []],
  ];
  for (const [what, given, expected] of rows) {
    it(`${what} → ${expected.join(', ') || 'nothing'}`, () => {
      expect(preferCodecs(given.map((mimeType) => codec(mimeType))).map((c) => c.mimeType)).to.deep.equal(expected);
    });
  }
  it('keeps every entry of a codec (e.g. Opus at two parameter sets), in their order', () => {
    const codecs = [codec('audio/PCMU'), { mimeType: 'audio/opus', clockRate: 48000, sdpFmtpLine: 'a' }, { mimeType: 'audio/opus', clockRate: 48000, sdpFmtpLine: 'b' }];
    expect(preferCodecs(codecs)).to.deep.equal([codecs[1], codecs[2], codecs[0]]);
  });
});

describe('callUrl', () => {
  it('adds to, action and ticketId to the endpoint, keeping its own query', () => {
    expect(callUrl('wss://voice.test/call?region=eu', { to: 'support', action: 'inboundCallInApp', ticketId: 't 1' })).to.equal(
      'wss://voice.test/call?region=eu&to=support&action=inboundCallInApp&ticketId=t+1',
    );
  });
});

function fakeRtc({ failOpen = false, failAnswer = false } = {}) {
  const sessions: { muted: boolean[]; answers: string[]; closed: boolean; drop: () => void }[] = [];
  const rtc = async (): Promise<RtcSession> => {
    if (failOpen) throw new DOMException('Permission denied', 'NotAllowedError');
    const state = { muted: [] as boolean[], answers: [] as string[], closed: false, drop: () => {} };
    sessions.push(state);
    return {
      offer: async () => 'v=0 offer',
      answer: async (sdp) => {
        if (failAnswer) throw new Error('bad sdp');
        state.answers.push(sdp);
      },
      setMuted: (muted) => void state.muted.push(muted),
      onDrop: (listener) => void (state.drop = listener),
      close: () => void (state.closed = true),
    };
  };
  return { rtc, sessions };
}

function recordHandlers() {
  const events: string[] = [];
  const handlers: VoiceCallHandlers = {
    accepted: () => void events.push('accepted'),
    ended: (reason) => void events.push(`ended:${reason}`),
    failed: (error) => void events.push(`failed:${error.name}:${error.message}`),
  };
  return { events, handlers };
}

async function placeCall(rtcOptions = {}) {
  const sockets = createFakeSocket();
  const rtc = fakeRtc(rtcOptions);
  const transport = createSignallingTransport({ socketFactory: sockets.factory, rtc: rtc.rtc });
  const device = await transport.mount({ endpoint: 'wss://voice.test/call', token: 'tok-1' });
  const { events, handlers } = recordHandlers();
  const call = device.connect({ to: 'support', action: 'inboundCallInApp', ticketId: 't1' }, handlers);
  await settle();
  return { sockets, rtc, device, call, events };
}

describe('signalling transport (docs/chat-voice.md)', () => {
  it('opens the microphone first, then the call endpoint with the parameters, and sends the invite with token and offer', async () => {
    const { sockets } = await placeCall();
    const connection = sockets.last();
    expect(connection.url).to.equal('wss://voice.test/call?to=support&action=inboundCallInApp&ticketId=t1');
    connection.open();
    expect(connection.sent).to.deep.equal([{ type: 'invite', token: 'tok-1', sdp: 'v=0 offer' }]);
  });

  it('uses the refreshed token for the next call', async () => {
    const { sockets, device } = await placeCall();
    device.updateToken('tok-2');
    device.connect({ to: 'support', action: 'inboundCallInApp', ticketId: 't2' }, recordHandlers().handlers);
    await settle();
    sockets.last().open();
    expect(sockets.last().sent[0]).to.include({ token: 'tok-2' });
  });

  it('accept: applies the answer, then reports accepted', async () => {
    const { sockets, rtc, events } = await placeCall();
    sockets.last().open();
    sockets.last().receive({ type: 'ringing' });
    sockets.last().receive({ type: 'accept', sdp: 'v=0 answer' });
    await settle();
    expect(rtc.sessions[0]!.answers).to.deep.equal(['v=0 answer']);
    expect(events).to.deep.equal(['accepted']);
  });

  const endings: [string, unknown, boolean, string][] = [
    ['reject', { type: 'reject' }, false, 'ended:rejected'],
    ['cancel', { type: 'cancel' }, false, 'ended:cancelled'],
    ["the agent's hang-up", { type: 'hangup' }, true, 'ended:disconnected'],
    ['an error frame', { type: 'error', message: 'Unknown ticket' }, false, 'failed:CallFailedError:Unknown ticket'],
  ];
  for (const [what, frame, afterAccept, event] of endings) {
    it(`${what} → ${event}, socket and peer closed`, async () => {
      const { sockets, rtc, events } = await placeCall();
      sockets.last().open();
      if (afterAccept) sockets.last().receive({ type: 'accept', sdp: 'v=0 answer' });
      await settle();
      sockets.last().receive(frame);
      await settle();
      expect(events.at(-1)).to.equal(event);
      expect(sockets.last().closed).to.deep.equal({ code: 1000, reason: 'call over' });
      expect(rtc.sessions[0]!.closed).to.equal(true);
    });
  }

  it('the socket dropping after accept → disconnected; before accept → failed', async () => {
    const after = await placeCall();
    after.sockets.last().open();
    after.sockets.last().receive({ type: 'accept', sdp: 'v=0 answer' });
    await settle();
    after.sockets.last().drop();
    expect(after.events).to.deep.equal(['accepted', 'ended:disconnected']);

    const before = await placeCall();
    before.sockets.last().drop();
    expect(before.events).to.deep.equal(['failed:CallFailedError:The call endpoint closed the connection.']);
  });

  it('the media connection dropping → disconnected, once', async () => {
    const { sockets, rtc, events } = await placeCall();
    sockets.last().open();
    sockets.last().receive({ type: 'accept', sdp: 'v=0 answer' });
    await settle();
    rtc.sessions[0]!.drop();
    sockets.last().drop();
    expect(events).to.deep.equal(['accepted', 'ended:disconnected']);
  });

  it('a microphone refused → failed, and no socket is opened', async () => {
    const { sockets, events } = await placeCall({ failOpen: true });
    expect(sockets.connections).to.have.length(0);
    expect(events).to.deep.equal(['failed:CallFailedError:The microphone could not be opened.']);
  });

  it('an answer the browser refuses → failed', async () => {
    const { sockets, events } = await placeCall({ failAnswer: true });
    sockets.last().open();
    sockets.last().receive({ type: 'accept', sdp: 'garbage' });
    await settle();
    expect(events).to.deep.equal(['failed:CallFailedError:The call endpoint sent an answer the browser cannot use.']);
  });

  it('frames that are not JSON or not known are dropped', async () => {
    const { sockets, events } = await placeCall();
    sockets.last().open();
    sockets.last().handlers.message('not json');
    sockets.last().receive({ type: 'surprise' });
    sockets.last().receive({ type: 'accept' });
    await settle();
    expect(events).to.deep.equal([]);
  });

  it('hang-up sends hangup and closes; no handler runs afterwards', async () => {
    const { sockets, call, events, rtc } = await placeCall();
    sockets.last().open();
    call.hangUp();
    expect(sockets.last().sent.at(-1)).to.deep.equal({ type: 'hangup' });
    expect(rtc.sessions[0]!.closed).to.equal(true);
    sockets.last().receive({ type: 'reject' });
    sockets.last().drop();
    expect(events).to.deep.equal([]);
  });

  it('mute reaches the peer, also when set before the microphone opened', async () => {
    const sockets = createFakeSocket();
    const rtc = fakeRtc();
    const device = await createSignallingTransport({ socketFactory: sockets.factory, rtc: rtc.rtc }).mount({ endpoint: 'wss://voice.test/call', token: 't' });
    const call = device.connect({ to: 'support', action: 'inboundCallInApp', ticketId: 't1' }, recordHandlers().handlers);
    call.setMuted(true);
    await settle();
    call.setMuted(false);
    expect(rtc.sessions[0]!.muted).to.deep.equal([true, false]);
  });

  it('destroy hangs up every call still up', async () => {
    const { sockets, device, rtc } = await placeCall();
    sockets.last().open();
    await device.destroy();
    expect(sockets.last().sent.at(-1)).to.deep.equal({ type: 'hangup' });
    expect(rtc.sessions[0]!.closed).to.equal(true);
  });
});
