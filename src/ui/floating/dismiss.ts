/**
 * What a press outside a floating element means: the `outsidePress` option of every useDismiss.
 *
 * useDismiss decides inside or outside on composedPath(), which is right in shadow roots; but
 * before it dismisses, it skips a press whose top-level ancestor under <body> holds no element a
 * focus manager marked (`data-floating-ui-inert`), taking it for a third-party overlay injected
 * after the floating element opened. For a press elsewhere in the element's own shadow root that
 * ancestor is the element's host, which the focus manager leaves unmarked (it holds the floating
 * element): a press on the element's other content never dismissed, unless it also moved focus
 * (test/ui/floating.test.tsx, 'a press inside the popover or on its button is inside…', the press
 * on plain text elsewhere). No option turns that check off, so the press is decided here, on composedPath() alone, and
 * dismisses through the context with the library's own reason; useDismiss is told to do nothing
 * more. Its other checks (a drag that started inside, a press inside the React tree) still run first.
 */
import { useFloatingTree } from '@floating-ui/react';
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

/** useDismiss's `outsidePress` for the floating element of `context` (node `nodeId` of the tree). */
export function useOutsidePress(context: FloatingRootContext, nodeId: string | undefined, enabled = true): (event: MouseEvent) => boolean {
  const tree = useFloatingTree();
  return (event) => {
    const path = event.composedPath();
    const inside = (node: Element | null | undefined) => node != null && path.includes(node);
    // The toast region keeps every floating element open.
    if (!enabled || path.some((node) => node instanceof Element && node.hasAttribute(KEEP_OPEN_ATTRIBUTE))) return false;
    const { floating, domReference } = context.elements;
    if (inside(floating) || inside(domReference)) return false;
    // Inside a nested one is inside; and an open nested modal's overlay covers this one.
    const nested = openDescendants(tree, nodeId).map((node) => node.context?.elements.floating);
    if (nested.some((child) => inside(child) || child?.getAttribute('aria-modal') === 'true')) return false;
    // So does another modal of this element opened beside it (a warning over a sheet); another
    // element's modal does not: each element's floating elements are its own.
    const root = floating?.getRootNode();
    const overlay = (node: EventTarget) =>
      node instanceof Element && node.hasAttribute(OVERLAY_ATTRIBUTE) && node.getRootNode() === root && !(floating && node.contains(floating));
    if (path.some(overlay)) return false;
    context.onOpenChange(false, event, 'outside-press');
    return false;
  };
}
