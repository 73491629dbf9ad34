/**
 * Where `${name}` placeholders of an item's settings are looked up (the address item's
 * countrySelector, src/forms/core/address/template.ts): the flow's answers first (added by the
 * form), then the host page's `templateValues` property (added at the view's root).
 */
import { createContext, useContext, useMemo } from 'react';
import type { ReactNode } from 'react';
import type { TemplateSource } from '../core/address/template';

const Sources = createContext<readonly TemplateSource[]>([]);

/** Adds a source in front of those already given (an inner source wins). */
export function TemplateSourceProvider({ source, children }: { source: TemplateSource; children: ReactNode }) {
  const outer = useContext(Sources);
  const value = useMemo(() => [source, ...outer], [source, outer]);
  return <Sources.Provider value={value}>{children}</Sources.Provider>;
}

export const useTemplateSources = (): readonly TemplateSource[] => useContext(Sources);

/** The answer of the item `name` in any view of the flow, or undefined. */
export function flowAnswer(values: Readonly<Record<string, Readonly<Record<string, unknown>>>>, name: string): unknown {
  for (const own of Object.values(values)) if (Object.hasOwn(own, name)) return own[name];
  return undefined;
}
