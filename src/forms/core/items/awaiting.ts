/**
 * CAMERA_IMAGE, DOCUMENT, FILES_UPLOAD and SIGNATURE_INPUT, as far as §5 General
 * needs them before their own issue lands (media; ADDRESS_INPUT has its own, items/address.ts): a kind, so a required one that is
 * empty fails instead of passing as an unknown type. Values keep the server's shape. Each entry
 * here gives way to the full definition of its type when that issue is merged.
 */
import { always, defineItem, noFields } from './definition';
import type { ItemBase } from './definition';

export type AwaitingItem = ItemBase<'CAMERA_IMAGE' | 'DOCUMENT' | 'FILES_UPLOAD' | 'SIGNATURE_INPUT', unknown>;

/** Absent values never reach a value decoder, so this one is never null. */
const keep = (value: unknown): NonNullable<unknown> => value as NonNullable<unknown>;

const blank = (text: unknown) => typeof text !== 'string' || text.trim() === '';

/** §5 Camera image and file upload: at least one file. */
const noFiles = (value: unknown) => !Array.isArray(value) || value.length === 0;

const awaiting = (type: AwaitingItem['type'], isEmpty: (value: unknown) => boolean) =>
  defineItem<AwaitingItem>({ type, decode: noFields, value: keep, kind: { interactive: always, isEmpty } });

/** For src/forms/core/items/index.ts. */
export const awaitingItems = [
  awaiting('CAMERA_IMAGE', noFiles),
  awaiting('DOCUMENT', noFiles),
  awaiting('FILES_UPLOAD', noFiles),
  awaiting('SIGNATURE_INPUT', blank),
] as const;
