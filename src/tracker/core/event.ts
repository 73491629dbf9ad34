/** A tracker event (spec §3 "Tracker event"): what the caller gives, checked, then filled in. */
import { FinWidgetsArgumentError } from '../../shared/errors';
import { CONTEXT_CAP, FINGERPRINT_CONTEXT_CAP, TRACKED_ACTIONS } from '../constants';
import { strings } from '../strings';
import { userIdOf } from './options';
import type { TrackerOptions, UserInfo } from './options';

/** What FinWidgets('track', event) and reportUsage() take. */
export interface TrackInput {
  screen?: string;
  /** A tracked-action keyword (view, search, …) is a static action; any other name is dynamic. */
  action?: string;
  section?: string;
  sectionPosition?: number;
  itemPosition?: number;
  /** Free context: a string, or a JSON value that is sent as its JSON text. */
  context?: unknown;
  /** Behaviour-fingerprint context, capped at 100000 characters instead of 10000. */
  behaviourFingerprint?: unknown;
  /** Overrides the page's path (single-page apps with their own router). */
  path?: string;
}

export interface DeviceWeb {
  userAgent: string;
  language: string;
  screenWidth: number;
  screenHeight: number;
  viewportWidth: number;
  viewportHeight: number;
  timeZone: string;
}

export interface TrackerAction {
  type: 'static' | 'dynamic';
  name: string;
}

/** The JSON body the collector receives (docs/tracker-wire.md). */
export interface TrackerEvent {
  id: string;
  /** ISO 8601, UTC. */
  clientTimestamp: string;
  app: { id: string | null; version: string | null; locale: string | null };
  userInfo: UserInfo | null;
  userId: string | null;
  sessionId: string;
  path: string;
  screen: string | null;
  section: string | null;
  sectionPosition: number | null;
  itemPosition: number | null;
  device: { web: DeviceWeb };
  product: string;
  action: TrackerAction | null;
  context: string | null;
  behaviourFingerprint: string | null;
  mode: string;
}

/** A track() call with arguments of the wrong kind: the message names the field. */
export class InvalidTrackEventError extends FinWidgetsArgumentError {
  constructor(problem: string) {
    super('invalid_event', `FinWidgets: track ${problem}`);
  }
}

const TEXT_FIELDS = ['screen', 'action', 'section', 'path'] as const;
const POSITION_FIELDS = ['sectionPosition', 'itemPosition'] as const;
const FIELDS = new Set<string>([...TEXT_FIELDS, ...POSITION_FIELDS, 'context', 'behaviourFingerprint']);

/** Checks a track() argument; throws InvalidTrackEventError saying what is wrong. */
export function decodeTrackInput(value: unknown): TrackInput {
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new InvalidTrackEventError('takes an event object');
  const input = value as Record<string, unknown>;
  for (const key of Object.keys(input)) if (!FIELDS.has(key)) throw new InvalidTrackEventError(`event has no field "${key}"`);
  for (const key of TEXT_FIELDS) {
    if (input[key] !== undefined && typeof input[key] !== 'string') throw new InvalidTrackEventError(`${key} must be a string`);
  }
  for (const key of POSITION_FIELDS) {
    const position = input[key];
    if (position !== undefined && !(Number.isInteger(position) && (position as number) >= 0)) {
      throw new InvalidTrackEventError(`${key} must be a whole number, 0 or more`);
    }
  }
  return input as TrackInput;
}

/** The spec's warnings for an event without action or screen, in that order. */
export function missingFields(input: TrackInput): string[] {
  const warnings: string[] = [];
  if (!input.action) warnings.push(strings.actionMissing);
  if (!input.screen) warnings.push(strings.screenMissing);
  return warnings;
}

/** Cuts text longer than `cap` so that, suffix included, it is exactly `cap` characters. */
export function capContext(text: string, cap: number): string {
  const suffix = strings.exceedsSizeLimit;
  return text.length <= cap ? text : text.slice(0, cap - suffix.length) + suffix;
}

function contextText(value: unknown, cap: number): string | null {
  if (value === undefined || value === null) return null;
  let text: string | undefined;
  try {
    text = typeof value === 'string' ? value : JSON.stringify(value);
  } catch {
    // A cycle or a BigInt: say so rather than drop the event.
    text = String(value);
  }
  return capContext(text ?? String(value), cap);
}

export interface EventContext {
  id: string;
  now: number;
  sessionId: string;
  path: string;
  device: DeviceWeb;
  options: TrackerOptions & { product: string };
}

export function buildEvent(input: TrackInput, { id, now, sessionId, path, device, options }: EventContext): TrackerEvent {
  const action = input.action
    ? { type: (TRACKED_ACTIONS as readonly string[]).includes(input.action) ? ('static' as const) : ('dynamic' as const), name: input.action }
    : null;
  return {
    id,
    clientTimestamp: new Date(now).toISOString(),
    app: { id: options.appId ?? null, version: options.appVersion ?? null, locale: options.locale ?? null },
    userInfo: options.userInfo ?? null,
    userId: userIdOf(options.userInfo) ?? null,
    sessionId,
    path: input.path ?? path,
    screen: input.screen || null,
    section: input.section ?? null,
    sectionPosition: input.sectionPosition ?? null,
    itemPosition: input.itemPosition ?? null,
    device: { web: device },
    product: options.product,
    action,
    context: contextText(input.context, CONTEXT_CAP),
    behaviourFingerprint: contextText(input.behaviourFingerprint, FINGERPRINT_CONTEXT_CAP),
    mode: options.mode,
  };
}
