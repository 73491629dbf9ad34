/**
 * The address picker of §4: the lookup mode per country, a debounced search (300 ms) of at most
 * 7 suggestions, drilling into containers and back, resolving a final suggestion into the
 * fields, manual entry, the country's states and the unsupported-state rule (§5). Headless:
 * the view renders its state and calls its commands; effects come in as ports.
 */
import type { Clock, TimerId } from '../../../shared/clock';
import type { Logger } from '../../../shared/logger';
import { createStore } from '../../../shared/store';
import { ADDRESS_SEARCH_DEBOUNCE_MS, ADDRESS_SUGGESTION_LIMIT, DEFAULT_ADDRESS_COUNTRY, STATE_PICKER_COUNTRIES } from '../../constants';
import { emptyAddress, isAddressEmpty } from '../items/address';
import type { AddressField, AddressValue, CountryConfiguration } from '../items/address';
import type { AddressHost, AddressSuggestion, CountryState } from './host';

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

const finalOf = (address: AddressValue, index: number): AddressSuggestion => ({
  id: `postcode-${index}`,
  type: 'final',
  result: [address.streetLine1, address.streetLine2].filter(Boolean).join(', '),
  description: [address.city, address.postcode].filter(Boolean).join(', '),
  address,
});

export function createAddressPicker(options: AddressPickerOptions): AddressPicker {
  const { clock, logger } = options;
  const initialValue = options.value && !isAddressEmpty(options.value) ? options.value : undefined;
  const itemConfiguration = mergeConfiguration(options.configuration, {});
  const startCountry = (configuration: CountryConfiguration) => {
    const countries = selectorCountries(configuration, options.value?.country ?? '');
    return options.value?.country || (options.preselected ? defaultCountry(countries) : '');
  };
  const firstCountry = startCountry(itemConfiguration);
  const store = createStore<AddressPickerState>(
    {
      ready: !options.host,
      configuration: itemConfiguration,
      countries: selectorCountries(itemConfiguration, firstCountry),
      country: firstCountry,
      mode: lookupMode(itemConfiguration, firstCountry),
      step: 'search',
      query: '',
      status: 'idle',
      levels: [],
      resolving: false,
      address: initialValue ?? emptyAddress(firstCountry),
      states: { country: '', status: 'idle', list: [] },
    },
    { onStart: start, onStop: stop },
  );
  const state = store.getSnapshot;
  let timer: TimerId | undefined;
  // Each lookup and resolve takes a number; an answer that is not the latest is dropped.
  let run = 0;
  let stopped = false;

  // Without a country yet the search step shows, disabled, asking for one.
  const stepFor = (country: string, mode: LookupMode, hasAddress: boolean) => (hasAddress || (country !== '' && mode === 'manual') ? 'fields' : 'search');

  function start(): void {
    stopped = false;
    store.update((s) => {
      s.step = stepFor(s.country, s.mode, initialValue !== undefined);
    });
    if (!options.host) {
      loadStatesFor(state().country);
      return;
    }
    void (async () => {
      let hostConfiguration: CountryConfiguration = {};
      try {
        hostConfiguration = await (await hostOf()).getCountryConfiguration();
      } catch (error) {
        // Without the host's configuration the item's still applies; the rest is entered manually.
        logger.warn('<fin-form> the address configuration could not be loaded.', error);
      }
      if (stopped) return;
      const configuration = mergeConfiguration(options.configuration, hostConfiguration);
      const country = state().country || startCountry(configuration);
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
      loadStatesFor(country);
    })();
  }

  function stop(): void {
    stopped = true;
    clock.clearTimeout(timer);
    timer = undefined;
    run += 1;
  }

  // Once loaded, the host is called synchronously: a lookup starts in the same tick as its command.
  let loadedHost: AddressHost | undefined;
  const hostOf = async () => (loadedHost ??= await (options.host as () => Promise<AddressHost>)());

  /** §4: a new country (picked, or GB after an unsupported state's Cancel) starts an empty address; Singapore presets its city. */
  function resetTo(country: string): void {
    clock.clearTimeout(timer);
    run += 1;
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
    loadStatesFor(country);
  }

  function setCountry(country: string): void {
    const code = country.toUpperCase();
    if (code !== state().country) resetTo(code);
  }

  async function lookup(text: string, parent: AddressSuggestion | undefined): Promise<void> {
    const ticket = ++run;
    const { country, mode } = state();
    store.update((s) => {
      s.status = 'loading';
    });
    try {
      const host = loadedHost ?? (await hostOf());
      const suggestions =
        mode === 'postcode' && !parent
          ? (await host.getAddressesByPostcode(country, text)).map(finalOf)
          : // §7 getAddressSuggestions(country, text, parent, limit 7): a container's drill-down too.
            (await host.getAddressSuggestions(country, text, parent?.id, ADDRESS_SUGGESTION_LIMIT)).slice(0, ADDRESS_SUGGESTION_LIMIT);
      if (ticket !== run || stopped) return;
      store.update((s) => {
        const level: ResultsLevel = parent ? { parent, suggestions } : { suggestions };
        s.levels = parent ? [...s.levels, level] : [level];
        s.status = suggestions.length > 0 ? 'results' : 'empty';
      });
    } catch (error) {
      if (ticket !== run || stopped) return;
      logger.warn('<fin-form> the address lookup failed.', error);
      store.update((s) => {
        s.status = 'error';
      });
    }
  }

  /** What 'Try again' repeats: the container being opened, else the search. */
  let pending: { text: string; parent?: AddressSuggestion } = { text: '' };

  function runLookup(text: string, parent?: AddressSuggestion): void {
    pending = parent ? { text, parent } : { text };
    void lookup(text, parent);
  }

  function search(text: string): void {
    const { mode } = state();
    if (mode === 'manual' || !state().country) return;
    // §9: a postcode search is uppercased.
    const query = mode === 'postcode' ? text.toUpperCase() : text;
    clock.clearTimeout(timer);
    run += 1;
    store.update((s) => {
      s.query = query;
      s.levels = [];
      s.status = 'idle';
    });
    if (query.trim() === '') return;
    timer = clock.setTimeout(() => {
      timer = undefined;
      options.reportSearch?.(query);
      runLookup(query.trim());
    }, ADDRESS_SEARCH_DEBOUNCE_MS);
  }

  function setAddress(address: AddressValue): void {
    store.update((s) => {
      s.address = address;
      s.step = 'fields';
      s.resolving = false;
    });
    checkState();
  }

  async function resolve(suggestion: AddressSuggestion): Promise<void> {
    const ticket = ++run;
    const { country } = state();
    store.update((s) => {
      s.resolving = true;
    });
    try {
      const resolved = await (loadedHost ?? (await hostOf())).getAddressValuesBySuggestion(country, suggestion.id);
      if (ticket !== run || stopped) return;
      setAddress({ ...resolved, country: resolved.country || country });
    } catch (error) {
      if (ticket !== run || stopped) return;
      logger.warn('<fin-form> the address could not be resolved.', error);
      pending = { text: state().query.trim() };
      store.update((s) => {
        s.resolving = false;
        s.status = 'error';
      });
    }
  }

  function choose(suggestion: AddressSuggestion): void {
    if (state().resolving) return;
    if (suggestion.type === 'container') return runLookup(state().query.trim(), suggestion);
    if (suggestion.address) return setAddress({ ...suggestion.address, country: suggestion.address.country || state().country });
    void resolve(suggestion);
  }

  function loadStatesFor(country: string): void {
    if (!STATE_PICKER_COUNTRIES.includes(country) || !options.host) return;
    const current = state().states;
    if (current.country === country && (current.status === 'ready' || current.status === 'loading')) return;
    store.update((s) => {
      s.states = { country, status: 'loading', list: [] };
    });
    void (async () => {
      try {
        const list = await (loadedHost ?? (await hostOf())).getCountryStates(country);
        if (stopped || state().states.country !== country) return;
        store.update((s) => {
          s.states = { country, status: 'ready', list };
        });
        checkState();
      } catch (error) {
        if (stopped || state().states.country !== country) return;
        logger.warn('<fin-form> the list of states could not be loaded.', error);
        store.update((s) => {
          s.states = { country, status: 'error', list: [] };
        });
      }
    })();
  }

  /** §5: an address in a state the server marks unsupported opens the dialog. */
  function checkState(): void {
    const { address, states } = state();
    if (!STATE_PICKER_COUNTRIES.includes(address.country) || address.region === '') return;
    if (states.country !== address.country || states.status !== 'ready') return loadStatesFor(address.country);
    const found = states.list.find((entry) => entry.code === address.region.toUpperCase() || entry.name.toLowerCase() === address.region.toLowerCase());
    if (found && !found.supported) {
      store.update((s) => {
        s.unsupportedState = found.code;
      });
    }
  }

  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    setCountry,
    search,
    retry() {
      if (state().status === 'error') runLookup(pending.text, pending.parent);
    },
    choose,
    back() {
      run += 1;
      store.update((s) => {
        s.levels = s.levels.slice(0, -1);
        s.status = s.levels.length > 0 ? 'results' : 'idle';
      });
    },
    enterManually() {
      clock.clearTimeout(timer);
      run += 1;
      store.update((s) => {
        s.step = 'fields';
        s.resolving = false;
      });
    },
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
    autofill(fields) {
      clock.clearTimeout(timer);
      run += 1;
      const { country } = state();
      const { country: _ignored, ...rest } = fields;
      store.update((s) => {
        s.address = { ...s.address, ...rest, country };
        s.step = 'fields';
        s.query = '';
        s.status = 'idle';
        s.levels = [];
      });
      checkState();
    },
    loadStates() {
      loadStatesFor(state().country);
    },
    pickState(code) {
      store.update((s) => {
        s.address.region = code;
      });
      checkState();
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
