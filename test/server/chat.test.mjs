// The reference chat server: sessions, every §7.2 route's happy path and refusals, idempotent
// sends, since/before cursors, the simulated desk (bot → escalation → agent types and replies →
// internal request → resolve) and the §7.3 socket handshake, acks and fault-switch drops.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import WebSocket from 'ws';
import { createServer } from '../../demo/server/app.mjs';
import { chatAgent, encryptDevice } from './chat-support.mjs';

const FAST = { botReplyMs: 5, agentJoinMs: 5, agentTypingMs: 5, heartbeatMs: 50 };
const until = async (check, ms = 3000) => {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const value = await check();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('condition not met in time');
};

describe('reference chat server', () => {
  let app;
  let origin;
  let runtime;
  let faults;
  before(async () => {
    ({ app, faults } = await createServer({ chat: { timings: FAST, expose: (value) => (runtime = value) } }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${app.server.address().port}`;
  });
  after(() => app.close());

  test('refuses requests without the encrypted device id or version', async () => {
    const bare = await fetch(`${origin}/api/chat/ws/config`);
    assert.equal(bare.status, 400);
    assert.equal((await bare.json()).error, 'bad_device');
    const agent = chatAgent(origin);
    const config = await agent.call('GET', 'ws/config');
    assert.equal(config.status, 200);
    assert.deepEqual(config.body.openConnectionBackoff, { minMillis: 500, maxMillis: 15000, randomFactor: 0.3, autoResetMillis: 600000 });
  });

  test('sign-in, info, 401 without a session, sign-out', async () => {
    const agent = chatAgent(origin);
    assert.equal((await agent.call('GET', 'tickets')).status, 401);
    assert.equal((await agent.call('POST', 'signin', { verificationToken: '', clientId: 'c1' })).status, 401);
    const signIn = await agent.call('POST', 'signin', { verificationToken: 'token', clientId: 'client-a' });
    // The session token lets a partner site (another origin, no cookie) sign in by bearer.
    assert.match(signIn.body.sessionToken, /^\S{16,}$/);
    assert.deepEqual({ ...signIn.body, sessionToken: undefined }, { clientId: 'client-a', anonymous: false, sessionToken: undefined });
    assert.deepEqual((await agent.call('GET', 'info?clientId=client-a')).body, { clientId: 'client-a', anonymous: false });
    assert.equal((await agent.call('GET', 'info?clientId=someone-else')).status, 401);
    const tickets = await agent.call('GET', 'tickets');
    assert.deepEqual(tickets.body.map((ticket) => ticket.state), ['resolved']);
    const history = await agent.call('GET', 'tickets/history?limit=20');
    assert.deepEqual(history.body.map((ticket) => ticket.state), ['closed_and_rated']);
    assert.equal((await agent.call('POST', 'signout')).status, 204);
    assert.equal((await agent.call('GET', 'tickets')).status, 401);
  });

  test('anonymous sessions come back with their client id', async () => {
    const agent = chatAgent(origin);
    const first = await agent.call('POST', 'signin/anonymous', { tags: ['business'] });
    assert.equal(first.body.anonymous, true);
    const again = await agent.call('POST', 'signin/anonymous', { clientId: first.body.clientId, tags: ['business'] });
    assert.equal(again.body.clientId, first.body.clientId);
    assert.deepEqual((await agent.call('GET', 'tickets')).body, []);
  });

  test('tickets: create is idempotent by Idempotency-Key, externalRef kept as given; sends are idempotent by correlationId; cursors page', async () => {
    const agent = chatAgent(origin);
    await agent.call('POST', 'signin', { verificationToken: 'token', clientId: 'client-b' });
    assert.deepEqual((await agent.call('GET', 'tickets/next?category=cards')).body, { openNew: true });
    const created = await agent.call('POST', 'tickets', { category: 'cards', externalRef: 'ref-1' }, { 'idempotency-key': 'key-1' });
    assert.equal(created.status, 201);
    assert.equal(created.body.externalRef, 'ref-1');
    const repeat = await agent.call('POST', 'tickets', { category: 'cards', externalRef: 'ref-1' }, { 'idempotency-key': 'key-1' });
    assert.equal(repeat.status, 200);
    assert.equal(repeat.body.id, created.body.id);
    // The same host reference in another chat is another ticket.
    const other = await agent.call('POST', 'tickets', { category: 'other', externalRef: 'ref-1' }, { 'idempotency-key': 'key-2' });
    assert.notEqual(other.body.id, created.body.id);
    await agent.call('POST', `tickets/${other.body.id}/close`);
    const id = created.body.id;
    assert.deepEqual((await agent.call('GET', 'tickets/next?category=cards')).body, { openNew: false, ticketId: id });
    const sent = await agent.call('POST', `tickets/${id}/messages/text?correlationId=c-1&preventEscalation=true`, { text: 'hello' });
    const resent = await agent.call('POST', `tickets/${id}/messages/text?correlationId=c-1`, { text: 'hello' });
    assert.equal(resent.body.id, sent.body.id);
    assert.equal((await agent.call('POST', `tickets/${id}/messages/text`, { text: 'no id' })).status, 400);
    for (let index = 0; index < 5; index++) await agent.call('POST', `tickets/${id}/messages/text?correlationId=n-${index}`, { text: `n${index}` });
    const latest = await agent.call('GET', `tickets/${id}/messages?limit=3`);
    assert.equal(latest.body.length, 3);
    const since = await agent.call('GET', `tickets/${id}/messages?since=${sent.body.id}&limit=50`);
    assert.ok(since.body.every((message) => message.id > sent.body.id));
    const older = await agent.call('GET', `tickets/${id}/messages/history?before=${latest.body[0].id}&limit=50`);
    assert.ok(older.body.every((message) => message.id < latest.body[0].id));
    const all = [...older.body, ...latest.body].map((message) => message.id);
    assert.deepEqual(all, [...all].sort());
  });

  test('uploads: images and PDF up to 10 MB, with JSON and thumbnail answers', async () => {
    const agent = chatAgent(origin);
    await agent.call('POST', 'signin', { verificationToken: 'token', clientId: 'client-c' });
    const { body: ticket } = await agent.call('POST', 'tickets', {});
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }), 'a.png');
    const sent = await agent.call('POST', `tickets/${ticket.id}/messages/upload?correlationId=u-1`, form);
    assert.equal(sent.body.payloadType, 'upload');
    const uploadId = sent.body.payload.uploadId;
    assert.equal((await agent.call('GET', `uploads/${uploadId}?type=JSON`)).body.fileName, 'a.png');
    assert.match((await agent.call('GET', `uploads/${uploadId}/thumb?type=JSON&width=480`)).body.src, /width=480/);
    // The bytes: an <img> on a partner's page sends no cookie and no header, so the src is signed
    // and served on its signature alone; without it, tampered or with another expiry: 401.
    const { src } = (await agent.call('GET', `uploads/${uploadId}?type=JSON`)).body;
    assert.match(src, new RegExp(`^/api/chat/uploads/${uploadId}/raw\\?expires=\\d+&signature=`));
    const bare = (path) => fetch(`${origin}${path}`);
    const served = await bare(src);
    assert.deepEqual([served.status, served.headers.get('content-type'), [...new Uint8Array(await served.arrayBuffer())]], [200, 'image/png', [137, 80, 78, 71]]);
    assert.equal((await bare(`/api/chat/uploads/${uploadId}/raw`)).status, 401);
    const tampered = src.replace(/signature=(.)/, (_match, first) => `signature=${first === 'A' ? 'B' : 'A'}`);
    assert.equal((await bare(tampered)).status, 401);
    assert.equal((await bare(src.replace(/expires=\d+/, 'expires=1'))).status, 401);
    assert.equal(sent.body.payload.src.startsWith(`/api/chat/uploads/${uploadId}/raw?expires=`), true);
    const text = new FormData();
    text.set('file', new Blob(['x'], { type: 'text/plain' }), 'a.txt');
    assert.equal((await agent.call('POST', `tickets/${ticket.id}/messages/upload?correlationId=u-2`, text)).status, 415);
    const big = new FormData();
    big.set('file', new Blob([new Uint8Array(10_485_761)], { type: 'application/pdf' }), 'big.pdf');
    assert.equal((await agent.call('POST', `tickets/${ticket.id}/messages/upload?correlationId=u-3`, big)).status, 413);
  });

  test('the desk: bot answers, escalates to an agent who types, replies, asks and resolves; rating closes', async () => {
    const agent = chatAgent(origin);
    await agent.call('POST', 'signin', { verificationToken: 'token', clientId: 'client-d' });
    const { body: ticket } = await agent.call('POST', 'tickets', {});
    await agent.call('POST', `tickets/${ticket.id}/messages/text?correlationId=d-1`, { text: 'my card was declined' });
    await until(async () => (await agent.call('GET', `tickets/${ticket.id}/messages`)).body.some((m) => !m.fromClient && /declined/.test(m.payload.text ?? '')));
    await agent.call('POST', `tickets/${ticket.id}/messages/text?correlationId=d-2`, { text: 'I want a human agent' });
    const assigned = await until(async () => {
      const { body } = await agent.call('GET', `tickets/${ticket.id}`);
      return body.state === 'assigned' && body;
    });
    assert.ok(assigned.agent.name);
    // Escalated: the quick action that asked for a person is withdrawn (§4.4 actions updated).
    const offered = (await agent.call('GET', `tickets/${ticket.id}/action-suggestions`)).body.map((action) => action.actionId);
    assert.deepEqual(offered, ['freeze-card', 'dispute']);
    const [request] = await until(async () => {
      const { body } = await agent.call('GET', `tickets/${ticket.id}/internal-requests`);
      return body.length > 0 && body;
    });
    const answer = new FormData();
    answer.set('body', JSON.stringify({ choices: ['yes'] }));
    assert.equal((await agent.call('POST', `internal-requests/${request.id}/answer`, answer)).status, 204);
    const info = await agent.call('GET', `agents/${assigned.agent.id}/info`);
    assert.ok(['expert', 'specialist'].includes(info.body.title));
    await agent.call('POST', `tickets/${ticket.id}/messages/text?correlationId=d-3`, { text: 'thanks!' });
    await until(async () => (await agent.call('GET', `tickets/${ticket.id}`)).body.state === 'resolved');
    const ratings = await agent.call('GET', `tickets/${ticket.id}/ratings`);
    assert.equal(ratings.body.ratings[0].experience, 'great');
    assert.equal((await agent.call('POST', `tickets/${ticket.id}/rate-experience`, { experience: 'great', tags: ['fast'], feedback: '' })).status, 204);
    assert.equal((await agent.call('GET', `tickets/${ticket.id}`)).body.state, 'closed_and_rated');
  });

  test('the routes the panel calls: calls config and token, summary, resolve/close/dismiss, read, resolution, structured, greeting, suggestions, experience tags, avatar', async () => {
    const agent = chatAgent(origin);
    assert.equal((await agent.call('GET', 'in-app-calls/config')).status, 401);
    await agent.call('POST', 'signin', { verificationToken: 'token', clientId: 'client-routes' });
    assert.match((await agent.call('GET', 'in-app-calls/config')).body.endpoint, /^wss?:\/\/[^/]+\/api\/voice$/);
    assert.ok((await agent.call('GET', 'in-app-calls/token')).body.token.length > 10);
    const { body: greeting } = await agent.call('GET', 'greeting-messages');
    assert.ok(greeting.messages.length > 0 && greeting.authorId);
    const { body: ticket } = await agent.call('POST', 'tickets', { category: 'cards' }, { 'idempotency-key': 'routes-1' });
    assert.deepEqual((await agent.call('GET', 'tickets/summary')).body, { unread: 0, active: 1 });
    // The initialised service message is not unread; an agent message is.
    runtime.state.addMessage(runtime.state.ticket('client-routes', ticket.id), { fromClient: false, authorId: 'agent-tom', payloadType: 'text', payload: { text: 'hi' } });
    assert.equal((await agent.call('GET', 'tickets/summary')).body.unread, 1);
    assert.equal((await agent.call('POST', `tickets/${ticket.id}/messages/read`)).status, 204);
    assert.equal((await agent.call('GET', 'tickets/summary')).body.unread, 0);
    const suggestions = await agent.call('GET', `tickets/${ticket.id}/action-suggestions`);
    assert.deepEqual(suggestions.body.map((action) => action.state), ['Pending', 'Pending', 'Pending']);
    assert.equal((await agent.call('POST', `tickets/${ticket.id}/submit-action`, { actionId: suggestions.body[0].actionId })).status, 204);
    assert.equal((await agent.call('GET', `tickets/${ticket.id}/action-suggestions`)).body.length, 2);
    assert.equal((await agent.call('POST', `tickets/${ticket.id}/submit-action`, { actionId: 'nope' })).status, 404);
    const structure = new FormData();
    structure.set('content', JSON.stringify({ type: 'vbox', items: [{ type: 'text', text: 'a' }] }));
    const structured = await agent.call('POST', `tickets/${ticket.id}/messages/structured?correlationId=s-1`, structure);
    assert.equal(structured.body.payloadType, 'structure');
    const broken = new FormData();
    broken.set('content', '{');
    assert.equal((await agent.call('POST', `tickets/${ticket.id}/messages/structured?correlationId=s-2`, broken)).status, 400);
    assert.deepEqual((await agent.call('GET', `tickets/${ticket.id}/experience-tags`)).body.tags[0], { tag: 'fast', label: 'Fast' });
    assert.match((await agent.call('GET', 'agents/agent-maria/avatar?type=JSON')).body.src, /agent-maria\/avatar\.svg$/);
    assert.equal((await agent.call('GET', 'agents/nobody/avatar?type=JSON')).status, 404);
    assert.equal((await agent.call('POST', `tickets/${ticket.id}/resolve`)).status, 204);
    assert.equal((await agent.call('GET', `tickets/${ticket.id}/resolution`)).body.state, 'resolved');
    assert.equal((await agent.call('POST', `tickets/${ticket.id}/close`)).status, 204);
    assert.equal((await agent.call('GET', `tickets/${ticket.id}`)).body.state, 'closed');
    assert.equal((await agent.call('POST', `tickets/${ticket.id}/resolve`)).status, 409);
    assert.equal((await agent.call('POST', `tickets/${ticket.id}/dismiss`)).status, 204);
    assert.ok((await agent.call('GET', `tickets/${ticket.id}`)).body.clientDismissedAt);
  });

  test('ticketless sends (not signed in): text, structured and upload open a guest session and a ticket', async () => {
    const agent = chatAgent(origin);
    const text = await agent.call('POST', 'messages/text?correlationId=g-1', { text: 'hello' });
    assert.equal(text.status, 200);
    assert.ok(agent.cookie, 'a guest session cookie');
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }), 'g.png');
    const upload = await agent.call('POST', 'messages/upload?correlationId=g-2', form);
    assert.equal(upload.body.ticketId, text.body.ticketId);
    const structure = new FormData();
    structure.set('content', JSON.stringify({ type: 'hbox', items: [] }));
    const structured = await agent.call('POST', 'messages/structured?correlationId=g-3', structure);
    assert.equal(structured.body.ticketId, text.body.ticketId);
    const { body: messages } = await agent.call('GET', `tickets/${text.body.ticketId}/messages`);
    assert.deepEqual(messages.filter((message) => message.fromClient).map((message) => message.payloadType), ['text', 'upload', 'structure']);
  });

  test('socket: first frame, wsStart, acks, heartbeats, pushed messages, dropped by the fault switch', async () => {
    const agent = chatAgent(origin);
    await agent.call('POST', 'signin', { verificationToken: 'token', clientId: 'client-e' });
    const { body: ticket } = await agent.call('POST', 'tickets', {});
    const url = `${origin.replace('http', 'ws')}/api/chat/ws?auth-scheme=web`;
    const refused = new WebSocket(url);
    await new Promise((resolve) => refused.on('error', resolve));
    const ws = new WebSocket(url, { headers: { cookie: agent.cookie } });
    const frames = [];
    ws.on('message', (data) => {
      const frame = JSON.parse(String(data));
      frames.push(frame);
      if (frame.id && frame.type !== 'heartbeat') ws.send(JSON.stringify({ id: frame.id, type: 'ack', receivedTimestamp: Date.now() }));
    });
    await new Promise((resolve) => ws.on('open', resolve));
    ws.send(JSON.stringify({ version: '1', userAgent: 'node', acceptLanguage: 'en-GB', device: encryptDevice('device-test-1') }));
    await until(() => frames.some((frame) => frame.type === 'wsStart'));
    await agent.call('POST', `tickets/${ticket.id}/messages/text?correlationId=e-1`, { text: 'hello there' });
    await until(() => frames.some((frame) => frame.type === 'message' && frame.payload.correlationId === 'e-1'));
    await until(() => frames.some((frame) => frame.type === 'typing'));
    await until(() => frames.some((frame) => frame.type === 'heartbeat'));
    await until(() => runtime.stats.acks >= 2);
    const closed = new Promise((resolve) => ws.on('close', (code) => resolve(code)));
    faults.add({ dropSockets: true });
    assert.equal(await closed, 1006);
  });
});
