// Help-centre demo: the scope picker (kept for this tab, so a reload keeps it) and the event log.
import { logEvents } from './event-log.js';

const KEY = 'fin-demo-help-centre-scope';
const element = document.getElementById('help-centre');
const picker = document.getElementById('scope');

picker.value = window.sessionStorage.getItem(KEY) ?? 'retail';
element.setAttribute('scope', picker.value);
picker.addEventListener('change', () => {
  window.sessionStorage.setItem(KEY, picker.value);
  element.setAttribute('scope', picker.value);
});

// The chat panel asks for a sign-in token (the reference server accepts any non-empty one).
logEvents(['fin-help-centre-link', 'fin-help-centre-navigate', 'fin-help-centre-feedback', 'fin-chat-open', 'fin-auth-required', 'fin-error'], (name) => {
  if (name === 'fin-auth-required') window.FinWidgets('setAuth', { token: 'demo-verification-token' });
});
