/** The app switcher's headless core: which links to show and whether the menu is open (its keys are the floating layer's). */
import { createStore } from '../../shared/store';
import { APPS, DEFAULT_PRODUCTION_DOMAIN, DEFAULT_TEST_DOMAIN } from '../constants';
import type { AppId } from '../constants';
import { appLinks, isAppId, isDomain, resolveEnvironment } from './links';
import type { AppLink, Domains, Environment } from './links';

export interface AppSwitcherOptions {
  /** location.hostname of the page. */
  hostname: string;
  current?: string | undefined;
  productionDomain?: string | undefined;
  testDomain?: string | undefined;
  /** Forces the environment instead of reading it from the hostname. */
  environment?: string | undefined;
}

export interface AppSwitcherSnapshot {
  environment: Environment;
  links: readonly AppLink[];
  open: boolean;
  /** Problems with the options, in words a developer can act on; the defaults are used instead. */
  warnings: readonly string[];
}

export interface AppSwitcher {
  getSnapshot(): AppSwitcherSnapshot;
  subscribe(listener: () => void): () => void;
  setOpen(open: boolean): void;
  close(): void;
}

function domainsFrom(options: AppSwitcherOptions, warnings: string[]): Domains {
  const pick = (value: string | undefined, fallback: string, attribute: string): string => {
    if (value === undefined || isDomain(value)) return (value ?? fallback).toLowerCase();
    warnings.push(`${attribute} "${value}" is not a domain name; using ${fallback}.`);
    return fallback;
  };
  return {
    production: pick(options.productionDomain, DEFAULT_PRODUCTION_DOMAIN, 'production-domain'),
    test: pick(options.testDomain, DEFAULT_TEST_DOMAIN, 'test-domain'),
  };
}

export function computeLinks(options: AppSwitcherOptions): Omit<AppSwitcherSnapshot, 'open'> {
  const warnings: string[] = [];
  const domains = domainsFrom(options, warnings);
  let environment = resolveEnvironment(options.hostname, domains);
  if (options.environment === 'production' || options.environment === 'test') environment = options.environment;
  else if (options.environment !== undefined) {
    warnings.push(`environment "${options.environment}" must be "production" or "test"; using ${environment}.`);
  }
  let current: AppId | undefined;
  if (options.current !== undefined) {
    if (isAppId(options.current)) current = options.current;
    else warnings.push(`current "${options.current}" is not one of ${APPS.map((app) => app.id).join(', ')}.`);
  }
  return { environment, links: appLinks(environment, domains, current), warnings };
}

export function createAppSwitcher(options: AppSwitcherOptions): AppSwitcher {
  const store = createStore<AppSwitcherSnapshot>({ ...computeLinks(options), open: false });
  const setOpen = (open: boolean) =>
    store.update((draft) => {
      draft.open = open;
    });

  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    setOpen,
    close: () => setOpen(false),
  };
}
