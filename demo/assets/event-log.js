// Demo helper: lists the SDK's events as they arrive, through the loader's public API.
const EVENTS = ['fin-app-switcher-toggle', 'fin-app-switcher-select', 'fin-error', 'fin-sso-success', 'fin-sso-error'];
const log = document.getElementById('event-log');

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
    // Keep the demo open: choosing an app is logged instead of followed.
    if (name === 'fin-app-switcher-select') event.preventDefault();
  });
}
