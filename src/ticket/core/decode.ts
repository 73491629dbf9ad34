/**
 * Decoders of the ticket configuration and the chargeback sections (wire shapes in
 * docs/helpcentre-api.md). Malformed data throws a DecodeError naming the field; a widget of a
 * type this SDK does not know is skipped with a warning, so a newer server never blanks the widget.
 */
import { fields, list, listOf, number, oneOf, optional, string } from '../../shared/decode';
import type { Fields } from '../../shared/decode';
import { DecodeError } from '../../shared/errors';
import type {
  Action,
  DialogButton,
  LabelledAction,
  Money,
  ProgressStep,
  RequestMethod,
  Section,
  Ticket,
  Tone,
  Widget,
  WidgetType,
} from './model';

export const WIDGET_TYPES: readonly WidgetType[] = [
  'WIDGET_PROGRESSION',
  'CELL_TRANSACTION',
  'CELL_FAQ',
  'WIDGET_TEXT',
  'CELL_FUNDS',
  'COUNTER_WIDGET',
  'WIDGET_WARNING',
  'CELL_RESTRICTION',
];

const REQUEST_METHODS: readonly RequestMethod[] = ['DELETE', 'PATCH', 'POST', 'PUT'];

/** The colour names a server sends for steps and statuses. An unknown one keeps the default colour. */
const TONES: Readonly<Record<string, Tone>> = {
  GREEN: 'success',
  BLUE: 'accent',
  ORANGE: 'warning',
  RED: 'danger',
  GREY: 'neutral',
};

/** What decoding found but could live with, for the console. */
export interface Decoded<T> {
  value: T;
  warnings: readonly string[];
}

const optString = optional(string);
const optNumber = optional(number);

function tone(value: unknown, path: string): Tone | undefined {
  const name = optString(value, path);
  return name === undefined ? undefined : TONES[name.toUpperCase()];
}

function money(value: unknown, path: string): Money {
  const f = fields(value, path);
  const currency = f.get('currency', string);
  if (!/^[A-Z]{3}$/.test(currency)) throw new DecodeError(`${path}.currency`, `expected an ISO 4217 code, got "${currency}"`);
  return { amount: f.get('amount', number), currency };
}

const ACTION_FORMS = ['deepLink', 'dialog', 'request'] as const;

function dialogButton(value: unknown, path: string): DialogButton {
  const f = fields(value, path);
  return {
    title: f.get('title', string),
    style: f.get('style', optional(oneOf(['PRIMARY', 'SECONDARY']))) ?? 'PRIMARY',
    action: f.get('action', optional(decodeAction)),
  };
}

export function decodeAction(value: unknown, path: string): Action {
  const f = fields(value, path);
  const forms = ACTION_FORMS.filter((form) => f.has(form));
  if (forms.length !== 1) {
    throw new DecodeError(path, `expected exactly one of ${ACTION_FORMS.join(', ')}, got ${forms.length ? forms.join(' and ') : 'none'}`);
  }
  if (forms[0] === 'deepLink') return { kind: 'deepLink', url: f.get('deepLink', string) };
  if (forms[0] === 'dialog') {
    const dialog = fields(f.json.dialog, `${path}.dialog`);
    return {
      kind: 'dialog',
      title: dialog.get('title', string),
      description: dialog.get('description', optString),
      buttons: dialog.get('buttons', listOf(dialogButton)),
    };
  }
  const request = fields(f.json.request, `${path}.request`);
  const method = request.get('method', oneOf(REQUEST_METHODS));
  if (method === 'DELETE' && request.has('body')) throw new DecodeError(`${request.path}.body`, 'a DELETE request has no body');
  return {
    kind: 'request',
    method,
    path: request.get('path', string),
    body: request.json.body ?? undefined,
    successMessage: request.get('successMessage', string),
  };
}

/** An action and its label, from `action` + `{titleKey}` fields (steps, warnings, restrictions). */
function labelledAction(f: Fields, titleKey: string): LabelledAction | undefined {
  return f.has('action') ? { title: f.get(titleKey, string), action: f.get('action', decodeAction) } : undefined;
}

function step(value: unknown, path: string): ProgressStep {
  const f = fields(value, path);
  return {
    id: f.get('id', string),
    title: f.get('title', string),
    date: f.get('date', optString),
    description: f.get('description', optString),
    lineStyle: f.get('lineStyle', oneOf(['SOLID', 'DASHED'])),
    tone: f.get('stepColor', tone),
    action: labelledAction(f, 'actionTitle'),
  };
}

function headerAction(value: unknown, path: string): LabelledAction {
  const f = fields(value, path);
  return { title: f.get('title', string), action: f.get('action', decodeAction) };
}

function widget(f: Fields, type: WidgetType): Widget {
  switch (type) {
    case 'WIDGET_PROGRESSION': {
      const steps = f.get('steps', listOf(step));
      const currentStepIndex = f.get('currentStepIndex', number);
      if (!Number.isInteger(currentStepIndex) || currentStepIndex < 0 || currentStepIndex >= Math.max(steps.length, 1)) {
        throw new DecodeError(`${f.path}.currentStepIndex`, `expected a step index from 0 to ${steps.length - 1}, got ${currentStepIndex}`);
      }
      return {
        type,
        headerTitle: f.get('headerTitle', optString),
        headerAction: f.get('headerAction', optional(headerAction)),
        currentStepIndex,
        steps,
      };
    }
    case 'CELL_TRANSACTION':
      return {
        type,
        transactionId: f.get('transactionId', string),
        title: f.get('title', string),
        status: f.get('status', optString),
        statusTone: f.get('statusColor', tone),
        subtitle: f.get('subtitle', optString),
        amount: f.get('amount', optional(money)),
        icon: f.get('icon', optString),
        deepLink: f.get('deepLink', optString),
      };
    case 'CELL_FAQ':
      return { type, faqKey: f.get('faqKey', string), title: f.get('title', string) };
    case 'WIDGET_TEXT':
      return { type, title: f.get('title', optString), text: f.get('text', string) };
    case 'CELL_FUNDS':
      return {
        type,
        image: f.get('image', optString),
        title: f.get('title', string),
        amount: f.get('amount', money),
        baseAmount: f.get('baseAmount', optional(money)),
      };
    case 'COUNTER_WIDGET':
      return {
        type,
        title: f.get('title', string),
        count: f.get('count', number),
        total: f.get('total', optNumber),
        subtitle: f.get('subtitle', optString),
      };
    case 'WIDGET_WARNING':
      return { type, title: f.get('title', optString), text: f.get('text', string), action: labelledAction(f, 'actionTitle') };
    case 'CELL_RESTRICTION':
      return { type, title: f.get('title', string), description: f.get('description', optString), action: labelledAction(f, 'actionTitle') };
  }
}

function section(value: unknown, path: string, warnings: string[]): Section {
  const f = fields(value, path);
  const items: Widget[] = [];
  for (const item of f.get('items', listOf(fields))) {
    const type = item.get('type', string);
    if ((WIDGET_TYPES as readonly string[]).includes(type)) items.push(widget(item, type as WidgetType));
    else warnings.push(`skipped the widget at ${item.path}: unknown type "${type}"`);
  }
  return { title: f.get('title', optString), rightTitle: f.get('rightTitle', optString), items };
}

export function decodeSections(value: unknown, path = '$'): Decoded<readonly Section[]> {
  const warnings: string[] = [];
  return { value: list(value, path, (item, at) => section(item, at, warnings)), warnings };
}

export function decodeTicket(value: unknown): Decoded<Ticket> {
  const f = fields(value, '$');
  const { value: sections, warnings } = decodeSections(f.json.sections, '$.sections');
  return { value: { title: f.get('title', string), subtitle: f.get('subtitle', optString), sections }, warnings };
}
