/** Which environment the page is in, and the link of each sibling app there. Pure. */
import { APPS, LOCAL_HOSTS } from '../constants';
import type { AppId } from '../constants';

export type Environment = 'production' | 'test';

export interface Domains {
  production: string;
  test: string;
}

export interface AppLink {
  id: AppId;
  href: string;
  current: boolean;
}

const isUnder = (hostname: string, domain: string): boolean => hostname === domain || hostname.endsWith('.' + domain);

/**
 * The test domain wins when the page is under it (it may itself sit under the production
 * domain, e.g. test.finapp.com); local development hosts count as test; anything else, a
 * partner's site included, links to production.
 */
export function resolveEnvironment(hostname: string, domains: Domains): Environment {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (isUnder(host, domains.test)) return 'test';
  if (isUnder(host, domains.production)) return 'production';
  if ((LOCAL_HOSTS as readonly string[]).includes(host) || host.endsWith('.localhost')) return 'test';
  return 'production';
}

export function appLinks(environment: Environment, domains: Domains, current?: string): AppLink[] {
  const domain = environment === 'test' ? domains.test : domains.production;
  return APPS.map(({ id, subdomain }) => ({ id, href: `https://${subdomain}.${domain}/`, current: id === current }));
}

const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

export function isDomain(value: string): boolean {
  return DOMAIN.test(value);
}

export function isAppId(value: string): value is AppId {
  return APPS.some((app) => app.id === value);
}
