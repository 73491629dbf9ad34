/** §4, §8: while a view has failed uploads, Continue and Back meet this popup: retry or delete them, one or all. */
import { useEffect, useSyncExternalStore } from 'react';
import { StatusDialog } from '../../../ui/StatusDialog';
import { popupButtons } from '../../core/file-rules';
import { failedUploads } from '../../core/files';
import { useFormContext } from '../form-context';
import { useMediaStrings } from './strings';
import { useQueueRunning, useUploadQueue } from './queue';
import { useAdoptedStyles } from './styles';

export function UploadFailedPopup({ viewId, onClose }: { viewId: string; onClose(): void }) {
  useAdoptedStyles();
  const t = useMediaStrings();
  const { engine } = useFormContext();
  const queue = useUploadQueue();
  useQueueRunning(queue);
  const count = useSyncExternalStore(engine.subscribe, () => failedUploads(engine.getSnapshot().values[viewId]).length);
  useEffect(() => {
    if (count === 0) onClose();
  }, [count, onClose]);
  const buttons = popupButtons(count);
  return (
    <StatusDialog
      open={count > 0}
      variant="failure"
      className="upload-failed-popup"
      title={t('uploadFailed')}
      description={t('uploadFailedQuestion')}
      onClose={onClose}
      actions={[
        {
          label: t(buttons.retry),
          onClick: () => {
            void queue.retryFailed(viewId);
            onClose();
          },
        },
        {
          label: t(buttons.remove),
          variant: 'secondary',
          onClick: () => {
            void queue.removeFailed(viewId);
            onClose();
          },
        },
      ]}
    />
  );
}
