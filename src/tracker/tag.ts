/**
 * The options a <fin-tracker> tag gives the page's tracker, read from its attributes. Pure, so
 * the element stays a few lines and needs no React: it renders nothing.
 */
import { resolveConfig } from '../shared/config';
import type { HostConfig } from '../shared/host';

/** Attributes tagOptions reads, in the order of its documentation; elements/fin-tracker.ts types each one. */
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
    // The element has checked that it is "true" or "false" (elements/fin-tracker.ts).
    consent: read('consent') === null ? undefined : read('consent') === 'true',
    // An absent boolean attribute must not undo configure({tracker: {respectDnt: true}}).
    respectDnt: read('respect-dnt') === null || read('respect-dnt') === 'false' ? undefined : true,
    userInfo,
    locale: read('locale') === null ? undefined : config.locale,
  };
}
