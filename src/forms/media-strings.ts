/**
 * Texts of the form's media chunk (upload control, upload-failed popup, size dialog, camera,
 * signature), verbatim from the spec where it gives them (§5 File size, §6, §8). Same `forms`
 * namespace as the main catalog, so a host overrides them as `forms.<key>`; kept apart so a form
 * without media does not carry them.
 */
import { defineCatalog } from '../shared/i18n';

const enGB = {
  uploadFailed: 'Upload failed',
  uploadFailedQuestion: 'Do you want to try again?',
  reuploadOne: 'Attempt re-upload',
  reuploadAll: 'Attempt re-upload all failed uploads',
  deleteOne: 'Delete this upload',
  deleteAll: 'Delete all failed uploads',
  fileTooBigTitle: 'File size too big',
  fileTooBigText: 'The file you selected exceeds {limit}. Please upload another one',
  gotIt: 'Got it',
  /** Files of a type the item's accept list refuses (not in the spec). */
  fileTypeRefused: "{names} can't be added: choose a file of type {accept}.",
  cameraDenied: 'Please allow access to your camera',
  chooseFiles: 'Choose files',
  chooseFile: 'Choose a file',
  dropFiles: 'or drop them here',
  retryUpload: 'Upload failed: retry {name}',
  removeFile: 'Remove {name}',
  takePhoto: 'Take a photo',
  takePicture: 'Take picture',
  switchCamera: 'Switch camera',
  usePicture: 'Use picture',
  retake: 'Re-take',
  camera: 'Camera',
  cameraStarting: 'Starting the camera',
  cameraUnavailable: 'The camera could not be started. You can take a photo with your device instead.',
  useDeviceCamera: 'Take a photo with your device',
  snapshotAlt: 'The picture you took',
  signatureDraw: 'Draw your signature',
  signatureType: 'Type your name instead',
  signatureTypeLabel: 'Your name, as your signature',
  signatureUseTyped: 'Use as signature',
  signatureClear: 'Clear',
  signatureBack: 'Draw instead',
  signatureDone: 'Signed',
} as const;

export type FormMediaStringKey = keyof typeof enGB;

export const formMediaStrings = defineCatalog<FormMediaStringKey>('forms', enGB);
