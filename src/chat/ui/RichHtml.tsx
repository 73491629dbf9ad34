/**
 * Server rich text (§5): sanitised to paragraph, span, link, emphasis, strong and lists (the
 * shared allowlist sanitiser, in an inert document; every href it keeps is safeUrl's), then built
 * as React elements, so each link renders through ChatLink like a `[label](url)` one.
 */
import { createElement, useMemo } from 'react';
import type { ReactNode } from 'react';
import { isAppLink, linkTarget } from '../../shared/links';
import type { LinkTarget } from '../../shared/links';
import { sanitizeHtmlFragment } from '../../shared/sanitize';
import { ChatLink } from './ChatLink';

/** The fragment an app link is given through the sanitiser, which keeps web links only: `#fin-app-link-<n>`. */
const APP_LINK_MARK = 'fin-app-link-';

/** App deep links, before sanitising: each becomes a link to this page marked with its number. */
function markAppLinks(html: string): { html: string; appLinks: string[] } {
  // Parsed in an inert document, which runs no script and loads nothing.
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html');
  const appLinks: string[] = [];
  for (const anchor of doc.querySelectorAll('a[href]')) {
    const href = anchor.getAttribute('href') ?? '';
    if (!isAppLink(href)) continue;
    anchor.setAttribute('href', `#${APP_LINK_MARK}${appLinks.length}`);
    appLinks.push(href);
  }
  return { html: doc.body.innerHTML, appLinks };
}

/** A sanitised link's target: its app link again, or the web URL the sanitiser kept; none when it refused it. */
function targetOf(href: string | null, appLinks: readonly string[]): LinkTarget | undefined {
  if (href === null) return undefined;
  const url = new URL(href);
  const page = new URL(location.href);
  const marked = url.hash.startsWith(`#${APP_LINK_MARK}`) && url.href.split('#')[0] === page.href.split('#')[0];
  const appLink = marked ? appLinks[Number(url.hash.slice(APP_LINK_MARK.length + 1))] : undefined;
  return linkTarget(appLink ?? href, location.href);
}

function toReact(node: Node, key: number, appLinks: readonly string[]): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.nodeValue;
  const element = node as Element;
  const children = [...element.childNodes].map((child, index) => toReact(child, index, appLinks));
  if (element.localName !== 'a') return createElement(element.localName, { key }, ...children);
  const target = targetOf(element.getAttribute('href'), appLinks);
  // A link the URL policy refused keeps its text.
  if (!target) return createElement('span', { key }, ...children);
  return (
    <ChatLink key={key} target={target} label={element.textContent ?? ''}>
      {children}
    </ChatLink>
  );
}

export function RichHtml({ html }: { html: string }) {
  const built = useMemo(() => {
    const { html: marked, appLinks } = markAppLinks(html);
    return [...sanitizeHtmlFragment(marked).childNodes].map((node, index) => toReact(node, index, appLinks));
  }, [html]);
  return <div className="text rich">{built}</div>;
}
