/**
 * The form engine's typed models of the server's Flow and View (spec §3). Items are in ./items,
 * built from the shapes in ./item-model.ts, which imports nothing of this module: the item
 * definitions depend on it, and this module on them, never the other way round.
 */
import type { Item } from './items';
import type { Action } from './item-model';

export type { Item };
export type { Action, Currency, CustomOption, ListItem, Option, PhoneCountry, ProgressionStep, TransactionSummary, ValidationRule } from './item-model';

export type ViewType = 'FORM' | 'PROMPT' | 'BOTTOM_PROMPT' | 'STATUS_DIALOG' | 'DEEPLINK';
export type DialogType = 'SUCCESS' | 'PENDING' | 'ERROR' | 'EXIT';

export interface ImageRef {
  url?: string;
  iconName?: string;
  countryCode?: string;
}

export interface SecondaryDescription {
  label?: string;
  title?: string;
  subtitle?: string;
  subtitleHtml?: string;
  buttonTitle?: string;
  items: Item[];
}

export interface View {
  id: string;
  type: ViewType;
  title?: string;
  subtitle?: string;
  subtitleHtml?: string;
  secondaryDescription?: SecondaryDescription;
  items: Item[];
  actions: Action[];
  headerAction?: Action;
  footer?: { termsHtml?: string };
  nextText?: string;
  previousViewId?: string;
  actionsOrientation: 'VERTICAL' | 'HORIZONTAL';
  image?: ImageRef;
  componentItems: Item[];
  dialogType?: DialogType;
  dialogActionCaption?: string;
  dialogActionHyperlink?: string;
  webLink?: string;
  closeForm?: boolean;
}

export interface Flow {
  id: string;
  name: string;
  views: View[];
  currentViewId?: string;
  state: 'COMPLETE' | 'INCOMPLETE';
  attributes: { chatTicketId?: string; failedSubmissionMessage?: string };
}

/** What a submit answered (§4 Continue, "Handling the response"). */
export type SubmitAnswer =
  | { kind: 'completion'; response?: unknown; id?: string }
  | { kind: 'flow'; flow: Flow; json: Record<string, unknown> };
