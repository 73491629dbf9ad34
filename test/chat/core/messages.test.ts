import { expect } from '@open-wc/testing';
import { messagesOf } from '../../../src/chat/core/chat';
import { failureTextKey, groupMessages, sentSince } from '../../../src/chat/core/messages';
import type { Message } from '../../../src/chat/core/models';
import { fileProblem } from '../../../src/chat/core/files';
import { chatHarness, listen } from '../support/chat-harness';

async function openTicket(harness: ReturnType<typeof chatHarness>) {
  harness.backend.ticket('t1');
  await harness.chat.signIn('token', 'me');
  await harness.chat.openTicket('t1');
}

describe('chat messages: sending', () => {
  it('adds a pending message with sending true, shows it as sending after 2 s, then replaces it with the server copy', async () => {
    const harness = chatHarness();
    const { chat, clock } = harness;
    await openTicket(harness);
    await listen(chat);
    const release = harness.backend.hold('tickets/t1/messages/text');
    const id = (await chat.sendText('  hello  '))!;
    const pending = () => chat.getSnapshot().threads['t1']!.pending[0];
    expect(pending()).to.include({ id, sending: true, fromClient: true });
    expect(pending()!.payload).to.deep.equal({ text: 'hello' });
    expect(pending()!.showSending).to.equal(undefined);
    clock.tick(1_999);
    expect(pending()!.showSending).to.equal(undefined);
    clock.tick(1);
    expect(pending()!.showSending).to.equal(true);
    release();
    await harness.run();
    expect(chat.getSnapshot().threads['t1']!.pending).to.deep.equal([]);
    const [confirmed] = chat.getSnapshot().threads['t1']!.confirmed;
    expect(confirmed!.correlationId).to.equal(id);
    expect(confirmed!.sending).to.equal(undefined);
  });

  it('an empty or blank text is not sent', async () => {
    const harness = chatHarness();
    await openTicket(harness);
    expect(await harness.chat.sendText('   \n ')).to.equal(undefined);
    expect(messagesOf(harness.chat.getSnapshot(), 't1')).to.deep.equal([]);
  });

  const files: [string, { size: number; type: string }, string | undefined][] = [
    ['a PNG at the limit', { size: 10_485_760, type: 'image/png' }, undefined],
    ['a PDF', { size: 1000, type: 'application/pdf' }, undefined],
    ['an image one byte over', { size: 10_485_761, type: 'image/jpeg' }, 'fileTooLarge'],
    ['a text file', { size: 10, type: 'text/plain' }, 'fileType'],
    ['a file with no type', { size: 10, type: '' }, 'fileType'],
  ];
  for (const [name, file, problem] of files) {
    it(`file rule: ${name}`, () => expect(fileProblem(file)).to.equal(problem));
  }

  it('a file failing validation is added as failed and never sent', async () => {
    const harness = chatHarness();
    const { chat, backend } = harness;
    await openTicket(harness);
    await listen(chat);
    const big = new Blob([new Uint8Array(10_485_761)], { type: 'image/png' });
    await chat.sendFile(big, 'huge.png');
    await harness.run();
    const [message] = messagesOf(chat.getSnapshot(), 't1');
    expect(message).to.include({ failed: true, sending: false });
    expect(message!.failure).to.deep.equal({ reason: 'fileTooLarge', retryable: false });
    expect(failureTextKey(message!)).to.equal('fileTooLarge');
    expect(backend.calls.some((call) => call.path.endsWith('/upload'))).to.equal(false);
    expect(await harness.queued()).to.deep.equal([]);
  });

  it('an upload shows its progress in whole percent while it goes; the server copy replaces it', async () => {
    const harness = chatHarness();
    const { chat, backend } = harness;
    await openTicket(harness);
    await listen(chat);
    const release = backend.hold('tickets/t1/messages/upload');
    const id = (await chat.sendFile(new Blob([new Uint8Array(1001)], { type: 'image/png' }), 'receipt.png'))!;
    const pending = () => chat.getSnapshot().threads['t1']!.pending.find((message) => message.id === id);
    await harness.run();
    expect(pending()).to.include({ sending: true, progress: 49 });
    release();
    await harness.run();
    expect(pending(), 'the server copy replaced it').to.equal(undefined);
    expect(messagesOf(chat.getSnapshot(), 't1').map((message) => message.progress)).to.deep.equal([undefined]);
  });

  it('an upload that fails says which kind of file failed', async () => {
    const harness = chatHarness();
    const { chat, backend } = harness;
    await openTicket(harness);
    await listen(chat);
    backend.fail('tickets/t1/messages/upload', 400, 2);
    await chat.sendFile(new Blob(['x'], { type: 'image/png' }), 'a.png');
    await chat.sendFile(new Blob(['x'], { type: 'application/pdf' }), 'a.pdf');
    await harness.run();
    expect(messagesOf(chat.getSnapshot(), 't1').map(failureTextKey)).to.deep.equal(['imageFailed', 'fileFailed']);
  });
});

describe('chat messages: paging', () => {
  it('loads the latest 50, then older pages of 50 with before, until a short page', async () => {
    const harness = chatHarness();
    const { chat, backend } = harness;
    backend.ticket('t1');
    for (let index = 1; index <= 120; index++) backend.addMessage('t1', { fromClient: index % 2 === 0, payloadType: 'text', payload: { text: `m${index}` } });
    await chat.signIn('token', 'me');
    await chat.openTicket('t1');
    expect(messagesOf(chat.getSnapshot(), 't1')).to.have.length(50);
    expect(chat.getSnapshot().threads['t1']!.hasOlder).to.equal(true);
    await chat.loadOlder('t1');
    await chat.loadOlder('t1');
    expect(harness.texts('t1')).to.deep.equal(Array.from({ length: 120 }, (_, index) => `m${index + 1}`));
    expect(chat.getSnapshot().threads['t1']!.hasOlder).to.equal(false);
    const befores = backend.calls.filter((call) => call.path === 'tickets/t1/messages/history');
    expect(befores.map((call) => call.query.get('limit'))).to.deep.equal(['50', '50']);
  });

  it('a load failure is kept for the banner, and retrying clears it', async () => {
    const harness = chatHarness();
    const { chat, backend } = harness;
    backend.ticket('t1');
    await chat.signIn('token', 'me');
    backend.fail('tickets/t1/messages', 500, 1);
    await chat.reloadTicket('t1').catch(() => undefined);
    expect(chat.getSnapshot().threads['t1']!.error).to.not.equal(undefined);
    await chat.reloadTicket('t1');
    expect(chat.getSnapshot().threads['t1']!.error).to.equal(undefined);
  });
});

describe('chat messages: a message that cannot be read is left out, the rest show', () => {
  type Harness = ReturnType<typeof chatHarness>;
  /** Adds agent messages `a<from>`…`a<to>` to t1; the one numbered `bad` gets `fields` over its own. */
  const seed = (harness: Harness, from: number, to: number, bad: number, fields: Record<string, unknown>) => {
    for (let index = from; index <= to; index++) {
      const message = harness.backend.addMessage('t1', { fromClient: false, payloadType: 'text', payload: { text: `a${index}` } });
      if (index === bad) Object.assign(message, fields);
    }
  };
  const range = (from: number, to: number, except: number) =>
    Array.from({ length: to - from + 1 }, (_, index) => `a${from + index}`).filter((text) => text !== `a${except}`);

  const cases: { name: string; load: (harness: Harness) => Promise<void>; shown: string[]; path: string; hasOlder: boolean }[] = [
    {
      name: 'in the latest page (text without its text)',
      async load(harness) {
        seed(harness, 1, 10, 4, { payload: {} });
        await harness.chat.openTicket('t1');
      },
      shown: range(1, 10, 4),
      path: '$[3].payload.text',
      hasOlder: false,
    },
    {
      name: 'in a full older page (no author): paging goes on past it',
      async load(harness) {
        seed(harness, 1, 120, 30, { author: null });
        await harness.chat.openTicket('t1');
        await harness.chat.loadOlder('t1');
        expect(harness.chat.getSnapshot().threads['t1']!.hasOlder, 'a full page with a bad message still has older ones').to.equal(true);
        await harness.chat.loadOlder('t1');
      },
      shown: range(1, 120, 30),
      path: '$[9].author',
      hasOlder: false,
    },
    {
      name: 'in a re-sync page after a reconnect (a date that is no date)',
      async load(harness) {
        seed(harness, 1, 1, 0, {});
        await harness.chat.openTicket('t1');
        await listen(harness.chat);
        await harness.openSocket();
        harness.socket.last().drop(1006);
        seed(harness, 2, 6, 4, { createdAt: 'yesterday' });
        await harness.run(1_000);
        await harness.openSocket();
        await harness.run();
      },
      shown: range(1, 6, 4),
      path: '$[2].createdAt',
      hasOlder: false,
    },
    {
      name: 'last in the latest page, asked for again by every re-sync: still reported once',
      async load(harness) {
        seed(harness, 1, 3, 3, { payload: { text: 42 } });
        await harness.chat.openTicket('t1');
        await listen(harness.chat);
        for (let reconnect = 0; reconnect < 2; reconnect++) {
          await harness.openSocket();
          harness.socket.last().drop(1006);
          await harness.run(1_000);
        }
        expect(harness.backend.calls.filter((call) => call.query.get('since')).length, 'the re-syncs asked for it again').to.be.at.least(2);
      },
      shown: ['a1', 'a2'],
      path: '$[2].payload.text',
      hasOlder: false,
    },
    {
      name: 'in a socket frame (an unknown payload type): later frames still show',
      async load(harness) {
        seed(harness, 1, 1, 0, {});
        await harness.chat.openTicket('t1');
        await listen(harness.chat);
        await harness.openSocket();
        const message = (id: string, fields: Record<string, unknown>) => ({
          id, ticketId: 't1', fromClient: false, author: { id: 'agent-1', chatbot: false }, createdAt: new Date(harness.clock.now() + 60_000).toISOString(), payloadType: 'text', ...fields,
        });
        harness.socket.last().receive({ id: 'f1', type: 'message', payload: message('m900', { payloadType: 'video', payload: { text: 'a2' } }) });
        harness.socket.last().receive({ id: 'f2', type: 'message', payload: message('m901', { payload: { text: 'a3' } }) });
      },
      shown: ['a1', 'a3'],
      path: '$.payload.payloadType',
      hasOlder: false,
    },
  ];

  for (const { name, load, shown, path, hasOlder } of cases) {
    it(name, async () => {
      const harness = chatHarness();
      harness.backend.ticket('t1');
      await harness.chat.signIn('token', 'me');
      await load(harness);
      const thread = harness.chat.getSnapshot().threads['t1']!;
      expect(thread.error?.message, 'the ticket is not in its error state').to.equal(undefined);
      expect(harness.texts('t1')).to.deep.equal(shown);
      expect(thread.hasOlder).to.equal(hasOlder);
      expect(harness.logger.warnings, 'reported once, with the path').to.have.length(1);
      expect(harness.logger.warnings[0]).to.contain(`unexpected data at ${path}:`);
    });
  }

  it('a page that is not a list still fails whole, and Retry recovers once the server answers a list', async () => {
    const harness = chatHarness();
    const { chat, backend } = harness;
    backend.ticket('t1');
    seed(harness, 1, 3, 0, {});
    await chat.signIn('token', 'me');
    backend.serve('GET tickets/t1/messages', () => ({ messages: [] }));
    await chat.openTicket('t1').catch(() => undefined);
    expect(chat.getSnapshot().threads['t1']!.error?.message).to.contain('unexpected data at $: expected an array');
    expect(harness.logger.warnings).to.deep.equal([]);
    backend.serve('GET tickets/t1/messages', () => backend.messages);
    await chat.reloadTicket('t1');
    expect(chat.getSnapshot().threads['t1']!.error).to.equal(undefined);
    expect(harness.texts('t1')).to.deep.equal(['a1', 'a2', 'a3']);
  });
});

describe('chat messages: what the user has just sent (the list goes to the bottom for it)', () => {
  it('a text or a file of theirs, on its way or refused at once; not the server’s copy of one, nor an agent’s message, nor a retry', async () => {
    const harness = chatHarness();
    const { chat, backend, socket } = harness;
    await openTicket(harness);
    await listen(chat);
    await harness.openSocket();
    let shown = messagesOf(chat.getSnapshot(), 't1').map((message) => message.id);
    /** Whether what changed since the last step is a message the user just sent. */
    const step = async (change: () => unknown): Promise<boolean> => {
      await change();
      await harness.run();
      const now = messagesOf(chat.getSnapshot(), 't1');
      const sent = sentSince(shown, now);
      shown = now.map((message) => message.id);
      return sent;
    };
    const release = backend.hold('tickets/t1/messages/text');
    const agent = backend.addMessage('t1', { fromClient: false, payloadType: 'text', payload: { text: 'Hello' } });
    backend.fail('tickets/t1/messages/upload', 400, 1);
    const cases: [string, () => unknown, boolean][] = [
      ['a text, on its way', () => chat.sendText('my question'), true],
      ['an agent’s message', () => socket.last().receive({ id: 'f1', type: 'message', payload: agent }), false],
      ['the server’s copy of the text', release, false],
      ['a file over 10 MB, refused at once', () => chat.sendFile(new Blob([new Uint8Array(10_485_761)], { type: 'image/png' }), 'huge.png'), true],
      ['a file the server refuses', () => chat.sendFile(new Blob(['x'], { type: 'image/png' }), 'a.png'), true],
      ['Resend of that file', () => chat.retry(messagesOf(chat.getSnapshot(), 't1').at(-1)!.id), false],
    ];
    for (const [name, change, sent] of cases) expect(await step(change), name).to.equal(sent);
  });
});

describe('chat messages: grouping', () => {
  const message = (id: string, author: string, createdAt: string, fromClient = false): Message => ({
    id,
    fromClient,
    author: { id: author, chatbot: false },
    createdAt,
    kind: 'message',
    payloadType: 'text',
    payload: { text: id },
    content: { type: 'text', text: id },
  });
  it('groups same-author messages within one day, with a date separator per day', () => {
    const groups = groupMessages([
      message('a', 'agent', '2026-05-01T09:00:00'),
      message('b', 'agent', '2026-05-01T09:05:00'),
      message('c', 'me', '2026-05-01T09:06:00', true),
      message('d', 'me', '2026-05-02T09:00:00', true),
      message('e', 'me', '2026-05-02T09:01:00', true),
    ]);
    expect(groups.map((group) => [group.id, group.dateSeparator, group.firstInGroup, group.lastInGroup])).to.deep.equal([
      ['a', true, true, false],
      ['b', false, false, true],
      ['c', false, true, true],
      ['d', true, true, false],
      ['e', false, false, true],
    ]);
  });
});

describe('chat: pre-ticket flow (§4.6)', () => {
  it('shows the server greeting when the decision is a new ticket', async () => {
    const harness = chatHarness();
    await harness.chat.signIn('token', 'me');
    const faqs = [1, 2, 3, 4].map((n) => ({ key: `faq-${n}`, title: `FAQ ${n}` }));
    await harness.chat.startPreTicket({ category: 'cards' }, [1, 2, 3, 4, 5, 6].map((n) => ({ id: `s${n}`, title: `S${n}` })), faqs);
    const { preTicket, ticketId } = harness.chat.getSnapshot();
    expect(ticketId).to.equal(undefined);
    expect(preTicket.greeting).to.deep.equal(['Hello from the server']);
    expect(preTicket.entrySuggestions.map((suggestion) => suggestion.id)).to.deep.equal(['s1', 's2', 's3', 's4', 's5']);
    expect(preTicket.faqSuggestions.map((faq) => faq.key), 'at most 3 local FAQ suggestions (§9)').to.deep.equal(['faq-1', 'faq-2', 'faq-3']);
    expect(harness.backend.calls.find((call) => call.path === 'tickets/next')!.query.get('category')).to.equal('cards');
  });

  it('opens the existing ticket the decision names', async () => {
    const harness = chatHarness();
    harness.backend.ticket('t7');
    harness.backend.state.decision = { openNew: false, ticketId: 't7' };
    await harness.chat.signIn('token', 'me');
    await harness.chat.startPreTicket();
    expect(harness.chat.getSnapshot().ticketId).to.equal('t7');
    expect(harness.chat.getSnapshot().threads['t7']!.loaded).to.equal(true);
  });

  it("a decision with neither a new ticket nor an id is 'Cannot open a new chat'", async () => {
    const harness = chatHarness();
    harness.backend.state.decision = { openNew: false };
    await harness.chat.signIn('token', 'me');
    const error = await harness.chat.startPreTicket().catch((caught: Error) => caught);
    expect((error as Error).message).to.equal('Cannot open a new chat');
    expect(harness.chat.getSnapshot().preTicket.error?.message).to.equal('Cannot open a new chat');
  });

  const fallbacks: [string | undefined, string[]][] = [
    ['Finn', ["I'm Finn, the chatbot. How can I help you?"]],
    [undefined, ['How can we help you?', "Please provide a summary of the issue you're facing, we'll help you solve it as quickly as possible."]],
  ];
  for (const [name, greeting] of fallbacks) {
    it(`a failed greeting uses the built-in one (chatbot name ${name ?? 'unknown'})`, async () => {
      const harness = chatHarness({ chatbotName: name });
      harness.backend.fail('greeting-messages', 500, 1);
      await harness.chat.signIn('token', 'me');
      await harness.chat.startPreTicket();
      expect(harness.chat.getSnapshot().preTicket.greeting).to.deep.equal(greeting);
    });
  }
});

describe('chat: events, disable and enable', () => {
  it('socket frames update messages, unread, typing and read', async () => {
    const harness = chatHarness();
    const { chat, clock } = harness;
    await openTicket(harness);
    await listen(chat);
    await harness.openSocket();
    const frame = (id: string, type: string, payload: unknown) => harness.socket.last().receive({ id, type, payload });
    frame('f1', 'typing', { ticketId: 't1', authorId: 'agent-1', event: 'Start' });
    expect(chat.getSnapshot().typing.t1?.authorId).to.equal('agent-1');
    clock.tick(10_000);
    expect(chat.getSnapshot().typing.t1).to.equal(undefined);
    frame('f2', 'typing', { ticketId: 't1', authorId: 'agent-1', event: 'Start', durationMs: 3000 });
    frame('f3', 'message', { id: 'm9', ticketId: 't1', fromClient: false, author: { id: 'agent-1', chatbot: false }, createdAt: new Date(clock.now()).toISOString(), payloadType: 'text', payload: { text: 'hi' } });
    expect(chat.getSnapshot().typing.t1).to.equal(undefined);
    expect(harness.texts('t1')).to.deep.equal(['hi']);
    expect(chat.getSnapshot().tickets.byId.t1!.unread).to.equal(1);
    frame('f4', 'read', { ticketId: 't1' });
    expect(chat.getSnapshot().tickets.byId.t1!.unread).to.equal(0);
    frame('f5', 'message', { id: 'm10', ticketId: 't1', fromClient: false, kind: 'service', author: { id: 'agent-1', chatbot: false }, createdAt: new Date(clock.now()).toISOString(), payloadType: 'resolved', payload: {} });
    expect(chat.getSnapshot().tickets.byId.t1!.state).to.equal('Resolved');
  });

  it("chat actions fail with 'Chat is disabled.' while disabled; enable resets the lists", async () => {
    const harness = chatHarness();
    const { chat } = harness;
    await openTicket(harness);
    chat.disable();
    for (const action of [() => chat.sendText('x'), () => chat.openTicket('t1'), () => chat.loadTickets(), () => chat.closeTicket('t1'), () => chat.startPreTicket()]) {
      const error = await action().then(
        () => undefined,
        (caught: Error) => caught,
      );
      expect(error?.message).to.equal('Chat is disabled.');
    }
    chat.enable();
    expect(chat.getSnapshot().tickets.byId).to.deep.equal({});
    await chat.loadTickets();
    expect(Object.keys(chat.getSnapshot().tickets.byId)).to.deep.equal(['t1']);
  });

  it('ticket history pages by 20 until a short page', async () => {
    const harness = chatHarness();
    const pages = [20, 20, 7];
    let call = 0;
    harness.backend.serve('GET tickets/history', ({ query }) => {
      const before = query.get('before') ?? undefined;
      expect(query.get('limit')).to.equal('20');
      const count = pages[call++]!;
      return Array.from({ length: count }, (_, index) => ({ id: `h${call}-${index}-${before ?? ''}`, state: 'closed', unread: 0, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z', assigned: false, closeable: false, readOnly: true }));
    });
    await harness.chat.loadAllHistory();
    expect(call).to.equal(3);
    expect(harness.chat.getSnapshot().tickets.history).to.have.length(47);
    expect(harness.chat.getSnapshot().tickets.historyComplete).to.equal(true);
  });
});
