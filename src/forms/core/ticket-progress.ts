/**
 * §7 getTicketProgress(ticketId): the progress of the ticket a WIDGET_PROGRESSION item names
 * (§3 Ticket progress: headerTitle, currentStepIndex, steps), decoded at the boundary, and a tiny
 * headless loader for the item's view: loading, then ready or error, with retry.
 */
import { object } from '../../shared/decode';
import { createStore } from '../../shared/store';
import type { Readable } from '../../shared/store';
import { at, compact, listAt, optNumber, optString } from './fields';
import type { ProgressionStep } from './item-model';
import { decodeStep } from './items/display';

export interface TicketProgress {
  headerTitle?: string;
  currentStepIndex?: number;
  steps: ProgressionStep[];
}

export function decodeTicketProgress(value: unknown, path = '$'): TicketProgress {
  const o = object(value, path);
  return compact({
    headerTitle: at(o, 'headerTitle', path, optString),
    currentStepIndex: at(o, 'currentStepIndex', path, optNumber),
    steps: listAt(o, 'steps', path, decodeStep),
  });
}

export type ProgressLoadState = { status: 'loading' } | { status: 'ready'; progress: TicketProgress } | { status: 'error' };

export interface ProgressLoad extends Readable<ProgressLoadState> {
  retry(): void;
}

/** Loads when first watched (once: a ticket's progress is read once per item shown), again on retry. */
export function createProgressLoad(load: () => Promise<unknown>, warn: (message: string, error: unknown) => void): ProgressLoad {
  const store = createStore<ProgressLoadState>({ status: 'loading' }, { onStart: () => store.getSnapshot().status === 'loading' && run() });
  let ticket = 0;
  function run(): void {
    const mine = ++ticket;
    store.set({ status: 'loading' });
    load()
      .then((json) => decodeTicketProgress(json))
      .then(
        (progress) => mine === ticket && store.set({ status: 'ready', progress }),
        (error: unknown) => {
          if (mine !== ticket) return;
          warn('<fin-form> the ticket progress could not be loaded.', error);
          store.set({ status: 'error' });
        },
      );
  }
  return { getSnapshot: store.getSnapshot, subscribe: store.subscribe, retry: run };
}
