/** The file rules of §5: images and PDF only, at most 10485760 bytes. */
import { ACCEPTED_UPLOAD_TYPES, UPLOAD_LIMIT_BYTES } from '../constants';
import type { FailureReason } from './messages';

/** The reason a file cannot be sent, or undefined when it can. */
export function fileProblem(file: { size: number; type: string }): Extract<FailureReason, 'fileTooLarge' | 'fileType'> | undefined {
  if (!ACCEPTED_UPLOAD_TYPES.test(file.type)) return 'fileType';
  if (file.size > UPLOAD_LIMIT_BYTES) return 'fileTooLarge';
  return undefined;
}
