/**
 * Every URL the SDK follows or puts in an href or src, and every link in server text, goes
 * through this module: `safeUrl` keeps script out of navigation (a `javascript:` web link runs
 * in the host page), `resolveAppLink` turns the app's deep links into web paths
 * (sso-chat-help-centre.md §2.3 "Link rewriting", §5, §8), `navigationFor` says where a link
 * opens, and `parseLinkedText` reads `[label](url)` text (§5 "Link rendering"). Pure functions:
 * the page's URL comes in as an argument.
 *
 * Where a relative URL points is the one rule of `resourceUrl` and `safeUrl`: a resource the
 * server gives (an image's or a file's src) is the API's, so it resolves against the base URL of
 * the API that returned it; a link meant for the host page (an FAQ, form or article link, a web
 * link, a deep link's web path) resolves against the page. The policy is the same for both: it is
 * judged on the resolved URL, with the page's origin as "this site".
 */
import { APP_LINK_SCHEMES, APP_LINK_WEB_PATHS } from './constants';
import { FinWidgetsError } from './errors';

/** A URL from the server that the SDK will not follow or show (code `unsafe_url`). */
export class UnsafeUrlError extends FinWidgetsError {
  override name = 'UnsafeUrlError';
  readonly url: string;

  constructor(url: string) {
    super('unsafe_url', `Refused the URL "${url}": only https:, http: on this site, mailto:, tel: and relative links are followed.`);
    this.url = url;
  }
}

/** An app deep link that cannot be used on the web: unmapped (`deeplink_unmapped`) or malformed (`deeplink_invalid`). */
export class DeepLinkError extends FinWidgetsError {
  override name = 'DeepLinkError';
  readonly url: string;

  constructor(code: 'deeplink_unmapped' | 'deeplink_invalid', url: string, message: string) {
    super(code, message);
    this.url = url;
  }
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

// Character references a payload may use to hide a scheme from a naive check ('javascript&#58;').
const CHARACTER_REFERENCE = /&(?:#(\d+)|#x([\da-f]+)|(colon|tab|newline));?/gi;
const NAMED: Record<string, string> = { colon: ':', tab: '\t', newline: '\n' };

function decodeReferences(text: string): string {
  return text.replace(CHARACTER_REFERENCE, (_match, decimal?: string, hex?: string, name?: string) =>
    name ? (NAMED[name.toLowerCase()] as string) : String.fromCodePoint(Math.min(Number.parseInt(decimal ?? hex ?? '', decimal ? 10 : 16), 0x10ffff)),
  );
}

function parse(url: string, pageUrl: string): URL | undefined {
  try {
    // The URL parser drops leading and trailing spaces and control characters, and tabs and
    // newlines anywhere, as browsers do: ' java\tscript:' is seen as the browser sees it.
    return new URL(url, pageUrl);
  } catch {
    return undefined;
  }
}

function allowed(target: URL, page: URL): boolean {
  switch (target.protocol) {
    case 'https:':
    case 'mailto:':
    case 'tel:':
      return true;
    case 'http:':
      return target.origin === page.origin || LOCAL_HOSTS.has(target.hostname);
    default:
      return false;
  }
}

/** `url` resolved against `baseUrl`, if the policy allows what it names on the page `pageUrl`. */
function checkedUrl(url: string, pageUrl: string, baseUrl: string): string | undefined {
  const page = new URL(pageUrl);
  const target = parse(url, baseUrl);
  if (!target || !allowed(target, page)) return undefined;
  const decoded = decodeReferences(url);
  if (decoded !== url) {
    const hidden = parse(decoded, baseUrl);
    if (!hidden || !allowed(hidden, page)) return undefined;
  }
  return target.href;
}

/**
 * The absolute URL to use for `url`, or undefined when it must not be used: allowed are https:,
 * http: on the page's own origin or localhost, mailto:, tel: and relative links (resolved against
 * the page: for a link meant for the host page; a resource an API returned is `resourceUrl`'s). A
 * URL that only turns unsafe once its character references are decoded is refused too, so no sink
 * that decodes them can be reached.
 */
export function safeUrl(url: string, pageUrl: string): string | undefined {
  return checkedUrl(url, pageUrl, pageUrl);
}

/**
 * `safeUrl` for a resource an API returned (an image's or a file's src): a relative URL resolves
 * against that API's base URL taken as a folder, as the API's client joins its own paths, so
 * 'uploads/1/file' and '/api/chat/uploads/1/file' from https://api.example/api/chat both name
 * https://api.example/api/chat/uploads/1/file, whatever page the element is on. The policy is
 * safeUrl's, judged on the resolved URL: http: only on the page's origin or localhost.
 */
export function resourceUrl(url: string, apiBase: string, pageUrl: string): string | undefined {
  const base = parse(apiBase, pageUrl);
  if (!base) return undefined;
  if (!base.pathname.endsWith('/')) base.pathname += '/';
  return checkedUrl(url, pageUrl, base.href);
}

/** Query parameters as a plain record (the last value of a repeated name wins). */
export type LinkParams = Readonly<Record<string, string>>;

/** Where an app deep link goes on the web. chat, form and faq are routes the caller owns. */
export type AppLinkTarget =
  | { kind: 'web'; path: string }
  | { kind: 'chat'; params: LinkParams }
  | { kind: 'form'; formId: string; params: LinkParams }
  | { kind: 'faq'; key: string; params: LinkParams };

/** True when `url` uses one of the app's own schemes (finapp://topup). */
export function isAppLink(url: string): boolean {
  const scheme = /^\s*([a-z][\w+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  return scheme !== undefined && APP_LINK_SCHEMES.includes(scheme);
}

/**
 * An app deep link's web target. The route is the link's host and path without the slashes
 * around it (finapp://topup, finapp:///topup and finapp://topup/ are the same), its query the
 * parameters. A form link carries its form id as the route's next segment (finapp://form/chargeback?x=1).
 * Throws DeepLinkError: `deeplink_unmapped` for a route with no web page (the caller shows the
 * mobile-app-only note, §8), `deeplink_invalid` for a FAQ link without a key or a form link
 * without an id (§5).
 */
export function resolveAppLink(url: string): AppLinkTarget {
  const parsed = isAppLink(url) ? parse(url.trim(), 'about:blank') : undefined;
  if (!parsed) throw new DeepLinkError('deeplink_unmapped', url, `"${url}" is not an app deep link.`);
  const route = `${parsed.host}${parsed.pathname}`.replace(/^\/+|\/+$/g, '');
  const params: LinkParams = Object.fromEntries(parsed.searchParams);
  const [head = '', ...rest] = route.split('/');
  const web = APP_LINK_WEB_PATHS[route];
  if (web) return { kind: 'web', path: web + parsed.search };
  switch (head) {
    case 'chat':
      return { kind: 'chat', params };
    case 'form': {
      const formId = decodeURIComponent(rest.join('/')) || params.formId;
      if (!formId) throw new DeepLinkError('deeplink_invalid', url, `The form link "${url}" has no form id.`);
      return { kind: 'form', formId, params };
    }
    case 'faq': {
      const key = params.key;
      if (!key) throw new DeepLinkError('deeplink_invalid', url, `The FAQ link "${url}" has no key.`);
      return { kind: 'faq', key, params };
    }
    default:
      throw new DeepLinkError('deeplink_unmapped', url, `The app link "${url}" has no web page: it is available in the mobile app only.`);
  }
}

/** An app link's target that is a route of the caller's own (chat, form, faq), not a web path. */
export type RouteTarget = Exclude<AppLinkTarget, { kind: 'web' }>;

/** Why a link from content cannot be followed (linkUnavailable). */
export type LinkUnavailable = 'mobile-only' | 'invalid';

/**
 * Why a link from content cannot be followed, or undefined when it can be: an app deep link with
 * no web page is `mobile-only` (§5, §8: shown as its label with the note that it is available in
 * the mobile app only), a FAQ link without a key or a form link without an id `invalid`. Any
 * other URL can be (whether it is safe is the follower's check).
 */
export function linkUnavailable(url: string): LinkUnavailable | undefined {
  if (!isAppLink(url)) return undefined;
  try {
    resolveAppLink(url);
    return undefined;
  } catch (error) {
    if (!(error instanceof DeepLinkError)) throw error;
    return error.code === 'deeplink_unmapped' ? 'mobile-only' : 'invalid';
  }
}

/** A web target's href: chat, form and faq become the caller's routes, so they have none here. */
export type Navigation =
  | { target: 'same-window' | 'new-tab'; href: string }
  | { target: 'none'; reason: string }
  | { target: 'refused'; error: UnsafeUrlError };

/**
 * Where a link opens: an app deep link mapped to a web path, or a link on the page's origin, in
 * the same window; a safe link elsewhere in a new tab; an app link without a web page is not
 * followed (`none`, with the reason), and a link safeUrl refuses is `refused`.
 */
export function navigationFor(url: string, pageUrl: string): Navigation {
  let link = url;
  if (isAppLink(url)) {
    let target: AppLinkTarget;
    try {
      target = resolveAppLink(url);
    } catch (error) {
      return { target: 'none', reason: (error as DeepLinkError).message };
    }
    if (target.kind !== 'web') return { target: 'none', reason: `The ${target.kind} link "${url}" opens a route of the host page, which handles the element's link event.` };
    link = target.path;
  }
  const href = safeUrl(link, pageUrl);
  if (!href) return { target: 'refused', error: new UnsafeUrlError(url) };
  const web = href.startsWith('https:') || href.startsWith('http:');
  return { target: web && new URL(href).origin === new URL(pageUrl).origin ? 'same-window' : 'new-tab', href };
}

/**
 * Where a link in server content goes: a safe web URL (external), an app deep link's web path or
 * route (chat, form, faq), or `mobile-only` for an app deep link with no web page (§5, §8: shown
 * as its text with the note that it is available in the mobile app only).
 */
export type LinkTarget = { kind: 'external'; href: string } | AppLinkTarget | { kind: 'mobile-only' };

/** A link's target, or undefined when it is neither an app link nor a URL safeUrl allows. */
export function linkTarget(url: string, pageUrl: string): LinkTarget | undefined {
  if (isAppLink(url)) {
    try {
      return resolveAppLink(url);
    } catch {
      // Unmapped, or a FAQ link without a key: it throws internally, the fallback is the note (§8).
      return { kind: 'mobile-only' };
    }
  }
  const href = safeUrl(url, pageUrl);
  return href ? { kind: 'external', href } : undefined;
}

/** A piece of text with `[label](url)` links read: plain text, or a link with its target. */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; label: string; url: string; target: LinkTarget };

// [label](url): no brackets in the label, no spaces or parentheses in the URL.
const LINKED_TEXT = /\[([^\][]+)\]\(([^()\s]+)\)/g;

function linkPart(label: string, url: string, pageUrl: string): TextPart {
  // §5: https URLs are accepted as external, deep links are converted; anything else reads "label (url)".
  const target = isAppLink(url) || /^https:/i.test(url.trim()) ? linkTarget(url, pageUrl) : undefined;
  return target ? { kind: 'link', label, url, target } : { kind: 'text', text: `${label} (${url})` };
}

/**
 * §5 "Link rendering": `[label](url)` becomes a link when the URL is https (external) or an app
 * deep link (a web path, a route, or `mobile-only` when it has no web page); anything else is
 * shown as "label (url)". Adjacent text parts are merged.
 */
export function parseLinkedText(text: string, pageUrl: string): TextPart[] {
  const parts: TextPart[] = [];
  const push = (part: TextPart) => {
    const last = parts.at(-1);
    if (part.kind === 'text' && last?.kind === 'text') last.text += part.text;
    else if (part.kind === 'link' || part.text) parts.push(part);
  };
  let index = 0;
  for (const match of text.matchAll(LINKED_TEXT)) {
    push({ kind: 'text', text: text.slice(index, match.index) });
    push(linkPart(match[1] as string, match[2] as string, pageUrl));
    index = match.index + match[0].length;
  }
  push({ kind: 'text', text: text.slice(index) });
  return parts;
}
