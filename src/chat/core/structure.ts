/**
 * Structured message content (§3.2): vbox / hbox containers with a spacing, holding text, date,
 * time, phone, money, boolean and file items, styled by class. Decoded whole at the boundary so
 * the view never meets an unknown node. The wire shape is ours (docs/chat-core.md).
 */
import { DecodeError } from '../../shared/errors';
import { boolean, list, number, object, oneOf, optional, string } from '../../shared/decode';

export const STYLE_CLASSES = ['italic', 'bold', 'normal-text', 'heading1', 'heading2', 'heading3'] as const;
export type StyleClass = (typeof STYLE_CLASSES)[number];

export interface StructureContainer {
  type: 'vbox' | 'hbox';
  spacing?: { value: number; unit: string } | undefined;
  items: StructureNode[];
}

export type StructureItem =
  | { type: 'text'; text: string; styleClasses: StyleClass[] }
  | { type: 'date' | 'time' | 'phone'; value: string; styleClasses: StyleClass[] }
  | { type: 'money'; amount: number; currency: string; styleClasses: StyleClass[] }
  | { type: 'boolean'; value: boolean; styleClasses: StyleClass[] }
  | { type: 'file'; id: string; filename: string; mediaType: string; styleClasses: StyleClass[] };

export type StructureNode = StructureContainer | StructureItem;

const MAX_DEPTH = 16;

export function decodeStructure(value: unknown, path = '$', depth = 0): StructureNode {
  if (depth > MAX_DEPTH) throw new DecodeError(path, `containers nest deeper than ${MAX_DEPTH}`);
  const json = object(value, path);
  const type = string(json.type, `${path}.type`);
  const styleClasses = list(json.styleClasses ?? [], `${path}.styleClasses`, oneOf(STYLE_CLASSES));
  switch (type) {
    case 'vbox':
    case 'hbox': {
      const spacing = optional(object)(json.spacing, `${path}.spacing`);
      return {
        type,
        spacing: spacing && { value: number(spacing.value, `${path}.spacing.value`), unit: string(spacing.unit, `${path}.spacing.unit`) },
        items: list(json.items, `${path}.items`, (item, at) => decodeStructure(item, at, depth + 1)),
      };
    }
    case 'text':
      return { type, text: string(json.text, `${path}.text`), styleClasses };
    case 'date':
    case 'time':
    case 'phone':
      return { type, value: string(json.value, `${path}.value`), styleClasses };
    case 'money':
      return { type, amount: number(json.amount, `${path}.amount`), currency: string(json.currency, `${path}.currency`), styleClasses };
    case 'boolean':
      return { type, value: boolean(json.value, `${path}.value`), styleClasses };
    case 'file':
      return {
        type,
        id: string(json.id, `${path}.id`),
        filename: string(json.filename, `${path}.filename`),
        mediaType: string(json.mediaType, `${path}.mediaType`),
        styleClasses,
      };
    default:
      throw new DecodeError(`${path}.type`, `expected vbox, hbox, text, date, time, phone, money, boolean or file, got ${JSON.stringify(type)}`);
  }
}
