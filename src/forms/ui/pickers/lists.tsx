/** The states every listing picker shares: the retry cell (§8 List load error) and the empty state. */
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

export function EmptyList({ text }: { text: string }) {
  return (
    <p className="picker-empty" part="empty" role="status">
      {text}
    </p>
  );
}
