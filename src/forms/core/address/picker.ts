/**
 * The address picker of §4: the lookup mode per country, a debounced search (300 ms) of at most
 * 7 suggestions, drilling into containers and back, resolving a final suggestion into the
 * fields, manual entry, the country's states and the unsupported-state rule (§5). Headless:
 * the view renders its state and calls its commands; effects come in as ports.
 */
import type { Clock } from '../../../shared/clock';
import type { Logger } from '../../../shared/logger';
import { createStore } from '../../../shared/store';
import { DEFAULT_ADDRESS_COUNTRY } from '../../constants';
import { emptyAddress, isAddressEmpty } from '../items/address';
import type { AddressField, AddressValue, CountryConfiguration } from '../items/address';
import type { AddressHost, AddressSuggestion, CountryState } from './host';
import { createLookups } from './lookup';
import { createPickerRuns } from './runs';
import type { PickerParts } from './runs';
import { createStates } from './states';

export type LookupMode = 'substring' | 'postcode' | 'manual';
export type ResultsStatus = 'idle' | 'loading' | 'results' | 'empty' | 'error';

/** One list of suggestions: the search's, or a container's children. */
export interface ResultsLevel {
  /** The container drilled into; undefined for the search itself. */
  parent?: AddressSuggestion;
  suggestions: AddressSuggestion[];
}

export interface StatesState {
  country: string;
  status: 'idle' | 'loading' | 'ready' | 'error';
  list: CountryState[];
}

export interface AddressPickerState {
  /** The country configuration is known (the host's is being loaded otherwise). */
  ready: boolean;
  configuration: CountryConfiguration;
  /** The countries the selector offers. */
  countries: string[];
  /** '' while no country is chosen (countrySelector.preselected false). */
  country: string;
  mode: LookupMode;
  /** 'search': the search box and results; 'fields': the address fields. */
  step: 'search' | 'fields';
  query: string;
  status: ResultsStatus;
  /** The search's results, then each container drilled into; the last is shown. */
  levels: ResultsLevel[];
  /** A final suggestion is being resolved. */
  resolving: boolean;
  address: AddressValue;
  states: StatesState;
  /** A state the address is in that the provider does not support (§5): the dialog is open. */
  unsupportedState?: string;
}

export interface AddressPickerOptions {
  /** The address calls; without them every country is entered manually. */
  host?: () => Promise<AddressHost>;
  /** The item's configuration (§3); a field it lacks comes from the host's (§7). */
  configuration: CountryConfiguration;
  /** The item's value when the picker opens. */
  value?: AddressValue | undefined;
  /** countrySelector.preselected, resolved: start with a country chosen. */
  preselected: boolean;
  clock: Clock;
  logger: Logger;
  /** The address to store on the item: 'Use this address', and the reset of the unsupported-state dialog. */
  onChange(value: AddressValue): void;
  /** Each settled search (after the 300 ms pause), for the tracker (§1), which takes its length only. */
  reportSearch?(query: string): void;
}

export interface AddressPicker {
  getSnapshot(): AddressPickerState;
  subscribe(listener: () => void): () => void;
  setCountry(country: string): void;
  /** The search box's text, every keystroke: the lookup runs 300 ms after the last one. */
  search(text: string): void;
  /** The error state's 'Try again'. */
  retry(): void;
  choose(suggestion: AddressSuggestion): void;
  /** Out of a container, to the list it was in. */
  back(): void;
  /** 'My address is not here' and 'Enter the address manually'. */
  enterManually(): void;
  /** From the fields back to the search (countries with a lookup). */
  searchAgain(): void;
  setField(field: Exclude<AddressField, 'country'>, value: string): void;
  /** The browser filled the search box or the fields: take the address as typed, no suggestion list. */
  autofill(fields: Partial<AddressValue>): void;
  loadStates(): void;
  pickState(code: string): void;
  /** The unsupported-state dialog's Cancel: the address goes back to GB, empty. */
  cancelUnsupported(): void;
  /** Stores the address on the item. */
  use(): void;
}

/** §4: substring search, postcode search or manual entry, from the configuration. */
export function lookupMode(configuration: CountryConfiguration, country: string): LookupMode {
  if (configuration.countriesSearchableBySubString?.includes(country)) return 'substring';
  if (configuration.countriesSearchableByPostCode?.includes(country)) return 'postcode';
  return 'manual';
}

/**
 * The item's configuration over the host's: its availableCountries, and its lookup lists as a
 * pair (an item that names either decides both, so a country is never in both modes).
 */
export function mergeConfiguration(item: CountryConfiguration, host: CountryConfiguration): CountryConfiguration {
  const lookups = item.countriesSearchableBySubString || item.countriesSearchableByPostCode ? item : host;
  return {
    availableCountries: item.availableCountries ?? host.availableCountries ?? [],
    countriesSearchableBySubString: lookups.countriesSearchableBySubString ?? [],
    countriesSearchableByPostCode: lookups.countriesSearchableByPostCode ?? [],
  };
}

export function selectorCountries(configuration: CountryConfiguration, current: string): string[] {
  const available = configuration.availableCountries ?? [];
  const listed = available.length > 0
    ? available
    : [DEFAULT_ADDRESS_COUNTRY, ...(configuration.countriesSearchableBySubString ?? []), ...(configuration.countriesSearchableByPostCode ?? []), ...(current ? [current] : [])];
  return [...new Set(listed)];
}

/** The country an address starts in: GB when offered, else the first offered (§9 default GB). */
export function defaultCountry(countries: readonly string[]): string {
  return countries.length === 0 || countries.includes(DEFAULT_ADDRESS_COUNTRY) ? DEFAULT_ADDRESS_COUNTRY : (countries[0] as string);
}

/** The picker's first state, from the item's configuration and value (the host's comes on start). */
function initialState(options: AddressPickerOptions, initialValue: AddressValue | undefined): AddressPickerState {
  const configuration = mergeConfiguration(options.configuration, {});
  const country = startCountry(options, configuration);
  return {
    ready: !options.host,
    configuration,
    countries: selectorCountries(configuration, country),
    country,
    mode: lookupMode(configuration, country),
    step: 'search',
    query: '',
    status: 'idle',
    levels: [],
    resolving: false,
    address: initialValue ?? emptyAddress(country),
    states: { country: '', status: 'idle', list: [] },
  };
}

/** The item's country, else (preselected) the default one of the offered countries, else none yet. */
function startCountry(options: AddressPickerOptions, configuration: CountryConfiguration): string {
  const countries = selectorCountries(configuration, options.value?.country ?? '');
  return options.value?.country || (options.preselected ? defaultCountry(countries) : '');
}

// Without a country yet the search step shows, disabled, asking for one.
const stepFor = (country: string, mode: LookupMode, hasAddress: boolean) => (hasAddress || (country !== '' && mode === 'manual') ? 'fields' : 'search');

export function createAddressPicker(options: AddressPickerOptions): AddressPicker {
  const { logger } = options;
  const initialValue = options.value && !isAddressEmpty(options.value) ? options.value : undefined;
  const store = createStore<AddressPickerState>(initialState(options, initialValue), { onStart: start, onStop: () => runs.stop() });
  const state = store.getSnapshot;
  const runs = createPickerRuns(options.clock, options.host);
  const parts: PickerParts = { options, store, state, runs };
  const states = createStates(parts);
  const lookups = createLookups(parts, states.checkState);

  function start(): void {
    runs.start();
    store.update((s) => {
      s.step = stepFor(s.country, s.mode, initialValue !== undefined);
    });
    if (!options.host) return states.loadStatesFor(state().country);
    void (async () => {
      let hostConfiguration: CountryConfiguration = {};
      try {
        hostConfiguration = await runs.withHost((host) => host.getCountryConfiguration());
      } catch (error) {
        // Without the host's configuration the item's still applies; the rest is entered manually.
        logger.warn('<fin-form> the address configuration could not be loaded.', error);
      }
      if (runs.stopped()) return;
      const configuration = mergeConfiguration(options.configuration, hostConfiguration);
      const country = state().country || startCountry(options, configuration);
      const mode = lookupMode(configuration, country);
      store.update((s) => {
        s.ready = true;
        s.configuration = configuration;
        s.countries = selectorCountries(configuration, country);
        if (s.country !== country) s.address = initialValue ?? emptyAddress(country);
        s.country = country;
        s.mode = mode;
        s.step = stepFor(country, mode, initialValue !== undefined);
      });
      states.loadStatesFor(country);
    })();
  }

  /** §4: a new country (picked, or GB after an unsupported state's Cancel) starts an empty address; Singapore presets its city. */
  function resetTo(country: string): void {
    runs.cancel();
    const mode = lookupMode(state().configuration, country);
    store.update((s) => {
      s.country = country;
      s.mode = mode;
      s.address = emptyAddress(country);
      s.step = stepFor(country, mode, false);
      s.query = '';
      s.status = 'idle';
      s.levels = [];
      s.resolving = false;
      s.unsupportedState = undefined;
    });
    states.loadStatesFor(country);
  }

  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    setCountry(country) {
      const code = country.toUpperCase();
      if (code !== state().country) resetTo(code);
    },
    ...lookups,
    searchAgain() {
      if (state().mode === 'manual') return;
      store.update((s) => {
        s.step = 'search';
      });
    },
    setField(field, value) {
      store.update((s) => {
        s.address[field] = value;
      });
    },
    loadStates() {
      states.loadStatesFor(state().country);
    },
    pickState(code) {
      store.update((s) => {
        s.address.region = code;
      });
      states.checkState();
    },
    cancelUnsupported() {
      resetTo(DEFAULT_ADDRESS_COUNTRY);
      options.onChange(emptyAddress(DEFAULT_ADDRESS_COUNTRY));
    },
    use() {
      options.onChange(structuredClone(state().address));
    },
  };
}
