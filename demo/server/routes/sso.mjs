// The reference sign-on service (spec sso-chat-help-centre.md §2.1, §3.1, §7.1) under /sso/ on
// the second origin, so the SDK's origin checks are real: signin/signup with a test login,
// embed/authorise answering a hidden frame by postMessage, and a token endpoint that checks the
// PKCE verifier and spends each code once. Wire choices: docs/sso-protocol.md.
import { createHash, randomBytes } from 'node:crypto';
import { URLSearchParams } from 'node:url';
import { readCookie } from '../cookies.mjs';

const CODE_TTL_MS = 60_000;
const SESSION_COOKIE = 'fin_sso_session';
const sessionOf = (request) => readCookie(request.headers.cookie, SESSION_COOKIE);
const CHALLENGE = /^[A-Za-z0-9_-]{43}$/;
/** Test-only switch: the service sends this Cross-Origin-Opener-Policy, to show what it breaks. */
const COOP_PARAM = 'fin_demo_coop';
/** How often a connected frame checks the session (embed/connect). */
const SESSION_POLL_MS = 1000;
/** Step-up methods this service offers at challenges/{method}/{id}. */
const CHALLENGE_METHODS = ['otp'];

const escapeHtml = (text) =>
  String(text).replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]);
const base64url = (buffer) => buffer.toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const token = () => base64url(randomBytes(24));

function page(title, body) {
  return `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Fin sign-on</title><link rel="stylesheet" href="/sso/assets/sso.css"></head>
<body><main class="card"><p class="brand">Fin sign-on <span>reference service</span></p>${body}</main></body></html>`;
}

const STYLES = `
*{box-sizing:border-box}body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f4f6f8;color:#191c1f;font:16px/1.5 system-ui,sans-serif}
.card{width:min(400px,100vw - 32px);padding:28px;background:#fff;border-radius:20px;box-shadow:0 8px 28px rgba(16,24,40,.12)}
.brand{margin:0 0 20px;font-weight:700}.brand span{font-weight:400;color:#5c6670;font-size:13px;margin-left:6px}
h1{margin:0 0 6px;font-size:22px}p{margin:0 0 16px;color:#3b434b}label{display:block;font-weight:600;margin-bottom:6px}
input{width:100%;padding:12px;border:1px solid #c3cbd3;border-radius:12px;font:inherit;margin-bottom:16px}
button{width:100%;min-height:48px;border:0;border-radius:999px;font:inherit;font-weight:600;cursor:pointer;margin-top:8px}
.primary{background:#0b5cff;color:#fff}.secondary{background:#e7efff;color:#0b4ad0}.error{color:#b42318}`;

/** Posts the answer in #answer to the opener (popup) or the parent (frame), then closes a popup. */
const ANSWER_SCRIPT = `const { target, origin, message } = JSON.parse(document.getElementById('answer').textContent);
const to = target === 'opener' ? window.opener : window.parent;
if (to && to !== window) to.postMessage(message, origin);
if (target === 'opener') window.close();`;

/**
 * embed/connect: answers like embed/authorise, then (after a success) asks the service every
 * second whether the session still exists, and posts embed/logout-sync once it does not.
 */
const CONNECT_SCRIPT = `const { origin, message } = JSON.parse(document.getElementById('answer').textContent);
window.parent.postMessage(message, origin);
if (message.type === 'consent-success') {
  const timer = setInterval(async () => {
    const reply = await fetch('/sso/embed/session', { cache: 'no-store' }).catch(() => null);
    if (!reply || !reply.ok || (await reply.json()).active) return;
    clearInterval(timer);
    window.parent.postMessage({ source: 'sso', type: 'embed/logout-sync', payload: { state: message.payload.state } }, origin);
  }, ${SESSION_POLL_MS});
}`;

/** The first origin, under both loopback names when it is local (localhost and 127.0.0.1 reach the same server). */
function originsOf(origin) {
  const url = new URL(origin);
  const names = ['localhost', '127.0.0.1'];
  if (!names.includes(url.hostname)) return [url.origin];
  return names.map((name) => `${url.protocol}//${name}:${url.port}`);
}

export default async function ssoRoutes(app, { fixtures, pageOrigin }) {
  const { clients, user } = fixtures.sso;
  const pageOrigins = () => originsOf(pageOrigin());
  const sessions = new Map();
  const codes = new Map();

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body))),
  );

  /** The request's problem in words, or undefined when the service may answer it. */
  function problemWith(query, { frame = false } = {}) {
    const client = Object.hasOwn(clients, query.client_id ?? '') ? clients[query.client_id] : undefined;
    if (!client) return 'Unknown client_id.';
    const allowed = pageOrigins().flatMap((origin) => client.redirectPaths.map((path) => new URL(path, origin).href));
    if (!allowed.includes(query.redirect_uri)) return 'redirect_uri is not registered for this client.';
    if (query.response_type !== 'code') return 'response_type must be code.';
    if (query.code_challenge_method !== 'S256' || !CHALLENGE.test(query.code_challenge ?? '')) return 'A S256 code_challenge is required.';
    if (!query.state) return 'state is required.';
    const mode = query.response_mode ?? 'query';
    if (frame ? mode !== 'post-message' : !['query', 'post-message'].includes(mode)) return 'Unsupported response_mode.';
    if (mode === 'post-message' && !pageOrigins().includes(query.origin)) return 'origin is not registered for this client.';
    return undefined;
  }

  const issueCode = (query, person) => {
    const code = token();
    codes.set(code, {
      user: person,
      clientId: query.client_id,
      redirectUri: query.redirect_uri,
      challenge: query.code_challenge,
      expires: Date.now() + CODE_TTL_MS,
      used: false,
    });
    return code;
  };

  /** Answers by redirect (response_mode query) or by a page that posts to the opener/parent. */
  function answer(reply, query, result, target) {
    if ((query.response_mode ?? 'query') === 'query') {
      const url = new URL(query.redirect_uri);
      for (const [name, value] of Object.entries(result)) if (value) url.searchParams.set(name, value);
      url.searchParams.set('state', query.state);
      return reply.redirect(url.href, 303);
    }
    const message = result.code
      ? { source: 'sso', type: 'consent-success', payload: { code: result.code, state: query.state } }
      : { source: 'sso', type: 'consent-error', payload: { error: result.error, error_description: result.error_description, state: query.state } };
    const data = JSON.stringify({ target, origin: query.origin, message }).replace(/</g, '\\u003c');
    return reply
      .header('content-security-policy', `default-src 'none'; script-src 'self'; style-src 'self'; frame-ancestors ${pageOrigins().join(' ')}`)
      .type('text/html; charset=utf-8')
      .send(page('Signing in', `<p>Returning to the app…</p><script type="application/json" id="answer">${data}</script><script src="/sso/assets/answer.js"></script>`));
  }

  const refuse = (reply, problem) =>
    reply.code(400).type('text/html; charset=utf-8').send(page('Cannot sign in', `<h1>Cannot sign in</h1><p class="error">${escapeHtml(problem)}</p>`));

  app.get('/sso/assets/connect.js', async (_request, reply) => reply.type('text/javascript').send(CONNECT_SCRIPT));
  app.get('/sso/assets/answer.js', async (_request, reply) => reply.type('text/javascript').send(ANSWER_SCRIPT));
  app.get('/sso/assets/sso.css', async (_request, reply) => reply.type('text/css').send(STYLES));

  for (const path of ['signin', 'signup']) {
    app.get(`/sso/${path}`, async (request, reply) => {
      const query = request.query;
      const problem = problemWith(query);
      if (problem) return refuse(reply, problem);
      if (query[COOP_PARAM]) reply.header('cross-origin-opener-policy', query[COOP_PARAM]);
      const client = clients[query.client_id];
      const target = query.display === 'popup' ? 'opener' : 'parent';
      if (path === 'signup' && !client.signup) {
        return answer(reply, query, { error: 'registration_not_supported', error_description: 'This client does not offer sign-up.' }, target);
      }
      const hidden = Object.entries(query)
        .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
        .join('');
      const title = path === 'signup' ? 'Create your account' : 'Sign in';
      return reply
        .header('content-security-policy', "default-src 'none'; style-src 'self'; form-action 'self' " + pageOrigins().join(' ') + "; frame-ancestors 'none'")
        .type('text/html; charset=utf-8')
        .send(
          page(
            title,
            `<h1>${title}</h1><p>to continue to <strong>${escapeHtml(client.name)}</strong>. This is a test login: any email works.</p>
<form method="post" action="/sso/consent">${hidden}<input type="hidden" name="target" value="${target}">
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="email" value="${escapeHtml(query.login_hint || user.email)}">
<button class="primary" name="decision" value="approve">Continue</button>
<button class="secondary" name="decision" value="cancel">Cancel</button></form>`,
          ),
        );
    });
  }

  app.post('/sso/consent', async (request, reply) => {
    const { decision, target, email, ...query } = request.body ?? {};
    const problem = problemWith(query);
    if (problem) return refuse(reply, problem);
    if (decision !== 'approve') return answer(reply, query, { error: 'user_cancelled', error_description: 'The user cancelled the sign-in.' }, target);
    const session = token();
    const person = { ...user, email: email || user.email };
    sessions.set(session, person);
    // SameSite=None so the hidden frame (embedded by another site) still sees the session.
    reply.header('set-cookie', `${SESSION_COOKIE}=${session}; Path=/sso; HttpOnly; SameSite=None; Secure; Max-Age=3600`);
    return answer(reply, query, { code: issueCode(query, person) }, target);
  });

  app.get('/sso/embed/authorise', async (request, reply) => {
    const query = request.query;
    const problem = problemWith(query, { frame: true });
    if (problem) return refuse(reply, problem);
    const session = sessionOf(request);
    if (!session || !sessions.has(session)) {
      return answer(reply, query, { error: 'access_denied', error_description: 'No session at the sign-on service: sign in with a redirect or a popup first.' }, 'parent');
    }
    return answer(reply, query, { code: issueCode(query, sessions.get(session)) }, 'parent');
  });

  /** The checks every other hidden frame shares: a known client, embedded by its registered origin. */
  const embedProblem = (query) =>
    !Object.hasOwn(clients, query.client_id ?? '') ? 'Unknown client_id.' : pageOrigins().includes(query.origin) ? undefined : 'origin is not registered for this client.';
  const post = (reply, query, type, payload) =>
    reply
      .header('content-security-policy', `default-src 'none'; script-src 'self'; style-src 'self'; frame-ancestors ${pageOrigins().join(' ')}`)
      .type('text/html; charset=utf-8')
      .send(page('Sign-on', `<script type="application/json" id="answer">${JSON.stringify({ target: 'parent', origin: query.origin, message: { source: 'sso', type, payload } }).replace(/</g, '\\u003c')}</script><script src="/sso/assets/answer.js"></script>`));

  // embed/logout: this client is signed out; with delete_session=true the service's session ends too.
  app.get('/sso/embed/logout', async (request, reply) => {
    const problem = embedProblem(request.query);
    if (problem) return refuse(reply, problem);
    const session = sessionOf(request);
    const deleted = request.query.delete_session === 'true' && session !== undefined && sessions.delete(session);
    if (deleted) reply.header('set-cookie', `${SESSION_COOKIE}=; Path=/sso; HttpOnly; SameSite=None; Secure; Max-Age=0`);
    return post(reply, request.query, 'embed/logout', { session_deleted: deleted });
  });

  // embed/userinfo: the session's user, or null.
  app.get('/sso/embed/userinfo', async (request, reply) => {
    const problem = embedProblem(request.query);
    if (problem) return refuse(reply, problem);
    return post(reply, request.query, 'embed/userinfo', { user: sessions.get(sessionOf(request)) ?? null });
  });

  // embed/connect: embed/authorise's answer from the session, then the frame stays to watch it.
  app.get('/sso/embed/connect', async (request, reply) => {
    const query = request.query;
    const problem = problemWith(query, { frame: true });
    if (problem) return refuse(reply, problem);
    const session = sessionOf(request);
    const message = sessions.has(session)
      ? { source: 'sso', type: 'consent-success', payload: { code: issueCode(query, sessions.get(session)), state: query.state } }
      : { source: 'sso', type: 'consent-error', payload: { error: 'access_denied', error_description: 'No session at the sign-on service.', state: query.state } };
    const data = JSON.stringify({ origin: query.origin, message }).replace(/</g, '\\u003c');
    return reply
      .header('content-security-policy', `default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; frame-ancestors ${pageOrigins().join(' ')}`)
      .type('text/html; charset=utf-8')
      .send(page('Sign-on', `<script type="application/json" id="answer">${data}</script><script src="/sso/assets/connect.js"></script>`));
  });

  // What a connected frame polls: does this browser still have a session here?
  app.get('/sso/embed/session', async (request, reply) => reply.header('cache-control', 'no-store').send({ active: sessions.has(sessionOf(request)) }));

  // Step-up challenges: the host's backend asks for one, the browser opens challenges/{method}/{id}.
  const challenges = new Map();
  app.post('/sso/challenges', async (request, reply) => {
    const { method, client_id: clientId } = request.body ?? {};
    if (!Object.hasOwn(clients, clientId ?? '')) return reply.code(400).send({ error: 'invalid_client', error_description: 'Unknown client_id.' });
    if (!CHALLENGE_METHODS.includes(method)) return reply.code(400).send({ error: 'invalid_request', error_description: `method must be one of ${CHALLENGE_METHODS.join(', ')}.` });
    const id = token();
    challenges.set(id, { method, clientId, used: false });
    return reply.code(201).send({ method, id });
  });

  const challengeProblem = (params, query) => {
    const challenge = challenges.get(params.id);
    if (!challenge || challenge.method !== params.method || challenge.clientId !== query.client_id) return 'Unknown challenge.';
    if (challenge.used) return 'This challenge has already been answered.';
    return problemWith(query);
  };

  app.get('/sso/challenges/:method/:id', async (request, reply) => {
    const query = request.query;
    const problem = challengeProblem(request.params, query);
    if (problem) return refuse(reply, problem);
    const target = query.display === 'popup' ? 'opener' : 'parent';
    if (!sessions.has(sessionOf(request))) {
      return answer(reply, query, { error: 'access_denied', error_description: 'Sign in before confirming it is you.' }, target);
    }
    const hidden = Object.entries(query)
      .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
      .join('');
    const action = `/sso/challenges/${encodeURIComponent(request.params.method)}/${encodeURIComponent(request.params.id)}`;
    return reply
      .header('content-security-policy', "default-src 'none'; style-src 'self'; form-action 'self' " + pageOrigins().join(' ') + "; frame-ancestors 'none'")
      .type('text/html; charset=utf-8')
      .send(
        page(
          'Confirm it is you',
          `<h1>Confirm it's you</h1><p>Enter the 6-digit code we sent you. This is a test: any 6 digits work.</p>
<form method="post" action="${action}">${hidden}<input type="hidden" name="target" value="${target}">
<label for="otp">Code</label><input id="otp" name="otp" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9]{6}" required>
<button class="primary" name="decision" value="approve">Confirm</button>
<button class="secondary" name="decision" value="cancel" formnovalidate>Cancel</button></form>`,
        ),
      );
  });

  app.post('/sso/challenges/:method/:id', async (request, reply) => {
    const { decision, target, otp, ...query } = request.body ?? {};
    const problem = challengeProblem(request.params, query);
    if (problem) return refuse(reply, problem);
    const person = sessions.get(sessionOf(request));
    if (!person) return answer(reply, query, { error: 'access_denied', error_description: 'Sign in before confirming it is you.' }, target);
    if (decision !== 'approve') return answer(reply, query, { error: 'user_cancelled', error_description: 'The user cancelled the verification.' }, target);
    if (!/^[0-9]{6}$/.test(otp ?? '')) return answer(reply, query, { error: 'access_denied', error_description: 'The code is not valid.' }, target);
    challenges.get(request.params.id).used = true;
    const code = issueCode(query, person);
    codes.get(code).stepUp = { method: request.params.method, id: request.params.id };
    return answer(reply, query, { code }, target);
  });

  const tokenCors = (request, reply) => {
    if (pageOrigins().includes(request.headers.origin)) {
      reply.header('access-control-allow-origin', request.headers.origin).header('vary', 'origin');
    }
  };
  app.options('/sso/token', async (request, reply) => {
    tokenCors(request, reply);
    return reply.header('access-control-allow-methods', 'POST').header('access-control-allow-headers', 'content-type').code(204).send();
  });
  app.post('/sso/token', async (request, reply) => {
    tokenCors(request, reply);
    const body = request.body ?? {};
    const invalid = (description) => reply.code(400).send({ error: 'invalid_grant', error_description: description });
    if (body.grant_type !== 'authorization_code') return reply.code(400).send({ error: 'unsupported_grant_type', error_description: 'grant_type must be authorization_code.' });
    const grant = typeof body.code === 'string' ? codes.get(body.code) : undefined;
    if (!grant) return invalid('Unknown code.');
    if (grant.used) return invalid('The code has already been used.');
    grant.used = true;
    if (Date.now() > grant.expires) return invalid('The code has expired.');
    if (body.client_id !== grant.clientId || body.redirect_uri !== grant.redirectUri) return invalid('client_id or redirect_uri does not match the authorisation request.');
    const challenge = typeof body.code_verifier === 'string' ? base64url(createHash('sha256').update(body.code_verifier).digest()) : '';
    if (challenge !== grant.challenge) return invalid('The code_verifier does not match the code_challenge.');
    // A code from a challenge says which step-up it proves.
    const stepUp = grant.stepUp ? { challenge: grant.stepUp } : {};
    return reply.header('cache-control', 'no-store').send({ access_token: token(), token_type: 'Bearer', expires_in: 3600, user: grant.user, ...stepUp });
  });
}
