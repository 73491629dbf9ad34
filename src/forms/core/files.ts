/**
 * The File item of §3 (id, name, uploadState, source with size and type) and the failed
 * uploads of a view. Small on purpose: the form's main chunk reads it to meet the upload-failed
 * popup on Continue and Back; the other file rules (file-rules.ts), the upload queue and the
 * media views are the lazy media chunk.
 */
import { attempt, fields, id, number, oneOf, optional, string } from '../../shared/decode';
import { DecodeError } from '../../shared/errors';
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

/** A file as the engine's values hold it: its `source` tells it from an entry of another type's list (an entity has an id and a name too). */
const heldFile: Decoder<FileValue> = (value, path) => {
  if (!fields(value, path).has('source')) throw new DecodeError(path, 'expected a file (with a source)');
  return decodeFile(value, path);
};

/** The files of a value of any item type (none when it is not a list): the engine's values hold them as plain data. */
export const fileList = (value: unknown): FileValue[] =>
  Array.isArray(value) ? value.flatMap((entry: unknown, index) => attempt(heldFile, entry, `$[${index}]`) ?? []) : [];

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
