/** The running form, for views that work across items (the media chunk's upload queue and its popup). */
import { createContext, useContext } from 'react';
import type { FormEngine } from '../core/engine';
import type { FormHost } from '../core/host';

export interface FormContextValue {
  engine: FormEngine;
  host: FormHost;
  flowId: string;
}

export const FormContext = createContext<FormContextValue | null>(null);

export function useFormContext(): FormContextValue {
  const value = useContext(FormContext);
  if (!value) throw new Error('<fin-form> a media item was rendered outside its form.');
  return value;
}
