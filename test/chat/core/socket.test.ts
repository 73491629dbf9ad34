import { expect } from '@open-wc/testing';
import { SOCKET_DEFAULTS } from '../../../src/chat/constants';
import { createChatSocket, socketBackoff } from '../../../src/chat/core/socket';
import { backoffDelay } from '../../../src/shared/retry';
import { createFakeClock } from '../../support/fake-clock';
import { fractionRandom } from '../../support/fake-random';
import { createFakeSocket, settle } from '../support/fake-socket';

const hello = { version: '1', userAgent: 'test', acceptLanguage: 'en-GB', device: 'ZGV2aWNl' };

function setup(random = fractionRandom(0.5)) {
  const clock = createFakeClock(1_000_000);
  const fake = createFakeSocket();
  const socket = createChatSocket({ factory: fake.factory, url: 'wss://chat.test/ws?auth-scheme=web', clock, random, hello: async () => hello });
  const statuses: string[] = [];
  socket.subscribe(() => {
    const { status } = socket.getSnapshot();
    if (statuses.at(-1) !== status) statuses.push(status);
  });
  const open = async () => {
    fake.last().open();
    await settle();
  };
  return { clock, fake, socket, statuses, open };
}

describe('chat socket: backoff', () => {
  const backoff = socketBackoff(SOCKET_DEFAULTS.openConnectionBackoff);
  it('stays within 500-15000 ms for every attempt and random value', () => {
    for (let attempt = 0; attempt < 40; attempt++) {
      for (const random of [0, 0.25, 0.5, 0.75, 0.999]) {
        const delay = backoffDelay(backoff, attempt, random);
        expect(delay).to.be.at.least(500).and.at.most(15_000);
      }
    }
  });
  it('grows from 500 ms and is jittered by at most 30 %', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((attempt) => backoffDelay(backoff, attempt, 0.5))).to.deep.equal([500, 1000, 2000, 4000, 8000, 15000, 15000]);
    expect(backoffDelay(backoff, 2, 0)).to.equal(1400);
    expect(backoffDelay(backoff, 2, 1)).to.equal(2600);
    expect(backoffDelay(backoff, 10, 1)).to.equal(15_000);
  });
});

describe('chat socket: lifecycle', () => {
  it('connects, sends the first frame, and is Open', async () => {
    const { fake, socket, statuses, open } = setup();
    socket.start();
    expect(fake.last().url).to.equal('wss://chat.test/ws?auth-scheme=web');
    await open();
    expect(statuses).to.deep.equal(['Connecting', 'Open']);
    expect(fake.last().sent[0]).to.deep.equal(hello);
  });

  it("the server's start message (wsStart, §7.3) answers the first frame: acknowledged, heard, and a sign of life (the 40000 ms idle timeout runs from it)", async () => {
    const { clock, fake, socket, statuses, open } = setup();
    const frames: string[] = [];
    socket.on('frame', (frame) => frames.push(frame.type));
    socket.start();
    await open();
    expect(fake.last().sent).to.deep.equal([hello]);
    clock.tick(SOCKET_DEFAULTS.idleTimeoutMillis - 1);
    fake.last().receive({ id: 's1', type: 'wsStart' });
    expect(frames).to.deep.equal(['wsStart']);
    expect(fake.last().sent.at(-1)).to.deep.equal({ id: 's1', type: 'ack', receivedTimestamp: clock.now() });
    clock.tick(SOCKET_DEFAULTS.idleTimeoutMillis - 1);
    await settle();
    expect(socket.getSnapshot().status).to.equal('Open');
    clock.tick(1);
    await settle();
    expect(statuses.at(-1)).to.not.equal('Open');
  });

  it('acknowledges every message with its id and receivedTimestamp, but not heartbeats', async () => {
    const { clock, fake, socket, open } = setup();
    const frames: string[] = [];
    socket.on('frame', (frame) => frames.push(frame.type));
    socket.start();
    await open();
    fake.last().receive({ id: 'f1', type: 'wsStart' });
    fake.last().receive({ type: 'heartbeat' });
    fake.last().receive({ id: 'f2', type: 'message', payload: {} });
    fake.last().receive({ id: 'f3', type: 'typing', payload: {} });
    expect(frames).to.deep.equal(['wsStart', 'heartbeat', 'message', 'typing']);
    expect(fake.last().sent.slice(1)).to.deep.equal([
      { id: 'f1', type: 'ack', receivedTimestamp: clock.now() },
      { id: 'f2', type: 'ack', receivedTimestamp: clock.now() },
      { id: 'f3', type: 'ack', receivedTimestamp: clock.now() },
    ]);
  });

  it('fails when it does not open within 10000 ms, then retries after the backoff', async () => {
    const { clock, fake, socket, statuses } = setup();
    const failures: string[] = [];
    socket.on('failure', (error) => failures.push(error.message));
    socket.start();
    clock.tick(9_999);
    expect(statuses).to.deep.equal(['Connecting']);
    clock.tick(1);
    expect(statuses).to.deep.equal(['Connecting', 'Failed']);
    expect(failures).to.deep.equal(['The chat socket did not open within 10000 ms.']);
    expect(fake.connections).to.have.length(1);
    clock.tick(499);
    expect(fake.connections).to.have.length(1);
    clock.tick(1);
    expect(fake.connections).to.have.length(2);
    expect(statuses.at(-1)).to.equal('Connecting');
  });

  it('reports a close before it was established', async () => {
    const { fake, socket } = setup();
    const failures: string[] = [];
    socket.on('failure', (error) => failures.push(`${(error as { code?: string }).code}`));
    socket.start();
    fake.last().drop(1006);
    expect(failures).to.deep.equal(['closed_before_established']);
    expect(socket.getSnapshot().status).to.equal('Failed');
  });

  it('retries with growing delays after each failure', async () => {
    const { clock, fake, socket } = setup();
    socket.start();
    const delays: number[] = [];
    for (let attempt = 0; attempt < 7; attempt++) {
      fake.last().drop(1006);
      const before = fake.connections.length;
      let waited = 0;
      while (fake.connections.length === before) {
        clock.tick(100);
        waited += 100;
      }
      delays.push(waited);
    }
    expect(delays).to.deep.equal([500, 1000, 2000, 4000, 8000, 15000, 15000]);
  });

  it('an open socket with no heartbeat within the idle timeout retries', async () => {
    const { clock, fake, socket, statuses, open } = setup();
    socket.start();
    await open();
    clock.tick(39_999);
    fake.last().receive({ type: 'heartbeat' });
    clock.tick(39_999);
    expect(socket.getSnapshot().status).to.equal('Open');
    clock.tick(1);
    expect(statuses.slice(-1)).to.deep.equal(['Failed']);
    expect(fake.last().closed).to.not.equal(undefined);
    clock.tick(500);
    expect(fake.connections).to.have.length(2);
  });

  it('a close with code 4000 is deliberate and not retried; any other close while open is', async () => {
    const { clock, fake, socket, open } = setup();
    socket.start();
    await open();
    fake.last().drop(1001);
    expect(socket.getSnapshot().status).to.equal('Failed');
    clock.tick(500);
    await open();
    fake.last().drop(4000);
    expect(socket.getSnapshot().status).to.equal('Closed');
    clock.tick(60_000);
    expect(fake.connections).to.have.length(2);
  });

  it('stop() closes with 4000 and never reconnects', async () => {
    const { clock, fake, socket, open } = setup();
    socket.start();
    await open();
    socket.stop();
    expect(fake.last().closed).to.deep.equal({ code: 4000, reason: 'client closed' });
    clock.tick(60_000);
    expect(fake.connections).to.have.length(1);
  });

  it('resets the retry counter after 600000 ms open', async () => {
    const { clock, fake, socket, open } = setup();
    socket.start();
    for (let attempt = 0; attempt < 4; attempt++) {
      fake.last().drop(1006);
      const before = fake.connections.length;
      while (fake.connections.length === before) clock.tick(100);
    }
    expect(socket.getSnapshot().attempt).to.equal(4);
    await open();
    for (let elapsed = 0; elapsed < 600_000; elapsed += 30_000) {
      fake.last().receive({ type: 'heartbeat' });
      clock.tick(30_000);
    }
    expect(socket.getSnapshot().attempt).to.equal(0);
    fake.last().drop(1006);
    const before = fake.connections.length;
    clock.tick(500);
    expect(fake.connections.length).to.equal(before + 1);
  });

  it('an attempt counter that is not reset keeps the long delay', async () => {
    const { clock, fake, socket, open } = setup();
    socket.start();
    for (let attempt = 0; attempt < 4; attempt++) {
      fake.last().drop(1006);
      const before = fake.connections.length;
      while (fake.connections.length === before) clock.tick(100);
    }
    await open();
    fake.last().receive({ type: 'heartbeat' });
    clock.tick(30_000);
    fake.last().drop(1006);
    const before = fake.connections.length;
    clock.tick(500);
    expect(fake.connections.length).to.equal(before);
  });

  it('sends a keep-alive heartbeat every keepAliveIntervalMillis', async () => {
    const { clock, fake, socket, open } = setup();
    socket.setConfig({ ...SOCKET_DEFAULTS, idleTimeoutMillis: 10_000_000 });
    socket.start();
    await open();
    clock.tick(1_200_000);
    expect(fake.last().sent.at(-1)).to.deep.equal({ type: 'heartbeat' });
  });

  it('debounces typing: Start once, Stop 2 s after the last keystroke', async () => {
    const { clock, fake, socket, open } = setup();
    socket.start();
    await open();
    const typing = () => fake.last().sent.filter((frame) => (frame as { type: string }).type === 'typing');
    socket.typing('t1');
    clock.tick(1_500);
    socket.typing('t1');
    clock.tick(1_999);
    expect(typing()).to.deep.equal([{ type: 'typing', ticketId: 't1', payload: { event: 'Start' } }]);
    clock.tick(1);
    expect(typing()).to.deep.equal([
      { type: 'typing', ticketId: 't1', payload: { event: 'Start' } },
      { type: 'typing', ticketId: 't1', payload: { event: 'Stop' } },
    ]);
  });
});
