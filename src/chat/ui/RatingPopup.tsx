/**
 * The rating popup 'How was your experience?' (§4.7, §5): renders the rules of core/rating.ts
 * (what a rating sends, which buttons, the feedback's rows); the options with their assets, the
 * chosen option's tags under its tagsHeader; Skip closes the ticket. Either way 'Thanks for your
 * feedback'. The options are one radio group (WAI-ARIA APG): one Tab stop (the chosen option, else
 * the first), arrow keys move and choose, wrapping, in the reading direction; Home and End (the
 * floating layer's RadioGroup over Composite).
 */
import { useEffect, useId, useState } from 'react';
import { reportUsage } from '../../shared/usage';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { useFloatingLayer } from '../../ui/floating-layer';
import { useSafeUrl } from '../../ui/links';
import { useQuery } from '../../ui/query';
import { Spinner } from '../../ui/Spinner';
import { useToast } from '../../ui/Toast';
import { useStrings } from '../../ui/useStrings';
import type { Chat } from '../core/chat';
import { chooseRating, emptyRating, ratingToSend, ratingView, toggleRatingTag } from '../core/rating';
import type { RatingOption } from '../core/models';
import type { RatingToSend } from '../core/rating';
import { strings } from '../strings';
import { ChatQuery } from './ChatQuery';
import { FailureState } from './FailureState';

export interface RatingPopupProps {
  chat: Chat;
  ticketId: string;
  onClose: () => void;
  /** Skip or a rating failed: the panel's dismissible banner. */
  onFailure: () => void;
  onLiveAgent: () => void;
}

/** The options, one radio group: its keys are the floating layer's (Composite), in already: the dialog needs it. */
function RatingOptions({ options, chosen, onChoose }: { options: readonly RatingOption[]; chosen: string | undefined; onChoose: (experience: string) => void }) {
  const t = useStrings(strings);
  const safeUrl = useSafeUrl('resource');
  const floating = useFloatingLayer(true);
  if (!floating) return null;
  return (
    <floating.RadioGroup
      label={t('howWasYourExperience')}
      className="rating-options"
      count={options.length}
      checked={options.findIndex((candidate) => candidate.experience === chosen)}
      onCheck={(index) => onChoose(options[index]!.experience)}
      renderRadio={(index) => {
        const candidate = options[index]!;
        return (
          <button type="button" role="radio" aria-checked={candidate.experience === chosen} className="rating-option" part="rating-option" onClick={() => onChoose(candidate.experience)}>
            {safeUrl(candidate.asset) && <img src={safeUrl(candidate.asset)} alt="" width="40" height="40" />}
            <span>{candidate.title}</span>
          </button>
        );
      }}
    />
  );
}

function RatingPopupContent({ chat, ticketId, onClose, onFailure, onLiveAgent }: RatingPopupProps) {
  const t = useStrings(strings);
  const toast = useToast();
  const id = useId();
  const options = useQuery({ queryKey: ['chat-ratings', ticketId], queryFn: () => chat.ratingOptions(ticketId) });
  const [draft, setDraft] = useState(emptyRating);
  const [busy, setBusy] = useState(false);
  useEffect(() => reportUsage({ screen: 'survey', action: 'view' }), []);
  const { chosen, tags, feedback } = draft;
  const { option, canSubmit, offersLiveAgent, showsFeedback, feedbackRows } = ratingView(options.data, draft);

  const finish = (work: () => Promise<void>, thanks: boolean) => {
    setBusy(true);
    work()
      .then(() => thanks && toast.show({ title: t('thanksForFeedback'), variant: 'success' }))
      .catch(onFailure)
      .finally(() => {
        setBusy(false);
        onClose();
      });
  };
  const send = (rating: RatingToSend) => finish(() => chat.rate(ticketId, rating.experience, rating.tags, rating.feedback), true);
  // While a rating, Skip or the live agent is on its way, closing waits for it: a second rating would follow.
  const close = () => {
    if (busy) return;
    const rating = ratingToSend(draft, 'close');
    if (rating) send(rating);
    else onClose();
  };
  const choose = (experience: string) => setDraft((current) => chooseRating(current, experience));
  const toggle = (tag: string) => setDraft((current) => toggleRatingTag(current, tag));
  const submit = () => {
    const rating = ratingToSend(draft, 'submit');
    if (rating) send(rating);
  };

  return (
    <Dialog
      open
      onClose={close}
      title={t('howWasYourExperience')}
      actions={
        <>
          <Button disabled={!canSubmit} loading={busy} onClick={submit}>
            {t('submit')}
          </Button>
          {offersLiveAgent && (
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() =>
                finish(async () => {
                  await chat.chatWithLiveAgent(ticketId, t('chatWithLiveAgent'));
                  onLiveAgent();
                }, false)
              }
            >
              {t('chatWithLiveAgent')}
            </Button>
          )}
          <Button variant="quiet" disabled={busy} onClick={() => finish(() => chat.skipRating(ticketId), false)}>
            {t('skip')}
          </Button>
        </>
      }
    >
      {options.isPending && <Spinner size={28} label={t('howWasYourExperience')} />}
      {options.isError && <FailureState onRetry={() => void options.refetch()} />}
      {options.data && (
        <div className="rating" part="rating">
          <RatingOptions options={options.data} chosen={chosen} onChoose={choose} />
          {option && option.tags.length > 0 && (
            <fieldset className="rating-tags">
              <legend>{option.tagsHeader ?? t('feedbackLabel')}</legend>
              {option.tags.map((tag) => (
                <button key={tag.tag} type="button" className="chip" aria-pressed={tags.includes(tag.tag)} onClick={() => toggle(tag.tag)}>
                  {tag.label}
                </button>
              ))}
            </fieldset>
          )}
          {showsFeedback && (
            <>
              <label htmlFor={id} className="feedback-label">
                {t('feedbackLabel')}
              </label>
              <textarea
                id={id}
                className="feedback"
                part="feedback"
                rows={feedbackRows}
                value={feedback}
                onChange={(event) => setDraft((current) => ({ ...current, feedback: event.target.value }))}
              />
            </>
          )}
        </div>
      )}
    </Dialog>
  );
}

export function RatingPopup(props: RatingPopupProps) {
  return (
    <ChatQuery>
      <RatingPopupContent {...props} />
    </ChatQuery>
  );
}
