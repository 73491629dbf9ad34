/**
 * Messages sent while the pre-ticket chat's first message is still making the ticket (§4.6 step
 * 5, issue 50): each shows at once as sending, waits behind the ticket being made and goes to
 * that ticket, in the order typed. Signed in, the first send makes the ticket (POST /tickets);
 * signed out, the ticketless send does (POST /messages/…, the server opens the ticket).
 * Fakes and fake time.
 */
import { expect } from '@open-wc/testing';
import { messagesOf } from '../../../src/chat/core/chat';
import { PRE_TICKET } from '../../../src/chat/core/messages';
import { createMemoryStorage } from '../../../src/shared/storage';
import { chatHarness, listen } from '../support/chat-harness';

type Harness = ReturnType<typeof chatHarness>;
const paths = (harness: Harness) => harness.backend.calls.map((call) => `${call.method} ${call.path}`);
/** What the panel shows now: the open ticket's thread, else the pre-ticket chat's. */
const shownTexts = (harness: Harness) => {
  const state = harness.chat.getSnapshot();
  return messagesOf(state, state.ticketId ?? PRE_TICKET).map((message) => ({ text: String(message.payload.text), sending: !!message.sending, greeting: !!message.greeting }));
};

async function preTicket(credentials: { anonymous: boolean; token?: string; clientId?: string }) {
  const harness = chatHarness();
  harness.chat.setCredentials(credentials);
  void harness.chat.request({ category: 'general' });
  const stop = await listen(harness.chat);
  await harness.openSocket();
  expect(harness.chat.getSnapshot().preTicket.loading).to.equal(false);
  return { harness, stop };
}

describe('chat core: messages sent while the first one makes the ticket', () => {
  it('signed in: the next messages wait behind POST /tickets, each shown at once as sending, then go to that ticket in order', async () => {
    const { harness, stop } = await preTicket({ anonymous: false, token: 'host-token', clientId: 'me' });
    const release = harness.backend.hold('tickets');
    await harness.chat.sendText('my card was declined');
    await harness.run();
    expect(paths(harness)).to.include('POST tickets');
    await harness.chat.sendText('and my transfer is late');
    await harness.chat.sendText('what about fees');
    expect(shownTexts(harness)).to.deep.equal([
      { text: 'my card was declined', sending: true, greeting: false },
      { text: 'and my transfer is late', sending: true, greeting: false },
      { text: 'what about fees', sending: true, greeting: false },
    ]);
    release();
    await harness.run();
    const ticketId = harness.chat.getSnapshot().ticketId!;
    expect(ticketId).to.be.a('string');
    expect(paths(harness).filter((call) => call === 'POST tickets')).to.have.length(1);
    expect(harness.backend.clientTexts(ticketId)).to.deep.equal(['my card was declined', 'and my transfer is late', 'what about fees']);
    expect(shownTexts(harness)).to.deep.equal([
      { text: 'Hello from the server', sending: false, greeting: true },
      { text: 'my card was declined', sending: false, greeting: false },
      { text: 'and my transfer is late', sending: false, greeting: false },
      { text: 'what about fees', sending: false, greeting: false },
    ]);
    expect(await harness.queued()).to.deep.equal([]);
    stop();
  });

  it('signed out: the messages queued behind the ticketless send go to the ticket it opened, not to new ones', async () => {
    const { harness, stop } = await preTicket({ anonymous: true });
    harness.backend.serve('POST signout', () => null);
    await harness.chat.signOut();
    // A panel shown again after the sign-out: the chat starts anew, without a session.
    stop();
    const stopAgain = harness.chat.subscribe(() => {});
    // The reference server opens a ticket for each ticketless send.
    let opened = 0;
    const ticketless = (payloadType: 'text' | 'upload') => (call: { body: unknown; query: URLSearchParams }) => {
      const ticket = harness.backend.ticket(`tx${++opened}`);
      const payload = payloadType === 'text' ? { text: (call.body as { text: string }).text } : { uploadId: 'u1', fileName: 'receipt.png', mediaType: 'image/png' };
      return harness.backend.addMessage(ticket.id, { fromClient: true, payloadType, payload, correlationId: call.query.get('correlationId') ?? undefined });
    };
    harness.backend.serve('POST messages/text', ticketless('text'));
    harness.backend.serve('POST messages/upload', ticketless('upload'));
    const release = harness.backend.hold('messages/');
    // A file and its caption, sent with one press of Send: two messages before the ticket exists.
    await harness.chat.sendFile(new Blob([new Uint8Array(10)], { type: 'image/png' }), 'receipt.png');
    await harness.chat.sendText('this receipt');
    expect(messagesOf(harness.chat.getSnapshot(), PRE_TICKET).map((message) => message.sending)).to.deep.equal([true, true]);
    release();
    await harness.run(30_000);
    expect(paths(harness).filter((call) => call.includes('messages/'))).to.deep.equal(['POST messages/upload', 'POST tickets/tx1/messages/text']);
    expect(opened).to.equal(1);
    expect(harness.chat.getSnapshot().ticketId).to.equal('tx1');
    // Below the greeting the user saw, which stays at the top of the ticket's thread.
    const shown = messagesOf(harness.chat.getSnapshot(), 'tx1').filter((message) => !message.greeting);
    expect(shown.map((message) => message.payloadType)).to.deep.equal(['upload', 'text']);
    expect(shown.every((message) => !message.sending)).to.equal(true);
    expect(await harness.queued()).to.deep.equal([]);
    stopAgain();
  });
});

describe('chat core: a message the outbox cannot keep', () => {
  it('is taken back and the send fails (the composer gives the text back): nothing shows as sending that would never go', async () => {
    const storage = createMemoryStorage();
    const harness = chatHarness({ storage: { ...storage, set: () => Promise.reject(new Error('quota')) } });
    harness.backend.ticket('t1');
    await harness.chat.signIn('token', 'me');
    await harness.chat.openTicket('t1');
    let refused: unknown;
    await harness.chat.sendText('kept nowhere').catch((error: unknown) => (refused = error));
    expect((refused as Error | undefined)?.message).to.equal('quota');
    expect(messagesOf(harness.chat.getSnapshot(), 't1')).to.deep.equal([]);
  });
});
