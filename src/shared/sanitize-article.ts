/**
 * The article allowlist of the one sanitizer (sanitize.ts): apart from it so that the pages that
 * sanitise only messages (the form) do not load it.
 */
import { ALLOWED_TAGS, ANY_VALUE, MESSAGE_HTML } from './sanitize';
import type { AttributeCheck, HtmlAllowlist } from './sanitize';

const SPAN: AttributeCheck = (value) => /^[1-9]\d?$/.test(value);

/** Help-centre articles: the message elements, headings, line breaks, images and tables. */
export const ARTICLE_HTML: HtmlAllowlist = {
  tags: [...ALLOWED_TAGS, 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'br', 'img', 'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'],
  attributes: {
    ...MESSAGE_HTML.attributes,
    img: { src: ANY_VALUE, alt: ANY_VALUE },
    th: { colspan: SPAN, rowspan: SPAN, scope: (value) => ['row', 'col', 'rowgroup', 'colgroup'].includes(value) },
    td: { colspan: SPAN, rowspan: SPAN },
  },
};

