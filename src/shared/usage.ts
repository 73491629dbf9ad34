/**
 * How an element reports its own page views, clicks, searches and dialogs to the usage
 * tracker. Elements call reportUsage(); the tracker (src/tracker) fills in app, user, session
 * and device. Nothing happens unless the host configured a tracker, and a failure here never
 * reaches the element.
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

type Api = (command: string, ...args: unknown[]) => unknown;

export function reportUsage(event: UsageEvent): void {
  if (!getHostState().config.tracker) return;
  const api = (globalThis as unknown as { FinWidgets?: Api }).FinWidgets;
  if (typeof api != 'function') return;
  try {
    Promise.resolve(api('track', event)).catch(() => {});
  } catch {
    // An older loader without `track`: tracking is best effort for elements.
  }
}
