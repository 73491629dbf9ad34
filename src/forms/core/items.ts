/**
 * What the engine knows about each item type: its validation (§5), when it counts as empty,
 * whether the user interacts with it, and whether picking it advances the flow (§4). Item
 * types of other issues (uploads, pickers, address) plug in with registerItemKind().
 */
import { PHONE_MAX_DIGITS, PHONE_MIN_DIGITS } from '../constants';
import { strings } from '../strings';
import type { Item } from './model';
import { isNumericAmount, isValidCardNumber, isValidDate, isValidTime, matchesMask } from './text';

export interface Money {
  amount: string;
  currency: string;
}
export interface Phone {
  code: string;
  number: string;
}
export interface SingleSelectionValue {
  optionId: string;
  customOption?: string;
}
export interface MultiSelectionValue {
  optionIds: string[];
  customOption?: string;
  noneApplyOption?: boolean;
}
export interface EditableEntry {
  id: string;
  selected: boolean;
  value?: string;
}

/** undefined: valid; a string: invalid, with the message to show ('' when the spec gives none). */
export type Verdict = string | undefined;

export interface ItemKind {
  /** The user can change it (display types cannot). */
  interactive: boolean;
  /** Default: undefined, null, '' and empty arrays are empty. */
  isEmpty?(value: unknown, item: Item): boolean;
  /** Checks a non-empty value. */
  validate?(value: unknown, item: Item): Verdict;
  /** A pick advances the flow and the primary button is hidden when it is the only input (§4). */
  autoAdvance?(item: Item): boolean;
}

const kinds = new Map<string, ItemKind>();

export function registerItemKind(type: string, kind: ItemKind): void {
  kinds.set(type, kind);
}

export function itemKind(type: string): ItemKind | undefined {
  return kinds.get(type);
}

function defaultEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

export function isEmptyValue(item: Item, value: unknown): boolean {
  const kind = kinds.get(item.type);
  return (kind?.isEmpty ?? defaultEmpty)(value, item);
}

/** §5 General: optional empty passes, required empty fails (silently); otherwise the type's rule. */
export function validateItem(item: Item, value: unknown): { valid: boolean; message?: string } {
  const kind = kinds.get(item.type);
  if (!kind || !isInteractive(item)) return { valid: true };
  if (isEmptyValue(item, value)) return { valid: !item.required };
  const verdict = kind.validate?.(value, item);
  return verdict === undefined ? { valid: true } : { valid: false, message: verdict };
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** §5 Text: the mask, then each TEXT pattern with its message. EXTERNAL rules run on Continue. */
function validateText(value: unknown, item: Item): Verdict {
  const textValue = text(value);
  if (item.mask && !matchesMask(item.mask, textValue)) return '';
  for (const rule of item.validations) {
    if (rule.type !== 'TEXT' || !rule.pattern) continue;
    let pattern: RegExp;
    try {
      pattern = new RegExp(rule.pattern, 'u');
    } catch {
      continue;
    }
    if (!pattern.test(textValue)) return rule.message ?? strings.invalidValue;
  }
  return undefined;
}

const textKind: ItemKind = { interactive: true, isEmpty: (value) => text(value).trim() === '', validate: validateText };

const display: ItemKind = { interactive: false };

function selectedIds(value: unknown): string[] {
  const ids = (value as { optionIds?: unknown } | undefined)?.optionIds;
  return Array.isArray(ids) ? ids.filter((entry): entry is string => typeof entry === 'string') : [];
}

function registerCoreItemKinds(): void {
  registerItemKind('TEXT', textKind);
  registerItemKind('TEXT_INPUT', textKind);
  registerItemKind('CARD_INPUT', { interactive: true, validate: (value) => (isValidCardNumber(text(value)) ? undefined : '') });
  registerItemKind('DATE_INPUT', { interactive: true, validate: (value) => (isValidDate(text(value)) ? undefined : '') });
  registerItemKind('TIME_INPUT', { interactive: true, validate: (value) => (isValidTime(text(value)) ? undefined : '') });
  registerItemKind('MONEY_INPUT', {
    interactive: true,
    isEmpty: (value) => !(value as Money | undefined)?.amount,
    validate(value, item) {
      const money = value as Money;
      if (!money.currency) return strings.currencyEmpty;
      if (item.currencies.length === 0) return strings.currencyOptionsMissing;
      return isNumericAmount(money.amount) ? undefined : '';
    },
  });
  registerItemKind('PHONE_INPUT', {
    interactive: true,
    isEmpty: (value) => !(value as Phone | undefined)?.number,
    validate(value) {
      const phone = value as Phone;
      const digits = phone.number.length;
      return phone.code && /^\d+$/.test(phone.number) && digits >= PHONE_MIN_DIGITS && digits <= PHONE_MAX_DIGITS ? undefined : '';
    },
  });
  registerItemKind('YES_NO_INPUT', {
    interactive: true,
    isEmpty: (value) => typeof value !== 'boolean',
    autoAdvance: (item) => item.required,
  });
  registerItemKind('STAR_RATING_INPUT', {
    interactive: true,
    isEmpty: (value) => typeof value !== 'number',
    validate: (value) => (Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 5 ? undefined : ''),
  });
  registerItemKind('SINGLE_SELECTION', {
    interactive: true,
    isEmpty: (value) => !(value as SingleSelectionValue | undefined)?.optionId,
    validate(value, item) {
      const selection = value as SingleSelectionValue;
      if (selection.optionId === item.customOption?.id) return selection.customOption?.trim() ? undefined : '';
      return item.options.some((option) => option.id === selection.optionId) ? undefined : '';
    },
    autoAdvance: (item) => item.style === 'CONTINUE_BUTTON' || item.style === 'CELL',
  });
  registerItemKind('MULTI_SELECTION', {
    interactive: true,
    isEmpty: (value) => selectedIds(value).length === 0 && !(value as MultiSelectionValue | undefined)?.noneApplyOption,
    validate(value, item) {
      const selection = value as MultiSelectionValue;
      if (selection.noneApplyOption) return undefined;
      const ids = selectedIds(value);
      if (item.customOption && ids.includes(item.customOption.id) && !selection.customOption?.trim()) return '';
      if (item.requiredAllOptionsSelected && item.options.some((option) => option.visible && !ids.includes(option.id))) return '';
      return undefined;
    },
  });
  registerItemKind('EDITABLE_LIST', {
    interactive: true,
    isEmpty: () => false,
    validate(value, item) {
      if (!item.required) return undefined;
      const entries = Array.isArray(value) ? (value as EditableEntry[]) : [];
      const missing = item.listItems.some((entry) => entry.required && !entries.find((e) => e.id === entry.id)?.value?.trim());
      return missing ? '' : undefined;
    },
  });
  // Legacy groups (§5): valid if any choice is not required, or a required one is selected; custom text needs content.
  const legacy = (autoAdvance: boolean): ItemKind => ({
    interactive: true,
    isEmpty: () => false,
    validate(value, item) {
      const ids = selectedIds(value);
      if (item.customOption && ids.includes(item.customOption.id)) return (value as MultiSelectionValue).customOption?.trim() ? undefined : '';
      const ok = item.options.some((option) => !option.required) || item.options.some((option) => option.required && ids.includes(option.id));
      return ok ? undefined : '';
    },
    autoAdvance: (item) => autoAdvance && item.required && !item.customOption,
  });
  registerItemKind('MULTI_CHOICE', legacy(false));
  registerItemKind('SINGLE_CHOICE', legacy(true));
  registerItemKind('SINGLE_CHOICE_TEXT_INPUT', legacy(false));
  // Pickers of other issues: their renderers come later; the auto-advance rule of §4 is the engine's.
  const singlePick: ItemKind = { interactive: true, autoAdvance: (item) => item.maxSelected === 1 };
  registerItemKind('TRANSACTIONS_SELECTION', singlePick);
  registerItemKind('ENTITIES_SELECTION', singlePick);
  const listPick: ItemKind = { interactive: true, autoAdvance: (item) => item.required && item.style === 'LIST' };
  registerItemKind('COUNTRY_SELECTION', listPick);
  registerItemKind('CURRENCY_SELECTION', listPick);
  for (const type of ['IMAGE', 'LIST', 'TABLE_ITEM', 'TRANSACTION_CELL', 'CARD_CELL', 'ENTITY_CELL', 'WIDGET_PROGRESSION', 'ENTITIES_LIST']) {
    registerItemKind(type, display);
  }
}

registerCoreItemKinds();

/** A TEXT item styled DISPLAY is a text block, not a field (docs/forms-wire.md). */
export function isDisplayText(item: Item): boolean {
  return item.type === 'TEXT' && item.style === 'DISPLAY';
}

export function isInteractive(item: Item): boolean {
  return Boolean(kinds.get(item.type)?.interactive) && !isDisplayText(item);
}

export function isAutoAdvance(item: Item): boolean {
  return isInteractive(item) && Boolean(kinds.get(item.type)?.autoAdvance?.(item));
}
