// The reference call endpoint (docs/chat-voice.md) on its own: refusals, the agent's answer and
// its decisions, with a werift peer in Node as the caller (no browser).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { URLSearchParams } from 'node:url';
import { RTCPeerConnection } from 'werift';
import WebSocket from 'ws';
import { createServer } from '../../demo/server/app.mjs';
import { DEFAULT_AGENT } from '../../demo/server/chat/voice.mjs';

describe('reference call endpoint (/api/voice)', () => {
  let app;
  let runtime;
  let base;
  let ticket;
  let token;
  const peers = [];

  before(async () => {
    ({ app } = await createServer({ chat: { expose: (value) => (runtime = value) } }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `ws://127.0.0.1:${app.server.address().port}/api/voice`;
    runtime.state.createSession('caller', false);
    ticket = runtime.state.newTicket('caller', {});
    token = runtime.voice.issueToken('caller');
  });
  after(async () => {
    await Promise.all(peers.map((peer) => peer.close()));
    await app.close();
  });

  const url = (params) => `${base}?${new URLSearchParams(params)}`;
  const full = () => ({ to: 'support', action: 'inboundCallInApp', ticketId: ticket.id });

  /** Opens the socket, sends `invite` once open (unless null), and collects frames until it closes. */
  function dial(address, invite) {
    return new Promise((resolve) => {
      const frames = [];
      const ws = new WebSocket(address);
      ws.on('open', () => invite && ws.send(JSON.stringify(invite)));
      ws.on('message', (data) => {
        const frame = JSON.parse(String(data));
        frames.push(frame);
        if (frame.type === 'accept') resolve({ frames, ws });
      });
      ws.on('close', (code) => resolve({ frames, code, ws }));
    });
  }

  async function offer() {
    const peer = new RTCPeerConnection();
    peers.push(peer);
    peer.addTransceiver('audio', { direction: 'sendrecv' });
    await peer.setLocalDescription(await peer.createOffer());
    return peer.localDescription.sdp;
  }

  const refusals = [
    ['without to', { action: 'inboundCallInApp', ticketId: 'x' }, { token: 't', sdp: 'v=0' }, 'A call needs to, action=inboundCallInApp and ticketId.'],
    ['with another action', { to: 'support', action: 'outbound', ticketId: 'x' }, { token: 't', sdp: 'v=0' }, 'A call needs to, action=inboundCallInApp and ticketId.'],
    ['with an unknown token', null, { token: 'nope', sdp: 'v=0' }, 'The call token is missing, unknown or expired.'],
    ['for a ticket that is not the caller’s', 'other-ticket', null, 'No ticket t-none.'],
    ['without an offer', null, {}, 'An invite carries the SDP offer.'],
  ];
  for (const [what, params, invite, message] of refusals) {
    it(`refuses a call ${what}: an error frame, then close 1008`, async () => {
      const address = params === null ? url(full()) : params === 'other-ticket' ? url({ ...full(), ticketId: 't-none' }) : url(params);
      const frame = invite === null ? { type: 'invite', token, sdp: 'v=0' } : { type: 'invite', token: invite.token ?? token, ...invite };
      const { frames, code } = await dial(address, frame);
      assert.deepEqual(frames, [{ type: 'error', message }]);
      assert.equal(code, 1008);
    });
  }

  it('rings, then answers with a sendrecv Opus answer and records the call on the ticket', async () => {
    Object.assign(runtime.voice.agent, DEFAULT_AGENT, { ringMs: 20 });
    const { frames, ws } = await dial(url(full()), { type: 'invite', token, sdp: await offer() });
    assert.deepEqual(frames.map((frame) => frame.type), ['ringing', 'accept']);
    const answer = frames[1].sdp;
    assert.match(answer, /^a=sendrecv/m);
    assert.match(answer, /^a=rtpmap:\d+ opus\/48000/im);
    const record = runtime.voice.calls.at(-1);
    assert.equal(record.status, 'active');
    assert.equal(record.codec, 'opus');
    assert.ok(ticket.lastCall.createdAt && ticket.lastCall.startedAt);
    ws.send(JSON.stringify({ type: 'hangup' }));
    await new Promise((resolve) => ws.on('close', resolve));
    assert.equal(record.status, 'ended');
    assert.ok(ticket.lastCall.completedAt);
  });

  for (const [answer, frame] of [['reject', 'reject'], ['cancel', 'cancel']]) {
    it(`the agent's ${answer}: ringing, then ${frame}, then close`, async () => {
      Object.assign(runtime.voice.agent, DEFAULT_AGENT, { ringMs: 20, answer });
      const { frames, code } = await dial(url(full()), { type: 'invite', token, sdp: await offer() });
      assert.deepEqual(frames, [{ type: 'ringing' }, { type: frame }]);
      assert.equal(code, 1000);
    });
  }

  it('offers PCMU only when told to', async () => {
    Object.assign(runtime.voice.agent, DEFAULT_AGENT, { ringMs: 20, codecs: ['PCMU'] });
    const { frames, ws } = await dial(url(full()), { type: 'invite', token, sdp: await offer() });
    assert.match(frames[1].sdp, /^m=audio \d+ \S+ 0$/m);
    assert.equal(runtime.voice.calls.at(-1).codec, 'PCMU');
    ws.close();
  });

  it('the config names the voice socket on the host asked, and the token is bound to the session', async () => {
    assert.equal(runtime.voice.clientOf(token), 'caller');
    assert.equal(runtime.voice.clientOf('nope'), undefined);
    assert.equal(runtime.voice.path, '/api/voice');
  });
});
