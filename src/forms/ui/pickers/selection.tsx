/**
 * COUNTRY_SELECTION, CURRENCY_SELECTION, and the currency of MONEY_INPUT and the dial code of
 * PHONE_INPUT as searchable pickers. Style LIST shows the list inline (§4: a required one
 * advances on pick); any other style is a button that opens a bottom sheet.
 */
import { useMemo, useState } from 'react';
import { Combobox } from '../../../ui/Combobox';
import { Icon } from '../../../ui/Icon';
import { SEARCH_THRESHOLD } from '../../constants';
import type { CountrySelectionItem, CurrencySelectionItem } from '../../core/items/pickers';
import type { Currency, PhoneCountry } from '../../core/model';
import { regionNamer } from '../../core/pickers/countries';
import { currencyRows, searchCurrencies } from '../../core/pickers/currencies';
import type { CurrencyRow } from '../../core/pickers/currencies';
import { useAssetBase } from '../assets';
import { Field } from '../Field';
import { useSearchReport } from '../search-report';
import { useStrings } from '../strings';
import type { ItemRendererProps } from '../items/props';
import { CountryFlag, CountryPicker, usePickerStyles } from './CountryPicker';

const variantOf = (style: string | undefined) => (style === 'LIST' ? 'list' : 'sheet');

export function CountrySelectionView(props: ItemRendererProps<CountrySelectionItem>) {
  const { item, value, onChange, disabled, locale } = props;
  const t = useStrings();
  const searched = useSearchReport('country', props);
  const assetBase = useAssetBase();
  return (
    <Field props={props} group>
      <CountryPicker
        label={item.title ?? item.placeholder ?? t('country')}
        labelVisible={false}
        value={value ?? null}
        onChange={(code) => onChange(code)}
        countries={item.countries}
        locale={locale}
        variant={variantOf(item.style)}
        placeholder={item.placeholder ?? t('chooseCountry')}
        assetBase={assetBase}
        disabled={disabled}
        invalid={props.error !== undefined}
        onSearched={searched}
      />
    </Field>
  );
}

interface CurrencyPickerProps {
  label: string;
  labelVisible?: boolean;
  value: string | null;
  onChange(code: string): void;
  currencies: readonly Currency[];
  locale: string;
  variant: 'list' | 'sheet' | 'popover';
  placeholder?: string;
  disabled?: boolean;
  /** The button shows the code only (beside an amount). */
  compact?: boolean;
  invalid?: boolean;
  /** Each settled query of the search box (§1 tracker). */
  onSearched?: (query: string) => void;
}

/** Rows of 76 px (§9): flag, code and name, symbol and fraction digits. */
export function CurrencyPicker({ label, labelVisible = false, value, onChange, currencies, locale, variant, placeholder, disabled, compact = false, invalid = false, onSearched }: CurrencyPickerProps) {
  usePickerStyles();
  const assetBase = useAssetBase();
  const rows = useMemo(() => currencyRows(currencies, locale), [currencies, locale]);
  const [query, setQuery] = useState('');
  const shown = useMemo(() => searchCurrencies(rows, query), [rows, query]);
  const chosen = rows.find((row) => row.code === value);
  return (
    <Combobox<CurrencyRow>
      label={label}
      labelVisible={labelVisible}
      variant={variant === 'list' ? 'inline' : variant}
      options={shown}
      value={value}
      getKey={(row) => row.code}
      getLabel={(row) => `${row.code} ${row.description}`}
      onChange={(code) => onChange(code)}
      onSearch={(next) => {
        setQuery(next);
        onSearched?.(next);
      }}
      searchable={rows.length > SEARCH_THRESHOLD}
      placeholder={placeholder}
      disabled={disabled}
      invalid={invalid}
      className={compact ? 'picker-compact' : undefined}
      renderValue={() =>
        chosen ? (
          <span className="picker-value">
            {chosen.countryCode && <CountryFlag code={chosen.countryCode} assetBase={assetBase} />}
            {compact ? chosen.code : `${chosen.code} · ${chosen.description}`}
          </span>
        ) : null
      }
      renderOption={(row, state) => (
        <span className="picker-row" part="currency">
          {row.countryCode ? <CountryFlag code={row.countryCode} assetBase={assetBase} /> : <span className="picker-flag" />}
          <span className="picker-row__text">
            <span className="picker-row__title">{row.code}</span>
            <span className="picker-row__subtitle">{row.description}</span>
          </span>
          <span className="picker-row__end">
            {row.symbol}
            <span className="picker-row__subtitle" data-digits={row.fractionDigits}>
              {' '}
              {(0).toFixed(row.fractionDigits)}
            </span>
          </span>
          {state.selected && <Icon name="check" size={20} className="picker-row__check" />}
        </span>
      )}
    />
  );
}

export function CurrencySelectionView(props: ItemRendererProps<CurrencySelectionItem>) {
  const { item, value, onChange, disabled, locale } = props;
  const t = useStrings();
  const searched = useSearchReport('currency', props);
  // §5 Currency: without options nothing can be chosen; say so rather than show an empty list.
  if (item.currencies.length === 0) {
    return (
      <Field props={{ ...props, error: t('currencyOptionsMissing') }} group>
        {null}
      </Field>
    );
  }
  return (
    <Field props={props} group>
      <CurrencyPicker
        label={item.title ?? t('currency')}
        value={value ?? null}
        onChange={onChange}
        currencies={item.currencies}
        locale={locale}
        variant={variantOf(item.style)}
        placeholder={item.placeholder ?? t('chooseCurrency')}
        disabled={disabled}
        invalid={props.error !== undefined}
        onSearched={searched}
      />
    </Field>
  );
}

interface PhoneCodeRow extends PhoneCountry {
  key: string;
  name: string;
}

interface PhoneCodePickerProps {
  /** The dial code. */
  value: string;
  /** The country chosen with it: +1 is the US and Canada. Without it the first country with the code shows. */
  country?: string | undefined;
  onChange(country: PhoneCountry): void;
  countries: readonly PhoneCountry[];
  locale: string;
  label: string;
  disabled: boolean;
  /** Each settled query of the search box (§1 tracker). */
  onSearched?: (query: string) => void;
}

/** PHONE_INPUT's dial code: dial code, country and its name, searchable over 10. */
export function PhoneCodePicker({ value, country, onChange, countries, locale, label, disabled, onSearched }: PhoneCodePickerProps) {
  usePickerStyles();
  const assetBase = useAssetBase();
  const rows = useMemo<PhoneCodeRow[]>(() => {
    const regionName = regionNamer(locale);
    // A name is looked up when first read (a search, the open list): the closed picker shows the flag and the code.
    return countries.map((country) => {
      let name: string | undefined;
      return {
        ...country,
        key: `${country.countryCode ?? ''}${country.dialCode}`,
        get name() {
          return (name ??= country.description || (country.countryCode ? regionName(country.countryCode) : country.dialCode));
        },
      };
    });
  }, [countries, locale]);
  const [query, setQuery] = useState('');
  const needle = query.trim().toLocaleLowerCase();
  const shown = needle
    ? rows.filter((row) => row.dialCode.includes(needle) || row.name.toLocaleLowerCase().includes(needle) || row.countryCode?.toLocaleLowerCase() === needle)
    : rows;
  const chosen = rows.find((row) => row.dialCode === value && row.countryCode === country) ?? rows.find((row) => row.dialCode === value);
  return (
    <Combobox<PhoneCodeRow>
      label={label}
      labelVisible={false}
      variant="popover"
      options={shown}
      value={chosen?.key ?? null}
      getKey={(row) => row.key}
      getLabel={(row) => row.name}
      onChange={(_key, row) => onChange({ dialCode: row.dialCode, ...(row.countryCode ? { countryCode: row.countryCode } : {}) })}
      onSearch={(next) => {
        setQuery(next);
        onSearched?.(next);
      }}
      searchable={rows.length > SEARCH_THRESHOLD}
      disabled={disabled}
      className="picker-compact"
      renderValue={() => (
        <span className="picker-value">
          {chosen?.countryCode && <CountryFlag code={chosen.countryCode} assetBase={assetBase} />}
          <span dir="ltr">{value}</span>
        </span>
      )}
      renderOption={(row, state) => (
        <span className="picker-row" part="phone-code">
          {row.countryCode ? <CountryFlag code={row.countryCode} assetBase={assetBase} /> : <span className="picker-flag" />}
          <span className="picker-row__text">
            <span className="picker-row__title">{row.name}</span>
          </span>
          <span className="picker-row__end" dir="ltr">{row.dialCode}</span>
          {state.selected && <Icon name="check" size={20} className="picker-row__check" />}
        </span>
      )}
    />
  );
}
