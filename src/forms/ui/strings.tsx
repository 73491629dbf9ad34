/**
 * The one place the form's views get their texts: the view root makes the translator for the
 * element's resolved locale and every view below reads it with useStrings(). Host overrides of
 * the catalogs plug in here, in useFormTranslator, and nowhere else.
 */
import { createContext, useContext, useMemo } from 'react';
import type { ReactNode } from 'react';
import { DEFAULT_LOCALE } from '../../shared/constants';
import { createTranslator } from '../../shared/i18n';
import { useElement } from '../../ui/element-context';
import { formCatalogs } from '../strings';
import type { FormTranslate } from '../strings';

const StringsContext = createContext<FormTranslate>(createTranslator(formCatalogs, DEFAULT_LOCALE));

/** The root's translator, for the element's locale. */
export function useFormTranslator(): FormTranslate {
  const { config } = useElement();
  return useMemo(() => createTranslator(formCatalogs, config.locale), [config.locale]);
}

export function StringsProvider({ t, children }: { t: FormTranslate; children: ReactNode }) {
  return <StringsContext.Provider value={t}>{children}</StringsContext.Provider>;
}

/** t(key, params) in the element's locale. */
export function useStrings(): FormTranslate {
  return useContext(StringsContext);
}
