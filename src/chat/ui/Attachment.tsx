/**
 * An image, file or upload in a message: an image shows its 480 px thumbnail (GET
 * /uploads/{id}/thumb) and opens a preview dialog with the full image (GET /uploads/{id}); a
 * file links to its download; an upload not yet on the server shows its name and, while it goes,
 * how much of it has been sent.
 */
import { useId, useState } from 'react';
import { Dialog } from '../../ui/Dialog';
import { useSafeUrl } from '../../ui/links';
import { useQuery } from '../../ui/query';
import { Spinner } from '../../ui/Spinner';
import { useObjectUrl } from '../../ui/useObjectUrl';
import { useStrings } from '../../ui/useStrings';
import { THUMBNAIL_WIDTH } from '../constants';
import type { Chat } from '../core/chat';
import { strings } from '../strings';
import { ChatQuery } from './ChatQuery';

export interface AttachmentProps {
  chat: Chat;
  uploadId?: string | undefined;
  fileName: string;
  mediaType: string;
  /** The local file of an upload still in the outbox. */
  local?: Blob | undefined;
  /** That upload is on its way (not failed, not refused before sending). */
  sending?: boolean | undefined;
  /** Its share sent, in percent, once it is on its way. */
  progress?: number | undefined;
}

function AttachmentContent({ chat, uploadId, fileName, mediaType, local, sending, progress }: AttachmentProps) {
  const t = useStrings(strings);
  const labelId = useId();
  const safeUrl = useSafeUrl('resource');
  const image = mediaType.startsWith('image/');
  const [preview, setPreview] = useState(false);
  const thumb = useQuery({ queryKey: ['chat-thumb', uploadId], queryFn: () => chat.thumbnail(uploadId as string), enabled: !!uploadId && image });
  const full = useQuery({ queryKey: ['chat-upload', uploadId], queryFn: () => chat.upload(uploadId as string), enabled: !!uploadId && (preview || !image) });
  const localUrl = useObjectUrl(local, image && !uploadId);
  // A local image the browser cannot decode shows its name only, never a broken image.
  const [undecodable, setUndecodable] = useState(false);

  if (!uploadId) {
    return (
      <span className="file" part="file">
        {localUrl && !undecodable && <img className="thumb" src={localUrl} alt="" width={THUMBNAIL_WIDTH} onError={() => setUndecodable(true)} />}
        {/* A failed or refused file is not uploading: its name, beside the failure text under it. */}
        <span id={labelId}>{sending ? t('uploading', { name: fileName }) : fileName}</span>
        {sending && progress !== undefined && <progress className="upload-progress" part="upload-progress" max={100} value={progress} aria-labelledby={labelId} />}
      </span>
    );
  }
  if (image) {
    const src = safeUrl(thumb.data);
    const fullSrc = safeUrl(full.data?.src);
    return (
      <>
        <button type="button" className="thumb-button" part="image" aria-label={t('openImage', { name: fileName })} onClick={() => setPreview(true)}>
          {src ? <img className="thumb" src={src} alt="" width={THUMBNAIL_WIDTH} /> : <Spinner size={24} />}
        </button>
        <Dialog open={preview} onClose={() => setPreview(false)} title={fileName} size="wide">
          {fullSrc ? <img className="preview" part="image-preview" src={fullSrc} alt={fileName} /> : <Spinner size={28} />}
        </Dialog>
      </>
    );
  }
  const href = safeUrl(full.data?.src);
  return (
    <span className="file" part="file">
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" className="stroke">
        <path d="M6 3h8l4 4v14H6zM14 3v4h4" />
      </svg>
      {href ? (
        <a href={href} target="_blank" rel="noopener noreferrer" download={fileName} aria-label={t('download', { name: fileName })}>
          {fileName}
        </a>
      ) : (
        <span>{fileName}</span>
      )}
    </span>
  );
}

export function Attachment(props: AttachmentProps) {
  return (
    <ChatQuery>
      <AttachmentContent {...props} />
    </ChatQuery>
  );
}
