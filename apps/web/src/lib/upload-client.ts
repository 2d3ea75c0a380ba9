import type { UploadResponse } from '@cordee/shared/uploads.contracts';
import { ApiError, type FieldCodes, NO_RESPONSE_STATUS, withinWordsDeadline } from './api-client.ts';
import { i18n, loadErrorWords } from './i18n.ts';
import { getToken } from './session.ts';
import { rememberLocalCopy } from './upload-previews.ts';

export type UploadEndpoint = '/api/temp-image-upload' | '/api/temp-pdf-upload' | '/api/temp-video-upload';

/**
 * Sends one file as multipart/form-data and reports progress (0–100). XMLHttpRequest, because fetch
 * cannot report upload progress. Failures arrive as the same ApiError as every other call.
 */
export function uploadFile(
  endpoint: UploadEndpoint,
  file: File,
  onProgress?: (percent: number) => void,
  signal?: AbortSignal,
): Promise<UploadResponse> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', endpoint);
    request.setRequestHeader('Accept', 'application/json');
    const token = getToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      let body: Record<string, unknown> = {};
      try {
        body = request.responseText ? JSON.parse(request.responseText) : {};
      } catch {
        // A proxy's HTML error page: the status still says what happened.
      }
      if (request.status >= 200 && request.status < 300) {
        onProgress?.(100);
        const uploaded = body as UploadResponse;
        // Served to its uploader only until a record holds it: this tab shows the picked file meanwhile.
        if (typeof uploaded.url === 'string') rememberLocalCopy(uploaded.url, file);
        resolve(uploaded);
        return;
      }
      // The refusal's words by code come with the errors chunk (lib/i18n.ts); the server's English stands without it.
      const refuse = () =>
        reject(
          new ApiError({
            status: request.status,
            message: typeof body.message === 'string' ? body.message : i18n.t('errors.unexpected'),
            code: typeof body.code === 'string' ? body.code : null,
            ...(typeof body.params === 'object' && body.params !== null
              ? { params: body.params as Record<string, unknown> }
              : {}),
            errors: (body.errors as Record<string, string[]> | undefined) ?? {},
            fieldCodes: (body.codes as FieldCodes | undefined) ?? {},
          }),
        );
      void withinWordsDeadline(loadErrorWords()).then(refuse);
    };
    request.onerror = () =>
      reject(new ApiError({ status: NO_RESPONSE_STATUS, message: i18n.t('errors.noResponse'), code: 'no_response' }));
    signal?.addEventListener('abort', () => request.abort());
    request.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}
