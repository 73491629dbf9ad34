// Form demo: ?flow=<id> picks the flow; the SDK's form events are listed as they arrive.
const EVENTS = ['fin-form-view', 'fin-form-complete', 'fin-form-back', 'fin-form-error', 'fin-error'];
const log = document.getElementById('event-log');
const form = document.getElementById('demo-form');
const flow = new URL(location.href).searchParams.get('flow');
if (flow) form.setAttribute('flow-id', flow);
for (const link of document.querySelectorAll('.demo-flows a')) {
  if (link.getAttribute('href') === `?flow=${form.getAttribute('flow-id')}`) link.setAttribute('aria-current', 'page');
}

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

for (const name of EVENTS) window.FinWidgets('on', name, (event) => add(name, event.detail));
