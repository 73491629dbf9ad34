/**
 * The article's feedback widget (§4.9, §5): none, then helpful (a toast) or not helpful (a side
 * panel with tags and a comment). Hidden while loading, after voting, or when a previous score
 * exists. Closing the panel resets it: its tags and comment are dropped, and as the vote was saved
 * when the panel opened, the widget stays hidden.
 */
import { FEEDBACK_COMMENT_MAX, FEEDBACK_SCORES } from '../constants';
import type { Feedback } from './model';

export interface FeedbackPanel {
  tags: string[];
  comment: string;
}

export type FeedbackState =
  | { phase: 'loading' }
  | { phase: 'ask' }
  | { phase: 'panel'; panel: FeedbackPanel; feedbackId: string | undefined }
  | { phase: 'done' };

export type FeedbackAction =
  | { type: 'loaded'; previous: Feedback | undefined }
  | { type: 'helpful' }
  | { type: 'notHelpful' }
  | { type: 'saved'; id: string }
  | { type: 'toggleTag'; tag: string }
  | { type: 'comment'; text: string }
  | { type: 'sent' }
  | { type: 'close' };

export const initialFeedback: FeedbackState = { phase: 'loading' };

export function feedbackReducer(state: FeedbackState, action: FeedbackAction): FeedbackState {
  switch (action.type) {
    case 'loaded':
      return action.previous && action.previous.score !== FEEDBACK_SCORES.none ? { phase: 'done' } : { phase: 'ask' };
    case 'helpful':
      return { phase: 'done' };
    case 'notHelpful':
      return { phase: 'panel', panel: { tags: [], comment: '' }, feedbackId: undefined };
    case 'saved':
      return state.phase === 'panel' ? { ...state, feedbackId: action.id } : state;
    case 'toggleTag':
      if (state.phase !== 'panel') return state;
      return {
        ...state,
        panel: {
          ...state.panel,
          tags: state.panel.tags.includes(action.tag) ? state.panel.tags.filter((tag) => tag !== action.tag) : [...state.panel.tags, action.tag],
        },
      };
    case 'comment':
      return state.phase === 'panel' ? { ...state, panel: { ...state.panel, comment: action.text.slice(0, FEEDBACK_COMMENT_MAX) } } : state;
    case 'sent':
      return { phase: 'done' };
    case 'close':
      return state.phase === 'panel' ? { phase: 'done' } : state;
  }
}

/** §5: Send is disabled unless a tag is chosen or the comment is not blank. */
export const canSend = (panel: FeedbackPanel): boolean => panel.tags.length > 0 || panel.comment.trim() !== '';

/** The widget (the question) shows only when asking. */
export const widgetVisible = (state: FeedbackState): boolean => state.phase === 'ask';
