/**
 * The country picker (§2 "Country search list and a country bottom-sheet picker with search"):
 * a list style (rows 76 px, overscan 16, virtualised) or a bottom sheet opened from a button.
 * Names come from Intl.DisplayNames in `locale`; flags from `{assetBase}/api/assets/flags/{cc}.svg`.
 * The search box shows over 10 countries, debounced 300 ms, case-insensitive on code or name.
 * Reusable beyond COUNTRY_SELECTION (the address item's country).
 */
import { useLayoutEffect, useMemo, useState } from 'react';
import { buildUrl } from '../../../shared/http';
import { Combobox } from '../../../ui/Combobox';
import { useElement } from '../../../ui/element-context';
import { Icon } from '../../../ui/Icon';
import { adoptStyles } from '../../../ui/sheets';
import { SEARCH_THRESHOLD } from '../../constants';
import { flagPath } from '../../core/image';
import { countryList, searchCountries } from '../../core/pickers/countries';
import type { Country } from '../../core/pickers/countries';
import { pickerStyles } from './styles';

export type { Country };

export interface CountryPickerProps {
  /** The chosen country's code (two letters), or null. */
  value: string | null;
  onChange(code: string, country: Country): void;
  /** The countries to offer: codes, or countries with the server's description. Empty or absent: every country. */
  countries?: readonly (string | Country)[] | readonly unknown[];
  /** Names the countries (Intl.DisplayNames) and sorts them. */
  locale: string;
  /** The field's name: the list's label, the button's and the sheet's title. */
  label: string;
  labelVisible?: boolean;
  /** 'list' (default): the list inline. 'sheet': a button that opens a bottom sheet. */
  variant?: 'list' | 'sheet';
  /** Search box: default over 10 countries (§5); false never, true always. */
  search?: boolean;
  /** Where flags are read: `{assetBase}/api/assets/flags/{cc}.svg`. Without it no flags are shown. */
  assetBase?: string;
  placeholder?: string;
  disabled?: boolean;
  /** The field's answer is wrong: the button or the list shows it (Combobox). */
  invalid?: boolean;
  /** Height of the list viewport (CSS length or px). */
  listHeight?: number | string;
  className?: string;
  /** Each settled (debounced) query of the search box: the form's tracker report (§1). */
  onSearched?: (query: string) => void;
}

/** Adopts the pickers' sheets into the element's shadow root before paint (the pickers are a lazy chunk). */
export function usePickerStyles(): void {
  const { root } = useElement();
  useLayoutEffect(() => adoptStyles(root, pickerStyles), [root]);
}

export function CountryFlag({ code, assetBase }: { code: string; assetBase: string | undefined }) {
  const path = flagPath(code);
  if (!assetBase || !path) return null;
  return <img className="picker-flag" part="flag" src={buildUrl(assetBase, path)} alt="" loading="lazy" width={24} height={24} />;
}

export function CountryPicker({
  value,
  onChange,
  countries,
  locale,
  label,
  labelVisible = true,
  variant = 'list',
  search,
  assetBase,
  placeholder,
  disabled = false,
  invalid = false,
  listHeight,
  className,
  onSearched,
}: CountryPickerProps) {
  usePickerStyles();
  const all = useMemo(() => countryList(locale, countries), [locale, countries]);
  const [query, setQuery] = useState('');
  const shown = useMemo(() => searchCountries(all, query), [all, query]);
  const selected = value?.toUpperCase() ?? null;
  const chosen = selected === null ? undefined : all.find((country) => country.code === selected);
  return (
    <Combobox<Country>
      invalid={invalid}
      label={label}
      labelVisible={labelVisible}
      variant={variant === 'list' ? 'inline' : 'sheet'}
      options={shown}
      value={selected}
      getKey={(country) => country.code}
      getLabel={(country) => country.description}
      onChange={(_code, country) => onChange(country.code, country)}
      onSearch={(next) => {
        setQuery(next);
        onSearched?.(next);
      }}
      searchable={search ?? all.length > SEARCH_THRESHOLD}
      placeholder={placeholder}
      disabled={disabled}
      listHeight={listHeight}
      className={className}
      renderValue={() =>
        chosen ? (
          <span className="picker-value">
            <CountryFlag code={chosen.code} assetBase={assetBase} />
            {chosen.description}
          </span>
        ) : null
      }
      renderOption={(country, state) => (
        <span className="picker-row" part="country">
          <CountryFlag code={country.code} assetBase={assetBase} />
          <span className="picker-row__text">
            <span className="picker-row__title">{country.description}</span>
          </span>
          <span className="picker-row__end picker-row__subtitle">{country.code}</span>
          {state.selected && <Icon name="check" size={20} className="picker-row__check" />}
        </span>
      )}
    />
  );
}
