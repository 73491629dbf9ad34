/**
 * The navigation state of the troubleshooter routes (§2.3: the list page's title and
 * transactionFilters; the entity chosen; a confirmed popup), kept under one key so the host's own
 * history state is not read as ours.
 */
import type { Card, Transaction, TransactionFilter } from '../../core/troubleshooter';

export interface TroubleshootState {
  title?: string | undefined;
  transactionFilters?: TransactionFilter[] | undefined;
  transaction?: Transaction | undefined;
  card?: Card | undefined;
  /** The chat category of the topic the entity was picked on: the troubleshooter's chat asks about it (§7.8). */
  category?: string | undefined;
  /** The user answered Yes to 'Is your issue about this …?'. */
  confirmed?: boolean | undefined;
}

const KEY = 'finHelpCentre';

export function readTroubleshootState(raw: unknown): TroubleshootState {
  const value = raw && typeof raw === 'object' ? (raw as Record<string, unknown>)[KEY] : undefined;
  return value && typeof value === 'object' ? (value as TroubleshootState) : {};
}

export const troubleshootState = (state: TroubleshootState) => ({ [KEY]: state });
