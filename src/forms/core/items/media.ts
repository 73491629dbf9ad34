/**
 * The media types (§3, §5): FILES_UPLOAD and DOCUMENT (picked files), CAMERA_IMAGE (snapshots)
 * and SIGNATURE_INPUT (a drawn or typed signature as a PNG data URL). Files need at least one
 * when required; a file still uploading or failed makes the item invalid, with its message.
 */
import { listOf, string } from '../../../shared/decode';
import { DEFAULT_UPLOAD_LIMIT_BYTES } from '../../constants';
import type { FormTranslate } from '../../strings';
import { decodeFile } from '../files';
import type { FileValue } from '../files';
import { at, compact, optBool, optNumber, optString } from '../fields';
import { always, defineItem } from './definition';
import type { ItemBase, ItemKind, Verdict } from './definition';

interface FileFields {
  /** §5 File size: a selection totalling this many bytes or more is refused (`maxFileSize`, docs/forms-wire.md). */
  maxFileSize: number;
  /** The file input's accept list (MIME types or extensions). */
  accept?: string;
  /** Several files at once; FILES_UPLOAD by default, DOCUMENT never unless the server says so. */
  multiple: boolean;
}

export interface FilesUploadItem extends ItemBase<'FILES_UPLOAD' | 'DOCUMENT', FileValue[]>, FileFields {}

export interface CameraImageItem extends ItemBase<'CAMERA_IMAGE', FileValue[]> {
  /** 'user' (front) or 'environment' (rear, the default): the camera the modal opens first. */
  facing: 'user' | 'environment';
}

export type SignatureItem = ItemBase<'SIGNATURE_INPUT', string>;

/** A file still uploading or failed stops Continue, with the §8 texts as the message. */
function validateFiles(files: FileValue[], _item: unknown, t: FormTranslate): Verdict {
  if (files.some((file) => file.uploadState === 'UPLOAD_FAILED')) return t('unableToUpload');
  if (files.some((file) => file.uploadState === 'UPLOADING')) return t('uploading');
  return undefined;
}

const filesKind: ItemKind<FilesUploadItem | CameraImageItem> = {
  interactive: always,
  // §5: camera image and file upload need at least one file.
  isEmpty: (files) => files.length === 0,
  validate: validateFiles,
};

const files = listOf(decodeFile);

const fileItem = (type: FilesUploadItem['type']) =>
  defineItem<FilesUploadItem>({
    type,
    decode: (o, path) =>
      compact({
        maxFileSize: at(o, 'maxFileSize', path, optNumber) ?? DEFAULT_UPLOAD_LIMIT_BYTES,
        accept: at(o, 'accept', path, optString),
        multiple: at(o, 'multiple', path, optBool) ?? type === 'FILES_UPLOAD',
      }),
    value: files,
    kind: filesKind as ItemKind<FilesUploadItem>,
  });

const cameraImageItem = defineItem<CameraImageItem>({
  type: 'CAMERA_IMAGE',
  decode: (o, path) => ({ facing: at(o, 'facing', path, optString) === 'user' ? 'user' : 'environment' }),
  value: files,
  kind: filesKind as ItemKind<CameraImageItem>,
});

/** §5 Signature: the value must match the first validation pattern, with that rule's message. */
function validateSignature(value: string, item: SignatureItem, t: FormTranslate): Verdict {
  const rule = item.validations.find((entry) => entry.pattern);
  if (!rule?.pattern) return undefined;
  let pattern: RegExp;
  try {
    pattern = new RegExp(rule.pattern, 'u');
  } catch {
    return undefined;
  }
  return pattern.test(value) ? undefined : (rule.message ?? t('invalidValue'));
}

const signatureItem = defineItem<SignatureItem>({
  type: 'SIGNATURE_INPUT',
  decode: () => ({}),
  value: string,
  kind: { interactive: always, validate: validateSignature },
});

/** For src/forms/core/items/index.ts. */
export const mediaItems = [fileItem('FILES_UPLOAD'), fileItem('DOCUMENT'), cameraImageItem, signatureItem] as const;
