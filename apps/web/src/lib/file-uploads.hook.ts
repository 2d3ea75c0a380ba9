import type { UploadResponse } from '@cordee/shared/uploads.contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from './api-client.ts';
import { messageOf } from './error-message.ts';
import { type UploadEndpoint, uploadFile } from './upload-client.ts';

/** What a form keeps of an uploaded file until it is submitted. */
export type FinishedUpload = Pick<UploadResponse, 'key' | 'url' | 'name'>;

export type PendingUpload =
  | { id: number; name: string; status: 'uploading'; percent: number }
  | { id: number; name: string; status: 'failed'; message: string };

let nextUploadId = 1;

/**
 * The uploads of one file field: each file is sent at once with its progress; failures stay listed until
 * dismissed. Leaving the screen stops the uploads nobody will see the end of.
 */
export function useFileUploads(onUploaded: (file: FinishedUpload) => void) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const controllers = useRef(new Set<AbortController>());
  // Uploads finish after the render that started them: they must reach the field's latest callback.
  const uploadedRef = useRef(onUploaded);
  useEffect(() => {
    uploadedRef.current = onUploaded;
  });

  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running) controller.abort();
    };
  }, []);

  const update = (id: number, change: PendingUpload | null) =>
    setPending((current) =>
      change ? current.map((upload) => (upload.id === id ? change : upload)) : current.filter((u) => u.id !== id),
    );

  /** Lists a file refused before a byte was sent, with the reason. */
  const fail = (name: string, message: string) =>
    setPending((current) => [...current, { id: nextUploadId++, name, status: 'failed', message }]);

  const start = async (endpoint: UploadEndpoint, file: File) => {
    const id = nextUploadId++;
    setPending((current) => [...current, { id, name: file.name, status: 'uploading', percent: 0 }]);
    const controller = new AbortController();
    controllers.current.add(controller);
    try {
      const uploaded = await uploadFile(
        endpoint,
        file,
        (percent) => update(id, { id, name: file.name, status: 'uploading', percent }),
        controller.signal,
      );
      update(id, null);
      uploadedRef.current({ key: uploaded.key, url: uploaded.url, name: uploaded.name });
      setAnnouncement(t('fileUpload.uploaded', { name: uploaded.name }));
    } catch (cause) {
      if (cause instanceof DOMException && cause.name === 'AbortError') return;
      const message = isApiError(cause) ? (cause.firstErrorOf('file') ?? messageOf(cause)) : t('errors.unexpected');
      update(id, { id, name: file.name, status: 'failed', message });
    } finally {
      controllers.current.delete(controller);
    }
  };

  const uploading = pending.filter((upload) => upload.status === 'uploading').length;
  return { pending, uploading, announcement, start, fail, dismiss: (id: number) => update(id, null) };
}
