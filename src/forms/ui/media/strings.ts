/** The media views' translator: the chunk's own catalog, and the form's for the texts the core shares. */
import { useCallback } from 'react';
import type { TranslateParams } from '../../../shared/i18n';
import { useStrings as useCatalog } from '../../../ui/useStrings';
import { formMediaStrings } from '../../media-strings';
import type { FormMediaStringKey } from '../../media-strings';
import type { FormStringKey } from '../../strings';
import { useStrings } from '../strings';

const isMediaKey = (key: string): key is FormMediaStringKey => Object.hasOwn(formMediaStrings.defaults, key);

export function useMediaStrings(): (key: FormMediaStringKey | FormStringKey, params?: TranslateParams) => string {
  const form = useStrings();
  const media = useCatalog(formMediaStrings);
  return useCallback((key, params) => (isMediaKey(key) ? media(key, params) : form(key, params)), [form, media]);
}
