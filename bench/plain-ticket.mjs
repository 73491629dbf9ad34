// The baseline of the ticket race (bench/races.mjs): the ticket page in a plain React page, no SDK.
// It fetches the same ticket JSON as <fin-ticket> and renders its title, subtitle and sections
// (a timeline's steps, a transaction row with its amount, a counter, FAQ links), one React root.
import { createElement as h, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

const money = ({ amount, currency }) => new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(amount);

function Item({ item }) {
  switch (item.type) {
    case 'WIDGET_PROGRESSION':
      return h('div', null, h('h4', null, item.headerTitle),
        h('ol', null, item.steps.map((step) => h('li', { key: step.id }, h('strong', null, step.title), h('span', null, step.date), h('p', null, step.description)))));
    case 'CELL_TRANSACTION':
      return h('div', { className: 'row' }, h('span', null, item.title), h('span', null, item.subtitle), h('span', null, item.status), h('span', null, money(item.amount)));
    case 'COUNTER_WIDGET':
      return h('div', { className: 'row' }, h('strong', null, item.count), h('span', null, item.title), h('span', null, item.subtitle));
    default:
      return h('a', { className: 'row', href: `/help/${item.faqKey}` }, item.title);
  }
}

function Ticket({ ticketId }) {
  const [ticket, setTicket] = useState(null);
  useEffect(() => {
    fetch(`/helpcentre/tickets/${encodeURIComponent(ticketId)}`).then((response) => response.json()).then(setTicket);
  }, [ticketId]);
  if (!ticket) return h('p', null, 'Loading…');
  return h('article', null, h('h2', null, ticket.title), h('p', null, ticket.subtitle),
    ticket.sections.map((section, index) => h('section', { key: index, className: 'section' }, h('h3', null, section.title), section.items.map((item, at) => h(Item, { key: at, item })))));
}

const host = document.querySelector('#ticket');
createRoot(host).render(h(Ticket, { ticketId: host.dataset.ticketId }));
