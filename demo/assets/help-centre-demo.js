// Help-centre demo: the scope, the optional APIs (the `apis` attribute, §6), the troubleshooter's
// feature switches, the registered identity, the document title and the FAQ tree API, kept for this tab so a reload
// keeps them; and the event log.
import { logEvents } from './event-log.js';

const KEY = 'fin-demo-help-centre';
const element = document.getElementById('help-centre');
const controls = {
  scope: document.getElementById('scope'),
  cards: document.getElementById('api-cards'),
  transactions: document.getElementById('api-transactions'),
  confirm: document.getElementById('confirm'),
  debug: document.getElementById('debug'),
  signedIn: document.getElementById('signed-in'),
  keepTitle: document.getElementById('keep-title'),
  faqTree: document.getElementById('faq-tree'),
};
// The requests are this user's chat tickets: the page's <fin-chat> signs in with the same id.
const IDENTITY = 'demo-identity';

function read() {
  try {
    return JSON.parse(window.sessionStorage.getItem(KEY) ?? '{}');
  } catch {
    return {};
  }
}

function apply() {
  const { scope, cards, transactions, confirm, debug, signedIn, keepTitle, faqTree } = controls;
  element.setAttribute('scope', scope.value);
  if (signedIn.checked) element.setAttribute('registered-identity-id', IDENTITY);
  else element.removeAttribute('registered-identity-id');
  element.toggleAttribute('keep-document-title', keepTitle.checked);
  // §7.5's alternative tree: one level per call, each cut branch from its node call.
  element.setAttribute('faq-tree', faqTree.checked ? 'faqs' : 'faq-tree');
  element.setAttribute('apis', [cards.checked && 'cards', transactions.checked && 'transactions'].filter(Boolean).join(' '));
  window.FinWidgets('configure', {
    features: {
      transactionTroubleshooterExternalFlowWithConfirmation: confirm.checked,
      cardTroubleshooterExternalFlowWithConfirmation: confirm.checked,
      troubleshooterDebugMode: debug.checked,
    },
  });
  const saved = { scope: scope.value, cards: cards.checked, transactions: transactions.checked, confirm: confirm.checked, debug: debug.checked, signedIn: signedIn.checked, keepTitle: keepTitle.checked, faqTree: faqTree.checked };
  window.sessionStorage.setItem(KEY, JSON.stringify(saved));
}

const saved = read();
for (const [name, control] of Object.entries(controls)) {
  if (saved[name] === undefined) continue;
  if (control.type === 'checkbox') control.checked = saved[name];
  else control.value = saved[name];
}
apply();
for (const control of Object.values(controls)) control.addEventListener('change', apply);

// The chat panel asks for a sign-in token (the reference server accepts any non-empty one).
logEvents(['fin-help-centre-link', 'fin-help-centre-navigate', 'fin-help-centre-feedback', 'fin-chat-open', 'fin-auth-required', 'fin-error'], (name) => {
  if (name === 'fin-auth-required') window.FinWidgets('setAuth', { token: 'demo-verification-token' });
});
