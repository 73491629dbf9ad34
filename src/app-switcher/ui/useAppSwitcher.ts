import { useEffect } from 'react';
import { consoleLogger } from '../../shared/logger';
import { useCore } from '../../ui/useCore';
import { createAppSwitcher } from '../core/app-switcher';
import type { AppSwitcher, AppSwitcherOptions, AppSwitcherSnapshot } from '../core/app-switcher';

/** One core per set of options; the view re-renders on each snapshot. */
export function useAppSwitcher(options: AppSwitcherOptions): [AppSwitcherSnapshot, AppSwitcher] {
  const { hostname, current, productionDomain, testDomain, environment } = options;
  const [snapshot, switcher] = useCore(
    () => createAppSwitcher({ hostname, current, productionDomain, testDomain, environment }),
    [hostname, current, productionDomain, testDomain, environment],
  );
  useEffect(() => {
    for (const warning of snapshot.warnings) consoleLogger.warn(`<fin-app-switcher> ${warning}`);
  }, [snapshot.warnings]);
  return [snapshot, switcher];
}
