/** The ticket's typed models (spec: forms-tickets-tracker.md §3 "Ticket"), as decoded from the wire. */

/** A colour the server names for a step or a status; the view maps it to a theme token. */
export type Tone = 'success' | 'accent' | 'warning' | 'danger' | 'neutral';

export interface Money {
  /** In major units (12.5 is twelve pounds fifty). */
  amount: number;
  /** ISO 4217 code. */
  currency: string;
}

export type RequestMethod = 'DELETE' | 'PATCH' | 'POST' | 'PUT';

export interface DeepLinkAction {
  kind: 'deepLink';
  url: string;
}

export interface DialogButton {
  title: string;
  style: 'PRIMARY' | 'SECONDARY';
  /** Without one the button only closes the dialog. */
  action?: Action | undefined;
}

export interface DialogAction {
  kind: 'dialog';
  title: string;
  description?: string | undefined;
  buttons: readonly DialogButton[];
}

export interface RequestAction {
  kind: 'request';
  method: RequestMethod;
  path: string;
  body?: unknown;
  successMessage: string;
}

/** One of the spec's three action forms. */
export type Action = DeepLinkAction | DialogAction | RequestAction;

/** An action with the label of the control that starts it. */
export interface LabelledAction {
  title: string;
  action: Action;
}

export interface ProgressStep {
  id: string;
  title: string;
  /** ISO 8601 when the server sends one; shown as is otherwise. */
  date?: string | undefined;
  description?: string | undefined;
  /** SOLID = done, DASHED = pending. */
  lineStyle: 'SOLID' | 'DASHED';
  tone?: Tone | undefined;
  action?: LabelledAction | undefined;
}

export interface ProgressionWidget {
  type: 'WIDGET_PROGRESSION';
  headerTitle?: string | undefined;
  headerAction?: LabelledAction | undefined;
  currentStepIndex: number;
  steps: readonly ProgressStep[];
}

export interface TransactionCellWidget {
  type: 'CELL_TRANSACTION';
  transactionId: string;
  title: string;
  status?: string | undefined;
  statusTone?: Tone | undefined;
  subtitle?: string | undefined;
  amount?: Money | undefined;
  /** URL of the merchant's icon. */
  icon?: string | undefined;
  deepLink?: string | undefined;
}

export interface FaqCellWidget {
  type: 'CELL_FAQ';
  faqKey: string;
  title: string;
}

export interface TextWidget {
  type: 'WIDGET_TEXT';
  title?: string | undefined;
  text: string;
}

export interface FundsCellWidget {
  type: 'CELL_FUNDS';
  /** URL of an illustration. */
  image?: string | undefined;
  title: string;
  amount: Money;
  /** The amount in the account's base currency, when it differs. */
  baseAmount?: Money | undefined;
}

export interface CounterWidget {
  type: 'COUNTER_WIDGET';
  title: string;
  count: number;
  /** "count of total" when given. */
  total?: number | undefined;
  subtitle?: string | undefined;
}

export interface WarningWidget {
  type: 'WIDGET_WARNING';
  title?: string | undefined;
  text: string;
  action?: LabelledAction | undefined;
}

export interface RestrictionCellWidget {
  type: 'CELL_RESTRICTION';
  title: string;
  description?: string | undefined;
  action?: LabelledAction | undefined;
}

export type Widget =
  | ProgressionWidget
  | TransactionCellWidget
  | FaqCellWidget
  | TextWidget
  | FundsCellWidget
  | CounterWidget
  | WarningWidget
  | RestrictionCellWidget;

export type WidgetType = Widget['type'];

export interface Section {
  title?: string | undefined;
  rightTitle?: string | undefined;
  items: readonly Widget[];
}

/** The ticket configuration (GET tickets/{ticketId}). */
export interface Ticket {
  title: string;
  subtitle?: string | undefined;
  sections: readonly Section[];
}
