/**
 * The one place the form's views get their texts: the view root makes the translator for the
 * element's resolved locale and every view below reads it with useStrings(). Host overrides of
 * the catalog (`messages`) come in through useFormTranslator, and nowhere else.
 */
import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import { DEFAULT_LOCALE } from '../../shared/constants';
import { catalogTranslator } from '../../shared/i18n';
import { useStrings as useCatalog } from '../../ui/useStrings';
import { formStrings } from '../strings';
import type { FormTranslate } from '../strings';

const StringsContext = createContext<FormTranslate>(catalogTranslator(formStrings, DEFAULT_LOCALE));

/** The root's translator: the element's locale, with the host's `forms.*` texts over the defaults. */
export function useFormTranslator(): FormTranslate {
  return useCatalog(formStrings);
}

export function StringsProvider({ t, children }: { t: FormTranslate; children: ReactNode }) {
  return <StringsContext.Provider value={t}>{children}</StringsContext.Provider>;
}

/** t(key, params) in the element's locale. */
export function useStrings(): FormTranslate {
  return useContext(StringsContext);
}
