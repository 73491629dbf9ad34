/**
 * The one way server HTML reaches the page. The spec allows paragraph, span, link, emphasis,
 * strong and lists; links open in a new tab. The DOMPurify instance is our own, so our hook and
 * settings never touch a DOMPurify the host page uses.
 */
import DOMPurify from 'dompurify';
import type { Config, DOMPurify as Purifier } from 'dompurify';

/** Elements kept; i, b and br are the same formatting as em, strong and a line break in a paragraph. */
export const ALLOWED_TAGS: readonly string[] = ['p', 'span', 'a', 'em', 'i', 'strong', 'b', 'ul', 'ol', 'li', 'br'];

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
