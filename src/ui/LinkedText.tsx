/**
 * Text with `[label](url)` links (sso-chat-help-centre.md §5 "Link rendering"), as the chat panel
 * and the help centre show it: an https link opens in a new tab, an app deep link with a web page
 * goes there, a chat, form or FAQ link goes to `onRoute` (the caller's own route), and anything
 * else reads "label (url)".
 */
import { Fragment } from 'react';
import type { RouteTarget } from '../shared/links';
import { parseLinkedText } from '../shared/links';
import { styles } from './sheets';
import { token } from './theme';

export interface LinkedTextProps {
  text: string;
  /** Opens a chat, form or FAQ link; without it those links read "label (url)". */
  onRoute?: ((target: RouteTarget) => void) | undefined;
  /**
   * §5/§9: an app deep link that cannot be mapped reads its label plus this note (the help
   * centre's 'available in the mobile app only'); without it, "label (url)".
   */
  mobileOnlyNote?: string | undefined;
}

export function LinkedText({ text, onRoute, mobileOnlyNote }: LinkedTextProps) {
  return parseLinkedText(text, location.href).map((part, index) => {
    if (part.kind === 'text') return <Fragment key={index}>{part.text}</Fragment>;
    const { target, label, url } = part;
    if (target.kind === 'mobile-only') return <Fragment key={index}>{`${label} (${mobileOnlyNote ?? url})`}</Fragment>;
    if (target.kind === 'external') {
      return (
        <a key={index} className="fin-link" href={target.href} target="_blank" rel="noopener noreferrer">
          {label}
        </a>
      );
    }
    if (target.kind === 'web') {
      return (
        <a key={index} className="fin-link" href={target.path}>
          {label}
        </a>
      );
    }
    if (!onRoute) return <Fragment key={index}>{`${label} (${url})`}</Fragment>;
    return (
      <button key={index} type="button" className="fin-link" onClick={() => onRoute(target)}>
        {label}
      </button>
    );
  });
}

/** Adopt with the element's styles: a link-looking button for the caller's routes. */
export const linkedTextStyles = styles(`
.fin-link { color: ${token.colorAccent}; font: inherit; text-decoration: underline; }
button.fin-link { padding: 0; border: 0; background: none; cursor: pointer; }
`);
