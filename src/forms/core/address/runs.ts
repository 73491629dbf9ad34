/**
 * What the address picker's parts share (./picker.ts, ./lookup.ts, ./states.ts): its options,
 * store and the runs of its calls. A lookup or resolve takes a number and its answer counts only
 * while that number is the latest; `cancel` drops the pending search and every answer on its way,
 * for each command that starts something new (a country, a search, manual entry, autofill, Back).
 */
import type { Clock, TimerId } from '../../../shared/clock';
import type { Store } from '../../../shared/store';
import type { AddressHost } from './host';
import type { AddressPickerOptions, AddressPickerState } from './picker';

export interface PickerRuns {
  /** Drops the pending search (its 300 ms pause) and the answers on their way. */
  cancel(): void;
  /** Waits `ms` (replacing a pending wait), then runs `task`. */
  debounce(task: () => void, ms: number): void;
  /** A number for a call; its answer is taken only while `current(ticket)`. */
  next(): number;
  current(ticket: number): boolean;
  /** Calls the address host, loaded once: once loaded, in the same tick as the command. */
  withHost<T>(call: (host: AddressHost) => Promise<T>): Promise<T>;
  start(): void;
  /** The last listener left: nothing pending runs, no answer is taken. */
  stop(): void;
  stopped(): boolean;
}

export interface PickerParts {
  options: AddressPickerOptions;
  store: Store<AddressPickerState>;
  state(): AddressPickerState;
  runs: PickerRuns;
}

export function createPickerRuns(clock: Clock, loadHost: (() => Promise<AddressHost>) | undefined): PickerRuns {
  let timer: TimerId | undefined;
  let run = 0;
  let stopped = false;
  let loaded: AddressHost | undefined;
  const cancel = () => {
    clock.clearTimeout(timer);
    timer = undefined;
    run += 1;
  };
  return {
    cancel,
    debounce(task, ms) {
      clock.clearTimeout(timer);
      timer = clock.setTimeout(() => {
        timer = undefined;
        task();
      }, ms);
    },
    next: () => ++run,
    current: (ticket) => ticket === run && !stopped,
    withHost: (call) =>
      loaded
        ? call(loaded)
        : (loadHost as () => Promise<AddressHost>)().then((host) => {
            loaded ??= host;
            return call(loaded);
          }),
    start() {
      stopped = false;
    },
    stop() {
      stopped = true;
      cancel();
    },
    stopped: () => stopped,
  };
}
