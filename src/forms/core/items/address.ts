/**
 * ADDRESS_INPUT (§3 Address, §5 Address): the item's configuration, its value and the field
 * rules by country. The lookup (search, drill-down, states) is the picker's core in
 * ../address/, which loads with the item's view.
 */
import { array, object, string } from '../../../shared/decode';
import type { Json } from '../../../shared/decode';
import {
  ADDRESS_FIELD_MAX_LENGTH,
  CANADA_PROVINCES,
  COUNTRIES_WITHOUT_POSTCODE,
  PRESET_CITIES,
  REGION_COUNTRIES,
} from '../../constants';
import type { FormStringKey, FormTranslate } from '../../strings';
import { at, compact, optObject } from '../fields';
import { always, defineItem } from './definition';
import type { ItemBase, Verdict } from './definition';

/** §3 Address value, as sent: every field present ('' when empty). */
export interface AddressValue {
  country: string;
  streetLine1: string;
  streetLine2: string;
  city: string;
  postcode: string;
  region: string;
}

export type AddressField = keyof AddressValue;

export const ADDRESS_FIELDS: readonly AddressField[] = ['country', 'streetLine1', 'streetLine2', 'city', 'postcode', 'region'];

/**
 * A countrySelector setting (§3): 'true', 'false', or a `${name}` placeholder resolved from the
 * flow or the host when the picker opens (../address/template.ts).
 */
export type SelectorSetting = string;

export interface CountrySelector {
  preselected: SelectorSetting;
  visible: SelectorSetting;
  editable: SelectorSetting;
}

/** §3 / §7 country configuration: which countries, and how each is looked up. */
export interface CountryConfiguration {
  availableCountries?: string[];
  countriesSearchableBySubString?: string[];
  countriesSearchableByPostCode?: string[];
}

export interface AddressItem extends ItemBase<'ADDRESS_INPUT', AddressValue>, CountryConfiguration {
  countrySelector: CountrySelector;
}

export const emptyAddress = (country: string): AddressValue => ({
  country,
  streetLine1: '',
  streetLine2: '',
  city: PRESET_CITIES[country] ?? '',
  postcode: '',
  region: '',
});

/** A setting as text: JSON booleans are taken as 'true' / 'false'. */
function setting(o: Json, key: keyof CountrySelector, path: string): SelectorSetting {
  const value = Object.hasOwn(o, key) ? o[key] : undefined;
  if (value === undefined || value === null) return 'true';
  if (typeof value === 'boolean') return String(value);
  return string(value, `${path}.${key}`);
}

const codes = (o: Json, key: keyof CountryConfiguration, path: string): string[] | undefined => {
  const value = Object.hasOwn(o, key) ? o[key] : undefined;
  if (value === undefined || value === null) return undefined;
  return array(value, `${path}.${key}`).map((code, index) => string(code, `${path}.${key}[${index}]`).toUpperCase());
};

/** Reads a country configuration (the item's fields, or the host's answer). */
export function decodeCountryConfiguration(o: Json, path: string): CountryConfiguration {
  return compact({
    availableCountries: codes(o, 'availableCountries', path),
    countriesSearchableBySubString: codes(o, 'countriesSearchableBySubString', path),
    countriesSearchableByPostCode: codes(o, 'countriesSearchableByPostCode', path),
  });
}

/** An address value from the server, a draft or a lookup: absent fields are ''. */
export function decodeAddressValue(value: unknown, path: string): AddressValue {
  const o = object(value, path);
  const field = (key: AddressField) => {
    const text = Object.hasOwn(o, key) ? o[key] : undefined;
    return text === undefined || text === null ? '' : string(text, `${path}.${key}`);
  };
  return {
    country: field('country').toUpperCase(),
    streetLine1: field('streetLine1'),
    streetLine2: field('streetLine2'),
    city: field('city'),
    postcode: field('postcode'),
    region: field('region'),
  };
}

export const hasPostcode = (country: string): boolean => !COUNTRIES_WITHOUT_POSTCODE.includes(country);
export const needsRegion = (country: string): boolean => REGION_COUNTRIES.includes(country);
export const needsCity = (country: string): boolean => PRESET_CITIES[country] === undefined;

/** Canada's region: a province or territory, by code or name, in any case. */
export function isCanadianRegion(region: string): boolean {
  const text = region.trim().toLowerCase();
  return Object.entries(CANADA_PROVINCES).some(([code, name]) => code.toLowerCase() === text || name.toLowerCase() === text);
}

/** The label key of each field (§9 Default labels). */
export const FIELD_LABELS: Readonly<Record<AddressField, FormStringKey>> = {
  country: 'country',
  streetLine1: 'streetLine1',
  streetLine2: 'streetLine2',
  city: 'city',
  postcode: 'postalCode',
  region: 'region',
};

const TOO_LONG: Partial<Record<AddressField, FormStringKey>> = {
  streetLine1: 'addressLine1TooLong',
  streetLine2: 'addressLine2TooLong',
  city: 'cityTooLong',
};

/** §5 Address: each failing field and its message, in field order. */
export function addressFieldErrors(value: AddressValue, t: FormTranslate): Partial<Record<AddressField, string>> {
  const errors: Partial<Record<AddressField, string>> = {};
  const { country } = value;
  const required: Record<AddressField, boolean> = {
    country: true,
    streetLine1: true,
    streetLine2: false,
    city: needsCity(country),
    postcode: hasPostcode(country),
    region: needsRegion(country),
  };
  for (const field of ADDRESS_FIELDS) {
    const text = value[field].trim();
    const tooLong = TOO_LONG[field];
    if (required[field] && text === '') errors[field] = t('requiredField');
    else if (tooLong && value[field].length > ADDRESS_FIELD_MAX_LENGTH) errors[field] = t(tooLong);
    else if (field === 'region' && country === 'CA' && text !== '' && !isCanadianRegion(text)) errors[field] = t('regionNotCanadian');
  }
  return errors;
}

/**
 * The item's message (the error summary shows it): the first failing field's, with the field's
 * name in front when the message does not carry it ('Street line 1: Required field').
 */
export function addressVerdict(value: AddressValue, _item: AddressItem, t: FormTranslate): Verdict {
  const errors = addressFieldErrors(value, t);
  const field = ADDRESS_FIELDS.find((key) => errors[key] !== undefined);
  if (field === undefined) return undefined;
  const message = errors[field] as string;
  return message === t('requiredField') ? t('fieldError', { field: t(FIELD_LABELS[field]), message }) : message;
}

/** Nothing typed or looked up yet: the country alone (or a preset city) is not an answer. */
export const isAddressEmpty = (value: AddressValue): boolean =>
  ['streetLine1', 'streetLine2', 'postcode', 'region'].every((key) => value[key as AddressField].trim() === '') &&
  (value.city.trim() === '' || value.city === PRESET_CITIES[value.country]);

const addressItem = defineItem<AddressItem>({
  type: 'ADDRESS_INPUT',
  decode(o, path) {
    const selector = at(o, 'countrySelector', path, optObject) ?? {};
    const selectorPath = `${path}.countrySelector`;
    return {
      countrySelector: {
        preselected: setting(selector, 'preselected', selectorPath),
        visible: setting(selector, 'visible', selectorPath),
        editable: setting(selector, 'editable', selectorPath),
      },
      ...decodeCountryConfiguration(o, path),
    };
  },
  value: decodeAddressValue,
  kind: { interactive: always, isEmpty: isAddressEmpty, validate: addressVerdict },
});

/** For src/forms/core/items/index.ts. */
export const addressItems = [addressItem] as const;
