// The reference sign-on service through fastify's inject: request checks, answers by redirect and
// by message page, and a token endpoint that checks the PKCE verifier and spends codes once.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { URLSearchParams } from 'node:url';
import { createHostServer } from '../../demo/server/app.mjs';

const PAGE = 'http://127.0.0.1:9000';
const verifier = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
const challenge = createHash('sha256').update(verifier).digest('base64url');
const STATE = '_pk_ABCDEFGHIJKLMNOP';

const authorise = (extra = {}) =>
  new URLSearchParams({
    client_id: 'fin-demo',
    redirect_uri: `${PAGE}/sso.html`,
    response_type: 'code',
    code_challenge_method: 'S256',
    code_challenge: challenge,
    response_mode: 'query',
    state: STATE,
    ...extra,
  });

describe('reference sign-on service', () => {
  let app;
  before(async () => {
    ({ app } = await createHostServer({ sdkOrigin: PAGE }));
  });
  after(() => app.close());

  async function code(extra = {}) {
    const response = await app.inject({
      method: 'POST',
      url: '/sso/consent',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `${authorise(extra)}&decision=approve&email=grace%40example.com`,
    });
    assert.equal(response.statusCode, 303);
    const location = new URL(response.headers.location);
    assert.equal(location.origin + location.pathname, `${PAGE}/sso.html`);
    assert.equal(location.searchParams.get('state'), STATE);
    return location.searchParams.get('code');
  }

  const exchange = (payload) => app.inject({ method: 'POST', url: '/sso/token', headers: { origin: PAGE }, payload: { grant_type: 'authorization_code', client_id: 'fin-demo', redirect_uri: `${PAGE}/sso.html`, ...payload } });

  it('shows the test login for a valid request and refuses bad ones without redirecting', async () => {
    const ok = await app.inject({ url: `/sso/signin?${authorise()}` });
    assert.equal(ok.statusCode, 200);
    assert.match(ok.body, /Fin Widgets demo shop/);
    const cases = [
      [{ client_id: 'nobody' }, 'Unknown client_id.'],
      [{ redirect_uri: 'https://evil.example/sso.html' }, 'redirect_uri is not registered for this client.'],
      [{ code_challenge_method: 'plain' }, 'A S256 code_challenge is required.'],
      [{ response_mode: 'post-message', origin: 'https://evil.example' }, 'origin is not registered for this client.'],
    ];
    for (const [extra, problem] of cases) {
      const response = await app.inject({ url: `/sso/signin?${authorise(extra)}` });
      assert.equal(response.statusCode, 400);
      assert.ok(response.body.includes(problem), problem);
      assert.equal(response.headers.location, undefined);
    }
  });

  it('answers a cancel with user_cancelled, and signup for a client without it with registration_not_supported', async () => {
    const cancel = await app.inject({ method: 'POST', url: '/sso/consent', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `${authorise()}&decision=cancel` });
    assert.equal(new URL(cancel.headers.location).searchParams.get('error'), 'user_cancelled');
    const signup = await app.inject({ url: `/sso/signup?${authorise({ client_id: 'fin-demo-no-signup' })}` });
    assert.equal(new URL(signup.headers.location).searchParams.get('error'), 'registration_not_supported');
  });

  it('answers post-message requests with a page that posts to the registered origin only', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/sso/consent',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `${authorise({ response_mode: 'post-message', origin: PAGE })}&decision=approve&target=opener`,
    });
    assert.equal(response.statusCode, 200);
    const answer = JSON.parse(/<script type="application\/json" id="answer">(.*?)<\/script>/.exec(response.body)[1]);
    assert.equal(answer.origin, PAGE);
    assert.equal(answer.target, 'opener');
    assert.deepEqual(Object.keys(answer.message.payload), ['code', 'state']);
    assert.equal(answer.message.type, 'consent-success');
    assert.match(response.headers['content-security-policy'], /script-src 'self'/);
  });

  it('exchanges a code once, only with the right verifier', async () => {
    const wrong = await exchange({ code: await code(), code_verifier: 'x'.repeat(43) });
    assert.equal(wrong.statusCode, 400);
    assert.equal(wrong.json().error_description, 'The code_verifier does not match the code_challenge.');

    const fresh = await code();
    const ok = await exchange({ code: fresh, code_verifier: verifier });
    assert.equal(ok.statusCode, 200);
    assert.equal(ok.headers['access-control-allow-origin'], PAGE);
    assert.equal(ok.json().token_type, 'Bearer');
    assert.equal(ok.json().user.email, 'grace@example.com');

    const replay = await exchange({ code: fresh, code_verifier: verifier });
    assert.equal(replay.statusCode, 400);
    assert.equal(replay.json().error_description, 'The code has already been used.');

    const otherRedirect = await exchange({ code: await code(), code_verifier: verifier, redirect_uri: `${PAGE}/other.html` });
    assert.equal(otherRedirect.json().error_description, 'client_id or redirect_uri does not match the authorisation request.');
    const unknown = await exchange({ code: 'made-up', code_verifier: verifier });
    assert.equal(unknown.json().error_description, 'Unknown code.');
  });

  it('hidden frame: access_denied without a session, a code with one', async () => {
    const frame = (cookie) =>
      app.inject({ url: `/sso/embed/authorise?${authorise({ response_mode: 'post-message', origin: PAGE })}`, headers: cookie ? { cookie } : {} });
    const message = (response) => JSON.parse(/id="answer">(.*?)<\/script>/.exec(response.body)[1]).message;
    const none = await frame();
    assert.equal(message(none).payload.error, 'access_denied');
    // The first origin under both loopback names may frame it, nobody else.
    assert.match(none.headers['content-security-policy'], /frame-ancestors http:\/\/localhost:9000 http:\/\/127\.0\.0\.1:9000$/);
    const login = await app.inject({ method: 'POST', url: '/sso/consent', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `${authorise()}&decision=approve` });
    const cookie = login.headers['set-cookie'].split(';')[0];
    const withSession = await frame(cookie);
    assert.equal(message(withSession).type, 'consent-success');
  });

  it('embed/userinfo gives the session user; embed/logout with delete_session=true ends the session', async () => {
    const message = (response) => JSON.parse(/id="answer">(.*?)<\/script>/.exec(response.body)[1]).message;
    const login = await app.inject({ method: 'POST', url: '/sso/consent', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `${authorise()}&decision=approve` });
    const cookie = login.headers['set-cookie'].split(';')[0];
    const query = new URLSearchParams({ client_id: 'fin-demo', origin: PAGE });
    const info = await app.inject({ url: `/sso/embed/userinfo?${query}`, headers: { cookie } });
    assert.deepEqual(message(info), { source: 'sso', type: 'embed/userinfo', payload: { user: { id: 'usr_1001', name: 'Ada Lovelace', email: 'ada@example.com' } } });
    const keep = await app.inject({ url: `/sso/embed/logout?${query}`, headers: { cookie } });
    assert.deepEqual(message(keep).payload, { session_deleted: false });
    const end = await app.inject({ url: `/sso/embed/logout?${query}&delete_session=true`, headers: { cookie } });
    assert.deepEqual(message(end), { source: 'sso', type: 'embed/logout', payload: { session_deleted: true } });
    assert.match(end.headers['set-cookie'], /Max-Age=0/);
    const after = await app.inject({ url: `/sso/embed/userinfo?${query}`, headers: { cookie } });
    assert.deepEqual(message(after).payload, { user: null });
    const stranger = await app.inject({ url: `/sso/embed/userinfo?client_id=fin-demo&origin=https%3A%2F%2Fevil.example` });
    assert.equal(stranger.statusCode, 400);
  });

  it('embed/connect answers from the session and its page watches /sso/embed/session, which follows the session', async () => {
    const message = (response) => JSON.parse(/id="answer">(.*?)<\/script>/.exec(response.body)[1]).message;
    const connect = (cookie) =>
      app.inject({ url: `/sso/embed/connect?${authorise({ response_mode: 'post-message', origin: PAGE })}`, headers: cookie ? { cookie } : {} });
    assert.equal(message(await connect()).payload.error, 'access_denied');
    const login = await app.inject({ method: 'POST', url: '/sso/consent', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `${authorise()}&decision=approve` });
    const cookie = login.headers['set-cookie'].split(';')[0];
    const connected = await connect(cookie);
    assert.equal(message(connected).type, 'consent-success');
    assert.match(connected.body, /src="\/sso\/assets\/connect\.js"/);
    assert.match(connected.headers['content-security-policy'], /connect-src 'self'/);
    const script = await app.inject({ url: '/sso/assets/connect.js' });
    assert.match(script.body, /type: 'embed\/logout-sync', payload: \{ state: message\.payload\.state \}/);
    const bad = await app.inject({ url: `/sso/embed/connect?${authorise({ response_mode: 'post-message', origin: 'https://evil.example' })}` });
    assert.equal(bad.statusCode, 400);

    assert.deepEqual((await app.inject({ url: '/sso/embed/session', headers: { cookie } })).json(), { active: true });
    await app.inject({ url: `/sso/embed/logout?client_id=fin-demo&origin=${encodeURIComponent(PAGE)}&delete_session=true`, headers: { cookie } });
    assert.deepEqual((await app.inject({ url: '/sso/embed/session', headers: { cookie } })).json(), { active: false });
  });

  it('challenges/{method}/{id}: made by the backend, needs a session and 6 digits, answers once, and the token names it', async () => {
    const make = (body) => app.inject({ method: 'POST', url: '/sso/challenges', payload: body });
    assert.equal((await make({ client_id: 'fin-demo', method: 'sms-to-mars' })).statusCode, 400);
    assert.equal((await make({ client_id: 'nobody', method: 'otp' })).statusCode, 400);
    const { id, method } = (await make({ client_id: 'fin-demo', method: 'otp' })).json();
    assert.equal(method, 'otp');
    const path = `/sso/challenges/otp/${id}`;
    assert.equal((await app.inject({ url: `/sso/challenges/otp/made-up?${authorise()}` })).statusCode, 400);
    const anonymous = await app.inject({ url: `${path}?${authorise()}` });
    assert.equal(new URL(anonymous.headers.location).searchParams.get('error'), 'access_denied');

    const login = await app.inject({ method: 'POST', url: '/sso/consent', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `${authorise()}&decision=approve` });
    const cookie = login.headers['set-cookie'].split(';')[0];
    const form = await app.inject({ url: `${path}?${authorise()}`, headers: { cookie } });
    assert.match(form.body, /Confirm it&#39;s you|Confirm it's you/);
    const post = (extra) =>
      app.inject({ method: 'POST', url: path, headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' }, payload: `${authorise()}&decision=approve&${extra}` });
    assert.equal(new URL((await post('otp=12')).headers.location).searchParams.get('error'), 'access_denied');
    const approved = await post('otp=123456');
    const issued = new URL(approved.headers.location).searchParams.get('code');
    assert.ok(issued);
    assert.equal((await post('otp=123456')).statusCode, 400);
    const exchanged = await exchange({ code: issued, code_verifier: verifier });
    assert.deepEqual(exchanged.json().challenge, { method: 'otp', id }, exchanged.body);
  });
});
