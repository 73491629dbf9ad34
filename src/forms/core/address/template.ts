/**
 * countrySelector settings (§3): 'true', 'false', or a `${name}` placeholder. A placeholder is
 * resolved, in order, from the flow (the answer of the item whose id is `name`, in any view) and
 * from the host page (`<fin-form>`'s `templateValues[name]`); the value must be a boolean or the
 * text 'true' / 'false'. Anything else keeps the setting's default, with a warning
 * (docs/forms-wire.md "Address item").
 */
import type { Logger } from '../../../shared/logger';
import type { CountrySelector } from '../items/address';

const PLACEHOLDER = /^\$\{\s*([^}]+?)\s*\}$/;

const asBoolean = (value: unknown): boolean | undefined => {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string' && /^(true|false)$/i.test(value.trim())) return value.trim().toLowerCase() === 'true';
  return undefined;
};

/** Where a placeholder's value is looked up, first hit wins. */
export type TemplateSource = (name: string) => unknown;

export function resolveSetting(setting: string, sources: readonly TemplateSource[], fallback: boolean, logger: Logger, label: string): boolean {
  const direct = asBoolean(setting);
  if (direct !== undefined) return direct;
  const name = PLACEHOLDER.exec(setting.trim())?.[1];
  if (name !== undefined) {
    for (const source of sources) {
      const value = source(name);
      if (value === undefined || value === null) continue;
      const resolved = asBoolean(value);
      if (resolved !== undefined) return resolved;
      logger.warn(`<fin-form> countrySelector.${label} "${setting}" resolved to ${JSON.stringify(value)}, which is not true or false; ${fallback} is used.`);
      return fallback;
    }
    logger.warn(`<fin-form> countrySelector.${label} "${setting}" has no value in the flow or in templateValues; ${fallback} is used.`);
    return fallback;
  }
  logger.warn(`<fin-form> countrySelector.${label} "${setting}" is not 'true', 'false' or a \${…} placeholder; ${fallback} is used.`);
  return fallback;
}

export interface SelectorFlags {
  preselected: boolean;
  visible: boolean;
  editable: boolean;
}

/** Every setting defaults to true: a country preselected, shown and changeable. */
export function resolveSelector(selector: CountrySelector, sources: readonly TemplateSource[], logger: Logger): SelectorFlags {
  return {
    preselected: resolveSetting(selector.preselected, sources, true, logger, 'preselected'),
    visible: resolveSetting(selector.visible, sources, true, logger, 'visible'),
    editable: resolveSetting(selector.editable, sources, true, logger, 'editable'),
  };
}
