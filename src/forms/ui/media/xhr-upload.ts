/**
 * The Uploader port over XMLHttpRequest: fetch cannot report the bytes of a request body as
 * they leave, and the upload list shows real byte progress (§4). POST
 * {api-base}/api/forms/{flowId}/uploads, multipart form data with the file in field `body` (§7);
 * the answer is {id} (docs/forms-wire.md). Errors are the shared HTTP client's classes.
 */
import { id, object } from '../../../shared/decode';
import { BadJsonError, buildUrl, HttpStatusError, NetworkError, RequestAbortedError } from '../../../shared/http';
import { decodeFailure } from '../../../shared/errors';
import { toUnderscoreLocale } from '../../../shared/i18n';
import { parseRetryAfter } from '../../../shared/retry-after';
import { UPLOAD_FIELD } from '../../constants';
import type { HeaderSource } from '../../core/host';
import type { Uploader, UploadRequest } from '../../core/uploads';

/** `identity`: the user's headers (§6), as the form's other calls send them, with credentials. */
export function createXhrUploader(baseUrl: string, locale: string, identity?: HeaderSource): Uploader {
  return {
    upload: async (request) => send(request, await identity?.()),
  };

  function send({ flowId, file, name, onProgress, signal }: UploadRequest, headers: Readonly<Record<string, string>> = {}): Promise<{ id: string }> {
    return new Promise((resolve, reject) => {
      const url = buildUrl(baseUrl, `api/forms/${encodeURIComponent(flowId)}/uploads`);
      const xhr = new XMLHttpRequest();
      xhr.open('POST', url);
      xhr.withCredentials = true;
      for (const [header, value] of Object.entries(headers)) xhr.setRequestHeader(header, value);
      xhr.setRequestHeader('accept-language', toUnderscoreLocale(locale));
      xhr.upload.onprogress = (event) => onProgress(event.loaded, event.lengthComputable ? event.total : file.size);
      xhr.onerror = () => reject(new NetworkError('POST', url, new Error('XMLHttpRequest error')));
      xhr.onabort = () => reject(new RequestAbortedError('POST', url, signal.reason));
      xhr.onload = () => {
        let body: unknown;
        try {
          body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
        } catch (error) {
          if (xhr.status >= 200 && xhr.status < 300) return reject(new BadJsonError('POST', url, xhr.status, error));
          body = xhr.responseText;
        }
        if (xhr.status < 200 || xhr.status >= 300) {
          const retryAfterMs = parseRetryAfter(xhr.getResponseHeader('retry-after'), Date.now());
          return reject(new HttpStatusError('POST', url, { status: xhr.status, statusText: xhr.statusText, body, retryAfterMs }));
        }
        try {
          resolve({ id: id(object(body, '$').id, '$.id') });
        } catch (error) {
          reject(decodeFailure(url, error));
        }
      };
      if (signal.aborted) return void reject(new RequestAbortedError('POST', url, signal.reason));
      signal.addEventListener('abort', () => xhr.abort(), { once: true });
      const form = new FormData();
      form.append(UPLOAD_FIELD, file, name);
      xhr.send(form);
    });
  }
}
