/**
 * The one way a view gets its texts: `const t = useStrings(ticketCatalog); t('retry')`. The
 * element's resolved locale picks the catalog, and the host's texts (the loader's `messages`,
 * then the element's `messages` property) override the en-GB defaults key by key.
 */
import { useContext, useMemo } from 'react';
import { DEFAULT_LOCALE } from '../shared/constants';
import { catalogTranslator } from '../shared/i18n';
import type { Messages, StringCatalog, Translate } from '../shared/i18n';
import { ElementContext } from './element-context';

const NO_MESSAGES: Messages = {};

export function useStrings<K extends string>(catalog: StringCatalog<K>): Translate<K> {
  // Outside an element (a component rendered on its own) the defaults apply.
  const context = useContext(ElementContext);
  const locale = context?.config.locale ?? DEFAULT_LOCALE;
  const messages = context?.messages ?? NO_MESSAGES;
  return useMemo(() => catalogTranslator(catalog, locale, messages), [catalog, locale, messages]);
}
