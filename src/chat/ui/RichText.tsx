/**
 * A text message's content (§5): server rich text sanitised to paragraph, span, link, emphasis,
 * strong and lists (links in a new tab), app deep links mapped to web pages or marked as in the
 * mobile app only; plain text with `[label](url)` links through LinkedText.
 */
import { isAppLink, resolveAppLink } from '../../shared/links';
import { sanitizeHtml } from '../../shared/sanitize';
import { LinkedText } from '../../ui/LinkedText';

const LOOKS_LIKE_HTML = /<\/?(p|span|a|em|strong|ul|ol|li|i|b|br|div)\b[^>]*>/i;

/**
 * App links in rich text, before sanitising (the sanitiser keeps web links only): one with a web
 * page points there; any other keeps its text with the mobile-app-only note. Parsed in an inert
 * document, which runs no script and loads nothing.
 */
function mapAppLinks(html: string, mobileOnly: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const anchor of doc.querySelectorAll('a[href]')) {
    const href = anchor.getAttribute('href') ?? '';
    if (!isAppLink(href)) continue;
    let web: string | undefined;
    try {
      const target = resolveAppLink(href);
      if (target.kind === 'web') web = new URL(target.path, location.href).href;
    } catch {
      // Unmapped or invalid: the note below.
    }
    if (web) anchor.setAttribute('href', web);
    else anchor.replaceWith(`${anchor.textContent ?? ''} (${mobileOnly})`);
  }
  return doc.body.innerHTML;
}

export function RichText({ text, mobileOnly }: { text: string; mobileOnly: string }) {
  if (!LOOKS_LIKE_HTML.test(text)) {
    return (
      <span className="text">
        <LinkedText text={text} />
      </span>
    );
  }
  return <div className="text rich" dangerouslySetInnerHTML={{ __html: sanitizeHtml(mapAppLinks(text, mobileOnly)) }} />;
}
