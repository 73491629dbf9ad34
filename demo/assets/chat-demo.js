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

// States to try: the reference server's fault switch (POST /__faults; DELETE clears every rule)
// makes every ticket's text sends fail, and the chat.disable / chat.enable commands.
const failSends = document.getElementById('fail-sends');
failSends.addEventListener('change', () =>
  failSends.checked
    ? fetch('/__faults', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ match: '/api/chat/tickets/*/messages/text', status: 503 }) })
    : fetch('/__faults', { method: 'DELETE' }),
);
const disabled = document.getElementById('chat-disabled');
disabled.addEventListener('change', () => window.FinWidgets(disabled.checked ? 'chat.disable' : 'chat.enable'));
