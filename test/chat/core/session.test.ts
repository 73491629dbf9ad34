import { expect } from '@open-wc/testing';
import { createSessionApi } from '../../../src/chat/core/client';
import { ChatTimeoutError } from '../../../src/chat/core/errors';
import { ANONYMOUS_SESSION_KEY, createSession } from '../../../src/chat/core/session';
import { createHttpClient, HttpStatusError } from '../../../src/shared/http';
import { createMemoryStorage } from '../../../src/shared/storage';
import { createFakeClock } from '../../support/fake-clock';
import { rejection } from '../../support/rejection';

type Respond = (path: string, init: RequestInit) => Promise<Response> | Response;

function setup(respond: Respond, credentials?: () => Promise<{ verificationToken: string; clientId: string } | undefined>) {
  const clock = createFakeClock();
  const storage = createMemoryStorage();
  const paths: string[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = new URL(String(input)).pathname.replace('/api/chat/', '') + new URL(String(input)).search;
    paths.push(`${init.method} ${path}`);
    return respond(path, init);
  };
  const http = createHttpClient({ baseUrl: 'https://chat.test/api/chat', fetch: fetch as typeof globalThis.fetch, clock, timeoutMs: 0 });
  const session = createSession({ api: createSessionApi(http), storage, clock, credentials });
  return { clock, storage, session, paths };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
/** Never answers, but rejects when aborted (as fetch does). */
const hang = (_path: string, init: RequestInit) =>
  new Promise<Response>((_, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));

describe('chat session (§4.8)', () => {
  it('signs in with a verification token and client id', async () => {
    const { session, paths } = setup(() => json({ clientId: 'c1', anonymous: false }));
    await session.signIn('token', 'c1');
    expect(session.getSnapshot()).to.deep.equal({ status: 'authorised', clientId: 'c1' });
    expect(paths).to.deep.equal(['POST signin']);
  });

  const timeouts: [string, number, (s: ReturnType<typeof setup>['session']) => Promise<unknown>, string][] = [
    ['sign-in', 30_000, (s) => s.signIn('token', 'c1'), 'Chat sign-in action failed after timeout: 30000ms.'],
    ['sign-out', 30_000, (s) => s.signOut(), 'Chat sign-out action failed after timeout: 30000ms.'],
  ];
  for (const [action, ms, run, text] of timeouts) {
    it(`${action} times out after ${ms} ms`, async () => {
      const { clock, session } = setup(hang);
      const result = rejection(run(session));
      clock.tick(ms - 1);
      await Promise.resolve();
      clock.tick(1);
      const error = (await result) as ChatTimeoutError;
      expect(error).to.be.instanceOf(ChatTimeoutError);
      expect(error.message).to.equal(text);
    });
  }

  it('refresh times out after 10000 ms and signs the user out', async () => {
    let signedIn = false;
    const { clock, session } = setup((path, init) => {
      if (!signedIn) {
        signedIn = true;
        return json({ clientId: 'anon-1', anonymous: true });
      }
      return hang(path, init);
    });
    await session.signInAnonymous();
    const result = rejection(session.refresh());
    clock.tick(10_000);
    expect(((await result) as Error).message).to.equal('Chat refresh action failed after timeout: 10000ms.');
    expect(session.getSnapshot().status).to.equal('unauthorised');
  });

  it('refresh without a session says the user has not been authorised', async () => {
    const { session } = setup(() => json({}));
    expect(((await rejection(session.refresh())) as Error).message).to.equal("Cannot refresh the session. User hasn't been authorised.");
  });

  it('refreshes a signed-in user with fresh credentials from the host', async () => {
    const { session, paths } = setup(() => json({ clientId: 'c1', anonymous: false }), async () => ({ verificationToken: 'new', clientId: 'c1' }));
    await session.signIn('old', 'c1');
    await session.refresh();
    expect(paths).to.deep.equal(['POST signin', 'POST signin']);
    expect(session.getSnapshot().status).to.equal('authorised');
  });

  it('a refresh the server refuses signs the user out', async () => {
    let first = true;
    const { session, storage } = setup(() => {
      if (first) {
        first = false;
        return json({ clientId: 'anon-1', anonymous: true });
      }
      return json({ error: 'no' }, 401);
    });
    await session.signInAnonymous();
    expect(await rejection(session.refresh())).to.be.instanceOf(HttpStatusError);
    expect(session.getSnapshot().status).to.equal('unauthorised');
    expect(await storage.get(ANONYMOUS_SESSION_KEY)).to.equal(undefined);
  });

  it('keeps an anonymous session in storage, tagged business, and restores it when the server accepts it', async () => {
    const bodies: unknown[] = [];
    const { session, storage, paths } = setup((_path, init) => {
      if (init.body) bodies.push(JSON.parse(String(init.body)));
      return json({ clientId: 'anon-7', anonymous: true });
    });
    await session.signInAnonymous();
    expect(bodies).to.deep.equal([{ tags: ['business'] }]);
    expect(await storage.get(ANONYMOUS_SESSION_KEY)).to.deep.equal({ clientId: 'anon-7' });
    const restored = createSession({ api: createSessionApi(createHttpClient({ baseUrl: 'https://chat.test/api/chat', fetch: (async () => json({ clientId: 'anon-7', anonymous: true })) as typeof fetch })), storage, clock: createFakeClock() });
    await restored.restoreAnonymous();
    expect(restored.getSnapshot()).to.deep.equal({ status: 'anonymous', clientId: 'anon-7' });
    expect(paths).to.deep.equal(['POST signin/anonymous']);
  });

  it("restoring with nothing stored: 'Anonymous user session doesn't exist.'", async () => {
    const { session } = setup(() => json({}));
    expect(((await rejection(session.restoreAnonymous())) as Error).message).to.equal("Anonymous user session doesn't exist.");
  });

  it("an expired stored session is cleared: 'Anonymous user session has been expired.'", async () => {
    const { session, storage, paths } = setup(() => json({ error: 'expired' }, 401));
    await storage.set(ANONYMOUS_SESSION_KEY, { clientId: 'anon-old' });
    expect(((await rejection(session.restoreAnonymous())) as Error).message).to.equal('Anonymous user session has been expired.');
    expect(await storage.get(ANONYMOUS_SESSION_KEY)).to.equal(undefined);
    expect(paths).to.deep.equal(['GET info?clientId=anon-old']);
    expect(session.getSnapshot().status).to.equal('unauthorised');
  });

  it('a server error while restoring keeps the stored session for later', async () => {
    const { session, storage } = setup(() => json({ error: 'down' }, 503));
    await storage.set(ANONYMOUS_SESSION_KEY, { clientId: 'anon-old' });
    expect(await rejection(session.restoreAnonymous())).to.be.instanceOf(HttpStatusError);
    expect(await storage.get(ANONYMOUS_SESSION_KEY)).to.deep.equal({ clientId: 'anon-old' });
  });

  it('sign-out clears the stored session even when the call fails', async () => {
    let calls = 0;
    const { session, storage } = setup(() => (calls++ === 0 ? json({ clientId: 'anon-1', anonymous: true }) : json({}, 500)));
    await session.signInAnonymous();
    await rejection(session.signOut());
    expect(session.getSnapshot().status).to.equal('unauthorised');
    expect(await storage.get(ANONYMOUS_SESSION_KEY)).to.equal(undefined);
  });
});
