/**
 * The engine's view of the item definitions it was given: decoding an item (common fields,
 * the type's own, its value), and the §4/§5 rules by type. Types without a definition are not
 * decoded: the engine keeps their JSON, sends it back unchanged and warns once.
 */
import { id, object, oneOf, optional, string } from '../../../shared/decode';
import { DecodeError } from '../../../shared/errors';
import type { FormTranslate } from '../../strings';
import { at, compact, listAt, optBool, optString } from '../fields';
import type { Warn } from '../fields';
import type { ValidationRule } from '../item-model';
import type { ItemBase, ItemDefinition, ItemKind } from './definition';
import { decodeAction } from './parts';
import type { Item } from './index';

export interface ItemRules {
  /** The item, or undefined when its type has no definition here (reported through `unknown`). */
  decode(value: unknown, path: string, report: { warn: Warn; unknown(type: string): void }): Item | undefined;
  /** The item's value in its type's shape, or undefined (with a warning) when it has another shape. */
  decodeValue(item: Item, value: unknown, path: string, warn: Warn): unknown;
  /** The value as the server gets it (ItemDefinition.wire). */
  wireValue(item: Item, value: unknown): unknown;
  isInteractive(item: Item): boolean;
  isEmpty(item: Item, value: unknown): boolean;
  /** §5 General: optional empty passes, required empty fails (silently); otherwise the type's rule. */
  validate(item: Item, value: unknown): { valid: boolean; message?: string };
  isAutoAdvance(item: Item): boolean;
  /** An advancing item's value that waits for Continue instead (ItemKind.awaitsContinue). */
  awaitsContinue(item: Item, value: unknown): boolean;
  /** The type's text for a required item left empty, if the spec gives one. */
  emptyMessage(item: Item): string | undefined;
  /** Definitions loaded later (src/forms/core/items/lazy.ts): their types are decoded from then on. */
  add(definitions: readonly ItemDefinition[]): void;
}

function decodeRule(value: unknown, path: string): ValidationRule {
  const o = object(value, path);
  return compact({
    type: at(o, 'type', path, optional(oneOf(['TEXT', 'EXTERNAL'] as const))) ?? 'TEXT',
    pattern: at(o, 'pattern', path, optString),
    message: at(o, 'message', path, optString),
  });
}

const defaultEmpty = (value: unknown): boolean => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

export function createItemRules(definitions: readonly ItemDefinition[], t: FormTranslate): ItemRules {
  const byType = new Map<string, ItemDefinition>(definitions.map((definition) => [definition.type, definition]));
  const kind = (item: Item): ItemKind<ItemBase> | undefined => byType.get(item.type)?.kind;

  function decodeValue(item: Item, value: unknown, path: string, warn: Warn): unknown {
    const decode = byType.get(item.type)?.value;
    if (value === undefined || value === null || !decode) return undefined;
    try {
      return decode(value, path);
    } catch (error) {
      if (!(error instanceof DecodeError)) throw error;
      warn(`<fin-form> the value of item "${item.id}" (${item.type}) is dropped: ${error.message}`);
      return undefined;
    }
  }

  const isInteractive = (item: Item): boolean => kind(item)?.interactive(item) ?? false;

  function isEmpty(item: Item, value: unknown): boolean {
    const own = kind(item);
    const present = value ?? own?.absent;
    if (present === undefined || present === null) return true;
    return own?.isEmpty ? own.isEmpty(present, item) : defaultEmpty(present);
  }

  return {
    decode(value, path, report) {
      const o = object(value, path);
      const type = at(o, 'type', path, string);
      const definition = byType.get(type);
      if (!definition) {
        report.unknown(type);
        return undefined;
      }
      const base: ItemBase = compact({
        type,
        id: at(o, 'id', path, id),
        required: at(o, 'required', path, optBool) ?? false,
        title: at(o, 'title', path, optString),
        hint: at(o, 'hint', path, optString),
        placeholder: at(o, 'placeholder', path, optString),
        underlineText: at(o, 'underlineText', path, optString),
        style: at(o, 'style', path, optString),
        validations: listAt(o, 'validations', path, decodeRule),
        actions: listAt(o, 'actions', path, decodeAction),
      });
      const item = { ...base, ...definition.decode(o, path, { warn: report.warn }) } as Item;
      const initial = decodeValue(item, o.value, `${path}.value`, report.warn);
      return initial === undefined ? item : ({ ...item, value: initial } as Item);
    },
    decodeValue,
    wireValue(item, value) {
      const wire = byType.get(item.type)?.wire;
      return wire && value !== undefined && value !== null ? wire(value as never) : value;
    },
    isInteractive,
    isEmpty,
    validate(item, value) {
      const own = kind(item);
      if (!own || !isInteractive(item)) return { valid: true };
      if (isEmpty(item, value)) return { valid: !item.required };
      const verdict = own.validate?.((value ?? own.absent) as NonNullable<unknown>, item, t);
      return verdict === undefined ? { valid: true } : { valid: false, message: verdict };
    },
    isAutoAdvance: (item) => isInteractive(item) && Boolean(kind(item)?.autoAdvance?.(item)),
    awaitsContinue: (item, value) => value !== undefined && value !== null && Boolean(kind(item)?.awaitsContinue?.(value as never, item)),
    emptyMessage: (item) => kind(item)?.emptyMessage?.(t),
    add(more) {
      for (const definition of more) byType.set(definition.type, definition);
    },
  };
}
