/** The states every listing picker shares: the retry cell (§8 List load error), the empty state, the limit's message. */
import { useCallback, useState } from 'react';
import { Button } from '../../../ui/Button';
import { useStrings } from '../strings';

/** A failed load: under what was loaded (kept, with the selection), or in place of the list. */
export function RetryCell({ onRetry, first }: { onRetry(): void; first: boolean }) {
  const t = useStrings();
  return (
    <div className="picker-retry" part="retry" role="alert">
      <span>{first ? t('somethingWentWrong') : t('listLoadFailed')}</span>
      <Button variant="secondary" size="small" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}

/** A search that found nothing: says so, and offers to clear it (the Combobox's search command, given to its empty state). */
export function NoMatch({ text, onClear }: { text: string; onClear(): void }) {
  const t = useStrings();
  return (
    <span className="picker-no-match" part="no-match">
      <span>{text}</span>
      <Button variant="secondary" size="small" onClick={onClear}>
        {t('clearSearch')}
      </Button>
    </span>
  );
}

export function EmptyList({ text }: { text: string }) {
  return (
    <p className="picker-empty" part="empty" role="status">
      {text}
    </p>
  );
}

/**
 * §5 at most maxSelected / maxSelectedOptions: a pick past the limit is not taken, and says why
 * until the next pick or deselect is taken. The message is shown above the list, next to the
 * control the pick was made in (not under a list taller than the screen), announced, and
 * scrolled into view.
 */
export function useLimit(max: number | undefined): { take<T>(next: T | null): T | undefined; notice: React.ReactNode } {
  const t = useStrings();
  const [refused, setRefused] = useState(false);
  const shown = useCallback((node: HTMLParagraphElement | null) => node?.scrollIntoView({ block: 'nearest' }), []);
  return {
    /** A pick's outcome: the new selection, or null when the limit refused it (then said). */
    take(next) {
      setRefused(next === null);
      return next ?? undefined;
    },
    notice:
      refused && max !== undefined ? (
        <p className="picker-limit" part="limit" role="alert" ref={shown}>
          {t('limitReached', { max })}
        </p>
      ) : null,
  };
}
