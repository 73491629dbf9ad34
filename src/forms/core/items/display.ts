/**
 * The display types (§5): IMAGE, LIST, TABLE_ITEM, TRANSACTION_CELL, CARD_CELL, ENTITY_CELL,
 * WIDGET_PROGRESSION and ENTITIES_LIST. Nobody changes them, so their values are not read.
 */
import { id, number, object, oneOf, optional, string } from '../../../shared/decode';
import type { Json } from '../../../shared/decode';
import { at, compact, listAt, optNumber, optObject, optString } from '../fields';
import type { ListItem, ProgressionStep, TransactionSummary } from '../item-model';
import { defineItem, never } from './definition';
import type { ItemBase, ItemDecodeContext } from './definition';
import { decodeListItem } from './parts';

const display = { interactive: never };

export interface ImageItem extends ItemBase<'IMAGE', never> {
  url?: string;
}

const imageItem = defineItem<ImageItem>({
  type: 'IMAGE',
  decode: (o, path) => compact({ url: at(o, 'url', path, optString) }),
  kind: display,
});

export interface ListDisplayItem extends ItemBase<'LIST' | 'ENTITIES_LIST', never> {
  listItems: ListItem[];
}

const decodeRows = (o: Json, path: string, { warn }: ItemDecodeContext) => ({ listItems: listAt(o, 'items', path, (value, at_) => decodeListItem(value, at_, warn)) });

const listItem = defineItem<ListDisplayItem>({ type: 'LIST', decode: decodeRows, kind: display });
const entitiesListItem = defineItem<ListDisplayItem>({ type: 'ENTITIES_LIST', decode: decodeRows, kind: display });

export interface TableItem extends ItemBase<'TABLE_ITEM', never> {
  text?: string;
}

const tableItem = defineItem<TableItem>({
  type: 'TABLE_ITEM',
  decode: (o, path) => compact({ text: at(o, 'text', path, optString) }),
  kind: display,
});

export interface TransactionCellItem extends ItemBase<'TRANSACTION_CELL', never> {
  transaction?: TransactionSummary;
}

function decodeTransaction(value: unknown, path: string): TransactionSummary {
  const o = object(value, path);
  const amount = at(o, 'amount', path, optObject);
  return compact({
    id: at(o, 'id', path, id),
    description: at(o, 'description', path, optString) ?? '',
    createdDate: at(o, 'createdDate', path, optString),
    amount: amount && { amount: at(amount, 'amount', `${path}.amount`, optNumber) ?? 0, currency: at(amount, 'currency', `${path}.amount`, string) },
    state: at(o, 'state', path, optString),
    creatorName: at(o, 'creatorName', path, optString),
    iconUrl: at(o, 'iconUrl', path, optString),
  });
}

const transactionCellItem = defineItem<TransactionCellItem>({
  type: 'TRANSACTION_CELL',
  decode: (o, path) => compact({ transaction: at(o, 'transaction', path, optional(decodeTransaction)) }),
  kind: display,
});

export interface Cell {
  id: string;
  title: string;
  description?: string;
  iconUrl?: string;
}

export interface CellItem extends ItemBase<'CARD_CELL' | 'ENTITY_CELL', never> {
  cell?: Cell;
}

function decodeCell(value: unknown, path: string): Cell {
  const o = object(value, path);
  return compact({
    id: at(o, 'id', path, id),
    title: at(o, 'title', path, optString) ?? '',
    description: at(o, 'description', path, optString),
    iconUrl: at(o, 'assetUrl', path, optString) ?? at(o, 'iconUrl', path, optString),
  });
}

/** The cell comes as `card` or `entity`. */
const decodeCellItem = (o: Json, path: string) => compact({ cell: o.card ? at(o, 'card', path, decodeCell) : at(o, 'entity', path, optional(decodeCell)) });

const cardCellItem = defineItem<CellItem>({ type: 'CARD_CELL', decode: decodeCellItem, kind: display });
const entityCellItem = defineItem<CellItem>({ type: 'ENTITY_CELL', decode: decodeCellItem, kind: display });

export interface ProgressionItem extends ItemBase<'WIDGET_PROGRESSION', never> {
  steps: ProgressionStep[];
  currentStepIndex?: number;
  /** A ticket whose progress (§7 getTicketProgress) gives the steps instead (docs/forms-wire.md). */
  ticketId?: string;
}

export function decodeStep(value: unknown, path: string): ProgressionStep {
  const o = object(value, path);
  return compact({
    id: at(o, 'id', path, optional(id)),
    title: at(o, 'title', path, optString) ?? '',
    date: at(o, 'date', path, optString),
    description: at(o, 'description', path, optString),
    lineStyle: at(o, 'lineStyle', path, optional(oneOf(['SOLID', 'DASHED'] as const))),
  });
}

const progressionItem = defineItem<ProgressionItem>({
  type: 'WIDGET_PROGRESSION',
  decode: (o, path) =>
    compact({ steps: listAt(o, 'steps', path, decodeStep), currentStepIndex: at(o, 'currentStepIndex', path, optional(number)), ticketId: at(o, 'ticketId', path, optional(id)) }),
  kind: display,
});

/** For src/forms/core/items/index.ts. */
export const displayItems = [imageItem, listItem, tableItem, transactionCellItem, cardCellItem, entityCellItem, progressionItem, entitiesListItem] as const;
