/**
 * The File item of §3 (id, name, uploadState, source with size and type) and the pure rules
 * around it: the §4 File upload states, the upload-failed popup's choices, the §5 size rule and
 * the §9 snapshot names. Small on purpose: the form's main chunk reads it to meet the popup on
 * Continue and Back; the upload queue and the media views are a lazy chunk.
 */
import { fields, id, number, oneOf, optional, string } from '../../shared/decode';
import type { Decoder } from '../../shared/decode';
import { compact } from './fields';

/** Absent once the server has the file (§4 File upload). */
export type UploadState = 'UPLOADING' | 'UPLOAD_FAILED';

export interface FileSource {
  size: number;
  type: string;
}

/** One file of a FILES_UPLOAD, DOCUMENT or CAMERA_IMAGE value; `id` is the server's id once uploaded, a local one before. */
export interface FileValue {
  id: string;
  name: string;
  uploadState?: UploadState;
  source: FileSource;
}

export const decodeFile: Decoder<FileValue> = (value, path) => {
  const f = fields(value, path);
  const source = f.has('source') ? fields(f.json.source, `${path}.source`) : undefined;
  return compact({
    id: f.get('id', id),
    name: f.get('name', string),
    uploadState: f.get('uploadState', optional(oneOf(['UPLOADING', 'UPLOAD_FAILED'] as const))),
    source: { size: source?.get('size', optional(number)) ?? 0, type: source?.get('type', optional(string)) ?? '' },
  });
};

export const isUploaded = (file: FileValue): boolean => file.uploadState === undefined;

/** §4: success drops the state and takes the server's id. */
export const uploaded = (file: FileValue, serverId: string): FileValue => ({ id: serverId, name: file.name, source: { ...file.source } });

export const withState = (file: FileValue, uploadState: UploadState): FileValue => ({ ...file, uploadState });

/** A value that looks like a list of files (any item type): the engine's values hold them as plain data. */
const fileList = (value: unknown): FileValue[] =>
  Array.isArray(value) ? (value as unknown[]).filter((entry): entry is FileValue => typeof entry === 'object' && entry !== null && typeof (entry as FileValue).id === 'string' && 'source' in entry) : [];

export interface FailedUpload {
  itemId: string;
  fileId: string;
  name: string;
}

/** The failed uploads of one view's values, in item order: while there are any, Continue and Back meet the popup (§4). */
export function failedUploads(values: Record<string, unknown> | undefined): FailedUpload[] {
  return Object.entries(values ?? {}).flatMap(([itemId, value]) =>
    fileList(value)
      .filter((file) => file.uploadState === 'UPLOAD_FAILED')
      .map((file) => ({ itemId, fileId: file.id, name: file.name })),
  );
}

/** Files of any view still waiting for the server (uploading or failed): what a reload resumes. */
export function pendingFiles(values: Record<string, Record<string, unknown>>): { viewId: string; itemId: string; file: FileValue }[] {
  return Object.entries(values).flatMap(([viewId, own]) =>
    Object.entries(own).flatMap(([itemId, value]) => fileList(value).filter((file) => !isUploaded(file)).map((file) => ({ viewId, itemId, file }))),
  );
}

export type PopupChoice = 'retry' | 'delete';

/** The popup's texts (§8): singular for one failed upload, plural for more. */
export function popupButtons(failedCount: number): { retry: 'reuploadOne' | 'reuploadAll'; remove: 'deleteOne' | 'deleteAll' } {
  return failedCount > 1 ? { retry: 'reuploadAll', remove: 'deleteAll' } : { retry: 'reuploadOne', remove: 'deleteOne' };
}

/** §5 File size: the selected files together at or above the limit are refused. */
export const exceedsLimit = (sizes: readonly number[], limit: number): boolean => sizes.reduce((total, size) => total + size, 0) >= limit;

const SNAPSHOT = /^Snapshot-(\d+)\.jpeg$/;

/** §9 Camera: Snapshot-{n}.jpeg, n one above the highest the item already has (so it keeps increasing across reloads). */
export function snapshotName(existing: readonly FileValue[]): string {
  const highest = existing.reduce((max, file) => Math.max(max, Number(SNAPSHOT.exec(file.name)?.[1] ?? 0)), 0);
  return `Snapshot-${highest + 1}.jpeg`;
}
