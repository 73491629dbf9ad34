/** Decoders of the parts several item types share: actions, options, the custom option, list rows. */
import { id, object, string } from '../../../shared/decode';
import { at, compact, listAt, optBool, optHtml, optObject, optString } from '../fields';
import type { Json } from '../../../shared/decode';
import type { Warn } from '../fields';
import type { Action, CustomOption, ListItem, Option } from '../item-model';

export function decodeOption(value: unknown, path: string, warn: Warn): Option {
  const o = object(value, path);
  const icon = at(o, 'icon', path, optObject);
  return compact({
    id: at(o, 'id', path, id),
    title: at(o, 'title', path, optString) ?? '',
    description: optHtml(o, 'description', path, warn),
    icon: icon && compact({ name: at(icon, 'name', `${path}.icon`, optString), countryCode: at(icon, 'countryCode', `${path}.icon`, optString) }),
    assetUrl: at(o, 'assetUrl', path, optString),
    labels: listAt(o, 'labels', path, (label, labelPath) => {
      const l = object(label, labelPath);
      const labelIcon = at(l, 'icon', labelPath, optObject) ?? {};
      return compact({ title: at(l, 'title', labelPath, optString) ?? '', iconUrl: at(labelIcon, 'url', `${labelPath}.icon`, optString) });
    }),
    visible: at(o, 'visible', path, optBool) ?? true,
    required: at(o, 'required', path, optBool),
  });
}

export function decodeCustomOption(o: Json, path: string): CustomOption | undefined {
  const custom = at(o, 'customOption', path, optObject);
  const customPath = `${path}.customOption`;
  return custom && compact({ id: at(custom, 'id', customPath, id), hint: at(custom, 'hint', customPath, optString) });
}

export function decodeListItem(value: unknown, path: string, warn: Warn): ListItem {
  const o = object(value, path);
  const link = at(o, 'link', path, optObject);
  const icon = o.icon;
  return compact({
    id: at(o, 'id', path, id),
    title: at(o, 'title', path, optString) ?? '',
    description: at(o, 'description', path, optString),
    descriptionHtml: optHtml(o, 'descriptionHtml', path, warn),
    icon: typeof icon === 'string' ? icon : at(at(o, 'icon', path, optObject) ?? {}, 'name', `${path}.icon`, optString),
    link: link && { hyperlink: at(link, 'hyperlink', `${path}.link`, string), title: at(link, 'title', `${path}.link`, optString) ?? '' },
    required: at(o, 'required', path, optBool),
    selected: at(o, 'selected', path, optBool),
    value: at(o, 'value', path, optString),
  });
}

/** A view's or an item's action (§3 View actions; items take the same shape, docs/forms-wire.md). */
export function decodeAction(value: unknown, path: string): Action {
  const o = object(value, path);
  return compact({
    id: at(o, 'id', path, id),
    title: at(o, 'title', path, optString) ?? '',
    hyperlink: at(o, 'hyperlink', path, optString),
    dismissOnSelect: at(o, 'dismissOnSelect', path, optBool) ?? false,
    selected: at(o, 'selected', path, optBool) ?? false,
  });
}
