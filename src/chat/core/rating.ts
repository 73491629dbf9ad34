/**
 * The rating popup's rules (§4.7, §5), apart from its rendering: a rating is offered on a
 * Resolved ticket not yet rated (ticket-rules.ts, `rate`); a new choice starts with none of its
 * tags; Submit needs a choice and sends the choice, its tags and the
 * trimmed feedback; closing without submitting sends the chosen rating alone (no tags, no
 * feedback), or nothing when none was chosen; 'Chat with a live agent' is offered on the first
 * option only; the feedback (optional for every rating) shows once a rating is chosen, 2 to 7 rows.
 */
import { FEEDBACK_MAX_ROWS } from '../constants';
import type { RatingOption } from './models';

export interface RatingDraft {
  chosen?: string | undefined;
  tags: string[];
  feedback: string;
}

/** What a rating sends (POST …/experience). */
export interface RatingToSend {
  experience: string;
  tags: string[];
  feedback: string;
}

export const emptyRating = (): RatingDraft => ({ tags: [], feedback: '' });

/** A new choice starts with none of its tags; the same one again changes nothing. */
export const chooseRating = (draft: RatingDraft, experience: string): RatingDraft =>
  experience === draft.chosen ? draft : { ...draft, chosen: experience, tags: [] };

export const toggleRatingTag = (draft: RatingDraft, tag: string): RatingDraft => ({
  ...draft,
  tags: draft.tags.includes(tag) ? draft.tags.filter((item) => item !== tag) : [...draft.tags, tag],
});

/** What the popup shows for a draft: the chosen option (its tags), which buttons, the feedback's rows. */
export function ratingView(options: readonly RatingOption[] | undefined, draft: RatingDraft) {
  const option = options?.find((candidate) => candidate.experience === draft.chosen);
  return {
    option,
    // While busy the button shows its spinner (and takes no press): that is the view's.
    canSubmit: !!draft.chosen,
    offersLiveAgent: options?.[0]?.experience === draft.chosen,
    showsFeedback: !!draft.chosen,
    feedbackRows: Math.min(FEEDBACK_MAX_ROWS, Math.max(2, draft.feedback.split('\n').length)),
  };
}

/** Submit sends everything; closing sends the choice alone. Nothing without a choice. */
export function ratingToSend(draft: RatingDraft, how: 'submit' | 'close'): RatingToSend | undefined {
  if (!draft.chosen) return undefined;
  return how === 'submit' ? { experience: draft.chosen, tags: draft.tags, feedback: draft.feedback.trim() } : { experience: draft.chosen, tags: [], feedback: '' };
}
