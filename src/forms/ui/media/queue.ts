/**
 * One upload queue per running form, shared by its media items and the upload-failed popup.
 * Its bytes wait in IndexedDB (the `forms-files` namespace; memory with one warning when
 * IndexedDB fails), its values are the engine's, so the draft keeps them.
 */
import { useSyncExternalStore } from 'react';
import { consoleLogger } from '../../../shared/logger';
import { browserRandom } from '../../../shared/random';
import { createStorage } from '../../../shared/storage';
import { useElement } from '../../../ui/element-context';
import { PENDING_FILES_NAMESPACE } from '../../constants';
import type { FormEngine } from '../../core/engine';
import { createUploadQueue } from '../../core/uploads';
import type { UploadQueue } from '../../core/uploads';
import { useFormContext } from '../form-context';
import { createXhrUploader } from './xhr-upload';

const queues = new WeakMap<FormEngine, UploadQueue>();

export function useUploadQueue(): UploadQueue {
  const { engine, host, flowId } = useFormContext();
  const { config } = useElement();
  let queue = queues.get(engine);
  if (!queue) {
    queue = createUploadQueue({
      flowId,
      uploader: host.upload ? { upload: host.upload } : createXhrUploader(config.apiBase, config.locale, host.source.http ? host.source.identity : undefined),
      storage: createStorage({ namespace: PENDING_FILES_NAMESPACE }),
      random: browserRandom,
      logger: consoleLogger,
      values: {
        get: (viewId, itemId) => engine.getSnapshot().values[viewId]?.[itemId],
        set: (viewId, itemId, files) => engine.setValue(viewId, itemId, files),
        all: () => engine.getSnapshot().values,
        canUpload: () => engine.can('upload') === true,
      },
    });
    queues.set(engine, queue);
  }
  return queue;
}

/** The fraction sent of one file; subscribing is what starts the queue (and resumes a reload's uploads). */
export function useProgress(queue: UploadQueue, fileId: string): number | undefined {
  return useSyncExternalStore(queue.subscribe, () => queue.getSnapshot().progress[fileId]);
}

/** Keeps the queue running while an item that uses it is on screen. */
export function useQueueRunning(queue: UploadQueue): void {
  useSyncExternalStore(queue.subscribe, noop);
}

const noop = () => 0;
