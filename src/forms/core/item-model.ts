/**
 * The shapes items are made of (spec §3): validation rules, actions, options, currencies, dial
 * codes, list rows, transactions and progression steps. The item definitions (./items) import
 * them from here; this module imports nothing of the form's, so no definition depends on the
 * Flow and View models (./model.ts) that are built from the items.
 */

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

