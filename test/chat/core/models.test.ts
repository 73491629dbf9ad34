import { expect } from '@open-wc/testing';
import { agentTitleLabel, compactCount, hasStarBadge, tenure } from '../../../src/chat/core/agents';
import { AGENT_TITLES, decodeAgent, decodeMessage, PAYLOAD_TYPES } from '../../../src/chat/core/models';
import { preTicketInputDisabled } from '../../../src/chat/core/pre-ticket';
import { decodeStructure } from '../../../src/chat/core/structure';
import { socketUrl } from '../../../src/chat/core/chat';
import { encryptDeviceId, MAX_DEVICE_ID_BYTES } from '../../../src/chat/core/device';
import { browserRandom } from '../../../src/shared/random';
import { chatHarness, listen } from '../support/chat-harness';

const wireMessage = (fields: Record<string, unknown>) => ({
  id: 'm1',
  ticketId: 't1',
  fromClient: false,
  author: { id: 'a', chatbot: true },
  createdAt: '2026-05-01T10:00:00Z',
  payloadType: 'text',
  payload: { text: 'hi' },
  ...fields,
});

describe('chat models: messages', () => {
  it('knows every payload type of §3.2, service ones included', () => {
    expect([...PAYLOAD_TYPES]).to.deep.equal([
      'text', 'file', 'structure', 'upload', 'resolved', 'assigned',
      'closed', 'reopened', 'initialized', 'rating', 'experience', 'message-deleted', 'rated', 'experienceRated', 'actionSubmitted', 'escalatedToLiveAgent', 'autoTranslationUpdated',
    ]);
  });
  it('decodes kinds, and defaults to message', () => {
    expect(decodeMessage(wireMessage({})).kind).to.equal('message');
    expect(decodeMessage(wireMessage({ kind: 'mass' })).kind).to.equal('mass');
    expect(() => decodeMessage(wireMessage({ kind: 'broadcast' }))).to.throw(/\$\.kind/);
  });
  const bad: [string, Record<string, unknown>, RegExp][] = [
    ['unknown payload type', { payloadType: 'video' }, /\$\.payloadType/],
    ['text without text', { payload: {} }, /\$\.payload\.text/],
    ['upload without uploadId', { payloadType: 'upload', payload: { mediaType: 'image/png', fileName: 'a' } }, /\$\.payload\.uploadId/],
    ['bad date', { createdAt: 'yesterday' }, /\$\.createdAt/],
    ['no author', { author: null }, /\$\.author/],
    ['bad structure', { payloadType: 'structure', payload: { content: { type: 'table' } } }, /\$\.payload\.content\.type/],
  ];
  for (const [name, fields, path] of bad) {
    it(`refuses ${name}`, () => expect(() => decodeMessage(wireMessage(fields))).to.throw(path));
  }
  // Decoded at the boundary (issue 37): the view renders `content`, it reads no payload.
  const contents: [string, Record<string, unknown>, unknown][] = [
    ['text', {}, { type: 'text', text: 'hi', translation: undefined }],
    ['text with its translation', { payload: { text: 'Bonjour', translation: { content: 'Hello' } } }, { type: 'text', text: 'Bonjour', translation: 'Hello' }],
    ['upload', { payloadType: 'upload', payload: { uploadId: 'u1', mediaType: 'image/png', fileName: 'a.png' } }, { type: 'file', uploadId: 'u1', mediaType: 'image/png', fileName: 'a.png' }],
    ['file', { payloadType: 'file', payload: { id: 'f1', filename: 'b.pdf', mediaType: 'application/pdf' } }, { type: 'file', uploadId: 'f1', fileName: 'b.pdf', mediaType: 'application/pdf' }],
    [
      'structure',
      { payloadType: 'structure', payload: { content: { type: 'vbox', items: [{ type: 'text', text: 'x' }] } } },
      { type: 'structure', node: decodeStructure({ type: 'vbox', items: [{ type: 'text', text: 'x' }] }) },
    ],
    ['assigned', { payloadType: 'assigned', kind: 'service', payload: { agent: { name: 'Ada' } } }, { type: 'service', agentName: 'Ada', actionTitle: undefined }],
    ['actionSubmitted', { payloadType: 'actionSubmitted', kind: 'service', payload: { actionTitle: 'Freeze' } }, { type: 'service', agentName: undefined, actionTitle: 'Freeze' }],
  ];
  for (const [name, fields, content] of contents) {
    it(`decodes the content of ${name}`, () => expect(decodeMessage(wireMessage(fields)).content).to.deep.equal(content));
  }
  it('refuses a translation that is not text', () => expect(() => decodeMessage(wireMessage({ payload: { text: 'a', translation: { content: 3 } } }))).to.throw(/\$\.payload\.translation\.content/));
});

describe('chat models: structured content', () => {
  it('decodes containers and every item type', () => {
    const content = {
      type: 'vbox',
      spacing: { value: 8, unit: 'px' },
      items: [
        { type: 'text', text: 'Your card', styleClasses: ['heading2'] },
        {
          type: 'hbox',
          items: [
            { type: 'date', value: '2026-05-01' },
            { type: 'time', value: '10:00' },
            { type: 'phone', value: '+44 20 7946 0000' },
            { type: 'money', amount: 42.1, currency: 'EUR', styleClasses: ['bold'] },
            { type: 'boolean', value: true },
            { type: 'file', id: 'u1', filename: 'receipt.pdf', mediaType: 'application/pdf' },
          ],
        },
      ],
    };
    const decoded = decodeStructure(content);
    expect(decoded.type).to.equal('vbox');
    expect(JSON.stringify(decoded)).to.contain('"currency":"EUR"');
  });
  it('refuses an unknown style class and a money item without a currency', () => {
    expect(() => decodeStructure({ type: 'text', text: 'x', styleClasses: ['underline'] })).to.throw(/styleClasses\[0\]/);
    expect(() => decodeStructure({ type: 'vbox', items: [{ type: 'money', amount: 1 }] })).to.throw(/items\[0\]\.currency/);
  });
});

describe('chat models: agents', () => {
  const cases: [string, string, boolean][] = [
    ['expert', 'Support expert', true],
    ['moderator', 'Senior support expert', true],
    ['guru', 'Support manager', true],
    ['onboarding', 'Support specialist', false],
    ['specialist', 'Support specialist', false],
  ];
  for (const [title, label, star] of cases) {
    it(`${title}: ${label}${star ? ', star badge' : ''}`, () => {
      expect(agentTitleLabel(title as never)).to.equal(label);
      expect(hasStarBadge(title as never)).to.equal(star);
    });
  }
  it('covers every title', () => expect(AGENT_TITLES.length).to.equal(cases.length));
  const tenures: [string, ReturnType<typeof tenure>][] = [
    ['P3Y4M', { unit: 'years', value: 3 }],
    ['P12M', { unit: 'years', value: 1 }],
    ['P7M', { unit: 'months', value: 7 }],
    ['P10D', { unit: 'months', value: 1 }],
    ['P0D', { unit: 'months', value: 1 }],
    ['three years', undefined],
  ];
  for (const [iso, expected] of tenures) it(`tenure ${iso}`, () => expect(tenure(iso)).to.deep.equal(expected));
  const counts: [number, string][] = [[987, '987'], [1284, '1.3K'], [9312, '9.3K'], [1_250_000, '1.3M']];
  for (const [value, text] of counts) it(`compact count ${value} → ${text}`, () => expect(compactCount(value, 'en-US')).to.equal(text));
  it('decodes agent info with compliments', () => {
    const agent = decodeAgent({ id: 'a', name: 'Ann', title: 'guru', wow_reviews: 3, chats: 9, tenure: 'P1Y', compliments: [{ label: 'Kind', asset_url: '/k.svg', count: 2, top: true }] });
    expect(agent.compliments).to.deep.equal([{ label: 'Kind', assetUrl: '/k.svg', count: 2, top: true }]);
  });
});

describe('chat: debounced calls', () => {
  it('marks a ticket read 400 ms after the last call, once', async () => {
    const harness = chatHarness();
    harness.backend.ticket('t1');
    await harness.chat.signIn('token', 'me');
    for (let index = 0; index < 5; index++) {
      harness.chat.markRead('t1');
      harness.clock.tick(100);
    }
    const reads = () => harness.backend.calls.filter((call) => call.path === 'tickets/t1/messages/read').length;
    expect(reads()).to.equal(0);
    harness.clock.tick(299);
    expect(reads()).to.equal(0);
    harness.clock.tick(1);
    await harness.run();
    expect(reads()).to.equal(1);
  });

  it('refreshes a ticket 200 ms after the last service message about it', async () => {
    const harness = chatHarness();
    harness.backend.ticket('t1');
    await harness.chat.signIn('token', 'me');
    await listen(harness.chat);
    await harness.openSocket();
    harness.backend.calls.length = 0;
    const service = (id: string, payloadType: string) =>
      harness.socket.last().receive({ id, type: 'message', payload: wireMessage({ id, kind: 'service', payloadType, payload: {} }) });
    service('m1', 'escalatedToLiveAgent');
    harness.clock.tick(150);
    service('m2', 'assigned');
    harness.clock.tick(199);
    const gets = () => harness.backend.calls.filter((call) => call.method === 'GET' && call.path === 'tickets/t1').length;
    expect(gets()).to.equal(0);
    harness.clock.tick(1);
    await harness.run();
    expect(gets()).to.equal(1);
  });
});

describe('chat: pre-ticket input', () => {
  const cases: [string, { loading: boolean; error?: Error }, { sending?: boolean; failed?: boolean }[], boolean][] = [
    ['before initialisation', { loading: true }, [], true],
    ['after a failed decision', { loading: false, error: new Error('x') }, [], true],
    ['ready, nothing typed', { loading: false }, [], false],
    ['last message sending', { loading: false }, [{ sending: false }, { sending: true }], true],
    ['last message failed', { loading: false }, [{ sending: false, failed: true }], true],
    ['last message sent', { loading: false }, [{ sending: false, failed: false }], false],
  ];
  for (const [name, preTicket, pending, disabled] of cases) {
    it(`${name}: ${disabled ? 'disabled' : 'enabled'}`, () => expect(preTicketInputDisabled(preTicket, pending)).to.equal(disabled));
  }
});

describe('chat: simulated chatbot typing (§9)', () => {
  async function sent() {
    const harness = chatHarness();
    harness.backend.ticket('t1');
    await harness.chat.signIn('token', 'me');
    await harness.chat.openTicket('t1');
    await listen(harness.chat);
    await harness.openSocket();
    await harness.chat.sendText('hello');
    await harness.run();
    return harness;
  }

  it('types in bursts of 8-15 s with gaps of 2-4 s, for at most 3 minutes', async () => {
    const harness = await sent();
    const typing = () => !!harness.chat.getSnapshot().typing.t1?.simulated;
    const seen: boolean[] = [];
    const start = harness.clock.now();
    for (let second = 0; second <= 200; second++) {
      seen.push(typing());
      harness.clock.tick(1000);
    }
    // random() = 0.5 in the harness: 11.5 s bursts, 3 s gaps.
    expect(seen.slice(0, 16).map(Number).join('')).to.equal('1111111111110001');
    expect(seen.slice(181).some(Boolean)).to.equal(false);
    expect(seen.filter(Boolean).length).to.be.greaterThan(100);
    expect(harness.clock.now() - start).to.equal(201_000);
  });

  it("stops as soon as the chatbot's answer arrives", async () => {
    const harness = await sent();
    expect(harness.chat.getSnapshot().typing.t1?.simulated).to.equal(true);
    const answer = harness.backend.addMessage('t1', { fromClient: false, payloadType: 'text', payload: { text: 'answer' } });
    harness.socket.last().receive({ id: 'f9', type: 'message', payload: answer });
    expect(harness.chat.getSnapshot().typing.t1).to.equal(undefined);
    harness.clock.tick(20_000);
    expect(harness.chat.getSnapshot().typing.t1).to.equal(undefined);
  });
});

describe('chat: socket URL and device id', () => {
  const urls: [string, string, string][] = [
    ['https://api.example/api/chat', 'https://shop.example/', 'wss://api.example/api/chat/ws?auth-scheme=web'],
    ['/api/chat/', 'http://127.0.0.1:8080/page', 'ws://127.0.0.1:8080/api/chat/ws?auth-scheme=web'],
  ];
  for (const [apiBase, page, expected] of urls) it(`${apiBase} on ${page}`, () => expect(socketUrl(apiBase, page)).to.equal(expected));

  it('encrypts the device id into 64 bytes, base64, version 3, differently each time', async () => {
    const first = await encryptDeviceId('device-1', 'key', browserRandom);
    const second = await encryptDeviceId('device-1', 'key', browserRandom);
    const bytes = Uint8Array.from(atob(first), (char) => char.charCodeAt(0));
    expect(bytes.length).to.equal(64);
    expect([bytes[0], bytes[1]]).to.deep.equal([3, 8]);
    expect(first).to.not.equal(second);
    expect(atob(first)).to.not.contain('device-1');
  });

  it('refuses an empty or over-long device id', async () => {
    for (const id of ['', 'x'.repeat(MAX_DEVICE_ID_BYTES + 1)]) {
      expect(await encryptDeviceId(id, 'key', browserRandom).catch((error: Error) => error.name)).to.equal('DeviceIdError');
    }
  });
});
