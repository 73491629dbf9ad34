// Form demo: ?flow=<id> picks the flow, ?locale=<tag> its locale (amounts are typed in it); the
// SDK's form events are listed as they arrive.
import { logEvents } from './event-log.js';

const EVENTS = ['fin-form-view', 'fin-form-complete', 'fin-form-back', 'fin-form-error', 'fin-error'];
const form = document.getElementById('demo-form');
const flow = new URL(location.href).searchParams.get('flow');
if (flow) form.setAttribute('flow-id', flow);
const locale = new URL(location.href).searchParams.get('locale');
if (locale) form.setAttribute('locale', locale);
// Values for ${…} placeholders in items' settings (the address flow's countrySelector.editable).
form.templateValues = { countryEditable: 'true' };
const current = location.search || `?flow=${form.getAttribute('flow-id')}`;
for (const link of document.querySelectorAll('.demo-flows a')) {
  if (link.getAttribute('href') === current) link.setAttribute('aria-current', 'page');
}

logEvents(EVENTS);
