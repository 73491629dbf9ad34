/**
 * The chat's one failure state (§4.6, §4.8): 'Something went wrong' (or a `title` that says more) with Retry, announced as an
 * alert. The panel and the pre-ticket screen show it with the warning icon; a sheet, whose title
 * already says what failed to load, without.
 */
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { useStrings } from '../../ui/useStrings';
import { strings } from '../strings';

export function FailureState({ onRetry, icon = false, title }: { onRetry: () => void; icon?: boolean; title?: string | undefined }) {
  const t = useStrings(strings);
  return (
    <div className="state" role="alert">
      {icon && <Icon name="warning" size={32} />}
      <p className="state-title">{title ?? t('somethingWentWrong')}</p>
      <Button variant="secondary" size="small" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}
