// HTTP helpers shared by the chat routes: the session cookie, signed upload URLs, multipart bodies and errors.

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { readCookie } from '../cookies.mjs';

export const SESSION_COOKIE = 'fin_chat_session';

export function sessionCookie(sid, maxAgeSeconds = 86_400) {
  return `${SESSION_COOKIE}=${encodeURIComponent(sid)}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}`;
}

/**
 * The session a request names: the cookie (same site), else an `Authorization: Bearer` token,
 * the `sessionToken` of the sign-in answer (a panel on another site, where no cookie reaches us).
 */
export function sessionIdOf(request) {
  const bearer = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
  return readCookie(request.headers.cookie, SESSION_COOKIE) ?? bearer;
}

// An <img> or a download link sends no headers, and on another site (a partner's page) no session
// cookie either: an upload's src is signed, as a provider's storage signs its links, and its bytes
// are served on the signature alone until it expires.
const SIGNING_KEY = randomBytes(32);
const SIGNED_FOR_MS = 86_400_000;
const sign = (id, expires) => createHmac('sha256', SIGNING_KEY).update(`${id}.${expires}`).digest('base64url');

/** The src of an upload's bytes: a path from the root on the chat API, signed for a day. */
export function uploadSrc(id, query = {}) {
  const expires = String(Date.now() + SIGNED_FOR_MS);
  return `/api/chat/uploads/${encodeURIComponent(id)}/raw?${new URLSearchParams({ ...query, expires, signature: sign(id, expires) })}`;
}

/** Whether a request for upload `id`'s bytes carries its signature, unexpired. */
export function signedFor(id, { expires, signature }) {
  if (typeof signature !== 'string' || typeof expires !== 'string' || !(Number(expires) > Date.now())) return false;
  const expected = Buffer.from(sign(id, expires));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Fastify body parser for multipart/form-data, through the platform's own FormData parser. */
export function registerMultipart(app) {
  app.addContentTypeParser(/^multipart\/form-data/, { parseAs: 'buffer', bodyLimit: 12 * 1024 * 1024 }, async (request, body) => {
    try {
      return await new Request('http://local/', { method: 'POST', headers: { 'content-type': request.headers['content-type'] }, body }).formData();
    } catch (error) {
      error.statusCode = 400;
      throw error;
    }
  });
}

export const fail = (reply, status, error, message) => reply.code(status).send({ error, message });

/** The signed-in or anonymous client of this request, or a 401 sent. */
export function requireClient(request, reply) {
  if (request.chatSession) return request.chatSession;
  fail(reply, 401, 'unauthorised', 'Sign in first.');
  return undefined;
}

/** The client's ticket named in the path (:id), or a 401/404 sent. */
export function ownedTicket(state, request, reply) {
  const session = requireClient(request, reply);
  if (!session) return undefined;
  const ticket = state.ticket(session.clientId, request.params.id);
  if (!ticket) fail(reply, 404, 'not_found', `No ticket ${request.params.id}.`);
  return ticket;
}
