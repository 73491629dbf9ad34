/**
 * The floating layer's code (`src/ui/floating/`, @floating-ui/react and what it drives: menus,
 * combobox popovers and lists, dialogs and sheets) is one lazy chunk for every element of the
 * page. A floating element closed at first paint asks for it on first intent (pointer enter,
 * focus, touch start on what opens it) or when it opens, so the first paint of a tag never pays
 * for it; one that is shown at first paint (an inline list) asks when it mounts. A failed load is
 * logged and asked for again at the next intent or open (`once`).
 */
import { useCallback, useState } from 'react';
import type { HTMLProps } from 'react';
import { once } from '../shared/once';
import type * as FloatingModule from './floating/index';
import { useLazyModule } from './lazy';

export type Floating = typeof FloatingModule;

/**
 * Presses inside an element with this attribute dismiss no floating element: the toast region,
 * whose buttons must not close the dialog under it.
 */
export const KEEP_OPEN_ATTRIBUTE = 'data-fin-keep-open';

let loaded: Floating | undefined;
export const loadFloating = once(async () => (loaded = await import('./floating/index')));

/** Starts loading the layer (an intent); a failure waits for the next ask. */
export function preloadFloating(): void {
  loadFloating().catch(() => undefined);
}

/** Handlers for what opens a floating element: each intent starts loading its code. */
export const floatingIntent = {
  onPointerEnter: preloadFloating,
  onFocus: preloadFloating,
  onTouchStart: preloadFloating,
} as const;

/**
 * The layer once it is loaded; asks for it while `wanted` (open, or shown at first paint). On a
 * failure it calls `onFailure` (a menu closes again: the next open asks anew).
 */
export function useFloatingLayer(wanted: boolean, onFailure?: () => void): Floating | undefined {
  return useLazyModule(loadFloating, () => loaded, wanted, 'the floating layer (menus, popups and dialogs)', onFailure);
}

/** A floating element's props for an element around it: spread `getter(own props)` on it. */
export type PropGetter = (userProps?: HTMLProps<HTMLElement>) => Record<string, unknown>;

/**
 * What opens a floating element (a menu's button, a combobox's) is here at first paint, before the
 * layer is in. Once it is, the popup's one context hands the button its props through `bind`
 * (useRole's ARIA, the keys that open it), again whenever they change, and the button spreads
 * `joined(own)`; until then it renders its own fallback.
 */
export function useJoin(): [joined: PropGetter | null, bind: (getter: PropGetter) => void] {
  const [joined, setJoined] = useState<PropGetter | null>(null);
  const bind = useCallback((getter: PropGetter) => setJoined(() => getter), []);
  return [joined, bind];
}
