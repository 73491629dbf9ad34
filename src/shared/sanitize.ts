/**
 * The one way server HTML reaches the page, with two allowlists: `MESSAGE_HTML` for form texts
 * and chat messages (the spec allows paragraph, span, link, emphasis, strong and lists) and the
 * wider `ARTICLE_HTML` (sanitize-article.ts, apart so the form does not load it) for help-centre
 * articles (headings, images, tables). Links open in a new
 * tab. An allowlist rebuild rather than DOMPurify (12 KB gzip, a quarter of the form's page
 * cost): the HTML is parsed in an inert document (no script runs, nothing loads), and the output
 * is made of new nodes, only the allowed HTML elements, their checked attributes and text, so
 * nothing else of the input's markup (other attributes, comments, foreign content) can survive,
 * and serialising it and parsing it again can create no other element.
 */

/**
 * Elements kept by `MESSAGE_HTML`: paragraph, span, link, emphasis, strong and lists (§5), nothing
 * else. Any other element keeps its text; a line break (br), unless its allowlist keeps it,
 * becomes a newline character, which a view shows with `white-space: pre-line`.
 */
export const ALLOWED_TAGS: readonly string[] = ['p', 'span', 'a', 'em', 'strong', 'ul', 'ol', 'li'];

/** An attribute's value test: the attribute is copied only when it passes. */
export type AttributeCheck = (value: string) => boolean;

/** What one sanitising keeps: elements (others give their text) and, per element, attributes. */
export interface HtmlAllowlist {
  readonly tags: readonly string[];
  /** Attributes copied per element, each with its value test (a link's href is always checked and kept). */
  readonly attributes?: Readonly<Record<string, Readonly<Record<string, AttributeCheck>>>>;
}

/** Form texts and chat messages. */
export const MESSAGE_HTML: HtmlAllowlist = { tags: ALLOWED_TAGS };

/** Link targets allowed in href: web pages, e-mail and phone numbers only (no javascript:, data:, relative). */
const ALLOWED_URI = /^(?:https?|mailto|tel):/i;

/** Characters a browser ignores inside a URL scheme ('java\tscript:'): removed before the test. */
export const URI_WHITESPACE = /[\u0000-\u0020\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000]/g; // eslint-disable-line no-control-regex

/** Dropped with everything inside (code, styles, embedded documents, SVG and MathML are not text). */
const DROPPED_WITH_CONTENT = new Set(['script', 'style', 'template', 'iframe', 'noscript', 'noembed', 'noframes', 'xmp', 'plaintext', 'title', 'head', 'object', 'audio', 'video']);

const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

/** Appends to `into` the safe copy of `from`'s children: allowed elements are rebuilt, others give their text. */
function copySafe(from: Node, into: Node, allowlist: HtmlAllowlist): void {
  for (const node of from.childNodes) {
    if (node.nodeType === Node.TEXT_NODE) {
      into.appendChild(document.createTextNode(node.nodeValue ?? ''));
      continue;
    }
    if (node.nodeType !== Node.ELEMENT_NODE) continue;
    const element = node as Element;
    const name = element.localName;
    if (element.namespaceURI !== HTML_NAMESPACE || DROPPED_WITH_CONTENT.has(name)) continue;
    if (!allowlist.tags.includes(name)) {
      if (name === 'br') into.appendChild(document.createTextNode('\n'));
      else copySafe(element, into, allowlist);
      continue;
    }
    const copy = document.createElement(name);
    for (const [attribute, check] of Object.entries(allowlist.attributes?.[name] ?? {})) {
      const value = element.getAttribute(attribute);
      if (value !== null && check(value)) copy.setAttribute(attribute, value);
    }
    // An image whose source was refused would show nothing (or a broken-image icon).
    if (name === 'img' && !copy.hasAttribute('src')) continue;
    if (name === 'a') {
      const href = element.getAttribute('href');
      if (href !== null && ALLOWED_URI.test(href.replace(URI_WHITESPACE, ''))) copy.setAttribute('href', href);
      copy.setAttribute('target', '_blank');
      copy.setAttribute('rel', 'noopener noreferrer');
    }
    copySafe(element, copy, allowlist);
    into.appendChild(copy);
  }
}

/** The same, as nodes of this document, for code that walks or rewrites them (deeplinks) before they are shown. */
export function sanitizeHtmlFragment(html: string, allowlist: HtmlAllowlist = MESSAGE_HTML): DocumentFragment {
  // DOMParser's document has no browsing context: scripts do not run and images do not load.
  const parsed = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html');
  const fragment = document.createDocumentFragment();
  copySafe(parsed.body, fragment, allowlist);
  return fragment;
}

/** Safe HTML for innerHTML (React's dangerouslySetInnerHTML). */
export function sanitizeHtml(html: string, allowlist: HtmlAllowlist = MESSAGE_HTML): string {
  const holder = document.createElement('div');
  holder.append(sanitizeHtmlFragment(html, allowlist));
  return holder.innerHTML;
}
