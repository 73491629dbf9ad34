/** The running form, for views that work across items (the media chunk's upload queue and its popup, the pickers' caches). */
import { createContext, useContext } from 'react';
import type { FormEngine } from '../core/engine';
import type { FormHost } from '../core/host';
import type { PickerData } from '../core/pickers/data';
import type { QueryClient } from '../../ui/query';

/**
 * The pickers' server state, one per element (made with its host, filled when a picker first
 * mounts): the lists a user scrolled survive a view change and come back as they were.
 */
export interface PickerCaches {
  client?: QueryClient;
  data?: PickerData;
  /** Each list's first-page key, kept for the element's life (§9: transaction data never goes stale). */
  starts: Map<string, string>;
}

export interface FormContextValue {
  engine: FormEngine;
  host: FormHost;
  flowId: string;
  pickers: PickerCaches;
}

export const FormContext = createContext<FormContextValue | null>(null);

export function useFormContext(): FormContextValue {
  const value = useContext(FormContext);
  if (!value) throw new Error('<fin-form> an item that needs its form (media, pickers) was rendered outside it.');
  return value;
}
