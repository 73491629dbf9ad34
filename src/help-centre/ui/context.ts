/** What every screen of the help centre reads: its services, scope and switches. */
import { createContext, useContext } from 'react';
import type { HelpCentreScope, RoutingMode } from '../constants';
import type { HelpCentreServices } from '../core/services';

export interface HelpCentreContextValue {
  services: HelpCentreServices;
  scope: HelpCentreScope;
  routing: RoutingMode;
  firstName: string | undefined;
  /** Feature switches (§6) from the loader. */
  features: Readonly<Record<string, boolean>>;
  /** Part of every query key, so answers of another scope or language are never shown. */
  cacheKey: readonly [string, string];
  /** The state the current route was opened with (wouter's navigate(to, {state})): history's or memory's. */
  navigationState: () => unknown;
}

export const HelpCentreContext = createContext<HelpCentreContextValue | null>(null);

export function useHelpCentre(): HelpCentreContextValue {
  const value = useContext(HelpCentreContext);
  if (!value) throw new Error('useHelpCentre() must be called inside <HelpCentreView>');
  return value;
}
