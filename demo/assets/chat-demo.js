// Chat demo: the host answers fin-auth-required with a token (the reference server accepts any
// non-empty one), opens the panel from its own buttons, and lists the SDK's events.
import { logEvents } from './event-log.js';

logEvents(['fin-chat-open', 'fin-chat-close', 'fin-chat-unread-change', 'fin-auth-required', 'fin-error'], (name) => {
  if (name === 'fin-auth-required') window.FinWidgets('setAuth', { token: 'demo-verification-token' });
});

document.getElementById('open-chat').addEventListener('click', () => window.FinWidgets('chat.open'));
document.getElementById('open-transaction').addEventListener('click', () =>
  window.FinWidgets('chat.open', { category: 'card-payments', context: { entityRef: { id: 'txn_coffee_3' } } }),
);

// The calls switch (also ?calls=1): setFeatures replaces the switches, so translation stays on.
const calls = document.getElementById('calls-switch');
calls.checked = /[?&]calls=1\b/.test(window.location.search);
const applyFeatures = () => window.FinWidgets('setFeatures', { 'translation.enable': true, calls: calls.checked });
calls.addEventListener('change', applyFeatures);
applyFeatures();
