/**
 * The partner-site session (src/chat/browser.ts bearerSession): the sign-in answer's
 * `sessionToken` is decoded at the boundary and sent as `Authorization: Bearer`; an answer without
 * one (cookie sign-in) or with a malformed one sends none; signing out forgets it.
 */
import { expect } from '@open-wc/testing';
import { bearerSession } from '../../src/chat/browser';

function fakeApi(signInAnswer: unknown) {
  const sent: (string | null)[] = [];
  const base: typeof fetch = async (input, init) => {
    const path = new URL(String(input), location.href).pathname;
    sent.push(new Headers(init?.headers).get('authorization'));
    return new Response(path.endsWith('/signin') ? JSON.stringify(signInAnswer) : '{}', { status: 200, headers: { 'content-type': 'application/json' } });
  };
  return { sent, session: bearerSession(base) };
}

describe('bearerSession', () => {
  const cases: [string, unknown, string | null][] = [
    ['a token string is sent as a bearer', { sessionToken: 'tok-1' }, 'Bearer tok-1'],
    ['no token (cookie sign-in) sends none', { ok: true }, null],
    ['a malformed token sends none', { sessionToken: 42 }, null],
    ['a malformed answer sends none', ['tok'], null],
  ];
  for (const [name, answer, expected] of cases) {
    it(name, async () => {
      const { sent, session } = fakeApi(answer);
      await session.fetch('https://api.example/api/support/signin', { method: 'POST' });
      await session.fetch('https://api.example/api/support/tickets');
      expect(sent).to.deep.equal([null, expected]);
    });
  }

  it('signing out forgets the token', async () => {
    const { sent, session } = fakeApi({ sessionToken: 'tok-2' });
    await session.fetch('https://api.example/api/support/signin', { method: 'POST' });
    await session.fetch('https://api.example/api/support/signout', { method: 'POST' });
    await session.fetch('https://api.example/api/support/tickets');
    expect(sent).to.deep.equal([null, 'Bearer tok-2', null]);
  });
});
