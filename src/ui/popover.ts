/**
 * Outside-press and focus-leave detection for popovers, menus, sheets and comboboxes that live
 * in a shadow root. `event.target` seen from the document is only the host element, so inside
 * or outside is decided on `event.composedPath()` (presses) and by walking up through
 * `getRootNode().host` (focus), never on `document.activeElement` or `target.contains`.
 *
 * Open layers form one stack, newest on top. A press is offered to the layers from the top:
 * a layer it lands inside stops it (the layers below count it as inside too), a layer it lands
 * outside of is dismissed, and a modal layer stops it after being dismissed (its backdrop covers
 * what is below). So a press inside a dialog opened from a sheet does not close the sheet, and
 * a press on the dialog's backdrop closes only the dialog.
 */
import { useEffect } from 'react';
import type { RefObject } from 'react';
import { useLatest } from './useLatest';

type Refs = readonly RefObject<Element | null>[];

/**
 * Presses inside an element with this attribute dismiss no layer: the toast region, whose
 * buttons must not close the dialog under it.
 */
export const KEEP_OPEN_ATTRIBUTE = 'data-fin-keep-open';

/** True when `node` is `container` or inside it, through any shadow roots in between. */
export function containsComposed(container: Node, node: Node | null | undefined): boolean {
  for (let current = node ?? null; current; ) {
    if (container.contains(current)) return true;
    const root = current.getRootNode();
    current = root instanceof ShadowRoot ? root.host : null;
  }
  return false;
}

/** True when the event passed through one of `nodes` (works from any listener, across shadow roots). */
export function isEventInside(event: Event, nodes: readonly (Node | null | undefined)[]): boolean {
  const path = event.composedPath();
  return nodes.some((node) => node != null && path.includes(node));
}

export interface OutsidePressOptions {
  /**
   * 'pointerdown' (default) dismisses as the press starts: menus and listboxes. 'click' waits for
   * the click and ignores one whose press started inside (selecting text out of a dialog):
   * modals, so the click that closes them cannot reach the page under them.
   */
  event?: 'pointerdown' | 'click';
  /** Its backdrop covers the layers below: presses stop here. */
  modal?: boolean;
}

interface Layer {
  refs: RefObject<Refs>;
  options: RefObject<OutsidePressOptions>;
  onOutside: RefObject<(event: Event) => void>;
  /** Whether the last press started outside this layer (and reached it); undefined after a click. */
  pressedOutside?: boolean;
}

const layers: Layer[] = [];

const nodesOf = (refs: Refs) => refs.map((ref) => ref.current).filter((node): node is Element => node !== null);

/** Offers a press to the layers from the top; returns those it lands outside of, top first. */
function outsideLayers(event: Event): Layer[] {
  const outside: Layer[] = [];
  if (event.composedPath().some((node) => node instanceof Element && node.hasAttribute(KEEP_OPEN_ATTRIBUTE))) return outside;
  for (const layer of [...layers].reverse()) {
    if (isEventInside(event, nodesOf(layer.refs.current))) break;
    outside.push(layer);
    if (layer.options.current.modal) break;
  }
  return outside;
}

function onPointerDown(event: Event) {
  const outside = outsideLayers(event);
  for (const layer of [...layers]) {
    layer.pressedOutside = outside.includes(layer);
  }
  for (const layer of outside) {
    if ((layer.options.current.event ?? 'pointerdown') === 'pointerdown') layer.onOutside.current(event);
  }
}

function onClick(event: Event) {
  const outside = outsideLayers(event);
  for (const layer of [...layers]) {
    // A click with no press before it (the keyboard, element.click()) counts on its own.
    const pressedOutside = layer.pressedOutside ?? true;
    layer.pressedOutside = undefined;
    if (layer.options.current.event === 'click' && pressedOutside && outside.includes(layer)) layer.onOutside.current(event);
  }
}

function listen(on: boolean) {
  const method = on ? 'addEventListener' : 'removeEventListener';
  // Capture at the document: a press anywhere on the page or in any element's shadow root
  // arrives here before a handler inside can stop it.
  document[method]('pointerdown', onPointerDown, true);
  document[method]('click', onClick, true);
}

/**
 * Calls `onOutside` when a press lands outside every node in `refs` (the popover and what opens
 * it) while `enabled`. Nodes inside the refs' subtrees, including nested shadow roots, are inside.
 */
export function useOutsidePress(refs: Refs, enabled: boolean, onOutside: (event: Event) => void, options: OutsidePressOptions = {}): void {
  const handler = useLatest(onOutside);
  const latestOptions = useLatest(options);
  const latestRefs = useLatest(refs);
  useEffect(() => {
    if (!enabled) return undefined;
    const layer: Layer = { refs: latestRefs, options: latestOptions, onOutside: handler };
    if (layers.length === 0) listen(true);
    layers.push(layer);
    return () => {
      layers.splice(layers.indexOf(layer), 1);
      if (layers.length === 0) listen(false);
    };
  }, [enabled, handler, latestOptions, latestRefs]);
}

/**
 * Calls `onLeave` when focus moves from inside the refs to an element outside them (the host
 * page, another element's shadow root, elsewhere in this one). Focus that goes nowhere (the
 * window loses focus, a click on plain text, a focused row removed) is not a leave.
 */
export function useFocusLeave(refs: Refs, enabled: boolean, onLeave: (event: FocusEvent) => void): void {
  const handler = useLatest(onLeave);
  const latestRefs = useLatest(refs);
  useEffect(() => {
    if (!enabled) return undefined;
    // Listen where the nodes live: focus moving inside one shadow root never leaves it, and
    // there relatedTarget is retargeted to this tree (another element's focus shows as its host).
    const roots = new Set(nodesOf(latestRefs.current).map((node) => node.getRootNode()));
    const onFocusOut = (event: Event) => {
      const nodes = nodesOf(latestRefs.current);
      const next = (event as FocusEvent).relatedTarget;
      if (!isEventInside(event, nodes) || !(next instanceof Node)) return;
      if (!nodes.some((node) => containsComposed(node, next))) handler.current(event as FocusEvent);
    };
    for (const root of roots) root.addEventListener('focusout', onFocusOut);
    return () => {
      for (const root of roots) root.removeEventListener('focusout', onFocusOut);
    };
  }, [enabled, handler, latestRefs]);
}
