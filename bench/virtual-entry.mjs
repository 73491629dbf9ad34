// The bare list the transaction picker is measured against (bench/transactions.mjs): React and
// @tanstack/react-virtual only, 76 px rows, overscan 16, six rows in view, the same rows grouped
// by day; a rollup plugin, so the bench bundles it without a file on disk or a TypeScript step.
const source = `
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';

function List({ rows }) {
  const scroller = useRef(null);
  const virtualizer = useVirtualizer({ count: rows.length, getScrollElement: () => scroller.current, estimateSize: () => 76, overscan: 16 });
  return h('div', { ref: scroller, style: { height: 456, overflow: 'auto' } },
    h('div', { role: 'listbox', 'aria-label': 'Payments', style: { height: virtualizer.getTotalSize(), position: 'relative' } },
      virtualizer.getVirtualItems().map((item) => {
        const row = rows[item.index];
        return h('div', { key: row.key, role: 'option', 'aria-selected': false, className: 'row', style: { position: 'absolute', top: 0, left: 0, right: 0, transform: 'translateY(' + item.start + 'px)' } },
          row.day ? row.day : [h('span', { key: 'm' }, row.description.charAt(0)), h('span', { key: 't' }, row.description, h('br'), row.time), h('span', { key: 'a' }, row.amount)]);
      })));
}

export function render(into, transactions) {
  const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
  const time = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });
  const money = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
  const rows = [];
  let current = '';
  for (const t of transactions) {
    const title = day.format(Date.parse(t.createdDate));
    if (title !== current) rows.push({ key: 'd' + title, day: (current = title) });
    rows.push({ key: t.id, description: t.description, time: time.format(Date.parse(t.createdDate)), amount: money.format(t.amount.amount) });
  }
  createRoot(into).render(h(List, { rows }));
}
`;

export default {
  name: 'bare-virtual',
  resolveId: (id) => (id === 'bare-virtual' ? id : null),
  load: (id) => (id === 'bare-virtual' ? source : null),
};
