/**
 * What a press outside a floating element means: the `outsidePress` option of every useDismiss.
 *
 * useDismiss decides inside or outside on composedPath(), which is right in shadow roots; but
 * before it dismisses, it skips a press whose top-level ancestor under <body> holds no element a
 * focus manager marked (`data-floating-ui-inert`), taking it for a third-party overlay injected
 * after the floating element opened. For a press elsewhere in the element's own shadow root that
 * ancestor is the element's host, which the focus manager leaves unmarked (it holds the floating
 * element): a press on the element's other content never dismissed (test/ui/floating.test.tsx,
 * 'a press inside the popover or on its button is inside…', the press on plain text elsewhere).
 * Base UI fixed the same check by looking for markers in the target's own root (mui/base-ui#4333).
 *
 * So only a press inside the floating element's own host is decided here, on composedPath(), and
 * dismisses through the context with the library's own reason; every other press (the host page,
 * another element, the page's scrollbar) is left to useDismiss and all of its checks. The one of
 * those checks the own-host case skips with it, a press on a scrollbar, is made here too
 * ('a press on the scrollbar of a list beside the popover…').
 */
import { useFloatingTree } from '@floating-ui/react';
import { useEffect } from 'react';
import type { FloatingNodeType, FloatingRootContext, FloatingTreeType } from '@floating-ui/react';
import { KEEP_OPEN_ATTRIBUTE } from '../floating-layer';

/** On a modal's overlay: a press on it or inside it belongs to that modal. */
export const OVERLAY_ATTRIBUTE = 'data-fin-overlay';

/** The open floating elements nested in `nodeId` (a dialog opened from a popover), at any depth. */
function openDescendants(tree: FloatingTreeType | null, nodeId: string | undefined): FloatingNodeType[] {
  if (!tree || nodeId === undefined) return [];
  const children = tree.nodesRef.current.filter((node) => node.parentId === nodeId && node.context?.open);
  return children.flatMap((child) => [child, ...openDescendants(tree, child.id)]);
}

/** The ancestor of `node` that is a child of <body>, through shadow hosts. */
export function topLevel(node: Node): Node {
  let at = node;
  for (let parent = at.parentNode ?? (at instanceof ShadowRoot ? at.host : null); parent && parent !== at.ownerDocument?.body; ) {
    at = parent;
    parent = at.parentNode ?? (at instanceof ShadowRoot ? at.host : null);
  }
  return at;
}

/** A press on the scrollbar of the element pressed (the same test as useDismiss's). */
function onScrollbar(event: MouseEvent, target: Element): boolean {
  if (!(target instanceof HTMLElement)) return false;
  const style = getComputedStyle(target);
  const scrolls = /auto|scroll/;
  const vertical = scrolls.test(style.overflowY) && target.scrollHeight > target.clientHeight;
  const horizontal = scrolls.test(style.overflowX) && target.scrollWidth > target.clientWidth;
  const rtl = style.direction === 'rtl';
  return (
    (vertical && (rtl ? event.offsetX <= target.offsetWidth - target.clientWidth : event.offsetX > target.clientWidth)) ||
    (horizontal && event.offsetY > target.clientHeight)
  );
}

/** useDismiss's `outsidePress` for the floating element of `context` (node `nodeId` of the tree). */
export function useOutsidePress(context: FloatingRootContext, nodeId: string | undefined, enabled = true): (event: MouseEvent) => boolean {
  const tree = useFloatingTree();
  return (event) => {
    const path = event.composedPath();
    const inside = (node: Element | null | undefined) => node != null && path.includes(node);
    // The toast region keeps every floating element open.
    if (!enabled || path.some((node) => node instanceof Element && node.hasAttribute(KEEP_OPEN_ATTRIBUTE))) return false;
    const { floating, domReference } = context.elements;
    const target = path[0];
    // Outside the element's own host: the library's checks are right there.
    if (!floating || !(target instanceof Element) || topLevel(target) !== topLevel(floating)) return true;
    if (inside(floating) || inside(domReference) || onScrollbar(event, target)) return false;
    // Inside a nested one is inside; and an open nested modal's overlay covers this one.
    const nested = openDescendants(tree, nodeId).map((node) => node.context?.elements.floating);
    if (nested.some((child) => inside(child) || child?.getAttribute('aria-modal') === 'true')) return false;
    // So does another modal of this element opened beside it (a warning over a sheet).
    const root = floating.getRootNode();
    const overlay = (node: EventTarget) =>
      node instanceof Element && node.hasAttribute(OVERLAY_ATTRIBUTE) && node.getRootNode() === root && !node.contains(floating);
    if (path.some(overlay)) return false;
    context.onOpenChange(false, event, 'outside-press');
    return false;
  };
}

/**
 * Closes a popup when a modal in another element makes this element inert (`inert` on its host,
 * see ModalSurface): the popup could no longer be used, and focus left it for nowhere, which
 * closes nothing by itself ('another element's open menu closes when a modal opens…').
 */
export function useClosedWhenInert(context: FloatingRootContext): void {
  const reference = context.elements.domReference;
  useEffect(() => {
    if (!reference) return undefined;
    const host = topLevel(reference);
    if (!(host instanceof Element)) return undefined;
    const observer = new MutationObserver(() => {
      if (host.hasAttribute('inert')) context.onOpenChange(false, undefined, 'focus-out');
    });
    observer.observe(host, { attributes: true, attributeFilter: ['inert'] });
    return () => observer.disconnect();
  }, [reference, context]);
}
