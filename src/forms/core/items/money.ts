/** MONEY_INPUT (§5 Money: an amount and one of the item's currencies) and PHONE_INPUT (§5 Phone). */
import { number, object, string } from '../../../shared/decode';
import { PHONE_MAX_DIGITS, PHONE_MIN_DIGITS } from '../../constants';
import { at, compact, listAt, optNumber, optString } from '../fields';
import type { Currency, PhoneCountry } from '../item-model';
import { isNumericAmount } from '../text';
import { always, defineItem } from './definition';
import type { ItemBase } from './definition';

export interface Money {
  amount: string;
  currency: string;
}

export interface MoneyItem extends ItemBase<'MONEY_INPUT', Money> {
  currencies: Currency[];
}

export function decodeCurrency(value: unknown, path: string): Currency {
  if (typeof value === 'string') return { code: value };
  const o = object(value, path);
  return compact({
    code: at(o, 'code', path, string),
    description: at(o, 'description', path, optString),
    symbol: at(o, 'symbol', path, optString),
    fractionDigits: at(o, 'fractionDigits', path, optNumber),
    countryCode: at(o, 'countryCode', path, optString),
  });
}

/** Amounts travel as text; a number from the server is taken as its text. */
const amount = (value: unknown, path: string): string => (typeof value === 'number' ? String(number(value, path)) : string(value, path));

const moneyInputItem = defineItem<MoneyItem>({
  type: 'MONEY_INPUT',
  decode: (o, path) => ({ currencies: listAt(o, 'currencies', path, decodeCurrency) }),
  value(value, path) {
    const o = object(value, path);
    return { amount: at(o, 'amount', path, amount), currency: at(o, 'currency', path, string) };
  },
  kind: {
    interactive: always,
    isEmpty: (value) => !value.amount,
    validate(value, item, t) {
      if (item.currencies.length === 0) return t('currencyOptionsMissing');
      // §3: never a currency the item does not offer.
      if (!item.currencies.some((currency) => currency.code === value.currency)) return t('currencyEmpty');
      return isNumericAmount(value.amount) ? undefined : '';
    },
  },
});

export interface Phone {
  code: string;
  number: string;
  /**
   * The country chosen with the code (two letters), kept in the form and its draft but not sent
   * (the wire value is {code, number}): +1 is the US and Canada, and the flag shows the one chosen.
   */
  country?: string;
}

export interface PhoneItem extends ItemBase<'PHONE_INPUT', Phone> {
  phoneCountries: PhoneCountry[];
}

function decodePhoneCountry(value: unknown, path: string): PhoneCountry {
  const o = object(value, path);
  return compact({ dialCode: at(o, 'dialCode', path, string), countryCode: at(o, 'countryCode', path, optString), description: at(o, 'description', path, optString) });
}

/** A dial code and 5 to 11 digits. */
const phoneInputItem = defineItem<PhoneItem>({
  type: 'PHONE_INPUT',
  decode: (o, path) => ({ phoneCountries: listAt(o, 'phoneCountries', path, decodePhoneCountry) }),
  value(value, path) {
    const o = object(value, path);
    return compact({ code: at(o, 'code', path, string), number: at(o, 'number', path, string), country: at(o, 'country', path, optString) });
  },
  wire: ({ code, number }) => ({ code, number }),
  kind: {
    interactive: always,
    isEmpty: (value) => !value.number,
    validate(value, _item, t) {
      const digits = value.number.length;
      return value.code && /^\d+$/.test(value.number) && digits >= PHONE_MIN_DIGITS && digits <= PHONE_MAX_DIGITS ? undefined : t('phoneInvalid');
    },
  },
});

/** For src/forms/core/items/index.ts. */
export const moneyItems = [moneyInputItem, phoneInputItem] as const;
