/**
 * The address picker's country states (§5): the list loaded for the countries that have a state
 * picker, and the unsupported-state rule (an address in a state the server marks unsupported opens
 * the dialog). Part of ./picker.ts, over the parts it shares (./runs.ts).
 */
import { STATE_PICKER_COUNTRIES } from '../../constants';
import type { PickerParts } from './runs';

export interface States {
  loadStatesFor(country: string): void;
  checkState(): void;
}

export function createStates({ options, store, state, runs }: PickerParts): States {
  function loadStatesFor(country: string): void {
    if (!STATE_PICKER_COUNTRIES.includes(country) || !options.host) return;
    const current = state().states;
    if (current.country === country && (current.status === 'ready' || current.status === 'loading')) return;
    store.update((s) => {
      s.states = { country, status: 'loading', list: [] };
    });
    void (async () => {
      try {
        const list = await runs.withHost((host) => host.getCountryStates(country));
        if (runs.stopped() || state().states.country !== country) return;
        store.update((s) => {
          s.states = { country, status: 'ready', list };
        });
        checkState();
      } catch (error) {
        if (runs.stopped() || state().states.country !== country) return;
        options.logger.warn('<fin-form> the list of states could not be loaded.', error);
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

  return { loadStatesFor, checkState };
}
