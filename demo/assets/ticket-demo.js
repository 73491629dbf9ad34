// Ticket demo: choosing a card opens that ticket in the page variant, and the SDK's events are
// listed as they arrive (deep links and transaction links are logged instead of followed).
import { logEvents } from './event-log.js';

const EVENTS = [
  'fin-ticket-open',
  'fin-ticket-close',
  'fin-ticket-error',
  'fin-ticket-deeplink',
  'fin-ticket-faq-select',
  'fin-ticket-transaction-select',
  'fin-error',
];
const page = document.getElementById('ticket-page');

logEvents(EVENTS, (name, event) => {
  if (name === 'fin-ticket-deeplink' || name === 'fin-ticket-transaction-select') event.preventDefault();
  if (name === 'fin-ticket-open') page.setAttribute('ticket-id', event.detail.ticketId);
});

// A transaction without a chargeback answers 404, which the browser logs in red: loaded on request.
document.getElementById('load-silent').addEventListener('click', (event) => {
  const block = document.createElement('fin-chargeback');
  block.setAttribute('transaction-id', 'txn_coffee_3');
  block.setAttribute('user-country', 'GB');
  document.getElementById('silent-slot').prepend(block);
  event.currentTarget.disabled = true;
});
