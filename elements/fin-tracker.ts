import { track } from '../src/tracker/browser';
import { TrackerView } from '../src/tracker/ui/TrackerView';
import type { TrackerProps } from '../src/tracker/ui/TrackerView';
import { trackerStyles } from '../src/tracker/ui/styles';
import { createElementClass, defineElement } from './define';

/**
 * The usage tracker, for pages that prefer a tag to FinWidgets('configure', {tracker}). It
 * renders nothing. Events (FinWidgets('track', event), and the page views, clicks, searches and
 * dialogs of the other elements) go to POST {endpoint}/{product}.tracking.WebTracker/RecordEvent
 * through a persisted outbox that loses and duplicates nothing. Options given to configure()
 * win over these attributes.
 *
 * @summary Usage tracker: records events to the provider's collector, with consent.
 * @tag fin-tracker
 *
 * @attr {string} product - Product name in the collector's path, e.g. "business". Required.
 * @attr {string} app-id - The app's id, sent in every event's app.id.
 * @attr {string} app-version - The app's version, sent in app.version.
 * @attr {string} mode - production (default; skips events without action or screen), development (sends to test-endpoint) or dry-run (sends nothing, logs).
 * @attr {string} endpoint - Tracker host URL. Default: api-base, then the loader's apiBase, then the page's origin.
 * @attr {string} test-endpoint - Tracker host URL in development mode. Default: endpoint.
 * @attr {"true" | "false"} consent - "false": no requests and no storage writes until consent is given ("true", or configure({tracker: {consent: true}})).
 * @attr {boolean} respect-dnt - Present: a Do Not Track or Global Privacy Control signal counts as no consent.
 * @attr {string} api-base - Backend URL; the default tracker host.
 * @attr {string} locale - BCP 47 locale sent in app.locale. Default: the loader's, then the language cookie, then en-GB.
 *
 * @fires {CustomEvent<{code: string, message: string}>} fin-error - An attribute had a value of the wrong kind.
 */
export class FinTrackerElement extends createElementClass<TrackerProps>('fin-tracker', {
  view: TrackerView,
  attributes: {
    product: 'string',
    appId: 'string',
    appVersion: 'string',
    mode: 'string',
    endpoint: 'string',
    testEndpoint: 'string',
    consent: 'json',
    respectDnt: 'boolean',
  },
  properties: ['userInfo'],
  styles: [trackerStyles],
}) {}

defineElement('fin-tracker', FinTrackerElement);

/** Loader-forwarded commands: FinWidgets('track', event). */
export const commands = { track };

declare global {
  interface HTMLElementTagNameMap {
    'fin-tracker': FinTrackerElement;
  }
}
