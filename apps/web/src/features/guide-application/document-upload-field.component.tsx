import { IMAGE_UPLOAD_ACCEPT, PDF_UPLOAD_ACCEPT } from '@cordee/shared/uploads.contracts';
import { Upload } from 'lucide-react';
import { type ChangeEvent, type Dispatch, type SetStateAction, useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FilePicker } from '../../components/ui/file-picker.component.tsx';
import { UploadProgressList } from '../../components/ui/upload-progress-list.component.tsx';
import { UploadedFileRow } from '../../components/ui/uploaded-file-row.component.tsx';
import { useFileUploads } from '../../lib/file-uploads.hook.ts';
import type { UploadEndpoint } from '../../lib/upload-client.ts';
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

type DocumentUploadFieldProps = {
  label: string;
  files: DraftDocument[];
  onFilesChange: Dispatch<SetStateAction<DraftDocument[]>>;
  /** Lets the step hold Continue until every upload has an answer. */
  onBusyChange: (busy: boolean) => void;
  /** A server message about this list from a refused submission. */
  error?: string;
};

/** One document list of step 2: several files, each uploaded at once with its progress, each removable. */
export function DocumentUploadField({ label, files, onFilesChange, onBusyChange, error }: DocumentUploadFieldProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const uploads = useFileUploads((file) => onFilesChange((current) => [...current, file]));
  const { uploading } = uploads;

  const full = files.length + uploading >= MAX_DOCUMENTS_PER_FIELD;

  useEffect(() => onBusyChange(uploading > 0), [uploading, onBusyChange]);

  const start = (file: File) => {
    const endpoint = uploadEndpointFor(file);
    if (endpoint) void uploads.start(endpoint, file);
    else uploads.fail(file.name, t('fileUpload.unsupported'));
  };

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    // The same file may be picked again after a failure: the input must forget this choice.
    event.target.value = '';
    const room = MAX_DOCUMENTS_PER_FIELD - files.length - uploading;
    for (const file of picked.slice(0, Math.max(room, 0))) start(file);
    for (const file of picked.slice(Math.max(room, 0))) {
      uploads.fail(file.name, t('fileUpload.tooMany', { count: MAX_DOCUMENTS_PER_FIELD }));
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
            <UploadedFileRow
              key={file.url}
              as="li"
              name={file.name}
              url={file.url}
              removeLabel={t('fileUpload.remove', { name: file.name })}
              onRemove={() => onFilesChange((current) => current.filter((kept) => kept.url !== file.url))}
            />
          ))}
        </ul>
      )}

      <UploadProgressList pending={uploads.pending} announcement={uploads.announcement} onDismiss={uploads.dismiss} />

      <FilePicker
        id={inputId}
        label={t('fileUpload.add')}
        icon={Upload}
        hint={t('fileUpload.accepted', { count: MAX_DOCUMENTS_PER_FIELD })}
        hintId={hintId}
        multiple
        accept={ACCEPT}
        disabled={full}
        aria-describedby={hintId}
        onChange={onPick}
      />

      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
