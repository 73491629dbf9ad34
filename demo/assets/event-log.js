// Demo helper: lists the SDK's events as they arrive, through the loader's public API.
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

/** Lists each named event; `onEvent(name, event)` may react, e.g. preventDefault to keep the demo open. */
export function logEvents(names, onEvent = () => {}) {
  for (const name of names) {
    window.FinWidgets('on', name, (event) => {
      add(name, event.detail);
      onEvent(name, event);
    });
  }
}
