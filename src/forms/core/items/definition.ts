/**
 * What an item type is to the engine: how its own fields and its value are decoded, and its
 * kind (§4, §5): whether the user interacts with it, when it is empty, its validation, and
 * whether a pick advances the flow. One definition per type; the engine gets the list.
 */
import type { FormTranslate } from '../../strings';
import type { Decoder, Json } from '../../../shared/decode';
import type { Warn } from '../fields';
import type { Action, ValidationRule } from '../item-model';

/** The fields every item has (§3 Item). */
export interface ItemBase<T extends string = string, V = unknown> {
  type: T;
  id: string;
  required: boolean;
  title?: string;
  hint?: string;
  placeholder?: string;
  underlineText?: string;
  style?: string;
  validations: ValidationRule[];
  /** §3 Common item fields: shown under the item; one is chosen like a view's action (docs/forms-wire.md). */
  actions: Action[];
  /** The server's value, decoded; a value of the wrong shape is dropped with a warning. */
  value?: V;
}

export type ValueOf<I extends ItemBase> = NonNullable<I['value']>;

/** undefined: valid; a string: invalid, with the message to show ('' when the spec gives none). */
export type Verdict = string | undefined;

/** What the decoder of a type's own fields gets besides the JSON. */
export interface ItemDecodeContext {
  warn: Warn;
}

export interface ItemKind<I extends ItemBase> {
  /** The user can change it (display types cannot). */
  interactive(item: I): boolean;
  /** What an absent value counts as, for types that are never empty (the legacy groups). */
  absent?: ValueOf<I>;
  /** Default: undefined, null, '' and empty arrays are empty. */
  isEmpty?(value: ValueOf<I>, item: I): boolean;
  /** The spec's own text for a required item left empty (§5 Currency); default '{label} is required'. */
  emptyMessage?(t: FormTranslate): string;
  /** Checks a non-empty value. */
  validate?(value: ValueOf<I>, item: I, t: FormTranslate): Verdict;
  /** A pick advances the flow and the primary button is hidden when it is the only input (§4). */
  autoAdvance?(item: I): boolean;
  /**
   * An advancing item's answer that still needs the user's Continue: the custom 'Other' of a
   * CELL or CONTINUE_BUTTON selection, whose text is typed after the pick. It does not advance,
   * and the primary button shows while it is chosen.
   */
  awaitsContinue?(value: ValueOf<I>, item: I): boolean;
}

export interface ItemDefinition<I extends ItemBase = ItemBase> {
  type: I['type'];
  /** The type's own fields (the common ones and the value are read by the engine's decoder). */
  decode(o: Json, path: string, context: ItemDecodeContext): Omit<I, keyof ItemBase>;
  /** The value's shape; throws a DecodeError for anything else. Display types have none. */
  value?: Decoder<ValueOf<I>>;
  /** The value as submitted, when the form keeps more than the wire carries (the phone's country); default the value. */
  wire?(value: ValueOf<I>): unknown;
  kind: ItemKind<I>;
}

/** Types a definition list, keeping each entry's own item type checked against its functions. */
export const defineItem = <I extends ItemBase>(definition: ItemDefinition<I>): ItemDefinition<I> => definition;

/** For types with no fields beyond the common ones. */
export const noFields = (): Record<never, never> => ({});

export const always = (): boolean => true;
export const never = (): boolean => false;
