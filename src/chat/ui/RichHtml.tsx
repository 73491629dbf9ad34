/**
 * Server rich text (§5): sanitised to paragraph, span, link, emphasis, strong and lists, links in
 * a new tab; app deep links mapped to their web pages, or kept as text with the note that they
 * are available in the mobile app only.
 */
import { isAppLink, resolveAppLink } from '../../shared/links';
import { sanitizeHtml } from '../../shared/sanitize';

/**
 * App links, before sanitising (the sanitiser keeps web links only). Parsed in an inert
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

export function RichHtml({ html, mobileOnly }: { html: string; mobileOnly: string }) {
  return <div className="text rich" dangerouslySetInnerHTML={{ __html: sanitizeHtml(mapAppLinks(html, mobileOnly)) }} />;
}
