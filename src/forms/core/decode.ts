/**
 * Decoders of the flow JSON (spec §3) at the boundary. Unknown item types are kept with their
 * common fields (and reported by the engine); anything malformed throws a DecodeError naming
 * the field, which the element shows as 'Unable to load the form.'.
 */
import { DecodeError } from '../../shared/errors';
import type {
  Action,
  Currency,
  CustomOption,
  DialogType,
  Flow,
  ImageRef,
  Item,
  ListItem,
  Option,
  PhoneCountry,
  ProgressionStep,
  SecondaryDescription,
  SubmitAnswer,
  TransactionSummary,
  ValidationRule,
  View,
  ViewType,
} from './model';

type Json = Record<string, unknown>;

const VIEW_TYPES: readonly ViewType[] = ['FORM', 'PROMPT', 'BOTTOM_PROMPT', 'STATUS_DIALOG', 'DEEPLINK'];
const DIALOG_TYPES: readonly DialogType[] = ['SUCCESS', 'PENDING', 'ERROR', 'EXIT'];

const kind = (value: unknown): string => (value === null ? 'null' : Array.isArray(value) ? 'an array' : `a ${typeof value}`);

function object(value: unknown, path: string): Json {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new DecodeError(path, `expected an object, got ${kind(value)}`);
  return value as Json;
}

function optString(o: Json, key: string, path: string): string | undefined {
  const value = o[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new DecodeError(`${path}.${key}`, `expected a string, got ${kind(value)}`);
  return value;
}

function string(o: Json, key: string, path: string): string {
  const value = optString(o, key, path);
  if (value === undefined) throw new DecodeError(`${path}.${key}`, 'expected a string, got nothing');
  return value;
}

/** Ids may come as numbers from some services; they are compared as text. */
function id(o: Json, key: string, path: string): string {
  const value = o[key];
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return string(o, key, path);
}

function optBool(o: Json, key: string, path: string): boolean | undefined {
  const value = o[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean') throw new DecodeError(`${path}.${key}`, `expected a boolean, got ${kind(value)}`);
  return value;
}

function optNumber(o: Json, key: string, path: string): number | undefined {
  const value = o[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new DecodeError(`${path}.${key}`, `expected a number, got ${kind(value)}`);
  return value;
}

function list<T>(o: Json, key: string, path: string, each: (value: unknown, path: string) => T): T[] {
  const value = o[key];
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw new DecodeError(`${path}.${key}`, `expected an array, got ${kind(value)}`);
  return value.map((entry, index) => each(entry, `${path}.${key}[${index}]`));
}

function oneOf<T extends string>(o: Json, key: string, path: string, allowed: readonly T[]): T | undefined {
  const value = optString(o, key, path);
  if (value === undefined) return undefined;
  if (!(allowed as readonly string[]).includes(value)) throw new DecodeError(`${path}.${key}`, `expected one of ${allowed.join(', ')}, got "${value}"`);
  return value as T;
}

/** Keeps only defined fields, so models compare and clone cleanly. */
function compact<T extends object>(value: T): T {
  for (const key of Object.keys(value) as (keyof T)[]) if (value[key] === undefined) delete value[key];
  return value;
}

function decodeRule(value: unknown, path: string): ValidationRule {
  const o = object(value, path);
  return compact({ type: oneOf(o, 'type', path, ['TEXT', 'EXTERNAL'] as const) ?? 'TEXT', pattern: optString(o, 'pattern', path), message: optString(o, 'message', path) });
}

export function decodeAction(value: unknown, path: string): Action {
  const o = object(value, path);
  return compact({
    id: id(o, 'id', path),
    title: optString(o, 'title', path) ?? '',
    hyperlink: optString(o, 'hyperlink', path),
    dismissOnSelect: optBool(o, 'dismissOnSelect', path) ?? false,
    selected: optBool(o, 'selected', path) ?? false,
  });
}

function decodeImage(value: unknown, path: string): ImageRef | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return { url: value };
  const o = object(value, path);
  const icon = o.icon === undefined || o.icon === null ? {} : object(o.icon, `${path}.icon`);
  return compact({
    url: optString(o, 'url', path),
    iconName: optString(icon, 'name', `${path}.icon`),
    countryCode: optString(icon, 'countryCode', `${path}.icon`),
  });
}

function decodeOption(value: unknown, path: string): Option {
  const o = object(value, path);
  const icon = o.icon === undefined || o.icon === null ? undefined : object(o.icon, `${path}.icon`);
  return compact({
    id: id(o, 'id', path),
    title: optString(o, 'title', path) ?? '',
    description: optString(o, 'description', path),
    icon: icon && compact({ name: optString(icon, 'name', `${path}.icon`), countryCode: optString(icon, 'countryCode', `${path}.icon`) }),
    assetUrl: optString(o, 'assetUrl', path),
    labels: list(o, 'labels', path, (label, at) => {
      const l = object(label, at);
      const labelIcon = l.icon === undefined || l.icon === null ? {} : object(l.icon, `${at}.icon`);
      return compact({ title: optString(l, 'title', at) ?? '', iconUrl: optString(labelIcon, 'url', `${at}.icon`) });
    }),
    visible: optBool(o, 'visible', path) ?? true,
    required: optBool(o, 'required', path),
  });
}

function decodeCustomOption(value: unknown, path: string): CustomOption | undefined {
  if (value === undefined || value === null) return undefined;
  const o = object(value, path);
  return compact({ id: id(o, 'id', path), hint: optString(o, 'hint', path) });
}

function decodeCurrency(value: unknown, path: string): Currency {
  if (typeof value === 'string') return { code: value };
  const o = object(value, path);
  return compact({
    code: string(o, 'code', path),
    description: optString(o, 'description', path),
    symbol: optString(o, 'symbol', path),
    fractionDigits: optNumber(o, 'fractionDigits', path),
    countryCode: optString(o, 'countryCode', path),
  });
}

function decodePhoneCountry(value: unknown, path: string): PhoneCountry {
  const o = object(value, path);
  return compact({ dialCode: string(o, 'dialCode', path), countryCode: optString(o, 'countryCode', path), description: optString(o, 'description', path) });
}

function decodeListItem(value: unknown, path: string): ListItem {
  const o = object(value, path);
  const link = o.link === undefined || o.link === null ? undefined : object(o.link, `${path}.link`);
  const icon = o.icon;
  return compact({
    id: id(o, 'id', path),
    title: optString(o, 'title', path) ?? '',
    description: optString(o, 'description', path),
    descriptionHtml: optString(o, 'descriptionHtml', path),
    icon: typeof icon === 'string' ? icon : icon ? optString(object(icon, `${path}.icon`), 'name', `${path}.icon`) : undefined,
    link: link && { hyperlink: string(link, 'hyperlink', `${path}.link`), title: optString(link, 'title', `${path}.link`) ?? '' },
    required: optBool(o, 'required', path),
    selected: optBool(o, 'selected', path),
    value: optString(o, 'value', path),
  });
}

function decodeTransaction(value: unknown, path: string): TransactionSummary | undefined {
  if (value === undefined || value === null) return undefined;
  const o = object(value, path);
  const amount = o.amount === undefined || o.amount === null ? undefined : object(o.amount, `${path}.amount`);
  return compact({
    id: id(o, 'id', path),
    description: optString(o, 'description', path) ?? '',
    createdDate: optString(o, 'createdDate', path),
    amount: amount && { amount: optNumber(amount, 'amount', `${path}.amount`) ?? 0, currency: string(amount, 'currency', `${path}.amount`) },
    state: optString(o, 'state', path),
    creatorName: optString(o, 'creatorName', path),
    iconUrl: optString(o, 'iconUrl', path),
  });
}

function decodeCell(value: unknown, path: string): Item['cell'] {
  if (value === undefined || value === null) return undefined;
  const o = object(value, path);
  return compact({ id: id(o, 'id', path), title: optString(o, 'title', path) ?? '', description: optString(o, 'description', path), iconUrl: optString(o, 'assetUrl', path) ?? optString(o, 'iconUrl', path) });
}

function decodeStep(value: unknown, path: string): ProgressionStep {
  const o = object(value, path);
  return compact({
    id: optString(o, 'id', path),
    title: optString(o, 'title', path) ?? '',
    date: optString(o, 'date', path),
    description: optString(o, 'description', path),
    lineStyle: oneOf(o, 'lineStyle', path, ['SOLID', 'DASHED'] as const),
  });
}

export function decodeItem(value: unknown, path: string): Item {
  const o = object(value, path);
  const shape = o.shape === undefined || o.shape === null ? undefined : object(o.shape, `${path}.shape`);
  const none = o.noneApplyOption === undefined || o.noneApplyOption === null ? undefined : object(o.noneApplyOption, `${path}.noneApplyOption`);
  return compact({
    id: id(o, 'id', path),
    type: string(o, 'type', path),
    required: optBool(o, 'required', path) ?? false,
    value: o.value ?? undefined,
    title: optString(o, 'title', path),
    hint: optString(o, 'hint', path),
    placeholder: optString(o, 'placeholder', path),
    underlineText: optString(o, 'underlineText', path),
    mask: optString(o, 'mask', path),
    textTransformation: oneOf(o, 'textTransformation', path, ['UPPERCASE'] as const),
    shape: shape && compact({ linesCount: optNumber(shape, 'linesCount', `${path}.shape`), expandable: optBool(shape, 'expandable', `${path}.shape`) }),
    style: optString(o, 'style', path),
    validations: list(o, 'validations', path, decodeRule),
    actions: list(o, 'actions', path, decodeAction),
    options: list(o, 'options', path, decodeOption),
    customOption: decodeCustomOption(o.customOption, `${path}.customOption`),
    noneApplyOption: none && compact({ id: id(none, 'id', `${path}.noneApplyOption`), title: optString(none, 'title', `${path}.noneApplyOption`) }),
    requiredAllOptionsSelected: optBool(o, 'requiredAllOptionsSelected', path) ?? false,
    maxSelected: optNumber(o, 'maxSelected', path) ?? optNumber(o, 'maxSelectedOptions', path),
    currencies: list(o, 'currencies', path, decodeCurrency),
    phoneCountries: list(o, 'phoneCountries', path, decodePhoneCountry),
    listItems: list(o, 'items', path, decodeListItem),
    minLabel: optString(o, 'minLabel', path),
    maxLabel: optString(o, 'maxLabel', path),
    url: optString(o, 'url', path),
    html: optString(o, 'html', path),
    text: optString(o, 'text', path),
    transaction: decodeTransaction(o.transaction, `${path}.transaction`),
    cell: decodeCell(o.card ?? o.entity, `${path}.${o.card ? 'card' : 'entity'}`),
    steps: list(o, 'steps', path, decodeStep),
    currentStepIndex: optNumber(o, 'currentStepIndex', path),
  });
}

function decodeSecondary(value: unknown, path: string): SecondaryDescription | undefined {
  if (value === undefined || value === null) return undefined;
  const o = object(value, path);
  return compact({
    label: optString(o, 'label', path),
    title: optString(o, 'title', path),
    subtitle: optString(o, 'subtitle', path),
    subtitleHtml: optString(o, 'subtitleHtml', path),
    buttonTitle: optString(o, 'buttonTitle', path),
    items: list(o, 'items', path, decodeItem),
  });
}

export function decodeView(value: unknown, path: string): View {
  const o = object(value, path);
  const type = oneOf(o, 'type', path, VIEW_TYPES);
  if (!type) throw new DecodeError(`${path}.type`, 'expected a view type, got nothing');
  const footer = o.footer === undefined || o.footer === null ? undefined : object(o.footer, `${path}.footer`);
  return compact({
    id: id(o, 'id', path),
    type,
    title: optString(o, 'title', path),
    subtitle: optString(o, 'subtitle', path),
    subtitleHtml: optString(o, 'subtitleHtml', path),
    secondaryDescription: decodeSecondary(o.secondaryDescription, `${path}.secondaryDescription`),
    items: list(o, 'items', path, decodeItem),
    actions: list(o, 'actions', path, decodeAction),
    headerAction: o.headerAction === undefined || o.headerAction === null ? undefined : decodeAction(o.headerAction, `${path}.headerAction`),
    footer: footer && compact({ termsHtml: optString(footer, 'terms', `${path}.footer`) ?? optString(footer, 'html', `${path}.footer`) }),
    nextText: optString(o, 'nextText', path),
    previousViewId: o.previousViewId === undefined || o.previousViewId === null ? undefined : id(o, 'previousViewId', path),
    actionsOrientation: oneOf(o, 'actionsOrientation', path, ['VERTICAL', 'HORIZONTAL'] as const) ?? 'VERTICAL',
    image: decodeImage(o.image, `${path}.image`),
    componentItems: list(o, 'componentItems', path, decodeItem),
    dialogType: oneOf(o, 'dialogType', path, DIALOG_TYPES),
    dialogActionCaption: optString(o, 'dialogActionCaption', path),
    dialogActionHyperlink: optString(o, 'dialogActionHyperlink', path),
    webLink: optString(o, 'webLink', path),
    closeForm: optBool(o, 'closeForm', path),
  });
}

export function decodeFlow(value: unknown, path = '$'): Flow {
  const o = object(value, path);
  const attributes = o.attributes === undefined || o.attributes === null ? {} : object(o.attributes, `${path}.attributes`);
  const views = list(o, 'views', path, decodeView);
  const ids = new Set<string>();
  views.forEach((view, index) => {
    if (ids.has(view.id)) throw new DecodeError(`${path}.views[${index}].id`, `view id "${view.id}" appears twice`);
    ids.add(view.id);
  });
  return compact({
    id: id(o, 'id', path),
    name: optString(o, 'name', path) ?? '',
    views,
    currentViewId: o.currentViewId === undefined || o.currentViewId === null ? undefined : id(o, 'currentViewId', path),
    state: oneOf(o, 'state', path, ['COMPLETE', 'INCOMPLETE'] as const) ?? 'INCOMPLETE',
    attributes: compact({
      chatTicketId: attributes.chatTicketId === undefined || attributes.chatTicketId === null ? undefined : id(attributes, 'chatTicketId', `${path}.attributes`),
      failedSubmissionMessage: optString(attributes, 'failedSubmissionMessage', `${path}.attributes`),
    }),
  });
}

/**
 * A submit answer is a completion when it carries `response`, or an `id` but neither views nor state;
 * otherwise it is the next state of the flow (docs/forms-wire.md).
 */
export function decodeSubmitAnswer(value: unknown): SubmitAnswer {
  const o = object(value ?? {}, '$');
  if (o.response !== undefined || (o.id !== undefined && o.views === undefined && o.state === undefined)) {
    return compact({ kind: 'completion' as const, response: o.response, id: o.id === undefined ? undefined : id(o, 'id', '$') });
  }
  return { kind: 'flow', flow: decodeFlow(o), json: o };
}

/** A copy of plain JSON, for keeping the server's own shape (and unknown fields) to send back. */
export function asJsonObject(value: unknown, path = '$'): Json {
  return structuredClone(object(value, path));
}
