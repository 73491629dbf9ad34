/**
 * The article allowlist of the one sanitizer (sanitize.ts): apart from it so that the pages that
 * sanitise only messages (the form) do not load it.
 */
import { ALLOWED_TAGS, URI_WHITESPACE } from './sanitize';
import type { AttributeCheck, HtmlAllowlist } from './sanitize';

const SPAN: AttributeCheck = (value) => /^[1-9]\d?$/.test(value);
const ANY_TEXT: AttributeCheck = () => true;
/** Images from the web only: https (no data:, no javascript:, no page-relative path). */
const HTTPS_SOURCE: AttributeCheck = (value) => /^https:/i.test(value.replace(URI_WHITESPACE, ''));

/** Help-centre articles: the message elements, headings, line breaks, images and tables. */
export const ARTICLE_HTML: HtmlAllowlist = {
  tags: [...ALLOWED_TAGS, 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'br', 'img', 'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'],
  attributes: {
    img: { src: HTTPS_SOURCE, alt: ANY_TEXT },
    th: { colspan: SPAN, rowspan: SPAN, scope: (value) => ['row', 'col', 'rowgroup', 'colgroup'].includes(value) },
    td: { colspan: SPAN, rowspan: SPAN },
  },
};

