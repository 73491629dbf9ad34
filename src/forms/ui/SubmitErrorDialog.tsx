/** §2 / §8: a submit that fails while a view is open is an error dialog with try-again and close. */
import { LazyStatusDialog } from '../../ui/lazy-modals';
import type { FormEngine } from '../core/engine';
import { useStrings } from './strings';
import { useFormSelector } from './useForm';

export function SubmitErrorDialog({ engine }: { engine: FormEngine }) {
  const t = useStrings();
  const submitError = useFormSelector(engine, (state) => state.submitError);
  if (submitError === undefined) return null;
  return (
    <LazyStatusDialog
      open
      variant="failure"
      className="submit-error-dialog"
      title={submitError}
      description={t('submitFailed')}
      onClose={() => engine.dismissSubmitError()}
      actions={[
        { label: t('tryAgain'), onClick: () => void engine.retrySubmit() },
        { label: t('close'), onClick: () => engine.dismissSubmitError() },
      ]}
    />
  );
}
