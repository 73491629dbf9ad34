/**
 * The panel's rare paths, loaded on first use (EXAMPLES.md, lazy chunks): images and files (with
 * the query library), server rich text (with the sanitiser), the agent sheet and the rating popup.
 * Each load is memoised with `once` and a failed one is asked again when the panel's boundary retries.
 */
import { once } from '../../shared/once';
import { lazyView } from '../../ui/lazy';

export const LazyAttachment = lazyView(once(async () => (await import('./Attachment')).Attachment));
export const LazyRichHtml = lazyView(once(async () => (await import('./RichHtml')).RichHtml));
export const LazyAgentSheet = lazyView(once(async () => (await import('./AgentSheet')).AgentSheet));
export const LazyRatingPopup = lazyView(once(async () => (await import('./RatingPopup')).RatingPopup));
/** The voice call: the calls service, WebRTC and the call bar, on the first Call (issue 20). */
export const LazyCallDock = lazyView(once(async () => (await import('./calls/CallDock')).default));
