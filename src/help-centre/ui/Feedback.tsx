/**
 * §4.9 feedback: 'Was this article helpful?' Yes saves score 1 and says 'Thanks for your
 * feedback'; No saves score -1 and opens the side panel (tags and a comment, Send updates the
 * feedback and says thanks). Hidden while loading, after voting, or when a previous score exists.
 */
import { useEffect, useId, useReducer, useRef } from 'react';
import { consoleLogger } from '../../shared/logger';
import { LazyBottomSheet } from '../../ui/lazy-modals';
import { Button } from '../../ui/Button';
import { useElement } from '../../ui/element-context';
import { useMutation, useQuery } from '../../ui/query';
import type { UseQueryResult } from '../../ui/query';
import { useToast } from '../../ui/Toast';
import { useStrings } from '../../ui/useStrings';
import { FEEDBACK_COMMENT_MAX, FEEDBACK_COMMENT_ROWS, FEEDBACK_SCORES } from '../constants';
import { canSend, feedbackReducer, initialFeedback, widgetVisible } from '../core/feedback';
import type { FeedbackState } from '../core/feedback';
import type { Feedback } from '../core/model';
import { strings } from '../strings';
import { closeChatPanel } from './chat';
import { useHelpCentre } from './context';
import type { QuerySource } from './context';
import { RetryView } from './parts';

/** The article's previous feedback (null for none), read afresh on each visit. */
export function feedbackQuery({ services, cacheKey }: QuerySource, faqKey: string) {
  return { queryKey: [...cacheKey, 'feedback', faqKey], queryFn: async () => (await services.getFeedback(faqKey)) ?? null, staleTime: 0 };
}

/** The widget's first state: already loaded when its previous feedback is (so it shows in the article's first frame). */
function firstState(previous: UseQueryResult<Feedback | null>): FeedbackState {
  return previous.isPending ? initialFeedback : feedbackReducer(initialFeedback, { type: 'loaded', previous: previous.data ?? undefined });
}

/** `previous`: the article's query of its previous feedback (feedbackQuery), which the article waits for. */
export function FeedbackWidget({ faqKey, previous }: { faqKey: string; previous: UseQueryResult<Feedback | null> }) {
  const t = useStrings(strings);
  const toast = useToast();
  const { emit } = useElement();
  const { services, cacheKey, setFeedbackNote } = useHelpCentre();
  const [state, dispatch] = useReducer(feedbackReducer, previous, firstState);
  const saved = useRef<Promise<string> | undefined>(undefined);
  const commentId = useId();

  useEffect(() => {
    if (previous.isSuccess) dispatch({ type: 'loaded', previous: previous.data ?? undefined });
    // A failed read must not keep the user from voting.
    else if (previous.isError) dispatch({ type: 'loaded', previous: undefined });
  }, [previous.isSuccess, previous.isError, previous.data]);

  const tags = useQuery({ queryKey: [...cacheKey, 'feedback-tags'], queryFn: () => services.getFeedbackTags(), enabled: state.phase === 'panel' });

  const vote = (score: number) => {
    emit('fin-help-centre-feedback', { faqKey, score });
    const save = services.saveFeedback(faqKey, { score, tags: [] });
    saved.current = save;
    save.catch((error: unknown) => consoleLogger.warn('help centre: the feedback was not saved.', error));
    return save;
  };

  const send = useMutation({
    mutationFn: async (panel: { tags: string[]; comment: string }) => {
      const id = await (saved.current ?? vote(FEEDBACK_SCORES.notHelpful));
      await services.updateFeedback(id, { score: FEEDBACK_SCORES.notHelpful, comment: panel.comment.trim() || undefined, tags: panel.tags });
    },
    onSuccess: (_, panel) => {
      setFeedbackNote({ faqKey, tags: panel.tags, comment: panel.comment.trim() || undefined });
      dispatch({ type: 'sent' });
      toast.show({ title: t('thanks'), variant: 'success' });
    },
  });

  return (
    <>
      {widgetVisible(state) && (
        <section className="hc-feedback" part="feedback" aria-labelledby="hc-feedback-question">
          <p id="hc-feedback-question" className="hc-feedback__question">
            {t('wasHelpful')}
          </p>
          <div className="hc-feedback__buttons">
            <Button
              variant="secondary"
              size="small"
              onClick={() => {
                void vote(FEEDBACK_SCORES.helpful).then(() => undefined, () => undefined);
                dispatch({ type: 'helpful' });
                toast.show({ title: t('thanks'), variant: 'success' });
              }}
            >
              {t('yes')}
            </Button>
            <Button
              variant="secondary"
              size="small"
              onClick={() => {
                void vote(FEEDBACK_SCORES.notHelpful).then(() => undefined, () => undefined);
                // §4.9: not helpful closes the chat before the panel opens.
                closeChatPanel();
                setFeedbackNote({ faqKey, tags: [] });
                dispatch({ type: 'notHelpful' });
              }}
            >
              {t('no')}
            </Button>
          </div>
        </section>
      )}
      <LazyBottomSheet
        open={state.phase === 'panel'}
        onClose={() => dispatch({ type: 'close' })}
        title={t('whyNotHelpful')}
        closeLabel={t('close')}
        className="hc-feedback-panel"
        actions={
          state.phase === 'panel' && (
            <Button fullWidth disabled={!canSend(state.panel)} loading={send.isPending} onClick={() => send.mutate(state.panel)}>
              {t('send')}
            </Button>
          )
        }
      >
        {state.phase === 'panel' && (
          <div className="hc-feedback-form">
            {tags.isPending ? null : tags.isError ? (
              <RetryView onRetry={() => void tags.refetch()} />
            ) : (
              <fieldset className="hc-tags">
                <legend className="fin-visually-hidden">{t('whyNotHelpful')}</legend>
                {tags.data.map((tag) => (
                  <label key={tag.tag} className="hc-tag" part="feedback-tag">
                    <input type="checkbox" checked={state.panel.tags.includes(tag.tag)} onChange={() => dispatch({ type: 'toggleTag', tag: tag.tag })} />
                    <span>{tag.label}</span>
                  </label>
                ))}
              </fieldset>
            )}
            <label htmlFor={commentId} className="hc-label">
              {t('comment')}
            </label>
            <textarea
              id={commentId}
              className="hc-textarea"
              part="feedback-comment"
              rows={FEEDBACK_COMMENT_ROWS}
              maxLength={FEEDBACK_COMMENT_MAX}
              value={state.panel.comment}
              onChange={(event) => dispatch({ type: 'comment', text: event.target.value })}
            />
            {send.isError && (
              <p className="hc-error" role="alert">
                {t('somethingWentWrong')}
              </p>
            )}
          </div>
        )}
      </LazyBottomSheet>
    </>
  );
}
