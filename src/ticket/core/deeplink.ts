/**
 * Where a widget's deep link goes once the host has let it through (docs/elements/fin-ticket.md
 * "Deep links"): a link on the page's own origin opens in the same window, a web link elsewhere
 * opens in a new tab, and anything else (an app's own scheme, javascript:) is not followed.
 */
export type Navigation = { target: 'same-window' | 'new-tab'; href: string } | { target: 'none'; reason: string };

export function navigationFor(url: string, pageUrl: string): Navigation {
  let parsed: URL;
  try {
    parsed = new URL(url, pageUrl);
  } catch {
    return { target: 'none', reason: `"${url}" is not a URL` };
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    return { target: 'none', reason: `"${url}" is not a web link; handle fin-ticket-deeplink to open it` };
  }
  return { target: parsed.origin === new URL(pageUrl).origin ? 'same-window' : 'new-tab', href: parsed.href };
}
