import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { consoleLogger } from '../../shared/logger';
import { createAppSwitcher } from '../core/app-switcher';
import type { AppSwitcher, AppSwitcherOptions, AppSwitcherSnapshot } from '../core/app-switcher';

/** One core per set of options; the view re-renders on each snapshot. */
export function useAppSwitcher(options: AppSwitcherOptions): [AppSwitcherSnapshot, AppSwitcher] {
  const { hostname, current, productionDomain, testDomain, environment } = options;
  const switcher = useMemo(
    () => createAppSwitcher({ hostname, current, productionDomain, testDomain, environment }),
    [hostname, current, productionDomain, testDomain, environment],
  );
  const snapshot = useSyncExternalStore(switcher.subscribe, switcher.getSnapshot);
  useEffect(() => {
    for (const warning of snapshot.warnings) consoleLogger.warn(`<fin-app-switcher> ${warning}`);
  }, [snapshot.warnings]);
  return [snapshot, switcher];
}
