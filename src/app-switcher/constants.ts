/** The sibling apps (spec forms-tickets-tracker.md §1), in menu order, with their subdomain. */
export const APPS = [
  { id: 'banking', subdomain: 'app' },
  { id: 'business', subdomain: 'business' },
  { id: 'investing', subdomain: 'invest' },
  { id: 'crypto-exchange', subdomain: 'exchange' },
  { id: 'people', subdomain: 'people' },
  { id: 'hiring', subdomain: 'hiring' },
  { id: 'point-of-sale', subdomain: 'pos' },
] as const;

export type AppId = (typeof APPS)[number]['id'];

/**
 * Default domains. The spec names a production and a test domain but not their values;
 * hosts override both with the production-domain and test-domain attributes.
 */
export const DEFAULT_PRODUCTION_DOMAIN = 'finapp.com';
export const DEFAULT_TEST_DOMAIN = 'finapp-test.com';

/** Hosts a developer's machine answers on; they count as the test environment. */
export const LOCAL_HOSTS = ['localhost', '127.0.0.1', '[::1]'] as const;
