import { IMAGE_UPLOAD_ACCEPT, PDF_UPLOAD_ACCEPT } from '@cordee/shared/uploads.contracts';
import { FileText, Upload, X } from 'lucide-react';
import { type ChangeEvent, type Dispatch, type SetStateAction, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../components/ui/icon-button.component.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { type UploadEndpoint, uploadFile } from '../../lib/upload-client.ts';
import type { DraftDocument } from './guide-draft.store.ts';

/** The server keeps at most 5 files per document list (GuideApplicationSchema). */
export const MAX_DOCUMENTS_PER_FIELD = 5;
const ACCEPT = `${PDF_UPLOAD_ACCEPT},${IMAGE_UPLOAD_ACCEPT}`;

/**
 * Documents may be a PDF or a photo of one. The picker's type and the extension choose the endpoint; the
 * server then decides by the file's bytes. Anything else is refused before a byte is sent.
 */
export function uploadEndpointFor(file: File): UploadEndpoint | null {
  if (file.type === 'application/pdf' || /\.pdf$/i.test(file.name)) return '/api/temp-pdf-upload';
  if (['image/png', 'image/jpeg'].includes(file.type) || /\.(png|jpe?g)$/i.test(file.name)) {
    return '/api/temp-image-upload';
  }
  return null;
}

type PendingUpload =
  | { id: number; name: string; status: 'uploading'; percent: number }
  | { id: number; name: string; status: 'failed'; message: string };

type DocumentUploadFieldProps = {
  label: string;
  files: DraftDocument[];
  onFilesChange: Dispatch<SetStateAction<DraftDocument[]>>;
  /** Lets the step hold Continue until every upload has an answer. */
  onBusyChange: (busy: boolean) => void;
  /** A server message about this list from a refused submission. */
  error?: string;
};

let nextUploadId = 1;

/** One document list of step 2: several files, each uploaded at once with its progress, each removable. */
export function DocumentUploadField({ label, files, onFilesChange, onBusyChange, error }: DocumentUploadFieldProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const controllers = useRef(new Set<AbortController>());

  const uploading = pending.filter((upload) => upload.status === 'uploading').length;
  const full = files.length + uploading >= MAX_DOCUMENTS_PER_FIELD;

  useEffect(() => onBusyChange(uploading > 0), [uploading, onBusyChange]);

  // Leaving the step stops the uploads nobody will see the end of.
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

  const start = async (file: File) => {
    const id = nextUploadId++;
    const endpoint = uploadEndpointFor(file);
    if (!endpoint) {
      setPending((current) => [
        ...current,
        { id, name: file.name, status: 'failed', message: t('fileUpload.unsupported') },
      ]);
      return;
    }
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
      onFilesChange((current) => [...current, { key: uploaded.key, url: uploaded.url, name: uploaded.name }]);
      setAnnouncement(t('fileUpload.uploaded', { name: uploaded.name }));
    } catch (cause) {
      if (cause instanceof DOMException && cause.name === 'AbortError') return;
      const message = isApiError(cause) ? (cause.firstErrorOf('file') ?? cause.message) : t('errors.unexpected');
      update(id, { id, name: file.name, status: 'failed', message });
    } finally {
      controllers.current.delete(controller);
    }
  };

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    // The same file may be picked again after a failure: the input must forget this choice.
    event.target.value = '';
    const room = MAX_DOCUMENTS_PER_FIELD - files.length - uploading;
    for (const file of picked.slice(0, Math.max(room, 0))) void start(file);
    for (const file of picked.slice(Math.max(room, 0))) {
      setPending((current) => [
        ...current,
        {
          id: nextUploadId++,
          name: file.name,
          status: 'failed',
          message: t('fileUpload.tooMany', { count: MAX_DOCUMENTS_PER_FIELD }),
        },
      ]);
    }
  };

  return (
    <fieldset
      aria-describedby={error ? errorId : undefined}
      className="flex min-w-0 flex-col gap-3 rounded-xl border border-slate-200 p-4"
    >
      <legend className="px-1 text-sm font-semibold text-slate-900">{label}</legend>

      {files.length > 0 && (
        <ul className="flex flex-col gap-2">
          {files.map((file) => (
            <li
              key={file.url}
              className="flex items-center gap-2.5 rounded-lg border border-slate-200 bg-slate-50 py-1 pr-1 pl-3"
            >
              <FileText aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
              <a
                href={file.url}
                target="_blank"
                rel="noreferrer"
                className="min-w-0 flex-1 truncate text-sm font-medium text-slate-800 underline-offset-4 hover:underline"
              >
                {file.name}
              </a>
              <IconButton
                label={t('fileUpload.remove', { name: file.name })}
                onClick={() => onFilesChange((current) => current.filter((kept) => kept.url !== file.url))}
              >
                <X aria-hidden="true" className="size-4" />
              </IconButton>
            </li>
          ))}
        </ul>
      )}

      {/* Progress and failures are announced as they happen; the bars themselves are not read out on every percent. */}
      <div aria-live="polite" className="flex flex-col gap-2 empty:hidden">
        {pending.map((upload) =>
          upload.status === 'uploading' ? (
            <div key={upload.id} className="flex flex-col gap-1.5">
              <div className="flex items-center justify-between gap-3 text-sm text-slate-700">
                <span className="min-w-0 truncate">{t('fileUpload.uploading', { name: upload.name })}</span>
                <span aria-hidden="true" className="tabular-nums">
                  {t('fileUpload.progress', { percent: upload.percent })}
                </span>
              </div>
              <div
                role="progressbar"
                aria-label={t('fileUpload.uploading', { name: upload.name })}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={upload.percent}
                className="h-1.5 overflow-hidden rounded-full bg-slate-200"
              >
                <div
                  className="h-full rounded-full bg-brand-600 transition-[width]"
                  style={{ width: `${upload.percent}%` }}
                />
              </div>
            </div>
          ) : (
            <div
              key={upload.id}
              className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 py-1 pr-1 pl-3 text-sm text-red-800"
            >
              <p className="flex-1 py-1.5">{t('fileUpload.failed', { name: upload.name, message: upload.message })}</p>
              <IconButton
                label={t('fileUpload.dismiss', { name: upload.name })}
                onClick={() => update(upload.id, null)}
                className="text-red-800 hover:bg-red-100 hover:text-red-900"
              >
                <X aria-hidden="true" className="size-4" />
              </IconButton>
            </div>
          ),
        )}
        {announcement && <p className="sr-only">{announcement}</p>}
      </div>

      <div className="flex flex-wrap items-center gap-3">
        {/* The real input stays focusable (visually hidden); its label is what sighted users click. */}
        <input
          id={inputId}
          type="file"
          multiple
          accept={ACCEPT}
          disabled={full}
          aria-describedby={hintId}
          onChange={onPick}
          className="peer sr-only"
        />
        <label
          htmlFor={inputId}
          className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3.5 py-2 text-sm font-semibold text-slate-800 shadow-sm hover:bg-slate-50 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 peer-disabled:cursor-not-allowed peer-disabled:text-slate-500"
        >
          <Upload aria-hidden="true" className="size-4" />
          {t('fileUpload.add')}
        </label>
        <p id={hintId} className="text-xs text-slate-600">
          {t('fileUpload.accepted', { count: MAX_DOCUMENTS_PER_FIELD })}
        </p>
      </div>

      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
