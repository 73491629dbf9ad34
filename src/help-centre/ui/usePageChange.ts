/**
 * Routes that behave like pages (what Zendesk Guide, Intercom Articles and HelpScout readers get):
 * on a route change, once the new page's content has rendered (its heading, not a Suspense
 * fallback of a lazy page), the element's top comes into view below the host's scroll offset
 * (Back and Forward return to where the page was left instead), focus moves to the new page's
 * main heading unless the page put it somewhere itself (a dialog, the search page's box), and the
 * page's title is announced. In history routing
 * `document.title` reads '{page title} – {host title}' (the host's title as it was when the element
 * came), unless the host keeps its own (`keep-document-title`); it is given back when the element goes.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useElement } from '../../ui/element-context';
import { useStrings } from '../../ui/useStrings';
import type { RoutingMode } from '../constants';
import { strings } from '../strings';
import { revealTop } from './scroll';

/** How long a page may take to show its heading, or Back to grow tall enough to scroll back to. */
const SETTLE_MS = 3000;

/** The page's title: its first h1, without the landing's greeting. */
function pageTitle(root: ShadowRoot): string | undefined {
  const heading = root.querySelector('h1');
  if (!heading) return undefined;
  const copy = heading.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('.hc-greeting').forEach((node) => node.remove());
  return copy.textContent?.replace(/\s+/g, ' ').trim() || undefined;
}

/** Scrolls back to `top` once the page is tall enough (its content may still be loading). */
function restoreScroll(top: number): () => void {
  const until = performance.now() + SETTLE_MS;
  let frame = 0;
  const step = () => {
    window.scrollTo(0, top);
    if (Math.abs(window.scrollY - top) > 1 && performance.now() < until) frame = requestAnimationFrame(step);
  };
  step();
  const stop = () => cancelAnimationFrame(frame);
  // The reader scrolling meanwhile wins.
  for (const type of ['wheel', 'touchstart', 'keydown']) window.addEventListener(type, stop, { once: true, passive: true });
  return stop;
}

export interface PageChangeOptions {
  /** The route (its path): a change of the query alone is the same page. */
  location: string;
  routing: RoutingMode;
  /** The host keeps document.title as it is. */
  keepDocumentTitle: boolean;
}

/** Returns what the page's live region announces. */
export function usePageChange({ location, routing, keepDocumentTitle }: PageChangeOptions): string {
  const { host, root } = useElement();
  const t = useStrings(strings);
  // A count beside the title, so two pages of one title are both announced.
  const [announcement, setAnnouncement] = useState({ text: '', count: 0 });
  const positions = useRef(new Map<string, number>());
  const current = useRef(location);
  const popped = useRef(false);
  const first = useRef(true);
  // The route whose heading is still to be focused and announced (none for the first page).
  const arrived = useRef<{ location: string; at: number; back: boolean } | undefined>(undefined);
  const ownsTitle = routing === 'history' && !keepDocumentTitle;
  const [hostTitle] = useState(() => document.title);

  // Where each page was left: Back and Forward go back there.
  useEffect(() => {
    const remember = () => positions.current.set(current.current, window.scrollY);
    const pop = () => (popped.current = true);
    window.addEventListener('scroll', remember, { passive: true });
    if (routing === 'history') window.addEventListener('popstate', pop);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('popstate', pop);
    };
  }, [routing]);

  // Before the new page paints: Back and Forward start going back to where the page was left.
  useLayoutEffect(() => {
    const was = current.current;
    current.current = location;
    if (first.current || was === location) return undefined;
    const saved = popped.current ? positions.current.get(location) : undefined;
    popped.current = false;
    arrived.current = { location, at: performance.now(), back: saved !== undefined };
    return saved === undefined ? undefined : restoreScroll(saved);
  }, [location]);

  // Once the new page shows its heading: focus, announcement and title (which follows the heading).
  useEffect(() => {
    first.current = false;
    const update = () => {
      const title = pageTitle(root);
      if (!title) return;
      if (ownsTitle) document.title = t('documentTitle', { page: title, site: hostTitle });
      if (arrived.current?.location !== location) return;
      const { at, back } = arrived.current;
      arrived.current = undefined;
      // A heading that took longer than that came after the reader moved on.
      if (performance.now() - at > SETTLE_MS) return;
      const heading = root.querySelector('h1') as HTMLElement;
      // Its content is there now (an empty Suspense fallback has no height to scroll to).
      if (!back) revealTop(host, heading);
      // The page may have put focus somewhere itself: a dialog's button, the search page's box.
      if (!root.activeElement) {
        heading.tabIndex = -1;
        heading.focus({ preventScroll: true });
      }
      setAnnouncement((last) => ({ text: title, count: last.count + 1 }));
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(root, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [location, host, root, ownsTitle, hostTitle, t]);

  useEffect(() => {
    if (!ownsTitle) return undefined;
    return () => {
      document.title = hostTitle;
    };
  }, [ownsTitle, hostTitle]);

  // A trailing no-break space every other time: the region's text changes even when the title does not.
  return announcement.count % 2 ? announcement.text : `${announcement.text}\u00a0`;
}
