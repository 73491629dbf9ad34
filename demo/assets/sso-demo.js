// The sign-on demo page plays the host's backend: it exchanges authCode + codeVerifier at the
// reference sign-on service's token endpoint and shows who signed in.
import { logEvents } from './event-log.js';

logEvents(['fin-sso-success', 'fin-sso-error', 'fin-sso-logout', 'fin-error']);
const service = document.body.dataset.ssoService;
const session = document.getElementById('session');
const redirectUri = new URL('/sso.html', location.href).href;

async function exchange({ authCode, codeVerifier }) {
  session.textContent = 'Exchanging the code…';
  const response = await fetch(new URL('token', service), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'authorization_code', code: authCode, code_verifier: codeVerifier, client_id: 'fin-demo', redirect_uri: redirectUri }),
  });
  const body = await response.json();
  session.textContent = response.ok
    ? `Signed in as ${body.user.email}. The token endpoint accepted the code and its verifier.`
    : `The token endpoint refused the code: ${body.error_description}`;
  session.dataset.state = response.ok ? 'signed-in' : 'refused';
  signOut.disabled = !response.ok;
}

// Signs this page out and ends the session at the service too (embed/logout with delete_session).
const signOut = document.getElementById('sign-out');
signOut.addEventListener('click', async () => {
  signOut.disabled = true;
  const result = await window.FinWidgets('signOut', { serviceUrl: service, clientId: 'fin-demo', deleteSession: true });
  const done = result.status === 'success';
  session.textContent = done ? 'Signed out, here and at the sign-on service.' : `Could not sign out: ${result.error}.`;
  session.dataset.state = done ? 'signed-out' : 'signed-in';
  signOut.disabled = done;
});

window.FinWidgets('on', 'fin-sso-success', (event) => exchange(event.detail));
// A connected button's session ended at the service (signed out in another tab or app).
window.FinWidgets('on', 'fin-sso-logout', () => {
  session.textContent = 'Signed out at the sign-on service.';
  session.dataset.state = 'signed-out';
  signOut.disabled = true;
});

// Loading the module first lets signIn open its popup inside the click (popup blockers).
window.FinWidgets('ready', 'fin-sso');
document.getElementById('own-sign-in').addEventListener('click', () => {
  window.FinWidgets('signIn', { serviceUrl: service, clientId: 'fin-demo', redirectUri, mode: 'popup' }).then((result) => {
    if (result.status === 'success') exchange(result);
    else session.textContent = `Not signed in: ${result.error}.`;
  });
});
