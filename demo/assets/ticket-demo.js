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
