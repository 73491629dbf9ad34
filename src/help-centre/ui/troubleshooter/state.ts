/**
 * The troubleshooter page's navigation state, decoded once at the routes (core/navigation-state.ts)
 * and read by its pages.
 */
import { createContext, useContext } from 'react';
import type { TroubleshootState } from '../../core/navigation-state';

export const TroubleshootStateContext = createContext<TroubleshootState>({});

export function useTroubleshootState(): TroubleshootState {
  return useContext(TroubleshootStateContext);
}
