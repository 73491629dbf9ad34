// The peer of the form race (bench/races.mjs): the same 100-item, 5-view flow in SurveyJS
// (survey-core + survey-react-ui, its default theme), fetched as the same JSON from the same
// server and mapped to SurveyJS questions, one page per view.
import { createElement as h, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Model } from 'survey-core';
import { Survey } from 'survey-react-ui';

/** The flow's item as a SurveyJS question. */
function question(item) {
  const base = { name: item.id, title: item.title };
  switch (item.type) {
    case 'TEXT_INPUT': return { ...base, type: 'text', isRequired: item.required };
    case 'MONEY_INPUT': return { ...base, type: 'multipletext', items: [{ name: 'currency', title: 'Currency' }, { name: 'amount', title: 'Amount', inputType: 'number' }] };
    case 'PHONE_INPUT': return { ...base, type: 'text', inputType: 'tel' };
    case 'SINGLE_SELECTION': return { ...base, type: 'radiogroup', choices: item.options.map((option) => ({ value: option.id, text: option.title })) };
    case 'YES_NO_INPUT': return { ...base, type: 'boolean' };
    case 'STAR_RATING_INPUT': return { ...base, type: 'rating', rateType: 'stars' };
    case 'DATE_INPUT': return { ...base, type: 'text', inputType: 'date' };
    default: return { ...base, type: 'html', html: `<p>${item.title}: ${item.text}</p>` };
  }
}

function Form({ flowId }) {
  const [model, setModel] = useState(null);
  useEffect(() => {
    fetch(`/api/forms/${flowId}`)
      .then((response) => response.json())
      .then((flow) => setModel(new Model({ pages: flow.views.map((view) => ({ name: view.id, title: view.title, elements: view.items.map(question) })) })));
  }, [flowId]);
  return model ? h(Survey, { model }) : h('p', null, 'Loading…');
}

const host = document.querySelector('#survey');
createRoot(host).render(h(Form, { flowId: host.dataset.flowId }));
