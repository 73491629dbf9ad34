/** Public events of <fin-help-centre>. */
import type { LinkParams } from '../shared/links';

/** A chat or form link in content: the host opens its chat or form (the next issue opens them inside). */
export type HelpCentreLinkDetail = { kind: 'chat'; params: LinkParams } | { kind: 'form'; formId: string; params: LinkParams };

declare module '../shared/events' {
  interface FinEventMap {
    /** A chat or form link, or a form action, was chosen in the help centre's content. */
    'fin-help-centre-link': HelpCentreLinkDetail;
    /** The help centre moved to another route (relative to its base path). */
    'fin-help-centre-navigate': { path: string };
    /** The user voted on an article (1 helpful, -1 not helpful). */
    'fin-help-centre-feedback': { faqKey: string; score: number };
  }
}
