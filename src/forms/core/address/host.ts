/**
 * The address calls of the form host (§7): country configuration, country states, suggestions,
 * postcode lookup, resolving a suggestion, and validation. Two variants, one port: the reference
 * paths over HTTP (docs/forms-wire.md "Address calls") and the host page's adapter methods.
 * Both decode the answers here, at the boundary. Loaded with the first address item.
 */
import { array, boolean, id, object, oneOf, optional, string } from '../../../shared/decode';
import type { Decoder } from '../../../shared/decode';
import type { Http } from '../../../shared/http';
import { at, compact, optString } from '../fields';
import type { AddressValidationAnswer, FormAdapter } from '../host';
import { decodeAddressValue, decodeCountryConfiguration } from '../items/address';
import type { AddressValue, CountryConfiguration } from '../items/address';

/** §3 Address suggestion: a container holds more suggestions; a final one is an address. */
export interface AddressSuggestion {
  id: string;
  type: 'container' | 'final';
  result: string;
  description: string;
  /** A postcode lookup answers whole addresses: choosing one needs no further call. */
  address?: AddressValue;
}

/** One state of a country (§7 "Country states by countryCode"); an unsupported one is refused (§5). */
export interface CountryState {
  code: string;
  name: string;
  supported: boolean;
}

export interface AddressHost {
  getCountryConfiguration(): Promise<CountryConfiguration>;
  getCountryStates(countryCode: string): Promise<CountryState[]>;
  /** `parent`: the container drilled into; `limit`: at most this many (§7: 7, for a search and a drill-down alike). */
  getAddressSuggestions(country: string, text: string, parent: string | undefined, limit: number): Promise<AddressSuggestion[]>;
  getAddressesByPostcode(country: string, postcode: string): Promise<AddressValue[]>;
  getAddressValuesBySuggestion(country: string, addressId: string): Promise<AddressValue>;
  validateAddress(address: AddressValue): Promise<AddressValidationAnswer>;
}

/** A list answered bare or inside `{key: [...]}`. */
const listIn =
  <T>(key: string, each: Decoder<T>): Decoder<T[]> =>
  (value, path) => {
    const list = Array.isArray(value) ? value : at(object(value, path), key, path, array);
    const listPath = Array.isArray(value) ? path : `${path}.${key}`;
    return list.map((entry, index) => each(entry, `${listPath}[${index}]`));
  };

const decodeSuggestion: Decoder<AddressSuggestion> = (value, path) => {
  const o = object(value, path);
  return {
    id: at(o, 'id', path, id),
    type: at(o, 'type', path, (type, typePath) => oneOf(['container', 'final'] as const)(string(type, typePath).toLowerCase(), typePath)),
    result: at(o, 'result', path, string),
    description: at(o, 'description', path, optString) ?? '',
  };
};

const decodeState: Decoder<CountryState> = (value, path) => {
  const o = object(value, path);
  return {
    code: at(o, 'code', path, string).toUpperCase(),
    name: at(o, 'name', path, optString) ?? at(o, 'code', path, string),
    supported: at(o, 'supported', path, optional(boolean)) ?? true,
  };
};

const decodeValidation: Decoder<AddressValidationAnswer> = (value, path) => {
  const o = object(value, path);
  return compact({
    success: at(o, 'success', path, boolean),
    messageType: at(o, 'messageType', path, optional(oneOf(['invalid_address', 'invalid_address_postcode', 'ineligible_address'] as const))),
    message: at(o, 'message', path, optString),
    title: at(o, 'title', path, optString),
  });
};

export const addressDecoders = {
  configuration: (value: unknown) => decodeCountryConfiguration(object(value, '$'), '$'),
  states: (value: unknown) => listIn('states', decodeState)(value, '$'),
  suggestions: (value: unknown) => listIn('suggestions', decodeSuggestion)(value, '$'),
  addresses: (value: unknown) => listIn('addresses', decodeAddressValue)(value, '$'),
  address: (value: unknown) => decodeAddressValue(value, '$'),
  validation: (value: unknown) => decodeValidation(value, '$'),
};

/** Base path of the address calls on the reference server (not shown in the spec). */
export const ADDRESS_API = 'api/address';

export function createHttpAddressHost(http: Http, headers: Readonly<Record<string, string>>): AddressHost {
  const d = addressDecoders;
  const cc = (code: string) => encodeURIComponent(code);
  return {
    getCountryConfiguration: () => http.get(`${ADDRESS_API}/configuration`, { headers, decode: d.configuration }),
    getCountryStates: (countryCode) => http.get(`${ADDRESS_API}/countries/${cc(countryCode)}/states`, { headers, decode: d.states }),
    getAddressSuggestions: (country, text, parent, limit) =>
      http.get(`${ADDRESS_API}/suggestions`, { headers, query: { country, text, parent, limit }, decode: d.suggestions }),
    getAddressesByPostcode: (country, postcode) => http.get(`${ADDRESS_API}/postcodes/${encodeURIComponent(postcode)}`, { headers, query: { country }, decode: d.addresses }),
    getAddressValuesBySuggestion: (country, addressId) =>
      http.get(`${ADDRESS_API}/suggestions/${encodeURIComponent(addressId)}`, { headers, query: { country }, decode: d.address }),
    validateAddress: (address) => http.post(`${ADDRESS_API}/validate`, address, { headers, decode: d.validation }),
  };
}

/**
 * The adapter's address methods, its answers decoded like the server's. A method the adapter
 * lacks answers what the spec's default setup does: nothing found, nothing configured (every
 * country is entered manually), and every address valid.
 */
export function addressHostFromAdapter(adapter: FormAdapter): AddressHost {
  const d = addressDecoders;
  const call = async <T>(method: string, args: unknown[], decode: (value: unknown) => T, fallback: unknown): Promise<T> => {
    const fn = adapter[method];
    return decode(typeof fn === 'function' ? await (fn as (...a: unknown[]) => unknown).apply(adapter, args) : fallback);
  };
  return {
    getCountryConfiguration: () => call('getCountryConfiguration', [], d.configuration, {}),
    getCountryStates: (countryCode) => call('getCountryStates', [countryCode], d.states, []),
    getAddressSuggestions: (country, text, parent, limit) => call('getAddressSuggestions', [country, text, parent, limit], d.suggestions, []),
    getAddressesByPostcode: (country, postcode) => call('getAddressesByPostcode', [country, postcode], d.addresses, []),
    getAddressValuesBySuggestion: (country, addressId) => call('getAddressValuesBySuggestion', [country, addressId], d.address, { country }),
    validateAddress: (address) => call('validateAddress', [address], d.validation, { success: true }),
  };
}
