/**
 * What is added to the page while a modal is open is inert too. FloatingFocusManager's
 * `outsideElementsInert` marks <body>'s children once, when the modal opens: a `fin-*` element
 * (or any content) a host page or the loader adds afterwards could take focus and presses while
 * the rest of the page cannot (test/ui/floating.test.tsx, 'an element added to the page while a
 * modal is open is inert too…'). While any modal is open, one observer on <body> marks each child
 * added then, and the last modal to close gives them back. Live regions and scripts are left
 * alone, as the library leaves them.
 */
import { useEffect } from 'react';
import { topLevel } from './dismiss';

/** The hosts of the open modals (<body>'s children that hold them): never made inert. */
const holders = new Map<HTMLElement, Node>();
/** The children this made inert, to give back when the last modal closes. */
const marked = new Set<Element>();
let observer: MutationObserver | null = null;

const LIVE = '[aria-live],[role="status"],output';

function markAdded(records: MutationRecord[]): void {
  const kept = new Set(holders.values());
  for (const record of records) {
    for (const node of record.addedNodes) {
      if (!(node instanceof Element) || kept.has(node) || node.localName === 'script' || node.hasAttribute('inert')) continue;
      if (node.matches(LIVE) || node.querySelector(LIVE)) continue;
      node.setAttribute('inert', '');
      marked.add(node);
    }
  }
}

/** Makes <body>'s children added while `modal` (the modal surface) is mounted inert. */
export function useLaterElementsInert(modal: HTMLElement | null): void {
  useEffect(() => {
    if (!modal) return undefined;
    holders.set(modal, topLevel(modal));
    if (!observer) {
      observer = new MutationObserver(markAdded);
      observer.observe(modal.ownerDocument.body, { childList: true });
    }
    return () => {
      holders.delete(modal);
      if (holders.size > 0) return;
      observer?.disconnect();
      observer = null;
      for (const node of marked) node.removeAttribute('inert');
      marked.clear();
    };
  }, [modal]);
}
