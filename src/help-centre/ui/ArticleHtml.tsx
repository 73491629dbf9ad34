/**
 * An article's HTML, sanitised with the SDK's sanitizer and its article allowlist (headings,
 * images, tables: ARTICLE_HTML in src/shared/sanitize-article.ts), which loads on first use so the
 * landing page does not pay for it. A link to a page under the help centre's base path opens its
 * route here; every other link opens in a new tab (the sanitiser's rule). A relative image src
 * resolves against the help-centre API, a relative link against the page (src/shared/links.ts).
 */
import { use, useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation, useRouter } from 'wouter';
import { once } from '../../shared/once';
import { useApiBase } from '../../ui/links';

const sanitizer = once(() => Promise.all([import('../../shared/sanitize'), import('../../shared/sanitize-article')]));

/**
 * Suspends until the sanitiser has loaded (the article shows its skeleton meanwhile, and what
 * follows the content waits with it); then the clean fragment is in place before the first paint.
 */
export function ArticleHtml({ html }: { html: string }) {
  const [{ sanitizeHtmlFragment }, { ARTICLE_HTML }] = use(sanitizer());
  const container = useRef<HTMLDivElement | null>(null);
  const { base } = useRouter();
  const [, navigate] = useLocation();
  // An image's src is the help-centre API's (relative to it); a link's href is the page's.
  const apiBase = useApiBase();
  const clean = useMemo(() => sanitizeHtmlFragment(html, ARTICLE_HTML, apiBase), [sanitizeHtmlFragment, ARTICLE_HTML, html, apiBase]);

  useLayoutEffect(() => {
    container.current?.replaceChildren(clean.cloneNode(true));
  }, [clean]);

  return (
    <div
      ref={container}
      className="hc-content"
      part="content"
      onClick={(event) => {
        const anchor = (event.target as Element).closest('a');
        if (!anchor || event.ctrlKey || event.metaKey || event.shiftKey) return;
        const url = new URL(anchor.href, location.href);
        if (url.origin !== location.origin || !(url.pathname === base || url.pathname.startsWith(`${base}/`))) return;
        event.preventDefault();
        navigate(url.pathname.slice(base.length) + url.search || '/');
      }}
    />
  );
}
