/** The form engine's typed models of the server's Flow and View (spec §3); items are in ./items. */
import type { Item } from './items';

export type { Item };

export type ViewType = 'FORM' | 'PROMPT' | 'BOTTOM_PROMPT' | 'STATUS_DIALOG' | 'DEEPLINK';
export type DialogType = 'SUCCESS' | 'PENDING' | 'ERROR' | 'EXIT';

export interface ValidationRule {
  type: 'TEXT' | 'EXTERNAL';
  pattern?: string;
  message?: string;
}

export interface Action {
  id: string;
  title: string;
  hyperlink?: string;
  dismissOnSelect: boolean;
  selected: boolean;
}

export interface ImageRef {
  url?: string;
  iconName?: string;
  countryCode?: string;
}

export interface Option {
  id: string;
  title: string;
  /** HTML, sanitized when shown. */
  description?: string;
  icon?: { name?: string; countryCode?: string };
  assetUrl?: string;
  labels: { title: string; iconUrl?: string }[];
  visible: boolean;
  /** Legacy choice groups only: this choice is required. */
  required?: boolean;
}

export interface CustomOption {
  id: string;
  hint?: string;
}

export interface Currency {
  code: string;
  description?: string;
  symbol?: string;
  fractionDigits?: number;
  countryCode?: string;
}

export interface PhoneCountry {
  dialCode: string;
  countryCode?: string;
  description?: string;
}

export interface ListItem {
  id: string;
  title: string;
  description?: string;
  descriptionHtml?: string;
  icon?: string;
  link?: { hyperlink: string; title: string };
  /** EDITABLE_LIST entries. */
  required?: boolean;
  selected?: boolean;
  value?: string;
}

export interface TransactionSummary {
  id: string;
  description: string;
  createdDate?: string;
  amount?: { amount: number; currency: string };
  state?: string;
  creatorName?: string;
  iconUrl?: string;
}

export interface ProgressionStep {
  id?: string;
  title: string;
  date?: string;
  description?: string;
  lineStyle?: 'SOLID' | 'DASHED';
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
