// The baseline of bench/help-centre.mjs: the help centre's landing in a plain React page, no SDK.
// It fetches the same JSON as <fin-help-centre> (the FAQ tree, incidents, review status and
// requests) and renders the greeting, a search box, the first incident's banner, the categories
// and the first 3 active requests, one React root.
import { createElement as h, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

const getJson = (path) => fetch(path).then((response) => response.json());

function Landing({ firstName }) {
  const [data, setData] = useState(null);
  useEffect(() => {
    Promise.all([
      getJson('/api/help-centre/support/faq-tree/v1/retail?lang=en-GB'),
      getJson('/api/banners/incidents'),
      getJson('/api/help-centre/support/review-status'),
      getJson('/api/help-centre/support/tickets'),
    ]).then(([tree, { incidents }, review, { tickets }]) => setData({ tree, incident: incidents[0], review, tickets }));
  }, []);
  const title = h('h1', null, `Hi ${firstName}, How can we help?`);
  const search = h('input', { type: 'search', 'aria-label': 'Search', placeholder: 'Search for help' });
  if (!data) return h('main', null, title, search, h('p', null, 'Loading…'));
  const banner = data.incident?.banners[data.incident.state];
  const active = data.tickets.filter((ticket) => ticket.state === 'ACTIVE').slice(0, 3);
  return h(
    'main',
    null,
    title,
    search,
    banner ? h('section', { className: 'banner' }, h('p', null, banner.title), h('p', null, banner.subtitle)) : h('section', { className: 'banner' }, data.review.status),
    h('h2', null, 'Categories'),
    h('ul', null, data.tree.map((node) => h('li', { key: node.key }, h('a', { className: 'topic', href: `/help-centre/faq/${node.urlPath}` }, h('span', null, node.title), h('span', null, node.description))))),
    h('h2', null, 'Your requests'),
    h('ul', null, active.map((ticket) => h('li', { key: ticket.id }, ticket.title ?? ticket.id))),
  );
}

const host = document.querySelector('#help-centre');
createRoot(host).render(h(Landing, { firstName: host.dataset.firstName }));
