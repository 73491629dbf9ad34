/**
 * The options a <fin-tracker> tag gives the page's tracker, read from its attributes. Pure, so
 * the element stays a few lines and needs no React: it renders nothing.
 */
import { resolveConfig } from '../shared/config';
import { InvalidAttributeError } from '../shared/errors';
import type { HostConfig } from '../shared/host';

/** Attributes the tag observes, in the order of its documentation. */
export const TAG_ATTRIBUTES = [
  'product',
  'app-id',
  'app-version',
  'mode',
  'endpoint',
  'test-endpoint',
  'consent',
  'respect-dnt',
  'api-base',
  'locale',
] as const;

type Read = (attribute: (typeof TAG_ATTRIBUTES)[number]) => string | null;

export interface TagSources {
  read: Read;
  host: HostConfig;
  cookie: string;
  baseUrl: string;
}

/** consent="true" / "false"; any other value is an error the element reports. */
function readConsent(value: string | null): boolean | undefined {
  if (value === null) return undefined;
  if (value === 'true' || value === 'false') return value === 'true';
  throw new InvalidAttributeError(`<fin-tracker> attribute "consent" expects "true" or "false", got "${value}".`);
}

export function tagOptions({ read, host, cookie, baseUrl }: TagSources, userInfo: unknown): Record<string, unknown> {
  const value = (attribute: Parameters<Read>[0]) => read(attribute) ?? undefined;
  const config = resolveConfig({ attributes: { apiBase: value('api-base'), locale: value('locale') }, host, cookie, baseUrl });
  return {
    product: value('product'),
    appId: value('app-id'),
    appVersion: value('app-version'),
    mode: value('mode'),
    endpoint: value('endpoint') ?? (read('api-base') === null ? undefined : config.apiBase),
    testEndpoint: value('test-endpoint'),
    consent: readConsent(read('consent')),
    // An absent boolean attribute must not undo configure({tracker: {respectDnt: true}}).
    respectDnt: read('respect-dnt') === null || read('respect-dnt') === 'false' ? undefined : true,
    userInfo,
    locale: read('locale') === null ? undefined : config.locale,
  };
}
