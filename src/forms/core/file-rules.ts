/**
 * The pure file rules of the media chunk: the §4 File upload states, the files a reload resumes,
 * the upload-failed popup's texts by count (§8), the §5 size rule and the §9 snapshot names.
 */
import { fileList } from './files';
import type { FileValue, UploadState } from './files';

export const isUploaded = (file: FileValue): boolean => file.uploadState === undefined;

/** §4: success drops the state and takes the server's id. */
export const uploaded = (file: FileValue, serverId: string): FileValue => ({ id: serverId, name: file.name, source: { ...file.source } });

export const withState = (file: FileValue, uploadState: UploadState): FileValue => ({ ...file, uploadState });

/** Files of any view still waiting for the server (uploading or failed): what a reload resumes. */
export function pendingFiles(values: Record<string, Record<string, unknown>>): { viewId: string; itemId: string; file: FileValue }[] {
  return Object.entries(values).flatMap(([viewId, own]) =>
    Object.entries(own).flatMap(([itemId, value]) => fileList(value).filter((file) => !isUploaded(file)).map((file) => ({ viewId, itemId, file }))),
  );
}

/** The popup's texts (§8): singular for one failed upload, plural for more. */
export function popupButtons(failedCount: number): { retry: 'reuploadOne' | 'reuploadAll'; remove: 'deleteOne' | 'deleteAll' } {
  return failedCount > 1 ? { retry: 'reuploadAll', remove: 'deleteAll' } : { retry: 'reuploadOne', remove: 'deleteOne' };
}

/**
 * Whether a file is of a type the item's `accept` list takes (the file input's syntax: extensions
 * such as `.pdf`, MIME types such as `application/pdf`, and `image/*`). No list takes every file.
 */
export function acceptsFile(accept: string | undefined, file: { name: string; type: string }): boolean {
  const tokens = (accept ?? '').split(',').map((token) => token.trim().toLowerCase()).filter(Boolean);
  if (tokens.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return tokens.some((token) => (token.startsWith('.') ? name.endsWith(token) : token.endsWith('/*') ? type.startsWith(token.slice(0, -1)) : type === token));
}

/** The accept list as the refusal names it: 'application/pdf, image/*'. */
export const acceptList = (accept: string): string => accept.split(',').map((token) => token.trim()).filter(Boolean).join(', ');

/** §8: the list shows a file's size in KB; a file of a few bytes reads 0.01 KB, not an empty-looking 0 KB. */
export const listedSize = (bytes: number): number => (bytes > 0 ? Math.max(bytes, 0.01 * 1024) : 0);

export const isImage = (file: FileValue): boolean => file.source.type.startsWith('image/');

/** §5 File size: the selected files together at or above the limit are refused. */
export const exceedsLimit = (sizes: readonly number[], limit: number): boolean => sizes.reduce((total, size) => total + size, 0) >= limit;

const SNAPSHOT = /^Snapshot-(\d+)\.jpeg$/;

/** §9 Camera: Snapshot-{n}.jpeg, n one above the highest the item already has (so it keeps increasing across reloads). */
export function snapshotName(existing: readonly FileValue[]): string {
  const highest = existing.reduce((max, file) => Math.max(max, Number(SNAPSHOT.exec(file.name)?.[1] ?? 0)), 0);
  return `Snapshot-${highest + 1}.jpeg`;
}
