/**
 * The one way server HTML reaches the page. The spec allows paragraph, span, link, emphasis,
 * strong and lists; links open in a new tab. An allowlist rebuild rather than DOMPurify (12 KB
 * gzip, a quarter of the form's page cost): the HTML is parsed in an inert document (no script
 * runs, nothing loads), and the output is made of new nodes, only the allowed HTML elements, their
 * checked href and text, so nothing of the input's markup (attributes, comments, foreign content)
 * can survive, and serialising it and parsing it again can create no other element.
 */

/**
 * Elements kept: paragraph, span, link, emphasis, strong and lists (§5), nothing else. Any other
 * element keeps its text; a line break (br) becomes a newline character, which a view shows with
 * `white-space: pre-line`.
 */
export const ALLOWED_TAGS: readonly string[] = ['p', 'span', 'a', 'em', 'strong', 'ul', 'ol', 'li'];

/** Link targets allowed in href: web pages, e-mail and phone numbers only (no javascript:, data:, relative). */
const ALLOWED_URI = /^(?:https?|mailto|tel):/i;

/** Characters a browser ignores inside a URL scheme ('java\tscript:'): removed before the test. */
const URI_WHITESPACE = /[\u0000-\u0020\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000]/g; // eslint-disable-line no-control-regex

/** Dropped with everything inside (code, styles, embedded documents, SVG and MathML are not text). */
const DROPPED_WITH_CONTENT = new Set(['script', 'style', 'template', 'iframe', 'noscript', 'noembed', 'noframes', 'xmp', 'plaintext', 'title', 'head', 'object', 'audio', 'video']);

const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

/** Appends to `into` the safe copy of `from`'s children: allowed elements are rebuilt, others give their text. */
function copySafe(from: Node, into: Node): void {
  for (const node of from.childNodes) {
    if (node.nodeType === Node.TEXT_NODE) {
      into.appendChild(document.createTextNode(node.nodeValue ?? ''));
      continue;
    }
    if (node.nodeType !== Node.ELEMENT_NODE) continue;
    const element = node as Element;
    if (element.namespaceURI !== HTML_NAMESPACE || DROPPED_WITH_CONTENT.has(element.localName)) continue;
    if (element.localName === 'br') {
      into.appendChild(document.createTextNode('\n'));
      continue;
    }
    if (!ALLOWED_TAGS.includes(element.localName)) {
      copySafe(element, into);
      continue;
    }
    const copy = document.createElement(element.localName);
    if (element.localName === 'a') {
      const href = element.getAttribute('href');
      if (href !== null && ALLOWED_URI.test(href.replace(URI_WHITESPACE, ''))) copy.setAttribute('href', href);
      copy.setAttribute('target', '_blank');
      copy.setAttribute('rel', 'noopener noreferrer');
    }
    copySafe(element, copy);
    into.appendChild(copy);
  }
}

/** The same, as nodes of this document, for code that walks or rewrites them (deeplinks) before they are shown. */
export function sanitizeHtmlFragment(html: string): DocumentFragment {
  // DOMParser's document has no browsing context: scripts do not run and images do not load.
  const parsed = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html');
  const fragment = document.createDocumentFragment();
  copySafe(parsed.body, fragment);
  return fragment;
}

/** Safe HTML for innerHTML (React's dangerouslySetInnerHTML). */
export function sanitizeHtml(html: string): string {
  const holder = document.createElement('div');
  holder.append(sanitizeHtmlFragment(html));
  return holder.innerHTML;
}
