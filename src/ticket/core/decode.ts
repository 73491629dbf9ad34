/**
 * Decoders of the ticket configuration and the chargeback sections (wire shapes in
 * docs/helpcentre-api.md). Malformed data throws a DecodeError naming the field; a widget of a
 * type this SDK does not know is skipped with a warning, so a newer server never blanks the widget.
 */
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
import { array, number, object, oneOf, optionalNumber, optionalString, string } from './read';
import type { Fields } from './read';

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

function tone(fields: Fields, key: string, path: string): Tone | undefined {
  const name = optionalString(fields, key, path);
  return name === undefined ? undefined : TONES[name.toUpperCase()];
}

function money(value: unknown, path: string): Money {
  const fields = object(value, path);
  const currency = string(fields, 'currency', path);
  if (!/^[A-Z]{3}$/.test(currency)) throw new DecodeError(`${path}.currency`, `expected an ISO 4217 code, got "${currency}"`);
  return { amount: number(fields, 'amount', path), currency };
}

function optionalMoney(fields: Fields, key: string, path: string): Money | undefined {
  return fields[key] === undefined || fields[key] === null ? undefined : money(fields[key], `${path}.${key}`);
}

export function decodeAction(value: unknown, path: string): Action {
  const fields = object(value, path);
  const forms = ['deepLink', 'dialog', 'request'].filter((form) => fields[form] !== undefined && fields[form] !== null);
  if (forms.length !== 1) {
    throw new DecodeError(path, `expected exactly one of deepLink, dialog, request, got ${forms.length ? forms.join(' and ') : 'none'}`);
  }
  if (forms[0] === 'deepLink') return { kind: 'deepLink', url: string(fields, 'deepLink', path) };
  if (forms[0] === 'dialog') {
    const at = `${path}.dialog`;
    const dialog = object(fields.dialog, at);
    const buttons = array(dialog, 'buttons', at).map((button, index): DialogButton => {
      const buttonPath = `${at}.buttons[${index}]`;
      const buttonFields = object(button, buttonPath);
      return {
        title: string(buttonFields, 'title', buttonPath),
        style: buttonFields.style === undefined ? 'PRIMARY' : oneOf(buttonFields, 'style', buttonPath, ['PRIMARY', 'SECONDARY']),
        action: buttonFields.action == null ? undefined : decodeAction(buttonFields.action, `${buttonPath}.action`),
      };
    });
    return { kind: 'dialog', title: string(dialog, 'title', at), description: optionalString(dialog, 'description', at), buttons };
  }
  const at = `${path}.request`;
  const request = object(fields.request, at);
  const method = oneOf(request, 'method', at, REQUEST_METHODS);
  if (method === 'DELETE' && request.body !== undefined && request.body !== null) {
    throw new DecodeError(`${at}.body`, 'a DELETE request has no body');
  }
  return {
    kind: 'request',
    method,
    path: string(request, 'path', at),
    body: request.body ?? undefined,
    successMessage: string(request, 'successMessage', at),
  };
}

/** An action and its label, from `action` + `{titleKey}` fields (steps, warnings, restrictions). */
function labelledAction(fields: Fields, titleKey: string, path: string): LabelledAction | undefined {
  if (fields.action === undefined || fields.action === null) return undefined;
  return { title: string(fields, titleKey, path), action: decodeAction(fields.action, `${path}.action`) };
}

function step(value: unknown, path: string): ProgressStep {
  const fields = object(value, path);
  return {
    id: string(fields, 'id', path),
    title: string(fields, 'title', path),
    date: optionalString(fields, 'date', path),
    description: optionalString(fields, 'description', path),
    lineStyle: oneOf(fields, 'lineStyle', path, ['SOLID', 'DASHED']),
    tone: tone(fields, 'stepColor', path),
    action: labelledAction(fields, 'actionTitle', path),
  };
}

function widget(fields: Fields, type: WidgetType, path: string): Widget {
  switch (type) {
    case 'WIDGET_PROGRESSION': {
      const steps = array(fields, 'steps', path).map((item, index) => step(item, `${path}.steps[${index}]`));
      const currentStepIndex = number(fields, 'currentStepIndex', path);
      if (!Number.isInteger(currentStepIndex) || currentStepIndex < 0 || currentStepIndex >= Math.max(steps.length, 1)) {
        throw new DecodeError(`${path}.currentStepIndex`, `expected a step index from 0 to ${steps.length - 1}, got ${currentStepIndex}`);
      }
      const header = fields.headerAction == null ? undefined : object(fields.headerAction, `${path}.headerAction`);
      return {
        type,
        headerTitle: optionalString(fields, 'headerTitle', path),
        headerAction: header && {
          title: string(header, 'title', `${path}.headerAction`),
          action: decodeAction(header.action, `${path}.headerAction.action`),
        },
        currentStepIndex,
        steps,
      };
    }
    case 'CELL_TRANSACTION':
      return {
        type,
        transactionId: string(fields, 'transactionId', path),
        title: string(fields, 'title', path),
        status: optionalString(fields, 'status', path),
        statusTone: tone(fields, 'statusColor', path),
        subtitle: optionalString(fields, 'subtitle', path),
        amount: optionalMoney(fields, 'amount', path),
        icon: optionalString(fields, 'icon', path),
        deepLink: optionalString(fields, 'deepLink', path),
      };
    case 'CELL_FAQ':
      return { type, faqKey: string(fields, 'faqKey', path), title: string(fields, 'title', path) };
    case 'WIDGET_TEXT':
      return { type, title: optionalString(fields, 'title', path), text: string(fields, 'text', path) };
    case 'CELL_FUNDS':
      return {
        type,
        image: optionalString(fields, 'image', path),
        title: string(fields, 'title', path),
        amount: money(fields.amount, `${path}.amount`),
        baseAmount: optionalMoney(fields, 'baseAmount', path),
      };
    case 'COUNTER_WIDGET':
      return {
        type,
        title: string(fields, 'title', path),
        count: number(fields, 'count', path),
        total: optionalNumber(fields, 'total', path),
        subtitle: optionalString(fields, 'subtitle', path),
      };
    case 'WIDGET_WARNING':
      return { type, title: optionalString(fields, 'title', path), text: string(fields, 'text', path), action: labelledAction(fields, 'actionTitle', path) };
    case 'CELL_RESTRICTION':
      return {
        type,
        title: string(fields, 'title', path),
        description: optionalString(fields, 'description', path),
        action: labelledAction(fields, 'actionTitle', path),
      };
  }
}

function section(value: unknown, path: string, warnings: string[]): Section {
  const fields = object(value, path);
  const items: Widget[] = [];
  array(fields, 'items', path).forEach((item, index) => {
    const at = `${path}.items[${index}]`;
    const itemFields = object(item, at);
    const type = string(itemFields, 'type', at);
    if ((WIDGET_TYPES as readonly string[]).includes(type)) items.push(widget(itemFields, type as WidgetType, at));
    else warnings.push(`skipped the widget at ${at}: unknown type "${type}"`);
  });
  return { title: optionalString(fields, 'title', path), rightTitle: optionalString(fields, 'rightTitle', path), items };
}

export function decodeSections(value: unknown, path = '$'): Decoded<readonly Section[]> {
  if (!Array.isArray(value)) throw new DecodeError(path, 'expected an array of sections');
  const warnings: string[] = [];
  return { value: value.map((item, index) => section(item, `${path}[${index}]`, warnings)), warnings };
}

export function decodeTicket(value: unknown): Decoded<Ticket> {
  const fields = object(value, '$');
  const { value: sections, warnings } = decodeSections(fields.sections, '$.sections');
  return {
    value: { title: string(fields, 'title', '$'), subtitle: optionalString(fields, 'subtitle', '$'), sections },
    warnings,
  };
}
