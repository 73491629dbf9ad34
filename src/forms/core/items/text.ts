/** TEXT, TEXT_INPUT, CARD_INPUT, DATE_INPUT and TIME_INPUT (§5 Text, Card, Date, Time). */
import { oneOf, optional, string } from '../../../shared/decode';
import type { FormTranslate } from '../../strings';
import { at, compact, optBool, optHtml, optNumber, optObject, optString } from '../fields';
import { isValidCardNumber, isValidDate, isValidTime, matchesMask } from '../text';
import { always, defineItem, noFields } from './definition';
import type { ItemBase, ItemKind, Verdict } from './definition';

export interface TextItem extends ItemBase<'TEXT' | 'TEXT_INPUT', string> {
  mask?: string;
  textTransformation?: 'UPPERCASE';
  shape?: { linesCount?: number; expandable?: boolean };
  /** A TEXT styled DISPLAY is a text block: its HTML or text. */
  html?: string;
  text?: string;
}

export type CardItem = ItemBase<'CARD_INPUT', string>;
export type DateItem = ItemBase<'DATE_INPUT', string>;
export type TimeItem = ItemBase<'TIME_INPUT', string>;

/** A TEXT item styled DISPLAY is a text block, not a field (docs/forms-wire.md). */
export const isDisplayText = (item: ItemBase): boolean => item.type === 'TEXT' && item.style === 'DISPLAY';

/** §5 Text: the mask, then each TEXT pattern with its message. EXTERNAL rules run on Continue. */
function validateText(value: string, item: TextItem, t: FormTranslate): Verdict {
  if (item.mask && !matchesMask(item.mask, value)) return '';
  for (const rule of item.validations) {
    if (rule.type !== 'TEXT' || !rule.pattern) continue;
    let pattern: RegExp;
    try {
      pattern = new RegExp(rule.pattern, 'u');
    } catch {
      continue;
    }
    if (!pattern.test(value)) return rule.message ?? t('invalidValue');
  }
  return undefined;
}

const textKind: ItemKind<TextItem> = {
  interactive: (item) => !isDisplayText(item),
  isEmpty: (value) => value.trim() === '',
  validate: validateText,
};

const decodeText = (type: TextItem['type']) =>
  defineItem<TextItem>({
    type,
    decode(o, path, { warn }) {
      const shape = at(o, 'shape', path, optObject);
      return compact({
        mask: at(o, 'mask', path, optString),
        textTransformation: at(o, 'textTransformation', path, optional(oneOf(['UPPERCASE'] as const))),
        shape: shape && compact({ linesCount: at(shape, 'linesCount', `${path}.shape`, optNumber), expandable: at(shape, 'expandable', `${path}.shape`, optBool) }),
        html: optHtml(o, 'html', path, warn),
        text: at(o, 'text', path, optString),
      });
    },
    value: string,
    kind: textKind,
  });

const textItem = decodeText('TEXT');
const textInputItem = decodeText('TEXT_INPUT');

const cardInputItem = defineItem<CardItem>({
  type: 'CARD_INPUT',
  decode: noFields,
  value: string,
  kind: { interactive: always, validate: (value, _item, t) => (isValidCardNumber(value) ? undefined : t('cardInvalid')) },
});

const dateInputItem = defineItem<DateItem>({
  type: 'DATE_INPUT',
  decode: noFields,
  value: string,
  kind: { interactive: always, validate: (value, _item, t) => (isValidDate(value) ? undefined : t('dateInvalid')) },
});

const timeInputItem = defineItem<TimeItem>({
  type: 'TIME_INPUT',
  decode: noFields,
  value: string,
  kind: { interactive: always, validate: (value, _item, t) => (isValidTime(value) ? undefined : t('timeInvalid')) },
});

/** For src/forms/core/items/index.ts. */
export const textItems = [textItem, textInputItem, cardInputItem, dateInputItem, timeInputItem] as const;
