/**
 * Server rich text (§5): sanitised to paragraph, span, link, emphasis, strong and lists (the
 * shared allowlist sanitiser, in an inert document), then built as React elements, so each link
 * renders through ChatLink like a `[label](url)` one. The sanitiser copies every href here as
 * data: ChatLink alone decides what becomes an href (safeUrl, or an app link's web page).
 */
import { createElement, useMemo } from 'react';
import type { ReactNode } from 'react';
import { linkTarget } from '../../shared/links';
import { ALLOWED_TAGS, sanitizeHtmlFragment } from '../../shared/sanitize';
import type { HtmlAllowlist } from '../../shared/sanitize';
import { ChatLink } from './ChatLink';

const CHAT_HTML: HtmlAllowlist = { tags: ALLOWED_TAGS, attributes: { a: { href: () => true } } };

function toReact(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.nodeValue;
  const element = node as Element;
  const children = [...element.childNodes].map(toReact);
  if (element.localName !== 'a') return createElement(element.localName, { key }, ...children);
  const target = linkTarget(element.getAttribute('href') ?? '', location.href);
  // A link the URL policy refuses keeps its text.
  if (!target) return createElement('span', { key }, ...children);
  return (
    <ChatLink key={key} target={target} label={element.textContent ?? ''}>
      {children}
    </ChatLink>
  );
}

export function RichHtml({ html }: { html: string }) {
  const nodes = useMemo(() => [...sanitizeHtmlFragment(html, CHAT_HTML).childNodes], [html]);
  return <div className="text rich">{nodes.map(toReact)}</div>;
}
