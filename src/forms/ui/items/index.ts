/** Registers the renderers of this item types. */
import { registerItemRenderer } from '../registry';
import { EditableListInput, LegacyChoiceInput, MultiSelectionInput, SingleSelectionInput, StarRatingInput, YesNoInput } from './choices';
import { EntitiesList, EntityCell, ImageItem, ListDisplay, TableItem, TransactionCell, WidgetProgression } from './display';
import { CardInput, DateInput, MoneyInput, PhoneInput, TextInput, TextItem, TimeInput } from './text-inputs';

export function registerCoreRenderers(): void {
  registerItemRenderer('TEXT', TextItem);
  registerItemRenderer('TEXT_INPUT', TextInput);
  registerItemRenderer('CARD_INPUT', CardInput);
  registerItemRenderer('DATE_INPUT', DateInput);
  registerItemRenderer('TIME_INPUT', TimeInput);
  registerItemRenderer('MONEY_INPUT', MoneyInput);
  registerItemRenderer('PHONE_INPUT', PhoneInput);
  registerItemRenderer('YES_NO_INPUT', YesNoInput);
  registerItemRenderer('STAR_RATING_INPUT', StarRatingInput);
  registerItemRenderer('SINGLE_SELECTION', SingleSelectionInput);
  registerItemRenderer('MULTI_SELECTION', MultiSelectionInput);
  registerItemRenderer('EDITABLE_LIST', EditableListInput);
  registerItemRenderer('MULTI_CHOICE', LegacyChoiceInput);
  registerItemRenderer('SINGLE_CHOICE', LegacyChoiceInput);
  registerItemRenderer('SINGLE_CHOICE_TEXT_INPUT', LegacyChoiceInput);
  registerItemRenderer('IMAGE', ImageItem);
  registerItemRenderer('LIST', ListDisplay);
  registerItemRenderer('TABLE_ITEM', TableItem);
  registerItemRenderer('TRANSACTION_CELL', TransactionCell);
  registerItemRenderer('CARD_CELL', EntityCell);
  registerItemRenderer('ENTITY_CELL', EntityCell);
  registerItemRenderer('WIDGET_PROGRESSION', WidgetProgression);
  registerItemRenderer('ENTITIES_LIST', EntitiesList);
}
