/**
 * The address picker's search side (§4): the debounced search (300 ms) of at most 7 suggestions,
 * drilling into containers and back, resolving a final suggestion into the fields, manual entry
 * and the browser's autofill. Part of ./picker.ts, over the parts it shares (./runs.ts).
 */
import { ADDRESS_SEARCH_DEBOUNCE_MS, ADDRESS_SUGGESTION_LIMIT } from '../../constants';
import type { AddressValue } from '../items/address';
import type { AddressSuggestion } from './host';
import type { AddressPicker, ResultsLevel } from './picker';
import type { PickerParts } from './runs';

const finalOf = (address: AddressValue, index: number): AddressSuggestion => ({
  id: `postcode-${index}`,
  type: 'final',
  result: [address.streetLine1, address.streetLine2].filter(Boolean).join(', '),
  description: [address.city, address.postcode].filter(Boolean).join(', '),
  address,
});

/** One search, or a container's children: the list shown next, when its answer is still the latest. */
async function lookup({ options, store, state, runs }: PickerParts, text: string, parent: AddressSuggestion | undefined): Promise<void> {
  const ticket = runs.next();
  const { country, mode } = state();
  store.update((s) => {
    s.status = 'loading';
  });
  try {
    const suggestions = await runs.withHost(async (host) =>
      mode === 'postcode' && !parent
        ? (await host.getAddressesByPostcode(country, text)).map(finalOf)
        : // §7 getAddressSuggestions(country, text, parent, limit 7): a container's drill-down too.
          (await host.getAddressSuggestions(country, text, parent?.id, ADDRESS_SUGGESTION_LIMIT)).slice(0, ADDRESS_SUGGESTION_LIMIT),
    );
    if (!runs.current(ticket)) return;
    store.update((s) => {
      const level: ResultsLevel = parent ? { parent, suggestions } : { suggestions };
      s.levels = parent ? [...s.levels, level] : [level];
      s.status = suggestions.length > 0 ? 'results' : 'empty';
    });
  } catch (error) {
    if (!runs.current(ticket)) return;
    options.logger.warn('<fin-form> the address lookup failed.', error);
    store.update((s) => {
      s.status = 'error';
    });
  }
}

export type Lookups = Pick<AddressPicker, 'search' | 'retry' | 'choose' | 'back' | 'enterManually' | 'autofill'>;

/** `checkState`: §5's unsupported-state check, run on each address taken. */
export function createLookups(parts: PickerParts, checkState: () => void): Lookups {
  const { options, store, state, runs } = parts;
  const { logger } = options;
  /** What 'Try again' repeats: the container being opened, else the search. */
  let pending: { text: string; parent?: AddressSuggestion } = { text: '' };

  function runLookup(text: string, parent?: AddressSuggestion): void {
    pending = parent ? { text, parent } : { text };
    void lookup(parts, text, parent);
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
    const ticket = runs.next();
    const { country } = state();
    store.update((s) => {
      s.resolving = true;
    });
    try {
      const resolved = await runs.withHost((host) => host.getAddressValuesBySuggestion(country, suggestion.id));
      if (!runs.current(ticket)) return;
      setAddress({ ...resolved, country: resolved.country || country });
    } catch (error) {
      if (!runs.current(ticket)) return;
      logger.warn('<fin-form> the address could not be resolved.', error);
      pending = { text: state().query.trim() };
      store.update((s) => {
        s.resolving = false;
        s.status = 'error';
      });
    }
  }

  return {
    search(text) {
      const { mode } = state();
      if (mode === 'manual' || !state().country) return;
      // §9: a postcode search is uppercased.
      const query = mode === 'postcode' ? text.toUpperCase() : text;
      runs.cancel();
      store.update((s) => {
        s.query = query;
        s.levels = [];
        s.status = 'idle';
      });
      if (query.trim() === '') return;
      runs.debounce(() => {
        options.reportSearch?.(query);
        runLookup(query.trim());
      }, ADDRESS_SEARCH_DEBOUNCE_MS);
    },
    retry() {
      if (state().status === 'error') runLookup(pending.text, pending.parent);
    },
    choose(suggestion) {
      if (state().resolving) return;
      if (suggestion.type === 'container') return runLookup(state().query.trim(), suggestion);
      if (suggestion.address) return setAddress({ ...suggestion.address, country: suggestion.address.country || state().country });
      void resolve(suggestion);
    },
    back() {
      runs.cancel();
      store.update((s) => {
        s.levels = s.levels.slice(0, -1);
        s.status = s.levels.length > 0 ? 'results' : 'idle';
      });
    },
    enterManually() {
      runs.cancel();
      store.update((s) => {
        s.step = 'fields';
        s.resolving = false;
      });
    },
    autofill(fields) {
      runs.cancel();
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
  };
}
