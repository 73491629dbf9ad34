/**
 * The upload queue of one form (§4 File upload): a picked or captured file is kept in storage
 * (IndexedDB) and added to its item as uploading, sent through the Uploader port with byte
 * progress, then takes the server's id, or becomes upload failed. Retry and delete work on one
 * file or on every failed file of a view; a failure never holds up the others. On start it
 * resumes the files a reload or a crash left uploading. Values live in the engine (and so in
 * the draft); this queue only holds the bytes and the progress.
 */
import type { KeyValueStorage } from '../../shared/storage';
import type { Logger } from '../../shared/logger';
import { randomId } from '../../shared/random';
import type { Random } from '../../shared/random';
import { createStore } from '../../shared/store';
import { pendingFiles, uploaded, withState } from './file-rules';
import { failedUploads, fileList } from './files';
import type { FileValue } from './files';

export interface UploadRequest {
  flowId: string;
  file: Blob;
  name: string;
  /** Bytes of the request sent so far, of `total`. */
  onProgress(loaded: number, total: number): void;
  signal: AbortSignal;
}

/** The port: POST /api/forms/{flowId}/uploads (§7) or the host's adapter. Resolves with the server's id. */
export interface Uploader {
  upload(request: UploadRequest): Promise<{ id: string }>;
}

/** A file the user picked or captured. */
export interface PickedFile {
  blob: Blob;
  name: string;
}

/** What storage keeps until the server has the file. */
interface PendingRecord {
  blob: Blob;
  name: string;
}

/** The engine's values, as the queue reads and writes them. */
export interface FileValues {
  get(viewId: string, itemId: string): unknown;
  set(viewId: string, itemId: string, files: FileValue[]): void;
  all(): Record<string, Record<string, unknown>>;
  /** The engine's gate for a new or retried file (ended, or a submit in flight, refuses it). */
  canUpload(): boolean;
}

export interface UploadQueueOptions {
  flowId: string;
  uploader: Uploader;
  /** Where picked files wait for the server (namespaced for the forms' files). */
  storage: KeyValueStorage;
  values: FileValues;
  random: Random;
  logger: Logger;
}

export interface UploadQueueState {
  /** Fraction sent (0 to 1) of each file being uploaded, by file id. */
  progress: Record<string, number>;
}

export interface UploadQueue {
  getSnapshot(): UploadQueueState;
  subscribe(listener: () => void): () => void;
  /** Adds files to an item and uploads them; `replace` drops the item's earlier files (single-file items). */
  add(viewId: string, itemId: string, picked: readonly PickedFile[], replace?: boolean): Promise<void>;
  /** Tapping a failed file, or the popup's retry for one. */
  retry(viewId: string, itemId: string, fileId: string): Promise<void>;
  /** The popup's retry: every failed file of the view. */
  retryFailed(viewId: string): Promise<void>;
  remove(viewId: string, itemId: string, fileId: string): Promise<void>;
  /** The popup's delete: every failed file of the view. */
  removeFailed(viewId: string): Promise<void>;
  /** The bytes of a file picked in this page (or resumed from storage), for its thumbnail; undefined after a reload of an uploaded one. */
  preview(fileId: string): Blob | undefined;
}

export function createUploadQueue(options: UploadQueueOptions): UploadQueue {
  const { flowId, uploader, storage, values, random, logger } = options;
  const store = createStore<UploadQueueState>({ progress: {} }, { onStart: resume, onStop: stop });
  const inFlight = new Map<string, AbortController>();
  const previews = new Map<string, Blob>();
  const key = (fileId: string) => `${flowId}:${fileId}`;

  function patch(viewId: string, itemId: string, fileId: string, change: (file: FileValue) => FileValue | undefined) {
    const files = fileList(values.get(viewId, itemId));
    if (!files.some((file) => file.id === fileId)) return;
    values.set(viewId, itemId, files.flatMap((file) => (file.id === fileId ? (change(file) ?? []) : [file])));
  }

  function setProgress(fileId: string, fraction: number | undefined) {
    store.update((s) => {
      if (fraction === undefined) delete s.progress[fileId];
      else s.progress[fileId] = fraction;
    });
  }

  async function send(viewId: string, itemId: string, fileId: string): Promise<void> {
    if (inFlight.has(fileId)) return;
    const controller = new AbortController();
    inFlight.set(fileId, controller);
    setProgress(fileId, 0);
    try {
      const record = await storage.get<PendingRecord>(key(fileId));
      if (controller.signal.aborted) return;
      if (!record) {
        // The bytes are gone (storage fell back to memory before a reload): the file cannot be sent again.
        logger.warn(`<fin-form> the file of item "${itemId}" is no longer stored on this device; it is removed and must be picked again.`);
        patch(viewId, itemId, fileId, () => undefined);
        return;
      }
      if (!previews.has(fileId)) previews.set(fileId, record.blob);
      const { id } = await uploader.upload({
        flowId,
        file: record.blob,
        name: record.name,
        signal: controller.signal,
        onProgress: (loaded, total) => !controller.signal.aborted && setProgress(fileId, total > 0 ? Math.min(1, loaded / total) : 0),
      });
      if (controller.signal.aborted) return;
      previews.set(id, record.blob);
      previews.delete(fileId);
      patch(viewId, itemId, fileId, (file) => uploaded(file, id));
      await storage.del(key(fileId));
    } catch (error) {
      if (controller.signal.aborted) return;
      logger.warn(`<fin-form> an upload of item "${itemId}" failed.`, error);
      patch(viewId, itemId, fileId, (file) => withState(file, 'UPLOAD_FAILED'));
    } finally {
      if (inFlight.get(fileId) === controller) inFlight.delete(fileId);
      setProgress(fileId, undefined);
    }
  }

  function resume() {
    for (const { viewId, itemId, file } of pendingFiles(values.all())) {
      if (file.uploadState === 'UPLOADING') void send(viewId, itemId, file.id);
    }
  }

  function stop() {
    // Files stay uploading in the values (and the draft): the next start sends them again.
    for (const controller of inFlight.values()) controller.abort();
    inFlight.clear();
  }

  async function retry(viewId: string, itemId: string, fileId: string) {
    if (!values.canUpload()) return;
    patch(viewId, itemId, fileId, (file) => withState(file, 'UPLOADING'));
    await send(viewId, itemId, fileId);
  }

  async function remove(viewId: string, itemId: string, fileId: string) {
    inFlight.get(fileId)?.abort();
    inFlight.delete(fileId);
    previews.delete(fileId);
    patch(viewId, itemId, fileId, () => undefined);
    await storage.del(key(fileId));
  }

  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    async add(viewId, itemId, picked, replace = false) {
      if (!values.canUpload()) return;
      const added: FileValue[] = picked.map(({ blob, name }) => ({ id: `local-${randomId(random)}`, name, uploadState: 'UPLOADING', source: { size: blob.size, type: blob.type } }));
      const earlier = fileList(values.get(viewId, itemId));
      if (replace) await Promise.all(earlier.map((file) => remove(viewId, itemId, file.id)));
      added.forEach((file, index) => previews.set(file.id, picked[index]!.blob));
      values.set(viewId, itemId, [...(replace ? [] : earlier), ...added]);
      // Stored before it is sent: a reload from here on resumes it.
      await Promise.all(added.map((file, index) => storage.set(key(file.id), { blob: picked[index]!.blob, name: file.name } satisfies PendingRecord)));
      await Promise.all(added.map((file) => send(viewId, itemId, file.id)));
    },
    retry,
    async retryFailed(viewId) {
      await Promise.all(failedUploads(values.all()[viewId]).map(({ itemId, fileId }) => retry(viewId, itemId, fileId)));
    },
    remove,
    async removeFailed(viewId) {
      await Promise.all(failedUploads(values.all()[viewId]).map(({ itemId, fileId }) => remove(viewId, itemId, fileId)));
    },
    preview: (fileId) => previews.get(fileId),
  };
}
