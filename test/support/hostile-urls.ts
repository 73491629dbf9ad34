/**
 * The navigation-URL payloads of issue 13 §1, each of which would set `window.__finPwned` if a
 * sink ran it. Element tests put them in every server-URL field and assert the flag stays unset.
 */
export const PWNED = '__finPwned';

const script = `window.top.${PWNED}=1`;

export const HOSTILE_URLS: readonly [name: string, url: string][] = [
  ['javascript:', `javascript:${script}`],
  ['JaVaScRiPt:', `JaVaScRiPt:${script}`],
  ['entity-encoded', `javascript&#58;${script}`],
  ['whitespace-prefixed', ` \t\njavascript:${script}`],
  ['data:text/html', `data:text/html,<script>${script}</script>`],
  ['vbscript:', 'vbscript:msgbox(1)'],
];

export const pwned = (): unknown => (window as unknown as Record<string, unknown>)[PWNED];

/** Records window.open calls instead of opening tabs; returns the calls and the restore. */
export function stubWindowOpen(): { opened: string[]; restore: () => void } {
  const real = window.open;
  const opened: string[] = [];
  window.open = ((url?: string | URL) => {
    opened.push(String(url));
    return null;
  }) as typeof window.open;
  return { opened, restore: () => void (window.open = real) };
}
