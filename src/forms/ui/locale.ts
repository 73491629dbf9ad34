/**
 * §7 getCurrentLocale(): the supplied adapter's locale, used when the host set none — the order is
 * the locale attribute, the loader's configured locale, the adapter's getCurrentLocale(), the
 * language cookie, en-GB. A synchronous answer is used at once; a promise is waited for (the form
 * shows its loading state meanwhile). An answer that is not a locale, or a failure, keeps the
 * cookie's or the default, with a console warning.
 */
import { useEffect, useMemo, useState } from 'react';
import type { ElementConfig } from '../../shared/config';
import { canonicalLocale } from '../../shared/locale';
import { consoleLogger } from '../../shared/logger';
import type { FormAdapter } from '../core/host';

type Asked = { locale: string | undefined } | Promise<string | undefined>;

function read(answer: unknown): string | undefined {
  const locale = typeof answer === 'string' ? canonicalLocale(answer) : undefined;
  if (!locale) consoleLogger.warn(`<fin-form> adapter.getCurrentLocale() answered ${JSON.stringify(answer)}, which is not a locale; the form uses its own.`);
  return locale;
}

function ask(adapter: FormAdapter): Asked {
  const failed = (error: unknown) => {
    consoleLogger.warn('<fin-form> adapter.getCurrentLocale() failed; the form uses its own locale.', error);
    return undefined;
  };
  try {
    const answer = adapter.getCurrentLocale!();
    return answer instanceof Promise ? answer.then(read, failed) : { locale: read(answer) };
  } catch (error) {
    return { locale: failed(error) };
  }
}

/** The form's locale, or undefined while the adapter's answer is on its way. */
export function useFormLocale(adapter: FormAdapter | undefined, config: ElementConfig): string | undefined {
  const wanted = typeof adapter?.getCurrentLocale === 'function' && (config.localeFrom === 'cookie' || config.localeFrom === 'default');
  const asked = useMemo(() => (wanted && adapter ? ask(adapter) : undefined), [wanted, adapter]);
  const [settled, setSettled] = useState<{ asked: Asked; locale: string | undefined }>();
  useEffect(() => {
    if (!(asked instanceof Promise)) return undefined;
    let live = true;
    void asked.then((locale) => live && setSettled({ asked, locale }));
    return () => {
      live = false;
    };
  }, [asked]);
  if (!asked) return config.locale;
  if (!(asked instanceof Promise)) return asked.locale ?? config.locale;
  return settled?.asked === asked ? (settled.locale ?? config.locale) : undefined;
}
