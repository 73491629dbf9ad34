/**
 * The tracker's options, from FinWidgets('configure', {tracker}) and <fin-tracker>'s attributes.
 * The loader only checks that `tracker` is an object; the checks live here, with the tracker.
 */
import { TRACKER_MODES } from '../constants';
import type { TrackerMode } from '../constants';

/** Who the user is; userId is the first of registeredIdentityId, identityId, customId (spec §3). */
export interface UserInfo {
  registeredIdentityId?: string;
  identityId?: string;
  customId?: string;
  [field: string]: unknown;
}

export interface TrackerOptions {
  /** Names the collector: {endpoint}/{product}.tracking.WebTracker/RecordEvent. Required. */
  product?: string;
  appId?: string;
  appVersion?: string;
  locale?: string;
  mode: TrackerMode;
  /** Absolute URL of the tracker host in production. */
  endpoint?: string;
  /** Absolute URL of the tracker host in development mode. */
  testEndpoint?: string;
  /** false: no requests and no storage writes until it turns true. */
  consent: boolean;
  /** true: a Do Not Track or Global Privacy Control signal counts as no consent. */
  respectDnt: boolean;
  userInfo?: UserInfo;
}

export const DEFAULT_OPTIONS: TrackerOptions = { mode: 'production', consent: true, respectDnt: false };

const PRODUCT = /^[A-Za-z][\w-]*$/;
const STRINGS = ['appId', 'appVersion', 'locale'] as const;
const IDENTITY = ['registeredIdentityId', 'identityId', 'customId'] as const;

const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

function absoluteUrl(value: unknown, baseUrl: string): string | undefined {
  if (typeof value !== 'string' || !value || !URL.canParse(value, baseUrl)) return undefined;
  const url = new URL(value, baseUrl);
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
}

/**
 * Checks every option. A bad one is left at its default and named in `problems`, in words a
 * developer can act on; unknown options are problems too (a typo must not pass silently).
 */
export function readOptions(input: Record<string, unknown>, baseUrl: string): { options: TrackerOptions; problems: string[] } {
  const options: TrackerOptions = { ...DEFAULT_OPTIONS };
  const problems: string[] = [];
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    const bad = (expected: string) => problems.push(`tracker.${key} must be ${expected}, got ${JSON.stringify(value)}`);
    if (key === 'product') {
      if (typeof value === 'string' && PRODUCT.test(value)) options.product = value;
      else bad('a name of letters, digits, "_" or "-" such as "business"');
    } else if ((STRINGS as readonly string[]).includes(key)) {
      if (typeof value === 'string' && value) options[key as (typeof STRINGS)[number]] = value;
      else bad('a non-empty string');
    } else if (key === 'mode') {
      if ((TRACKER_MODES as readonly unknown[]).includes(value)) options.mode = value as TrackerMode;
      else bad(`one of ${TRACKER_MODES.join(', ')}`);
    } else if (key === 'endpoint' || key === 'testEndpoint') {
      const url = absoluteUrl(value, baseUrl);
      if (url) options[key] = url;
      else bad('an http(s) URL');
    } else if (key === 'consent' || key === 'respectDnt') {
      if (typeof value === 'boolean') options[key] = value;
      else bad('true or false');
    } else if (key === 'userInfo') {
      if (isObject(value) && IDENTITY.every((name) => value[name] === undefined || typeof value[name] === 'string')) {
        options.userInfo = value as UserInfo;
      } else bad(`an object whose ${IDENTITY.join(', ')} are strings`);
    } else {
      problems.push(`tracker has no option "${key}"`);
    }
  }
  return { options, problems };
}

/** The first available of registeredIdentityId, identityId, customId (spec §3 "Tracker event"). */
export function userIdOf(userInfo: UserInfo | undefined): string | undefined {
  for (const name of IDENTITY) if (userInfo?.[name]) return userInfo[name];
  return undefined;
}
