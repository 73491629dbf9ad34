/**
 * The one way server HTML reaches the page, with two allowlists: `MESSAGE_HTML` for form texts
 * and chat messages (the spec allows paragraph, span, link, emphasis, strong and lists) and the
 * wider `ARTICLE_HTML` (sanitize-article.ts, apart so the form does not load it) for help-centre
 * articles (headings, images, tables). Every href and src it keeps is the answer of the SDK's one
 * URL policy (links.ts: an href is a link, resolved against the page's URL; a src is a resource of
 * the API the HTML came from, resolved against it), and links open in a new tab. An
 * allowlist rebuild rather than DOMPurify (12 KB gzip, a quarter of the form's page cost): the
 * HTML is parsed in an inert document (no script runs, nothing loads), and the output is made of
 * new nodes, only the allowed HTML elements, their checked attributes and text, so nothing else
 * of the input's markup (other attributes, comments, foreign content) can survive, and
 * serialising it and parsing it again can create no other element. DOMPurify's own test vectors
 * hold against it (test/shared/sanitize.test.ts).
 */
import { resourceUrl, safeUrl } from './links';

/**
 * Elements kept by `MESSAGE_HTML`: paragraph, span, link, emphasis, strong and lists (§5), nothing
 * else. Any other element keeps its text; a line break (br), unless its allowlist keeps it,
 * becomes a newline character, which a view shows with `white-space: pre-line`.
 */
export const ALLOWED_TAGS: readonly string[] = ['p', 'span', 'a', 'em', 'strong', 'ul', 'ol', 'li'];

/** An attribute's value test: the attribute is copied only when it passes (an href or src also through safeUrl). */
export type AttributeCheck = (value: string) => boolean;

/** What one sanitising keeps: elements (others give their text) and, per element, attributes. */
export interface HtmlAllowlist {
  readonly tags: readonly string[];
  /** Attributes copied per element, each with its value test. */
  readonly attributes?: Readonly<Record<string, Readonly<Record<string, AttributeCheck>>>>;
}

/** Any value (an href or src is still safeUrl's to judge). */
export const ANY_VALUE: AttributeCheck = () => true;

/** Form texts and chat messages: the elements of ALLOWED_TAGS, and a link's href. */
export const MESSAGE_HTML: HtmlAllowlist = { tags: ALLOWED_TAGS, attributes: { a: { href: ANY_VALUE } } };

/** Attributes holding a URL: whatever an allowlist says of them, their value is safeUrl's answer or they are dropped. */
const URL_ATTRIBUTES = new Set(['href', 'src']);

/** The value to copy for an allowed attribute, or undefined to drop it. */
function keptValue(attribute: string, value: string, check: AttributeCheck, apiBase: string | undefined): string | undefined {
  if (!check(value)) return undefined;
  if (!URL_ATTRIBUTES.has(attribute)) return value;
  // An empty URL is no URL (an empty src loads nothing), where safeUrl would answer the page itself.
  if (!value.trim()) return undefined;
  // The absolute URL safeUrl checked, not the text it came from: what the browser follows is what was checked.
  return attribute === 'src' && apiBase !== undefined ? resourceUrl(value, apiBase, location.href) : safeUrl(value, location.href);
}

/** Dropped with everything inside (code, styles, embedded documents, SVG and MathML are not text). */
const DROPPED_WITH_CONTENT = new Set(['script', 'style', 'template', 'iframe', 'noscript', 'noembed', 'noframes', 'xmp', 'plaintext', 'title', 'head', 'object', 'audio', 'video']);

const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

/**
 * The input's nodes are read through the prototypes' getters: a form's named controls shadow its
 * own properties (DOM clobbering: in `<form><input name=childNodes>` form.childNodes is the
 * input), which made the walk throw, or skip the form's text.
 */
const read = <T>(prototype: object, property: string) => Object.getOwnPropertyDescriptor(prototype, property)!.get as (this: Node) => T;
const childNodesOf = read<NodeListOf<ChildNode>>(Node.prototype, 'childNodes');
const nodeTypeOf = read<number>(Node.prototype, 'nodeType');
const localNameOf = read<string>(Element.prototype, 'localName');
const namespaceOf = read<string | null>(Element.prototype, 'namespaceURI');

/** Appends to `into` the safe copy of `from`'s children: allowed elements are rebuilt, others give their text. */
function copySafe(from: Node, into: Node, allowlist: HtmlAllowlist, apiBase: string | undefined): void {
  for (const node of childNodesOf.call(from)) {
    const type = nodeTypeOf.call(node);
    if (type === Node.TEXT_NODE) {
      into.appendChild(document.createTextNode(node.nodeValue ?? ''));
      continue;
    }
    if (type !== Node.ELEMENT_NODE) continue;
    const element = node as Element;
    const name = localNameOf.call(element);
    if (namespaceOf.call(element) !== HTML_NAMESPACE || DROPPED_WITH_CONTENT.has(name)) continue;
    if (!allowlist.tags.includes(name)) {
      if (name === 'br') into.appendChild(document.createTextNode('\n'));
      else copySafe(element, into, allowlist, apiBase);
      continue;
    }
    const copy = document.createElement(name);
    for (const [attribute, check] of Object.entries(allowlist.attributes?.[name] ?? {})) {
      const value = element.getAttribute(attribute);
      const kept = value === null ? undefined : keptValue(attribute, value, check, apiBase);
      if (kept !== undefined) copy.setAttribute(attribute, kept);
    }
    // An image whose source was refused would show nothing (or a broken-image icon).
    if (name === 'img' && !copy.hasAttribute('src')) continue;
    if (name === 'a') {
      copy.setAttribute('target', '_blank');
      copy.setAttribute('rel', 'noopener noreferrer');
    }
    copySafe(element, copy, allowlist, apiBase);
    into.appendChild(copy);
  }
}

/**
 * The same, as nodes of this document, for code that walks or rewrites them (deeplinks) before they
 * are shown. `apiBase`: the base URL of the API that sent the HTML, which a relative src is
 * relative to (without it, the page; an href is always relative to the page).
 */
export function sanitizeHtmlFragment(html: string, allowlist: HtmlAllowlist = MESSAGE_HTML, apiBase?: string): DocumentFragment {
  // DOMParser's document has no browsing context: scripts do not run and images do not load.
  const parsed = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html');
  const fragment = document.createDocumentFragment();
  copySafe(parsed.body, fragment, allowlist, apiBase);
  return fragment;
}

/** Safe HTML for innerHTML (React's dangerouslySetInnerHTML). */
export function sanitizeHtml(html: string, allowlist: HtmlAllowlist = MESSAGE_HTML): string {
  const holder = document.createElement('div');
  holder.append(sanitizeHtmlFragment(html, allowlist));
  return holder.innerHTML;
}
