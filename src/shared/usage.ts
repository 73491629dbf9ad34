/**
 * How an element reports its own page views, clicks, searches and dialogs to the usage
 * tracker. Elements call reportUsage(); the tracker (src/tracker) fills in app, user, session
 * and device. Nothing happens unless the host configured a tracker (FinWidgets('configure',
 * {tracker}) or a <fin-tracker> tag), and a failure here never reaches the element.
 */
import { getHostState } from './host';

/** The part of a tracker event an element knows (spec: forms-tickets-tracker §3 "Tracker event"). */
export interface UsageEvent {
  /** The screen the user is on, such as the flow's view id. */
  screen: string;
  /** What happened: a tracked-action keyword (view, search, disappear, …) or a click's name. */
  action: string;
  section?: string;
  sectionPosition?: number;
  itemPosition?: number;
  context?: string | Record<string, unknown>;
}

type Sink = (event: UsageEvent) => void;
type Api = (command: string, ...args: unknown[]) => unknown;

/** Reports made before the tracker's module arrived, when the page has no loader to queue them. */
const WAITING_CAP = 50;

/**
 * The sink and the reports waiting for it live on the page, not in this module: the tracker is
 * built on its own with its own copy of this module (rollup.config.mjs), and the views' copy must
 * reach the same sink.
 */
const page = ((globalThis as unknown as Record<symbol, { sink?: Sink; waiting: UsageEvent[] }>)[Symbol.for('fin-widgets.usage')] ??= { waiting: [] });

/** The tracker's module registers itself here when it loads; reports that waited go to it. */
export function setUsageSink(next: Sink): void {
  page.sink = next;
  for (const event of page.waiting.splice(0)) next(event);
}

const trackerWanted = (): boolean =>
  !!getHostState().config.tracker || (typeof document != 'undefined' && !!document.querySelector('fin-tracker'));

export function reportUsage(event: UsageEvent): void {
  try {
    if (page.sink) return page.sink(event);
    if (!trackerWanted()) return;
    // Through the loader, which loads the tracker's module (or queues the call until it loads).
    const api = (globalThis as unknown as { FinWidgets?: Api }).FinWidgets;
    if (typeof api == 'function') Promise.resolve(api('track', event)).catch(() => undefined);
    else if (page.waiting.length < WAITING_CAP) page.waiting.push(event);
  } catch {
    // Tracking is best effort for elements: a throwing loader or tracker must not break them.
  }
}
