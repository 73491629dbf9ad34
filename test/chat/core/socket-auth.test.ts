/**
 * The socket waits for a session: a panel listens from its first render, before sign-in has
 * finished, and a socket opened then is refused (401) and retried. It opens once authorised
 * (signed in or anonymous) and closes with 4000 at sign-out.
 */
import { expect } from '@open-wc/testing';
import { chatHarness } from '../support/chat-harness';

describe('chat core: the socket opens only once authorised', () => {
  it('a listener before sign-in opens no socket; sign-in opens exactly one', async () => {
    const harness = chatHarness();
    const stop = harness.chat.subscribe(() => {});
    await harness.run(1000);
    expect(harness.socket.connections.length).to.equal(0);
    expect(harness.chat.getSnapshot().socket.status).to.equal('Closed');

    await harness.chat.signIn('token', 'me');
    await harness.run();
    expect(harness.socket.connections.length).to.equal(1);
    await harness.openSocket();
    expect(harness.chat.getSnapshot().socket).to.deep.equal({ status: 'Open', attempt: 0 });
    stop();
  });

  it('an anonymous session opens it too; sign-out closes it with 4000 and it stays closed', async () => {
    const harness = chatHarness();
    const stop = harness.chat.subscribe(() => {});
    await harness.chat.signInAnonymous();
    await harness.run();
    expect(harness.socket.connections.length).to.equal(1);
    await harness.openSocket();
    // The fake backend has no sign-out route: the local sign-out happens all the same.
    await harness.chat.signOut().catch(() => undefined);
    await harness.run(60_000);
    expect(harness.socket.last().closed).to.deep.equal({ code: 4000, reason: 'client closed' });
    expect(harness.socket.connections.length).to.equal(1);
    expect(harness.chat.getSnapshot().socket.status).to.equal('Closed');
    stop();
  });
});
