/** What a view knows about the custom element that hosts it. */
import { createContext, useContext } from 'react';
import type { ElementConfig } from '../shared/config';
import type { FinEventMap, FinEventName } from '../shared/events';
import type { Messages } from '../shared/i18n';
import type { Direction } from '../shared/locale';
import type { HostAuth } from '../shared/host';

export interface ElementContextValue {
  /** The custom element itself. */
  host: HTMLElement;
  /** Its shadow root: portals, popovers and dialogs render here. */
  root: ShadowRoot;
  /** api-base and locale, resolved from attribute, loader and defaults. */
  config: ElementConfig;
  /** Its layout direction (dirOf: its `dir`, a right-to-left locale, or the page's), set on its shadow root. */
  dir: Direction;
  /** The token given by FinWidgets('setAuth'), if any. */
  auth: HostAuth | null;
  /** Host texts: the loader's `messages`, then the element's own `messages` property. */
  messages: Messages;
  /** Feature switches given through the loader. */
  features: Readonly<Record<string, boolean>>;
  /** Dispatches a composed, bubbling public event on the host element. */
  emit<K extends FinEventName>(type: K, detail: FinEventMap[K]): boolean;
}

export const ElementContext = createContext<ElementContextValue | null>(null);

export function useElement(): ElementContextValue {
  const value = useContext(ElementContext);
  if (!value) throw new Error('useElement() must be called inside a view rendered by createElementClass()');
  return value;
}
