/**
 * Currencies for the pickers (§3 Currency: code, description, symbol, fractionDigits,
 * countryCode): what the server gives, completed from Intl in the element's locale (names from
 * Intl.DisplayNames, symbols from Intl.NumberFormat) and the spec's fraction digits.
 */
import { displayName } from '../../../shared/display-name';
import { numberFormat } from '../../../shared/i18n';
import type { Currency } from '../item-model';
import { fractionDigits } from '../text';

export interface CurrencyRow {
  code: string;
  description: string;
  symbol: string;
  fractionDigits: number;
  countryCode?: string;
}

function symbolOf(code: string, locale: string): string {
  try {
    const part = numberFormat(locale, { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' })
      .formatToParts(0)
      .find((p) => p.type === 'currency');
    return part?.value ?? code;
  } catch {
    return code;
  }
}

/**
 * The item's currencies as rows, in the server's order. A name and a symbol are looked up when
 * first read: a closed compact picker (a money amount's) shows only the code and the flag, and
 * making the Intl objects for them is most of a money input's first render.
 */
export function currencyRows(currencies: readonly Currency[], locale: string): CurrencyRow[] {
  return currencies.map((currency) => {
    const code = currency.code.toUpperCase();
    let description: string | undefined;
    let symbol: string | undefined;
    const row: CurrencyRow = {
      code,
      get description() {
        return (description ??= currency.description || displayName(code, 'currency', locale));
      },
      get symbol() {
        return (symbol ??= currency.symbol || symbolOf(code, locale));
      },
      fractionDigits: fractionDigits(code, currencies),
    };
    // The flag: the server's country, else the code's first two letters (ISO 4217 is built so).
    const country = currency.countryCode ?? (/^[A-Z]{3}$/.test(code) && !code.startsWith('X') ? code.slice(0, 2) : undefined);
    if (country) row.countryCode = country;
    return row;
  });
}

/** Search on code or name, case-insensitive. */
export function searchCurrencies(rows: readonly CurrencyRow[], query: string): CurrencyRow[] {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === '') return [...rows];
  return rows.filter((row) => row.code.toLocaleLowerCase().startsWith(needle) || row.description.toLocaleLowerCase().includes(needle));
}
