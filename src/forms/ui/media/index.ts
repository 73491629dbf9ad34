/**
 * The media chunk: loaded with the first media item (or the upload-failed popup) a form shows,
 * so a form without media pays nothing for it. signature_pad is a further chunk of its own.
 */
export { CameraImageView } from './CameraImage';
export { FilesUploadView } from './FilesUpload';
export { SignatureView } from './Signature';
export { UploadFailedPopup } from './UploadFailedPopup';
