/**
 * Every floating element is a node of a FloatingTree, so a nested one (a combobox popover in a
 * sheet, a dialog opened from a menu) is its parent's child: a press inside the child is inside
 * the parent, Escape closes the innermost. A floating element with no tree above it starts one.
 * A tree lives in React context, so it never reaches past the element's own React root: an open
 * modal in one element changes nothing in another's dismissal.
 */
import { FloatingTree, useFloatingTree } from '@floating-ui/react';
import type { ComponentType, ReactNode } from 'react';

function TreeScope({ children }: { children: ReactNode }) {
  return useFloatingTree() ? children : <FloatingTree>{children}</FloatingTree>;
}

/** `Floating` in the tree above it, or in a tree of its own. */
export function inTree<P extends object>(Floating: ComponentType<P>): ComponentType<P> {
  return function InTree(props: P) {
    return (
      <TreeScope>
        <Floating {...props} />
      </TreeScope>
    );
  };
}
