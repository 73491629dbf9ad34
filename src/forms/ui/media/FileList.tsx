/**
 * The upload control's list (§2, §8): each file's name and 'Uploading' with its byte progress,
 * 'Upload failed' (tap to retry), or its size in KB; an image file shows its thumbnail.
 */
import { formatFileSize } from '../../../shared/i18n';
import { Icon } from '../../../ui/Icon';
import { isImage, listedSize } from '../../core/file-rules';
import type { FileValue } from '../../core/files';
import type { UploadQueue } from '../../core/uploads';
import { useMediaStrings } from './strings';
import { useProgress } from './queue';

interface FileListProps {
  files: readonly FileValue[];
  queue: UploadQueue;
  viewId: string;
  itemId: string;
  locale: string;
  disabled: boolean;
}

export function FileList({ files, ...rest }: FileListProps) {
  if (files.length === 0) return null;
  return (
    <ul className="files" part="files">
      {files.map((file) => (
        <FileRow key={file.id} file={file} {...rest} />
      ))}
    </ul>
  );
}

// One URL per picked image for the page's life: a row that is keyed anew (the server's id) shows it at once.
const urls = new WeakMap<Blob, string>();

/** An image file's picture, from its bytes in this page (none after a reload of an uploaded one). */
function Thumbnail({ blob }: { blob: Blob }) {
  let url = urls.get(blob);
  if (!url) urls.set(blob, (url = URL.createObjectURL(blob)));
  return <img className="file__thumb" part="file-thumbnail" src={url} alt="" width={40} height={40} />;
}

function FileRow({ file, queue, viewId, itemId, locale, disabled }: Omit<FileListProps, 'files'> & { file: FileValue }) {
  const t = useMediaStrings();
  const progress = useProgress(queue, file.id);
  const blob = isImage(file) ? queue.preview(file.id) : undefined;
  return (
    <li className="file" part="file" data-state={file.uploadState ?? 'UPLOADED'} data-thumbnail={blob ? '' : undefined}>
      {blob && <Thumbnail blob={blob} />}
      <span className="file__name">{file.name}</span>
      {file.uploadState === 'UPLOAD_FAILED' ? (
        <button type="button" className="file__retry" aria-label={t('retryUpload', { name: file.name })} disabled={disabled} onClick={() => void queue.retry(viewId, itemId, file.id)}>
          {t('uploadFailed')}
        </button>
      ) : (
        <span className="file__status">{file.uploadState === 'UPLOADING' ? t('uploading') : formatFileSize(listedSize(file.source.size), locale, 'KB')}</span>
      )}
      <button type="button" className="icon-button icon-button--small file__remove" aria-label={t('removeFile', { name: file.name })} disabled={disabled} onClick={() => void queue.remove(viewId, itemId, file.id)}>
        <Icon name="close" size={18} />
      </button>
      {file.uploadState === 'UPLOADING' && <progress className="file__bar" max={1} value={progress ?? 0} aria-label={`${t('uploading')} ${file.name}`} />}
    </li>
  );
}

/** 'Unable to upload file.' while the item has a failed upload, announced when it appears (§8). */
export function UploadAlert({ files }: { files: readonly FileValue[] }) {
  const t = useMediaStrings();
  const failed = files.some((file) => file.uploadState === 'UPLOAD_FAILED');
  return (
    <p className="upload-alert" aria-live="polite" part="upload-alert">
      {failed ? t('unableToUpload') : ''}
    </p>
  );
}
