import { FinWidgetsError } from '../src/shared/errors';
import { emit } from '../src/shared/events';
import { getHostState } from '../src/shared/host';
import { consoleLogger } from '../src/shared/logger';
import { setTagOptions, track } from '../src/tracker/browser';
import { TRACKER_MODES } from '../src/tracker/constants';
import { tagOptions } from '../src/tracker/tag';
import type { TAG_ATTRIBUTES } from '../src/tracker/tag';
import { oneOf, parseAttribute } from './attributes';
import type { AttributeType } from './attributes';
import { defineElement } from './register';
import { upgradeProperties } from './upgrade';

type TagAttribute = (typeof TAG_ATTRIBUTES)[number];

/** Every attribute tagOptions reads, and no other, with its type (checked before it is read). */
const attributes = {
  product: 'string',
  'app-id': 'string',
  'app-version': 'string',
  mode: oneOf(TRACKER_MODES),
  endpoint: 'string',
  'test-endpoint': 'string',
  consent: oneOf(['true', 'false']),
  'respect-dnt': 'boolean',
  'api-base': 'string',
  locale: 'string',
} as const satisfies Record<TagAttribute, AttributeType>;

let hidden: CSSStyleSheet | undefined;

/**
 * The usage tracker, for pages that prefer a tag to FinWidgets('configure', {tracker}). It
 * renders nothing. Events (FinWidgets('track', event), and the page views, clicks, searches and
 * dialogs of the other elements) go to POST {endpoint}/{product}.tracking.WebTracker/RecordEvent
 * through a persisted outbox that loses and duplicates nothing. Options given to configure()
 * win over these attributes. Unlike the visual elements it is a plain custom element: a tracker
 * must not cost a page React.
 *
 * @summary Usage tracker: records events to the provider's collector, with consent.
 * @tag fin-tracker
 *
 * @attr {string} product - Product name in the collector's path, e.g. "business". Required.
 * @attr {string} app-id - The app's id, sent in every event's app.id.
 * @attr {string} app-version - The app's version, sent in app.version.
 * @attr {"production" | "development" | "dry-run"} mode - production (default; skips events without action or screen), development (sends to test-endpoint) or dry-run (sends nothing, logs).
 * @attr {string} endpoint - Tracker host URL. Default: api-base, then the loader's apiBase, then the page's origin.
 * @attr {string} test-endpoint - Tracker host URL in development mode. Default: endpoint.
 * @attr {"true" | "false"} consent - "false": no requests and no storage writes until consent is given ("true", or configure({tracker: {consent: true}})).
 * @attr {boolean} respect-dnt - Present: a Do Not Track or Global Privacy Control signal counts as no consent.
 * @attr {string} api-base - Backend URL; the default tracker host.
 * @attr {string} locale - BCP 47 locale sent in app.locale. Default: the loader's, then the language cookie, then en-GB.
 *
 * @fires {CustomEvent<{code: string, message: string}>} fin-error - An attribute had a value of the wrong kind.
 */
export class FinTrackerElement extends HTMLElement {
  static observedAttributes = Object.keys(attributes);
  #userInfo: unknown;

  constructor() {
    super();
    if (!hidden) {
      hidden = new CSSStyleSheet();
      hidden.replaceSync(':host{display:none}');
    }
    this.attachShadow({ mode: 'open' }).adoptedStyleSheets = [hidden];
    upgradeProperties(this, ['userInfo']);
  }

  /** Who the user is, sent in every event's userInfo (property only). */
  get userInfo(): unknown {
    return this.#userInfo;
  }
  set userInfo(value: unknown) {
    this.#userInfo = value;
    this.#apply();
  }

  connectedCallback(): void {
    this.#apply();
  }
  attributeChangedCallback(): void {
    this.#apply();
  }
  disconnectedCallback(): void {
    setTagOptions(this, undefined);
  }

  #apply(): void {
    if (!this.isConnected) return;
    try {
      const read = (name: TagAttribute) => {
        const text = this.getAttribute(name);
        parseAttribute('fin-tracker', name, attributes[name], text);
        return text;
      };
      setTagOptions(this, tagOptions({ read, host: getHostState().config, cookie: document.cookie, baseUrl: document.baseURI }, this.#userInfo));
    } catch (error) {
      if (!(error instanceof FinWidgetsError)) throw error;
      consoleLogger.error(error.message);
      emit(this, 'fin-error', { code: error.code, message: error.message });
    }
  }
}

defineElement('fin-tracker', FinTrackerElement);

/** Loader-forwarded commands: FinWidgets('track', event). */
export const commands = { track };

declare global {
  interface HTMLElementTagNameMap {
    'fin-tracker': FinTrackerElement;
  }
}
