// Ticket demo: choosing a card opens that ticket in the page variant, and the SDK's events are
// listed as they arrive (deep links and transaction links are logged instead of followed).
const EVENTS = [
  'fin-ticket-open',
  'fin-ticket-close',
  'fin-ticket-error',
  'fin-ticket-deeplink',
  'fin-ticket-faq-select',
  'fin-ticket-transaction-select',
  'fin-error',
];
const log = document.getElementById('event-log');
const page = document.getElementById('ticket-page');

function add(name, detail) {
  const item = document.createElement('li');
  const time = document.createElement('time');
  time.textContent = new Date().toLocaleTimeString('en-GB');
  const code = document.createElement('code');
  code.textContent = `${name} ${JSON.stringify(detail)}`;
  item.append(time, ' ', code);
  log.prepend(item);
  while (log.children.length > 20) log.lastElementChild.remove();
}

for (const name of EVENTS) {
  window.FinWidgets('on', name, (event) => {
    add(name, event.detail);
    if (name === 'fin-ticket-deeplink' || name === 'fin-ticket-transaction-select') event.preventDefault();
    if (name === 'fin-ticket-open') page.setAttribute('ticket-id', event.detail.ticketId);
  });
}
