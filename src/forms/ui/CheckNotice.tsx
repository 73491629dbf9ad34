/**
 * The dialog or sheet of a failed Continue check (§8 address validation): invalid_address and
 * invalid_address_postcode give an error dialog with the server's message and a close label;
 * ineligible_address a sheet with a title, a description and a close button.
 */
import { Button } from '../../ui/Button';
import { LazyBottomSheet, LazyStatusDialog } from '../../ui/lazy-modals';
import type { FormEngine } from '../core/engine';
import { useStrings } from './strings';
import { useFormSelector } from './useForm';

export function CheckNoticeDialog({ engine }: { engine: FormEngine }) {
  const t = useStrings();
  const notice = useFormSelector(engine, (state) => state.checkNotice);
  if (!notice) return null;
  const close = () => engine.dismissCheckNotice();
  if (notice.kind === 'sheet') {
    return (
      <LazyBottomSheet
        open
        className="check-notice"
        onClose={close}
        title={notice.title}
        description={notice.description}
        actions={
          <Button fullWidth onClick={close}>
            {t('close')}
          </Button>
        }
      />
    );
  }
  return <LazyStatusDialog open variant="failure" className="check-notice" title={notice.title} description={notice.description} onClose={close} actions={[{ label: t('close'), onClick: close }]} />;
}
