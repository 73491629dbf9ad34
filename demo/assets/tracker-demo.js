// Demo helper for the tracker page: buttons that track events through the loader's public API,
// the fault switch, consent, and a live view of what the reference collector has stored.
const rows = document.getElementById('events');
const counts = document.getElementById('counts');
const MAX_ROWS = 200;
let since = 0;
let clicks = 0;

const short = (text) => (text ? `${text.slice(0, 8)}…` : '—');

function cell(text) {
  const td = document.createElement('td');
  td.textContent = text;
  return td;
}

async function poll() {
  try {
    const response = await fetch(`/__tracker/events?since=${since}`);
    const { events, stored, deliveries, duplicates } = await response.json();
    for (const { seq, receivedAt, event } of events) {
      since = Math.max(since, seq);
      const row = document.createElement('tr');
      row.className = 'fresh';
      row.append(
        cell(new Date(receivedAt).toLocaleTimeString('en-GB')),
        cell(short(event.id)),
        cell(event.screen ?? '—'),
        cell(event.action ? `${event.action.name} (${event.action.type})` : '—'),
        cell(short(event.sessionId)),
        cell(event.context ?? ''),
      );
      rows.prepend(row);
    }
    while (rows.children.length > MAX_ROWS) rows.lastElementChild.remove();
    if (stored) {
      counts.textContent = `${stored} event${stored === 1 ? '' : 's'} stored from ${deliveries} deliveries (${duplicates} duplicate${duplicates === 1 ? '' : 's'} recognised by id and dropped).`;
    }
  } catch {
    // Offline: the log catches up when the network is back.
  } finally {
    window.setTimeout(poll, 1000);
  }
}

const track = (event) => window.FinWidgets('track', event);

document.querySelectorAll('[data-track]').forEach((button) =>
  button.addEventListener('click', () => {
    const kind = button.dataset.track;
    if (kind === 'view') track({ screen: 'tracker-demo', action: 'view' });
    else if (kind === 'search') track({ screen: 'tracker-demo', action: 'search', context: { query: 'card limits' } });
    else for (let i = 0; i < 20; i++) track({ screen: 'tracker-demo', section: 'buttons', action: 'click', itemPosition: i, context: { click: ++clicks } });
  }),
);

document.getElementById('fail').addEventListener('click', () =>
  fetch('/__faults', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ match: '/business.tracking.WebTracker/', status: 503, times: 3 }),
  }),
);

document.getElementById('consent').addEventListener('change', (event) =>
  window.FinWidgets('configure', { tracker: { consent: event.target.checked } }),
);

// Keep the demo open: choosing an app in the switcher is tracked, not followed.
window.FinWidgets('on', 'fin-app-switcher-select', (event) => event.preventDefault());

track({ screen: 'tracker-demo', action: 'view' });
poll();
