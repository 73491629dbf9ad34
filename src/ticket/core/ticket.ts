/**
 * The ticket widget's core (spec §4 "Ticket widget"): loading, then shown. The ticket is
 * fetched, then marked seen. Fetch errors go to onError and leave the error state, from which
 * retry() loads again; refresh() reloads while the current ticket stays on screen.
 */
import { castDraft } from 'immer';
import { toFinError } from '../../shared/errors';
import { HttpStatusError } from '../../shared/http';
import type { FinWidgetsError } from '../../shared/errors';
import type { HelpCentreClient } from '../../shared/helpcentre/client';
import { consoleLogger } from '../../shared/logger';
import type { Logger } from '../../shared/logger';
import { createStore } from '../../shared/store';
import { decodeTicket } from './decode';
import type { Ticket } from './model';

/** not-found: the server answered 404, so there is no such ticket and no point in Retry. */
export type TicketStatus = 'loading' | 'shown' | 'error' | 'not-found';

export interface TicketSnapshot {
  status: TicketStatus;
  /** The last ticket shown; kept while a refresh runs. */
  ticket: Ticket | undefined;
  /** True while a refresh reloads a ticket already shown. */
  refreshing: boolean;
}

export interface TicketOptions {
  client: HelpCentreClient;
  ticketId: string;
  /** Spec §8: ticket fetch errors are passed to an onError callback. */
  onError?: (error: FinWidgetsError) => void;
  /** Where problems decoding could live with (skipped widgets) are reported; the console by default. */
  logger?: Logger;
}

/**
 * Loads when the first listener subscribes (unless a ticket is already shown); after the last
 * leaves, answers still on their way change nothing.
 */
export interface TicketCore {
  getSnapshot(): TicketSnapshot;
  subscribe(listener: () => void): () => void;
  /** Fetches the ticket, then marks it seen (Retry). */
  load(): Promise<void>;
  /** Loads again after an action changed the ticket. */
  refresh(): Promise<void>;
}

export function createTicket({ client, ticketId, onError, logger = consoleLogger }: TicketOptions): TicketCore {
  const store = createStore<TicketSnapshot>(
    { status: 'loading', ticket: undefined, refreshing: false },
    {
      onStart: () => store.getSnapshot().status !== 'shown' && void load(),
      // An answer on its way is dropped; the next start loads again.
      onStop: () => void (generation += 1),
    },
  );
  // Each load gets a number; an answer for an older load is dropped.
  let generation = 0;

  async function fetchTicket(): Promise<void> {
    const current = ++generation;
    try {
      const { value, warnings } = await client.getTicket(ticketId, decodeTicket);
      if (current !== generation) return;
      for (const warning of warnings) logger.warn(`<fin-ticket ticket-id="${ticketId}">: ${warning}`);
      store.update((draft) => {
        draft.status = 'shown';
        draft.ticket = castDraft(value);
        draft.refreshing = false;
      });
    } catch (error) {
      if (current !== generation) return;
      store.update((draft) => {
        draft.status = error instanceof HttpStatusError && error.status === 404 ? 'not-found' : 'error';
        draft.refreshing = false;
      });
      onError?.(toFinError(error));
      return;
    }
    // Spec §7: seen is sent after the fetch. A failure here changes nothing the user sees.
    await client.markTicketSeen(ticketId).catch((error: unknown) => logger.warn(`could not mark ticket ${ticketId} seen: ${toFinError(error).message}`));
  }

  function load(): Promise<void> {
    store.update((draft) => {
      draft.status = 'loading';
      draft.refreshing = false;
    });
    return fetchTicket();
  }

  function refresh(): Promise<void> {
    if (store.getSnapshot().status !== 'shown') return load();
    store.update((draft) => {
      draft.refreshing = true;
    });
    return fetchTicket();
  }

  return { getSnapshot: store.getSnapshot, subscribe: store.subscribe, load, refresh };
}
