/**
 * Decoders of the flow JSON (spec §3) at the boundary, over the shared decoders. Items are
 * decoded by the engine's item definitions; an item or view of a type they do not know is
 * left out of the model with a warning (its JSON is kept and sent back unchanged). Anything
 * malformed throws a DecodeError naming the field, shown as 'Unable to load the form.'.
 */
import { id, object, oneOf, optional, string } from '../../shared/decode';
import type { Json } from '../../shared/decode';
import { DecodeError } from '../../shared/errors';
import { at, compact, listAt, optBool, optHtml, optId, optObject, optString } from './fields';
import type { Warn } from './fields';
import { decodeAction } from './items/parts';
import type { ItemRules } from './items/rules';
import type { DialogType, Flow, ImageRef, Item, SecondaryDescription, SubmitAnswer, View, ViewType } from './model';

export interface FlowDecodeContext {
  items: ItemRules;
  warn: Warn;
  /** An item type without a definition: the engine keeps it and warns once per type. */
  unknownItem(type: string): void;
}

const VIEW_TYPES: readonly ViewType[] = ['FORM', 'PROMPT', 'BOTTOM_PROMPT', 'STATUS_DIALOG', 'DEEPLINK'];
const DIALOG_TYPES: readonly DialogType[] = ['SUCCESS', 'PENDING', 'ERROR', 'EXIT'];

function decodeImage(value: unknown, path: string): ImageRef {
  if (typeof value === 'string') return { url: value };
  const o = object(value, path);
  const icon = at(o, 'icon', path, optObject) ?? {};
  return compact({
    url: at(o, 'url', path, optString),
    iconName: at(icon, 'name', `${path}.icon`, optString),
    countryCode: at(icon, 'countryCode', `${path}.icon`, optString),
  });
}

function itemsAt(o: Json, key: string, path: string, context: FlowDecodeContext): Item[] {
  const report = { warn: context.warn, unknown: context.unknownItem };
  return listAt(o, key, path, (value, itemPath) => context.items.decode(value, itemPath, report)).filter((item): item is Item => item !== undefined);
}

function decodeSecondary(o: Json, path: string, context: FlowDecodeContext): SecondaryDescription {
  return compact({
    label: at(o, 'label', path, optString),
    title: at(o, 'title', path, optString),
    subtitle: at(o, 'subtitle', path, optString),
    subtitleHtml: optHtml(o, 'subtitleHtml', path, context.warn),
    buttonTitle: at(o, 'buttonTitle', path, optString),
    items: itemsAt(o, 'items', path, context),
  });
}

/** The view, or undefined (with a warning) when its type is not one this SDK knows. */
export function decodeView(value: unknown, path: string, context: FlowDecodeContext): View | undefined {
  const o = object(value, path);
  const type = at(o, 'type', path, string);
  const viewId = at(o, 'id', path, id);
  if (!(VIEW_TYPES as readonly string[]).includes(type)) {
    context.warn(`<fin-form> view "${viewId}" has the unknown type ${type}; it is skipped.`);
    return undefined;
  }
  const footer = at(o, 'footer', path, optObject);
  const secondary = at(o, 'secondaryDescription', path, optObject);
  const footerPath = `${path}.footer`;
  return compact({
    id: viewId,
    type: type as ViewType,
    title: at(o, 'title', path, optString),
    subtitle: at(o, 'subtitle', path, optString),
    subtitleHtml: optHtml(o, 'subtitleHtml', path, context.warn),
    secondaryDescription: secondary && decodeSecondary(secondary, `${path}.secondaryDescription`, context),
    items: itemsAt(o, 'items', path, context),
    actions: listAt(o, 'actions', path, decodeAction),
    headerAction: at(o, 'headerAction', path, optional(decodeAction)),
    footer: footer && compact({ termsHtml: optHtml(footer, 'terms', footerPath, context.warn) ?? optHtml(footer, 'html', footerPath, context.warn) }),
    nextText: at(o, 'nextText', path, optString),
    previousViewId: at(o, 'previousViewId', path, optId),
    actionsOrientation: at(o, 'actionsOrientation', path, optional(oneOf(['VERTICAL', 'HORIZONTAL'] as const))) ?? 'VERTICAL',
    image: at(o, 'image', path, optional(decodeImage)),
    componentItems: itemsAt(o, 'componentItems', path, context),
    dialogType: at(o, 'dialogType', path, optional(oneOf(DIALOG_TYPES))),
    dialogActionCaption: at(o, 'dialogActionCaption', path, optString),
    dialogActionHyperlink: at(o, 'dialogActionHyperlink', path, optString),
    webLink: at(o, 'webLink', path, optString),
    closeForm: at(o, 'closeForm', path, optBool),
  });
}

export function decodeFlow(value: unknown, context: FlowDecodeContext, path = '$'): Flow {
  const o = object(value, path);
  const attributes = at(o, 'attributes', path, optObject) ?? {};
  const attributesPath = `${path}.attributes`;
  const ids = new Set<string>();
  const views = listAt(o, 'views', path, (view, viewPath) => {
    const decoded = decodeView(view, viewPath, context);
    if (decoded && ids.has(decoded.id)) throw new DecodeError(`${viewPath}.id`, `view id "${decoded.id}" appears twice`);
    if (decoded) ids.add(decoded.id);
    return decoded;
  }).filter((view): view is View => view !== undefined);
  return compact({
    id: at(o, 'id', path, id),
    name: at(o, 'name', path, optString) ?? '',
    views,
    currentViewId: at(o, 'currentViewId', path, optId),
    state: at(o, 'state', path, optional(oneOf(['COMPLETE', 'INCOMPLETE'] as const))) ?? 'INCOMPLETE',
    attributes: compact({
      chatTicketId: at(attributes, 'chatTicketId', attributesPath, optId),
      failedSubmissionMessage: at(attributes, 'failedSubmissionMessage', attributesPath, optString),
    }),
  });
}

/**
 * A submit answer is a completion when it carries `response`, or an `id` but neither views nor state;
 * otherwise it is the next state of the flow (docs/forms-wire.md).
 */
export function decodeSubmitAnswer(value: unknown, context: FlowDecodeContext): SubmitAnswer {
  const o = object(value ?? {}, '$');
  if (o.response !== undefined || (o.id !== undefined && o.views === undefined && o.state === undefined)) {
    return compact({ kind: 'completion' as const, response: o.response, id: at(o, 'id', '$', optId) });
  }
  return { kind: 'flow', flow: decodeFlow(o, context), json: o };
}

/** A copy of plain JSON, for keeping the server's own shape (and unknown fields) to send back. */
export function asJsonObject(value: unknown, path = '$'): Json {
  return structuredClone(object(value, path));
}
