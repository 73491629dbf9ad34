/**
 * The chargeback block's core: the sections of a transaction's chargeback. A 404 (no
 * chargeback) and any other error both hide the block (spec §7, §8); the client has already
 * logged the other errors.
 */
import { castDraft } from 'immer';
import { object } from '../../shared/decode';
import type { HelpCentreClient } from '../../shared/helpcentre/client';
import { consoleLogger } from '../../shared/logger';
import type { Logger } from '../../shared/logger';
import { createStore } from '../../shared/store';
import { decodeSections } from './decode';
import type { Section } from './model';

export interface ChargebackSnapshot {
  status: 'loading' | 'shown' | 'hidden';
  sections: readonly Section[];
}

export interface ChargebackOptions {
  client: HelpCentreClient;
  transactionId: string;
  /** Where skipped widgets are reported; the console by default. */
  logger?: Logger;
}

/** Loads when the first listener subscribes; after the last leaves, answers on their way change nothing. */
export interface ChargebackCore {
  getSnapshot(): ChargebackSnapshot;
  subscribe(listener: () => void): () => void;
  /** Loads the sections; sections already shown stay on screen until the new ones arrive. */
  load(): Promise<void>;
}

/** The answer is `{sections: [...]}` (docs/helpcentre-api.md). */
export function decodeChargeback(json: unknown) {
  return decodeSections(object(json, '$').sections, '$.sections');
}

export function createChargeback({ client, transactionId, logger = consoleLogger }: ChargebackOptions): ChargebackCore {
  const store = createStore<ChargebackSnapshot>(
    { status: 'loading', sections: [] },
    { onStart: () => store.getSnapshot().status === 'loading' && void load(), onStop: () => void (generation += 1) },
  );
  let generation = 0;

  async function load(): Promise<void> {
    const current = ++generation;
    store.update((draft) => {
      if (draft.status !== 'shown') draft.status = 'loading';
    });
    let sections: readonly Section[] = [];
    try {
      const decoded = await client.getChargebackSections(transactionId, decodeChargeback);
      for (const warning of decoded?.warnings ?? []) logger.warn(`<fin-chargeback transaction-id="${transactionId}">: ${warning}`);
      sections = (decoded?.value ?? []).filter((section) => section.items.length > 0);
    } catch {
      sections = [];
    }
    if (current !== generation) return;
    store.update((draft) => {
      draft.status = sections.length ? 'shown' : 'hidden';
      draft.sections = castDraft(sections);
    });
  }

  return { getSnapshot: store.getSnapshot, subscribe: store.subscribe, load };
}
