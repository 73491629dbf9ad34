// App-switcher demo: the SDK's events are listed as they arrive.
import { logEvents } from './event-log.js';

logEvents(['fin-app-switcher-toggle', 'fin-app-switcher-select', 'fin-error'], (name, event) => {
  // Keep the demo open: choosing an app is logged instead of followed.
  if (name === 'fin-app-switcher-select') event.preventDefault();
});
