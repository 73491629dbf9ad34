/** Public events of <fin-help-centre>. */
import type { LinkParams } from '../shared/links';

/** A form link or form action without a forms api (§6): the host opens its form. */
export type HelpCentreLinkDetail = { kind: 'form'; formId: string; params: LinkParams };

declare module '../shared/events' {
  interface FinEventMap {
    /** A form link or form action was chosen and the help centre has no forms api (`openForm: null`). */
    'fin-help-centre-link': HelpCentreLinkDetail;
    /** The help centre moved to another route (relative to its base path). */
    'fin-help-centre-navigate': { path: string };
    /** The user voted on an article (1 helpful, -1 not helpful). */
    'fin-help-centre-feedback': { faqKey: string; score: number };
  }
}
