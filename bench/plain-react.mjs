// The baseline of bench/cold-paint.mjs: the same flow in a plain React page, no SDK. It fetches
// the flow and renders its first view's items as labelled native controls, one React root.
import { createElement as h, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

function Item({ item }) {
  const label = h('label', { htmlFor: item.id }, item.title);
  switch (item.type) {
    case 'SINGLE_SELECTION':
      return h('fieldset', { className: 'item' }, h('legend', null, item.title),
        item.options.map((option) => h('label', { key: option.id }, h('input', { type: 'radio', name: item.id, value: option.id }), option.title)));
    case 'YES_NO_INPUT':
      return h('fieldset', { className: 'item' }, h('legend', null, item.title),
        ['Yes', 'No'].map((answer) => h('label', { key: answer }, h('input', { type: 'radio', name: item.id, value: answer }), answer)));
    case 'STAR_RATING_INPUT':
      return h('fieldset', { className: 'item' }, h('legend', null, item.title),
        [1, 2, 3, 4, 5].map((stars) => h('label', { key: stars }, h('input', { type: 'radio', name: item.id, value: stars }), `${stars}`)));
    case 'MONEY_INPUT':
      return h('div', { className: 'item' }, label, h('select', { 'aria-label': 'Currency' }, item.currencies.map((code) => h('option', { key: code }, code))), h('input', { id: item.id, inputMode: 'decimal' }));
    case 'DATE_INPUT':
      return h('div', { className: 'item' }, label, h('input', { id: item.id, type: 'date' }));
    case 'PHONE_INPUT':
      return h('div', { className: 'item' }, label, h('input', { id: item.id, type: 'tel' }));
    case 'TABLE_ITEM':
      return h('div', { className: 'item' }, h('span', null, item.title), h('span', null, item.text));
    default:
      return h('div', { className: 'item' }, label, h('input', { id: item.id, required: item.required }));
  }
}

function Form({ flowId }) {
  const [flow, setFlow] = useState(null);
  useEffect(() => {
    fetch(`/api/forms/${flowId}`).then((response) => response.json()).then(setFlow);
  }, [flowId]);
  if (!flow) return h('p', null, 'Loading…');
  const view = flow.views[0];
  return h('form', null, h('h1', null, view.title), view.items.map((item) => h(Item, { key: item.id, item })), h('button', { type: 'submit' }, 'Continue'));
}

const host = document.querySelector('#form');
createRoot(host).render(h(Form, { flowId: host.dataset.flowId }));
