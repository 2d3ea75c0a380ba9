import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PendingUpload } from '../../lib/file-uploads.hook.ts';
import { IconButton } from './icon-button.component.tsx';

/**
 * Progress bars and failures of a file field's uploads (`useFileUploads`). Progress and failures are
 * announced as they happen; the bars themselves are not read out on every percent.
 */
export function UploadProgressList({
  pending,
  announcement,
  onDismiss,
}: {
  pending: PendingUpload[];
  announcement: string;
  onDismiss: (id: number) => void;
}) {
  const { t } = useTranslation();
  return (
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
              onClick={() => onDismiss(upload.id)}
              className="text-red-800 hover:bg-red-100 hover:text-red-900"
            >
              <X aria-hidden="true" className="size-4" />
            </IconButton>
          </div>
        ),
      )}
      {announcement && <p className="sr-only">{announcement}</p>}
    </div>
  );
}
