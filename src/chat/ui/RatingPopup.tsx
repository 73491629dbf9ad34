/**
 * The rating popup 'How was your experience?' (§4.7, §5): options with their assets, the chosen
 * option's tags under its tagsHeader, feedback up to 7 rows, Submit disabled until a rating is
 * chosen or while busy, Skip closes the ticket, 'Chat with a live agent' on the first option only
 * (sends a message and reopens); closing without submitting sends the chosen rating alone. Either
 * way 'Thanks for your feedback'. The options are one radio group (WAI-ARIA APG): one Tab stop
 * (the chosen option, else the first), arrow keys move and choose, wrapping; Home and End.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { reportUsage } from '../../shared/usage';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { useSafeUrl } from '../../ui/links';
import { useQuery } from '../../ui/query';
import { Spinner } from '../../ui/Spinner';
import { useToast } from '../../ui/Toast';
import { useStrings } from '../../ui/useStrings';
import { FEEDBACK_MAX_ROWS } from '../constants';
import type { Chat } from '../core/chat';
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

function RatingPopupContent({ chat, ticketId, onClose, onFailure, onLiveAgent }: RatingPopupProps) {
  const t = useStrings(strings);
  const toast = useToast();
  const safeUrl = useSafeUrl('resource');
  const id = useId();
  const options = useQuery({ queryKey: ['chat-ratings', ticketId], queryFn: () => chat.ratingOptions(ticketId) });
  const [chosen, setChosen] = useState<string | undefined>();
  const [tags, setTags] = useState<string[]>([]);
  const [feedback, setFeedback] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => reportUsage({ screen: 'survey', action: 'view' }), []);
  const option = options.data?.find((candidate) => candidate.experience === chosen);
  const first = options.data?.[0]?.experience === chosen;

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
  // While a rating, Skip or the live agent is on its way, closing waits for it: a second rating would follow.
  const close = () => {
    if (busy) return;
    if (chosen) finish(() => chat.rate(ticketId, chosen), true);
    else onClose();
  };
  /** A new choice starts with none of its tags. */
  const choose = (experience: string) => {
    if (experience === chosen) return;
    setChosen(experience);
    setTags([]);
  };
  const group = useRef<HTMLDivElement>(null);
  const onRadioKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const radios = [...group.current!.querySelectorAll<HTMLElement>('[role="radio"]')];
    const at = radios.indexOf(event.target as HTMLElement);
    const count = radios.length;
    // Right to left, the next option is on the left.
    const step = getComputedStyle(event.currentTarget).direction === 'rtl' ? -1 : 1;
    const to = ({ ArrowRight: at + step, ArrowDown: at + 1, ArrowLeft: at - step, ArrowUp: at - 1, Home: 0, End: count - 1 } as Record<string, number>)[event.key];
    if (to === undefined || at < 0) return;
    event.preventDefault();
    const index = (to + count) % count;
    radios[index]!.focus();
    choose(options.data![index]!.experience);
  };
  const toggle = (tag: string) => setTags((list) => (list.includes(tag) ? list.filter((item) => item !== tag) : [...list, tag]));

  return (
    <Dialog
      open
      onClose={close}
      title={t('howWasYourExperience')}
      actions={
        <>
          <Button disabled={!chosen} loading={busy} onClick={() => chosen && finish(() => chat.rate(ticketId, chosen, tags, feedback.trim()), true)}>
            {t('submit')}
          </Button>
          {first && (
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
          <div ref={group} className="rating-options" role="radiogroup" aria-label={t('howWasYourExperience')} onKeyDown={onRadioKey}>
            {options.data.map((candidate, index) => (
              <button
                key={candidate.experience}
                type="button"
                role="radio"
                aria-checked={candidate.experience === chosen}
                tabIndex={candidate.experience === chosen || (!option && index === 0) ? 0 : -1}
                className="rating-option"
                part="rating-option"
                onClick={() => choose(candidate.experience)}
              >
                {safeUrl(candidate.asset) && <img src={safeUrl(candidate.asset)} alt="" width="40" height="40" />}
                <span>{candidate.title}</span>
              </button>
            ))}
          </div>
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
          {chosen && (
            <>
              <label htmlFor={id} className="feedback-label">
                {t('feedbackLabel')}
              </label>
              <textarea
                id={id}
                className="feedback"
                part="feedback"
                rows={Math.min(FEEDBACK_MAX_ROWS, Math.max(2, feedback.split('\n').length))}
                value={feedback}
                onChange={(event) => setFeedback(event.target.value)}
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
