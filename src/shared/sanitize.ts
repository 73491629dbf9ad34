/**
 * The one way server HTML reaches the page. The spec allows paragraph, span, link, emphasis,
 * strong and lists; links open in a new tab. The DOMPurify instance is our own, so our hook and
 * settings never touch a DOMPurify the host page uses.
 */
import DOMPurify from 'dompurify';
import type { Config, DOMPurify as Purifier } from 'dompurify';

/**
 * Elements kept: paragraph, span, link, emphasis, strong and lists (§5), nothing else. Any other
 * element keeps its text; a line break (br) becomes a newline character, which a view shows with
 * `white-space: pre-line`.
 */
export const ALLOWED_TAGS: readonly string[] = ['p', 'span', 'a', 'em', 'strong', 'ul', 'ol', 'li'];

/** Link targets allowed in href: web pages, e-mail and phone numbers only (no javascript:, data:, relative). */
const ALLOWED_URI = /^(?:https?|mailto|tel):/i;

const CONFIG: Config = {
  ALLOWED_TAGS: [...ALLOWED_TAGS],
  ALLOWED_ATTR: ['href'],
  ALLOWED_URI_REGEXP: ALLOWED_URI,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

let purifier: Purifier | undefined;

// Created on first use, so importing this module needs no DOM.
function instance(): Purifier {
  if (!purifier) {
    purifier = DOMPurify(window);
    purifier.addHook('uponSanitizeElement', (node, data) => {
      if (data.tagName === 'br') node.parentNode?.insertBefore(node.ownerDocument!.createTextNode('\n'), node);
    });
    purifier.addHook('afterSanitizeAttributes', (node) => {
      if (node.nodeName === 'A') {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
  }
  return purifier;
}

/** Safe HTML for innerHTML (React's dangerouslySetInnerHTML). */
export function sanitizeHtml(html: string): string {
  return instance().sanitize(html, CONFIG);
}

/** The same, as nodes, for code that walks or rewrites them (deeplinks) before they are shown. */
export function sanitizeHtmlFragment(html: string): DocumentFragment {
  return instance().sanitize(html, { ...CONFIG, RETURN_DOM_FRAGMENT: true });
}
