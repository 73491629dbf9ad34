// <fin-sso-button> against the reference sign-on service on the second origin: redirect, popup
// and hidden frame, each code exchanged at the token endpoint with its verifier; a replayed code
// is refused; a popup whose opener is severed by COOP ends in popup_closed.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { axeViolations, openPage, screenshot, useServersAndBrowser } from './support.mjs';

describe('<fin-sso-button>', () => {
  const env = useServersAndBrowser();

  async function demo(context) {
    const opened = context ?? (await openPage(env.browser));
    await opened.page.goto(`${env.servers.origin}/sso.html`);
    await opened.page.locator('#redirect fin-sso-button button').waitFor();
    return opened;
  }

  const signedIn = (page) => page.locator('#session[data-state="signed-in"]').waitFor();

  async function tokenExchange(detail, redirectUri = `${env.servers.origin}/sso.html`) {
    const response = await fetch(`${env.servers.hostOrigin}/sso/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'authorization_code', code: detail.authCode, code_verifier: detail.codeVerifier, client_id: 'fin-demo', redirect_uri: redirectUri }),
    });
    return { status: response.status, body: await response.json() };
  }

  it('redirect: signs in at the other origin, returns with a clean address, exchanges the code once', async () => {
    const { page, problems, close } = await demo();
    assert.deepEqual(await axeViolations(page), []);
    await screenshot(page, 'sso-demo');
    await page.locator('#redirect fin-sso-button button').click();
    await page.waitForURL((url) => url.href.startsWith(`${env.servers.hostOrigin}/sso/signin?`));
    const authorise = new URL(page.url());
    assert.equal(authorise.searchParams.get('response_mode'), 'query');
    assert.equal(authorise.searchParams.get('code_challenge_method'), 'S256');
    assert.match(authorise.searchParams.get('state'), /^_pk_[A-Za-z0-9]{16}$/);
    await screenshot(page, 'sso-service-signin');
    await page.getByLabel('Email').fill('grace@example.com');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(`${env.servers.origin}/sso.html`);
    await signedIn(page);
    assert.equal(page.url(), `${env.servers.origin}/sso.html`, 'code and state removed from the address');
    assert.match(await page.locator('#session').textContent(), /^Signed in as grace@example\.com\./, 'the email typed at the service');
    const attempts = await page.evaluate(() => JSON.parse(window.localStorage.getItem('fin_sso_attempts')));
    assert.equal(attempts[0].used, true);
    await page.reload();
    await page.locator('#redirect fin-sso-button button').waitFor();
    assert.equal(await page.locator('#session').textContent(), 'Not signed in.', 'a reload after the return does nothing');
    assert.deepEqual(problems, []);
    await close();
  });

  it('redirect: a replayed return address gives code_verifier_already_used and the token endpoint refuses a reused code', async () => {
    const { page, problems, close } = await demo();
    await page.locator('#redirect fin-sso-button button').click();
    await page.waitForURL((url) => url.href.startsWith(`${env.servers.hostOrigin}/sso/signin?`));
    const request = page.waitForRequest((candidate) => candidate.url().startsWith(`${env.servers.origin}/sso.html?code=`));
    await page.getByRole('button', { name: 'Continue' }).click();
    const returned = (await request).url();
    const code = new URL(returned).searchParams.get('code');
    await signedIn(page);
    await page.goto(returned);
    const button = page.locator('#redirect fin-sso-button');
    await button.locator('[part="error"]', { hasText: 'This sign-in was already used' }).waitFor();
    const verifier = 'A'.repeat(64);
    const reused = await tokenExchange({ authCode: code, codeVerifier: verifier });
    assert.equal(reused.status, 400);
    assert.equal(reused.body.error_description, 'The code has already been used.');
    assert.deepEqual(problems, []);
    await close();
  });

  it('popup: opens 440×680 on the sign-on service, posts the code back, and the verifier is checked', async () => {
    const { page, problems, close } = await demo();
    const detail = page.evaluate(
      () => new Promise((resolve) => document.addEventListener('fin-sso-success', (event) => resolve(event.detail), { once: true })),
    );
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.locator('#popup fin-sso-button button').click()]);
    await popup.waitForURL((url) => url.pathname === '/sso/signup');
    assert.deepEqual(await popup.evaluate(() => [window.innerWidth, window.innerHeight, window.name]), [440, 680, 'sso']);
    assert.equal(new URL(popup.url()).searchParams.get('display'), 'popup');
    await screenshot(popup, 'sso-popup');
    await popup.getByRole('button', { name: 'Continue' }).click();
    const success = await detail;
    assert.match(success.codeVerifier, /^[A-Za-z0-9\-._~]{64}$/);
    await signedIn(page);
    const spent = await tokenExchange({ authCode: success.authCode, codeVerifier: success.codeVerifier });
    assert.equal(spent.body.error_description, 'The code has already been used.', 'the page spent this code');
    assert.deepEqual(problems, []);
    await close();
  });

  it('hidden frame: access_denied without a session, silent sign-in with the session a popup made, then userinfo and logout', async () => {
    // The page on "localhost", the service's host name: same site, another origin. Between sites
    // (127.0.0.1 → localhost) the frame's session cookie is a third-party cookie, which this
    // browser blocks, as Safari does (docs/elements/fin-sso-button.md).
    const { page, problems, close } = await openPage(env.browser);
    const port = new URL(env.servers.origin).port;
    await page.goto(`http://localhost:${port}/sso.html`);
    await page.locator('#frame fin-sso-button button').waitFor();
    // No session yet: the frame answers access_denied.
    await page.locator('#frame fin-sso-button button').click();
    await page.locator('#frame fin-sso-button [part="error"]', { hasText: 'Access was denied' }).waitFor();
    await screenshot(page, 'sso-error', { clip: { x: 60, y: 250, width: 1080, height: 250 } });
    assert.equal(await page.locator('iframe').count(), 0, 'the frame is removed');

    const [popup] = await Promise.all([page.waitForEvent('popup'), page.locator('#popup fin-sso-button button').click()]);
    await popup.getByRole('button', { name: 'Continue' }).click();
    await signedIn(page);
    await page.evaluate(() => (document.getElementById('session').textContent = 'Not signed in.', delete document.getElementById('session').dataset.state));

    const started = Date.now();
    await page.locator('#frame fin-sso-button button').click();
    await signedIn(page);
    assert.ok(Date.now() - started < 2000);
    await screenshot(page, 'sso-signed-in', { fullPage: true });
    assert.equal(await page.locator('iframe').count(), 0, 'the frame is removed');

    // embed/userinfo through the loader's command, and embed/logout (delete_session=true) through
    // the demo's Sign out button, which calls FinWidgets('signOut').
    const userInfo = () =>
      page.evaluate(async (serviceUrl) => {
        const user = await window.FinWidgets('userInfo', { serviceUrl, clientId: 'fin-demo' });
        return { user, frames: document.querySelectorAll('iframe').length };
      }, `${env.servers.hostOrigin}/sso/`);
    assert.deepEqual(await userInfo(), { user: { status: 'success', user: { id: 'usr_1001', name: 'Ada Lovelace', email: 'ada@example.com' } }, frames: 0 });
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.locator('#session[data-state="signed-out"]').waitFor();
    assert.equal(await page.locator('#session').textContent(), 'Signed out, here and at the sign-on service.');
    assert.equal(await page.getByRole('button', { name: 'Sign out' }).isDisabled(), true);
    assert.deepEqual(await userInfo(), { user: { status: 'success', user: null }, frames: 0 }, 'the service session is gone');
    assert.deepEqual(problems, []);
    await close();
  });

  it('FinWidgets("signIn") opens its popup in the click once loaded; a COOP that severs the opener ends in popup_closed', async () => {
    const { page, problems, close } = await demo();
    await page.evaluate(() => window.FinWidgets('ready', 'fin-sso'));
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.locator('#own-sign-in').click()]);
    await popup.getByRole('button', { name: 'Continue' }).click();
    await signedIn(page);

    const result = await page.evaluate(async (service) => {
      const started = performance.now();
      const outcome = await window.FinWidgets('signIn', {
        serviceUrl: service,
        clientId: 'fin-demo',
        redirectUri: new URL('/sso.html', location.href).href,
        mode: 'popup',
        extraParams: { fin_demo_coop: 'same-origin' },
      });
      return { error: outcome.error, ms: performance.now() - started };
    }, `${env.servers.hostOrigin}/sso/`);
    assert.equal(result.error, 'popup_closed');
    assert.ok(result.ms < 3000, `ended in ${result.ms} ms`);
    assert.deepEqual(problems, []);
    await close();
  });

  it('connect: a silent sign-in whose frame stays; a sign-out in another tab reaches it as fin-sso-logout; a challenge is answered like a sign-in', async () => {
    // Same site as the service (localhost), so the frames see its session cookie (see above).
    const { page, problems, close } = await openPage(env.browser);
    const port = new URL(env.servers.origin).port;
    const here = `http://localhost:${port}/sso.html`;
    const service = `${env.servers.hostOrigin}/sso/`;
    await page.goto(here);
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.locator('#popup fin-sso-button button').click()]);
    await popup.getByRole('button', { name: 'Continue' }).click();
    await signedIn(page);

    // The demo's connect button: a silent sign-in (the page exchanges the code), then the frame stays.
    await page.evaluate(() => {
      window.logouts = 0;
      document.addEventListener('fin-sso-logout', () => window.logouts++);
      document.getElementById('session').dataset.state = '';
    });
    await page.locator('#connect fin-sso-button button').click();
    await signedIn(page);
    assert.equal(await page.locator('iframe').count(), 1, 'the connected frame stays');

    // Step-up: the backend asks the service for a challenge; the page opens it in a popup.
    const made = await fetch(`${service}challenges`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ client_id: 'fin-demo', method: 'otp' }) });
    const challenge = await made.json();
    const [stepUp] = await Promise.all([
      page.waitForEvent('popup'),
      page.evaluate(({ serviceUrl, redirectUri, challenge }) => {
        window.stepUp = window.FinWidgets('signIn', { serviceUrl, clientId: 'fin-demo', redirectUri, mode: 'popup', challenge });
      }, { serviceUrl: service, redirectUri: here, challenge }),
    ]);
    await stepUp.waitForURL(/\/sso\/challenges\/otp\//);
    await stepUp.getByLabel('Code').fill('123456');
    await screenshot(stepUp, 'sso-challenge');
    await stepUp.getByRole('button', { name: 'Confirm' }).click();
    const proved = await page.evaluate(() => window.stepUp);
    assert.equal(proved.status, 'success');
    assert.deepEqual((await tokenExchange(proved, here)).body.challenge, challenge);

    // Another tab ends the session at the service: the connected frame hears it within its 1 s poll.
    const other = await page.context().newPage();
    await other.goto(here);
    const out = await other.evaluate((serviceUrl) => window.FinWidgets('signOut', { serviceUrl, clientId: 'fin-demo', deleteSession: true }), service);
    assert.deepEqual(out, { status: 'success', sessionDeleted: true });
    await page.locator('#session[data-state="signed-out"]').waitFor({ timeout: 5000 });
    assert.equal(await page.evaluate(() => window.logouts), 1);
    assert.equal(await page.locator('iframe').count(), 0, 'the connected frame is removed');
    await page.locator('#event-log', { hasText: 'fin-sso-logout' }).waitFor();
    assert.deepEqual(problems, []);
    await close();
  });

  it('payment embed: FinWidgets("loadPaymentEmbed") imports the version script, then the embed script, and reads the return', async () => {
    const { page, problems, requests, close } = await openPage(env.browser);
    await page.goto(`${env.servers.origin}/sso.html?_rp_oid=ord_42&_rp_s=failed&_rp_fr=card_declined`);
    const embed = await page.evaluate(async (baseUrl) => {
      const loaded = await window.FinWidgets('loadPaymentEmbed', { baseUrl, mode: 'embed', locale: 'de-DE' });
      const target = document.createElement('div');
      document.body.append(target);
      loaded.mount(target, { locale: loaded.locale });
      return { version: loaded.version, locale: loaded.locale, paymentReturn: loaded.paymentReturn, text: target.textContent };
    }, `${env.servers.origin}/pay/`);
    assert.deepEqual(embed, {
      version: '1.0.0',
      locale: 'de',
      paymentReturn: { orderId: 'ord_42', status: 'failed', failureReason: 'card_declined' },
      text: 'Pay with Fin · de · v1.0.0',
    });
    const scripts = requests.filter((url) => url.includes('/pay/')).map((url) => new URL(url).pathname);
    assert.deepEqual(scripts, ['/pay/version.js', '/pay/1.0.0/embed.js']);
    assert.deepEqual(problems, []);
    await close();
  });
});
