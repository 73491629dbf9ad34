import { expect } from '@open-wc/testing';
import { acceptLanguage, chatHeaders, createChatClient, createChatHttp } from '../../../src/chat/core/client';
import { RequestAbortedError } from '../../../src/shared/http';
import type { HttpStatusError } from '../../../src/shared/http';
import { createFakeClock } from '../../support/fake-clock';
import { rejection } from '../../support/rejection';
import { createFakeBackend } from '../support/fake-backend';

function setup(refresh: () => Promise<void> = async () => undefined) {
  const backend = createFakeBackend();
  const http = createChatHttp({ baseUrl: 'https://chat.test/api/chat', fetch: backend.fetch, clock: createFakeClock(), device: () => 'DEVICE', locale: () => 'en-GB', appType: 'web' });
  let refreshes = 0;
  const client = createChatClient({
    http,
    refreshSession: async () => {
      refreshes += 1;
      await refresh();
    },
  });
  return { backend, client, refreshes: () => refreshes };
}

describe('chat client: headers', () => {
  const cases: [string | undefined, string][] = [
    ['en-GB', 'en-GB'],
    ['fr', 'fr'],
    ['de-CH, de;q=0.9, en;q=0.8', 'de-CH, de;q=0.9, en;q=0.8'],
    ['*', '*'],
    ['', 'en-US'],
    [undefined, 'en-US'],
    ['not a language!', 'en-US'],
    ['en-GB;q=2', 'en-US'],
    ['en_GB', 'en-US'],
  ];
  for (const [input, expected] of cases) {
    it(`accept-language for ${JSON.stringify(input)} is ${expected}`, () => expect(acceptLanguage(input)).to.equal(expected));
  }

  it('sends chat version, the encrypted device id, accept-language, app type and cookies', async () => {
    const { backend, client } = setup();
    await client.tickets();
    const [call] = backend.calls;
    expect(call!.headers.get('x-chat-version')).to.equal('1');
    expect(call!.headers.get('x-device-id')).to.equal('DEVICE');
    expect(call!.headers.get('accept-language')).to.equal('en-GB');
    expect(call!.headers.get('x-app-type')).to.equal('web');
  });

  it("sends the session cookie with every call (credentials: 'include')", async () => {
    const backend = createFakeBackend();
    const credentials: (RequestCredentials | undefined)[] = [];
    const fetch = ((input: RequestInfo | URL, init?: RequestInit) => (credentials.push(init?.credentials), backend.fetch(input, init))) as typeof globalThis.fetch;
    const http = createChatHttp({ baseUrl: 'https://chat.test/api/chat', fetch, clock: createFakeClock(), device: () => 'D', locale: () => 'en-GB' });
    const client = createChatClient({ http, refreshSession: async () => undefined });
    await client.tickets();
    await client.socketConfig().catch(() => undefined);
    expect(credentials).to.have.length(2);
    expect(credentials.every((value) => value === 'include'), String(credentials)).to.equal(true);
  });

  it('leaves the app type out when there is none', async () => {
    expect(await chatHeaders({ device: () => 'D', locale: () => 'xx yy' })).to.deep.equal({ 'x-chat-version': '1', 'x-device-id': 'D', 'accept-language': 'en-US' });
  });
});

describe('chat client: paths', () => {
  it('calls every §7.2 path with its method and query', async () => {
    const { backend, client } = setup();
    const ignore = (promise: Promise<unknown>) => promise.catch(() => undefined);
    const blob = new Blob(['x'], { type: 'image/png' });
    await Promise.all([
      ignore(client.socketConfig()),
      ignore(client.callConfig()),
      ignore(client.callToken()),
      ignore(client.info('c1')),
      ignore(client.summary()),
      ignore(client.decision('cards')),
      ignore(client.tickets()),
      ignore(client.ticket('t 1')),
      ignore(client.ticketHistory('t9')),
      ignore(client.createTicket({ category: 'cards', externalRef: 'r' })),
      ignore(client.createCallTicket({})),
      ignore(client.resolve('t1')),
      ignore(client.close('t1')),
      ignore(client.dismiss('t1')),
      ignore(client.markRead('t1')),
      ignore(client.resolution('t1')),
      ignore(client.messagesSince('t1', 'm5')),
      ignore(client.messagesBefore('t1', 'm5')),
      ignore(client.sendText('t1', 'hi', { correlationId: 'c', preventEscalation: true })),
      ignore(client.sendText(undefined, 'hi', { correlationId: 'c' })),
      ignore(client.sendStructured('t1', { type: 'vbox' }, { correlationId: 'c' })),
      ignore(client.sendUpload('t1', blob, 'a.png', { correlationId: 'c' })),
      ignore(client.sendUpload(undefined, blob, 'a.png', { correlationId: 'c' })),
      ignore(client.greeting()),
      ignore(client.upload('u1')),
      ignore(client.thumbnail('u1')),
      ignore(client.actionSuggestions('t1')),
      ignore(client.submitAction('t1', 'a1')),
      ignore(client.experienceTags('t1')),
      ignore(client.ratings('t1')),
      ignore(client.rateExperience('t1', { experience: 'great', tags: [], feedback: '' })),
      ignore(client.agent('a1')),
      ignore(client.agentAvatar('a1')),
      ignore(client.internalRequests('t1')),
      ignore(client.answerInternalRequest('r1', ['yes'])),
    ]);
    const seen = backend.calls.map((call) => `${call.method} ${call.path}${call.query.size ? `?${call.query}` : ''}`);
    expect(seen).to.deep.equal([
      'GET ws/config',
      'GET in-app-calls/config',
      'GET in-app-calls/token',
      'GET info?clientId=c1',
      'GET tickets/summary',
      'GET tickets/next?category=cards',
      'GET tickets',
      'GET tickets/t%201',
      'GET tickets/history?before=t9&limit=20',
      'POST tickets',
      'POST tickets/in-app-call',
      'POST tickets/t1/resolve',
      'POST tickets/t1/close',
      'POST tickets/t1/dismiss',
      'POST tickets/t1/messages/read',
      'GET tickets/t1/resolution',
      'GET tickets/t1/messages?since=m5&limit=50',
      'GET tickets/t1/messages/history?before=m5&limit=50',
      'POST tickets/t1/messages/text?correlationId=c&preventEscalation=true',
      'POST messages/text?correlationId=c',
      'POST tickets/t1/messages/structured?correlationId=c',
      'POST tickets/t1/messages/upload?correlationId=c',
      'POST messages/upload?correlationId=c',
      'GET greeting-messages',
      'GET uploads/u1?type=JSON',
      'GET uploads/u1/thumb?type=JSON&width=480',
      'GET tickets/t1/action-suggestions',
      'POST tickets/t1/submit-action',
      'GET tickets/t1/experience-tags',
      'GET tickets/t1/ratings',
      'POST tickets/t1/rate-experience',
      'GET agents/a1/info',
      'GET agents/a1/avatar?type=JSON',
      'GET tickets/t1/internal-requests',
      'POST internal-requests/r1/answer',
    ]);
    const upload = backend.calls.find((call) => call.path === 'tickets/t1/messages/upload')!;
    expect((upload.body as FormData).get('file')).to.be.instanceOf(Blob);
    const answer = backend.calls.find((call) => call.path === 'internal-requests/r1/answer')!;
    expect((answer.body as FormData).get('body')).to.equal('{"choices":["yes"]}');
    expect(backend.calls.find((call) => call.path === 'tickets')!.body).to.equal(undefined);
    expect(backend.calls.find((call) => call.method === 'POST' && call.path === 'tickets')!.body).to.deep.equal({ category: 'cards', externalRef: 'r' });
  });
});

describe('chat client: 401 refresh', () => {
  it('one refresh is shared by concurrent requests, each retried once', async () => {
    let release!: () => void;
    const { backend, client, refreshes } = setup(
      () =>
        new Promise<void>((resolve) => {
          release = () => {
            backend.calls.length = 0;
            resolve();
          };
        }),
    );
    backend.fail('tickets', 401, 3);
    const requests = [client.tickets(), client.tickets(), client.tickets()];
    for (let round = 0; round < 50 && backend.calls.length < 3; round++) await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(backend.calls.length).to.equal(3);
    expect(refreshes()).to.equal(1);
    release();
    const answers = await Promise.all(requests);
    expect(answers).to.have.length(3);
    expect(refreshes()).to.equal(1);
    expect(backend.calls.filter((call) => call.path === 'tickets')).to.have.length(3);
  });

  it('a second 401 after the retry is not refreshed again', async () => {
    const { backend, client, refreshes } = setup();
    backend.fail('tickets', 401, 2);
    const error = await rejection(client.tickets());
    expect((error as HttpStatusError).status).to.equal(401);
    expect(refreshes()).to.equal(1);
  });

  it('a failed refresh fails the request with the refresh error', async () => {
    const { backend, client } = setup(async () => {
      throw new Error('refresh failed');
    });
    backend.fail('tickets', 401, 1);
    expect(((await rejection(client.tickets())) as Error).message).to.equal('refresh failed');
  });

  it('a cancelled request rejects as cancelled and refreshes nothing', async () => {
    const { client, refreshes } = setup();
    const controller = new AbortController();
    controller.abort();
    const error = await rejection(client.sendText('t1', 'hi', { correlationId: 'c', signal: controller.signal }));
    expect(error).to.be.instanceOf(RequestAbortedError);
    expect(refreshes()).to.equal(0);
  });

  it('other errors pass through without a refresh', async () => {
    const { backend, client, refreshes } = setup();
    backend.fail('tickets', 503, 1);
    expect(((await rejection(client.tickets())) as HttpStatusError).status).to.equal(503);
    expect(refreshes()).to.equal(0);
  });
});
