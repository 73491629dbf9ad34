/**
 * YES_NO_INPUT, STAR_RATING_INPUT, SINGLE_SELECTION, MULTI_SELECTION, EDITABLE_LIST and the
 * legacy groups MULTI_CHOICE, SINGLE_CHOICE, SINGLE_CHOICE_TEXT_INPUT (§5).
 */
import { boolean, id, list, number, object } from '../../../shared/decode';
import type { Json } from '../../../shared/decode';
import { at, compact, listAt, optBool, optObject, optString } from '../fields';
import type { CustomOption, ListItem, Option } from '../item-model';
import { always, defineItem, noFields } from './definition';
import type { ItemBase, ItemDecodeContext, ItemKind } from './definition';
import { decodeCustomOption, decodeListItem, decodeOption } from './parts';

export type YesNoItem = ItemBase<'YES_NO_INPUT', boolean>;

const yesNoItem = defineItem<YesNoItem>({
  type: 'YES_NO_INPUT',
  decode: noFields,
  value: boolean,
  kind: { interactive: always, autoAdvance: (item) => item.required },
});

export interface StarRatingItem extends ItemBase<'STAR_RATING_INPUT', number> {
  minLabel?: string;
  maxLabel?: string;
}

const starRatingItem = defineItem<StarRatingItem>({
  type: 'STAR_RATING_INPUT',
  decode: (o, path) => compact({ minLabel: at(o, 'minLabel', path, optString), maxLabel: at(o, 'maxLabel', path, optString) }),
  value: number,
  kind: { interactive: always, validate: (value) => (Number.isInteger(value) && value >= 1 && value <= 5 ? undefined : '') },
});

interface Choices {
  options: Option[];
  customOption?: CustomOption;
}

const decodeChoices = (o: Json, path: string, { warn }: ItemDecodeContext): Choices =>
  compact({ options: listAt(o, 'options', path, (value, at_) => decodeOption(value, at_, warn)), customOption: decodeCustomOption(o, path) });

export interface SingleSelectionValue {
  optionId: string;
  customOption?: string;
}

export interface SingleSelectionItem extends ItemBase<'SINGLE_SELECTION', SingleSelectionValue>, Choices {}

const singleSelectionItem = defineItem<SingleSelectionItem>({
  type: 'SINGLE_SELECTION',
  decode: decodeChoices,
  value(value, path) {
    const o = object(value, path);
    return compact({ optionId: at(o, 'optionId', path, id), customOption: at(o, 'customOption', path, optString) });
  },
  kind: {
    interactive: always,
    isEmpty: (value) => !value.optionId,
    validate(value, item, t) {
      if (value.optionId === item.customOption?.id) return value.customOption?.trim() ? undefined : t('otherEmpty');
      return item.options.some((option) => option.id === value.optionId) ? undefined : '';
    },
    autoAdvance: (item) => item.style === 'CONTINUE_BUTTON' || item.style === 'CELL',
    awaitsContinue: (value, item) => value.optionId === item.customOption?.id,
  },
});

export interface MultiSelectionValue {
  optionIds: string[];
  customOption?: string;
  noneApplyOption?: boolean;
}

function multiSelectionValue(value: unknown, path: string): MultiSelectionValue {
  const o = object(value, path);
  return compact({
    optionIds: at(o, 'optionIds', path, (ids, idsPath) => (ids === undefined || ids === null ? [] : list(ids, idsPath, id))),
    customOption: at(o, 'customOption', path, optString),
    noneApplyOption: at(o, 'noneApplyOption', path, optBool),
  });
}

export interface MultiSelectionItem extends ItemBase<'MULTI_SELECTION', MultiSelectionValue>, Choices {
  noneApplyOption?: { id: string; title?: string };
  requiredAllOptionsSelected: boolean;
}

const multiSelectionItem = defineItem<MultiSelectionItem>({
  type: 'MULTI_SELECTION',
  decode(o, path, context) {
    const none = at(o, 'noneApplyOption', path, optObject);
    return compact({
      ...decodeChoices(o, path, context),
      noneApplyOption: none && compact({ id: at(none, 'id', `${path}.noneApplyOption`, id), title: at(none, 'title', `${path}.noneApplyOption`, optString) }),
      requiredAllOptionsSelected: at(o, 'requiredAllOptionsSelected', path, optBool) ?? false,
    });
  },
  value: multiSelectionValue,
  kind: {
    interactive: always,
    isEmpty: (value) => value.optionIds.length === 0 && !value.noneApplyOption,
    validate(value, item, t) {
      if (value.noneApplyOption) return undefined;
      const ids = value.optionIds;
      if (item.customOption && ids.includes(item.customOption.id) && !value.customOption?.trim()) return t('otherEmpty');
      if (item.requiredAllOptionsSelected && item.options.some((option) => option.visible && !ids.includes(option.id))) return '';
      return undefined;
    },
  },
});

export interface EditableEntry {
  id: string;
  selected: boolean;
  value?: string;
}

export interface EditableListItem extends ItemBase<'EDITABLE_LIST', EditableEntry[]> {
  listItems: ListItem[];
}

/** §5: a required entry of an editable list needs a value (the view marks the ones still missing). */
export const entryMissing = (entry: ListItem, value: EditableEntry | undefined): boolean => Boolean(entry.required) && !value?.value?.trim();

const editableListItem = defineItem<EditableListItem>({
  type: 'EDITABLE_LIST',
  decode: (o, path, { warn }) => ({ listItems: listAt(o, 'items', path, (value, at_) => decodeListItem(value, at_, warn)) }),
  value: (value, path) =>
    list(value, path, (entry, entryPath) => {
      const o = object(entry, entryPath);
      return compact({ id: at(o, 'id', entryPath, id), selected: at(o, 'selected', entryPath, optBool) ?? false, value: at(o, 'value', entryPath, optString) });
    }),
  kind: {
    interactive: always,
    absent: [],
    isEmpty: () => false,
    validate(value, item, t) {
      if (!item.required) return undefined;
      const missing = item.listItems.find((entry) => entryMissing(entry, value.find((e) => e.id === entry.id)));
      if (!missing) return undefined;
      // §5 gives no text: named as an empty required item is, so the user knows which entry to fill
      // in; an entry without a title says what the address's unlabelled fields say.
      return missing.title ? t('requiredNamed', { label: missing.title }) : t('requiredField');
    },
  },
});

export interface LegacyChoiceItem extends ItemBase<'MULTI_CHOICE' | 'SINGLE_CHOICE' | 'SINGLE_CHOICE_TEXT_INPUT', MultiSelectionValue>, Choices {}

/** Legacy groups (§5): valid if any choice is not required, or a required one is selected; custom text needs content. */
const legacyKind = (autoAdvance: boolean): ItemKind<LegacyChoiceItem> => ({
  interactive: always,
  absent: { optionIds: [] },
  isEmpty: () => false,
  validate(value, item, t) {
    const ids = value.optionIds;
    if (item.customOption && ids.includes(item.customOption.id)) return value.customOption?.trim() ? undefined : t('otherEmpty');
    const ok = item.options.some((option) => !option.required) || item.options.some((option) => option.required && ids.includes(option.id));
    return ok ? undefined : '';
  },
  autoAdvance: (item) => autoAdvance && item.required && !item.customOption,
});

const legacy = (type: LegacyChoiceItem['type'], autoAdvance: boolean) =>
  defineItem<LegacyChoiceItem>({ type, decode: decodeChoices, value: multiSelectionValue, kind: legacyKind(autoAdvance) });

const multiChoiceItem = legacy('MULTI_CHOICE', false);
const singleChoiceItem = legacy('SINGLE_CHOICE', true);
const singleChoiceTextItem = legacy('SINGLE_CHOICE_TEXT_INPUT', false);

/** For src/forms/core/items/index.ts. */
export const choiceItems = [yesNoItem, starRatingItem, singleSelectionItem, multiSelectionItem, editableListItem, multiChoiceItem, singleChoiceItem, singleChoiceTextItem] as const;
